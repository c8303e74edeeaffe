"""Encumbrance (3.3; G4.8): what a hero carries, the most he may, and the penalty for more."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content.models.equipment import Clothing, Gear
from thirdage_tui.engine.items import carried_enc, item

if TYPE_CHECKING:
    from collections.abc import Iterable

    from thirdage_tui.content.models.tables import EncRules
    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class Enc:
    """ENC on the hero, his maximum, the whole points over it, and whether he can move at all.
    With a mount, gear rides on it up to its capacity (`mount_load` of `mount_capacity`)."""

    carried: float
    max: int
    over: int
    cannot_move: bool
    mount_load: float = 0
    mount_capacity: int = 0


def max_enc(attributes: dict[str, int]) -> int:
    """The average of STR and SIZ, but never more than STR (3.3)."""
    return math.floor(min((attributes["STR"] + attributes["SIZ"]) / 2, attributes["STR"]))


def encumbrance(equipment: Iterable[str], attributes: dict[str, int], content: Content) -> Enc:
    """Weapons, armour and gear count; worn clothing, mounts and magic items do not (a spare outfit does)."""
    rules: EncRules = content.tables.enc
    carried = load = 0.0
    capacity = sum(content.mounts[i].carry_enc for i in equipment if i in content.mounts)
    worn: set[str] = set()
    for item_id in equipment:
        thing = item(content, item_id)
        if isinstance(thing, Clothing):
            carried += thing.spare_enc if item_id in worn else 0
            worn.add(item_id)
        elif isinstance(thing, Gear) and load + thing.enc <= capacity:
            load += thing.enc
        else:
            carried += carried_enc(thing)
    limit = max_enc(attributes)
    over = math.floor(carried - limit) if carried > limit else 0
    return Enc(carried, limit, over, carried > rules.collapse_multiple_of_str * attributes["STR"], load, capacity)
