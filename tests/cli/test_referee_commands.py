"""`thirdage bestiary`, `thirdage resolve attack` and `thirdage encounter preview` (GUIDE §3)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from heroes import starting_dwarf

from thirdage_tui.content import load_content
from thirdage_tui.engine.herofile import hero_json

BLOW_KEYS = {"attack_roll", "target", "hit", "critical", "fumble", "parry_roll", "parried", "location",
             "damage_rolls", "damage", "armour", "damage_taken", "effects"}


@pytest.fixture(scope="module")
def hero_file(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("heroes") / "borin.json"
    path.write_text(json.dumps(hero_json(starting_dwarf(), load_content())), encoding="utf-8")
    return path


def test_bestiary_list_json(thirdage):
    result = thirdage("bestiary", "list", "--json")
    assert result.code == 0
    rows = {row["id"]: row for row in result.json}
    assert rows["balrog"]["legendary"] and not rows["goblin"]["legendary"]


def test_bestiary_show_gives_the_hero_sheet_keys(thirdage):
    data = thirdage("bestiary", "show", "hill_troll", "--json").json
    for key in ("attributes", "abilities", "defence", "hit_points", "damage_bonus", "locations", "armour", "move",
                "weapons", "skills", "habitats", "danger", "specials"):
        assert key in data
    assert data["weapons"][0].keys() >= {"id", "name", "attack", "parry", "damage", "strike_rank"}


def test_bestiary_show_seed_rolls_one_individual_reproducibly(thirdage):
    first = thirdage("bestiary", "show", "Goblin", "--seed", "5", "--json").json
    assert first == thirdage("bestiary", "show", "goblin", "--seed", "5", "--json").json
    assert first["seed"] == 5


def test_bestiary_show_unknown_creature(thirdage):
    result = thirdage("bestiary", "show", "goblinn")
    assert result.code == 2 and "goblin" in result.err


@pytest.mark.rule("3.4.3")
def test_resolve_attack_json_and_roll_order(thirdage, hero_file):
    result = thirdage("resolve", "attack", "--attacker", hero_file, "--weapon", "One-handed Axe", "--defender",
                      "bestiary:goblin", "--parry", "none", "--rolls", "4,12,7,3", "--json")
    assert result.code == 0, result.err
    blow = result.json
    assert BLOW_KEYS <= blow.keys()
    assert (blow["attack_roll"], blow["location"], blow["damage_rolls"], blow["damage"]) == (4, "chest", [7, 3], 10)
    assert blow["damage_taken"] == 10 - blow["armour"]


def test_resolve_attack_parried_by_a_weapon_needs_no_location(thirdage):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                      "--defender", "bestiary:bandit", "--parry", "one_handed_sword", "--rolls", "2,1", "--json")
    assert result.code == 0, result.err
    assert result.json["parried"] and result.json["location"] is None


def test_resolve_attack_text(thirdage):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                      "--defender", "bestiary:bandit", "--parry", "none", "--rolls", "15")
    assert result.code == 0 and "miss" in result.out


@pytest.mark.parametrize("args, message", [
    (["--weapon", "maull"], "did you mean"),
    (["--weapon", "maul"], "does not carry"),
    (["--rolls", "3"], "missing"),
    (["--rolls", "3,12,9"], "d8"),
    (["--rolls", "3,x"], "whole numbers"),
    (["--rolls", "3,12,5,1,1"], "left over"),
    (["--defence", "9"], "Defence"),
    (["--parry", "bow"], "cannot parry"),
])
def test_resolve_attack_bad_input(thirdage, args, message):
    base = {"--weapon": "one_handed_sword", "--rolls": "3,12,5", "--parry": "none"}
    base.update(dict(zip(args[::2], args[1::2], strict=True)))
    flat = [x for pair in base.items() for x in pair]
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--defender", "bestiary:bandit", *flat)
    assert result.code == 2 and message in result.err, result.err


def test_resolve_attack_unknown_defender(thirdage):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "bow", "--defender",
                      "bestiary:gollum", "--rolls", "1")
    assert result.code == 2 and "unknown" in result.err


def test_resolve_attack_missing_hero_file(thirdage, tmp_path):
    result = thirdage("resolve", "attack", "--attacker", tmp_path / "nobody.json", "--weapon", "bow",
                      "--defender", "bestiary:goblin", "--rolls", "1")
    assert result.code == 2 and "hero file" in result.err


def test_encounter_preview_json_and_same_seed_same_output(thirdage, hero_file):
    args = ("encounter", "preview", "--party", hero_file, "--foes", "goblin:2", "--runs", "200", "--seed", "3",
            "--json")
    first = thirdage(*args)
    assert first.code == 0, first.err
    data = first.json
    assert {"runs", "party_wins", "win_rate", "ci95", "rounds", "combatants"} <= data.keys()
    assert data["rounds"].keys() >= {"mean", "p10", "p90"}
    assert set(data["combatants"]) == {"Borin", "Goblin 1", "Goblin 2"}
    assert all({"dies", "incapacitated"} <= fate.keys() for fate in data["combatants"].values())
    assert thirdage(*args).out == first.out


def test_encounter_preview_progress_only_on_a_terminal(thirdage):
    """GUIDE §3: progress goes to stderr only when it is a terminal (here it is not)."""
    result = thirdage("encounter", "preview", "--party", "bestiary:uruk_hai", "--foes", "crebain:1", "--runs",
                      "2000")
    assert result.code == 0 and result.err == "" and "party wins" in result.out


def test_encounter_preview_tells_how_each_run_ended_and_a_sample_fight(thirdage, hero_file):
    result = thirdage("encounter", "preview", "--party", hero_file, "--foes", "goblin:2", "--runs", "100",
                      "--log", "1", "--surprise", "foes", "--terrain", "hills", "--daylight")
    assert result.code == 0, result.err
    assert "hills ground, 10 ft apart, daylight, foes surprised" in result.out
    assert "how the runs ended:" in result.out and "sample fight 1:" in result.out and "R1" in result.out


def test_encounter_preview_jobs_give_the_same_output(thirdage, hero_file):
    args = ("encounter", "preview", "--party", hero_file, "--foes", "wolf:2", "--runs", "120", "--json")
    assert thirdage(*args, "--jobs", "2").out == thirdage(*args).out


@pytest.mark.parametrize("option, message", [
    (["--precision", "0"], "above 0 and below 0.5"), (["--precision", "0.5"], "above 0 and below 0.5"),
    (["--jobs", "0"], "--jobs must be from 1"), (["--jobs", "999"], "--jobs must be from 1"),
    (["--terrain", "swamp"], "open, forest"), (["--range", "-5"], "--range (--distance) must be from 0"),
    (["--log", "21"], "--log must be from 0"), (["--surprise", "both"], "invalid choice"),
])
def test_encounter_preview_bad_options(thirdage, option, message):
    result = thirdage("encounter", "preview", "--party", "bestiary:uruk_hai", "--foes", "goblin:1", "--runs", "5",
                      *option)
    assert result.code == 2 and message in result.err, result.err


def test_warg_riders_bring_their_wargs(thirdage):
    data = thirdage("encounter", "preview", "--party", "bestiary:uruk_hai", "--foes", "warg_rider:1", "--runs", "5",
                    "--json").json
    assert set(data["combatants"]) == {"Uruk-hai", "Warg Rider", "Warg"}


@pytest.mark.parametrize("foes, message", [("goblin:0", "from 1 to 50"), ("goblin:51", "from 1 to 50"),
                                           ("goblin", "ID:N"), ("goblin:x", "whole number"), ("gobbo:2", "goblin")])
def test_encounter_preview_bad_foes(thirdage, foes, message):
    result = thirdage("encounter", "preview", "--party", "bestiary:uruk_hai", "--foes", foes, "--runs", "5")
    assert result.code == 2 and message in result.err, result.err


def test_encounter_preview_zero_runs(thirdage):
    result = thirdage("encounter", "preview", "--party", "bestiary:uruk_hai", "--foes", "goblin:1", "--runs", "0")
    assert result.code == 2 and "--runs" in result.err
