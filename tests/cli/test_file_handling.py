"""Files the commands read: only regular ones, bounded, odd paths said plainly, `--json` errors as JSON,
the global `--saves` honoured, a mod's files inside the mod, a crash never exit 0."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "mods" / "ettenmoors_watch"


@pytest.fixture(autouse=True)
def own_saves(tmp_path, monkeypatch):
    monkeypatch.setenv("THIRDAGE_SAVES", str(tmp_path / "saves"))
    monkeypatch.setenv("THIRDAGE_MODS", "off")


@pytest.mark.parametrize("args, message", [
    (("validate", "/dev/null"), "not a file or a folder"),
    (("hero", "show", "/dev/zero"), "not a regular file"),
    (("hero", "show", "a" * 5000), "is too long (5,000 characters"),
    (("saves", "check", "x/" * 3000), "is too long"),
    (("validate", "x" * 300), "each name in it at most 255"),
])
def test_odd_files_and_paths_are_refused_plainly(thirdage, args, message):
    result = thirdage(*args)
    assert result.code in (1, 2) and message in result.err and "Traceback" not in result.err


@pytest.mark.parametrize("args", [("hero", "show", "/dev/zero", "--json"), ("saves", "check", "/nowhere", "--json"),
                                  ("bestiary", "show", "nobody", "--json"), ("validate", "--json", "--bogus")])
def test_json_errors_are_json_on_stdout_and_text_on_stderr(thirdage, args):
    result = thirdage(*args)
    assert result.code != 0 and result.err
    assert json.loads(result.out)["ok"] is False


def test_the_global_saves_is_honoured_by_every_command(thirdage, tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    assert str(mine) in thirdage("--saves", mine, "saves", "list").out
    assert json.loads(thirdage("--saves", mine, "saves", "list", "--json").out)["folder"] == str(mine)


def test_a_manifest_linked_from_outside_the_mod_is_refused(thirdage, tmp_path):
    mod = tmp_path / "linked"
    shutil.copytree(EXAMPLE, mod)
    outside = tmp_path / "outside.yaml"
    (mod / "mod.yaml").rename(outside)
    (mod / "mod.yaml").symlink_to(outside)
    result = thirdage("validate", "--mod", mod)
    assert result.code == 1 and "is a link to a file outside the mod" in result.err


def test_a_crash_is_said_plainly_and_exits_non_zero(thirdage, monkeypatch):
    from thirdage_tui.commands import content

    def broken(args):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(content, "validate", broken)
    result = thirdage("validate", "--json")
    assert result.code == 70 and "internal error" in result.err and "Traceback" not in result.err
    assert json.loads(result.out)["exit"] == 70


@pytest.mark.parametrize("command", [
    ("validate",), ("bestiary", "list"), ("bestiary", "show", "warg"), ("encounter", "preview", "--party",
    "bestiary:goblin", "--foes", "warg:1", "--runs", "2"), ("resolve", "attack", "--attacker", "bestiary:goblin",
    "--weapon", "one_handed_sword", "--defender", "bestiary:warg", "--rolls", "3,20,5"), ("places",),
    ("route", "bree", "rivendell")])
def test_a_crash_in_any_command_exits_70_with_json(thirdage, monkeypatch, command):
    """The commands share one way out of a bug: a crash where they all pass (loading the content)."""
    from thirdage_tui.content import loaded

    def broken(*args, **kwargs):
        raise KeyError("a bug")

    monkeypatch.setattr(loaded, "load_with_mods", broken)
    result = thirdage(*command, "--json")
    assert result.code == 70 and "internal error" in result.err and "Traceback" not in result.err, result
    assert json.loads(result.out) == {"ok": False, "exit": 70, "error": result.err.removeprefix(
        "thirdage: error: ").strip()}
