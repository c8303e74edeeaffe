"""Ways across a battlefield: the least move from a square to the others, and the square a fighter
walks to on his way to another (3.2.3, 3.4.2; G4.8). Fights are searched thousands of times for the
referee's odds, so the squares are kept as a flat list with a ring of impassable squares round it:
a square's neighbours are then fixed offsets away, never outside. Moves cost a square or two, so
the searches keep one bucket per cost instead of a heap."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Container, Iterable, Iterator
from functools import cache

Cell = tuple[int, int]
BLOCKED = 10**6
"""The move to a square that cannot be reached."""


@cache
def _coordinates(width: int, height: int) -> tuple[list[int], list[int]]:
    """The x and the y of each square of a padded field of `width` by `height`, by index (shared by
    every field of that size, and never changed)."""
    stride = width + 2
    return list(range(-1, width + 1)) * (height + 2), [y for y in range(-1, height + 1) for _ in range(stride)]


@cache
def _open_field(width: int, height: int) -> list[int]:
    """The start of a search's least moves on a padded field of `width` by `height` where every square
    can be entered: BLOCKED inside, -1 on the ring round it (shared: copy it)."""
    stride = width + 2
    return [-1] * stride + ([-1] + [BLOCKED] * width + [-1]) * height + [-1] * stride


class Paths:
    """The ways of one battlefield: `costs` holds, row by row, the move it takes to enter each
    square (0: it cannot be entered)."""

    def __init__(self, width: int, height: int, costs: list[int]) -> None:
        self.width, self.height = width, height
        stride = self.stride = width + 2
        padded = [0] * (stride * (height + 2))
        for y in range(height):
            padded[(y + 1) * stride + 1:(y + 1) * stride + 1 + width] = costs[y * width:(y + 1) * width]
        self.cost = padded
        unreached = _open_field(width, height).copy()
        walls = -1
        for _ in range(costs.count(0)):  # each square that cannot be entered, found by C's own scans
            walls = costs.index(0, walls + 1)
            unreached[(walls // width + 1) * stride + walls % width + 1] = -1
        self.unreached = unreached
        """The start of a search's least moves: -1 where no way leads (below any move, so never bettered)."""
        self.steps = (-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1)
        self.xs, self.ys = _coordinates(width, height)

    def index(self, cell: Cell) -> int:
        return (cell[1] + 1) * self.stride + cell[0] + 1

    def cell(self, p: int) -> Cell:
        return self.xs[p], self.ys[p]

    def blocked(self, occupied: Iterable[Cell], but: Cell) -> set[int]:
        """The squares of `occupied` but `but`, by index."""
        stride = self.stride
        taken = {(y + 1) * stride + x + 1 for x, y in occupied}  # `index`, written out
        taken.discard(self.index(but))
        return taken

    # -- what the battlefield asks -------------------------------------------------------------

    def costs(self, start: Cell, occupied: Iterable[Cell], limit: int) -> dict[Cell, int]:
        """The least move from `start` to each square within `limit`, never through `occupied`."""
        found = self._search(self.index(start), self.blocked(occupied, start), limit)
        return {self.cell(p): move for p, move in found.items()}

    def step_towards(self, start: Cell, goal: Cell, allowance: int, occupied: Iterable[Cell],
                     stop_within: int) -> Cell:
        """Of the squares `start` can reach within `allowance`: one within `stop_within` of `goal` if
        any, then the fewest squares of move on to the goal (never through `occupied`), then the
        nearest to it, the cheapest to reach, the first in order."""
        return self.close_in(start, goal, allowance, allowance, occupied, stop_within)[0]

    def close_in(self, start: Cell, goal: Cell, walk: int, run: int, occupied: Iterable[Cell],
                 stop_within: int) -> tuple[Cell, bool]:
        """(A square within `stop_within` of `goal` that `start` can reach within `walk`, True) when
        there is one, else (`step_towards` within `run`, False), `run` being no less than `walk`: one
        search answers both. Only the squares that could lie on such a way are searched."""
        blocked = self.blocked(occupied, start)
        near = [p for p in self._around(goal, stop_within) if p not in blocked]
        if not near:  # every square beside the goal taken: no way leads on from it
            return self._closest(self.index(start), goal, run, blocked), False
        found = self._near(self.index(start), goal, run, blocked, stop_within, near)
        best = self._nearest(found, walk)
        if best is not None:
            return best, True
        best = self._nearest(found, run)
        if best is not None:
            return best, False
        ways = self._search(self.index(start), blocked, run)
        g = self.index(goal)
        onward = self._nearest_of(g, blocked - {g}, ways, (*start, run))
        return self._best(onward or dict.fromkeys(ways, BLOCKED), ways, goal), False

    def _near(self, start: int, goal: Cell, allowance: int, blocked: set[int], stop_within: int, near: list[int]
              ) -> dict[int, tuple[tuple[int, int], int]]:
        """Of `near` (the free squares within `stop_within` of `goal`), those `start` can reach
        within `allowance`, each with its rank (its way on to the goal, then how near it is) and its
        move: every such square that could be the best of `_nearest` within any allowance up to
        `allowance`."""
        gx, gy = goal
        xs, ys = self.xs, self.ys
        if max(abs(xs[start] - gx), abs(ys[start] - gy)) - stop_within > allowance:
            return {}
        g = self.index(goal)
        cost = self.cost
        if stop_within == 1:  # each is a step from the goal (or the goal): no way round is shorter
            rank = {p: (cost[p], 1) if p != g else (0, 0) for p in near}
        else:
            onward = self._search(g, blocked - {g}, wanted=set(near))
            rank = {p: (onward.get(p, BLOCKED), max(abs(xs[p] - gx), abs(ys[p] - gy))) for p in near}
        # No square is reached for less than the squares between, the last costing its own ground.
        sx, sy = xs[start], ys[start]
        least = sorted([max(abs(xs[p] - sx), abs(ys[p] - sy)) - 1 + cost[p] if p != start else 0 for p in near])
        reached: dict[int, tuple[tuple[int, int], int]] = {}
        for p, move in self._guided(start, blocked, allowance, (gx, gy, stop_within), rank):
            if p >= 0:  # settled at its move (none lies farther from the goal than the slack)
                reached[p] = (rank[p], move)
                if len(reached) < bisect_right(least, move):
                    continue  # another may yet be settled at this move
            if reached:  # every square of `near` that this move reaches is settled
                best = min(ranked for ranked, _ in reached.values())
                if all(rank[p] >= best for p in near if p not in reached):
                    break
        return reached

    def _closest(self, start: int, goal: Cell, allowance: int, blocked: set[int]) -> Cell:
        """The square `start` can reach within `allowance` nearest `goal`, then the cheapest to
        reach, then the first by x and y: ring by ring out from the goal, each searched for its own
        free squares only, until one is reached (else `start` itself, the only square of its ring
        reached for nothing)."""
        gx, gy = goal
        xs, ys = self.xs, self.ys
        here = max(abs(xs[start] - gx), abs(ys[start] - gy))
        for ring in range(max(1, here - allowance), here):  # a square is never reached for less than the squares between
            free = {p for p in self._around(goal, ring) if max(abs(xs[p] - gx), abs(ys[p] - gy)) == ring
                    and p not in blocked}
            found = self._nearest_of(start, blocked, free, (gx, gy, ring), allowance) if free else None
            if found:  # all at the least move
                return min((xs[p], ys[p]) for p in found)
        return self.cell(start)

    def _nearest(self, found: dict[int, tuple[tuple[int, int], int]], allowance: int) -> Cell | None:
        """Of the squares `_near` found within `allowance` of move, the best ranked, then the cheapest
        to reach, then the first in order; None if none is."""
        within = [(ranked, move, self.cell(p)) for p, (ranked, move) in found.items() if move <= allowance]
        return min(within)[2] if within else None

    # -- searches ------------------------------------------------------------------------------

    def _best(self, onward: dict[int, int], ways: dict[int, int], goal: Cell) -> Cell:
        """Of the squares `onward` holds (each with its way on to the goal), the least way on, then
        the nearest to the goal, the cheapest to reach, the first in order."""
        xs, ys, (gx, gy) = self.xs, self.ys, goal
        *_, x, y = min([(move, max(abs(xs[p] - gx), abs(ys[p] - gy)), ways[p], xs[p], ys[p]) for p, move in onward.items()])
        return x, y

    def _around(self, centre: Cell, radius: int) -> list[int]:
        """The squares that can be entered within `radius` of `centre`, by index."""
        cx, cy = centre
        cost, stride = self.cost, self.stride
        columns = range(max(0, cx - radius) + 1, min(self.width, cx + radius + 1) + 1)
        rows = range(max(0, cy - radius) + 1, min(self.height, cy + radius + 1) + 1)
        return [p for p in (y * stride + x for y in rows for x in columns) if cost[p]]  # `index`, row by row

    def _search(self, start: int, blocked: set[int], limit: int = BLOCKED, wanted: set[int] | None = None
                ) -> dict[int, int]:
        """The least move from `start` to each square within `limit`, never through `blocked`; with
        `wanted`, only to the squares of it (the search stops once they are all found)."""
        cost, steps = self.cost, self.steps
        best = self.unreached.copy()  # least moves by index: -1 where blocked or impassable (never bettered)
        for p in blocked:
            best[p] = -1
        best[start] = 0
        reached = [start]  # in the order first reached: the order of the dict returned
        found: dict[int, int] = {}
        buckets: list[list[int]] = [[start]]
        spent = 0
        while spent < len(buckets) and (wanted is None or len(found) < len(wanted)):
            for p in buckets[spent]:
                if best[p] != spent:
                    continue
                if wanted is not None and p in wanted:
                    found[p] = spent
                for step in steps:
                    near = p + step
                    total = spent + cost[near]
                    if total <= limit and total < best[near]:
                        if best[near] == BLOCKED:
                            reached.append(near)
                        best[near] = total
                        while len(buckets) <= total:
                            buckets.append([])
                        buckets[total].append(near)
            spent += 1
        return {p: best[p] for p in reached} if wanted is None else found

    def _guided(self, start: int, blocked: set[int], limit: int, towards: tuple[int, int, int],
                watched: Container[int]) -> Iterator[tuple[int, int]]:
        """A* from `start` towards the squares within `slack` of (x, y) (`towards`), never through
        `blocked`, up to `limit` of move: yields each square of `watched` as it is settled, with its
        least move, and (-1, estimate) once every square of an estimate is settled. The estimate
        (squares still to go, less the slack) never overestimates and grows by at most a square a
        step, so every square that lies on a way within `limit` is settled, with its exact move, and
        few others; the squares of one estimate are taken last in first, so a way is followed to its
        end before its neighbours. A square is first taken from its buckets with its least move, so
        the buckets hold bare squares: a square taken again is passed over."""
        cost, steps, xs, ys = self.cost, self.steps, self.xs, self.ys
        tx, ty, slack = towards
        first = max(0, max(abs(xs[start] - tx), abs(ys[start] - ty)) - slack)
        if first > limit:
            return
        best = self.unreached.copy()
        for p in blocked:
            best[p] = -1
        best[start] = 0
        done = bytearray(len(cost))
        buckets: list[list[int]] = [[] for _ in range(first)] + [[start]]
        estimate = first
        while estimate < len(buckets):
            level = buckets[estimate]
            while level:
                p = level.pop()
                if done[p]:
                    continue
                done[p] = 1
                spent = best[p]
                if p in watched:
                    yield p, spent
                for step in steps:
                    near = p + step
                    total = spent + cost[near]
                    if total >= best[near]:  # blocked and impassable squares are at -1; past `limit` below
                        continue
                    dx, dy = xs[near] - tx, ys[near] - ty  # abs() and max() written out: calls a square
                    dx, dy = (dx if dx >= 0 else -dx), (dy if dy >= 0 else -dy)
                    left = (dx if dx > dy else dy) - slack  # noqa: FURB136
                    ahead = total + left if left > 0 else total
                    if ahead <= limit:
                        best[near] = total
                        while len(buckets) <= ahead:
                            buckets.append([])
                        buckets[ahead].append(near)
            yield -1, estimate
            estimate += 1

    def _nearest_of(self, start: int, blocked: set[int], wanted: Container[int], towards: tuple[int, int, int],
                    limit: int = BLOCKED) -> dict[int, int]:
        """The squares of `wanted` fewest squares of move from `start` (never through `blocked`, within
        `limit`), with that move; empty when none can be reached. Every wanted square lies within
        `slack` of the square (x, y) of `towards`, which guides the search."""
        found: dict[int, int] = {}
        for p, move in self._guided(start, blocked, limit, towards, wanted):
            if p >= 0:
                found[p] = move
            elif found:
                break
        return found
