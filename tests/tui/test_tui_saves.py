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


def test_campaign_saves_are_not_listed_as_heroes(tmp_path, content):
    import random

    from thirdage_tui.campaign import saves
    from thirdage_tui.campaign.start import new_campaign
    from thirdage_tui.engine.creation import Draft
    from thirdage_tui.engine.herofile import hero_json
    from thirdage_tui.tui.saves import hero_files, write_new

    draft = Draft(content, random.Random(3))
    draft.set_race("hobbit")
    draft.set_background("burglar")
    draft.fill_defaults()
    hero = draft.build()
    write_new(tmp_path, "bingo", hero_json(hero, content))
    saves.save(new_campaign(content, hero, seed=3), content, tmp_path, tmp_path / "bingo-campaign.json")
    assert [p.name for p in hero_files(tmp_path)] == ["bingo.json"]
