"""A site's plan drawn with the Line API, as far as the company knows it: squares never seen are blank,
those remembered are dim, those in sight now bright (and those a light falls on on a glow of their
own), what the company has found drawn over the plan (`Glimpse.marks`), and the company `@`.

Each row is drawn once and kept; a step redraws only the rows whose squares changed (the light's
reach moving with the company, the squares newly seen)."""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import TYPE_CHECKING

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip

if TYPE_CHECKING:
    from thirdage_tui.world.delving import Glimpse
    from thirdage_tui.world.site_plan import Cell, SitePlan

GLYPH_STYLES = {
    "#": Style(color="#d0d0d0", bold=True), ".": Style(color="#8a8a8a"), "+": Style(color="#d7875f", bold=True),
    "'": Style(color="#d7875f"), "<": Style(color="#ffffff", bold=True), "~": Style(color="#5fafff", bold=True),
    ",": Style(color="#87d7ff"), ":": Style(color="#a8a8a8"), "=": Style(color="#d7af5f", bold=True),
    "*": Style(color="#8787d7", bold=True), "^": Style(color="#d7d7af", bold=True),
}
"""Each square of the plan in sight, by its glyph (`world.site_plan`'s): its shape says what it is,
its colour helps."""
FEATURE = Style(color="#ffd75f", bold=True)
"""A mark the company has found that is no glyph of the plan (a trap, treasure, a captive)."""
BAND = Style(color="#ff5f5f", bold=True)
"""A mark that is a letter: a creature of a band in sight."""
REMEMBERED = Style(color="#585858")
"""A square seen before and out of sight now: as it was, dim."""
GLOW = Style(bgcolor="#2a2410")
"""Behind a square a light (or daylight) falls on."""
COMPANY = Style(color="#ff5f5f", bold=True, reverse=True)
DOUBLED = frozenset("#~,:=*^ ")
"""Glyphs drawn twice in the wide view (a wall reads as a wall); the rest are followed by a blank."""


def square_style(glyph: str, mark: bool) -> Style:
    """How a square in sight is drawn: a plan glyph by its kind, a mark (not a plan glyph) as a creature
    (a letter) or a thing found."""
    style = GLYPH_STYLES.get(glyph)
    if style is not None:
        return style
    if mark:
        return BAND if glyph.isalpha() else FEATURE
    return GLYPH_STYLES["."]


class SiteView(ScrollView):
    """The plan of a site as the company has seen it, following the company. Two characters a square
    where the terminal has room for the whole plan so, one otherwise."""

    DEFAULT_CSS = """
    SiteView { scrollbar-size: 1 1; }
    """

    def __init__(self, plan: SitePlan, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.plan = plan
        self.at: Cell = next(iter(plan.entrances))
        self.seen: frozenset[Cell] = frozenset()
        self.lit: frozenset[Cell] = frozenset()
        self.in_sight: frozenset[Cell] = frozenset()
        self.marks: dict[Cell, str] = {}
        self.zoom = 1
        """Characters a square: 2 where the whole plan's width fits twice over."""
        self.virtual_size = Size(plan.width, plan.height)
        self._rows: dict[int, Strip] = {}

    # -- drawing
    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        left, top = self._margins()
        row = y + scroll_y - top
        if not 0 <= row < self.plan.height:
            return Strip.blank(self.size.width)
        strip = self._rows.get(row)
        if strip is None:
            strip = self._rows[row] = self._row(row)
        if left:
            strip = Strip.join([Strip.blank(left), strip])
        return strip.crop(scroll_x, scroll_x + self.size.width)

    def _margins(self) -> tuple[int, int]:
        """The blank columns and rows that put a plan smaller than the view in its middle."""
        width, height = self.size
        return max(0, (width - self.plan.width * self.zoom) // 2), max(0, (height - self.plan.height) // 2)

    def _row(self, y: int) -> Strip:
        """A row of the plan as the company knows it, its runs of one style joined."""
        width = self.plan.width * self.zoom
        return Strip([self._segment((x, y)) for x in range(self.plan.width)], width).simplify()

    def _segment(self, cell: Cell) -> Segment:
        if cell == self.at:
            return Segment("@ " if self.zoom == 2 else "@", COMPANY)
        if cell not in self.seen and cell not in self.in_sight:
            return Segment(" " * self.zoom)
        mark = self.marks.get(cell)
        glyph = mark or self.plan.ground(cell).glyph
        text = glyph if self.zoom == 1 else glyph * 2 if glyph in DOUBLED else glyph + " "
        if cell not in self.in_sight:
            return Segment(text, REMEMBERED)
        style = square_style(glyph, mark is not None)
        return Segment(text, style + GLOW if cell in self.lit else style)

    def on_resize(self) -> None:
        """Two characters a square when the plan fits so across the view."""
        zoom = 2 if self.size.width >= self.plan.width * 2 else 1
        if zoom != self.zoom:
            self.zoom = zoom
            self.virtual_size = Size(self.plan.width * zoom, self.plan.height)
            self._rows.clear()
            self.refresh()
        self.follow()

    def follow(self) -> None:
        """Keep the company in view, with room about it."""
        x, y = self.at
        self.scroll_to_region(Region((x - 6) * self.zoom, y - 3, 13 * self.zoom, 7), animate=False, immediate=True)

    # -- state
    def show(self, at: Cell, seen: AbstractSet[Cell], glimpse: Glimpse) -> None:
        """Draw the company at `at`, having seen `seen`, seeing `glimpse` now: only rows that changed
        are drawn afresh."""
        seen, lit, visible = frozenset(seen), glimpse.lit, glimpse.visible
        changed = {self.at, at} | (seen ^ self.seen) | (lit ^ self.lit) | (visible ^ self.in_sight)
        changed |= {c for c in glimpse.marks.keys() | self.marks.keys() if glimpse.marks.get(c) != self.marks.get(c)}
        self.at, self.seen, self.lit, self.in_sight, self.marks = at, seen, lit, visible, dict(glimpse.marks)
        self._dirty(changed)
        self.follow()

    def _dirty(self, cells: Iterable[Cell]) -> None:
        """Forget and redraw the rows of `cells` only."""
        top = self._margins()[1] - self.scroll_offset.y
        for row in {y for _, y in cells}:
            if self._rows.pop(row, None) is not None:
                self.refresh(Region(0, row + top, self.size.width, 1))
