"""Dice: expressions ("3D6", "1D8+1", "-1D4", "2D6+1D4", "" for nothing), and where a roll's faces
come from — a seeded generator, or dice rolled at the table.

A die source is a callable `d(sides) -> face`. The seeded one draws what `random.Random.randint(1,
sides)` draws, by the shortest way Python has; the scripted one hands out given faces in order and says
exactly what was missing or out of range."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat
from random import Random

from thirdage_tui.content.notation import parse_dice, signed_text, terms_range


@dataclass(frozen=True)
class Dice:
    """A sum of dice and a constant. `terms` are (count, sides); a negative count subtracts."""

    terms: tuple[tuple[int, int], ...] = ()
    constant: int = 0

    @staticmethod
    def parse(text: str) -> Dice:
        """The dice of `text` (parsed once, then cached); ValueError if it is not a dice expression."""
        return _parse(text)

    def roll(self, rng: Random) -> int:
        """One total (each face what `rng.randint(1, sides)` gives, drawn as `seeded` draws it)."""
        return self.draw(seeded(rng))

    def draw(self, die: Die) -> int:
        """One total, its faces drawn from `die`."""
        total = self.constant
        for count, sides in self.terms:
            if count > 0:
                total += sum(map(die, repeat(sides, count)))
            else:
                total -= sum(map(die, repeat(sides, -count)))
        return total

    def rolls(self, rng: Random) -> list[int]:
        """Each die's face, in term order (for an audit trail); the total is `total_of(faces)`."""
        die = seeded(rng)
        return [die(sides) for count, sides in self.terms for _ in range(abs(count))]

    def total_of(self, faces: list[int]) -> int:
        """The total that the faces of `rolls` (or dice rolled at the table) make."""
        if len(faces) != self.count:
            raise ValueError(f"{self} needs {self.count} dice, got {len(faces)}")
        total, it = self.constant, iter(faces)
        for count, _sides in self.terms:
            sign = 1 if count > 0 else -1
            total += sign * sum(next(it) for _ in range(abs(count)))
        return total

    @property
    def count(self) -> int:
        """How many dice are rolled."""
        return sum(abs(count) for count, _ in self.terms)

    @property
    def minimum(self) -> int:
        return terms_range(self.terms, self.constant)[0]

    @property
    def maximum(self) -> int:
        return terms_range(self.terms, self.constant)[1]

    @property
    def mean(self) -> float:
        return self.constant + sum(count * (sides + 1) / 2 for count, sides in self.terms)

    def __add__(self, other: Dice) -> Dice:
        """Dice of the same sides and sign add up: "+1D6" + "+1D6" = "+2D6"."""
        merged: dict[tuple[int, bool], int] = {}
        for count, sides in self.terms + other.terms:
            key = (sides, count > 0)
            merged[key] = merged.get(key, 0) + count
        return Dice(_ordered((count, sides) for (sides, _), count in merged.items()),
                    self.constant + other.constant)

    def __mul__(self, times: int) -> Dice:
        """The same dice `times` over (`times` >= 0)."""
        return Dice(tuple((count * times, sides) for count, sides in self.terms if times), self.constant * times)

    def __bool__(self) -> bool:
        return bool(self.terms or self.constant)

    def __str__(self) -> str:
        """"1D8+1D4", "-1D4", "2D6+1"; "" for nothing."""
        return self.signed().removeprefix("+")

    def signed(self) -> str:
        """As a bonus is written: "+1D4", "-1D4", "+2D6"; "" for nothing."""
        return signed_text(self.terms, self.constant)


def _ordered(terms: Iterable[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """Largest dice first, additions before subtractions."""
    return tuple(sorted((t for t in terms if t[0]), key=lambda t: (-t[1], t[0] < 0)))


@lru_cache(maxsize=512)
def _parse(text: str) -> Dice:
    terms, constant = parse_dice(text)
    return Dice() + Dice(_ordered(terms), constant)


# -- where faces come from ------------------------------------------------------------------

Die = Callable[[int], int]


def seeded(rng: Random) -> Die:
    """Faces drawn from `rng`: the faces `rng.randint(1, sides)` gives, for every die of a side or
    more, drawn the way `randint` draws them (`1 + rng._randbelow(sides)`) without its two calls
    of argument checks: fights draw tens of thousands of dice. For a `Random` that draws with
    `getrandbits` (any but one that replaces `random()` alone), `_randbelow`'s own loop is written
    out here, sparing a call a die."""
    below = rng._randbelow  # type: ignore[attr-defined]  # randint draws with it
    if getattr(below, "__func__", None) is not Random._randbelow_with_getrandbits:  # type: ignore[attr-defined]

        def die(sides: int) -> int:
            if sides < 1:
                raise ValueError(f"a die has a side or more, not {sides}")
            result: int = 1 + below(sides)
            return result

        return die
    bits = rng.getrandbits

    def drawn(sides: int) -> int:
        if sides < 1:
            raise ValueError(f"a die has a side or more, not {sides}")
        width = sides.bit_length()
        face = bits(width)
        while face >= sides:
            face = bits(width)
        return 1 + face

    return drawn


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
