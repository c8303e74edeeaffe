"""`thirdage hero new` and `thirdage hero show` (GUIDE §3), including bad input (exit 2)."""

from __future__ import annotations

import json

import pytest

HERO_KEYS = {"name", "race", "nation", "background", "attributes", "abilities", "defence", "hit_points",
             "damage_bonus", "locations", "armour", "move", "enc", "weapons", "skills", "hero_magic", "spells",
             "silver", "equipment"}
LOCATIONS = {"right_leg", "left_leg", "abdomen", "chest", "right_arm", "left_arm", "head"}
ATTRS = "STR=12,CON=11,SIZ=9,INT=13,POW=10,DEX=14,CHA=12"


def test_hero_new_json_has_the_contract_keys(thirdage):
    result = thirdage("hero", "new", "--race", "hobbit", "--background", "burglar", "--seed", "7", "--json")
    assert result.code == 0, result.err
    hero = result.json
    assert HERO_KEYS <= set(hero)
    assert set(hero["attributes"]) == {"STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"}
    assert set(hero["abilities"]) == {"attack", "parry", "defence", "perception", "stealth", "manipulation",
                                      "knowledge", "persuasion"}
    assert set(hero["locations"]) == LOCATIONS and set(hero["armour"]) == LOCATIONS
    assert set(hero["enc"]) >= {"carried", "max"}
    for weapon in hero["weapons"]:
        assert set(weapon) >= {"id", "name", "attack", "parry", "damage", "strike_rank"}


def test_same_seed_same_hero(thirdage):
    args = ("hero", "new", "--race", "avari", "--background", "woodsman", "--seed", "42", "--json")
    assert thirdage(*args).json == thirdage(*args).json


def test_choices_given_are_kept(thirdage):
    result = thirdage("hero", "new", "--race", "Human", "--nation", "Bree", "--background", "Light Infantry",
                      "--attributes", ATTRS, "--weapons", "Shortbow,Javelin,Light Shield",
                      "--skills", "Hide in Cover,Climbing,Jumping,Spot Hidden,Spot Traps", "--name", "Tom Heathertoes",
                      "--json")
    assert result.code == 0, result.err
    hero = result.json
    assert hero["name"] == "Tom Heathertoes" and hero["nation"] == "bree" and hero["background"] == "light_infantry"
    assert hero["attributes"]["DEX"] == 14
    assert [w["id"] for w in hero["weapons"]][:1] == ["bow"]
    assert hero["skills"]["Hide in Cover"] == 16


def test_out_then_show_round_trips(thirdage, tmp_path):
    path = tmp_path / "dori.json"
    made = thirdage("hero", "new", "--race", "dwarf", "--background", "miner", "--seed", "5", "--out", path,
                    "--json")
    assert made.code == 0, made.err
    assert json.loads(path.read_text()) == made.json and made.json["format"] == "thirdage-hero"
    shown = thirdage("hero", "show", path, "--json")
    assert shown.code == 0 and shown.json == made.json
    text = thirdage("hero", "show", path)
    assert text.code == 0 and "Hit points" in text.out and "Weapon" in text.out


@pytest.mark.parametrize("args, expected", [
    (("--race", "ent", "--background", "ranger"), "unknown race 'ent'"),
    (("--race", "hobit", "--background", "burglar"), "did you mean 'hobbit'"),
    (("--race", "human", "--nation", "gondr", "--background", "ranger"), "did you mean 'gondor'"),
    (("--race", "human", "--nation", "bree", "--background", "mage"), "mage"),
    (("--race", "dwarf", "--background", "burglar"), "burglar"),
    (("--race", "dwarf", "--background", "miner", "--attributes", ATTRS.replace("SIZ=9", "SIZ=14")), "SIZ"),
    (("--race", "human", "--nation", "gondor", "--background", "ranger", "--attributes",
      ATTRS.replace("STR=12", "STR=19")), "STR"),
    (("--race", "human", "--nation", "gondor", "--background", "ranger", "--attributes", "STR=12"), "missing"),
    (("--race", "human", "--nation", "gondor", "--background", "ranger", "--weapons", "Warhammer,Dagger,Longbow"),
     "warhammer"),
    (("--race", "human", "--nation", "gondor", "--background", "ranger", "--skills",
      "Lock-picking,Climbing,Jumping,Survival,Tracking"), "lock"),
])
def test_bad_choices_exit_2_naming_the_problem(thirdage, args, expected):
    result = thirdage("hero", "new", *args)
    assert result.code == 2
    assert expected.lower() in result.err.lower()
    assert result.out == ""


def test_show_refuses_bad_files(thirdage, tmp_path):
    missing = thirdage("hero", "show", tmp_path / "nobody.json")
    assert missing.code == 2 and "cannot read" in missing.err
    (tmp_path / "junk.json").write_text("{not json")
    junk = thirdage("hero", "show", tmp_path / "junk.json")
    assert junk.code == 2 and "not JSON" in junk.err
    (tmp_path / "odd.json").write_text('{"state": {"name": "X"}}')
    odd = thirdage("hero", "show", tmp_path / "odd.json")
    assert odd.code == 2 and "not a valid hero file" in odd.err


def test_hero_file_with_unknown_content_is_refused(thirdage, tmp_path):
    path = tmp_path / "h.json"
    assert thirdage("hero", "new", "--race", "sindar", "--background", "ranger", "--seed", "1", "--out", path).code == 0
    data = json.loads(path.read_text())
    data["state"]["race"] = "ent"
    path.write_text(json.dumps(data))
    result = thirdage("hero", "show", path)
    assert result.code == 2 and "ent" in result.err


def test_never_writes_into_content(thirdage):
    from thirdage_tui.content.paths import base_content_dir

    target = base_content_dir() / "hero.json"
    result = thirdage("hero", "new", "--race", "hobbit", "--background", "burglar", "--out", target)
    assert result.code == 2 and not target.exists()


@pytest.mark.parametrize("race, nation, background", [
    ("human", "gondor", "heavy_cavalry"), ("human", "rohirrim", "light_cavalry"), ("human", "gondor", "heavy_infantry"),
    ("human", "lakepeople", "medium_infantry"), ("human", "bree", "light_infantry"), ("human", "dunedain", "ranger"),
    ("human", "beorning", "woodsman"), ("dwarf", None, "miner"), ("hobbit", None, "burglar"),
    ("noldor", None, "mage"), ("sindar", None, "medium_infantry"), ("avari", None, "light_infantry"),
    ("dwarf", None, "heavy_infantry"), ("dwarf", None, "medium_infantry"),
])
def test_every_background_makes_a_hero(thirdage, race, nation, background):
    args = ["hero", "new", "--race", race, "--background", background, "--seed", "11", "--json"]
    if nation:
        args += ["--nation", nation]
    result = thirdage(*args)
    assert result.code == 0, result.err
    assert result.json["background"] == background


@pytest.mark.rule("2.2.4")
def test_hero_new_warns_of_a_fragile_hero(thirdage, tmp_path):
    frail = ("hero", "new", "--race", "sindar", "--background", "ranger",
             "--attributes", "STR=8,CON=4,SIZ=6,INT=12,POW=9,DEX=16,CHA=13")
    made = thirdage(*frail, "--out", tmp_path / "pip.json")
    assert made.code == 0 and "note: Fragile: 3 hit points, 1 in the right arm and the left arm" in made.err
    assert thirdage(*frail, "--json").json["hit_points"] == 3
    assert "Fragile" not in thirdage("hero", "new", "--race", "hobbit", "--background", "burglar",
                                     "--attributes", ATTRS).err
