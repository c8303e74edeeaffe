"""How a fight ended: for the party, and for every fighter (3.4.5, 3.6). Worked out once, when the
fight is finished (`Battle.finish`), and read by everyone who needs it: the odds, the aftermath,
the campaign and the screens."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeVar

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant

Made = TypeVar("Made")
Ending = Literal["victory", "defeat", "flight", "stalemate", "timeout"]
ENDINGS: tuple[Ending, ...] = ("victory", "defeat", "flight", "stalemate", "timeout")
"""victory: the foes can fight no more; defeat: the party can fight no more, the foes still can;
flight: the party ran and none of it fights on; stalemate: neither side can fight; timeout: both
still fought when the rounds ran out."""


@dataclass(frozen=True)
class Hurt:
    """Hit points lost at one location."""

    location: str
    """The location's id."""
    name: str
    lost: int


@dataclass(frozen=True)
class FighterEnd:
    """One fighter when the fight was over."""

    uid: str
    side: int
    ref: str
    """The hero's name or the creature's id (`Profile.ref`)."""
    kind: str
    """"hero" or "creature"."""
    status: str
    dead: bool
    fled: bool
    surrendered: bool
    out: bool
    """Alive on the field but out of the fight."""
    maimed: bool
    """A limb severed or maimed."""
    hp_left: int
    hit_points: int
    hurts: tuple[Hurt, ...]
    """Hit points lost at each location hurt, in the body's order."""
    pow_spent: int
    granted_used: tuple[str, ...]
    felled_with: tuple[str, ...]
    """The weapons (ids, each once) with which he struck a foe down."""
    cause: str = ""
    """Why he is dead or out of the fight, in words ("" if neither)."""
    dealt: int = 0
    """Hit points his blows, and the venom or cold riding on them, took from others' totals."""

    @property
    def wounds(self) -> dict[str, int]:
        """Hit points lost at each location, by location id (as a hero keeps them)."""
        return {h.location: h.lost for h in self.hurts}


@dataclass(frozen=True)
class Outcome:
    """The fight's end: how it ended for the party, the rounds fought and every fighter."""

    ending: Ending
    rounds: int
    fighters: tuple[FighterEnd, ...]
    foes_hold: bool
    """The foes still fight and the party does not: the field is theirs."""

    @property
    def party_won(self) -> bool:
        return self.ending == "victory"

    def side(self, side: int) -> list[FighterEnd]:
        return [f for f in self.fighters if f.side == side]

    @property
    def slain(self) -> int:
        """Foes dead."""
        return sum(f.dead for f in self.side(1))


def ending_of(battle: Battle) -> Ending:
    """How the fight stands for the party."""
    party, foes = battle.side_fighting(0), battle.side_fighting(1)
    if party and foes:
        return "timeout"
    if party:
        return "victory"
    if any(c.fled for c in battle.sides[0]):
        return "flight"
    return "defeat" if foes else "stalemate"


def outcome_of(battle: Battle) -> Outcome:
    """The outcome of a finished fight."""
    return _made(Outcome, {"ending": ending_of(battle), "rounds": battle.round,
                           "fighters": tuple([fighter_end(c) for c in battle.c]),
                           "foes_hold": battle.side_fighting(1) and not battle.side_fighting(0)})


def fighter_end(c: Combatant) -> FighterEnd:
    p = c.p
    hurts = () if c.hp == p.location_hp else tuple([_made(Hurt, {"location": loc.id, "name": loc.name, "lost": loc.hp - hp})
                                                    for loc, hp in zip(p.locations, c.hp, strict=True) if hp < loc.hp])
    return _made(FighterEnd, {
        "uid": c.uid, "side": c.side, "ref": p.ref, "kind": p.kind, "status": c.status, "dead": c.dead, "fled": c.fled,
        "surrendered": c.surrendered, "out": c.out, "maimed": True in c.severed, "hp_left": c.hp_left,
        "hit_points": p.hit_points, "hurts": hurts,
        "pow_spent": max(0, p.attributes["POW"] - p.pow_spent - c.pow_left), "granted_used": tuple(c.granted_used),
        "felled_with": tuple(dict.fromkeys(c.felled_with)) if c.felled_with else (), "cause": c.cause,
        "dealt": c.dealt})


def _made(cls: type[Made], fields: dict[str, object]) -> Made:
    """A frozen dataclass holding `fields` (every one of its fields), made without its `__init__`,
    which sets each field through `object.__setattr__`: for a fighter's end that cost more than all
    the rest (the odds make thousands of them)."""
    made = object.__new__(cls)
    made.__dict__.update(fields)
    return made
