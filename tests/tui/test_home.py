"""The campaign's home screen: on the road, the food left in the status line and no offer to see who
is here where nobody is; the journal wrapped to its width at every size."""

from __future__ import annotations

from textual.widgets import Static
from tui_helpers import sample_hero

from thirdage_tui.campaign import start, travel
from thirdage_tui.campaign.clock import note
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.widgets.journal import JournalLog


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
