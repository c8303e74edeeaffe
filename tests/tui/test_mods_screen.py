"""The mods screen: a good mod and a broken one listed with their problems, disabling and reloading
without leaving the game, and how the screen looks."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static
from tui_helpers import from_palette, sample_hero

from thirdage_tui.tui.screens.mod_manager import ModsScreen
from thirdage_tui.tui.screens.title import TitleScreen

EXAMPLE = Path(__file__).parents[2] / "examples" / "mods" / "ettenmoors_watch"


@pytest.fixture
def mods(saves: Path) -> Path:
    """The test's mods folder: the Ettenmoors Watch, and a copy of it with a misspelt key."""
    folder = saves.parent / "mods"
    shutil.copytree(EXAMPLE, folder / "ettenmoors_watch")
    broken = shutil.copytree(EXAMPLE, folder / "broken_watch")
    manifest = broken / "mod.yaml"
    manifest.write_text(manifest.read_text().replace("id: ettenmoors_watch", "id: broken_watch"))
    bestiary = broken / "bestiary.yaml"
    bestiary.write_text(bestiary.read_text().replace("  natural_armour:", "  natral_armour:"))
    return folder


def detail(screen: ModsScreen) -> str:
    return str(screen.query_one("#mods-text", Static).render())


async def test_lists_a_good_and_a_broken_mod(make_app, mods):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")
        screen = app.screen
        assert isinstance(screen, ModsScreen)
        assert [(r.report.id, r.status[1]) for r in screen.rows] == [("broken_watch", "left out"),
                                                                     ("ettenmoors_watch", "loaded")]
        text = detail(screen)
        assert "broken_watch/bestiary.yaml:7:3: error: bestiary 'cold_troll' (as copied by 'snow_troll'): " in text and "did you mean 'natural_armour'?" in text
        await pilot.press("down")
        text = detail(screen)
        assert "Adds" in text and "bestiary: snow_troll" in text and "places: hoarwell_watch" in text
        assert "snow_troll" in app.content.bestiary


async def test_disabling_and_reloading_changes_the_content_and_keeps_the_hero(make_app, mods, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.hero = hero = sample_hero(content)
        await pilot.press("m", "down", "space")
        assert json.loads((saves / "mods.json").read_text()) == {"format": "thirdage-modlist",
                                                                 "disabled": ["ettenmoors_watch"]}
        assert "snow_troll" in app.content.bestiary  # not before a reload
        await pilot.press("r")
        assert "snow_troll" not in app.content.bestiary and "hoarwell_watch" not in app.content.places
        screen = app.screen
        assert isinstance(screen, ModsScreen) and screen.rows[1].status[1] == "disabled"
        assert app.hero is hero
        await pilot.press("space", "r")
        assert "snow_troll" in app.content.bestiary
        await pilot.press("escape")
        assert isinstance(app.screen, TitleScreen) and app.hero is hero


async def test_reachable_from_the_palette(make_app, mods):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await from_palette(pilot, "mods")
        assert isinstance(app.screen, ModsScreen)
        assert app.screen.query_one(OptionList).option_count == 2


async def test_no_mods_says_where_to_put_them(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m")
        assert "No mods" in detail(app.screen)


class TestModsLooks:
    """The mods screen at the smallest terminal, the broken mod's problems shown."""

    def test_mods_screen(self, snap_compare, make_app, mods, monkeypatch):
        from thirdage_tui.tui.screens import mod_manager

        # the screen names where mods are found; the test's own folder changes from run to run
        monkeypatch.setattr(mod_manager, "mods_folder", lambda: Path("/home/player/thirdage/mods"))
        app = make_app()

        async def open_mods(pilot):
            await pilot.press("m")
            app.clear_notifications()
            await pilot.pause()

        assert snap_compare(app, terminal_size=(80, 24), run_before=open_mods)
