"""The site screen as a player meets it: offered from the home screen at the site's place, entered,
walked by keys (the clock told in full turns and rounds, a wall refused with why), left from the way
in back home; its words are the content's, never ids; its footer fits 80 columns."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger
from textual.widgets import Footer
from tui_helpers import sample_hero, settled

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.screens.site import SiteLog, SiteScreen, clock_words, told
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.tui.widgets.site_view import SiteView

BARROW = "barrow_of_the_downs"


KIT = ("lantern", "lamp_oil", "flint_and_steel")
"""What a hero needs to see in the barrow by his own light."""


def at_the_barrow(content, race="hobbit", kit: tuple[str, ...] = (), companions=(), seed: int = 2760):
    """A new campaign whose company stands at the barrow's place, its hero (one of `race` made by the
    engine, or the hero given) carrying `kit` as well."""
    hero = sample_hero(content, race) if isinstance(race, str) else race
    campaign = start.new_campaign(content, hero.evolve(equipment=[*hero.equipment, *kit]), seed, companions=companions)
    campaign.place = content.sites[BARROW].place
    return campaign


def shown(widget) -> str:
    return str(widget.render())


async def home_at_the_barrow(app, pilot, content, saves, kit: tuple[str, ...] = (), companions=(),
                             race="hobbit", seed: int = 2760) -> CampaignScreen:
    home = CampaignScreen(at_the_barrow(content, race, kit, companions, seed), saves / "hirgon-campaign.json")
    await app.push_screen(home)
    await pilot.pause()
    return home


async def into_the_barrow(app, pilot, content, saves, kit: tuple[str, ...] = (), companions=(),
                          race="hobbit", seed: int = 2760) -> SiteScreen:
    await home_at_the_barrow(app, pilot, content, saves, kit, companions, race, seed)
    await pilot.press("greater_than_sign")
    assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
    await pilot.press("enter")
    assert await settled(pilot, lambda: isinstance(app.screen, SiteScreen))
    return app.screen


@pytest.mark.rule("3.1.2")
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
        screen = await into_the_barrow(app, pilot, content, saves, KIT)
        text = shown(screen.query_one(SideText))
        assert "_" not in text and content.sites[BARROW].name not in ("", BARROW)
        footer = screen.query_one(Footer)
        assert sum(key.outer_size.width for key in footer.children) <= 80
        screen.known = lambda what: ["B"]  # every feature's key offered at once: still within 80 columns
        screen.refresh_bindings()
        await pilot.pause()
        assert {"Open", "Disarm", "Take", "Light"} <= {getattr(key, "description", "") for key in footer.children}
        assert sum(key.outer_size.width for key in footer.children) <= 80


async def test_a_run_saved_inside_a_site_goes_on_inside_it(make_app, content, saves):
    from thirdage_tui.campaign import delves

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_the_barrow(content)
        delves.enter(campaign, content, BARROW)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        assert await settled(pilot, lambda: isinstance(app.screen, SiteScreen))


async def test_the_home_names_the_site_at_its_place(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = await home_at_the_barrow(app, pilot, content, saves)
        assert f"> {content.sites[BARROW].name}" in home.status_line().replace("[b]", "").replace("[/b]", "")


async def test_a_lantern_lit_by_its_key_lights_the_squares_about_and_is_told(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves, KIT)
        await pilot.press(*"lllll")  # past the daylight at the way in
        view = screen.query_one(SiteView)
        dark = set(view.lit)
        await pilot.press("x")
        await pilot.pause()
        hero = screen.session.campaign.hero.name
        assert screen.delve.lights[hero].source == "lantern"
        assert f"{hero}: Lantern" in shown(screen.query_one(SideText))
        assert len(view.lit - dark) > 5
        assert any("lantern" in line.plain for line in screen.query_one(SiteLog).told)


async def test_a_light_left_is_told_in_rounds_however_long_it_burns(make_app, content, saves):
    """One unit for a light's time, as the clock and the fight count it: never "1 full turn" at one
    step and "24 rounds" at the next."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves, KIT)
        await pilot.press(*"lllll", "x")
        await pilot.pause()
        hero = screen.session.campaign.hero.name
        lantern = screen.delve.lights[hero]
        assert lantern.rounds > 25
        told = [line for line in shown(screen.query_one(SideText)).splitlines() if line.startswith(hero)]
        assert f"{hero}: Lantern, {lantern.rounds} rounds left" in told


