"""Items a hero may own, whatever their kind: weapons, armour, gear, clothing, mounts (6.1-6.5)
and magic items (appendix 1)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thirdage_tui.content.errors import UnknownId

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

ITEM_KINDS = ("weapons", "armour", "gear", "clothing", "mounts", "magic_items")


def item_kind(content: Content, item_id: str) -> str:
    """The kind of content `item_id` is, or UnknownId (with near misses among all items)."""
    for kind in ITEM_KINDS:
        if item_id in content.all(kind):
            return kind
    raise UnknownId("items", item_id, [i for kind in ITEM_KINDS for i in content.all(kind)])


def find_item(content: Content, name: str) -> tuple[str, Any]:
    """(kind, entry) of an item named by id, display name or alias, case-insensitively."""
    for kind in ITEM_KINDS:
        try:
            return kind, content.find(kind, name)
        except UnknownId:
            continue
    raise UnknownId("items", name, [i for kind in ITEM_KINDS for i in content.all(kind)])


def item(content: Content, item_id: str) -> Any:
    """The entry of an item id."""
    return content.all(item_kind(content, item_id))[item_id]
