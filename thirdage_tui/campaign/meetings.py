"""A band met (`world.encounters.Meeting`, 4.5): what the company may do about it now and why not,
how far off the fight would begin, and the rolls that keep the company out of one. `fights.face`
deals with the band as chosen. Our rulings (docs/rulings.md, "Bands met on the road"):

- slipping away: only from a band that has not seen the company;
- parley: the company's best Oratory (or its Persuasion modifier alone) against the band's morale;
  only folk that speak (men, orcs, trolls) parley; a failure means a fight;
- flee: the company's slowest move against the band's; a band as slow gets left behind, a faster
  one falls on the company from behind, the company caught unaware.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.combat.muster import MEETING_FT, SURPRISE_FT
from thirdage_tui.content.ids import ORATORY
from thirdage_tui.engine.rolls import Opposed, opposed
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.world.encounters import Meeting

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Errand
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

COURSES = ("fight", "slip_away", "flee", "parley")
"""What the company may do about a band upon it (`fights.face`)."""
LEAVE = "leave"
"""Leave an errand's foe be for now: the company sought it out, and may go as it came."""
NO_SLIPPING_AWAY = {"company": "they saw you first", "foes": None, None: "you came upon each other"}
"""Why the company cannot slip away, by who is caught unaware (None: it can)."""
SILENT = "they do not talk"
"""Why a band will not parley."""


@dataclass(frozen=True)
class Course:
    """A course the company may take with a band met: its id (one of `COURSES`, or `LEAVE`), and
    why it cannot be taken now (None: it can)."""

    id: str
    blocked: str | None = None


def sought(errand: Errand, night: bool = False) -> Meeting:
    """The foe of an errand, sought out at its lair (or come by `night` against the place the company
    holds), nobody caught unaware."""
    if errand.foe is None:
        raise CampaignError("the errand sends the company against no foe")
    return Meeting(errand.foe, errand.foe_count, "night" if night else "day", errand=errand.id)


def courses(content: Content, meeting: Meeting) -> tuple[Course, ...]:
    """What may be done about `meeting` now: a band on the road is fought, slipped past, fled or
    parleyed with; the foe of an errand, sought out, is fought or left be."""
    if meeting.errand is not None:
        return Course("fight"), Course(LEAVE)
    return tuple(Course(c, blocked(content, meeting, c)) for c in COURSES)


def blocked(content: Content, meeting: Meeting, course: str) -> str | None:
    """Why the company cannot take `course` with the band (None: it can)."""
    if course == "slip_away":
        return NO_SLIPPING_AWAY[meeting.surprised]
    if course == "parley" and not can_parley(content, meeting.creature):
        return SILENT
    return None


def distance_ft(surprised: str | None) -> int:
    """How far off the fight begins: close when the band caught the company unaware."""
    return SURPRISE_FT if surprised == "company" else MEETING_FT


def can_parley(content: Content, creature: str) -> bool:
    """Whether a band of this kind will talk (the families that parley: `travel.yaml`)."""
    return content.bestiary[creature].family in content.travel.parley


def speaker(content: Content, heroes: list[Hero]) -> tuple[Hero, str, int]:
    """Who speaks for the company in a parley: the hero with the best Oratory or Persuasion, that one's
    name and his level (the first such when several tie)."""
    best = [max((_skill(h, content, ORATORY), content.skills[ORATORY].name),
                (character_sheet(h, content).abilities["persuasion"], "Persuasion"), key=lambda p: p[0])
            for h in heroes]
    hero, (level, name) = max(zip(heroes, best, strict=True), key=lambda p: p[1][0])
    return hero, name, level


def parley(content: Content, heroes: list[Hero], creature: str, rng: Random) -> Opposed:
    """The company's best speaker (`speaker`) against the band's resolve (its morale)."""
    return opposed(rng, speaker(content, heroes)[2], content.bestiary[creature].behaviour.morale)


def flee(content: Content, heroes: list[Hero], creature: str) -> bool:
    """True if the company outpaces the band (equal speed: it gets away)."""
    return min(character_sheet(h, content).move for h in heroes) >= content.bestiary[creature].move


def _skill(hero: Hero, content: Content, skill_id: str) -> int:
    return character_sheet(hero, content).skills.get(content.skills[skill_id].name, 0)
