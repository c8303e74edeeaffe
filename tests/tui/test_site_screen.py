"""The site screen as a player meets it: offered from the home screen at the site's place, entered,
walked by keys (the clock told in full turns and rounds, a wall refused with why), left from the way
in back home; its words are the content's, never ids; its footer fits 80 columns."""

from __future__ import annotations

from textual.widgets import Footer
from tui_helpers import sample_hero, settled

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.site import SiteScreen, clock_words
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.tui.widgets.site_view import SiteView

BARROW = "barrow_of_the_downs"


def at_the_barrow(content, race: str = "hobbit"):
    """A new campaign whose company stands at the barrow's place."""
    campaign = start.new_campaign(content, sample_hero(content, race), 2760)
    campaign.place = content.sites[BARROW].place
    return campaign


def shown(widget) -> str:
    return str(widget.render())


async def home_at_the_barrow(app, pilot, content, saves) -> CampaignScreen:
    home = CampaignScreen(at_the_barrow(content), saves / "hirgon-campaign.json")
    await app.push_screen(home)
    await pilot.pause()
    return home


async def into_the_barrow(app, pilot, content, saves) -> SiteScreen:
    await home_at_the_barrow(app, pilot, content, saves)
    await pilot.press("greater_than_sign")
    assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
    await pilot.press("enter")
    assert await settled(pilot, lambda: isinstance(app.screen, SiteScreen))
    return app.screen


def test_the_clock_is_told_in_full_turns_and_rounds():
    assert clock_words(0) == "Full turn 1, round 1 of 25"
    assert clock_words(12 * 25 + 12 * 3 + 5) == "Full turn 2, round 4 of 25"


async def test_the_home_offers_the_site_at_its_place_by_name(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = await home_at_the_barrow(app, pilot, content, saves)
        assert home.check_action("site", ()) is True
        await pilot.press("greater_than_sign")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert app.screen.choices[0].label == f"Enter {content.sites[BARROW].name}"


async def test_no_site_no_key(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 2760)
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        assert not home.check_action("site", ())
        assert "barrows, caves and holds" in home.why_not("site", ())


async def test_keys_walk_the_company_and_the_clock_goes_on(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        view = screen.query_one(SiteView)
        start_at = screen.delve.at
        assert view.at == start_at and view.border_title == content.sites[BARROW].name
        await pilot.press("l")
        await pilot.pause()
        assert screen.delve.at == (start_at[0] + 1, start_at[1]) == view.at
        assert screen.delve.twelfths > 0
        assert clock_words(screen.delve.twelfths) in shown(screen.query_one(SideText))


async def test_a_wall_is_refused_with_why(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        start_at = screen.delve.at
        await pilot.press("k")  # the barrow's way in has wall above it
        await pilot.pause()
        assert screen.delve.at == start_at
        assert any(n.title == "Not now" for n in app._notifications)


async def test_leaving_from_the_way_in_goes_home(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        await pilot.press("l", "h", "less_than_sign")
        assert await settled(pilot, lambda: isinstance(app.screen, CampaignScreen))
        assert screen.session.campaign.delve is None


async def test_words_from_content_and_a_footer_within_80_columns(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        text = shown(screen.query_one(SideText))
        assert "_" not in text and content.sites[BARROW].name not in ("", BARROW)
        footer = screen.query_one(Footer)
        assert sum(key.outer_size.width for key in footer.children) <= 80


async def test_a_run_saved_inside_a_site_goes_on_inside_it(make_app, content, saves):
    from thirdage_tui.campaign import sites

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_the_barrow(content)
        sites.enter(campaign, content, BARROW)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        assert await settled(pilot, lambda: isinstance(app.screen, SiteScreen))


async def test_the_home_names_the_site_at_its_place(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = await home_at_the_barrow(app, pilot, content, saves)
        assert f"> {content.sites[BARROW].name}" in home.status_line().replace("[b]", "").replace("[/b]", "")
