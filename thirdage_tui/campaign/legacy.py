"""A hero's legacy (issue 20): he may retire at a place, a win told with the deeds that earned it,
and his record — sheet, deeds, errands, foes felled, the arc, the journal's highlights, the cause
of his end — is what the hall keeps (`epitaph.tale`), with the score it sorts by (`score`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.arc import stage
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.house_rules import SCORE
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.wording import counted, in_sentence

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

HIGHLIGHTS = ("errand", "arc", "death", "cha", "legacy", "chronicle")
"""The kinds of journal line a record keeps."""
MOST_HIGHLIGHTS = 60
"""The most journal lines a record keeps (the latest)."""


def deeds(campaign: Campaign) -> list[str]:
    """What the hero has done that earns a retirement, in words (none: nothing yet)."""
    out = []
    if campaign.tale.errands_done:
        out.append(f"{counted(campaign.tale.errands_done, 'errand')} done")
    if campaign.tale.foes_slain:
        out.append(f"{counted(campaign.tale.foes_slain, 'foe')} slain")
    if campaign.clues:
        out.append(f"{stage(campaign.clues).name.lower()} learnt of the shadow")
    if campaign.arc_ended:
        out.append("proof of the shadow laid before the White Council")
    return out


def retire(campaign: Campaign, content: Content) -> None:
    """The hero lays down his errands at a place and retires, his deeds told; the run ends with it."""
    place = settled(campaign)
    done = deeds(campaign)
    if not done:
        raise CampaignError("a hero retires on his deeds, and there are none yet: do an errand first")
    campaign.retired = calendar(content).label(campaign.date)
    for errand in campaign.active_errands():
        errand.status = "failed"
    note(campaign, content, "legacy", f"{campaign.hero.name} retires at {in_sentence(content.places[place].name)}, honoured "
         f"for {', '.join(done)}. His score is {score(campaign)}.")


def score(campaign: Campaign) -> int:
    """The score the hall sorts by (docs/rulings.md, "A hero's career"): errands, foes, renown, the
    arc and the years, less the deaths of explorer mode; a retirement counts on top."""
    renown = sum(max(0, points) for key, points in campaign.renown.items() if not key.startswith("folk:"))
    value = (SCORE["errand"] * campaign.tale.errands_done + SCORE["foe"] * campaign.tale.foes_slain
             + SCORE["renown"] * renown + SCORE["clue"] * campaign.clues + SCORE["year"] * (campaign.tale.days // 365)
             + (SCORE["arc"] if campaign.arc_ended else 0) + (SCORE["retired"] if campaign.retired else 0)
             - SCORE["death"] * campaign.tale.deaths)
    return max(0, value)


def highlights(campaign: Campaign) -> list[str]:
    """The journal's lines a record keeps: errands, the arc, deaths, CHA, the chronicle, the end."""
    kept = [f"{e.date}: {e.text}" for e in campaign.journal if e.kind in HIGHLIGHTS
            and not (e.kind == "errand" and not e.text.startswith(("Done", "Failed")))]
    return kept[-MOST_HIGHLIGHTS:]
