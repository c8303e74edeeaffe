"""The tactical battlefield: five-foot squares generated from the ground where a fight happens.

Pure and seeded. A `Battlefield` holds one `Ground` per square; grounds say what they do to a
fighter: cost to enter (slopes, fords and rubble cost two squares of move), whether they stop a
walker (trees, rocks, deep water, walls), whether they block sight (walls) and whether a shot
passing them finds cover (trees, rocks). Distances are counted in squares the way a king moves
(a diagonal step is one square), so reach is one square and ranges are feet / 5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cached_property
from itertools import chain
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.pathing import BLOCKED, Cell, Paths

if TYPE_CHECKING:
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.world.delving import Delve
    from thirdage_tui.world.site_plan import SitePlan

__all__ = ["BLOCKED", "GROUNDS", "MOST", "PLAN_GROUNDS", "TERRAINS", "Battlefield", "Cell", "Ground", "clear", "deploy",
           "deploy_around", "feet", "from_plan", "generate", "laid_out", "line", "on_the_way", "size_for", "squares", "terrain_for", "window"]
from thirdage_tui.combat.rules import SQUARE_FT
from thirdage_tui.engine.dice import seeded

TERRAINS = ("open", "forest", "hills", "river", "ruins", "cave")
"""The kinds of battlefield: every map terrain is drawn as one of these (see `terrain_for`)."""
MARGIN = 3
"""Squares of ground behind each side's line."""


@dataclass(frozen=True, slots=True)
class Ground:
    """What one square is. `cost` is the squares of move it takes to enter (0: impassable)."""

    id: str
    glyph: str
    cost: int = 1
    blocks_sight: bool = False
    cover: bool = False

    @property
    def passable(self) -> bool:
        return self.cost > 0


GROUNDS = {g.id: g for g in (
    Ground("grass", "."),
    Ground("floor", "."),
    Ground("tree", "♣", cost=0, cover=True),
    Ground("brush", '"', cost=2),
    Ground("rock", "▲", cost=0, cover=True),
    Ground("slope", "/", cost=2),
    Ground("water", "≈", cost=0),
    Ground("ford", "~", cost=2),
    Ground("rubble", ":", cost=2, cover=True),
    Ground("wall", "#", cost=0, blocks_sight=True, cover=True),
    Ground("door", "+", cost=0, blocks_sight=True, cover=True),
    Ground("ledge", "=", cost=2),
    Ground("chasm", "*", cost=0),
    Ground("shaft", "^", cost=0),
)}


def terrain_for(map_terrain: str | None) -> str:
    """The battlefield drawn for a map terrain id (plains, forest, hills, marsh...)."""
    if map_terrain is None:
        return "open"
    for key, kind in (("forest", "forest"), ("hill", "hills"), ("mountain", "hills"), ("peak", "cave"),
                      ("marsh", "river"), ("lake", "river"), ("river", "river"), ("ruin", "ruins"),
                      ("cave", "cave")):
        if key in map_terrain:
            return kind
    return "open"


@dataclass
class Battlefield:
    """A rectangle of squares, row by row."""

    terrain: str
    width: int
    height: int
    squares: list[Ground]

    def ground(self, cell: Cell) -> Ground:
        x, y = cell
        return self.squares[y * self.width + x]

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.width and 0 <= cell[1] < self.height

    def passable(self, cell: Cell) -> bool:
        return self.inside(cell) and self.ground(cell).passable

    @cached_property
    def paths(self) -> Paths:
        """The ways across it (the squares never change once it is drawn)."""
        return Paths(self.width, self.height, [g.cost for g in self.squares])

    # -- sight -------------------------------------------------------------------------------

    def sight(self, a: Cell, b: Cell) -> tuple[bool, bool]:
        """(seen, covered): whether b can be seen from a, and whether the line passes cover."""
        covered = False
        for cell in line(a, b)[1:-1]:
            ground = self.ground(cell)
            if ground.blocks_sight:
                return False, True
            covered = covered or ground.cover
        return True, covered

    # -- movement ----------------------------------------------------------------------------

    def costs(self, start: Cell, occupied: Iterable[Cell] = (), limit: int = BLOCKED) -> dict[Cell, int]:
        """The move it takes to reach every square from `start` (Dijkstra over ground costs),
        never through an `occupied` square, up to `limit`."""
        return self.paths.costs(start, occupied, limit)

    def step_towards(self, start: Cell, goal: Cell, allowance: int, occupied: Iterable[Cell] = (),
                     stop_within: int = 1) -> Cell:
        """The square within `allowance` of move that leaves the shortest way on to within
        `stop_within` squares of `goal` (never onto an occupied square; `pathing.Paths`)."""
        return self.paths.step_towards(start, goal, allowance, occupied, stop_within)

    def close_in(self, start: Cell, goal: Cell, walk: int, run: int, occupied: Iterable[Cell] = (),
                 stop_within: int = 1) -> tuple[Cell, bool]:
        """(A square within `stop_within` of `goal` reached within `walk`, True) if there
        is one, else (`step_towards` within `run`, False) (`pathing.Paths`)."""
        return self.paths.close_in(start, goal, walk, run, occupied, stop_within)


