"""Long lists narrow as the player types: the destinations from Rhosgobel, by the same widget every
choice list uses."""

from __future__ import annotations

from tui_helpers import sample_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.widgets.filter_list import FilterList


async def test_typing_narrows_the_destinations_and_backspace_and_escape_undo_it(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("g", "slash")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        listing = app.screen.query_one(FilterList)
        everything = listing.option_count
        assert everything > 20 and listing.border_subtitle == "type to narrow the list"
        await pilot.press(*"CARR")
        assert listing.option_count < everything
        names = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert names and all("carr" in name.casefold() for name in names)
        await pilot.press("backspace", "backspace", "backspace", "backspace")
        assert listing.option_count == everything
        await pilot.press(*"zzz")
        assert listing.option_count == 0 and "0 of" in str(listing.border_subtitle)
        await pilot.press("escape")  # clears the letters first
        assert isinstance(app.screen, ChoiceScreen) and listing.option_count == everything
        await pilot.press("escape")
        assert not isinstance(app.screen, ChoiceScreen)
