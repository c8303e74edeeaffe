"""Careless input to every command: a clear one-line message naming what was wrong and what was
expected, exit 2 (1 for a save that will not load), never a traceback, never silence (GUIDE §3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.content import load_content
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.persistence import campaigns

NEW = ("hero", "new", "--race", "human", "--nation", "gondor", "--background", "heavy_infantry", "--seed", "1")
MAGIC = ("hero", "new", "--race", "human", "--background", "ranger", "--hero-magic")
ATTRS = "STR={},CON=12,SIZ=12,INT=12,POW=12,DEX=12,CHA=12"
PREVIEW = ("encounter", "preview", "--party", "{hero}", "--runs", "2")
RESOLVE = ("resolve", "attack", "--attacker", "{hero}", "--weapon", "one_handed_axe", "--rolls", "3,20,5,5")


@pytest.fixture(scope="module")
def place(tmp_path_factory) -> dict[str, str]:
    """Things to point the commands at: a good hero file, a plain file, a folder, bad JSON."""
    root = tmp_path_factory.mktemp("bad_input")
    (root / "hero.json").write_text(json.dumps(hero_json(starting_dwarf(), load_content())), encoding="utf-8")
    (root / "plain").write_text("not a folder")
    (root / "folder").mkdir()
    (root / "deep.json").write_text("[" * 100_000 + "]" * 100_000)
    (root / "binary.json").write_bytes(bytes(range(256)))
    return {"hero": f"{root}/hero.json", "plain": f"{root}/plain", "folder": f"{root}/folder",
            "deep": f"{root}/deep.json", "binary": f"{root}/binary.json", "missing": f"{root}/nowhere"}


def run_with(thirdage, place, *args):
    return thirdage(*(a.format(**place) for a in args))


@pytest.mark.parametrize("args, message", [
    # an empty path would quietly mean the current folder
    (("hero", "show", ""), "argument file: expected a path, got an empty string"),
    (("schema", "--out", ""), "argument --out: expected a path"),
    (("saves", "list", "--saves", ""), "argument --saves: expected a path"),
    (("validate", ""), "argument PATH: expected a path"),
    # --mod names a folder that is there
    (("bestiary", "list", "--mod", "{missing}"), "argument --mod: {missing}: no such folder"),
    (("places", "--mod", "{plain}", "--json"), "argument --mod: {plain}: not a folder"),
    # an empty choice is a choice, not a silence
    ((*NEW, "--nation", ""), "unknown nation ''"),
    ((*NEW, "--name", ""), "a name has 1-60 printable characters"),
    ((*NEW, "--name", "Bor\x1b[31min"), "a name has 1-60 printable characters"),
    ((*NEW, "--attributes", ""), "give all seven"),
    ((*NEW, "--weapons", ""), "0 weapons chosen"),
    ((*NEW, "--skills", ""), "0 skills chosen"),
    (("travel", "pace", "--mode", "walk", "--race", ""), "unknown race ''"),
    (("resolve", "attack", "--attacker", "{hero}", "--weapon", "one_handed_axe", "--defender", "", "--rolls", "3"),
     "--defender expects a hero file or bestiary:ID, got an empty string"),
    # numbers are plain whole numbers
    ((*NEW, "--attributes", ATTRS.format("²")), "'STR=²' is not NAME=NUMBER"),
    ((*MAGIC, "shield=²"), "the level is a whole number"),
    ((*MAGIC, "shield=1,Shield=2"), "Shield given twice"),
    ((*PREVIEW, "--foes", "goblin:²"), "the count must be a whole number from 1 to 50"),
    ((*PREVIEW, "--foes", "goblin:3:4"), "'goblin:3:4': the count must be a whole number from 1 to 50"),
    ((*PREVIEW, "--foes", "goblin:30,Goblin:30", "--json"), "names 60 of goblin in all; at most 50"),
    ((*PREVIEW, "--foes", "goblin:1", "--runs", "1000000"), "--runs must be from 1 to 100000"),
    ((*PREVIEW, "--foes", "goblin:1", "--distance", "5000"), "--range (--distance) must be from 0 to 250 feet"),
    # --parry is checked as --parry, with a did-you-mean
    ((*RESOLVE, "--defender", "bestiary:goblin", "--parry", "shieldd"),
     "--parry: unknown weapon 'shieldd'; did you mean 'light_shield'? (Goblin carries:"),
    # hero files that cannot be read
    (("hero", "show", "{deep}"), "not a valid hero file: not JSON the game can read: nested too deeply"),
    (("hero", "show", "{binary}", "--json"), "not a valid hero file: not UTF-8 text"),
    # writing where it cannot be written
    ((*NEW, "--out", "{plain}/hero.json"), "cannot write the hero file {plain}/hero.json: a file is in the way"),
    ((*NEW, "--out", "{folder}"), "cannot write the hero file {folder}: it is a folder; expected a file"),
    (("schema", "--out", "{plain}"), "cannot write schemas to {plain}: a file is in the way of a folder"),
    (("saves", "list", "--saves", "{plain}"), "the saves folder {plain} is a file; expected a folder"),
    (("play", "--saves", "{plain}"), "the saves folder {plain} is a file"),
    (("play", "--saves", "{plain}/saves"), "cannot write saves to {plain}/saves: a file is in the way"),
])
def test_bad_usage_exits_2_with_one_clear_line(thirdage, place, args, message):
    result = run_with(thirdage, place, *args)
    assert result.code == 2, result.err
    assert message.format(**place) in result.err
    assert "Traceback" not in result.err
    if "--json" in args:  # the error is a JSON document on stdout too
        assert json.loads(result.out) == {"ok": False, "error": result.err.splitlines()[-1].removeprefix(
            "thirdage: error: "), "exit": 2}
    else:
        assert result.out == ""
    assert len(result.err.strip().splitlines()) <= 3  # argparse adds its usage lines


@pytest.mark.parametrize("state, message", [
    ({"attributes": {"STR": 0}}, "attributes: STR 0 is outside 3-"),
    ({"attributes": {"STR": 1}}, "attributes: STR 1 is outside 3-"),
    ({"attributes": {"STR": 10**9}}, "state.attributes.STR: expected a whole number from 0 to 10,000"),
    ({"silver": -5}, "state.silver: expected a whole number from 0 to 1,000,000,000, got -5"),
    ({"silver": 10**14}, "state.silver: expected a whole number from 0 to 1,000,000,000"),
    ({"skills": {"climb": 10**14}}, "state.skills.climb: expected a whole number from 0 to 10,000"),
    ({"pow_spent": -1}, "state.pow_spent: expected a whole number from 0"),
    ({"name": ""}, "a name has 1-60 printable characters"),
    ({"name": "Borin\n\x07"}, "a name has 1-60 printable characters"),
])
def test_a_hero_file_out_of_bounds_is_refused(thirdage, place, tmp_path, state, message):
    data = json.loads(Path(place["hero"]).read_text())
    for key, value in state.items():
        data["state"][key] = data["state"][key] | value if isinstance(value, dict) else value
    path = tmp_path / "hero.json"
    path.write_text(json.dumps(data))
    result = thirdage("hero", "show", path)
    assert result.code == 2 and "is not a valid hero file" in result.err and message in result.err


def test_foes_named_twice_are_one_band(thirdage, place):
    result = run_with(thirdage, place, *PREVIEW, "--foes", "goblin:2,Goblin:1", "--json")
    assert result.code == 0
    assert [n for n in result.json["combatants"] if n.startswith("Goblin")] == ["Goblin 1", "Goblin 2", "Goblin 3"]


@pytest.fixture
def saved(content, tmp_path) -> Path:
    return campaigns.save(new_campaign(content, starting_ranger(), 12), content, tmp_path / "saves")


def _rewrite(path: Path, change) -> None:
    document = json.loads(path.read_text())
    change(document)
    document["checksum"] = campaigns.checksum(document["campaign"])
    path.write_text(json.dumps(document))


@pytest.mark.parametrize("damage, message", [
    (lambda p: p.write_text("[" * 100_000), "the file is damaged (not JSON the game can read: nested too deeply)"),
    (lambda p: p.write_bytes(b"\xff\xfe\x00junk"), "the file is damaged (not UTF-8 text)"),
    (lambda p: _rewrite(p, lambda d: d["campaign"].pop("heroes")),
     "halbarad.json: the campaign data is damaged (no 'heroes')"),
])
def test_a_save_that_cannot_be_read_exits_1_saying_why(thirdage, saved, damage, message):
    damage(saved)
    result = thirdage("saves", "check", saved)
    assert result.code == 1 and message in result.err and "Traceback" not in result.err


def test_a_folder_is_not_a_save(thirdage, tmp_path):
    result = thirdage("saves", "check", tmp_path)
    assert result.code == 1 and "cannot be read (Is a directory)" in result.err


def test_listing_reports_a_damaged_summary_and_skips_a_bottomless_tale(thirdage, saved):
    _rewrite(saved, lambda d: d.update(summary="lost"))
    (saved.parent / "fallen").mkdir()
    (saved.parent / "fallen" / "deep.json").write_text("[" * 100_000)
    result = thirdage("saves", "list", "--saves", saved.parent)
    assert result.code == 0
    assert "halbarad.json: the file is damaged (its summary is not a JSON object)" in result.out
    assert "fallen:" not in result.out


def test_validate_names_a_loose_file_by_its_own_name(thirdage, tmp_path):
    path = tmp_path / "monsters.yaml"
    path.write_text("- id: x\n")
    result = thirdage("validate", path)
    assert result.code == 1 and "unknown kind of content 'monsters'; did you mean 'mounts'?" in result.err


def test_a_new_hero_never_overwrites_a_save(thirdage, saved):
    before = saved.read_bytes()
    result = thirdage(*NEW, "--out", saved, "--force")
    assert result.code == 2 and "refusing to overwrite" in result.err and "not a hero file" in result.err
    assert saved.read_bytes() == before


def test_a_new_hero_replaces_a_file_only_when_forced(thirdage, tmp_path):
    """As `table new`: a file already at --out is kept unless --force is given."""
    path = tmp_path / "hero.json"
    assert thirdage(*NEW, "--out", path).code == 0
    before = path.read_bytes()
    refused = thirdage(*NEW, "--name", "Borin", "--out", path)
    assert refused.code == 2 and "already there; give --force to replace it" in refused.err
    assert path.read_bytes() == before
    assert thirdage(*NEW, "--name", "Borin", "--out", path, "--force").code == 0
    assert json.loads(path.read_text())["name"] == "Borin"


def test_an_edit_written_elsewhere_replaces_a_file_only_when_forced(thirdage, tmp_path):
    hero, other = tmp_path / "hero.json", tmp_path / "other.json"
    assert thirdage(*NEW, "--out", hero).code == 0
    assert thirdage(*NEW, "--out", other).code == 0
    refused = thirdage("hero", "edit", hero, "--pow-spent", "1", "--out", other)
    assert refused.code == 2 and "already there" in refused.err
    assert thirdage("hero", "edit", hero, "--pow-spent", "1", "--out", other, "--force").code == 0
    assert thirdage("hero", "edit", hero, "--pow-spent", "1").code == 0


def test_listing_passes_over_broken_links_and_folders(thirdage, saved):
    (saved.parent / "gone.json").symlink_to(saved.parent / "nowhere.json")
    (saved.parent / "odd.json").mkdir()
    (saved.parent / "fallen").mkdir()
    (saved.parent / "fallen" / "gone.json").symlink_to(saved.parent / "nowhere.json")
    result = thirdage("saves", "list", "--saves", saved.parent, "--json")
    assert result.code == 0 and [s["hero"] for s in result.json["saves"]] == ["Halbarad"]


def test_bottomless_settings_are_a_problem_not_a_crash(tmp_path):
    from thirdage_tui.persistence.folder import settings_file
    from thirdage_tui.persistence.player_settings import load_settings

    settings_file(tmp_path).write_text("[" * 100_000)
    assert "nested too deeply" in load_settings(tmp_path)[1][0]
