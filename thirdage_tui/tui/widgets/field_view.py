"""The battlefield drawn with the Line API: two characters per five-foot square, terrain glyphs,
fighters as tokens that carry their meaning in shape as well as colour (`@` and a number for the
party, the first letter of its kind for a foe, `%` for the fallen), cover on a colour of its own, a
cursor, and overlays for movement allowance, reach and missile range. Rows are cached; a change redraws only its rows."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import ClassVar

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.binding import Binding, BindingType
from textual.geometry import Region, Size
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from thirdage_tui.combat.battlefield import Battlefield, Cell, Ground

CELL_W = 2
GROUND_STYLES = {
    "grass": Style(color="#5f875f"), "floor": Style(color="#808080"), "tree": Style(color="#00d75f", bold=True),
    "brush": Style(color="#87af5f"), "rock": Style(color="#bcbcbc", bold=True), "slope": Style(color="#d7af5f"),
    "water": Style(color="#5fafff", bold=True), "ford": Style(color="#87d7ff"), "rubble": Style(color="#a8a8a8"),
    "wall": Style(color="#e4e4e4", bold=True), "door": Style(color="#d7875f", bold=True),
    "ledge": Style(color="#d7af5f", bold=True), "chasm": Style(color="#8787d7", bold=True),
    "shaft": Style(color="#d7d7af", bold=True),
}
COVER = Style(bgcolor="#3a2a10")
"""The ground a shot passing it finds cover in (trees, rocks, rubble, walls): its own colour behind the glyph."""
OVERLAYS = {"move": Style(bgcolor="#1c3a5c"), "reach": Style(bgcolor="#5c2a1c"), "range": Style(bgcolor="#4a4a14"),
            "walk": Style(bgcolor="#2e2e10")}
"""The overlays' colours; "range" is in a shot's range from where he stands, "walk" after a walk this round."""
WORDS = {"grass": "grass", "floor": "bare floor", "tree": "trees", "brush": "brush", "rock": "rocks", "slope": "a slope",
         "water": "deep water", "ford": "a ford", "rubble": "rubble", "wall": "a wall",
         "door": "a shut door", "ledge": "a ledge", "chasm": "a chasm", "shaft": "a climb"}
"""Each ground in words."""
CURSOR = Style(reverse=True, bold=True)
PARTY = Style(color="#5fffff", bold=True)
FOE = Style(color="#ff5f5f", bold=True)
FALLEN = Style(color="#808080", dim=True)
OUT = Style(color="#ffd75f", bold=True, italic=True)
ACTOR = Style(underline=True)

MOVES = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0), "up_left": (-1, -1),
         "up_right": (1, -1), "down_left": (-1, 1), "down_right": (1, 1)}


class Token:
    """A square's fighter or ground as drawn: two characters and a style."""

    __slots__ = ("style", "text")

    def __init__(self, text: str, style: Style):
        self.text, self.style = text, style

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Token) and (self.text, self.style) == (other.text, other.style)

    def __hash__(self) -> int:
        return hash((self.text, self.style))


UNSEEN = Token("  ", Style())
"""A square the company has never seen (a fight in a site): nothing drawn."""


def ground_token(ground: Ground) -> Token:
    """A square of ground as drawn: its glyph in its colour, on the cover colour where it gives cover."""
    style = GROUND_STYLES[ground.id]
    return Token(ground.glyph + " ", style + COVER if ground.cover else style)


def ground_words(ground: Ground) -> str:
    """What a square of ground is and does, in words: "rubble: cover, 2 squares of move"."""
    does = [*(["cover"] if ground.cover else []), *(["blocks sight"] if ground.blocks_sight else []),
            "no way through" if not ground.passable else f"{ground.cost} squares of move" if ground.cost > 1 else ""]
    return WORDS[ground.id] + (f" ({', '.join(d for d in does if d)})" if any(does) else "")


