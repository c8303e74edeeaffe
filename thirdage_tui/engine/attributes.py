"""Rolling, modifying and bounding the seven attributes (2.1, 2.5; G4.1)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.refusals import CreationError

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Attr
    from thirdage_tui.content.models.character import Race
    from thirdage_tui.content.models.tables import AttributeRules


def roll_sets(rng: Random, rules: AttributeRules) -> tuple[int, ...]:
    """Seven (`rules.sets`) rolls of 3D6, rolled again while every one is 11 or below (2.1)."""
    dice = Dice.parse(rules.dice)
    while True:
        sets = tuple(dice.roll(rng) for _ in range(rules.sets))
        if max(sets) > rules.reroll_if_all_at_most:
            return sets


def apply_race(raw: dict[str, int], race: Race, rules: AttributeRules) -> dict[str, int]:
    """Rolled scores with the race's modifiers, raised to the minimum and held under its SIZ cap."""
    final: dict[str, int] = {}
    for attr in ATTRS:
        value = max(rules.minimum, raw[attr] + race.attribute_modifiers.get(attr, 0))
        final[attr] = min(value, race.siz_cap) if attr == "SIZ" and race.siz_cap else value
    return final


def creation_range(race: Race, attr: Attr, rules: AttributeRules) -> tuple[int, int]:
    """The values `attr` may have at creation: the minimum up to the highest roll plus the modifier
    (SIZ capped)."""
    high = max(rules.minimum, Dice.parse(rules.dice).maximum + race.attribute_modifiers.get(attr, 0))
    if attr == "SIZ" and race.siz_cap:
        high = min(high, race.siz_cap)
    return rules.minimum, high


def species_maximum(race: Race, attr: Attr, rules: AttributeRules) -> int:
    """The most training or experience can raise `attr` to: 18 + modifier + 3 (human 21), SIZ capped."""
    top = rules.species_base + race.attribute_modifiers.get(attr, 0) + rules.training_headroom
    return min(top, race.siz_cap) if attr == "SIZ" and race.siz_cap else top


def check_final(values: dict[str, int], race: Race, rules: AttributeRules) -> None:
    """Raise if a given final value is not one `race` can have at creation."""
    for attr, value in values.items():
        if attr not in ATTRS:
            raise CreationError(f"unknown attribute {attr!r}; expected one of: {', '.join(ATTRS)}")
        low, high = creation_range(race, attr, rules)
        if not low <= value <= high:
            raise CreationError(f"{attr} {value} is outside the {race.name}'s range {low}-{high}")
