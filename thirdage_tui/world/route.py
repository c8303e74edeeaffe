"""The fewest-days route between two places (GUIDE G4.8): Dijkstra over the map's cells, each step
costing the days it takes the company, plus a whole day for each major river crossed away from a
bridge, ford or ferry unless the company has a boat (some hours for a minor river)."""

from __future__ import annotations

import gc
import heapq
import itertools
import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from thirdage_tui.content.models.world import Place
from thirdage_tui.world.afloat import Reach, reaches, rowed, waypoint
from thirdage_tui.world.company import (
    Company,
    TravelError,
    by_boat,
    check_mode,
    march_factor,
    miles_per_day,
    weather_multiplier,
)
from thirdage_tui.world.geometry import STEPS, Cell, step_length
from thirdage_tui.world.map import WorldMap, world_map
from thirdage_tui.world.wayfinding import WayOdds

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class TravelProfile:
    """All that sets the cost of a step: the mode, forest, a boat and the season."""

    mode: str
    hindered_by_forest: bool = True
    boat: bool = False
    season: str | None = None


@dataclass(frozen=True)
class RiverCrossing:
    """A major or minor river crossed on the way: where, how, and the days it took."""

    river: str
    at: str | None
    how: str
    days: float
    cell: Cell


HOURS_A_DAY = 8
"""The hours of going in a day's travel (3.2.1), to tell a short delay in hours."""


def delay_words(days: float) -> str:
    """A crossing's delay in words: "a whole day", "2 hours" ("" for none)."""
    if days <= 0:
        return ""
    if days == 1:
        return "a whole day"
    hours = days * HOURS_A_DAY
    return f"{hours:g} hour{'s' if hours != 1 else ''}" if days < 1 else f"{days:g} days"


@dataclass(frozen=True)
class Leg:
    """A stretch of the route between two named points (places, crossings, borders of regions)."""

    start: str
    end: str
    miles: float
    days: float
    terrain: tuple[str, ...]
    region: str
    roads: tuple[str, ...]


@dataclass(frozen=True)
class Route:
    """A planned journey: the cells walked, and what they add up to."""

    start: Place
    end: Place
    mode: str
    cells: tuple[Cell, ...]
    step_days: tuple[float, ...]
    miles: float
    days: float
    legs: tuple[Leg, ...]
    crossings: tuple[RiverCrossing, ...]
    danger: int
    pace: float = 1.0
    """The part of the day's going the company makes (less than 1: a member is burdened)."""
    way: WayOdds | None = None
    """What keeping the way is likely to cost, for a company with a guide (None: not reckoned)."""

    @property
    def expected_days(self) -> float:
        """The days the route is likely to take, the days likely lost to the way counted."""
        return self.days + (self.way.lost_days if self.way else 0.0)


OFF_ROAD = 1.25
"""How much longer than its days a step off the roads weighs in the search (our ruling, docs/map.md: a road
within about a quarter of the time is taken)."""


class StepGrid:
    """The map as the step rule reads it, in flat lists: whether each cell can be walked, and whether a
    river one must cross runs through it (a major or minor one, not a stream), with a border of closed
    cells round the map so that a step never has to ask whether it leaves it."""

    def __init__(self, world: WorldMap):
        self.width, self.stride = world.width, world.width + 2
        size = self.stride * (world.height + 2)
        passable = {tid: terrain.passable for tid, terrain in world.terrains.items()}
        self.open, self.crossed = [False] * size, [False] * size
        for i, terrain in enumerate(world.terrain):
            self.open[self.padded(i)] = passable[terrain]
        for i in world.rivers:
            self.crossed[self.padded(i)] = world.on_river(i)
        self.moves = tuple((bool(dx and dy), dx, dy * self.stride, dy * self.width + dx, dy * self.stride + dx,
                            step_length((0, 0), (dx, dy))) for dx, dy in STEPS)
        """Each of the eight `STEPS`: whether it is diagonal, its dx, its dy in padded cells, the change of
        the cell's index, the change of its padded index, its length in cells."""

    def padded(self, i: int) -> int:
        """The index in the padded lists of the map's cell `i` (`DayGraph._on_foot` works it out in place)."""
        return i + i // self.width * 2 + self.stride + 1


