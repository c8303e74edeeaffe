"""The arc of the campaign (rules text 1.0: heroic quests against a hidden enemy, up to the
Necromancer at Dol Guldur): what the Company learns of the shadow in Mirkwood. Errands bring clues
(`Consequence.clues`: signs at Dol Guldur, orcs on the move, a Nazgûl seen, Gandalf's own doubts);
each milestone reached unlocks harder and more renowned errands (`ErrandTemplate.knowledge`); the
errand that `ends_arc` — proof laid before the White Council — brings it to the end the canon
allows: the Wise hear it, and Saruman persuades them to wait (docs/rulings.md, "A hero's career")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import calendar, note

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class Milestone:
    """A step of what the Company knows: the clues it takes, its name, and what it means, in words."""

    clues: int
    name: str
    words: str


MILESTONES = (
    Milestone(0, "Rumours", "Woodmen say the south of the forest grows darker every year, and no one "
              "can say why."),
    Milestone(3, "Orcs on the move", "Bands of orcs cross the Anduin and the mountains on errands of their "
              "own, and the tracks lead towards the south of Mirkwood."),
    Milestone(6, "A shadow on the Hill", "Something dwells at Dol Guldur again, and the beasts of the "
              "forest obey it."),
    Milestone(10, "The Nine abroad", "A Ringwraith has been seen on the roads: whatever holds Dol Guldur "
              "commands the servants of the Enemy of old."),
    Milestone(15, "Gandalf's suspicion", "Gandalf no longer doubts that the Necromancer is Sauron come back: "
              "proof laid before the White Council might move the Wise to act."),
)
"""What the Company knows, step by step (the last opens the errand that ends the arc)."""
ENDING = ("The White Council hears the Company's proof. Gandalf would have the Wise strike at Dol Guldur "
          "now; Saruman counsels patience, and the Council waits. The Company's tale is told in the "
          "houses of the great, and the shadow in the south is named for what it is.")


def stage(clues: int) -> Milestone:
    """The milestone `clues` reach."""
    return [m for m in MILESTONES if m.clues <= clues][-1]


def following(clues: int) -> Milestone | None:
    """The next milestone after the one `clues` reach (None: the last is reached)."""
    return next((m for m in MILESTONES if m.clues > clues), None)


def learn(campaign: Campaign, content: Content, clues: int) -> None:
    """Clues to the shadow; a milestone reached is told in the journal."""
    before = stage(campaign.clues)
    campaign.clues += clues
    now = stage(campaign.clues)
    note(campaign, content, "arc", f"Clues to the shadow in Mirkwood: +{clues}, now {campaign.clues}.")
    if now != before:
        note(campaign, content, "arc", f"{now.name}. {now.words}")


def end(campaign: Campaign, content: Content) -> None:
    """The arc comes to its end."""
    campaign.arc_ended = calendar(content).label(campaign.date)
    note(campaign, content, "arc", ENDING)
