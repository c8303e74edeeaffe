"""The real map against Tolkien's reckonings (docs/map.md, "The survey"): the ways under and over the
mountains, and the table of known distances."""

from __future__ import annotations

import math

import pytest

from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import plan_route


def route(content, start, end, mode="walk"):
    return plan_route(content, content.places[start], content.places[end], mode)


@pytest.mark.rule("3.2.1")
def test_moria_is_a_way_of_about_two_days_under_the_mountains(content):
    """The Dwarrow-delf: some forty miles West-gate to Dimrill Dale (FotR II.4), dark and deadly."""
    walked = route(content, "moria_west_gate", "dimrill_dale")
    assert walked.miles == pytest.approx(40, abs=4)
    assert 2 <= walked.days <= 3 and walked.danger == 5
    assert all(leg.roads == ("The Dwarrow-delf",) for leg in walked.legs)
    assert route(content, "moria_west_gate", "dimrill_dale", "march").days < 2


@pytest.mark.rule("3.2.1")
def test_the_delved_halls_are_entered_only_at_their_gates(content):
    world = world_map(content)
    halls = [i for i, t in enumerate(world.terrain) if t == "delving" and i not in world.place_at]
    assert halls
    for i in halls:
        x, y = world.cell(i)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                j = world.index((x + dx, y + dy))
                assert (world.terrain[j] in ("delving", "peaks") or j in world.place_at), (world.cell(j), (x, y))


@pytest.mark.rule("3.2.1")
def test_rivers_are_graded_and_the_missing_ones_drawn(content):
    sizes = {r.id: r.size for r in content.rivers.values()}
    assert {sizes[r] for r in ("gladden", "limlight", "celebrant", "entwash", "glanduin", "enchanted_river")} == {
        "minor"}
    assert {sizes[r] for r in ("anduin", "baranduin", "gwathlo", "isen")} == {"major"}
    world = world_map(content)
    mouth = tuple(content.rivers["celduin"].course[-1])
    assert any(world.terrain[world.index((mouth[0] + dx, mouth[1] + dy))] == "lake"
               for dx in (-1, 0, 1) for dy in (-1, 0, 1)), "the Celduin runs into the Sea of Rhûn"


def test_the_redhorn_pass_is_still_the_way_over(content):
    over = route(content, "redhorn_gate", "dimrill_dale")
    assert over.danger >= 4 and "Delved halls" not in {t for leg in over.legs for t in leg.terrain}


# The survey (docs/map.md): (from, to, "road" for the planner's walking route or "line" for the
# straight line between the two cells, Tolkien's miles, the share of them allowed, the source).
# Whatever the share, a pair may be one cell (10 mi) out: no place sits nearer its spot than that.
SURVEY = [
    ("brandywine_bridge", "bree", "road", 50, 0.05, "FotR I.9-10; Fonstad's East Road itinerary"),
    ("bree", "weathertop", "road", 100, 0.05, "FotR I.11; Unfinished Tales, The Hunt for the Ring"),
    ("weathertop", "last_bridge", "road", 110, 0.05, "Fonstad's itinerary; The Return of the Shadow"),
    ("last_bridge", "ford_of_bruinen", "road", 80, 0.05, "Fonstad's itinerary"),
    ("ford_of_bruinen", "rivendell", "road", 8, 0.05, "Fonstad's milepost at the Ford"),
    ("bree", "last_bridge", "road", 210, 0.05, "the itinerary's legs added"),
    ("weathertop", "rivendell", "road", 198, 0.05, "the itinerary's legs added"),
    ("bree", "rivendell", "road", 298, 0.05, "the itinerary's legs added"),
    ("brandywine_bridge", "rivendell", "road", 348, 0.05, "the itinerary's legs added"),
    ("hobbiton", "bywater", "road", 2, 0.05, "the Shire map in FotR: Bywater a mile or two east"),
    ("edoras", "minas_tirith", "road", 306, 0.05, "UT, The Battles of the Fords of Isen; Fonstad"),
    ("moria_west_gate", "dimrill_dale", "road", 40, 0.10, "FotR II.4, Gandalf's forty miles"),
    ("rivendell", "ost_in_edhil", "line", 135, 0.10, "FotR II.3: forty-five leagues as the crow flies"),
    ("orthanc", "fords_of_isen", "line", 30, 0.10, "UT, The Battles of the Fords of Isen; Fonstad"),
    ("bree", "tharbad", "line", 240, 0.10, "Fonstad's Eriador"),
    ("bree", "fornost", "line", 100, 0.10, "Fonstad: the North Downs a hundred miles above Bree"),
    ("esgaroth", "erebor", "line", 30, 0.10, "The Hobbit ch. 10-11: the Mountain some 20 mi past the lake"),
    ("minas_tirith", "osgiliath", "line", 20, 0.10, "RotK V.1: the Rammas four leagues out; Fonstad"),
]


def surveyed(content, start, end, how):
    """The map's miles for a pair of the survey."""
    if how == "line":
        return math.dist(content.places[start].at, content.places[end].at) * content.map.miles_per_cell
    return route(content, start, end).miles


@pytest.mark.rule("3.2.1")
@pytest.mark.parametrize(("start", "end", "how", "miles", "share", "source"), SURVEY,
                         ids=[f"{a}-{b}" for a, b, *_ in SURVEY])
def test_the_map_holds_tolkiens_distances(content, start, end, how, miles, share, source):
    got = surveyed(content, start, end, how)
    assert abs(got - miles) <= max(share * miles, content.map.miles_per_cell), (got, source)


def test_routes_between_places_are_told_in_sensible_legs(content):
    """Every place to a spread of others: legs named by places, crossings, roads and ground (never a
    region's edge), none empty, adding up to the route."""
    places = sorted(content.places)
    for k, start in enumerate(places[::4]):
        for end in places[k % 4::9]:
            if end == start:
                continue
            planned = route(content, start, end)
            assert planned.legs and all(leg.miles > 0 for leg in planned.legs), (start, end)
            assert not any("edge of" in leg.end for leg in planned.legs), (start, end)
            assert sum(leg.days for leg in planned.legs) == pytest.approx(planned.days, abs=0.05 * len(planned.legs))