class DayGraph:
    """The steps out of each cell for one travel profile, with their days and their weight in the
    search, each cell worked out when the search first reaches it: a first route works out only the
    cells it reaches, and every route after it finds them ready.

    The steps (in the order of `STEPS`): never onto water or peaks, never from one cell of a river that
    must be crossed to another (that would be wading along it), never diagonally from dry land to dry
    land between two river cells (slipping through the river); by boat, the steps along the boat rules'
    rivers instead (`afloat`)."""

    def __init__(self, world: WorldMap, grid: StepGrid, profile: TravelProfile):
        self.world, self.grid = world, grid
        tables, rules = world.content.tables, world.content.travel
        afloat = by_boat(rules, profile.mode)
        on_foot = "walk" if afloat else profile.mode
        days_per_mile: dict[tuple[str, bool], float] = {}
        for tid, terrain in world.terrains.items():
            for road in (False, True):
                rate = miles_per_day(on_foot, terrain.slowed_as, tables, road=road,
                                     unhindered_by_forest=not profile.hindered_by_forest,
                                     weather=weather_multiplier(rules, profile.season, tid))
                days_per_mile[tid, road] = 1 / rate
        self._off = [days_per_mile[t, False] for t in world.terrain]
        self._on_road = [days_per_mile[t, True] for t in world.terrain]
        self._crossing = [0.0] * len(world.terrain)
        if not profile.boat:
            for i in world.rivers:
                self._crossing[i] = world.wading_days(i)
        half = world.miles_per_cell / 2
        self._moves = tuple((diagonal, dx, dy, delta, padded, length * half)
                            for diagonal, dx, dy, delta, padded, length in grid.moves)
        self._rowed: dict[int, list[tuple[int, float]]] = {}
        """The steps a boat makes out of each cell (a journey by boat), which replace those on foot."""
        if afloat:
            for (a, b), reach in reaches(world).items():
                self._rowed.setdefault(a, []).append((b, reach.days))
        self._detour = [0.0] * len(world.terrain)
        """The days more that stepping into each cell weighs in the search (a river's `detour`)."""
        for i, more in ({} if profile.boat else detours(world)).items():
            self._detour[i] = more
        self._weighed: list[list[tuple[int, float]] | None] = [None] * len(world.terrain)

    def days(self, a: int, b: int) -> float:
        """The days of the step from cell `a` to cell `b` (KeyError if there is no such step)."""
        for j, days in self._work_out(a, weighed=False):
            if j == b:
                return days
        raise KeyError((a, b))

    def weighed(self, i: int) -> list[tuple[int, float]]:
        """(next cell, weight) of each step out of cell `i`, as the search weighs it: its days, and a step off
        the roads counts `OFF_ROAD` more, so that among routes of about the same time the one along roads
        and tracks wins (they are safer: never lost, fewer bands); crossing a river away from its
        crossings weighs its `detour` more (without a boat)."""
        weighed = self._weighed[i]
        if weighed is None:
            weighed = self._weighed[i] = self._work_out(i, weighed=True)
        return weighed

    def _work_out(self, i: int, *, weighed: bool) -> list[tuple[int, float]]:
        """(next cell, days) of the steps out of cell `i`, or (next cell, weight)."""
        rowed = self._rowed.get(i)
        if rowed is None:
            return self._on_foot(i, weighed)
        by_cell = dict(self._on_foot(i, False))
        by_cell.update(rowed)
        if not weighed:
            return list(by_cell.items())
        roads, detour = self.world.roads, self._detour
        return [(j, (d if (i, j) in roads else d * OFF_ROAD) + detour[j]) for j, d in by_cell.items()]

    def _on_foot(self, i: int, weighed: bool) -> list[tuple[int, float]]:
        """The steps on foot out of cell `i` with their days (the miles of the step at the pace of the ground
        at each end, half a cell in each, and the river crossed at its end), or with their weights. One
        sweep over flat lists: a first route waits for it, cell by cell."""
        grid, off, on_road, crossing, detour = self.grid, self._off, self._on_road, self._crossing, self._detour
        open_, crossed, here = grid.open, grid.crossed, i + i // grid.width * 2 + grid.stride + 1
        out: list[tuple[int, float]] = []
        if not open_[here]:
            return out
        roads = self.world.roads if i in self.world.road_cells else None
        wet, ground = crossed[here], off[i]
        for diagonal, dx, dy, delta, padded, half_length in self._moves:
            there = here + padded
            if not open_[there]:
                continue
            if wet:
                if crossed[there]:
                    continue
            elif diagonal and not crossed[there] and crossed[here + dx] and crossed[here + dy]:
                continue
            j = i + delta
            if roads is not None and (i, j) in roads:
                days = half_length * (on_road[i] + on_road[j]) + crossing[j]
                out.append((j, days + detour[j] if weighed else days))
            else:
                days = half_length * (ground + off[j]) + crossing[j]
                out.append((j, days * OFF_ROAD + detour[j] if weighed else days))
        return out


