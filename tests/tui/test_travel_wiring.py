"""The travel screen from the title menu and the palette: with the current hero or a saved one,
starting at Rhosgobel with the company in view; a reload of the content keeps it working."""

from __future__ import annotations

import shutil
from pathlib import Path

from tui_helpers import from_palette, sample_hero, save_hero

from thirdage_tui.persistence.modlist import save_disabled
from thirdage_tui.tui.screens.load import LoadScreen
from thirdage_tui.tui.screens.maps import TravelScreen
from thirdage_tui.tui.screens.title import TitleScreen
from thirdage_tui.tui.widgets.map_view import MapView

EXAMPLE = Path(__file__).parents[2] / "examples" / "mods" / "ettenmoors_watch"


def in_view(view: MapView) -> bool:
    x, y = view.cursor
    left, top = view.scroll_offset
    size = view.scrollable_content_region.size
    return left <= x < left + size.width and top <= y < top + size.height


async def test_without_a_hero_travel_says_so(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        assert isinstance(app.screen, TitleScreen)
        assert any("create one" in n.message for n in app._notifications)


async def test_a_saved_hero_sets_out_from_rhosgobel(make_app, saves, content):
    save_hero(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        assert isinstance(app.screen, LoadScreen)
        assert app.screen.query_one("#load-box").border_title == "Who wanders the map?"  # not "Load a hero"
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TravelScreen)
        assert screen.here.id == "rhosgobel" and screen.heroes[0].name == "Hirgon"
        assert app.hero is screen.heroes[0]
        view = screen.query_one(MapView)
        assert view.has_focus and view.cursor == tuple(content.places["rhosgobel"].at) and in_view(view)


async def test_the_current_hero_travels_from_the_palette(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.hero = sample_hero(content, "hobbit")
        await from_palette(pilot, "wander")
        assert isinstance(app.screen, TravelScreen) and app.screen.heroes == (app.hero,)


async def test_a_reload_on_the_map_keeps_the_journey_going(make_app, saves, content):
    shutil.copytree(EXAMPLE, saves.parent / "mods" / "ettenmoors_watch")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.hero = hero = sample_hero(content)
        await pilot.press("t")
        screen = app.screen
        assert "hoarwell_watch" in screen.content.places
        await pilot.press(*["left"] * 4, *["up"] * 7, "enter")
        assert screen.route is not None and screen.route.end.id == "carrock"
        save_disabled(saves, ["ettenmoors_watch"])
        await pilot.press("f5")
        await pilot.pause()
        assert screen.content is app.content and "hoarwell_watch" not in screen.content.places
        assert app.screen is screen and app.hero is hero
        await pilot.press("t")
        assert "Travelled" in "\n".join(line.text for line in screen.query_one("#journal").lines)