async def test_a_band_met_is_fought_on_the_grid_and_the_site_goes_on_after(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves, KIT, (starting_dwarf(),), starting_ranger(),
                                       seed=2771)  # a run in which the wight is beaten and the ranger lives
        delve = screen.delve
        delve.disarmed.add("A")  # the way to the wight made safe and open beforehand: this is the fight's test
        delve.opened.add("B")
        await pilot.press(*"lllll", *"jjjjjjjj")  # down the passage onto the wight's bier
        assert await settled(pilot, lambda: isinstance(app.screen, BattleScreen))
        await pilot.press("G")
        assert await settled(pilot, lambda: isinstance(app.screen, AftermathScreen))
        await pilot.press("enter")
        assert await settled(pilot, lambda: app.screen is screen), ([e.text for e in screen.session.campaign.journal[-6:]], app.screen_stack)
        assert "W" in screen.delve.beaten and screen.query_one(SiteView).at == screen.delve.at


async def test_the_grid_of_a_site_fight_draws_only_the_squares_the_company_has_seen(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves, KIT, (starting_dwarf(),), starting_ranger(),
                                       seed=2771)
        screen.delve.disarmed.add("A")
        screen.delve.opened.add("B")
        await pilot.press(*"lllll", *"jjjjjjjj")
        assert await settled(pilot, lambda: isinstance(app.screen, BattleScreen))
        grid = app.screen.grid
        field = grid.field
        assert grid.known is not None
        unseen = [(x, y) for y in range(field.height) for x in range(field.width)
                  if not grid.knows((x, y)) and (x, y) not in grid.tokens]
        assert unseen and all(grid._segment(c).text.strip() == "" for c in unseen)
        seen = next(c for c in grid.known if c not in grid.tokens)
        assert grid._segment(seen).text.strip()
        grid.cursor = unseen[0]
        await pilot.pause()
        assert "not seen" in str(app.screen.query_one("#battle-intent").render())


async def test_the_panel_tells_what_the_company_knows_of_the_bands(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        assert "Nothing yet (e: listen)" in shown(screen.query_one(SideText))
        screen.delve.heard["W"] = 0  # as a listen at the inner door would leave it
        screen.show()
        await pilot.pause()
        assert f"{content.sites[BARROW].features['W'].name}: asleep" in shown(screen.query_one(SideText))


async def test_the_arrows_move_the_company_however_long_the_log(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        await pilot.press(*"eeeeeeee")  # the log grows past its height
        start_at = screen.delve.at
        await pilot.press("right", "end")
        await pilot.pause()
        assert app.focused is None and screen.delve.at != start_at


def test_a_trap_sprung_is_told_once_with_its_hurt_in_words(content):
    from thirdage_tui.world import delving

    site, company = content.sites[BARROW], (sample_hero(content, "hobbit"),)
    name, hero = site.features["A"].name, company[0].name
    lines = [told(e, site, content, company) for e in
             (delving.Harmed(hero, "head", 3, name), delving.Sprung("A", hero, "head", 3))]
    assert [line and line.plain for line in lines] == [f"{name}: {hero} takes 3 to the head.", None]
    assert "_" not in told(delving.Harmed(hero, "left_leg", 0, "A fall"), site, content, company).plain


async def test_the_panel_says_what_the_glyphs_drawn_stand_for(make_app, content, saves):
    """A newcomer reads `#`, `.` and `<` in the panel's legend, in the content's words, only for what
    is drawn (no trap not found yet), each line within the panel."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await into_the_barrow(app, pilot, content, saves)
        panel = screen.query_one(SideText)
        text = shown(panel)
        legend = text.split("On the plan\n")[1].splitlines()
        assert {"# wall", ". floor", "< way in and out"} <= {p for line in legend for p in line.split("  ")}
        assert "trap found" not in text and "chasm" not in text
        assert all(len(line) <= panel.content_size.width for line in legend)
