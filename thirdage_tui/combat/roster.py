"""The referee's roster of foes: lines of (creature, count), some locked; the rest drawn afresh
from a region's encounter tables (by weight, count by its dice)."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.dice import Dice
from thirdage_tui.world.encounters import candidates

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

MAX_COUNT = 50
ANY_DANGER = 10


@dataclass
class Line:
    creature: str
    count: int = 1
    locked: bool = False


def regions(content: Content) -> list[str]:
    """Regions that have an encounter table."""
    return sorted({r for t in content.encounter_tables.values() for r in t.regions})


def matches(content: Content, creature_id: str, words: str) -> bool:
    """Does a creature fit the filter: a region it lives in, its family, or its name?"""
    creature = content.bestiary[creature_id]
    words = words.strip().lower()
    return not words or any(words in text.lower() for text in (*creature.habitats, creature.family, creature.name))


def fill(content: Content, lines: list[Line], region: str, rng: Random) -> list[Line]:
    """Keep the locked lines; replace the others with one band drawn from `region`'s tables."""
    kept = [line for line in lines if line.locked]
    found = [foe for _, foe in candidates(content, region, "day", "spring", ANY_DANGER)] + \
        [foe for _, foe in candidates(content, region, "night", "spring", ANY_DANGER)]
    if not found:
        raise ValueError(f"no encounter table for {region!r}; regions with tables: {', '.join(regions(content))}")
    foe = rng.choices(found, weights=[f.weight for f in found])[0]
    count = min(MAX_COUNT, max(1, Dice.parse(foe.count).roll(rng)))
    return kept + [Line(foe.creature, count)]
