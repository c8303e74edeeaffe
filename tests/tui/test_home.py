"""The campaign's home screen: on the road, the food left in the status line and no offer to see who
is here where nobody is; the journal wrapped to its width at every size; the food against the road
when setting out; a pop-up for an errand done; the journal's words for the start and a hunt."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import sample_hero

from thirdage_tui.campaign import start, travel
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.widgets.journal import JournalLog
from thirdage_tui.tui.widgets.sheet_view import SheetView
from thirdage_tui.world.calendar import Date


async def test_on_the_road_the_home_screen_tells_the_food_left(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.errands = [e for e in campaign.errands if e not in campaign.active_errands()]
        travel.set_out(campaign, content, "the_carrock")
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        status = str(home.query_one("#camp-status", Static).render())
        assert f"food for {campaign.road.food.days} days" in status
        assert str(home.query_one("#camp-errands", Static).render()) == "No errand in hand."


async def test_on_the_road_the_status_fits_80_columns_with_the_seed_in_view(make_app, saves, content):
    """The longest month and a far place with a long name: neither status line wraps."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        travel.set_out(campaign, content, "ered_luin")
        months = calendar(content).months
        longest = max(range(len(months)), key=lambda m: (months[m].days > 1, len(months[m].name)))
        campaign.date, campaign.tale.days = Date(campaign.date.year, longest, 30), 365
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        status = home.query_one("#camp-status", Static)
        lines = status.render().split(allow_blank=True)
        assert "to the halls of Ered Luin" in lines[0].plain and f"seed {campaign.seed}" in lines[1].plain
        assert max(line.cell_length for line in lines) <= status.content_region.width


async def test_the_journal_wraps_afresh_to_a_new_width_and_beside_its_scrollbar(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        for n in range(40):
            note(campaign, content, "gift", "a line of the journal " * 4 + "." * n)  # some just as wide as the log
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        journal = home.query_one(JournalLog)
        for size in (160, 50), (100, 30):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            widest = max(line.cell_length for line in journal.lines)
            assert journal.max_scroll_y > 0
            assert journal.scrollable_content_region.width - 20 < widest <= journal.scrollable_content_region.width


def short_of_food(content, seed: int = 5):
    """A new run of Hirgon and his companion Pipwick, who carry a day's ration each."""
    hirgon = sample_hero(content)
    pipwick = hirgon.evolve(name="Pipwick")
    campaign = start.new_campaign(content, hirgon, seed, companions=(pipwick,))
    rations = content.travel.rations
    for hero in campaign.heroes:
        campaign.replace_hero(hero.evolve(equipment=[i for i in hero.equipment if i not in rations] + [rations[0]]))
    return campaign


async def test_setting_out_tells_the_food_against_the_road_and_warns_when_it_runs_out(make_app, saves, content):
    """Two rations feed the two of them one day; the Carrock is seven days' walk away, eight with the days
    likely lost to the way off the roads."""
    from thirdage_tui.tui.screens.choice import ChoiceScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CampaignScreen(short_of_food(content), saves / "hirgon-campaign.json"))
        await pilot.press("g", "enter")  # the map opens on the errand's target: the Carrock
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ChoiceScreen) and dialog.title_text == "Set out for the Carrock: at what pace?"
        text = str(dialog.query_one("#choice-text", Static).render())
        assert "6.5 days, about 8 with the way" in text and "likely lost to the way" in text
        assert ("Food: 1 day, but the road takes 8 days: hungry from day 2. Nobody can hunt or forage well enough "
                "to live off the land: get provisions first.") in " ".join(text.split())  # a dwarf and a hobbit
        assert "hungry from day 2" in next(c.label for c in dialog.choices if c.id == "walk")


async def test_an_errand_done_pops_up_with_what_it_brought(make_app, saves, content):
    """A day's watch at the Carrock fulfils Radagast's first errand: renown and silver."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.place = "carrock"
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("r", "enter")  # rest a day
        await pilot.pause()
        assert [e.status for e in campaign.errands] == ["done"]
        popped = [n.message for n in app._notifications if n.title == "Errand done"]
        assert popped == ["Keep watch at the Carrock: +2 renown with Radagast the Brown, 20 silver."]


async def test_the_journal_says_who_is_the_hero_and_who_his_companion_and_a_hopeless_hunt_is_not_offered(
        make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = short_of_food(content)
        travel.set_out(campaign, content, "carrock")
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        told = " ".join(line.text for line in home.query_one(JournalLog).lines)
        assert ("Hirgon, your hero, joins the Green Company at Rhosgobel, with Pipwick as his companion from "
                "the start.") in " ".join(told.split())
        await pilot.press("u")  # a day finding food: hunting cannot succeed, and says why
        await pilot.pause()
        (hunt,) = [c for c in app.screen.choices if c.id == "hunt"]
        assert "'s Hunting " in hunt.blocked
        assert hunt.blocked.endswith("never taught it, no d20 roll is that low; a trainer or patron may teach Hunting")
        offered = [c for c in app.screen.choices if c.blocked is None]
        assert all("% by " in c.label for c in offered)  # what can succeed shows its odds


async def test_the_heros_sheet_on_the_road_carries_only_the_food_left(make_app, saves, content):
    from thirdage_tui.tui.screens.hero_sheet import SheetScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        travel.set_out(campaign, content, "the_carrock")
        before = campaign.road.food.rations
        travel.travel(campaign, content)  # a day's supper eaten from the packs
        campaign.pending.clear()
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        rations = content.travel.rations
        carried = sum(item in rations for item in app.screen.hero.equipment)
        assert carried == campaign.road.food.rations == before - 1


async def test_the_heros_sheet_in_a_campaign_shows_his_wounds(make_app, saves, content):
    from thirdage_tui.tui.screens.hero_sheet import SheetScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.replace_hero(campaign.hero.evolve(wounds={"chest": 2}))
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.pause()
        footer = "".join(segment.text for segment in app.screen._compositor.render_strips()[-1])
        assert "i Sheet" in footer
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, SheetScreen)
        sheet = app.screen.query_one(SheetView).sheet
        assert (sheet.wounds, sheet.hit_points_left) == ({"chest": 2}, sheet.hit_points - 2)
        lines = ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]
        assert any(f"Hit points       {sheet.hit_points - 2}/{sheet.hit_points}" in line for line in lines)


async def test_when_the_food_is_gone_the_home_screen_says_where_more_is_to_be_had(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = short_of_food(content)
        travel.set_out(campaign, content, "carrock")
        campaign.road.food = travel.Food()
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        panel = " ".join(str(home.query_one("#camp-company", Static).render()).split())
        assert "No food left: no way of finding food here can succeed; the nearest market is Woodmen-town" in panel
        assert "(u: find food)" not in panel  # not offered where nothing can be found