def detours(world: WorldMap) -> dict[int, float]:
    """The river cells away from their crossings whose river a company would rather go round (its
    `detour`), with the days more that crossing there weighs in the search."""
    rivers = world.content.rivers
    return {i: rivers[r.river].detour for i, r in world.rivers.items() if r.wet and rivers[r.river].detour}


class Planner:
    """Plans routes on one map, the days of each step worked out once per profile."""

    def __init__(self, world: WorldMap):
        self.world = world
        self._grid = StepGrid(world)
        self._graphs: dict[TravelProfile, DayGraph] = {}

    def graph(self, profile: TravelProfile) -> DayGraph:
        """The steps out of each cell for `profile`, with their days and their weights."""
        graph = self._graphs.get(profile)
        if graph is None:
            graph = self._graphs[profile] = DayGraph(self.world, self._grid, profile)
        return graph

    def plan(self, start: Place, end: Place, mode: str = "walk", company: Company | None = None,
             season: str | None = None) -> Route:
        """The fewest-days route; TravelError if the mode is not open to the company or there is no way.
        With no company, a referee's: slowed by forest, mounted as the mode needs."""
        world = self.world
        company = company or Company()
        check_mode(company, mode, world.content.travel)
        afloat = by_boat(world.content.travel, mode)
        profile = TravelProfile(mode, company.hindered_by_forest, company.boat or afloat, season)
        source, target = world.place_cell(start), world.place_cell(end)
        graph = self.graph(profile)
        with collector_paused():
            previous = shortest(graph.weighed, len(world.terrain), source, target)
        if target not in previous:
            raise TravelError(f"no way from {start.name} to {end.name} over land")
        path = [target]
        while path[-1] != source:
            path.append(previous[path[-1]])
        path.reverse()
        return slowed(describe(world, start, end, mode, path, graph, profile.boat), company.pace)


def shortest(steps: Callable[[int], list[tuple[int, float]]], cells: int, source: int, target: int) -> dict[int, int]:
    """Dijkstra from `source` over `cells` cells, stopping at `target` (`steps`: the next cells from a
    cell, each with its weight): the previous cell of each cell reached."""
    best = [math.inf] * cells
    best[source] = 0.0
    previous = {source: source}
    queue = [(0.0, source)]
    while queue:
        cost, i = heapq.heappop(queue)
        if i == target:
            break
        if cost > best[i]:
            continue
        for j, days in steps(i):
            total = cost + days
            if total < best[j]:
                best[j] = total
                previous[j] = i
                heapq.heappush(queue, (total, j))
    return previous


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector held off while a search works out the steps of the cells it reaches (tens
    of thousands of small tuples, none in a cycle), which it would otherwise walk again and again as
    they pile up."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def describe(world: WorldMap, start: Place, end: Place, mode: str, path: list[int], graph: DayGraph,
             boat: bool) -> Route:
    """A path of cells as a route: miles, days, legs and river crossings."""
    step_days = tuple(graph.days(a, b) for a, b in itertools.pairwise(path))
    step_miles = [world.miles_per_cell * step_length(world.cell(a), world.cell(b)) for a, b in itertools.pairwise(path)]
    afloat = rowed(world, path) if by_boat(world.content.travel, mode) else {}
    crossings = tuple(_crossing(world, b, boat) for k, (a, b) in enumerate(itertools.pairwise(path))
                      if world.on_river(b) and k not in afloat and k + 1 not in afloat)
    crossings += tuple(RiverCrossing(world.content.rivers[r.river].name, r.portage.name, "portage", r.portage.days,
                                     world.cell(path[k + 1])) for k, r in afloat.items() if r.portage)
    days = marched_days(world.content, sum(step_days)) if mode == "march" else sum(step_days)
    return Route(start, end, mode, tuple(world.cell(i) for i in path), step_days, round(sum(step_miles), 1),
                 round(days, 2), _legs(world, path, step_miles, step_days, afloat), crossings,
                 max(world.danger(i) for i in path))


