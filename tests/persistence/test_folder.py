"""The saves folder: one choice for the game and the commands, its layout, and the one naming policy."""

from __future__ import annotations

from pathlib import Path

import pytest

from thirdage_tui.persistence import folder
from thirdage_tui.persistence.folder import FolderError, file_stem, free_path, saves_folder


def test_file_stem_is_safe():
    assert file_stem("Éowyn of Rohan") == "eowyn_of_rohan"
    assert file_stem("../../etc/passwd") == "etc_passwd"
    assert file_stem("???") == "hero"


def test_free_path_counts_up_past_taken_and_reserved_names(tmp_path):
    assert free_path(tmp_path, "beren") == tmp_path / "beren.json"
    (tmp_path / "beren.json").write_text("{}")
    (tmp_path / "beren-2.json").write_text("{}")
    assert free_path(tmp_path, "beren") == tmp_path / "beren-3.json"
    assert free_path(tmp_path, "settings") == tmp_path / "settings-2.json"
    assert free_path(tmp_path, "mods") == tmp_path / "mods-2.json"


def test_the_layout_of_the_saves_folder(tmp_path):
    saves = tmp_path / "saves"
    assert folder.settings_file(saves) == saves / "settings.json"
    assert folder.modlist_file(saves) == saves / "mods.json"
    assert folder.fallen_folder(saves) == saves / "fallen"
    assert folder.backup_path(saves / "halbarad.json") == saves / "halbarad.json.bak"


@pytest.fixture
def no_checkout(monkeypatch, tmp_path):
    """A game installed away from any checkout, with its own home."""
    monkeypatch.setattr(folder, "CHECKOUT", tmp_path / "site-packages")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv(folder.ENV, raising=False)


def test_the_folder_is_given_else_the_environments_else_the_checkouts_else_home(tmp_path, no_checkout):
    env = {folder.ENV: str(tmp_path / "env")}
    assert saves_folder(tmp_path / "given", env) == tmp_path / "given"
    assert saves_folder(None, env) == tmp_path / "env"
    assert saves_folder(None, {}) == tmp_path / "home" / ".local" / "share" / "thirdage" / "saves"
    (tmp_path / "site-packages" / "saves").mkdir(parents=True)
    assert saves_folder(None, {}) == tmp_path / "site-packages" / "saves"


def test_a_file_in_the_way_of_the_folder_is_refused(tmp_path):
    (tmp_path / "plain").write_text("")
    with pytest.raises(FolderError, match="is a file; expected a folder"):
        saves_folder(tmp_path / "plain")


@pytest.mark.parametrize("env", [True, False])
def test_the_game_and_the_commands_choose_the_same_folder(tmp_path, monkeypatch, no_checkout, env):
    from thirdage_tui.commands.common import saves_dir
    from thirdage_tui.tui.app import ThirdAgeApp

    if env:
        monkeypatch.setenv(folder.ENV, str(tmp_path / "mine"))
    monkeypatch.chdir(tmp_path)  # the game used to fall back on ./saves
    assert ThirdAgeApp().saves_dir == saves_dir() == saves_folder()
    assert saves_folder() == (tmp_path / "mine" if env else Path.home() / ".local" / "share" / "thirdage" / "saves")


def test_where_mods_are_found_can_be_chosen_or_turned_off(tmp_path):
    from thirdage_tui.persistence.modlist import mod_folders

    chosen = tmp_path / "chosen" / "watch"
    chosen.mkdir(parents=True)
    (chosen / "mod.yaml").write_text("id: watch\nname: Watch\nversion: '1'\n")
    assert mod_folders([], environ={folder.MODS_ENV: str(tmp_path / "chosen")}) == [chosen]
    assert mod_folders([], environ={folder.MODS_ENV: "off"}) == []
    given = tmp_path / "given"
    assert mod_folders([given], environ={folder.MODS_ENV: "off"}) == [given]


def test_mods_are_found_in_the_checkouts_else_the_users_folder_never_beside_the_saves(tmp_path, no_checkout):
    # saves kept in /tmp used to pick up whatever lay in /tmp/mods
    stray = tmp_path / "mods" / "stray"
    stray.mkdir(parents=True)
    (stray / "mod.yaml").write_text("id: stray\nname: Stray\nversion: '1'\n")
    assert saves_folder(tmp_path / "saves") == tmp_path / "saves"
    assert folder.mods_folder({}) == tmp_path / "home" / ".local" / "share" / "thirdage" / "mods"
    (tmp_path / "site-packages" / "mods").mkdir(parents=True)
    assert folder.mods_folder({}) == tmp_path / "site-packages" / "mods"
    assert folder.mods_folder({folder.ENV: str(tmp_path / "saves")}) == tmp_path / "site-packages" / "mods"
