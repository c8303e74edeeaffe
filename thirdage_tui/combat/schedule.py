"""The round's schedule (3.4.3, 3.5): who acts at which strike rank, lowest first; at equal strike
rank the higher DEX first; at equal DEX together (G4.5)."""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from thirdage_tui.combat.intent import Intent

AGAIN = -1
"""The `order` of a shot loosed again later in the round."""


class Scheduled(NamedTuple):
    """One action on the schedule. Entries sort by strike rank, then DEX (higher first), then the
    intent's place in the statement (`order`, AGAIN for a shot loosed again), then `push`, which keeps
    entries that tie on all three apart (a casting and its blow, two archers shooting again)."""

    sr: int
    neg_dex: int
    order: int
    push: int
    intent: Intent
    casting: bool

    @property
    def dex(self) -> int:
        return -self.neg_dex


class Schedule:
    """The actions still to come this round, as a heap of entries."""

    __slots__ = ("entries", "pushes")

    def __init__(self) -> None:
        self.entries: list[Scheduled] = []
        self.pushes = 0

    def push(self, sr: int, intent: Intent, order: int, casting: bool) -> None:
        self.pushes += 1
        entry = (sr, -intent.actor.p.dex, order, self.pushes, intent, casting)
        heapq.heappush(self.entries, tuple.__new__(Scheduled, entry))  # Scheduled(*entry), without its __new__

    def pop_group(self) -> list[Scheduled]:
        """The next entries that act together: one strike rank, one DEX."""
        entries, pop = self.entries, heapq.heappop
        first = pop(entries)
        sr, neg_dex = first.sr, first.neg_dex
        group = [first]
        while entries and entries[0].sr == sr and entries[0].neg_dex == neg_dex:
            group.append(pop(entries))
        return group

    def next_sr(self) -> int | None:
        return self.entries[0].sr if self.entries else None

    def __bool__(self) -> bool:
        return bool(self.entries)

    def __iter__(self) -> Iterator[Scheduled]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)
