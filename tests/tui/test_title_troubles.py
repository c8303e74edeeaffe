"""The title says what is wrong with the content as soon as it is read: a broken mod by name, with
its first problem as file:line:col (the game starts without it), or the game's own content broken
(and a key that needs it refuses, saying why)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tui_helpers import settled

from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.tui.screens.title import TitleScreen

EXAMPLE_MOD = Path(__file__).parents[2] / "examples" / "mods" / "ettenmoors_watch"


async def troubles(app) -> str:
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settled(pilot, lambda: app.load_result is not None), "the content is never read"
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        shown = str(app.screen.query_one("#troubles").render())
        await pilot.press("c")  # the codex needs the content
        await settled(pilot, lambda: not isinstance(app.screen, TitleScreen) or bool(app._notifications))
        return shown + "\n" + type(app.screen).__name__ + "\n" + "\n".join(n.message for n in app._notifications)


def broken_mod(folder: Path) -> Path:
    """The example mod with a word where its snow troll's armour wants a number."""
    mod = folder / "given" / "broken_watch"
    shutil.copytree(EXAMPLE_MOD, mod)
    bestiary = mod / "bestiary.yaml"
    bestiary.write_text(bestiary.read_text().replace("natural_armour: {legs: 5", "natural_armour: {legs: five", 1))
    return mod


async def test_a_broken_mod_is_named_on_the_title_with_where_and_why_and_the_game_starts_without_it(
        make_app, tmp_path):
    mod = broken_mod(tmp_path)
    line = next(n for n, text in enumerate((mod / "bestiary.yaml").read_text().splitlines(), 1) if "legs: five" in text)
    told = await troubles(make_app(mod_paths=[mod]))
    assert "Mod ettenmoors_watch left out" in told
    assert f"broken_watch/bestiary.yaml:{line}:" in told and "five" in told
    assert "CodexScreen" in told


async def test_the_games_own_content_broken_is_said_on_the_title_and_the_codex_refuses(make_app, tmp_path):
    base = tmp_path / "content"
    shutil.copytree(base_content_dir(), base)
    races = base / "races.yaml"
    races.write_text(races.read_text().replace("folk: human", "folk: humman", 1))
    told = await troubles(make_app(content_layers=[base]))
    assert "The game's content is broken" in told and "races.yaml:" in told
    assert "TitleScreen" in told and "problem(s) in the content" in told


async def test_all_is_quiet_on_the_title_when_the_content_is_sound(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        assert await settled(pilot, lambda: app.load_result is not None), "the content is never read"
        await pilot.pause()
        assert not app.screen.has_class("-troubled") and app.screen.query_one("#banner").display


@pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])
def test_the_title_with_a_broken_mod(snap_compare, make_app, tmp_path, size):
    async def told(pilot):
        assert await settled(pilot, lambda: pilot.app.screen.has_class("-troubled"))
        await pilot.pause()

    assert snap_compare(make_app(mod_paths=[broken_mod(tmp_path)]), terminal_size=size, run_before=told)
