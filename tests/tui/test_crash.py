"""An error nothing catches stops the game with exit status 1 and its traceback in a crash log
that the command line names; nothing looks like a normal exit."""

from __future__ import annotations

import pytest

from thirdage_tui import cli
from thirdage_tui.tui.app import ThirdAgeApp


class Boom(RuntimeError):
    pass


def explode(self) -> None:
    raise Boom("the test's own failure")


async def test_an_unhandled_error_writes_a_crash_log_and_sets_exit_status_1(make_app, saves, monkeypatch):
    monkeypatch.setattr(ThirdAgeApp, "action_codex", explode)
    app = make_app()
    with pytest.raises(Boom):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            await pilot.pause()
    assert app.return_code == 1
    assert app.crash_log is not None and app.crash_log.parent == saves / "crashes"
    log = app.crash_log.read_text(encoding="utf-8")
    assert "Boom: the test's own failure" in log and "TitleScreen" in log and "seed 2760" in log


def test_the_command_line_exits_non_zero_and_names_the_log(tmp_path, monkeypatch, capsys):
    run = ThirdAgeApp.run
    monkeypatch.setattr(ThirdAgeApp, "on_mount", explode)
    monkeypatch.setattr(ThirdAgeApp, "run", lambda self: run(self, headless=True, size=(80, 24)))
    assert cli.main(["play", "--saves", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    [log] = (tmp_path / "crashes").iterdir()
    assert f"the traceback is in {log}" in err
    assert "Boom" in log.read_text(encoding="utf-8")


def test_the_game_by_default_exits_non_zero_even_where_no_crash_log_can_be_written(tmp_path, monkeypatch, capsys):
    """`thirdage` alone plays; a crash with nowhere to write its log still never exits 0."""
    from thirdage_tui.persistence import crash_log

    def nowhere(saves, report, after=None):
        raise OSError("read-only")

    run = ThirdAgeApp.run
    monkeypatch.setattr(ThirdAgeApp, "on_mount", explode)
    monkeypatch.setattr(crash_log, "write_crash_log", nowhere)
    monkeypatch.setattr(ThirdAgeApp, "run", lambda self: run(self, headless=True, size=(80, 24)))
    assert cli.main(["--saves", str(tmp_path)]) == 1
    assert "no crash log could be written" in capsys.readouterr().err


async def test_a_crash_deep_in_play_writes_the_screens_it_passed(make_app, saves, monkeypatch):
    """A crash on a screen opened from another still stops the game with status 1 and a log naming both."""
    from thirdage_tui.tui.screens.codex import CodexScreen

    monkeypatch.setattr(CodexScreen, "on_key", lambda self, event: explode(self), raising=False)
    app = make_app()
    with pytest.raises(Boom):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            await pilot.pause()
            await pilot.press("j")
            await pilot.pause()
    assert app.return_code == 1 and app.crash_log is not None
    assert "TitleScreen > CodexScreen" in app.crash_log.read_text(encoding="utf-8")


def test_what_a_crash_sets_off_goes_into_its_own_log_even_a_second_later(tmp_path, monkeypatch):
    """A second error of the same run (a handler failing as the game stops) follows the first in its log,
    not a new file named for a later second (the full suite on a loaded machine found two logs)."""
    from thirdage_tui.persistence import crash_log

    first = crash_log.write_crash_log(tmp_path, "first\n")
    monkeypatch.setattr(crash_log.time, "strftime", lambda fmt: "20991231-235959")
    second = crash_log.write_crash_log(tmp_path, "second\n", after=first)
    assert second == first and list((tmp_path / "crashes").iterdir()) == [first]
    assert first.read_text(encoding="utf-8") == "first\nsecond\n"
