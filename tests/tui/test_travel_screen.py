"""The travel screen: plan Rhosgobel -> the Carrock on the map by keys, walk it day by day, meet a band
on the way (fought quickly or on the grid), and arrive at the place's screen; the hero written back;
the campaign's map."""

from __future__ import annotations

import re

from textual.widgets import RichLog, Static
from tui_helpers import play_by_keys, save_hero

from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.persistence.heroes import read_hero
from thirdage_tui.tui.screens.band_met import KEYS, EncounterScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.screens.maps import CampaignMapScreen, PlaceScreen, TravelScreen
from thirdage_tui.tui.widgets.map_view import OVERVIEW, MapView

WANDERER = Hero(name="Hirgon", race="human", nation="dunedain", background="woodsman",
                attributes={"STR": 12, "CON": 12, "SIZ": 11, "INT": 12, "POW": 11, "DEX": 13, "CHA": 10},
                equipment=["dried_rations"] * 10)
SEED = 4
TO_THE_CARROCK = ("left",) * 4 + ("up",) * 7


def journal_text(screen: TravelScreen) -> str:
    return "\n".join(line.text for line in screen.query_one(RichLog).lines)


async def test_plan_and_walk_rhosgobel_to_the_carrock(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TravelScreen(content, (WANDERER,), "rhosgobel", seed=SEED)
        await app.push_screen(screen)
        await pilot.press(*TO_THE_CARROCK)
        assert screen.query_one(MapView).cursor == (77, 25)
        await pilot.press("enter")
        preview = str(screen.query_one("#info", Static).render())
        assert "Rhosgobel → The Carrock" in preview and "miles" in preview
        for _ in range(20):
            if isinstance(app.screen, PlaceScreen):
                break
            await pilot.press(KEYS["quick"] if isinstance(app.screen, EncounterScreen) else "t")  # a band: fight it
        assert isinstance(app.screen, PlaceScreen)
        assert "The Carrock" in str(app.screen.query_one("#place-text", Static).render())
        text = journal_text(screen)
        assert "By day" in text or "By night" in text, text
        assert re.search(r"(?: in| after) \d+ rounds?[;.]", text), text  # the band was fought
        assert "Arrived at the Carrock." in text
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


async def test_the_road_writes_the_hero_back_to_his_file(make_app, saves, content):
    """A day's march eats a ration: the app's hero and his file carry one fewer."""
    path = save_hero(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.hero, app.hero_path = WANDERER, path
        app.travel_with(WANDERER, path)
        await pilot.pause()
        screen = app.screen
        await pilot.press(*TO_THE_CARROCK, "enter", "t")
        await pilot.pause()
        assert app.hero is screen.heroes[0] and app.hero is not WANDERER
        kept = read_hero(path, content)
        assert kept.name == "Hirgon" and kept.equipment.count("dried_rations") == 9


class TestBandOnTheGrid:
    """A band met while wandering is fought on the grid, as in a campaign: the campaign's aftermath is
    written on the wander's ledger, then the hero is written back to his file, or his fall ends the wander."""

    async def fight_on_the_grid(self, pilot, saves, content, seed: int, **hero) -> tuple[TravelScreen, str]:
        """Wander towards the Carrock until a band is met, fight it on the grid by keys; the screen and
        what the aftermath says was written back. `hero`: how the hero is made (`save_hero`)."""
        app = pilot.app
        app.hero_path = save_hero(saves, content, **hero)
        app.hero = read_hero(app.hero_path, content)
        screen = TravelScreen(content, (app.hero,), "rhosgobel", seed=seed)
        await app.push_screen(screen)
        await pilot.press(*TO_THE_CARROCK, "enter")
        for _ in range(10):
            if app.screen is not screen:
                break
            await pilot.press("t")
        assert isinstance(app.screen, EncounterScreen)
        await pilot.press(KEYS["grid"])
        assert isinstance(app.screen, BattleScreen)
        await play_by_keys(pilot, app.screen)
        assert isinstance(app.screen, AftermathScreen)
        told = str(app.screen.query_one("#aftermath-text", Static).render())
        await pilot.press("enter")
        await pilot.pause()
        return screen, told

    async def test_the_wounds_of_a_won_fight_go_to_the_file(self, make_app, saves, content):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            screen, told = await self.fight_on_the_grid(pilot, saves, content, seed=7)
            assert "Written back" in told and "Victory against 2 Goblins" in told
            assert app.screen is screen and "Victory against 2 Goblins" in journal_text(screen)
            hero = screen.heroes[0]
            assert hero.wounds and app.hero is hero
            assert read_hero(app.hero_path, content).wounds == hero.wounds

    async def test_a_hero_slain_ends_the_wander(self, make_app, saves, content):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            screen, told = await self.fight_on_the_grid(pilot, saves, content, seed=25)  # slain on the fight's own field
            assert "Hirgon falls: slain fighting " in told
            assert app.screen is not screen and any("the wander ends" in n.message for n in app._notifications)
            kept = read_hero(app.hero_path, content)
            assert hero_json(kept, content) == hero_json(screen.heroes[0], content)
            # the morning's hurts from the road (hunger) are kept, never the blows that slew him
            assert character_sheet(kept, content).hit_points_left > 0


class TestCampaignMap:
    """The campaign's Go opens the map on the first errand's target with the route drawn; Enter asks
    the pace and sets out; on the road the map follows the company day by day."""

    async def test_choose_on_the_map_and_follow_the_road(self, make_app, saves, content):
        from thirdage_tui.campaign import start
        from thirdage_tui.tui.screens.campaign import CampaignScreen

        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            campaign = start.new_campaign(content, WANDERER, 11)
            home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
            await app.push_screen(home)
            await pilot.press("g")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, CampaignMapScreen)
            target = content.places[campaign.errands[0].target]
            view = screen.query_one(MapView)
            assert view.cursor == tuple(target.at) and view.route
            assert f"→ {target.name}" in str(screen.query_one("#info", Static).render())
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)
            app.screen.query_one("#choice-list").highlighted = 0
            await pilot.press("enter")
            await pilot.pause()
            assert app.screen is screen and campaign.road is not None and campaign.road.end == target.id
            await pilot.press("t")
            await pilot.pause()
            assert campaign.tale.days == 1
            if isinstance(app.screen, CampaignMapScreen):
                assert app.screen.query_one(MapView).company == screen.world.cell(campaign.road.path[campaign.road.step])

    async def test_a_list_of_places_is_one_key_away(self, make_app, saves, content):
        from thirdage_tui.campaign import start
        from thirdage_tui.tui.screens.campaign import CampaignScreen

        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(CampaignScreen(start.new_campaign(content, WANDERER, 11), saves / "c.json"))
            await pilot.press("g", "slash")
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen) and len(app.screen.choices) == len(content.places) - 1


