"""The map content holds together: places, regions, rivers, roads, tables and their references."""

from __future__ import annotations

import pytest

from thirdage_tui.content.loader import load_layers
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.world.map import world_map


def test_at_least_fifty_places_all_on_open_ground(content):
    world = world_map(content)
    assert len(content.places) >= 50
    assert all(world.passable(world.place_cell(p)) for p in content.places.values())


def test_every_dwelling_and_haunt_of_a_personality_is_a_place(content):
    for person in content.personalities.values():
        for place in filter(None, [person.dwells, *person.haunts]):
            assert place in content.places, f"{person.id} dwells at unknown place {place!r}"


def test_the_chronicle_names_places_and_regions_of_the_map(content):
    for entry in content.timeline.values():
        for effect in entry.effects:
            if effect.type == "place":
                assert effect.place in content.places, entry.id
            if effect.type == "danger":
                assert effect.region in content.regions if effect.place is None else effect.place in content.places


def test_every_dangerous_region_has_an_encounter_table(content):
    covered = {r for table in content.encounter_tables.values() for r in table.regions}
    assert {r.id for r in content.regions.values() if r.danger > 0} <= covered


def test_encounter_creatures_are_in_the_bestiary(content):
    if not content.all("bestiary"):
        pytest.skip("no bestiary content yet")
    for table in content.encounter_tables.values():
        for foe in table.foes:
            assert foe.creature in content.bestiary, f"{table.id}: {foe.creature}"


def test_no_place_sits_in_a_river_except_crossings(content):
    world = world_map(content)
    for place in content.places.values():
        river = world.rivers.get(world.place_cell(place))
        assert not river or not river.major or river.crossing, place.id


def test_a_bad_glyph_names_its_row_and_column(tmp_path):
    text = (base_content_dir() / "map.yaml").read_text(encoding="utf-8")
    lines = text.splitlines()
    row = lines.index("terrain: |") + 3
    lines[row] = lines[row][:10] + "?" + lines[row][11:]
    (tmp_path / "map.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    _, errors = load_layers([base_content_dir(), tmp_path])
    assert any("terrain row 3, column 9: glyph '?' is not in the legend" in e.message for e in errors), errors


def test_the_chronicle_moves_a_regions_danger_within_bounds(content):
    from thirdage_tui.world.map import world_map

    world = world_map(content)
    i = next(i for i, region in enumerate(world.region)
             if region and i not in world.place_at and content.regions[region].danger == 3)
    region = world.region[i]
    assert world.danger(i, {region: 1}) == 4
    assert world.danger(i, {region: 9}) == 5 and world.danger(i, {region: -9}) == 0
    assert world.danger(i, {"elsewhere": 2}) == world.danger(i) == 3
