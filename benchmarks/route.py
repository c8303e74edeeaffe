"""Planning the longest route on the map (Grey Havens -> Iron Hills) as a first route costs: the
map built afresh, every step its search reaches worked out, the search and the route described;
beside a bare Dijkstra over the same steps, weighed beforehand, in the same run. With `--before DIR`,
also the first route of a fresh process (`benchmarks/firsts.py`) against that checkout's, the two
alternated. (The whole `thirdage route` process, content loading included, is in `startup`.)"""

from __future__ import annotations

import heapq
import math

from benchmarks.firsts import by_checkout
from benchmarks.measure import BEFORE, HERE, Budget, Figure, paired, report, timed
from thirdage_tui.content import load_content
from thirdage_tui.world.map import WorldMap
from thirdage_tui.world.route import Planner, TravelProfile


def bare_dijkstra(graph: list[list[tuple[int, float]]], source: int, target: int) -> float:
    """The cost of the cheapest path, nothing more."""
    best = [math.inf] * len(graph)
    best[source] = 0.0
    queue = [(0.0, source)]
    while queue:
        cost, i = heapq.heappop(queue)
        if i == target:
            return cost
        if cost > best[i]:
            continue
        for j, days in graph[i]:
            if cost + days < best[j]:
                best[j] = cost + days
                heapq.heappush(queue, (cost + days, j))
    return math.inf


def run() -> None:
    content = load_content()
    start, end = content.places["grey_havens"], content.places["iron_hills"]
    planner = Planner(WorldMap(content))
    walking = planner.graph(TravelProfile("walk"))
    graph = [walking.weighed(i) for i in range(len(planner.world.terrain))]
    source, target = planner.world.place_cell(start), planner.world.place_cell(end)

    def first_route() -> None:
        Planner(WorldMap(content)).plan(start, end)

    first, bare = paired(lambda: timed(first_route), lambda: timed(lambda: bare_dijkstra(graph, source, target)))
    report(Figure("first route Grey Havens -> Iron Hills (the map, the steps the search reaches, the search)", first,
                  "bare Dijkstra, same grid", bare, Budget(cpu_ms=100)))
    for checkout in BEFORE:
        first, before = paired(by_checkout(HERE, "route"), by_checkout(checkout, "route"), repeat=7, warmup=0)
        report(Figure("first route Grey Havens -> Iron Hills, the first of a fresh process: this checkout", first,
                      f"the same with the code of {checkout}", before))
    again, bare = paired(lambda: timed(lambda: planner.plan(start, end)),
                         lambda: timed(lambda: bare_dijkstra(graph, source, target)))
    report(Figure("the same route again (graph kept)", again, "bare Dijkstra, same grid", bare,
                  Budget(cpu_ms=50, ratio=3)))
