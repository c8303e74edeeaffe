"""The route planner's steps, worked out cell by cell as a search reaches them, against a plain
reference: the whole map's table of steps and their days built in one go, as the planner did before
it worked them out lazily (main at 8ba1ac3). Every cell of the real map, for six ways of travelling:
the same steps in the same order, with the same days and weights to the last bit, so no route moves."""

from __future__ import annotations

import functools

import pytest

from thirdage_tui.world.afloat import reaches
from thirdage_tui.world.company import by_boat, miles_per_day, weather_multiplier
from thirdage_tui.world.geometry import STEPS, step_length
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import OFF_ROAD, Planner, TravelProfile

PROFILES = [TravelProfile("walk"), TravelProfile("march", season="autumn"),
            TravelProfile("ride", hindered_by_forest=False, season="winter"), TravelProfile("cavalry", season="summer"),
            TravelProfile("boat", boat=True), TravelProfile("walk", boat=True, season="spring")]


def reference_steps(world) -> list[list[tuple[int, float, str | None]]]:
    """(next cell, length, road) of every step out of every cell, by the rule written plainly."""
    width, height = world.width, world.height
    table = []
    for i in range(width * height):
        x, y = world.cell(i)
        out = []
        if world.passable(i):
            for dx, dy in STEPS:
                if not (0 <= x + dx < width and 0 <= y + dy < height):
                    continue
                j = world.index((x + dx, y + dy))
                if not world.passable(j) or (world.on_river(i) and world.on_river(j)):
                    continue
                slips = (dx and dy and not world.on_river(i) and not world.on_river(j)
                         and world.on_river(world.index((x + dx, y))) and world.on_river(world.index((x, y + dy))))
                if not slips:
                    out.append((j, step_length((x, y), (x + dx, y + dy)), world.roads.get((i, j))))
        table.append(out)
    return table


def reference_graph(world, profile: TravelProfile) -> list[list[tuple[int, float]]]:
    """(next cell, days) of every step out of every cell for `profile`."""
    content = world.content
    afloat = by_boat(content.travel, profile.mode)
    half = world.miles_per_cell / 2

    @functools.cache
    def per_terrain(terrain: str, road: bool) -> float:
        return 1 / miles_per_day("walk" if afloat else profile.mode, world.terrains[terrain].slowed_as,
                                 content.tables, road=road, unhindered_by_forest=not profile.hindered_by_forest,
                                 weather=weather_multiplier(content.travel, profile.season, terrain))

    def per_mile(i: int, road: bool) -> float:
        return per_terrain(world.terrain[i], road)

    graph = []
    for i, steps in enumerate(reference_steps(world)):
        out = {}
        for j, length, road in steps:
            on = per_mile(i, True) + per_mile(j, True) if road else per_mile(i, False) + per_mile(j, False)
            out[j] = length * half * on + (0.0 if profile.boat else world.wading_days(j))
        graph.append(out)
    if afloat:
        for (a, b), reach in reaches(world).items():
            graph[a][b] = reach.days
    return [list(out.items()) for out in graph]


def reference_weights(world, profile: TravelProfile, graph) -> list[list[tuple[int, float]]]:
    """The graph as the search weighs it: off the roads `OFF_ROAD` more, a river's detour added."""
    rivers = world.content.rivers
    detour = {} if profile.boat else {i: rivers[r.river].detour for i, r in world.rivers.items()
                                      if r.wet and rivers[r.river].detour}
    return [[(j, (d if (i, j) in world.roads else d * OFF_ROAD) + detour.get(j, 0.0)) for j, d in out]
            for i, out in enumerate(graph)]


@pytest.mark.parametrize("profile", PROFILES, ids=lambda p: f"{p.mode}-{p.season}-{p.boat}-{p.hindered_by_forest}")
def test_every_cell_has_the_reference_steps_days_and_weights(content, profile):
    world = world_map(content)
    graph = Planner(world).graph(profile)
    days = reference_graph(world, profile)
    weights = reference_weights(world, profile, days)
    assert [graph.weighed(i) for i in range(len(days))] == weights
    assert all(graph.days(i, j) == d for i, out in enumerate(days) for j, d in out)
    assert any(weights), "the map has steps"


def test_a_step_that_is_not_there_has_no_days(content):
    world = world_map(content)
    graph = Planner(world).graph(TravelProfile("walk"))
    with pytest.raises(KeyError):
        graph.days(0, world.width * world.height - 1)
