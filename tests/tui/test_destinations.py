"""The top-level destinations, declared once: the title menu, its keys (with the ids players' keymaps
name) and the command palette all come from `destinations.DESTINATIONS` and lose nothing."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_helpers import from_palette

from thirdage_tui.tui.app import ThirdAgeApp
from thirdage_tui.tui.commands import ScreensProvider
from thirdage_tui.tui.destinations import DESTINATIONS, TITLE_MENU
from thirdage_tui.tui.screens.hall import HallScreen
from thirdage_tui.tui.screens.title import TitleScreen

PALETTE = {
    "New campaign": "A hero of the Green Company at Rhosgobel, spring of 2760",
    "Continue campaign": "Go on with a saved campaign",
    "Hall of the fallen": "The tales of the heroes who fell",
    "Make a hero": "Create a new hero by the rules",
    "Heroes": "Open the sheet of a saved hero",
    "Codex": "Browse races, backgrounds, weapons, magic and lore",
    "Referee's workshop": "Build an encounter, see its odds, fight it on the grid",
    "Sheet": "Show the character sheet of the current hero",
    "Wander the map": "Set out from Rhosgobel on the map of Middle-earth",
    "Mods": "Enable or disable mods, see their problems, reload",
    "Reload content": "Read the content and mods afresh, keeping the game",
    "Settings": "Theme and keys",
    "Referee's table": "Track a fight at a real table: the players' dice, wounds, Defence, magic; written back "
                       "to the hero files",
    "Enter a veteran": "Edit a saved hero's trained attributes, skills, magic, wounds and POW spent within the rules",
    "Quit": "Leave the game",
}
"""What the palette lists: what it listed before the destinations were declared once, and the referee's
table and veteran since."""

TITLE_KEYS = {
    "title.campaign": ("a", "Campaign"), "title.continue_campaign": ("o", "Continue"),
    "title.new_game": ("n", "Make a hero"), "title.hall": ("h", "Hall"), "title.load": ("l", "Heroes"),
    "title.codex": ("c", "Codex"), "title.travel": ("t", "Wander"), "title.mods": ("m", "Mods"),
    "title.settings": ("s", "Settings"), "title.workshop": ("w", "Workshop"),
    "title.table": ("r", "Table"), "title.veteran": ("v", "Veteran"), "title.quit": ("q", "Quit"),
}
"""The title screen's keys by binding id (players' keymaps in settings.json name these ids)."""


def test_every_destination_is_an_action_of_the_app():
    assert all(callable(getattr(ThirdAgeApp, f"action_{d.action}", None)) for d in DESTINATIONS)
    assert len({d.action for d in DESTINATIONS}) == len(DESTINATIONS)
    assert set(TITLE_MENU) <= {d.action for d in DESTINATIONS}


def test_the_title_keys_keep_their_ids_keys_and_order():
    assert [(b.id, (b.key, b.description)) for b in TitleScreen.BINDINGS] == list(TITLE_KEYS.items())
    assert all(b.action == f"app.{b.id.removeprefix('title.')}" for b in TitleScreen.BINDINGS)


async def test_the_title_menu_lists_its_destinations_from_the_top(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)):
        menu = app.screen.query_one("#menu", OptionList)
        assert [menu.get_option_at_index(i).id for i in range(menu.option_count)] == list(TITLE_MENU)
        assert str(menu.get_option_at_index(0).prompt) == "a New campaign"  # its key, then its name


async def test_the_palette_lists_every_destination_with_its_help(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)):
        provider = ScreensProvider(app.screen)
        listed = {hit.text: hit.help async for hit in provider.discover()}
        found = [hit.text async for hit in provider.search("reload")]
    assert listed == PALETTE
    assert found == ["Reload content"]


async def test_a_destination_off_the_menu_opens_from_the_palette(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await from_palette(pilot, "hall of")
        assert isinstance(app.screen, HallScreen)


async def test_off_the_title_the_palette_offers_no_new_run(make_app, content, saves):
    from tui_helpers import from_palette, sample_hero

    from thirdage_tui.campaign import start
    from thirdage_tui.tui.screens.campaign import CampaignScreen
    from thirdage_tui.tui.screens.codex import CodexScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = CampaignScreen(start.new_campaign(content, sample_hero(content), 5), saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await from_palette(pilot, "New campaign")
        assert not any(type(s).__name__ == "NewCampaignScreen" for s in app.screen_stack)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is home
        await from_palette(pilot, "Codex")
        assert isinstance(app.screen, CodexScreen)


async def test_the_palette_runs_the_screens_keys_and_over_a_campaign_its_own_sheet(make_app, content, saves):
    from tui_helpers import sample_hero

    from thirdage_tui.campaign import start
    from thirdage_tui.tui.screens.campaign import CampaignScreen
    from thirdage_tui.tui.screens.hero_sheet import SheetScreen
    from thirdage_tui.tui.widgets.key_legend import KeyLegend

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.replace_hero(campaign.hero.evolve(wounds={"chest": 2}))
        app.hero = sample_hero(content)  # the hero's file, unhurt
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        provider = ScreensProvider(home)
        assert "Sheet" not in [hit.text async for hit in provider.discover()]
        await from_palette(pilot, "sheet")
        assert isinstance(app.screen, SheetScreen) and app.screen.hero.wounds == {"chest": 2}
        await pilot.press("escape")
        await from_palette(pilot, "keys")
        assert isinstance(app.screen, KeyLegend)
