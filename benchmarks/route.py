"""Planning the longest route on the map (Grey Havens -> Iron Hills), beside a bare Dijkstra over
the same weighted grid in the same run."""

from __future__ import annotations

import heapq
import math

from benchmarks.measure import median_seconds, report
from thirdage_tui.content import load_content
from thirdage_tui.world.map import world_map
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
    world = world_map(content)
    planner = Planner(world)
    start, end = content.places["grey_havens"], content.places["iron_hills"]
    graph = planner.graph(TravelProfile("walk"))
    source, target = world.place_cell(start), world.place_cell(end)
    report("route Grey Havens -> Iron Hills", median_seconds(lambda: planner.plan(start, end), repeat=15),
           "bare Dijkstra, same grid", median_seconds(lambda: bare_dijkstra(graph, source, target), repeat=15),
           "<= 50 ms and <= 3x")
