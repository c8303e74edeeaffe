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
    """The values `attr` may have at creation: the lowest roll plus the modifier (never below the
    minimum: a Noldor's POW of 3D6+3 is at least 6) up to the highest roll plus the modifier (SIZ
    capped)."""
    dice, modifier = Dice.parse(rules.dice), race.attribute_modifiers.get(attr, 0)
    low = max(rules.minimum, dice.minimum + modifier)
    high = max(rules.minimum, dice.maximum + modifier)
    if attr == "SIZ" and race.siz_cap:
        low, high = min(low, race.siz_cap), min(high, race.siz_cap)
    return low, high


def species_maximum(race: Race, attr: Attr, rules: AttributeRules) -> int:
    """The most training or experience can raise `attr` to: 18 + modifier + 3 (human 21), SIZ capped."""
    top = rules.species_base + race.attribute_modifiers.get(attr, 0) + rules.training_headroom
    return min(top, race.siz_cap) if attr == "SIZ" and race.siz_cap else top


def check_final(values: dict[str, int], race: Race, rules: AttributeRules) -> None:
    """Raise if a given final value is not one `race` can have at creation (2.1, 2.5)."""
    for attr, value in values.items():
        if attr not in ATTRS:
            raise CreationError(f"unknown attribute {attr!r}; expected one of: {', '.join(ATTRS)}")
        low, high = creation_range(race, attr, rules)
        if not low <= value <= high:
            modifier = race.attribute_modifiers.get(attr, 0)
            rolled = f"{rules.dice}{modifier:+d}" if modifier else rules.dice
            raise CreationError(f"{attr} {value} is outside the {race.name}'s range {low}-{high} for a new hero "
                                f"(2.1, 2.5: {rolled}); a trained veteran's values are set with `hero edit`")


def all_low(values: dict[str, int], race: Race, rules: AttributeRules) -> bool:
    """Whether every one of the seven final values comes from a roll of `reroll_if_all_at_most` or
    less: the set 2.1 abandons. A SIZ at the race's cap may hide a higher roll, so it never counts
    as low."""
    for attr in ATTRS:
        value = values[attr]
        if attr == "SIZ" and race.siz_cap and value >= race.siz_cap:
            return False
        if value - race.attribute_modifiers.get(attr, 0) > rules.reroll_if_all_at_most:
            return False
    return True