class BattlefieldView(ScrollView, can_focus=True):
    """The squares of a fight; the cursor picks a square (keys or mouse)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up,k,w,8", "move('up')", "Up", id="grid.up", show=False),
        Binding("down,j,s,2", "move('down')", "Down", id="grid.down", show=False),
        Binding("left,h,a,4", "move('left')", "Left", id="grid.left", show=False),
        Binding("right,l,d,6", "move('right')", "Right", id="grid.right", show=False),
        Binding("home,y,7", "move('up_left')", "Up-left", id="grid.up_left", show=False),
        Binding("pageup,u,9", "move('up_right')", "Up-right", id="grid.up_right", show=False),
        Binding("end,b,1", "move('down_left')", "Down-left", id="grid.down_left", show=False),
        Binding("pagedown,n,3", "move('down_right')", "Down-right", id="grid.down_right", show=False),
    ]

    cursor: reactive[Cell] = reactive((0, 0), init=False, repaint=False)
    """The square under the cursor (its move redraws the rows it leaves and enters, not the view; the
    screen watches it)."""

    def __init__(self, field: Battlefield, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.field = field
        self.tokens: dict[Cell, Token] = {}
        self.overlay: dict[Cell, str] = {}
        self.actor: Cell | None = None
        self.zoom = 1
        """Screen rows (and pairs of columns) per square: 2 where the terminal has room for it."""
        self.virtual_size = Size(field.width * CELL_W, field.height)
        self.known: frozenset[Cell] | None = None
        """The squares the company has seen (a fight in a site); None: all of them. The others are drawn
        blank but for a fighter standing there."""
        self._rows: dict[int, Strip] = {}
        self._terrain = [[ground_token(field.ground((x, y))) for x in range(field.width)] for y in range(field.height)]

    # -- drawing
    def on_resize(self) -> None:
        """Squares twice the size when the whole field fits so (the grid uses the terminal's size)."""
        zoom = 2 if self.size.width >= self.field.width * CELL_W * 2 and self.size.height >= self.field.height * 2 \
            else 1
        if zoom != self.zoom:
            self.zoom = zoom
            self.virtual_size = Size(self.field.width * CELL_W * zoom, self.field.height * zoom)
            self._rows.clear()
            self.refresh()

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = y + scroll_y
        strip = self._rows.get(row)
        if strip is None:
            strip = self._rows[row] = self._row(row)
        return strip.crop(scroll_x, scroll_x + self.size.width)

    def _row(self, line: int) -> Strip:
        """One line of the screen: a row of squares (its upper or lower half, zoomed)."""
        zoom, width = self.zoom, self.field.width * CELL_W * self.zoom
        y, lower = divmod(line, zoom)
        if y >= self.field.height:
            return Strip.blank(width)
        return Strip([self._segment((x, y), lower) for x in range(self.field.width)], width)

    def _segment(self, cell: Cell, lower: int = 0) -> Segment:
        x, y = cell
        token = self.tokens.get(cell)
        look = token or (self._terrain[y][x] if self.knows(cell) else UNSEEN)
        text = look.text if self.zoom == 1 else (f" {look.text} " if not lower else "    ") if token else look.text * 2
        style = look.style
        if cell in self.overlay:
            style = style + OVERLAYS[self.overlay[cell]]
        if cell == self.actor:
            style = style + ACTOR
        if cell == self.cursor:
            style = style + CURSOR
        return Segment(text, style)

    def _dirty(self, cells: Iterable[Cell]) -> None:
        """Forget and redraw the rows of `cells` only."""
        for row in {y for _, y in cells}:
            for line in range(row * self.zoom, (row + 1) * self.zoom):
                self._rows.pop(line, None)
                self.refresh_line(line)

    # -- state
    def show(self, tokens: Mapping[Cell, Token], actor: Cell | None = None) -> None:
        """Place the fighters; only squares whose token changed are redrawn."""
        changed = {c for c in tokens.keys() | self.tokens.keys() if tokens.get(c) != self.tokens.get(c)}
        if actor != self.actor:
            changed |= {c for c in (actor, self.actor) if c is not None}
        self.tokens, self.actor = dict(tokens), actor
        self._dirty(changed)

    def knows(self, cell: Cell) -> bool:
        """Whether the company has seen the square (and the grid draws its ground)."""
        return self.known is None or cell in self.known

    def reveal(self, known: frozenset[Cell]) -> None:
        """The squares the company has seen now; only those newly seen are redrawn."""
        changed = known - self.known if self.known is not None else frozenset()
        self.known = known
        self._dirty(changed)

    def show_overlay(self, overlay: Mapping[Cell, str]) -> None:
        changed = {c for c in overlay.keys() | self.overlay.keys() if overlay.get(c) != self.overlay.get(c)}
        self.overlay = dict(overlay)
        self._dirty(changed)

    def watch_cursor(self, old: Cell, new: Cell) -> None:
        self._dirty((old, new))
        x, y = new
        zoom = self.zoom
        self.scroll_to_region(Region((x * CELL_W - 4) * zoom, (y - 2) * zoom, 10 * zoom, 5 * zoom), animate=False,
                              immediate=True)

    def action_move(self, direction: str) -> None:
        dx, dy = MOVES[direction]
        x, y = self.cursor
        self.cursor = (min(max(0, x + dx), self.field.width - 1), min(max(0, y + dy), self.field.height - 1))

    def on_click(self, event: events.Click) -> None:
        x, y = event.x + self.scroll_offset.x, event.y + self.scroll_offset.y
        cell = (x // (CELL_W * self.zoom), y // self.zoom)
        if self.field.inside(cell):
            self.cursor = cell
