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
"""Glyphs that fill a square drawn large (a wall reads as a wall); the rest stand in its top line."""
ZOOMS = ((4, 2), (2, 1), (1, 1))
"""The sizes a square is drawn at, in columns and lines, the largest first: the largest at which the
whole plan fits the view (a square of the battle grid drawn large is 4 by 2 too)."""


def square_text(glyph: str, columns: int, part: int) -> str:
    """A square's glyph drawn `columns` wide, on line `part` of it: filling it for the glyphs that fill,
    else the glyph in the top line (one blank before it when four wide) and blanks after."""
    if glyph in DOUBLED:
        return glyph * columns
    if part or columns == 1:
        return " " * columns if part else glyph
    return f"{' ' * (columns // 4)}{glyph}".ljust(columns)


def square_style(glyph: str, mark: bool) -> Style:
    """How a square in sight is drawn: a plan glyph by its kind, a mark (not a plan glyph) as a creature
    (a letter) or a thing found."""
    style = GLYPH_STYLES.get(glyph)
    if style is not None:
        return style
    if mark:
        return BAND if glyph.isalpha() else FEATURE
    return GLYPH_STYLES["."]


class SiteView(ScrollView, can_focus=False):
    """The plan of a site as the company has seen it, following the company, as large as the view
    holds the whole of it (`ZOOMS`). It never takes the focus, so the arrows move the company rather
    than scroll it."""

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
        self.zoom = ZOOMS[-1]
        """Columns and lines a square takes (`ZOOMS`)."""
        self.virtual_size = Size(plan.width, plan.height)
        self._lines: dict[int, Strip] = {}

    # -- drawing
    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        left, top = self._margins()
        line = y + scroll_y - top
        if not 0 <= line < self.plan.height * self.zoom[1]:
            return Strip.blank(self.size.width)
        strip = self._lines.get(line)
        if strip is None:
            strip = self._lines[line] = self._line(line)
        if left:
            strip = Strip.join([Strip.blank(left), strip])
        return strip.crop(scroll_x, scroll_x + self.size.width)

    def _margins(self) -> tuple[int, int]:
        """The blank columns and lines that put a plan smaller than the view in its middle."""
        (width, height), (columns, lines) = self.size, self.zoom
        return max(0, (width - self.plan.width * columns) // 2), max(0, (height - self.plan.height * lines) // 2)

    def _line(self, line: int) -> Strip:
        """A line of the plan as the company knows it (a row of squares, or a part of one zoomed), its
        runs of one style joined."""
        columns, lines = self.zoom
        y, part = divmod(line, lines)
        return Strip([self._segment((x, y), part) for x in range(self.plan.width)], self.plan.width * columns).simplify()

    def _segment(self, cell: Cell, part: int) -> Segment:
        """One square's share of a line: `part` is the line of it, counted from its top."""
        columns = self.zoom[0]
        if cell == self.at:
            return Segment(square_text("@", columns, part), COMPANY)
        if cell not in self.seen and cell not in self.in_sight:
            return Segment(" " * columns)
        mark = self.marks.get(cell)
        glyph = mark or self.plan.ground(cell).glyph
        text = square_text(glyph, columns, part)
        if cell not in self.in_sight:
            return Segment(text, REMEMBERED)
        style = square_style(glyph, mark is not None)
        return Segment(text, style + GLOW if cell in self.lit else style)

    def on_resize(self) -> None:
        """Squares as large as the view holds the whole plan so."""
        width, height = self.size
        zoom = next((z for z in ZOOMS if self.plan.width * z[0] <= width and self.plan.height * z[1] <= height),
                    ZOOMS[-1])
        if zoom != self.zoom:
            self.zoom = zoom
            self.virtual_size = Size(self.plan.width * zoom[0], self.plan.height * zoom[1])
            self._lines.clear()
            self.refresh()
        self.follow()

    def follow(self) -> None:
        """Keep the company in view, with room about it."""
        (x, y), (columns, lines) = self.at, self.zoom
        self.scroll_to_region(Region((x - 6) * columns, (y - 3) * lines, 13 * columns, 7 * lines), animate=False,
                              immediate=True)

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
        """Forget and redraw the lines of the rows of `cells` only."""
        lines = self.zoom[1]
        top = self._margins()[1] - self.scroll_offset.y
        for row in {y for _, y in cells}:
            for line in range(row * lines, (row + 1) * lines):
                if self._lines.pop(line, None) is not None:
                    self.refresh(Region(0, line + top, self.size.width, 1))
