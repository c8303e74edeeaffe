"""After a fight (3.6; 4.4): what the fallen and the yielded leave behind, the wounds each hero
carries away, the weapons ticked for improvement, and what the company saw of each kind of foe.
Worked out once from the outcome; the campaign applies it and the screens show it, so they agree."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.outcome import FighterEnd, Outcome
    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class Sighted:
    """One kind of foe in a fight: how many were there and how many died."""

    seen: int
    slain: int


@dataclass(frozen=True)
class Aftermath:
    """The end of a fight for the party: its outcome, the loot, what each hero takes away (by his
    name) and what was learnt of each kind of foe (by creature id)."""

    outcome: Outcome
    silver: int
    gear: tuple[str, ...]
    """The things the foes left where they fell (gear and weapon ids)."""
    ticks: dict[str, tuple[str, ...]]
    """Per hero: the weapons (ids) ticked (4.4) for striking a foe down in a won fight."""
    foes: dict[str, Sighted]
    fallen: tuple[str, ...]
    """The heroes (uids) who fall: the dead, and those left on a field held by foes who take no
    prisoners (docs/rulings.md, "Capture")."""

    captured: tuple[str, ...] = ()
    """The heroes (uids) left alive, not fled, on a field held by foes who take prisoners (yielded
    or overcome): their captives now (docs/rulings.md, "Capture")."""
    captors: str | None = None
    """The kind (creature id) whose captives they are: the first foe still fighting that takes prisoners."""

    @property
    def heroes(self) -> list[FighterEnd]:
        """The party's heroes as the fight left them (companions of other kinds are not carried)."""
        return [f for f in self.outcome.side(0) if f.kind == "hero"]


def aftermath(battle: Battle, content: Content, rng: Random) -> Aftermath:
    """The aftermath of a finished battle (finishing it if need be); the loot is rolled with `rng`."""
    outcome = battle.finish()
    won = outcome.party_won
    silver, gear = 0, []
    if won:
        for c in battle.sides[1]:
            if (c.dead or c.surrendered or c.out) and c.p.kind == "creature":
                loot = content.bestiary[c.p.ref].loot
                silver += Dice.parse(loot.silver).roll(rng) if loot.silver else 0
                gear += loot.gear
                if loot.carried:
                    gear += [a.id for a in c.p.arms if a.kind != "natural"]
    ticks = {f.uid: f.felled_with for f in outcome.side(0) if won and f.kind == "hero" and f.felled_with and not f.dead}
    foes: dict[str, Sighted] = {}
    for f in outcome.side(1):
        if f.kind == "creature":
            was = foes.get(f.ref, Sighted(0, 0))
            foes[f.ref] = Sighted(was.seen + 1, was.slain + f.dead)
    captors = captors_of(battle, content) if outcome.foes_hold else None
    heroes = [f for f in outcome.side(0) if f.kind == "hero"]
    left = tuple(f.uid for f in heroes if not (f.dead or f.fled) and outcome.foes_hold)
    fallen = tuple(f.uid for f in heroes if f.dead or f.uid in left and not captors)
    return Aftermath(outcome, silver, tuple(gear), ticks, foes, fallen, left if captors else (), captors)


def captors_of(battle: Battle, content: Content) -> str | None:
    """The kind of the first foe still fighting that takes prisoners (`behaviour.prisoners`), or None."""
    return next((c.p.ref for c in battle.sides[1] if c.able and c.p.kind == "creature"
                 and content.bestiary[c.p.ref].behaviour.prisoners != "none"), None)