def squares(a: Cell, b: Cell) -> int:
    """Distance in squares, a diagonal step counting as one."""
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def feet(a: Cell, b: Cell) -> int:
    return squares(a, b) * SQUARE_FT


def heading(a: Cell, b: Cell) -> str:
    """How far and which way b lies from a, in words: "25 ft NE" (north is up the field), "here"."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if not (dx or dy):
        return "here"
    ns = "N" if dy < 0 and abs(dy) * 2 >= abs(dx) else "S" if dy > 0 and abs(dy) * 2 >= abs(dx) else ""
    ew = "W" if dx < 0 and abs(dx) * 2 >= abs(dy) else "E" if dx > 0 and abs(dx) * 2 >= abs(dy) else ""
    return f"{feet(a, b)} ft {ns}{ew}"


def line(a: Cell, b: Cell) -> list[Cell]:
    """The squares a straight line from a to b crosses (Bresenham), both ends included."""
    (x0, y0), (x1, y1) = a, b
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x1 > x0 else -1), (1 if y1 > y0 else -1)
    err = dx + dy
    out = [(x0, y0)]
    while (x0, y0) != (x1, y1):
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
        out.append((x0, y0))
    return out


# -- generation ------------------------------------------------------------------------------

Grid = list[list[str]]
"""A battlefield being drawn: the ground id of each square, row by row."""

MOST = (60, 40)
"""The largest battlefield, in squares (wide, high)."""


def size_for(fighters: int, distance_ft: int) -> tuple[int, int]:
    """Room for both lines `distance_ft` apart with ground behind them, and for every fighter: the
    fight's own, whatever screen shows it (the view zooms and scrolls; docs/rulings.md)."""
    return min(_width_for(distance_ft), MOST[0]), min(max(12, fighters + 6), MOST[1])


