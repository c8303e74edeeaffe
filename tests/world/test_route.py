"""The fewest-days route (G4.8) on small hand-made maps, and Tolkien's itineraries on the real one."""

from __future__ import annotations

import itertools

import pytest

from thirdage_tui.world.company import Company, TravelError, Traveller
from thirdage_tui.world.route import Planner, delay_words, plan_route

ELF = Company((Traveller("Elf", unhindered_by_forest=True),))


def plan(world, start="a", end="b", mode="walk", company=None):
    return Planner(world).plan(world.places[start], world.places[end], mode, company)


@pytest.mark.rule("G4.8")
def test_straight_over_open_ground(tiny_world):
    world = tiny_world([".........."], {"a": (0, 0), "b": (9, 0)})
    route = plan(world)
    assert route.miles == 90 and route.days == pytest.approx(6)
    assert [leg.terrain for leg in route.legs] == [("Plains",)]


@pytest.mark.rule("G4.8")
def test_goes_round_a_forest_when_that_is_quicker(tiny_world):
    rows = ["..........",
            "..ffffff..",
            "..........",
            "..........",
            ".........."]
    world = tiny_world(rows, {"a": (0, 1), "b": (9, 1)})
    around = plan(world)
    assert (4, 1) not in around.cells and around.days < 9 * 10 / 15 + 1
    through = plan(world, company=ELF)
    assert through.cells == tuple((x, 1) for x in range(10))
    assert through.days == pytest.approx(6)


@pytest.mark.rule("G4.8")
def test_a_road_through_the_forest_is_taken(tiny_world):
    rows = ["ffffffffff",
            "ffffffffff",
            "ffffffffff"]
    world = tiny_world(rows, {"a": (0, 1), "b": (9, 1)}, roads=[["a", "b"]])
    route = plan(world)
    assert route.days == pytest.approx(6)
    assert route.legs[0].roads == ("Road 0",)


@pytest.mark.rule("G4.8")
def test_roads_do_not_cancel_hills(tiny_world):
    world = tiny_world(["nnnnnnnnnn"], {"a": (0, 0), "b": (9, 0)}, roads=[["a", "b"]])
    assert plan(world).days == pytest.approx(9)


@pytest.mark.rule("3.2.1")
def test_a_major_river_costs_a_day_away_from_its_ford(tiny_world):
    rows = [".........."] * 9
    river = ([(5, 0), (5, 8)], [(5, 8)])
    world = tiny_world(rows, {"a": (0, 0), "b": (9, 0)}, rivers=[river])
    swim = plan(world)
    assert swim.days == pytest.approx(1 + 90 / 15)
    assert [(c.how, c.days) for c in swim.crossings] == [("swim", 1)]
    boat = Planner(world).plan(world.places["a"], world.places["b"], "walk", Company(boat=True))
    assert boat.days == pytest.approx(6) and boat.crossings[0].how == "boat"


@pytest.mark.rule("3.2.1")
def test_a_minor_river_costs_hours_and_a_stream_nothing(tiny_world, content):
    rows = [".........."] * 9
    minor = tiny_world(rows, {"a": (0, 0), "b": (9, 0)}, rivers=[([(5, 0), (5, 8)], [], "minor")])
    waded = plan(minor)
    assert waded.days == pytest.approx(content.travel.minor_river_days + 90 / 15)
    assert [(c.how, c.days) for c in waded.crossings] == [("wade", content.travel.minor_river_days)]
    stream = plan(tiny_world(rows, {"a": (0, 0), "b": (9, 0)}, rivers=[([(5, 0), (5, 8)], [], "stream")]))
    assert stream.days == pytest.approx(6) and stream.crossings == ()


def test_a_delay_is_told_in_days_or_hours():
    assert (delay_words(0), delay_words(1), delay_words(0.25), delay_words(2)) == ("", "a whole day", "2 hours",
                                                                                 "2 days")


@pytest.mark.rule("3.2.1")
def test_a_nearby_ford_beats_swimming(tiny_world):
    rows = [".........."] * 3
    world = tiny_world(rows, {"a": (0, 0), "b": (9, 0)}, rivers=[([(5, 0), (5, 2)], [(5, 1)])])
    route = plan(world)
    assert (5, 1) in route.cells and route.crossings[0].at == "Ford 0"
    assert route.days < 7


@pytest.mark.rule("3.2.1")
def test_a_diagonal_river_cannot_be_slipped_through(tiny_world):
    rows = ["......"] * 6
    world = tiny_world(rows, {"a": (0, 5), "b": (5, 0)}, rivers=[([(0, 0), (5, 5)], [])])
    assert plan(world).crossings[0].days == 1


