"""Every document the game writes declares its `format`; a file's kind is told by that field (by
name or shape for legacy files), and files are read whole or refused plainly, written atomically."""

from __future__ import annotations

import json

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.persistence import campaigns, jsonfile
from thirdage_tui.persistence.documents import (
    CAMPAIGN,
    FALLEN,
    HERO,
    MODLIST_FORMAT,
    SETTINGS_FORMAT,
    kind,
    read_document,
)
from thirdage_tui.persistence.heroes import write_new_hero
from thirdage_tui.persistence.jsonfile import read_json, write_json_atomic
from thirdage_tui.persistence.modlist import disabled_mods, save_disabled
from thirdage_tui.persistence.player_settings import Settings, load_settings, save_settings


def test_every_kind_of_document_written_declares_its_format(content, tmp_path):
    camp = new_campaign(content, starting_ranger(), 4)
    written = {HERO: write_new_hero(tmp_path, camp.hero, content),
               CAMPAIGN: campaigns.save(camp, content, tmp_path, tmp_path / "run.json")}
    camp.explorer = True  # the run and its save go on after the fall
    fall(camp, content, camp.hero.name, "slain by a troll")
    written[FALLEN] = campaigns.bury(camp, content, tmp_path, tmp_path / "run.json")
    save_settings(tmp_path, Settings({"app.quit": "ctrl+x"}))
    written[SETTINGS_FORMAT] = tmp_path / "settings.json"
    save_disabled(tmp_path, ["a_mod"])
    written[MODLIST_FORMAT] = tmp_path / "mods.json"
    for declared, path in written.items():
        assert json.loads(path.read_text())["format"] == declared, path.name
        assert read_document(path).kind == declared


def test_settings_and_mod_list_read_back_with_their_format(tmp_path):
    save_settings(tmp_path, Settings({"app.quit": "ctrl+x"}, "nord"))
    assert load_settings(tmp_path) == (Settings({"app.quit": "ctrl+x"}, "nord"), [])
    save_disabled(tmp_path, ["b", "a"])
    assert disabled_mods(tmp_path) == ["a", "b"]


def test_legacy_settings_and_mod_list_without_a_format_still_read(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"version": 1, "theme": "nord", "keymap": {}}))
    (tmp_path / "mods.json").write_text(json.dumps({"disabled": ["a"]}))
    assert load_settings(tmp_path) == (Settings({}, "nord"), [])
    assert disabled_mods(tmp_path) == ["a"]


def test_a_file_of_another_kind_is_no_settings_and_no_mod_list(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"format": HERO, "state": {}}))
    (tmp_path / "mods.json").write_text(json.dumps({"format": HERO, "disabled": ["a"]}))
    assert "not a settings file" in load_settings(tmp_path)[1][0]
    assert disabled_mods(tmp_path) == []


@pytest.mark.parametrize(("data", "name", "expected"), [
    ({"format": CAMPAIGN, "state": {}}, "x.json", CAMPAIGN),  # declared wins over shape
    ({"format": HERO}, "settings.json", HERO),  # and over name
    ({"state": {}}, "x.json", HERO),
    ({"theme": "nord"}, "settings.json", SETTINGS_FORMAT),
    (None, "mods.json", MODLIST_FORMAT),
    ({"name": "x"}, "x.json", None),
    ([1, 2], "x.json", None),
])
def test_kind_by_declared_format_then_legacy_rules(data, name, expected):
    assert kind(data, name) == expected


def test_a_huge_file_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(jsonfile, "MAX_BYTES", 1024 * 1024)
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(["x" * (2 * 1024 * 1024)]))
    with pytest.raises(OSError, match="too large"):
        read_json(path)


def test_a_new_file_is_never_written_over_one_that_is_there(tmp_path):
    path = tmp_path / "a.json"
    write_json_atomic(path, {"n": 1}, replace=False)
    with pytest.raises(FileExistsError):
        write_json_atomic(path, {"n": 2}, replace=False)
    assert read_json(path) == {"n": 1} and sorted(p.name for p in tmp_path.iterdir()) == ["a.json"]
    write_json_atomic(path, {"n": 3})
    assert read_json(path) == {"n": 3}
