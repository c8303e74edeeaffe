"""The travel screen: plan Rhosgobel -> the Carrock on the map by keys, walk it day by day, meet a band
on the way, and arrive at the place's screen."""

from __future__ import annotations

from textual.widgets import RichLog, Static

from thirdage_tui.engine.hero import Hero
from thirdage_tui.tui.screens.travel import PlaceScreen, TravelScreen
from thirdage_tui.tui.widgets.map_view import OVERVIEW, MapView

WANDERER = Hero(name="Hirgon", race="human", nation="dunedain", background="woodsman",
                attributes={"STR": 12, "CON": 12, "SIZ": 11, "INT": 12, "POW": 11, "DEX": 13, "CHA": 10},
                equipment=["dried_rations"] * 10)
SEED = 4


def journal_text(screen: TravelScreen) -> str:
    return "\n".join(line.text for line in screen.query_one(RichLog).lines)


async def test_plan_and_walk_rhosgobel_to_the_carrock(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TravelScreen(content, (WANDERER,), "rhosgobel", seed=SEED)
        await app.push_screen(screen)
        await pilot.press(*["left"] * 4, *["up"] * 7)
        assert screen.query_one(MapView).cursor == (77, 25)
        await pilot.press("enter")
        preview = str(screen.query_one("#info", Static).render())
        assert "Rhosgobel → The Carrock" in preview and "miles" in preview
        for _ in range(20):
            if isinstance(app.screen, PlaceScreen):
                break
            await pilot.press("t")
        assert isinstance(app.screen, PlaceScreen)
        assert "The Carrock" in str(app.screen.query_one("#place-text", Static).render())
        text = journal_text(screen)
        assert "By day" in text or "By night" in text, text
        assert "Arrived at The Carrock." in text
        await pilot.press("escape")
        assert app.screen is screen and screen.here.id == "carrock"


async def test_zoom_shows_the_whole_region(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TravelScreen(content, (WANDERER,), "bree")
        await app.push_screen(screen)
        await pilot.press("z")
        view = screen.query_one(MapView)
        assert view.zoom == OVERVIEW
        assert view.virtual_size.width <= 130 // OVERVIEW + 1


async def test_planning_off_a_place_warns(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TravelScreen(content, (WANDERER,), "bree")
        await app.push_screen(screen)
        await pilot.press("right", "enter")
        assert screen.route is None
