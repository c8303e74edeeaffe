"""The content cache: used only for unchanged files that loaded cleanly; a bad cache is just a miss."""

from __future__ import annotations

import shutil

import pytest

from thirdage_tui.content import cache
from thirdage_tui.content.mods import LoadResult, load_with_mods
from thirdage_tui.content.paths import base_content_dir


@pytest.fixture
def copy_of_content(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("THIRDAGE_NO_CACHE", raising=False)
    folder = tmp_path / "content"
    shutil.copytree(base_content_dir(), folder)
    return folder


def cached_files(tmp_path):
    return list((tmp_path / "cache" / "thirdage").glob("*.pickle"))


def test_clean_content_is_cached_and_reused(copy_of_content, tmp_path):
    first = load_with_mods([copy_of_content], [])
    assert first.errors == [] and len(cached_files(tmp_path)) == 1
    second = load_with_mods([copy_of_content], [])
    assert second is not first and isinstance(second, LoadResult)
    assert second.content.races == first.content.races and second.content.tables == first.content.tables
    assert second.content.where("races", "hobbit") == first.content.where("races", "hobbit")


def test_a_changed_file_misses_the_cache(copy_of_content):
    load_with_mods([copy_of_content], [])
    races = copy_of_content / "races.yaml"
    races.write_text(races.read_text().replace("move: 6", "move: 7", 1))
    assert 7 in {r.move for r in load_with_mods([copy_of_content], []).content.races.values()}


def test_content_with_problems_is_never_cached(copy_of_content, tmp_path):
    (copy_of_content / "languages.yaml").write_text("- {id: x, name: X, colour: red}\n")
    assert load_with_mods([copy_of_content], []).errors
    assert cached_files(tmp_path) == []
    assert load_with_mods([copy_of_content], []).errors


def test_a_corrupt_cache_is_only_a_miss(copy_of_content, tmp_path):
    load_with_mods([copy_of_content], [])
    [path] = cached_files(tmp_path)
    path.write_bytes(b"not a pickle")
    assert load_with_mods([copy_of_content], []).errors == []


def test_the_cache_can_be_switched_off(copy_of_content, tmp_path, monkeypatch):
    monkeypatch.setenv("THIRDAGE_NO_CACHE", "1")
    load_with_mods([copy_of_content], [])
    assert cached_files(tmp_path) == [] and not cache.enabled()
