"""Reading banded rule tables (ability modifiers, hit points, strike ranks, damage bonus...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import BandTable


def band_value(table: BandTable, score: int) -> int | str:
    """The value of the first band whose `upto` holds `score`; past the last band, `step` is added
    once for each further `each` points or part of them. Dice steps add dice ("+1D6" twice: "+2D6")."""
    for band in table.bands:
        if band.upto is None or score <= band.upto:
            return band.value
    last = table.bands[-1]
    if table.each is None:
        return last.value
    steps = -(-(score - last.upto) // table.each)
    if isinstance(last.value, str) or isinstance(table.step, str):
        return (Dice.parse(str(last.value)) + Dice.parse(str(table.step)) * steps).signed()
    return last.value + table.step * steps
