"""`thirdage bestiary`, `thirdage resolve attack` and `thirdage encounter preview` (GUIDE §3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
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


def test_bestiary_show_and_list_speak_in_words_not_ids(thirdage):
    shown = thirdage("bestiary", "show", "hill_troll").out
    assert "Right leg 8 (4)" in shown and "right_leg" not in shown
    assert "Haunts: The Ettenmoors, The Trollshaws" in shown
    listed = thirdage("bestiary", "list").out
    assert "Dead Marshes" in listed and "dead_marshes" not in listed


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


def test_a_warm_preview_plays_its_fights_without_pydantic(hero_file, tmp_path):
    """Content from the cache is plain records: pydantic, which only validates what is read from YAML,
    costs a preview's start-up nothing (the serial part that `--jobs` cannot share)."""
    code = ("import sys; from thirdage_tui.cli import main\n"
            f"main(['encounter', 'preview', '--party', {str(hero_file)!r}, '--foes', 'mordor_orc:4', '--runs', '20'])\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pydantic', 'pydantic_core', 'yaml')))")
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    cold, warm = (subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env)
                  for _ in range(2))
    *cold_out, cold_modules = cold.stdout.splitlines()
    *warm_out, warm_modules = warm.stdout.splitlines()
    assert warm_out == cold_out and any("party wins" in line for line in warm_out)
    assert "pydantic" in cold_modules and warm_modules == "[]"


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


# -- resolve that teaches (issue 15) -----------------------------------------------------------------

def blow(thirdage, *args):
    result = thirdage("resolve", "attack", *args, "--json")
    assert result.code == 0, result.err
    return result.json


@pytest.mark.rule("G4.6")
def test_the_target_is_told_term_by_term_and_adds_up(thirdage, hero_file):
    data = blow(thirdage, "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender", "bestiary:goblin",
                "--parry", "none", "--skill-mod", "-2", "--rolls", "15")
    terms = {t["term"]: t["value"] for t in data["target_terms"]}
    assert sum(terms.values()) == data["target"] and terms["situation (--skill-mod)"] == -2
    assert "Attack modifier" in terms and "One-handed Axe points" in terms
    assert data["critical_range"][0] == 1 and data["fumble_range"][1] == 20


@pytest.mark.rule("2.2.3")
def test_the_defence_shared_is_told_only_of_a_defender_who_has_some(thirdage, hero_file):
    none = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                    "--defender", hero_file, "--parry", "none", "--rolls", "15")
    assert none.code == 0 and "Defence" not in none.out and "Borin's Defence" not in none.out
    mage = Path(__file__).resolve().parents[2] / "examples" / "heroes" / "elwen.json"
    data = blow(thirdage, "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword", "--defender", mage,
                "--defence", "2", "--parry", "none", "--rolls", "15")
    assert (data["defence_used"], data["defence_left"], data["defence_of"]) == (2, 1, 3)
    assert {"term": "Elwen's Defence", "value": -2} in data["target_terms"]
    text = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                    "--defender", mage, "--defence", "2", "--parry", "none", "--rolls", "15").out
    assert "Elwen's Defence 3: 2 put against Goblin, 1 not yet put against anyone" in text


@pytest.mark.rule("G4.6")
def test_each_die_is_named_by_its_source_in_the_guide_order(thirdage, hero_file):
    data = blow(thirdage, "--attacker", "bestiary:hill_troll", "--weapon", "club", "--defender", hero_file,
                "--parry", "none", "--rolls", "5,12,6,6,6")
    assert [d["source"] for d in data["dice"]] == ["attack d20", "hit location d20", "Club d6", "damage bonus d6",
                                                  "damage bonus d6"]
    assert [d["face"] for d in data["dice"]] == [5, 12, 6, 6, 6]


@pytest.mark.rule("G4.6")
def test_a_shield_stops_its_protection_and_says_so(thirdage, hero_file):
    data = blow(thirdage, "--attacker", "bestiary:hill_troll", "--weapon", "club", "--defender", hero_file,
                "--parry", "heavy_shield", "--rolls", "5,1,12,6,6,6")
    assert data["parried"] and data["shield_stop"] == 12 and data["damage_before_shield"] == 18
    assert data["damage"] == 6 and data["parry_target"] is not None


@pytest.mark.rule("G4.7")
def test_the_limb_cap_and_hit_points_before_and_after(thirdage):
    data = blow(thirdage, "--attacker", "bestiary:hill_troll", "--weapon", "club", "--defender", "bestiary:goblin",
                "--parry", "none", "--rolls", "5,1,6,6,6")
    loc, total = data["location_hp"], data["total_hp"]
    lost = loc["before"] - loc["after"]
    assert data["location"].endswith("leg") and lost == data["damage_taken"]
    assert data["limb_cap"] == lost - (total["before"] - total["after"]) > 0


@pytest.mark.rule("3.4.4")
def test_a_fumble_gives_the_defender_a_free_blow(thirdage, hero_file):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                      "--defender", hero_file, "--rolls", "20")
    assert result.code == 0 and "Borin may strike back at once with One-handed Axe (3.4.4)" in result.out


