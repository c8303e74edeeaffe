"""The people of a place, asked by keys alone."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_helpers import sample_hero, settled

from thirdage_tui.campaign import start
from thirdage_tui.campaign.house_rules import PROVISIONS_A_SEASON
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.patron import PatronScreen


async def people(pilot, content, saves, *keys: str):
    """A new campaign's home screen, then `p` (and `keys`): the screen that leaves open."""
    campaign = start.new_campaign(content, sample_hero(content), 5)
    await pilot.app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
    await pilot.press("p", *keys)
    await pilot.pause()
    return pilot.app.screen


async def test_enter_on_a_patron_then_enter_asks_his_first_deed(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await people(pilot, content, saves, "enter")
        assert isinstance(screen, PatronScreen)
        deeds = screen.query_one("#patron-deeds", OptionList)
        assert deeds.has_focus and deeds.highlighted == 0
        assert str(deeds.get_option_at_index(0).prompt) == "Provisions"
        for _ in range(PROVISIONS_A_SEASON):  # the start's provisions were the home's larder's (uncounted)
            await pilot.press("enter")
            await pilot.pause()
            assert not any("all he can spare" in n.message for n in app._notifications)
        await pilot.press("enter")
        await pilot.pause()
        assert any("all he can spare" in n.message for n in app._notifications)
        assert deeds.highlighted == 0


async def test_tab_goes_from_list_to_list_then_to_the_description(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await people(pilot, content, saves)
        focus = []
        for _ in range(3):
            await pilot.press("tab")
            focus.append(app.focused.id)
        assert focus == ["patron-deeds", "patron-about-box", "patron-people"]
        await pilot.press("shift+tab")
        assert app.focused is screen.query_one("#patron-about-box")


async def test_the_ask_list_follows_its_cursor_from_the_first_key(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        screen = PatronScreen(home.session)
        await app.push_screen(screen)
        deeds = screen.query_one("#patron-deeds", OptionList)
        screen.action_switch(1)
        assert app.focused is deeds  # at once: the next key goes to the list
        deeds.action_last()  # as the screen opens, before it is laid out
        await settled(pilot, lambda: 0 < deeds.max_scroll_y == deeds.scroll_offset.y)
        assert str(deeds.get_option_at_index(deeds.highlighted).prompt).startswith("Errand:")
        assert deeds.max_scroll_y > 0 and deeds.scroll_offset.y == deeds.max_scroll_y


async def test_the_ask_list_takes_the_height_the_description_leaves(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 40)) as pilot:
        screen = await people(pilot, content, saves)
        about, deeds = (screen.query_one(f"#patron-{part}") for part in ("about-box", "deeds"))
        assert about.outer_size.height + deeds.outer_size.height == screen.query_one("#patron-side").size.height
        assert deeds.outer_size.height >= 20