async def test_the_route_leaves_the_names_it_crosses_readable(make_app, content):
    """The road to the Carrock runs under "Old Ford" and "High Pass": their letters stay."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TravelScreen(content, (WANDERER,), "rhosgobel", seed=SEED)
        await app.push_screen(screen)
        await pilot.press(*TO_THE_CARROCK, "enter")
        view = screen.query_one(MapView)
        assert {(80, 28), (78, 26)} <= view.route  # under the letters of Old Ford and of High Pass
        shown = "\n".join(line.text for line in view.render_lines(view.region.reset_offset))
        assert "Old Ford" in shown and "High Pass" in shown


async def test_the_campaign_map_is_up_at_once_its_route_planned_in_a_thread(make_app, saves, content, monkeypatch):
    """The first route of a run builds the map's graph of days: the map is drawn and takes keys at
    once, its panel loading until the route comes from the thread."""
    import threading

    from thirdage_tui.campaign import start, travel
    from thirdage_tui.tui.screens.campaign import CampaignScreen

    gate, plan = threading.Event(), travel.plan

    def slow_plan(*args, **kwargs):
        gate.wait(10)
        return plan(*args, **kwargs)

    monkeypatch.setattr(travel, "plan", slow_plan)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, WANDERER, 11)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("g")
        await pilot.pause()
        screen, target = app.screen, content.places[campaign.errands[0].target]
        assert isinstance(screen, CampaignMapScreen) and screen.query_one(".map-info-box").loading
        assert target.name in str(screen.query_one("#info", Static).render())  # what lies under the cursor
        gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert not screen.query_one(".map-info-box").loading and screen.query_one(MapView).route
        assert f"→ {target.name}" in str(screen.query_one("#info", Static).render())
