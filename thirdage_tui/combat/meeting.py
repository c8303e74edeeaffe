"""Before a fight: who noticed whom, and the company's choices (fight, parley, hide, flee) with
what each risks. Opposed rolls as 4.5 (GUIDE G4.9); our rulings:

- noticing: the company's best Listen or Spot Hidden against the band's stealth, the band's
  perception against the company's worst Move Silently (the clumsiest gives it away);
- parley: the best Oratory (or the Persuasion modifier alone) against the band's morale; only
  folk that speak (men, orcs, trolls) parley; a failed parley loses the first strike (surprised);
- hide: the company's worst Hide in Cover against the band's perception; failing, it is found
  at half the distance;
- flee: the company's slowest move against the band's; a faster band catches it and attacks
  while the company is surprised.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.rolls import Opposed, opposed
from thirdage_tui.world.encounters import PERCEPTION_SKILLS, STEALTH_SKILLS, creature_level

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

RISKS = {
    "fight": "Fight here and now, at this distance.",
    "parley": "Talk (Oratory against their resolve). Fail, and they strike first.",
    "hide": "Hide in cover (the worst hider against their eyes). Fail, and they find you close.",
    "flee": "Run (the slowest of the company against their speed). Caught, and you fight surprised.",
}


@dataclass(frozen=True)
class Meeting:
    """A band met: what it is, how far, and the two noticing rolls."""

    creature: str
    count: int
    distance_ft: int
    spotted: Opposed
    """The company's perception (attacker) against the band's stealth."""
    heard: Opposed
    """The band's perception (attacker) against the company's stealth."""

    @property
    def surprised(self) -> str | None:
        """"company", "foes" or None: who is caught unaware."""
        saw, seen = self.spotted.winner == "attacker", self.heard.winner == "attacker"
        return "company" if seen and not saw else "foes" if saw and not seen else None


def skill(hero: Hero, content: Content, skill_id: str) -> int:
    from thirdage_tui.engine.sheet import character_sheet

    return character_sheet(hero, content).skills.get(content.skills[skill_id].name, 0)


def meet(content: Content, heroes: list[Hero], creature: str, count: int, distance_ft: int, rng: Random) -> Meeting:
    """Roll who noticed whom."""
    eyes = max(skill(h, content, s) for h in heroes for s in PERCEPTION_SKILLS)
    quiet = min(skill(h, content, "move_silently") for h in heroes)
    return Meeting(creature, count, distance_ft,
                   opposed(rng, eyes, creature_level(content, creature, STEALTH_SKILLS)),
                   opposed(rng, creature_level(content, creature, PERCEPTION_SKILLS), quiet))


def can_parley(content: Content, creature: str) -> bool:
    return content.bestiary[creature].family in content.travel.parley


def parley(content: Content, heroes: list[Hero], creature: str, rng: Random) -> Opposed:
    """The company's best speaker against the band's resolve (its morale)."""
    from thirdage_tui.engine.sheet import character_sheet

    speaker = max(max(skill(h, content, "oratory"), character_sheet(h, content).abilities["persuasion"])
                  for h in heroes)
    return opposed(rng, speaker, content.bestiary[creature].behaviour.morale)


def hide(content: Content, heroes: list[Hero], creature: str, rng: Random) -> Opposed:
    return opposed(rng, min(skill(h, content, "hide_in_cover") for h in heroes),
                   creature_level(content, creature, PERCEPTION_SKILLS))


def flee(content: Content, heroes: list[Hero], creature: str) -> bool:
    """True if the company outpaces the band (equal speed: it gets away)."""
    from thirdage_tui.engine.sheet import character_sheet

    return min(character_sheet(h, content).move for h in heroes) >= content.bestiary[creature].move