@pytest.mark.rule("G4.8")
def test_mountains_are_slow_and_peaks_impassable(tiny_world):
    world = tiny_world(["..^^..", "..mm..", "..^^.."], {"a": (0, 1), "b": (5, 1)})
    route = plan(world)
    assert {cell for cell in route.cells if cell[0] in (2, 3)} == {(2, 1), (3, 1)}
    walled = tiny_world(["..^..", "..^..", "..^.."], {"a": (0, 1), "b": (4, 1)})
    with pytest.raises(TravelError, match="no way"):
        plan(walled)


@pytest.mark.rule("3.2.1")
def test_riding_without_mounts_is_refused(tiny_world):
    world = tiny_world(["....."], {"a": (0, 0), "b": (4, 0)})
    with pytest.raises(TravelError, match="no mount"):
        plan(world, mode="ride", company=Company((Traveller("Bilbo"),)))
    riders = Company((Traveller("Eomer", mounts=frozenset({"horse"})),))
    assert plan(world, mode="cavalry", company=riders).days == pytest.approx(40 / 30, abs=0.01)


# Tolkien's reckonings are held by the survey's table, tests/world/test_survey.py.


def test_the_longest_route_crosses_the_map(content):
    route = plan_route(content, content.places["grey_havens"], content.places["iron_hills"])
    assert route.miles > 1000 and route.days > 60
    assert {c.river for c in route.crossings} >= {"Baranduin", "Anduin"}
    assert sum(leg.miles for leg in route.legs) == pytest.approx(route.miles, abs=0.5)
    assert sum(leg.days for leg in route.legs) == pytest.approx(route.days, abs=0.05)


@pytest.mark.rule("G4.8")
def test_on_open_ground_the_route_follows_the_road_and_legs_are_told_by_the_way(content):
    from thirdage_tui.world.map import world_map

    route = plan_route(content, content.places["bree"], content.places["tharbad"], "walk")
    world = world_map(content)
    cells = [world.index(c) for c in route.cells]
    on_road = sum((a, b) in world.roads for a, b in itertools.pairwise(cells))
    assert on_road / (len(cells) - 1) > 0.75
    assert all("The Greenway" in leg.roads for leg in route.legs)
    for start, end in (("bree", "tharbad"), ("rhosgobel", "woodmen_town"), ("hobbiton", "rivendell")):
        legs = plan_route(content, content.places[start], content.places[end], "walk").legs
        assert not any("edge of" in leg.end for leg in legs)


@pytest.mark.rule("3.2.1")
def test_a_forced_march_counts_its_fatigue_in_the_days(content):
    """The route's days are what the journey takes: each day marched in a row is slower (house rule)."""
    import random

    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.journey import start_journey, travel_day

    route = plan_route(content, content.places["hobbiton"], content.places["rivendell"], "march")
    fresh = sum(route.step_days)
    assert route.days > fresh * 1.2
    hero = Hero(name="Hal", race="human", nation="gondor", background="medium_infantry",
                attributes=dict.fromkeys(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"), 11),
                skills={"survival": 20}, equipment=["dried_rations"] * 40)
    trip, rng, days = start_journey(content, route, (hero,)), random.Random(3), 0
    while not trip.arrived:
        trip, _ = travel_day(trip, "march", rng, content)
        days += 1
    assert abs(days - route.days) <= 3  # road events and the odd lost day aside


@pytest.mark.rule("3.2.1")
def test_the_great_river_is_crossed_at_a_ford_unless_going_round_costs_more_than_its_detour(content):
    """The Anduin's `detour` (a week): from Rhosgobel the company goes round by the Old Ford to the Gladden
    Fields and Lórien (four and five days more) rather than spend a day crossing; from Lórien to Dol Guldur,
    across the river from it, going round would take a month, so it crosses in the rules' day."""
    def crossings(start, end):
        return {c.river: c for c in plan_route(content, content.places[start], content.places[end]).crossings}

    for end in ("gladden_fields", "lothlorien"):
        anduin = crossings("rhosgobel", end)["Anduin"]
        assert anduin.at in ("Old Ford", "Carrock ford") and anduin.days == 0
    across = crossings("lothlorien", "dol_guldur")["Anduin"]
    assert across.at is None and across.how == "swim" and across.days == 1


def test_a_leg_off_the_roads_is_named_for_the_ground_it_crossed(content):
    legs = plan_route(content, content.places["rhosgobel"], content.places["carrock"]).legs
    assert [(leg.end, leg.terrain) for leg in legs] == [("where the forest ends", ("Forest",)),
                                                       ("The Carrock", ("Grassland",))]
