"""Hero files: written whole or not at all, never over another file, each marked as a hero's;
read and listed by their declared kind (legacy files without it too), never by their bytes."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.heroes import (
    CannotRead,
    RefusedWrite,
    hero_document,
    hero_files,
    read_hero,
    read_heroes,
    write_hero,
    write_new_hero,
)


@pytest.fixture(scope="module")
def bingo(content):
    draft = Draft(content, random.Random(3))
    draft.set_race("hobbit")
    draft.set_background("burglar")
    draft.set_name("Bingo")
    draft.fill_defaults()
    return draft.build()


def names(folder) -> list[str]:
    return [found.path.name for found in hero_files(folder)]


def test_write_new_adds_a_suffix_instead_of_overwriting(tmp_path, content, bingo):
    first = write_new_hero(tmp_path / "saves", bingo, content)
    second = write_new_hero(tmp_path / "saves", bingo.evolve(silver=7), content)
    assert (first.name, second.name) == ("bingo.json", "bingo-2.json")
    assert read_hero(first, content) == bingo and read_hero(second, content).silver == 7
    assert sorted(p.name for p in (tmp_path / "saves").iterdir()) == ["bingo-2.json", "bingo.json"]
    assert set(names(tmp_path / "saves")) == {"bingo.json", "bingo-2.json"}


def test_a_hero_named_like_an_existing_file_gets_a_suffix(tmp_path, content, bingo):
    (tmp_path / "bingo.json").write_text("{}")  # any file, even one of no kind the game knows
    assert write_new_hero(tmp_path, bingo, content).name == "bingo-2.json"
    assert (tmp_path / "bingo.json").read_text() == "{}"


@pytest.mark.parametrize(("name", "file"), [("Settings", "settings-2.json"), ("Mods", "mods-2.json")])
def test_a_hero_never_takes_the_name_of_the_folders_own_files(tmp_path, content, bingo, name, file):
    assert write_new_hero(tmp_path, bingo.evolve(name=name), content).name == file
    assert names(tmp_path) == [file]


def test_missing_folder_has_no_heroes(tmp_path):
    assert hero_files(tmp_path / "nowhere") == []


def test_every_hero_file_declares_its_format(tmp_path, content, bingo):
    path = write_new_hero(tmp_path, bingo, content)
    data = json.loads(path.read_text())
    assert data["format"] == "thirdage-hero" and data == hero_document(bingo, content)
    assert {k: v for k, v in data.items() if k != "format"} == hero_json(bingo, content)  # GUIDE §3 keys kept
    write_hero(path, bingo, content)
    assert json.loads(path.read_text())["format"] == "thirdage-hero"


def test_a_legacy_hero_file_without_its_format_still_loads_and_lists(tmp_path, content, bingo):
    path = tmp_path / "old.json"
    path.write_text(json.dumps(hero_json(bingo, content)))
    assert read_hero(path, content) == bingo
    assert names(tmp_path) == ["old.json"]
    write_hero(path, bingo.evolve(silver=1), content)  # a legacy hero file may be replaced by a hero
    assert read_hero(path, content).silver == 1


def test_campaign_saves_are_not_listed_as_heroes_by_their_declared_format(tmp_path, content, bingo):
    write_new_hero(tmp_path, bingo, content)
    save = campaigns.save(new_campaign(content, bingo, seed=3), content, tmp_path, tmp_path / "bingo-campaign.json")
    assert names(tmp_path) == ["bingo.json"]
    # the format is told by the field, wherever it is in the file: not by its first bytes
    document = json.loads(save.read_text())
    save.write_text(json.dumps({"summary": document.pop("summary"), "padding": "x" * 1000, **document}))
    assert names(tmp_path) == ["bingo.json"]
    with pytest.raises(HeroFileError, match="not a hero file: it is a campaign save"):
        read_hero(save, content)


def test_the_folders_own_files_are_not_heroes(tmp_path, content, bingo):
    (tmp_path / "settings.json").write_text(json.dumps({"state": {}}))  # told by its name
    (tmp_path / "mods.json").write_text("{")  # even damaged
    (tmp_path / "theme.json").write_text(json.dumps({"format": "thirdage-settings", "state": {}}))
    (tmp_path / "notes.json").write_text(json.dumps({"name": "x"}))  # a document of no kind the game writes
    assert names(tmp_path) == []


def test_files_that_cannot_be_read_are_listed_to_say_why(tmp_path, content):
    (tmp_path / "broken.json").write_text("{not json")
    (tmp_path / "stranger.json").write_text(json.dumps({"state": {"name": "X"}}))
    assert set(names(tmp_path)) == {"broken.json", "stranger.json"}
    problems = {}
    assert read_heroes(tmp_path, content, lambda path, exc: problems.update({path.name: str(exc)})) == {}
    assert "not JSON" in problems["broken.json"] and "missing key" in problems["stranger.json"]


def test_a_device_a_pipe_or_a_folder_is_refused_plainly(tmp_path, content):
    with pytest.raises(CannotRead, match="not a regular file"):
        read_hero(Path("/dev/zero"), content)
    os.mkfifo(tmp_path / "pipe.json")  # read without waiting for a writer
    with pytest.raises(CannotRead, match="not a regular file"):
        read_hero(tmp_path / "pipe.json", content)
    (tmp_path / "zero.json").symlink_to("/dev/zero")
    assert names(tmp_path) == []
    with pytest.raises(CannotRead, match="Is a directory"):
        read_hero(tmp_path, content)
    with pytest.raises(CannotRead, match="No such file"):
        read_hero(tmp_path / "nobody.json", content)


def test_write_refuses_other_kinds_and_the_content_folders(tmp_path, content, bingo):
    save = campaigns.save(new_campaign(content, bingo, seed=3), content, tmp_path)
    before = save.read_bytes()
    with pytest.raises(RefusedWrite, match="not a hero file"):
        write_hero(save, bingo, content)
    assert save.read_bytes() == before
    with pytest.raises(RefusedWrite, match="inside the content folder"):
        write_hero(content.layers[0] / "bingo.json", bingo, content)
    with pytest.raises(RefusedWrite, match="inside the content folder"):
        write_new_hero(content.layers[0], bingo, content)
