"""The content system reports every problem as path:line:col with a clear message (GUIDE §5)."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

from thirdage_tui.content.limits import Limits
from thirdage_tui.content.loader import load_layers
from thirdage_tui.content.paths import base_content_dir

WEAPONS = """\
- id: sword
  name: Sword
  kind: meele
  enc: 1
  damage: 1D8
- id: bow
  name: Bow
  kind: missile
  enc: one
  damage: 1D6
  strke_rank: 2
  range_ft: -5
"""


@pytest.fixture
def layer(tmp_path: Path) -> Path:
    """An empty content folder, loaded on top of the base content."""
    return tmp_path


def problems(layer: Path, **limits) -> list[str]:
    _, errors = load_layers([base_content_dir(), layer], Limits(**limits))
    return [str(e).replace(str(layer) + "/", "") for e in sorted(errors)]


def test_a_valid_layer_has_no_problems(layer):
    assert problems(layer) == []


def test_every_problem_in_a_file_is_reported_with_line_and_column(layer):
    (layer / "weapons.yaml").write_text(WEAPONS)
    assert problems(layer) == [
        "weapons.yaml:3:9: error: weapon 'sword': kind: 'meele' is not allowed; did you mean 'melee'?",
        (f"weapons.yaml:6:7: error: duplicate weapon id 'bow' (first defined at {base_content_dir() / 'weapons.yaml'}"
         ":38); say `replace: true` to replace it, or give a new id (with `copy_from: bow` to start from it)"),
        "weapons.yaml:9:8: error: weapon 'bow': enc: Input should be a valid number (got str 'one')",
        "weapons.yaml:11:3: error: weapon 'bow': strke_rank: unknown key 'strke_rank'; did you mean 'strike_rank'?",
        ("weapons.yaml:12:13: error: weapon 'bow': range_ft: -5 is out of range: "
         "expected 1 to 1000"),
    ]


def test_missing_required_key(layer):
    (layer / "languages.yaml").write_text("- id: orkish\n  description: The common speech.\n")
    assert problems(layer) == ["languages.yaml:1:3: error: language 'orkish': name: missing required key 'name'"]


def test_duplicate_ids_name_the_first_definition(layer):
    (layer / "languages.yaml").write_text("- {id: orkish, name: Orkish}\n- {id: orkish, name: Again}\n")
    assert problems(layer) == [
        ("languages.yaml:2:8: error: duplicate language id 'orkish' (first defined at languages.yaml:1); "
         "say `replace: true` to replace it, or give a new id (with `copy_from: orkish` to start from it)")]


def test_a_duplicate_missing_keys_is_said_to_be_a_duplicate(layer):
    """The id taken is what is wrong, not the keys a new entry would need."""
    (layer / "languages.yaml").write_text("- {id: orkish, name: Orkish}\n- {id: orkish}\n")
    assert problems(layer) == [
        ("languages.yaml:2:8: error: duplicate language id 'orkish' (first defined at languages.yaml:1); "
         "say `replace: true` to replace it, or give a new id (with `copy_from: orkish` to start from it)")]


def test_duplicate_mapping_keys_are_not_silently_collapsed(layer):
    (layer / "languages.yaml").write_text("- id: orkish\n  name: Orkish\n  name: Again\n")
    assert problems(layer) == ["languages.yaml:3:3: error: duplicate key 'name'"]


def test_broken_cross_reference_suggests_the_near_miss(layer):
    (layer / "languages.yaml").write_text("- {id: orkish, name: Orkish}\n")
    (layer / "nations.yaml").write_text("- id: dunland\n  name: Dunland\n  backgrounds: [woodsmen]\n"
                                        "  languages: [orksih]\n")
    assert problems(layer) == [
        ("nations.yaml:3:17: error: nation 'dunland': backgrounds[0]: unknown background 'woodsmen'; "
         "did you mean 'woodsman'?"),
        "nations.yaml:4:15: error: nation 'dunland': languages[0]: unknown language 'orksih'; did you mean 'orkish'?",
    ]


def test_reference_in_a_mapping_key_points_at_the_key(layer):
    (layer / "races.yaml").write_text("- id: stoor\n  name: Stoor\n  folk: hobbit\n  move: 6\n"
                                      "  common_skill_points: {swimm: 0}\n")
    assert problems(layer) == [
        "races.yaml:5:25: error: race 'stoor': common_skill_points.swimm: unknown skill 'swimm'; did you mean 'swim'?"]


def test_wrong_shape_of_file(layer):
    (layer / "languages.yaml").write_text("orkish: {name: Orkish}\n")
    assert problems(layer) == ["languages.yaml:1:1: error: a languages file is a list of entries, each with an id"]


def test_unknown_kind_of_file_suggests_the_kind(layer):
    (layer / "weapon.yaml").write_text("[]\n")
    assert problems(layer) == ["weapon.yaml:1:1: error: unknown kind of content 'weapon'; did you mean 'weapons'?"]


def test_yaml_syntax_error(layer):
    (layer / "languages.yaml").write_text("- {id: orkish, name: [Orkish}\n")
    [message] = problems(layer)
    assert message.startswith("languages.yaml:1:") and "YAML syntax" in message


def test_missing_tables_document(tmp_path):
    (tmp_path / "languages.yaml").write_text("- {id: orkish, name: Orkish}\n")
    _, errors = load_layers([tmp_path])
    assert f"{tmp_path}/tables.yaml:1:1: error: no tables file: the rule tables are required" in map(str, errors)


def test_bad_rule_table_is_located(layer):
    text = (base_content_dir() / "tables.yaml").read_text().replace("round_limit: 12", "round_limit: twelve")
    (layer / "tables.yaml").write_text(text)
    [message] = problems(layer)
    assert "tables.yaml:" in message and "strike_rank.round_limit" in message and "'twelve'" in message


@pytest.mark.parametrize(("old", "new", "where"), [
    ("{upto: 10, value: 1}", "{upto: 10, value: +1D4}", "critical.bands[1].value"),
    ('{upto: 16, value: "+1D4"}', '{upto: 16, value: "a bit"}', "damage_bonus.bands[2].value"),
    ('step: "+1D6"', "step: 6", "damage_bonus.step"),
])
def test_a_band_table_reads_numbers_or_dice_as_the_rules_do(layer, old, new, where):
    """Criticals, strike ranks, modifiers... are numbers, the damage bonus dice: a mod that mixes
    them up is told where at load, not in the middle of a fight."""
    text = (base_content_dir() / "tables.yaml").read_text()
    assert old in text
    (layer / "tables.yaml").write_text(text.replace(old, new, 1))
    [message] = problems(layer)
    assert message.startswith("tables.yaml:") and where in message


def test_oversized_file_is_refused_quickly(layer):
    (layer / "languages.yaml").write_text("# " + "x" * (2 * 1024 * 1024 + 10) + "\n")
    start = time.perf_counter()
    [message] = problems(layer)
    assert time.perf_counter() - start < 1
    assert message.startswith("languages.yaml:1:1: error: file is") and "over the size limit of 2,097,152 bytes" in message


def test_alias_bomb_is_refused_quickly(layer):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]" for i in range(1, 9)]
    (layer / "languages.yaml").write_text("\n".join(lines) + "\n")
    start = time.perf_counter()
    [message] = problems(layer)
    assert time.perf_counter() - start < 1
    assert "alias bomb" in message and message.startswith("languages.yaml:")


def test_absurd_nesting_is_refused(layer):
    (layer / "languages.yaml").write_text("[" * 500 + "]" * 500 + "\n")
    [message] = problems(layer)
    assert "nesting deeper than 32 levels" in message or "nesting depth" in message


def test_unsafe_tags_are_refused(layer):
    (layer / "languages.yaml").write_text("- !!python/object/apply:os.system ['echo hi']\n")
    [message] = problems(layer)
    assert message.startswith("languages.yaml:1:3: error: YAML")


def test_non_utf8_file(layer):
    (layer / "languages.yaml").write_bytes(b"- id: \xff\xfe\n")
    [message] = problems(layer)
    assert "not UTF-8" in message


def test_layers_stack_and_a_later_layer_may_refer_to_an_earlier_one(layer, tmp_path_factory):
    (layer / "languages.yaml").write_text("- {id: orkish, name: Orkish}\n")
    mod = tmp_path_factory.mktemp("mod")
    (mod / "nations").mkdir()
    (mod / "nations" / "more.yaml").write_text("- {id: gundabad, name: Gundabad, backgrounds: [miner], "
                                               "languages: [orkish]}\n")
    content, errors = load_layers([base_content_dir(), layer, mod])
    assert errors == [] and {"orkish", "westron"} <= set(content.languages)
    assert content.find("nations", "GUNDABAD").languages == ["orkish"]


def test_a_broken_file_brings_no_follow_on_errors(tmp_path):
    from thirdage_tui.content.loader import load_layers
    from thirdage_tui.content.paths import base_content_dir

    layer = tmp_path / "content"
    shutil.copytree(base_content_dir(), layer)
    weapons = layer / "weapons.yaml"
    weapons.write_text(weapons.read_text().replace("- id: club", "- id: [club", 1))
    _, errors = load_layers([layer])
    assert len(errors) == 1 and "YAML syntax" in errors[0].message and errors[0].path.endswith("weapons.yaml")


def test_a_large_valid_file_of_30000_entries_loads(tmp_path):
    from thirdage_tui.content.loader import ContentBuilder

    path = tmp_path / "languages.yaml"
    path.write_text("".join(f"- {{id: t{i:05d}, name: Tongue {i}, description: Few.}}\n" for i in range(30_000)))
    assert 1_600_000 < path.stat().st_size < 2_000_000
    builder = ContentBuilder()
    assert builder.add_layer(path) == [] and len(builder.entries["languages"]) == 30_000


def test_a_bracket_left_open_is_reported_where_it_opened(layer):
    (layer / "languages.yaml").write_text("- id: lossoth\n  name: Lossoth\n  aliases: [Snowmen, Forodwaith\n"
                                          "- id: dunlendish\n  name: Dunlendish\n")
    [message] = problems(layer)
    assert message.startswith("languages.yaml:3:12: error: YAML syntax: a flow sequence opened here is not closed")


@pytest.mark.parametrize(("text", "message"), [
    ("- {id: w, name: W, damage: 2D0}", "a die has at least one side"),
    ("- {id: w, name: W, damage: 999999999D999999999}", "dice of at most 1000 sides"),
    ("- {id: w, name: W, damage: lots}", "'lots' is not a dice string such as 2D6+1, 1D8, -1D4 or 3"),
    ("- {id: Big Sword, name: W}", "'Big Sword' is not an id such as snow_troll"),
    ("- {id: w, name: W, weight: " + "9" * 5000 + "}", "is too large: numbers in content have at most 12 digits"),
    ("- {id: w, name: W, weight: .inf}", "is not a finite number"),
])
def test_what_a_value_should_be_is_said_by_example(layer, text, message):
    (layer / "weapons.yaml").write_text(text + "\n")
    assert any(message in m for m in problems(layer)), problems(layer)


def test_a_version_is_said_by_example(tmp_path):
    from thirdage_tui.content.mods import read_manifest

    (tmp_path / "mod.yaml").write_text("id: m\nname: M\nversion: one\ngame_versions: [about 1]\n")
    messages = [e.message for e in read_manifest(tmp_path)[1]]
    assert any("'one' is not a version such as 1.0" in m for m in messages)
    assert any("'about 1' is not a game version such as >=0.1" in m for m in messages)
