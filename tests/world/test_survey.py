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
    """The trail goes over the top, on open mountain from Hollin to the Dimrill Dale, and is perilous."""
    world = world_map(content)
    trail = {i for pair, road in world.roads.items() if road == "redhorn_trail" for i in pair}
    ends = {world.index(tuple(content.places[p].at)) for p in ("ost_in_edhil", "dimrill_dale")}
    assert ends <= trail and world.index(tuple(content.places["redhorn_gate"].at)) in trail
    assert "delving" not in {world.terrain[i] for i in trail}
    assert {world.terrain[i] for i in trail - ends} & {"mountains"}
    assert world.danger(world.index(tuple(content.places["redhorn_gate"].at))) >= 4


# The survey (docs/map.md): (from, to, how, Tolkien's miles, the share of them allowed, the source).
# `how` is "road" for the planner's walking route, "line" for the straight line between the two cells,
# or "south" for how far one lies south of the other (the rows between them). Whatever the share, a
# pair may be one cell (10 mi) out: no place sits nearer its spot than that. The East Road and the
# roads of Rohan are held to 5 %, the rest to 10 %.
ROAD, ROHAN, WILD = 0.05, 0.05, 0.10
SURVEY = [
    # The East Road, Fonstad's itinerary and the texts; the longer pairs add its legs up.
    ("brandywine_bridge", "bree", "road", 50, ROAD, "FotR I.9-10; Fonstad's East Road itinerary"),
    ("bree", "weathertop", "road", 100, ROAD, "FotR I.11; Unfinished Tales, The Hunt for the Ring"),
    ("weathertop", "last_bridge", "road", 110, ROAD, "Fonstad's itinerary; The Return of the Shadow"),
    ("last_bridge", "ford_of_bruinen", "road", 80, ROAD, "Fonstad's itinerary"),
    ("ford_of_bruinen", "rivendell", "road", 8, ROAD, "Fonstad's milepost at the Ford"),
    ("hobbiton", "bywater", "road", 2, ROAD, "the Shire map in FotR: Bywater a mile or two east"),
    ("hobbiton", "brandywine_bridge", "road", 40, ROAD, "Strachey's Shire maps; RotK VI.8's legs"),
    ("bree", "last_bridge", "road", 210, ROAD, "the itinerary's legs added"),
    ("weathertop", "rivendell", "road", 198, ROAD, "the itinerary's legs added"),
    ("bree", "rivendell", "road", 298, ROAD, "the itinerary's legs added"),
    ("brandywine_bridge", "rivendell", "road", 348, ROAD, "the itinerary's legs added"),
    ("brandywine_bridge", "weathertop", "road", 150, ROAD, "the itinerary's legs added"),
    ("brandywine_bridge", "last_bridge", "road", 260, ROAD, "the itinerary's legs added"),
    ("bree", "ford_of_bruinen", "road", 290, ROAD, "the itinerary's legs added"),
    ("weathertop", "ford_of_bruinen", "road", 190, ROAD, "the itinerary's legs added"),
    ("hobbiton", "bree", "road", 90, ROAD, "the legs above added"),
    ("hobbiton", "weathertop", "road", 190, ROAD, "the legs above added"),
    ("hobbiton", "last_bridge", "road", 300, ROAD, "the legs above added"),
    ("hobbiton", "ford_of_bruinen", "road", 380, ROAD, "the legs above added"),
    ("hobbiton", "rivendell", "road", 388, ROAD, "the legs above added"),
    # The roads of Rohan and Gondor.
    ("edoras", "minas_tirith", "road", 306, ROHAN, "RotK V.3, a hundred and two leagues; Strachey"),
    ("fords_of_isen", "edoras", "road", 135, ROHAN, "Strachey, Journeys of Frodo: some 135 mi"),
    ("fords_of_isen", "minas_tirith", "road", 440, ROHAN, "Strachey: Shadowfax's ride, around 440 mi"),
    ("orthanc", "fords_of_isen", "road", 30, ROHAN, "Strachey: 30 mi from Isengard to the Fords"),
    ("edoras", "osgiliath", "road", 326, ROHAN, "the legs above and RotK V.1's causeway added"),
    ("fords_of_isen", "osgiliath", "road", 460, ROHAN, "the legs above and RotK V.1's causeway added"),
    # Ways and lines in the wild.
    ("moria_west_gate", "dimrill_dale", "road", 40, WILD, "FotR II.4, Gandalf's forty miles"),
    ("redhorn_gate", "moria_west_gate", "line", 15, WILD, "FotR II.4: the Gate 15 mi as the crow flies"),
    ("rivendell", "ost_in_edhil", "line", 135, WILD, "FotR II.3: forty-five leagues as the crow flies"),
    ("orthanc", "fords_of_isen", "line", 30, WILD, "UT, The Battles of the Fords of Isen; Fonstad"),
    ("edoras", "fords_of_isen", "line", 120, WILD, "TT III.7: forty leagues and more as a bird flies"),
    ("bree", "tharbad", "line", 240, WILD, "Fonstad's Eriador"),
    ("bree", "fornost", "line", 100, WILD, "Fonstad: the North Downs a hundred miles above Bree"),
    ("brandywine_bridge", "bree", "line", 40, WILD, "FotR Prologue: Bree some forty miles east of the Shire"),
    ("bywater", "tuckborough", "line", 14, WILD, "RotK VI.8: fourteen miles or so over the fields"),
    ("esgaroth", "erebor", "line", 30, WILD, "The Hobbit ch. 10-11: the Mountain some 20 mi past the lake"),
    ("minas_tirith", "osgiliath", "line", 20, WILD, "RotK V.1: the Rammas four leagues out; Fonstad"),
    # North and south: Letter 294 sets Hobbiton and Rivendell at Oxford's latitude, Minas Tirith
    # 600 miles south at Florence's.
    ("hobbiton", "rivendell", "south", 0, WILD, "Letters 294: both at the latitude of Oxford"),
    ("hobbiton", "minas_tirith", "south", 600, WILD, "Letters 294: Minas Tirith 600 miles south"),
    ("rivendell", "minas_tirith", "south", 600, WILD, "Letters 294: Minas Tirith 600 miles south"),
]


def surveyed(content, start, end, how):
    """The map's miles for a pair of the survey."""
    a, b = content.places[start].at, content.places[end].at
    if how == "line":
        return math.dist(a, b) * content.map.miles_per_cell
    if how == "south":
        return abs(b[1] - a[1]) * content.map.miles_per_cell
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


@pytest.mark.rule("3.2.1")
def test_the_shire_is_forty_leagues_by_fifty(content):
    """FotR Prologue: forty leagues from the Far Downs to the Brandywine Bridge, fifty from the northern
    moors to the marshes in the south; Sarn Ford at its southern corner on the river."""
    world = world_map(content)
    shire = [world.cell(i) for i, region in enumerate(world.region) if region == "shire"]
    bridge = tuple(content.places["brandywine_bridge"].at)
    west = min(x for x, y in shire if y == bridge[1])
    rows = {y for _, y in shire}
    assert (bridge[0] - west) * content.map.miles_per_cell == pytest.approx(120, rel=0.10)
    assert (max(rows) - min(rows) + 1) * content.map.miles_per_cell == pytest.approx(150, rel=0.10)
    ford = content.places["sarn_ford"].at
    assert abs(ford[1] - max(rows)) <= 1 and world.region_name(world.index(tuple(content.places["emyn_beraid"].at))) != "The Shire"
