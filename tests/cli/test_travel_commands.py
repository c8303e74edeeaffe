"""`thirdage route`, `thirdage travel pace` and `thirdage places` (GUIDE §3)."""

from __future__ import annotations

import pytest

ROUTE_KEYS = {"from", "to", "mode", "miles", "days", "legs", "river_crossings"}
LEG_KEYS = {"from", "to", "miles", "days", "terrain"}


def test_route_json_has_the_guide_keys(thirdage):
    result = thirdage("route", "Bree", "rivendell", "--json")
    assert result.code == 0, result.err
    data = result.json
    assert ROUTE_KEYS <= set(data)
    assert data["from"] == "bree" and data["to"] == "rivendell" and data["mode"] == "walk"
    assert all(LEG_KEYS <= set(leg) for leg in data["legs"])
    assert {c["river"] for c in data["river_crossings"]} == {"Mitheithel", "Bruinen"}
    assert sum(leg["miles"] for leg in data["legs"]) == pytest.approx(data["miles"], abs=0.5)


def test_route_prints_legs(thirdage):
    result = thirdage("route", "hobbiton", "bree")
    assert result.code == 0
    assert "Hobbiton to Bree (walk)" in result.out and "Brandywine Bridge" in result.out


@pytest.mark.rule("3.2.1")
def test_route_riding_is_faster_than_walking(thirdage):
    walk = thirdage("route", "edoras", "minas_tirith", "--json").json
    ride = thirdage("route", "edoras", "minas_tirith", "--mode", "cavalry", "--json").json
    assert ride["days"] == pytest.approx(walk["days"] / 2, rel=0.01)


def test_route_unknown_place_suggests(thirdage):
    result = thirdage("route", "bree", "rivendel")
    assert result.code == 2
    assert "did you mean 'rivendell'" in result.err


@pytest.mark.rule("3.2.1")
def test_route_riding_without_mounts_exits_2(thirdage, tmp_path):
    hero = tmp_path / "bilbo.json"
    made = thirdage("hero", "new", "--race", "hobbit", "--background", "burglar", "--name", "Bilbo", "--seed", "1",
                    "--out", hero)
    assert made.code == 0, made.err
    result = thirdage("route", "hobbiton", "rivendell", "--mode", "ride", "--hero", hero)
    assert result.code == 2
    assert "Bilbo has no mount" in result.err


@pytest.mark.rule("G4.8")
def test_route_with_a_ranger_is_not_slowed_by_mirkwood(thirdage, tmp_path):
    ranger = tmp_path / "ranger.json"
    assert thirdage("hero", "new", "--race", "human", "--nation", "dunedain", "--background", "ranger",
                    "--seed", "2", "--out", ranger).code == 0
    plain = thirdage("route", "rhosgobel", "elvenking_halls", "--json").json
    wise = thirdage("route", "rhosgobel", "elvenking_halls", "--hero", ranger, "--json").json
    assert wise["days"] < plain["days"]


def test_route_bad_hero_file_exits_2(thirdage, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    result = thirdage("route", "bree", "rivendell", "--hero", bad)
    assert result.code == 2 and "bad.json" in result.err


@pytest.mark.rule("G4.8")
@pytest.mark.parametrize("args, miles", [
    (["--mode", "walk"], 15), (["--mode", "march", "--terrain", "forest,hills"], 24 * 4 / 9),
    (["--mode", "walk", "--terrain", "forest", "--road"], 15),
    (["--mode", "ride", "--terrain", "forest", "--race", "avari"], 20),
    (["--mode", "walk", "--terrain", "forest", "--background", "woodsman"], 15),
    (["--mode", "cavalry", "--terrain", "mountains"], 10),
    (["--mode", "walk", "--terrain", "Wooded hills", "--road"], 10),
])
def test_travel_pace(thirdage, args, miles):
    result = thirdage("travel", "pace", *args, "--json")
    assert result.code == 0, result.err
    assert result.json["miles_per_day"] == pytest.approx(miles, abs=0.01)


def test_travel_pace_unknown_terrain_exits_2(thirdage):
    result = thirdage("travel", "pace", "--mode", "walk", "--terrain", "forrest")
    assert result.code == 2 and "did you mean" in result.err


def test_places_lists_at_least_fifty(thirdage):
    result = thirdage("places", "--json")
    assert result.code == 0
    ids = {p["id"] for p in result.json}
    assert len(ids) >= 50 and {"rhosgobel", "rivendell", "erebor", "minas_tirith"} <= ids
    assert thirdage("places").out.count("\n") == len(ids)


def test_a_mod_with_a_road_into_the_sea_is_left_out(thirdage, tmp_path):
    mod = tmp_path / "mod"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: wet_road\nname: Wet road\nversion: '1.0'\n")
    (mod / "roads.yaml").write_text("- {id: wet_road, name: Wet road, via: [grey_havens, [0, 30]]}\n")
    result = thirdage("places", "--mod", mod)
    assert result.code == 0 and "grey_havens" in result.out
    assert "warning: mod left out:" in result.err and "roads.yaml:1:3: error: road 'wet_road': cell [8, 30] is sea" \
        in result.err
    assert thirdage("validate", "--mod", mod).code == 1


def test_a_march_says_why_its_total_is_more_than_its_legs(thirdage):
    """The legs are at a fresh march's pace; the total counts each day in a row tiring (house rule)."""
    said = thirdage("route", "carrock", "rhosgobel", "--mode", "march")
    assert said.code == 0
    lines = said.out.splitlines()
    assert lines[0].endswith("86.6 miles, 5.28 days, danger up to 2")
    assert "fresh march's pace (4.05 days)" in lines[1] and "3 miles fewer" in lines[1] and "so 5.28 days" in lines[1]
    data = thirdage("route", "carrock", "rhosgobel", "--mode", "march", "--json").json
    assert (data["fresh_days"], data["days"]) == (4.05, 5.28) and sum(leg["days"] for leg in data["legs"]) == 4.05
    walked = thirdage("route", "carrock", "rhosgobel", "--mode", "walk").out
    assert "tires" not in walked
    pace = thirdage("travel", "pace", "--mode", "march").out
    assert pace.startswith("24 miles a day, on the first day of a march") and "(24, 21, 18, 15..." in pace


@pytest.mark.rule("G4.8")
def test_route_by_boat_down_the_anduin_names_its_portages(thirdage):
    boat = thirdage("route", "lothlorien", "rauros", "--mode", "boat", "--json")
    assert boat.code == 0, boat.err
    walk = thirdage("route", "lothlorien", "rauros", "--json").json
    assert boat.json["days"] < walk["days"]
    portages = [c for c in boat.json["river_crossings"] if c["how"] == "portage"]
    assert [c["at"] for c in portages] == ["the portage-way of Sarn Gebir", "the portage-way round Rauros"]
