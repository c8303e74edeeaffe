"""Reading banded rule tables: numbers (ability modifiers, hit points, strike ranks, criticals...)
and dice (the damage bonus)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import BandTable, Bonuses, Numbers, V


def band_int(table: Numbers, score: int) -> int:
    """The number of the first band whose `upto` holds `score`; past the last band, `step` is added
    once for each further `each` points or part of them."""
    value, steps = _band(table, score)
    return value + (table.step or 0) * steps


def band_dice(table: Bonuses, score: int) -> Dice:
    """The dice of the first band whose `upto` holds `score`; past the last band, the `step` dice are
    added once for each further `each` points or part of them ("+1D6" twice: "+2D6")."""
    value, steps = _band(table, score)
    return Dice.parse(value) + Dice.parse(table.step or "") * steps


def _band(table: BandTable[V], score: int) -> tuple[V, int]:
    """The value of the band that holds `score` (else the last band's), and how many steps of `each`
    points past the last band the score lies."""
    upto = 0
    for band in table.bands:
        if band.upto is None or score <= band.upto:
            return band.value, 0
        upto = band.upto
    return table.bands[-1].value, -(-(score - upto) // table.each) if table.each else 0