def _width_for(distance_ft: int) -> int:
    """The width both lines need, `distance_ft` apart, with MARGIN squares behind each and room to move."""
    return max(16, distance_ft // SQUARE_FT + 2 * MARGIN + 4)


def clear(width: int, height: int) -> Battlefield:
    """Open grass with nothing on it: a field where only distance matters."""
    return Battlefield("open", width, height, [GROUNDS["grass"]] * (width * height))


def generate(terrain: str, rng: Random, width: int, height: int) -> Battlefield:
    """A battlefield of `terrain` (one of TERRAINS): its features scattered by the seed, the two
    deployment strips (the first and last MARGIN columns) kept open enough to stand in."""
    if terrain not in TERRAINS:
        raise ValueError(f"unknown battlefield terrain {terrain!r}; choose from {', '.join(TERRAINS)}")
    base = "floor" if terrain in ("ruins", "cave") else "grass"
    grid = [[base] * width for _ in range(height)]
    _FEATURES[terrain](grid, rng)
    margins = (*range(MARGIN), *range(width - MARGIN, width))
    for row in grid:
        for x in margins:
            if row[x] in ("tree", "rock", "wall", "water"):
                row[x] = "brush" if terrain == "forest" else base
    return Battlefield(terrain, width, height, list(map(GROUNDS.__getitem__, chain.from_iterable(grid))))


def _scatter(grid: Grid, rng: Random, ground: str, share: float) -> None:
    height, width = len(grid), len(grid[0])
    die = seeded(rng)  # `rng.randrange(n)` is `die(n) - 1`: the same draws, without randrange's checks
    for _ in range(int(width * height * share)):
        grid[die(height) - 1][die(width) - 1] = ground


def _open(grid: Grid, rng: Random) -> None:
    _scatter(grid, rng, "brush", 0.03)
    _scatter(grid, rng, "rock", 0.01)


def _forest(grid: Grid, rng: Random) -> None:
    _scatter(grid, rng, "brush", 0.10)
    _scatter(grid, rng, "tree", 0.18)


def _hills(grid: Grid, rng: Random) -> None:
    height, width = len(grid), len(grid[0])
    for _ in range(max(2, width * height // 120)):
        cx, cy, r = rng.randrange(width), rng.randrange(height), rng.randint(2, 4)
        for y in range(max(0, cy - r), min(height, cy + r + 1)):
            for x in range(max(0, cx - r), min(width, cx + r + 1)):
                if squares((x, y), (cx, cy)) == r or rng.random() < 0.3:
                    grid[y][x] = "slope"
    _scatter(grid, rng, "rock", 0.05)


def _river(grid: Grid, rng: Random) -> None:
    """A river across the field from top to bottom, two or three squares wide, with one ford."""
    height, width = len(grid), len(grid[0])
    x = width // 2 + rng.randint(-2, 2)
    ford = rng.randrange(2, max(3, height - 2))
    for y in range(height):
        x = min(max(MARGIN + 2, x + rng.choice((-1, 0, 0, 1))), width - MARGIN - 4)
        for dx in range(2 + (y % 3 == 0)):
            grid[y][x + dx] = "ford" if abs(y - ford) <= 1 else "water"
        if grid[y][x - 1] == "grass":
            grid[y][x - 1] = "brush"
    _scatter(grid, rng, "tree", 0.03)


def _ruins(grid: Grid, rng: Random) -> None:
    """Broken walls of old buildings with gaps, and rubble."""
    height, width = len(grid), len(grid[0])
    for _ in range(max(2, width * height // 150)):
        w, h = rng.randint(4, 8), rng.randint(3, 6)
        x0, y0 = rng.randrange(MARGIN, max(MARGIN + 1, width - MARGIN - w)), rng.randrange(0, max(1, height - h))
        for x in range(x0, min(width, x0 + w)):
            for y in range(y0, min(height, y0 + h)):
                edge = x in (x0, x0 + w - 1) or y in (y0, y0 + h - 1)
                if edge:
                    grid[y][x] = "wall" if rng.random() < 0.7 else "rubble"
    _scatter(grid, rng, "rubble", 0.04)


def _cave(grid: Grid, rng: Random) -> None:
    """Rock walls closing in from the edges, with pillars."""
    height, width = len(grid), len(grid[0])
    for x in range(width):
        top, bottom = rng.randint(0, 2), rng.randint(0, 2)
        for y in range(top):
            grid[y][x] = "wall"
        for y in range(height - bottom, height):
            grid[y][x] = "wall"
    _scatter(grid, rng, "wall", 0.03)
    _scatter(grid, rng, "rubble", 0.03)


_FEATURES: dict[str, Callable[[Grid, Random], None]] = {"open": _open, "forest": _forest, "hills": _hills, "river": _river, "ruins": _ruins, "cave": _cave}


def deploy(field: Battlefield, sides: list[int], distance_ft: int) -> list[Cell]:
    """Starting squares: side 0 in a column on the left, side 1 `distance_ft` to its right, each
    side's fighters stacked about the middle row (the nearest open squares); on a field wider than
    the lines need, the two lines stand about its middle."""
    front = MARGIN - 1 + max(0, field.width - _width_for(distance_ft)) // 2
    other = min(field.width - 1, front + max(1, distance_ft // SQUARE_FT))
    taken: set[Cell] = set()
    out = []
    for side in sides:
        column = front if side == 0 else other
        cell = _nearest_free(field, (column, field.height // 2), taken, towards=-1 if side == 0 else 1)
        taken.add(cell)
        out.append(cell)
    return out


def _nearest_free(field: Battlefield, origin: Cell, taken: set[Cell], towards: int) -> Cell:
    """The passable, free square nearest `origin`, preferring its own column, then behind it."""
    cx, cy = origin
    for ring in range(max(field.width, field.height)):
        rows = sorted(range(-ring, ring + 1), key=abs)
        for dx in (0, *[towards * d for d in range(1, ring + 1)], *range(-ring, 0)):
            for dy in rows:
                cell = (cx + dx, cy + dy)
                if field.passable(cell) and cell not in taken:
                    return cell
    raise ValueError("no room left on the battlefield")


# -- a site's plan ---------------------------------------------------------------------------

SITE = "site"
"""The terrain of a battlefield laid out from a site's plan."""
PLAN_GROUNDS = {"#": "wall", " ": "wall", ".": "floor", "+": "door", "'": "floor", "<": "floor", "~": "water",
                ",": "ford", ":": "rubble", "=": "ledge", "*": "chasm", "^": "shaft"}
"""The ground of each glyph of a site's plan (`world.site_plan`): a plan is drawn in the battle's own
squares, so a fight there is laid out from it square for square. A shut door stops walkers and sight;
a ledge is two squares of move (no Balance roll in a fight), a chasm and a climb no way across."""


def window(size: tuple[int, int], around: Cell) -> tuple[Cell, tuple[int, int]]:
    """The part of a plan of `size` (wide, high) a fight is laid out on: all of it when it fits within
    MOST, else a MOST-sized rectangle about `around`, as near its middle as the plan's edges allow:
    (its top-left square on the plan, its size)."""
    origin, extent = [], []
    for length, most, centre in zip(size, MOST, around, strict=True):
        span = min(length, most)
        origin.append(min(max(0, centre - span // 2), length - span))
        extent.append(span)
    return (origin[0], origin[1]), (extent[0], extent[1])


def laid_out(glyph: Callable[[Cell], str], size: tuple[int, int], around: Cell) -> tuple[Battlefield, Cell]:
    """The battlefield of a site's plan about `around` (`window`), and its top-left square on the plan
    (a plan square (x, y) is the battle's (x - left, y - top)). `glyph(cell)` is what a plan square
    is now, as the delve has left it: a feature as the ground it stands on, a door opened or broken
    as open (`'`)."""
    (left, top), (width, height) = window(size, around)
    squares_ = [GROUNDS[PLAN_GROUNDS[glyph((x, y))]] for y in range(top, top + height) for x in range(left, left + width)]
    return Battlefield(SITE, width, height, squares_), (left, top)


def from_plan(plan: SitePlan, site: Site, delve: Delve, around: Cell) -> tuple[Battlefield, Cell]:
    """The battlefield of a site's plan about `around`, its doors as the delve has left them (a door shut,
    or hidden and not found, stops walkers and sight), and its top-left square on the plan (`laid_out`)."""
    from thirdage_tui.world.site_sight import door_shut

    def glyph(cell: Cell) -> str:
        if door_shut(plan, delve, site, cell):
            return "+"
        ground = plan.ground(cell).glyph
        return "'" if ground == "+" else ground

    return laid_out(glyph, (plan.width, plan.height), around)


def on_the_way(field: Battlefield, start: Cell, goal: Cell, within: int) -> Cell:
    """The square on the shortest way from `start` to `goal` where one coming stands `within` squares of
    move from it (`start` itself when it is no farther, or there is no way)."""
    costs = field.costs(goal)
    cell = start
    while costs.get(cell, 0) > within:
        x, y = cell
        cell = min(((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if (x + dx, y + dy) in costs),
                   key=lambda c: (costs[c], c))
    return cell


def deploy_around(field: Battlefield, sides: list[int], company: Cell, band: Cell) -> list[Cell]:
    """Starting squares in a site: side 0 about the company's square, side 1 about the band's, each
    fighter on the free square nearest his side's by the way there (never through a wall), the
    nearest first; `deploy`'s lines do not fit a room."""
    near = [_by_way(field, company), _by_way(field, band)]
    taken: set[Cell] = set()
    out = []
    for side in sides:
        cell = next((c for c in near[side] if c not in taken), None)
        if cell is None:
            cell = _nearest_free(field, company if side == 0 else band, taken, towards=1 - 2 * side)
        taken.add(cell)
        out.append(cell)
    return out


def _by_way(field: Battlefield, origin: Cell) -> list[Cell]:
    """The squares reachable from `origin` (itself first when it can be stood on), nearest by the way there."""
    if not field.passable(origin):
        return []
    costs = field.costs(origin)
    return sorted(costs, key=lambda cell: (costs[cell], squares(cell, origin), cell))
