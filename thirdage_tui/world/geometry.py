"""Cells of a square grid: lines between them and the eight steps out of each."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

Cell = tuple[int, int]

STEPS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1))
DIAGONAL = math.sqrt(2)


def as_cell(point: Sequence[int]) -> Cell:
    """The cell a point of the map's content names: [column, row] -> (column, row)."""
    column, row = point
    return column, row


def step_length(a: Cell, b: Cell) -> float:
    """Length of one step in cells: 1 straight, sqrt 2 diagonal."""
    return DIAGONAL if a[0] != b[0] and a[1] != b[1] else 1.0


def line(a: Cell, b: Cell, *, diagonal: bool = True) -> list[Cell]:
    """The cells from `a` to `b` inclusive: the fewest steps (diagonals spread evenly), or, with
    `diagonal=False`, only straight steps, so that the line has no gaps at its corners."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = x1 - x0, y1 - y0
    sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    n = max(abs(dx), abs(dy)) if diagonal else abs(dx) + abs(dy)
    cells = [a]
    x, y = x0, y0
    for i in range(1, n + 1):
        if diagonal:
            x, y = x0 + round(dx * i / n), y0 + round(dy * i / n)
        elif x != x1 and (y == y1 or abs(x + sx - x0) * abs(dy) <= abs(y + sy - y0) * abs(dx)):
            x += sx
        else:
            y += sy
        cells.append((x, y))
    return cells


def polyline(points: list[Cell], *, diagonal: bool = True) -> list[Cell]:
    """The cells of a line through `points`, each corner once."""
    cells: list[Cell] = [points[0]]
    for a, b in itertools.pairwise(points):
        cells += line(a, b, diagonal=diagonal)[1:]
    return cells


def path_miles(cells: list[Cell], miles_per_cell: float) -> float:
    """The length of a path of adjacent cells, in miles."""
    return sum(step_length(a, b) for a, b in itertools.pairwise(cells)) * miles_per_cell
