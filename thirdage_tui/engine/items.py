"""Items a hero may own, whatever their kind: weapons, armour, gear, clothing, mounts (6.1-6.5)
and magic items (appendix 1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import ARMOUR, CLOTHING, GEAR, MAGIC_ITEMS, MOUNTS, WEAPONS
from thirdage_tui.content.models.equipment import Armour, Clothing, Gear, Mount, Weapon
from thirdage_tui.content.models.magic import MagicItem

if TYPE_CHECKING:
    from thirdage_tui.content.kinds import Collection
    from thirdage_tui.content.store import Content

Item = Weapon | Armour | Gear | Clothing | Mount | MagicItem
"""Anything a hero may own."""
ITEM_COLLECTIONS: tuple[Collection[Item], ...] = (WEAPONS, ARMOUR, GEAR, CLOTHING, MOUNTS, MAGIC_ITEMS)
"""The kinds of content that are items, in the order an id is looked for among them."""
ITEM_KINDS = tuple(kind.name for kind in ITEM_COLLECTIONS)


def item_kind(content: Content, item_id: str) -> str:
    """The kind of content `item_id` is, or UnknownId (with near misses among all items)."""
    return _collection(content, item_id).name


def item(content: Content, item_id: str) -> Item:
    """The entry of an item id, or UnknownId (with near misses among all items)."""
    return content.all(_collection(content, item_id))[item_id]


def find_item(content: Content, name: str) -> tuple[str, Item]:
    """(kind, entry) of an item named by id, display name or alias, case-insensitively."""
    for kind in ITEM_COLLECTIONS:
        try:
            return kind.name, content.find(kind, name)
        except UnknownId:
            continue
    raise UnknownId("items", name, _item_ids(content))


def carried_enc(thing: Item) -> float:
    """What an item weighs on the one who carries it (3.3): a weapon, armour or gear its ENC; clothing
    is worn, a mount carries itself and a magic item weighs nothing."""
    return thing.enc if isinstance(thing, Weapon | Armour | Gear) else 0


def _collection(content: Content, item_id: str) -> Collection[Item]:
    for kind in ITEM_COLLECTIONS:
        if item_id in content.all(kind):
            return kind
    raise UnknownId("items", item_id, _item_ids(content))


def _item_ids(content: Content) -> list[str]:
    return [i for kind in ITEM_COLLECTIONS for i in content.all(kind)]
