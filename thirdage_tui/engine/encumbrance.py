"""Encumbrance (3.3; G4.8): what a hero carries, the most he may, and the penalty for more; what his
mounts bear (6.5) and what his packs hold (6.3)."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content import ids
from thirdage_tui.content.models.equipment import Clothing, Gear
from thirdage_tui.engine.items import carried_enc, item

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from thirdage_tui.content.models.tables import EncRules
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


@dataclass(frozen=True)
class Enc:
    """ENC on the hero, his maximum, the whole points over it, and whether he can move at all; what
    his mounts bear (`mount_load`) of what they may (`mount_capacity`), and the small things he
    carries (`small`) against the room his packs and pockets give (`room`)."""

    carried: float
    max: int
    over: int
    cannot_move: bool
    mount_load: float = 0
    mount_capacity: float = 0
    small: float = 0
    room: float = 0

    @property
    def mount_overloaded(self) -> bool:
        return self.mount_load > self.mount_capacity

    @property
    def packs_overfull(self) -> bool:
        return self.small > self.room


def max_enc(attributes: dict[str, int]) -> int:
    """The average of STR and SIZ, but never more than STR (3.3)."""
    return math.floor(min((attributes["STR"] + attributes["SIZ"]) / 2, attributes["STR"]))


def encumbrance(equipment: Iterable[str], attributes: dict[str, int], content: Content, *,
                loaded: Sequence[str] = (), horse_care: bool = True) -> Enc:
    """Weapons, armour and gear count; worn clothing, mounts and magic items do not (a spare outfit
    does), nor a saddle or barding for each mount, which it wears (6.5). What is `loaded` rides on
    the mounts, which bear their whole capacity for a hero with Horse Care and a share of it without."""
    return burdened(load_of(equipment, content, loaded=loaded, horse_care=horse_care), attributes,
                    content.tables.enc)


def burdened(load: Enc, attributes: dict[str, int], rules: EncRules) -> Enc:
    """`load` (as `load_of` weighs it) against the most these attributes may carry (3.3)."""
    limit, carried = max_enc(attributes), load.carried
    return Enc(carried, limit, math.floor(carried - limit) if carried > limit else 0,
               carried > rules.collapse_multiple_of_str * attributes["STR"], load.mount_load, load.mount_capacity,
               load.small, load.room)


def load_of(equipment: Iterable[str], content: Content, *, loaded: Sequence[str] = (),
            horse_care: bool = True) -> Enc:
    """What `equipment` weighs as `encumbrance` counts it, before anyone's strength is set against it
    (its `max`, `over` and `cannot_move` are left at 0: `burdened` sets them)."""
    rules: EncRules = content.tables.enc
    equipment = list(equipment)
    mounts = [content.mounts[i] for i in equipment if i in content.mounts]
    capacity = sum(m.carry_enc for m in mounts) * (1 if horse_care else rules.unskilled_load)
    on_mount, kit = Counter(loaded), Counter[str]()
    carried = load = small = room = 0.0
    worn: set[str] = set()
    for item_id in equipment:
        thing = item(content, item_id)
        if isinstance(thing, Gear) and thing.mount_kit and kit[item_id] < len(mounts):
            kit[item_id] += 1
        elif on_mount[item_id] > 0:
            on_mount[item_id] -= 1
            load += carried_enc(thing)
        elif isinstance(thing, Clothing):
            carried += thing.spare_enc if item_id in worn else 0
            worn.add(item_id)
        else:
            carried += carried_enc(thing)
            if isinstance(thing, Gear):
                room += thing.capacity or 0
                small += thing.enc if thing.enc <= rules.small_item_enc and not thing.capacity else 0
    return Enc(carried, 0, 0, False, load, capacity, small, room + rules.loose_enc)


def hero_enc(hero: Hero, content: Content) -> Enc:
    """The hero's own encumbrance: what he has, what he has loaded on his mounts, and his Horse Care."""
    return encumbrance(hero.equipment, hero.attributes, content, loaded=hero.loaded,
                       horse_care=cares_for_mounts(hero))


def cares_for_mounts(hero: Hero) -> bool:
    """Whether the hero has trained Horse Care (4.2), so his mounts bear their whole load (our ruling)."""
    return hero.skills.get(ids.HORSE_CARE, 0) > 0
