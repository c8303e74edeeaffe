"""The content cache: used only for unchanged files that loaded cleanly; one entry per checkout and
mod set, bounded, signed with the user's own key; a bad cache is just a miss."""

from __future__ import annotations

import os
import pickle
import shutil
import subprocess
import sys

import pytest

from thirdage_tui.content import cache
from thirdage_tui.content.loaded import LoadResult, load_with_mods
from thirdage_tui.content.paths import base_content_dir


@pytest.fixture
def copy_of_content(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("THIRDAGE_NO_CACHE", raising=False)
    folder = tmp_path / "content"
    shutil.copytree(base_content_dir(), folder)
    return folder


def cached_files(tmp_path):
    return list((tmp_path / "cache" / "thirdage").glob("*.cache"))


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


def test_a_sibling_checkout_keeps_its_entry(copy_of_content, tmp_path):
    sibling = tmp_path / "sibling"
    shutil.copytree(copy_of_content, sibling)
    load_with_mods([copy_of_content], [])
    load_with_mods([sibling], [])
    assert len(cached_files(tmp_path)) == 2
    assert load_with_mods([copy_of_content], []) is not None and len(cached_files(tmp_path)) == 2


def test_another_mod_set_is_another_entry(copy_of_content, tmp_path):
    load_with_mods([copy_of_content], [])
    load_with_mods([copy_of_content], [], disabled=["some_mod"])
    assert len(cached_files(tmp_path)) == 2


def test_a_changed_file_replaces_only_its_own_entry(copy_of_content, tmp_path):
    sibling = tmp_path / "sibling"
    shutil.copytree(copy_of_content, sibling)
    load_with_mods([sibling], [])
    load_with_mods([copy_of_content], [])
    races = copy_of_content / "races.yaml"
    races.write_text(races.read_text().replace("move: 6", "move: 7", 1))
    load_with_mods([copy_of_content], [])
    assert len(cached_files(tmp_path)) == 2


def test_the_cache_keeps_the_slots_used_most_recently(copy_of_content, tmp_path, monkeypatch):
    monkeypatch.setattr(cache, "MAX_SLOTS", 2)
    for n in range(3):
        cache.store(cache.cache_key([copy_of_content], extra=str(n)), n)
        [newest] = sorted(cached_files(tmp_path), key=lambda p: p.stat().st_mtime_ns)[-1:]
        os.utime(newest, ns=(n * 10**9, n * 10**9))
    assert cache.load(cache.cache_key([copy_of_content], extra="0")) is None
    assert [cache.load(cache.cache_key([copy_of_content], extra=str(n))) for n in (1, 2)] == [1, 2]


class Trap:
    """A pickle that would write a file if it were ever unpickled."""

    def __init__(self, path):
        self.path = path

    def __reduce__(self):
        return (open, (str(self.path), "w"))


def test_an_entry_not_signed_with_the_users_key_is_never_unpickled(copy_of_content, tmp_path):
    load_with_mods([copy_of_content], [])
    [path] = cached_files(tmp_path)
    data = path.read_bytes()
    head = len(cache.MAGIC) + 128
    trap = tmp_path / "trapped"
    path.write_bytes(data[:head] + pickle.dumps(Trap(trap)))
    assert load_with_mods([copy_of_content], []).errors == []
    assert not trap.exists()


def test_a_key_others_can_read_turns_the_cache_off(copy_of_content, tmp_path):
    key = cache.cache_key([copy_of_content])
    cache.store(key, "kept")
    secret = tmp_path / "cache" / "thirdage" / cache.KEY_FILE
    secret.chmod(0o644)
    assert cache.load(key) is None
    secret.chmod(0o600)
    assert cache.load(key) == "kept"


def test_an_entry_is_served_where_its_use_cannot_be_recorded(copy_of_content, monkeypatch):
    key = cache.cache_key([copy_of_content])
    cache.store(key, "kept")

    def read_only(*args, **kwargs):
        raise PermissionError("read-only cache")

    monkeypatch.setattr(os, "utime", read_only)
    assert cache.load(key) == "kept"



WARM_START = """
import sys
from pathlib import Path
from thirdage_tui.content.loaded import load_with_mods
content = load_with_mods([Path(sys.argv[1])], []).content
assert content.bestiary["mordor_orc"].name
unread = {"yaml", "pydantic", *(f"thirdage_tui.content.{m}" for m in ("loader", "mods", "checks", "yamlsafe", "models.world",
                                                          "models.magic", "models.lore", "models.character"))}
print(sorted(unread & set(sys.modules)))
"""


def test_a_warm_start_imports_only_the_models_of_the_kinds_it_reads(copy_of_content, tmp_path):
    """Neither the YAML reader nor the loader, nor the models of kinds left unread, nor pydantic (which
    only validates what is read from YAML)."""
    load_with_mods([copy_of_content], [])
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    result = subprocess.run([sys.executable, "-c", WARM_START, str(copy_of_content)], capture_output=True, text=True,
                            env=env, check=True)
    assert result.stdout.strip() == "[]"


def test_a_kind_read_by_two_threads_at_once_is_whole_for_both(content, monkeypatch):
    """A kind still pickled, read in a thread (the map's route planned in one) while another thread is
    unpickling it, is the whole kind for both, never the empty dict of a kind not loaded (the route
    planner once found no `trail_finding` among the skills)."""
    import pickle
    import threading

    from thirdage_tui.content import store

    cached = pickle.loads(pickle.dumps(content))
    started, seen = threading.Event(), {}
    unpickle = store.pickle.loads

    def other_reader():
        started.set()
        seen["other"] = len(cached.skills)

    def slow_loads(data):
        reader = threading.Thread(target=other_reader)
        reader.start()
        started.wait(5)
        reader.join(0.2)  # the other reader gets this far while the kind is being unpickled
        seen["reader"] = reader
        return unpickle(data)

    monkeypatch.setattr(store.pickle, "loads", slow_loads)
    assert len(cached.skills) == len(content.skills)
    seen.pop("reader").join(5)
    assert seen == {"other": len(content.skills)}
