"""River journeys by boat (GUIDE G4.8; our ruling in docs/rulings.md, "The road's odds and river journeys"):
pace by the current, portages, lakes open only to boats, and who may go by boat."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from thirdage_tui.engine.hero import Hero
from thirdage_tui.world.afloat import reaches, rowed
from thirdage_tui.world.company import Company, TravelError, check_mode, traveller
from thirdage_tui.world.journey import start_journey, travel_day
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import plan_route

AVERAGE = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


def hero(name="Hal", **changes) -> Hero:
    return Hero(name=name, race="human", nation="gondor", background="medium_infantry",
                attributes=dict(AVERAGE), **changes)


def route(content, a, b, mode):
    return plan_route(content, content.places[a], content.places[b], mode)


@pytest.mark.rule("G4.8")
def test_a_boat_goes_with_the_current_faster_than_against_it(content):
    world, rules = world_map(content), content.travel.boats
    found = reaches(world)
    flowing = [(k, r) for k, r in found.items() if r.current == "downstream" and r.portage is None]
    assert flowing and {r.river for _, r in flowing} == set(rules.rivers)
    for (a, b), down in flowing[:50]:
        up = found[b, a]
        assert up.current == "upstream"
        assert down.days == pytest.approx(world.miles_per_cell / rules.downstream)
        assert up.days == pytest.approx(world.miles_per_cell / rules.upstream)


@pytest.mark.rule("G4.8")
def test_down_the_anduin_from_lorien_by_boat_with_the_two_portages(content):
    by_boat, on_foot = route(content, "lothlorien", "rauros", "boat"), route(content, "lothlorien", "rauros", "walk")
    assert by_boat.days < on_foot.days
    portages = [c for c in by_boat.crossings if c.how == "portage"]
    assert [c.at for c in portages] == [p.name for p in content.travel.boats.portages]
    assert all(c.days == 1 for c in portages)
    assert {leg.end for leg in by_boat.legs} >= {"the Anduin by boat", "ashore", *(c.at for c in portages)}
    world = world_map(content)
    path = [world.index(c) for c in by_boat.cells]
    lake = [i for i in path if not world.passable(i)]
    assert lake and all(path.index(i) - 1 in rowed(world, path) for i in lake)  # Nen Hithoel only by boat


@pytest.mark.rule("G4.8")
def test_upstream_the_bank_is_quicker_and_the_planner_takes_it(content):
    up = route(content, "rauros", "lothlorien", "boat")
    world = world_map(content)
    assert not rowed(world, [world.index(c) for c in up.cells])
    assert up.days <= route(content, "rauros", "lothlorien", "walk").days


@pytest.mark.rule("G4.8")
def test_only_a_company_with_a_boat_and_no_mounts_goes_by_boat(content):
    rules = content.travel
    walker = traveller(hero(), content)
    with pytest.raises(TravelError, match="no boat"):
        check_mode(Company((walker,)), "boat", rules)
    check_mode(Company((walker,), boat=True), "boat", rules)
    rider = traveller(hero("Bo", equipment=["horse"]), content)
    with pytest.raises(TravelError, match="carry no mounts: Bo"):
        check_mode(Company((walker, rider), boat=True), "boat", rules)


@pytest.mark.rule("G4.8")
def test_a_day_afloat_makes_the_boats_miles_and_keeps_the_way(content):
    planned = route(content, "lothlorien", "rauros", "boat")
    world = world_map(content)
    path = [world.index(c) for c in planned.cells]
    first = min(rowed(world, path))
    trip = start_journey(content, planned, (hero(equipment=["dried_rations"] * 20),), boat=True)
    trip = replace(trip, step=first + 1)  # on the water, a reach behind
    days = [travel_day(trip, "boat", random.Random(seed), content)[1] for seed in range(12)]
    assert not any(e.startswith("Lost the way") for day in days for e in day.events)
    miles = sorted(day.miles for day in days)  # a road event (a river in spate) may cost part of a day
    assert miles[len(miles) // 2] == pytest.approx(content.travel.boats.downstream, abs=1)
