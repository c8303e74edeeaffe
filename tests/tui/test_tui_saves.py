"""Hero files: written whole or not at all, never over another."""

from __future__ import annotations

import json

from thirdage_tui.tui.saves import file_stem, hero_files, write_new


def test_write_new_adds_a_suffix_instead_of_overwriting(tmp_path):
    first = write_new(tmp_path / "saves", "beren", {"n": 1})
    second = write_new(tmp_path / "saves", "beren", {"n": 2})
    assert (first.name, second.name) == ("beren.json", "beren-2.json")
    assert json.loads(first.read_text()) == {"n": 1} and json.loads(second.read_text()) == {"n": 2}
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["beren-2.json", "beren.json"]
    assert set(hero_files(tmp_path / "saves")) == {first, second}


def test_file_stem_is_safe():
    assert file_stem("Éowyn of Rohan") == "eowyn_of_rohan"
    assert file_stem("../../etc/passwd") == "etc_passwd"
    assert file_stem("???") == "hero"


def test_missing_folder_has_no_heroes(tmp_path):
    assert hero_files(tmp_path / "nowhere") == []
