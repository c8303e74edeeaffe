"""`thirdage hero edit`: a veteran's values, each within the rule that bounds it (2.1, 3.6.3, 4.1, 5.1; G4.1, G4.7)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


@pytest.fixture
def veteran(tmp_path) -> Path:
    path = tmp_path / "borin.json"
    shutil.copy(EXAMPLES / "borin.json", path)
    return path


@pytest.mark.rule("G4.1")
def test_a_veteran_is_trained_up_to_the_species_maximum(thirdage, veteran):
    result = thirdage("hero", "edit", veteran, "--attributes", "STR=24,DEX=21", "--skills",
                      "Climb=14,Know Enemy (Trolls)=12", "--weapons", "one_handed_axe=18", "--hero-magic", "shield=4",
                      "--spells", "protection", "--wounds", "left_arm=2,Chest=3", "--pow-spent", "2", "--json")
    assert result.code == 0, result.err
    data = result.json
    assert (data["attributes"]["STR"], data["attributes"]["DEX"]) == (24, 21)
    assert data["skills"]["Climb"] == 14 and data["skills"]["Know Enemy (Trolls)"] == 12
    assert data["hero_magic"]["Shield"] == 4 and "Protection" in data["spells"]
    state = json.loads(veteran.read_text(encoding="utf-8"))["state"]
    assert state["wounds"] == {"left_arm": 2, "chest": 3} and state["pow_spent"] == 2
    assert state["weapons"]["one_handed_axe"] == 18


def test_out_leaves_the_file_alone_and_wounds_can_be_healed(thirdage, veteran, tmp_path):
    before = veteran.read_text(encoding="utf-8")
    out = tmp_path / "healed.json"
    assert thirdage("hero", "edit", veteran, "--wounds", "", "--out", out).code == 0
    assert veteran.read_text(encoding="utf-8") == before
    assert json.loads(out.read_text(encoding="utf-8"))["state"]["wounds"] == {}


@pytest.mark.rule("2.1")
@pytest.mark.parametrize("args, message", [
    (["--attributes", "STR=25"], "STR 25 is past what a Dwarf can reach: 3-24"),
    (["--attributes", "CON=2"], "never below 3"),
    (["--attributes", "SIZ=13"], "SIZ is never trained"),
    (["--attributes", "LUCK=3"], "unknown attribute"),
    (["--skills", "Climbb=3"], "did you mean"),
    (["--skills", "Climb=99"], "to 40"),
    (["--weapons", "axxe=3"], "unknown weapon"),
    (["--hero-magic", "shield=9"], "from 1 to 4 (5.1)"),
    (["--spells", "fireball"], "unknown spell"),
    (["--wounds", "chest=12"], "severed, or he is dead: 3.6.3"),
    (["--wounds", "tail=1"], "no location 'tail'"),
    (["--wounds", "chest=5,abdomen=4,head=4,left_leg=5"], "he would be dead (3.6.3)"),
    (["--pow-spent", "12"], "from 0 to his POW of 11 (5.1)"),
    (["--skills", "Climb"], "is not NAME=NUMBER"),
])
def test_an_edit_past_the_rules_is_refused(thirdage, veteran, args, message):
    before = veteran.read_text(encoding="utf-8")
    result = thirdage("hero", "edit", veteran, *args)
    assert result.code == 2 and message in result.err, result.err
    assert veteran.read_text(encoding="utf-8") == before


def test_a_heroine_is_entered_and_spoken_of_as_she(thirdage, veteran, tmp_path):
    assert thirdage("hero", "edit", veteran, "--pronoun", "she").code == 0
    assert json.loads(veteran.read_text(encoding="utf-8"))["state"]["pronoun"] == "she"
    state = tmp_path / "table.json"
    assert thirdage("table", "new", state).code == 0
    assert thirdage("table", "add", state, "--hero", veteran).code == 0
    assert thirdage("table", "add", state, "--foe", "wolf", "--seed", "2").code == 0
    refused = thirdage("table", "defence", state, "Borin", "--against", "Wolf=0")
    assert refused.code == 2 and "Borin has no Defence to share (Defence 0)" in refused.err
    shared = thirdage("table", "defence", state, "Wolf", "--against", "Borin=1")
    assert shared.code == 0 and shared.out.startswith("Wolf puts its Defence 1 against Borin"), shared.out


def test_a_hero_file_says_he_or_she(thirdage, veteran):
    data = json.loads(veteran.read_text(encoding="utf-8"))
    data["state"]["pronoun"] = "it"
    veteran.write_text(json.dumps(data), encoding="utf-8")
    result = thirdage("hero", "show", veteran)
    assert result.code != 0 and "state.pronoun: 'it'; expected he or she" in result.err, result.err
