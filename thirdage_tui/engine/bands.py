"""Reading banded rule tables: numbers (ability modifiers, hit points, strike ranks, criticals...)
and dice (the damage bonus)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import BonusBand, Bonuses, NumberBand, Numbers

B = TypeVar("B", "NumberBand", "BonusBand")
T = TypeVar("T")


def band_int(table: Numbers, score: int) -> int:
    """The number of the first band whose `upto` holds `score`; past the last band, `step` is added
    once for each further `each` points or part of them."""
    band, steps = _band(table.bands, table.each, score)
    return band.value + (table.step or 0) * steps


def band_dice(table: Bonuses, score: int) -> Dice:
    """The dice of the first band whose `upto` holds `score`; past the last band, the `step` dice are
    added once for each further `each` points or part of them ("+1D6" twice: "+2D6")."""
    band, steps = _band(table.bands, table.each, score)
    return Dice.parse(band.value) + Dice.parse(table.step or "") * steps


def _band(bands: Sequence[B], each: int | None, score: int) -> tuple[B, int]:
    """The band that holds `score` (else the last), and how many steps of `each` points past the last
    band the score lies."""
    upto = 0
    for band in bands:
        if band.upto is None or score <= band.upto:
            return band, 0
        upto = band.upto
    return bands[-1], -(-(score - upto) // each) if each else 0


class Reading(dict[int, T]):
    """One band table read by score, each score worked out from the bands once: a stat block reads
    some forty, and the referee's odds roll thousands of individuals."""

    def __init__(self, table: Numbers | Bonuses, read: Callable[[Any, int], T]):
        super().__init__()
        self.table, self.read = table, read

    def __missing__(self, score: int) -> T:
        value = self[score] = self.read(self.table, score)
        return value


_READINGS: dict[int, Reading[int]] = {}
"""The reading of each table of numbers `read_int` was asked for, by the table's id (kept with it,
so that no other table can take the id)."""


def read_int(table: Numbers) -> Reading[int]:
    """`band_int` of `table` for every score, each worked out once."""
    reading = _READINGS.get(id(table))
    if reading is None or reading.table is not table:
        if len(_READINGS) > 64:
            _READINGS.clear()
        reading = _READINGS[id(table)] = Reading(table, band_int)
    return reading
