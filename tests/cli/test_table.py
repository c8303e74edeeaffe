"""`thirdage table` and `resolve attack --apply`: a live fight at a real table kept in a state file,
its wounds, ticks and POW written back to the hero files (3.4, 3.5, 3.6, 5.1; G4.5-G4.7)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


@pytest.fixture
def table(thirdage, tmp_path):
    hero = tmp_path / "borin.json"
    shutil.copy(EXAMPLES / "borin.json", hero)
    state = tmp_path / "fight.json"
    assert thirdage("table", "new", state, "--seed", "3").code == 0
    assert thirdage("table", "add", state, "--hero", hero).code == 0
    assert thirdage("table", "add", state, "--foe", "goblin:2", "--seed", "1").code == 0
    return state, hero


def show(thirdage, state):
    result = thirdage("table", "show", state, "--json")
    assert result.code == 0, result.err
    return {row["name"]: row for row in result.json["fighters"]}


@pytest.mark.rule("G4.5")
def test_the_round_s_strike_rank_order(thirdage, table):
    state, _ = table
    order = thirdage("table", "order", state, "--json").json["order"]
    assert [r["name"] for r in order] and order == sorted(order, key=lambda r: (r["sr"], -r["dex"], r["name"]))
    changed = thirdage("table", "order", state, "--weapon", "Borin=throwing_axe", "--json").json["order"]
    borin = {r["name"]: r for r in changed}["Borin"]
    assert borin["weapon"] == "Throwing Axe" and borin["sr"] >= 5


@pytest.mark.rule("3.4.1")
def test_an_intent_stated_orders_the_round_and_is_new_the_next(thirdage, table):
    state, _ = table
    stated = thirdage("table", "intent", state, "borin", "--weapon", "Throwing Axe", "--at", "goblin 1")
    assert stated.code == 0 and stated.out.strip() == "Borin means to strike with Throwing Axe at Goblin 1", stated.out
    order = {r["name"]: r for r in thirdage("table", "order", state, "--json").json["order"]}
    assert order["Borin"]["weapon"] == "Throwing Axe"
    refused = thirdage("table", "intent", state, "Borin", "--weapon", "heavy_shield")
    assert refused.code == 2 and "only parries" in refused.err
    refused = thirdage("table", "intent", state, "Borin", "--weapon", "throwing_axe", "--at", "Borin")
    assert refused.code == 2 and "not strike at himself" in refused.err
    assert thirdage("table", "next", state).code == 0
    order = {r["name"]: r for r in thirdage("table", "order", state, "--json").json["order"]}
    assert order["Borin"]["weapon"] != "Throwing Axe"


@pytest.mark.rule("G4.7")
def test_a_blow_applied_is_kept_and_written_back(thirdage, table):
    state, hero = table
    result = thirdage("resolve", "attack", "--apply", state, "--attacker", "Goblin 1", "--weapon",
                      "one_handed_sword", "--defender", "Borin", "--parry", "none", "--rolls", "3,14,8", "--json")
    assert result.code == 0, result.err
    taken = result.json["damage_taken"]
    assert taken > 0 and result.json["location"] == "right_arm"
    borin = show(thirdage, state)["Borin"]
    assert borin["hp"] == result.json["total_hp"]["after"]
    ended = thirdage("table", "end", state)
    assert ended.code == 0 and f"Borin (fighting): wounds right arm {taken}, 0 POW spent, ticked nothing" in ended.out
    assert json.loads(hero.read_text(encoding="utf-8"))["state"]["wounds"] == {"right_arm": taken}


@pytest.mark.rule("3.4.3")
def test_parries_are_used_once_a_round_and_new_the_next(thirdage, table):
    state, _ = table
    args = ("resolve", "attack", "--apply", state, "--attacker", "Goblin 1", "--weapon", "one_handed_sword",
            "--defender", "Borin", "--parry", "heavy_shield", "--json")
    first = thirdage(*args, "--rolls", "3,20,14,6")
    assert first.code == 0 and first.json["parry_roll"] == 20
    again = thirdage(*args, "--rolls", "3,14,6")
    assert again.code == 0 and again.json["parry_roll"] is None, "the shield has parried this round"
    assert show(thirdage, state)["Borin"]["parried"] == ["Heavy Shield"]
    thirdage("table", "next", state)
    assert show(thirdage, state)["Borin"]["parried"] == []


@pytest.mark.rule("5.1")
def test_magic_runs_down_and_its_pow_is_written_back(thirdage, table):
    state, hero = table
    assert thirdage("table", "cast", state, "Borin", "shield:2").code == 0
    borin = show(thirdage, state)["Borin"]
    assert borin["pow_left"] == 11 - 2 and borin["magic"][0]["rounds"] == 25
    thirdage("table", "next", state)
    assert show(thirdage, state)["Borin"]["magic"][0]["rounds"] == 24
    assert thirdage("table", "cast", state, "Borin", "blur:4").code == 0
    assert thirdage("table", "cast", state, "Borin", "shield:4").code == 0
    refused = thirdage("table", "cast", state, "Borin", "shield:4")
    assert refused.code == 2 and "costs 4 POW; Borin has 1 left" in refused.err
    thirdage("table", "end", state)
    assert json.loads(hero.read_text(encoding="utf-8"))["state"]["pow_spent"] == 11 - 1
    over = thirdage("table", "cast", state, "Borin", "heal:1")
    assert over.code == 2 and "this fight is over" in over.err


@pytest.mark.rule("G4.7")
def test_the_bleeding_die_when_their_rounds_run_out(thirdage, table):
    state, _ = table
    result = thirdage("resolve", "attack", "--apply", state, "--attacker", "Borin", "--weapon", "one_handed_axe",
                      "--defender", "Goblin 1", "--parry", "none", "--rolls", "2,12,4,1", "--json")
    assert result.code == 0, result.err
    goblin = show(thirdage, state)["Goblin 1"]
    assert goblin["bleeding"] > 0
    for _ in range(goblin["bleeding"]):
        thirdage("table", "next", state)
    assert show(thirdage, state)["Goblin 1"]["status"] == "dead"


def test_the_game_may_roll_and_a_win_ticks_the_weapon(thirdage, table):
    state, hero = table
    for _ in range(40):
        rows = show(thirdage, state)
        standing = [n for n, r in rows.items() if r["side"] == "foes" and r["status"] == "fighting"]
        if not standing:
            break
        assert thirdage("resolve", "attack", "--apply", state, "--attacker", "Borin", "--weapon", "one_handed_axe",
                        "--defender", standing[0]).code == 0
        thirdage("table", "next", state)
    ended = thirdage("table", "end", state, "--json").json
    assert ended["party_won"] and ended["heroes"][0]["ticks"] == ["one_handed_axe"]
    assert "weapon:one_handed_axe" in json.loads(hero.read_text(encoding="utf-8"))["state"]["ticks"]


@pytest.mark.parametrize("args, message", [
    (["resolve", "attack", "--apply", "{state}", "--attacker", "Gandalf", "--weapon", "staff", "--defender", "Borin"],
     "nobody called 'Gandalf'"),
    (["resolve", "attack", "--apply", "{state}", "--attacker", "Borin", "--weapon", "one_handed_axe", "--defender",
      "Goblin 1", "--daylight"], "leave out --daylight"),
    (["table", "defence", "{state}", "Borin", "--against", "Goblin 1=5"], "Defence to share"),
    (["table", "cast", "{state}", "Borin", "fireball"], "no Hero Magic or spell"),
    (["table", "add", "{state}", "--foe", "goblin:99"], "at most 50"),
    (["table", "new", "{state}"], "already there"),
])
def test_table_bad_input(thirdage, table, args, message):
    state, _ = table
    result = thirdage(*[str(state) if a == "{state}" else a for a in args])
    assert result.code == 2 and message in result.err, result.err


def test_a_damaged_or_foreign_state_file(thirdage, tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "thirdage-table", "state": {"round": 1}}', encoding="utf-8")
    assert "damaged table file" in thirdage("table", "show", broken).err
    other = tmp_path / "other.json"
    other.write_text("{}", encoding="utf-8")
    assert "not a table file" in thirdage("table", "show", other).err
    assert "no such file" in thirdage("table", "show", tmp_path / "none.json").err
