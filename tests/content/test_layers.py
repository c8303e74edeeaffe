"""Layers stack on the base content: add, replace, inherit (`copy_from`), extend and delete list items."""

from __future__ import annotations

from pathlib import Path

import pytest

from thirdage_tui.content.loader import ContentBuilder, load_layers
from thirdage_tui.content.paths import base_content_dir


def layer_with(tmp_path: Path, name: str, text: str) -> Path:
    (tmp_path / name).write_text(text)
    return tmp_path


def load(*layers: Path):
    content, errors = load_layers([base_content_dir(), *layers])
    return content, [str(e).split(": error: ")[1] for e in errors]


def test_copy_from_inherits_and_overrides(tmp_path):
    layer = layer_with(tmp_path, "weapons.yaml",
                       "- {id: orcish_scimitar, name: Orcish Scimitar, copy_from: one_handed_sword, damage: 1D8+1}\n")
    content, errors = load(layer)
    assert errors == []
    scimitar, sword = content.weapons["orcish_scimitar"], content.weapons["one_handed_sword"]
    assert scimitar.damage == "1D8+1" and scimitar.enc == sword.enc and scimitar.strike_rank == sword.strike_rank


def test_replace_true_replaces_an_existing_entry(tmp_path):
    layer = layer_with(tmp_path, "weapons.yaml",
                       "- {id: club, name: Cudgel, replace: true, kind: melee, enc: 1, strike_rank: 2, damage: 1D8}\n")
    content, errors = load(layer)
    assert errors == [] and content.weapons["club"].name == "Cudgel"


def test_an_existing_id_without_replace_is_an_error(tmp_path):
    layer = layer_with(tmp_path, "weapons.yaml",
                       "- {id: club, name: Cudgel, kind: melee, enc: 1, strike_rank: 2, damage: 1D8}\n")
    _, errors = load(layer)
    assert len(errors) == 1 and errors[0].startswith("duplicate weapon id 'club'") and "replace: true" in errors[0]


def test_replace_of_nothing_is_an_error(tmp_path):
    layer = layer_with(tmp_path, "weapons.yaml",
                       "- {id: clubb, name: C, replace: true, kind: melee, enc: 1, damage: 1D8}\n")
    _, errors = load(layer)
    assert errors == ["replace: no weapon 'clubb' to replace; did you mean 'club'?"]


def test_extend_and_delete_list_items_including_nested_fields(tmp_path):
    layer = layer_with(tmp_path, "backgrounds.yaml", """\
- id: ranger
  replace: true
  copy_from: ranger
  extend: {skills.choices: [herb_lore], weapons.all: [bow]}
  delete: {skills.choices: [ride_horse]}
""")
    content, errors = load(layer)
    assert errors == []
    ranger = content.backgrounds["ranger"]
    assert "herb_lore" in ranger.skills.choices and "ride_horse" not in ranger.skills.choices
    assert ranger.weapons["all"][-1] == "bow"


def test_inherited_entries_are_still_checked(tmp_path):
    layer = layer_with(tmp_path, "backgrounds.yaml", """\
- id: ranger
  replace: true
  copy_from: ranger
  extend: {skills.choices: [herb_lorr]}
  delete: {skills.choices: [flying]}
""")
    _, errors = load(layer)
    assert errors == ["delete: skills.choices: not in the list: flying"]
    (tmp_path / "backgrounds.yaml").write_text(
        "- {id: ranger, replace: true, copy_from: ranger, extend: {skills.choices: [herb_lorr]}}\n")
    _, errors = load(tmp_path)
    [error] = errors
    assert error.startswith("background 'ranger': skills.choices[")
    assert error.endswith("unknown skill 'herb_lorr'; did you mean 'herb_lore'?")


def test_copy_from_an_unknown_entry(tmp_path):
    layer = layer_with(tmp_path, "weapons.yaml", "- {id: blade, name: Blade, copy_from: one_handed_swrod}\n")
    _, errors = load(layer)
    assert len(errors) == 1 and errors[0].startswith(
        "copy_from: unknown weapon 'one_handed_swrod'; did you mean 'one_handed_sword'?")


def test_a_failed_layer_can_be_rolled_back(tmp_path):
    builder = ContentBuilder()
    assert builder.add_layer(base_content_dir()) == []
    before = builder.snapshot()
    layer = layer_with(tmp_path, "weapons.yaml", "- {id: blade, name: Blade, kind: melee, enc: 1, damage: 9Q}\n")
    assert builder.add_layer(layer)
    builder.restore(before)
    assert "blade" not in builder.content().weapons and builder.content().layers == (base_content_dir(),)


@pytest.mark.parametrize("meta", ["extend: [x]", "delete: {weapons.all: x}"])
def test_malformed_meta_keys(tmp_path, meta):
    layer = layer_with(tmp_path, "backgrounds.yaml", f"- id: ranger\n  replace: true\n  copy_from: ranger\n  {meta}\n")
    _, errors = load(layer)
    assert len(errors) == 1
