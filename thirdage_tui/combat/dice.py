"""Where a fight's dice come from: a seeded generator, or dice rolled at the table.

A die source is a callable `d(sides) -> face`. The seeded one is `random.Random.randint` bound to
1, the cheapest honest die Python has; the scripted one hands out given faces in order and says
exactly what was missing or out of range.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from random import Random

Die = Callable[[int], int]


def seeded(rng: Random) -> Die:
    """Faces drawn from `rng`."""
    return partial(rng.randint, 1)


class NotEnoughDice(ValueError):
    """The scripted dice ran out."""


class DieOutOfRange(ValueError):
    """A scripted face does not fit the die it was used for."""


class ScriptedDice:
    """Faces rolled at the table, used in order; `asked` records each die's sides as it is used."""

    def __init__(self, faces: Iterable[int]):
        self.faces = list(faces)
        self.asked: list[int] = []

    def __call__(self, sides: int) -> int:
        index = len(self.asked)
        if index >= len(self.faces):
            raise NotEnoughDice(f"die {index + 1} (a d{sides}) is missing: only {len(self.faces)} given")
        face = self.faces[index]
        if not 1 <= face <= sides:
            raise DieOutOfRange(f"die {index + 1} is {face}, but it was used as a d{sides} (1-{sides})")
        self.asked.append(sides)
        return face

    @property
    def unused(self) -> list[int]:
        return self.faces[len(self.asked):]
