"""A fingerprint of the routes between every two of a spread of places, for each way of travelling
(walking, marching, riding in winter with forest-wise riders, rowing, walking with a boat), checked
against the one recorded in `route_fingerprints.json`: every cell walked, the days of each step, the
legs, the crossings (bridges, fords, ferries, swims, portages) and the danger. A change to the route
planner meant to keep every route the same (a faster search) shows here if it did not.

A change made on purpose is recorded by running this file (`PYTHONPATH=tests .venv/bin/python
tests/world/test_route_fingerprints.py`), and said in the commit."""

from __future__ import annotations

import hashlib
import itertools
import json
from pathlib import Path

import pytest

from thirdage_tui.world.company import Company, TravelError, Traveller
from thirdage_tui.world.route import Route, plan_route

RECORDED = Path(__file__).with_name("route_fingerprints.json")
WEST = ("grey_havens", "buckleberry_ferry", "bree", "sarn_ford", "tharbad", "fornost", "fords_of_isen")
EAST = ("rivendell", "carrock", "old_ford", "rhosgobel", "gladden_fields", "lothlorien", "woodmen_town", "esgaroth",
        "iron_hills", "minas_tirith", "dead_marshes")
WATER = ("grey_havens", "tharbad", "buckleberry_ferry", "lothlorien", "woodmen_town", "esgaroth", "rauros",
         "osgiliath", "carrock", "gladden_fields")
FOREST_WISE = Company((Traveller("Elwen", unhindered_by_forest=True, mounts=frozenset({"horse", "pony"})),))
WAYS: dict[str, tuple[tuple[str, ...], str, Company | None, str | None]] = {
    "walk": (WEST[:5] + EAST[:4] + EAST[5:], "walk", None, None),
    "march in autumn": (WEST[::2] + EAST[::3], "march", None, "autumn"),
    "ride in winter, forest-wise": (WEST[1::2] + EAST[1::2], "ride", FOREST_WISE, "winter"),
    "boat": (WATER, "boat", None, None),
    "walk with a boat in spring": (WATER[::2] + EAST[::4], "walk", Company(boat=True), "spring"),
}
"""name: (the places, each to each; the mode; the company, None for a referee's; the season)."""


def route_print(route: Route) -> str:
    """All a route is, in one line."""
    legs = [f"{leg.start}>{leg.end}:{leg.miles!r}:{leg.days!r}:{leg.terrain}:{leg.region}:{leg.roads}"
            for leg in route.legs]
    crossings = [f"{c.river}:{c.at}:{c.how}:{c.days!r}:{c.cell}" for c in route.crossings]
    return "|".join([route.start.id, route.end.id, route.mode, str(route.cells), repr(route.step_days),
                     repr(route.miles), repr(route.days), repr(route.pace), str(route.danger), *legs, *crossings])


def fingerprint(content, way: str) -> str:
    places, mode, company, season = WAYS[way]
    lines = []
    for start, end in itertools.permutations(places, 2):
        try:
            route = plan_route(content, content.places[start], content.places[end], mode, company, season)
        except TravelError as exc:
            lines.append(f"{start}>{end}: {exc}")
        else:
            lines.append(route_print(route))
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def recorded() -> dict[str, str]:
    return json.loads(RECORDED.read_text(encoding="utf-8")) if RECORDED.is_file() else {}


def test_every_way_has_a_recorded_fingerprint():
    assert set(recorded()) == set(WAYS), "record them: run this file"


@pytest.mark.parametrize("way", list(WAYS))
def test_the_routes_are_as_recorded(content, way):
    assert fingerprint(content, way) == recorded()[way], f"the routes by {way!r} changed"


if __name__ == "__main__":
    from thirdage_tui.content import load_content

    loaded = load_content()
    RECORDED.write_text(json.dumps({way: fingerprint(loaded, way) for way in WAYS}, indent=1) + "\n",
                        encoding="utf-8")
    print(f"recorded {len(WAYS)} fingerprints in {RECORDED}")
