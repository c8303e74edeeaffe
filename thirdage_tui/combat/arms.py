"""A weapon as one combatant wields it: every number precomputed once, so a blow reads, never derives."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from thirdage_tui.content.models.equipment import RANGED_KINDS
from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import SpecialType


def die_list(dice: Dice) -> tuple[tuple[int, int], ...]:
    """Each die of `dice` as (sign, sides), in term order: "1D8-1D4" -> ((1, 8), (-1, 4))."""
    return tuple((1 if count > 0 else -1, sides) for count, sides in dice.terms for _ in range(abs(count)))


@dataclass(frozen=True, slots=True)
class Arm:
    """A weapon, shield or natural weapon in one combatant's hands (or jaws).

    `attack` is None for shields, `parry` None for what cannot parry; `damage` holds the weapon's
    own dice and `bonus` the damage-bonus dice it adds (none for bows, crossbows and slings).
    `on_hit` names the special abilities that ride on a wounding blow (venom, cold_touch, drag_down).
    """

    id: str
    name: str
    kind: str
    attack: int | None
    parry: int | None
    damage: Dice
    bonus: Dice
    strike_rank: int
    range_ft: int | None = None
    protection: int = 0
    two_handed: bool = False
    blunt: bool = False
    fire: bool = False
    on_hit: tuple[SpecialType, ...] = ()
    damage_dice: tuple[tuple[int, int], ...] = field(init=False)
    bonus_dice: tuple[tuple[int, int], ...] = field(init=False)
    ranged: bool = field(init=False)
    """Shot or thrown, or a natural weapon that reaches (a breath)."""
    shield: bool = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "damage_dice", die_list(self.damage))
        object.__setattr__(self, "bonus_dice", die_list(self.bonus))
        object.__setattr__(self, "ranged", self.kind in RANGED_KINDS or (self.kind == "natural" and self.range_ft is not None))
        object.__setattr__(self, "shield", self.kind == "shield")
