"""A site's plan as the rules read it: five-foot squares (the battle grid's own), what each glyph is
(`SQUARES`: who may walk it, whether sight passes, what crossing it asks), the features by square,
and the lines of sight between squares."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING

from thirdage_tui.content.models.sites import ENTRANCE, GLYPHS, LETTERS, plan_rows

if TYPE_CHECKING:
    from collections.abc import Iterator

    from thirdage_tui.content.models.sites import Site

Cell = tuple[int, int]
"""(x, y) on the plan, counted from the top left (as `combat.pathing.Cell`)."""


@dataclass(frozen=True)
class Square:
    """What a glyph of the plan is: its name, whether it may be walked and seen through, the squares of
    move a step onto it costs, and the skill crossing it asks (a 4.2 skill id), if any."""

    glyph: str
    name: str
    walk: bool = True
    sight: bool = True
    cost: int = 1
    skill: str | None = None
    cover: bool = False


def _squares() -> dict[str, Square]:
    rules = {
        "#": Square("#", GLYPHS["#"], walk=False, sight=False),
        " ": Square(" ", GLYPHS[" "], walk=False, sight=False),
        "+": Square("+", GLYPHS["+"], sight=False),
        ",": Square(",", GLYPHS[","], cost=2),
        ":": Square(":", GLYPHS[":"], cost=2, cover=True),
        "~": Square("~", GLYPHS["~"], skill="swim"),
        "=": Square("=", GLYPHS["="], skill="balance"),
        "*": Square("*", GLYPHS["*"], skill="jump"),
        "^": Square("^", GLYPHS["^"], skill="climb"),
    }
    return {g: rules.get(g, Square(g, name)) for g, name in GLYPHS.items()}


SQUARES: dict[str, Square] = _squares()
"""Every glyph's rules (feature letters stand on the glyph of their `on`)."""
DOOR_SHUT, DOOR_OPEN = "+", "'"


class SitePlan:
    """A site's plan: its size, the ground of each square, the features by square and the way in."""

    def __init__(self, site: Site):
        self.site = site.id
        self.rows = tuple(plan_rows(site.plan))
        self.height = len(self.rows)
        self.width = len(self.rows[0])
        self.features: dict[Cell, str] = {(x, y): g for y, row in enumerate(self.rows) for x, g in enumerate(row)
                                          if g in LETTERS}
        self.cells: dict[str, Cell] = {letter: cell for cell, letter in self.features.items()}
        self._under = {letter: feature.ground for letter, feature in site.features.items()}
        self.door_features = frozenset(self.cells[k] for k, f in site.features.items() if f.door is not None)
        self.entrances: tuple[Cell, ...] = tuple((x, y) for y, row in enumerate(self.rows)
                                                 for x, g in enumerate(row) if g == ENTRANCE)

    def inside(self, cell: Cell) -> bool:
        x, y = cell
        return 0 <= x < self.width and 0 <= y < self.height

    def glyph(self, cell: Cell) -> str:
        """The glyph drawn at `cell` (a feature's letter where one stands; rock outside the plan)."""
        x, y = cell
        return self.rows[y][x] if self.inside(cell) else " "

    def ground(self, cell: Cell) -> Square:
        """The ground at `cell`: its glyph's rules, or those of what a feature stands on."""
        glyph = self.glyph(cell)
        return SQUARES[self._under[glyph] if glyph in LETTERS else glyph]

    @cached_property
    def opaque(self) -> frozenset[Cell]:
        """The squares that always stop sight (walls and rock)."""
        return frozenset(c for c in self.cells_all() if not self.ground(c).sight and self.glyph(c) != DOOR_SHUT)

    @cached_property
    def doors(self) -> frozenset[Cell]:
        """The squares of doors (plain `+` and door features), which stop sight while shut."""
        return frozenset(c for c in self.cells_all() if self.glyph(c) == DOOR_SHUT or c in self.door_features)

    def cells_all(self) -> Iterator[Cell]:
        return ((x, y) for y in range(self.height) for x in range(self.width))

    @classmethod
    def from_site(cls, site: Site) -> SitePlan:
        """The plan of a site, built once for each site's plan and features."""
        key = (site.id, site.plan, tuple((k, f.ground) for k, f in site.features.items()))
        plan = _PLANS.get(key)
        if plan is None:
            plan = _PLANS[key] = cls(site)
        return plan


_PLANS: dict[tuple[str, str, tuple[tuple[str, str], ...]], SitePlan] = {}


def distance(a: Cell, b: Cell) -> int:
    """Squares between two cells, a diagonal step counting one (as on the battle grid)."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))
