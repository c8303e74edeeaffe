"""Named foes who got away (issue 20: "a named orc captain who escaped"). A foe of a kind that talks
(`meetings.can_parley`) who flees a fight with the company is named and remembered; a patron's
later hunt for a foe of his kind sends the company after him by name, and a band of his kind met on
the road where he was last seen may be his; the fight with him ends his tale (slain at last) or adds
to it (fled again)."""

from __future__ import annotations

from dataclasses import replace
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.meetings import can_parley
from thirdage_tui.campaign.state import Rival

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.combat.outcome import FighterEnd, Outcome
    from thirdage_tui.content.models.errand_templates import ErrandTemplate
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.encounters import Meeting

NAMES = ("Grashnakh", "Ugbruz", "Shagrim", "Lugdash", "Muzgur", "Bolgrat", "Snagash", "Radbug", "Gorthak",
         "Ufthrak", "Durburz", "Skargul", "Mauhak", "Yagrub", "Othrod", "Wulfrik", "Hrogar", "Ceolric")
EPITHETS = ("the Cruel", "Half-Ear", "of the Broken Tusk", "the Burner", "Red-Hand", "the Limper",
            "Black-Tongue", "the Gnawer", "Whip-Master", "One-Eye", "the Grinning", "Old Scar")
"""The names rivals are given (our own), drawn from the run's seed."""
AT_LARGE = 3
"""The most named foes at large at once; a foe who flees while so many are is not remembered."""
ROAD_LEAD = 0.5
"""The chance that a band of a rival's kind, met on the road in the region he was last seen in, is his."""


def at_large(campaign: Campaign) -> list[Rival]:
    return [r for r in campaign.rivals if not r.slain]


def named(campaign: Campaign, name: str) -> Rival | None:
    return next((r for r in campaign.rivals if r.name == name), None)


def rival_words(content: Content, name: str, creature: str) -> str:
    """A rival as an errand names him: "Ugbruz Half-Ear, the Goblin who got away"."""
    return f"{name}, the {content.bestiary[creature].name} who got away"


def quarry_for(campaign: Campaign, content: Content, tpl: ErrandTemplate) -> Rival | None:
    """The rival at large a hunt of `tpl` would send the company after: the first remembered whose kind
    the template may send it against (None: none)."""
    if tpl.objective != "defeat":
        return None
    for rival in at_large(campaign):
        kind = content.bestiary.get(rival.creature)
        if kind is not None and (not tpl.foes or kind.id in tpl.foes) and kind.danger <= tpl.max_foe_danger:
            return rival
    return None


def lead(campaign: Campaign, content: Content, meeting: Meeting, region: str | None) -> Meeting:
    """A band met on the road in `region`, led by the rival at large of its kind last seen there, as often
    as `ROAD_LEAD` has it (drawn from the run's seed, the day and his name: the campaign's dice are not
    touched); the journal names him. The band as it stands when no rival leads it."""
    if meeting.errand is not None or meeting.rival is not None:
        return meeting
    for rival in at_large(campaign):
        if rival.creature != meeting.creature or rival.region != region:
            continue
        if Random(f"{campaign.seed}:rival-road:{rival.name}:{campaign.tale.days}:{meeting.time}").random() < ROAD_LEAD:
            note(campaign, content, "rival", f"They are led by {rival_words(content, rival.name, rival.creature)}.")
            return replace(meeting, rival=rival.name)
    return meeting


def remember(campaign: Campaign, content: Content, outcome: Outcome, region: str | None,
             rival: str | None = None) -> None:
    """After a fight: the rival the company sought out (if any) slain at last or fled again; else the
    strongest foe of a kind that talks who fled the field is named and remembered."""
    foes = outcome.side(1)
    sought = named(campaign, rival) if rival else None
    if sought is not None and not sought.slain:
        leader = next((f for f in foes if f.ref == sought.creature), None)
        if leader is not None:
            _settle(campaign, content, sought, leader, region)
            foes = [f for f in foes if f is not leader]
    fled = [f for f in foes if f.fled and not f.dead and f.ref in content.bestiary and can_parley(content, f.ref)]
    if not fled or len(at_large(campaign)) >= AT_LARGE:
        return
    leader = max(fled, key=lambda f: (content.bestiary[f.ref].danger, f.uid))
    name = _name(campaign)
    campaign.rivals.append(Rival(name, leader.ref, region, campaign.tale.days))
    kind = content.bestiary[leader.ref].name.lower()
    who = f"the {kind} who led them" if len(outcome.side(1)) > 1 else f"the {kind} the company fought"
    note(campaign, content, "rival", f"{name}, {who}, flees the field: the company will know him again.")


def _settle(campaign: Campaign, content: Content, rival: Rival, leader: FighterEnd, region: str | None) -> None:
    """The fight with a rival sought out or met, for him (he flees to be met again where he fled)."""
    if leader.dead:
        rival.slain = True
        note(campaign, content, "rival", f"{rival.name} is slain at last, {rival.escaped} "
             f"{'escape' if rival.escaped == 1 else 'escapes'} after the company first met him.")
    elif leader.fled:
        rival.escaped += 1
        rival.region = region
        note(campaign, content, "rival", f"{rival.name} gets away again.")
    else:
        note(campaign, content, "rival", f"{rival.name} holds the field.")


def _name(campaign: Campaign) -> str:
    """A name no rival of the run has borne, drawn from the run's seed (not the campaign's dice)."""
    taken = {r.name for r in campaign.rivals}
    rng = Random(f"{campaign.seed}:rival:{len(campaign.rivals)}")
    for _ in range(len(NAMES) * len(EPITHETS)):
        name = f"{rng.choice(NAMES)} {rng.choice(EPITHETS)}"
        if name not in taken:
            return name
    return f"{rng.choice(NAMES)} son of {rng.choice(NAMES)}"
