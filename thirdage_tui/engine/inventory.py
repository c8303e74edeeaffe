"""A hero's inventory as he reads it (6.3-6.5): his items stacked by kind, with what each stack
weighs, and the containers he has to put gear in."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content.models.equipment import Gear
from thirdage_tui.engine.items import carried_enc, item

if TYPE_CHECKING:
    from collections.abc import Iterable

    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class Stack:
    """One kind of item and how many of it, with the ENC they weigh together."""

    id: str
    name: str
    count: int
    enc: float

    @property
    def label(self) -> str:
        """"Dried rations ×14" (a single item by its name alone)."""
        return self.name if self.count == 1 else f"{self.name} ×{self.count}"


def stacks(content: Content, equipment: Iterable[str]) -> list[Stack]:
    """The items stacked, in the order first carried."""
    counts = Counter(equipment)
    out = []
    for item_id, count in counts.items():
        thing = item(content, item_id)
        out.append(Stack(item_id, thing.name, count, carried_enc(thing) * count))
    return out


def capacity(content: Content, equipment: Iterable[str]) -> float:
    """What the hero's containers hold together (6.3: a backpack 6 ENC, a knapsack 3, a sack...)."""
    return sum(thing.capacity or 0 for i in equipment if isinstance(thing := item(content, i), Gear))


def take_out(equipment: list[str], item_id: str, count: int) -> list[str]:
    """The equipment without `count` of `item_id` (the last carried first); ValueError when he carries fewer."""
    held = equipment.count(item_id)
    if count < 1 or count > held:
        raise ValueError(f"carries {held}")
    left = list(equipment)
    for _ in range(count):
        left.reverse()
        left.remove(item_id)
        left.reverse()
    return left
