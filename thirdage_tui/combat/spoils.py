"""After a fight (3.6; 4.4): how it ended, what the fallen and the yielded leave behind, the wounds
each hero carries away and the weapons ticked for improvement by a foe struck down."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.content.loader import Content


@dataclass(frozen=True)
class Spoils:
    """The end of a fight for the party."""

    ending: str
    """"victory", "defeat", "flight" (the party ran) or "stalemate"."""
    silver: int
    gear: tuple[str, ...]
    wounds: dict[str, dict[str, int]]
    """Per hero: hit points lost at each location."""
    ticks: dict[str, tuple[str, ...]]
    """Per hero: the weapons ticked (4.4) for felling a foe in a won fight."""


def ending(battle: Battle) -> str:
    party = [c for c in battle.c if c.side == 0]
    if battle.side_fighting(0) and not battle.side_fighting(1):
        return "victory"
    if any(c.fled for c in party) and not any(c.able for c in party):
        return "flight"
    return "defeat" if battle.side_fighting(1) else "stalemate"


def spoils(battle: Battle, content: Content, rng: Random) -> Spoils:
    """Loot by the bestiary from every foe slain or yielded (only after a victory), rolled once per
    battle: whoever asks again (the campaign, then the screen) is told the same."""
    if battle.spoils is None:
        battle.spoils = _roll_spoils(battle, content, rng)
    return battle.spoils


def _roll_spoils(battle: Battle, content: Content, rng: Random) -> Spoils:
    end = ending(battle)
    silver, gear = 0, []
    if end == "victory":
        for c in battle.c:
            if c.side == 1 and (c.dead or c.surrendered or c.out) and c.p.kind == "creature":
                loot = content.bestiary[c.p.ref].loot
                silver += Dice.parse(loot.silver).roll(rng) if loot.silver else 0
                gear += [content.gear[g].name for g in loot.gear]
                if loot.carried:
                    gear += [a.name for a in c.p.arms if a.kind != "natural"]
    wounds = {c.uid: {loc.name: loc.hp - hp for loc, hp in zip(c.p.locations, c.hp, strict=True) if hp < loc.hp}
              for c in battle.c if c.side == 0}
    ticks = {c.uid: (c.weapon.name,) for c in battle.c
             if c.side == 0 and end == "victory" and c.felled and c.weapon is not None and not c.dead}
    return Spoils(end, silver, tuple(gear), wounds, ticks)