@pytest.mark.rule("appendix 3")
def test_venom_dice_are_counted_and_land(thirdage, hero_file):
    data = blow(thirdage, "--attacker", "bestiary:giant_spider", "--weapon", "bite", "--defender", hero_file,
                "--parry", "none", "--rolls", "1,12,2,3,4,15,4")
    sources = [d["source"] for d in data["dice"]]
    assert sources[-3:] == ["venom: Giant Spider of Mirkwood's d20", "venom: resisting CON d20", "venom damage d6"]
    total = data["total_hp"]
    assert total["before"] - total["after"] == data["damage_taken"] + 4


def test_missing_dice_are_counted_by_source_specials_included(thirdage, hero_file):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:giant_spider", "--weapon", "bite", "--defender",
                      hero_file, "--parry", "none", "--rolls", "1,12")
    assert result.code == 2 and "is missing" in result.err and "venom: 2 d20 (opposed) + 1D6" in result.err


@pytest.mark.rule("5.1")
def test_magic_in_effect_and_a_defender_down(thirdage, hero_file):
    plain = blow(thirdage, "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender", "bestiary:goblin",
                 "--parry", "none", "--rolls", "15")
    furious = blow(thirdage, "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender", "bestiary:goblin",
                   "--parry", "none", "--rolls", "15", "--attacker-magic", "berserkergang", "--defender-magic", "blur:2")
    assert furious["target"] == plain["target"] + 2 and furious["defence_left"] == plain["defence_left"] + 4
    assert furious["situation"] == ["Borin under Berserkergang", "Goblin under Blur 2"]
    result = thirdage("resolve", "attack", "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender",
                      "bestiary:uruk_hai", "--defender-down", "--defence", "1", "--rolls", "15")
    assert result.code == 2 and "has 0 Defence" in result.err


def test_a_rolled_individual_of_a_creature(thirdage, hero_file):
    typical = blow(thirdage, "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender", "bestiary:goblin",
                   "--parry", "none", "--rolls", "1,12,8,4")
    rolled = [blow(thirdage, "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender", "bestiary:goblin",
                   "--defender-seed", str(seed), "--parry", "none", "--rolls", "1,12,8,4")["total_hp"]["of"]
              for seed in range(6)]
    assert len(set(rolled)) > 1 and typical["total_hp"]["of"] > 0


@pytest.mark.parametrize("args, message", [
    (["--attacker-magic", "blesss"], "no Hero Magic or spell"), (["--attacker-magic", "shield:9"], "from 1 to"),
    (["--attacker-seed", "3"], "is a hero file"),
])
def test_resolve_situation_bad_input(thirdage, hero_file, args, message):
    result = thirdage("resolve", "attack", "--attacker", hero_file, "--weapon", "one_handed_axe", "--defender",
                      "bestiary:goblin", "--rolls", "15", *args)
    assert result.code == 2 and message in result.err, result.err


@pytest.mark.rule("appendix 3")
def test_bestiary_show_explains_the_specials_in_words(thirdage):
    spider = thirdage("bestiary", "show", "giant_spider")
    assert spider.code == 0
    assert "venom: when its Venomous bite wounds, an opposed roll of potency 12 against the victim's CON" in spider.out
    assert "1D6 more damage there, armour no help" in spider.out
    wight = thirdage("bestiary", "show", "barrow_wight", "--json").json
    assert any(w.startswith("terror: whoever would attack it rolls his POW") for w in wight["special_words"])


@pytest.mark.rule("G4.6")
def test_bestiary_show_gives_the_odds_against_an_average_hero(thirdage):
    data = thirdage("bestiary", "show", "goblin", "--json").json
    odds = data["odds"]
    weapon = next(w for w in data["weapons"] if w["attack"] is not None)
    first = odds["its_blows"][0]
    assert first["hit"] == min(weapon["attack"], 20) / 20
    assert odds["hero_hits"] == (10 - data["defence"]) / 20 and odds["hero_hits_undefended"] == 0.5
    assert "Against an average hero" in thirdage("bestiary", "show", "goblin").out



@pytest.mark.rule("3.4.3")
def test_the_odds_say_defence_and_parry_only_where_it_has_them_and_no_weapon_parries_a_bow(thirdage):
    warg = thirdage("bestiary", "show", "warg").out
    assert "  the hero hits it 50%\n" in warg and "its Bite: hits" in warg
    bandit = thirdage("bestiary", "show", "bandit")
    assert "his Bow: hits 30% (critical 5%), no weapon parries it" in bandit.out
    bow = next(b for b in thirdage("bestiary", "show", "bandit", "--json").json["odds"]["its_blows"]
               if b["weapon"] == "Bow")
    assert bow["missile"] and bow["unparried"] == bow["hit"]

def test_encounter_build_proposes_bands_near_the_rate(thirdage, hero_file):
    result = thirdage("encounter", "build", "--party", hero_file, "--win-rate", "0.7", "--region", "moria",
                      "--runs", "60", "--json")
    assert result.code == 0, result.err
    bands = result.json["bands"]
    assert bands and all({"creature", "count", "foes", "win_rate", "ci95"} <= b.keys() for b in bands)


@pytest.mark.parametrize("args, message", [
    (["--win-rate", "1.5"], "above 0 and below 1"), (["--win-rate", "0"], "above 0 and below 1"),
    (["--win-rate", "0.5", "--region", "narnia"], "has no encounter table"),
    (["--win-rate", "0.5", "--jobs", "0"], "--jobs must be from 1"),
])
def test_encounter_build_bad_input(thirdage, args, message):
    result = thirdage("encounter", "build", "--party", "bestiary:uruk_hai", *args)
    assert result.code == 2 and message in result.err, result.err
