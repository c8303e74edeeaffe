"""`validate` lists what each mod adds, replaces (entries, and rows of the rule tables) and removes."""

from __future__ import annotations

import pytest


def make_mod(root, id_, files):
    folder = root / id_
    folder.mkdir()
    (folder / "mod.yaml").write_text(f"id: {id_}\nname: {id_}\nversion: '1'\n")
    for name, text in files.items():
        (folder / name).write_text(text)
    return folder


@pytest.mark.parametrize("json_flag", [False, True])
def test_validate_lists_what_each_mod_replaces(thirdage, tmp_path, json_flag):
    mod = make_mod(tmp_path, "crits", files={"tables.yaml": "critical:\n  bands: [{upto: 5, value: 1}]\n"})
    result = thirdage("validate", "--mod", mod, *(["--json"] if json_flag else []))
    assert result.code == 0
    if json_flag:
        assert result.json["mods"][0]["replaces"] == {"tables": ["critical.bands[upto=5]"]}
    else:
        assert "mod crits: replaces tables: critical.bands[upto=5]" in result.out