def slowed(route: Route, pace: float) -> Route:
    """The route as a company going at `pace` of the day's going takes it (a burdened member's)."""
    if pace >= 1:
        return route
    legs = tuple(replace(leg, days=round(leg.days / pace, 2)) for leg in route.legs)
    return replace(route, step_days=tuple(d / pace for d in route.step_days), days=round(route.days / pace, 2),
                   legs=legs, pace=pace)


def marched_days(content: Content, fresh_days: float) -> float:
    """The days a forced march of `fresh_days` (at the first day's pace) really takes, each day in a row
    slower as fatigue sets in (the journey's house rule, `company.march_factor`)."""
    days, left, tired = 0.0, fresh_days, 0
    while left > 1e-9:
        pace = march_factor(content, tired)
        days += min(1.0, left / pace)
        left -= pace
        tired += 1
    return days


def _crossing(world: WorldMap, i: int, boat: bool) -> RiverCrossing:
    river = world.rivers[i]
    name = world.content.rivers[river.river].name
    if river.crossing:
        return RiverCrossing(name, river.crossing.name, river.crossing.kind, 0.0, world.cell(i))
    how, days = ("boat", 0.0) if boat else ("swim" if river.major else "wade", world.wading_days(i))
    return RiverCrossing(name, None, how, days, world.cell(i))


def _waypoint(world: WorldMap, i: int) -> str | None:
    """The name of a cell worth ending a leg at: a place or a crossing."""
    if i in world.place_at:
        return world.place_at[i].name
    river = world.rivers.get(i)
    if river and river.size != "stream":
        return river.crossing.name if river.crossing else f"the {world.content.rivers[river.river].name}"
    return None


def _legs(world: WorldMap, path: list[int], step_miles: list[float], step_days: tuple[float, ...],
          afloat: dict[int, Reach]) -> tuple[Leg, ...]:
    """Split the path where the way changes: at places and river crossings, where it takes to a road or
    leaves one, where it takes to the water or goes ashore and at portages, and off the roads where the
    ground changes for a while (never at a region's border)."""
    legs: list[Leg] = []
    begin, label = 0, _waypoint(world, path[0]) or "the start"
    for k in range(1, len(path)):
        if k - 1 in afloat or k in afloat:
            here = waypoint(world, path, k, afloat) or ("the end" if k == len(path) - 1 else None)
        else:
            here = _waypoint(world, path[k]) or (_turn(world, path, k) if k < len(path) - 1 else "the end")
        if here is None:
            continue
        cells = path[begin:k + 1]
        roads = [world.roads.get((a, b)) for a, b in itertools.pairwise(cells)]
        legs.append(Leg(label, here, round(sum(step_miles[begin:k]), 1),
                        round(sum(step_days[begin:k]), 2),
                        tuple(dict.fromkeys(world.terrains[world.terrain[c]].name for c in cells[1:] or cells)),
                        world.region_name(cells[len(cells) // 2]),
                        tuple(dict.fromkeys(world.content.roads[r].name for r in roads if r))))
        begin, label = k, here
    return tuple(legs)


STEADY = 3
"""The steps new ground must last, off the roads, to begin a leg of its own."""


def _turn(world: WorldMap, path: list[int], k: int) -> str | None:
    """Where the way changes at the path's `k`th cell, in words (None: it goes on as it was): named for
    the road taken or left, or off the roads for the ground the leg crossed ("where the forest ends"),
    never the ground ahead, which is the next leg's."""
    before, after = world.roads.get((path[k - 1], path[k])), world.roads.get((path[k], path[k + 1]))
    roads = world.content.roads
    if after != before:
        return f"onto {roads[after].name}" if after else f"off {roads[before].name}" if before else None
    if after:
        return None
    ground = world.terrain[path[k + 1]]
    ahead = path[k + 1:k + 1 + STEADY]
    if ground == world.terrain[path[k]] or len(ahead) < STEADY or any(world.terrain[c] != ground for c in ahead):
        return None
    return f"where the {world.terrains[world.terrain[path[k]]].name.lower()} ends"


def planner_for(content: Content) -> Planner:
    """The planner of the content's map, made once."""
    world = world_map(content)
    planner = _PLANNERS.get(id(world))
    if planner is None or planner.world is not world:
        planner = _PLANNERS[id(world)] = Planner(world)
    return planner


def plan_route(content: Content, start: Place, end: Place, mode: str = "walk", company: Company | None = None,
               season: str | None = None) -> Route:
    """Plan on the content's map."""
    return planner_for(content).plan(start, end, mode, company, season)


_PLANNERS: dict[int, Planner] = {}
