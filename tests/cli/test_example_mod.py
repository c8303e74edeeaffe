"""The worked example of docs/modding.md loads and reaches the bestiary, the map and the chronicle."""

from __future__ import annotations

from pathlib import Path

from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.paths import base_content_dir

MOD = Path(__file__).resolve().parents[2] / "examples" / "mods" / "ettenmoors_watch"


def test_the_example_mod_loads_cleanly_and_adds_one_of_each():
    result = load_with_mods([base_content_dir()], [MOD])
    [report] = result.reports
    assert report.loaded and report.errors == [] and report.warnings == []
    assert report.adds == {"bestiary": ["snow_troll", "snow_troll_elder"], "places": ["hoarwell_watch"],
                           "encounter_tables": ["ettenmoors_snow"], "personalities": ["hirgon_of_the_watch"],
                           "timeline": ["snow_trolls_come_south"], "errands": ["trolls_on_the_fells"]}
    content = result.content
    troll, hill = content.bestiary["snow_troll"], content.bestiary["hill_troll"]
    assert troll.attributes == hill.attributes and troll.natural_armour != hill.natural_armour
    assert content.personalities["hirgon_of_the_watch"].dwells == "hoarwell_watch"


def test_the_example_shows_each_way_of_changing_content():
    """docs/modding.md's worked example: an abstract template, a chain of copies with a relative change,
    a removal and a one-row house rule."""
    result = load_with_mods([base_content_dir()], [MOD])
    [report] = result.reports
    content, base = result.content, load_with_mods([base_content_dir()], []).content
    assert "cold_troll" not in content.bestiary  # the template is never a creature
    elder, troll = content.bestiary["snow_troll_elder"], content.bestiary["snow_troll"]
    assert elder.habitats == troll.habitats == ["ettenmoors", "angmar"]  # from the template, two copies up
    assert (elder.attributes["STR"], elder.attributes["SIZ"]) == ("3D6+22", "3D6+20") and elder.danger == 7
    assert "glorantha" not in content.glossary and report.removes == {"glossary": ["glorantha"]}
    assert content.tables.terrain_multipliers["hills"] == 0.5
    assert content.tables.terrain_multipliers["forest"] == base.tables.terrain_multipliers["forest"]
    assert report.replaces == {"tables": ["terrain_multipliers.hills"]}


def test_validate_accepts_it(thirdage):
    result = thirdage("validate", "--mod", MOD)
    assert result.code == 0, result.err


def test_it_is_on_the_map(thirdage):
    places = thirdage("places", "--mod", MOD, "--json")
    assert places.code == 0
    assert "hoarwell_watch" in {p["id"] for p in places.json}
    route = thirdage("route", "hoarwell_watch", "rivendell", "--mod", MOD, "--json")
    assert route.code == 0 and route.json["to"] in ("rivendell", "Rivendell") and route.json["days"] > 0


def test_found_in_the_mods_folder(thirdage, tmp_path, monkeypatch):
    import shutil

    shutil.copytree(MOD, tmp_path / "mods" / "ettenmoors_watch")
    monkeypatch.setenv("THIRDAGE_SAVES", str(tmp_path / "saves"))
    places = thirdage("places", "--json")
    assert "hoarwell_watch" in {p["id"] for p in places.json}


def test_turned_off_on_the_mods_screen_it_is_left_out_of_the_commands_but_still_validated(thirdage, tmp_path,
                                                                                          monkeypatch):
    import shutil

    from thirdage_tui.persistence.modlist import save_disabled

    shutil.copytree(MOD, tmp_path / "mods" / "ettenmoors_watch")
    (tmp_path / "saves").mkdir()
    save_disabled(tmp_path / "saves", ["ettenmoors_watch"])
    monkeypatch.setenv("THIRDAGE_SAVES", str(tmp_path / "saves"))
    places = thirdage("places", "--json")
    assert places.code == 0 and "hoarwell_watch" not in {p["id"] for p in places.json}
    checked = thirdage("validate")
    assert checked.code == 0 and "in 2 layer(s)" in checked.out


def test_its_patron_offers_its_errand():
    import random

    from thirdage_tui.campaign import errands
    from thirdage_tui.campaign.start import new_campaign
    from thirdage_tui.engine.creation import Draft

    content = load_with_mods([base_content_dir()], [MOD]).content
    draft = Draft(content, random.Random(1))
    draft.set_race("dwarf")
    draft.set_background("heavy_infantry")
    draft.fill_defaults()
    campaign = new_campaign(content, draft.build(), seed=1)
    [offer] = errands.offers(campaign, content, "hirgon_of_the_watch")
    assert (offer.template, offer.target, offer.foe) == ("trolls_on_the_fells", "hoarwell_watch", "snow_troll")


def test_it_is_in_the_bestiary(thirdage):
    listed = thirdage("bestiary", "list", "--mod", MOD, "--json")
    assert listed.code == 0 and "snow_troll" in {c["id"] for c in listed.json}
    shown = thirdage("bestiary", "show", "snow_troll", "--mod", MOD, "--json")
    assert shown.code == 0 and shown.json["armour"]["head"] >= 5
