"""Retiring in honour from the campaign screen, and the hall showing the honoured with his record."""

from __future__ import annotations

import pytest
from tui_helpers import save_hero

from thirdage_tui.campaign import downtime
from thirdage_tui.persistence import campaigns
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.hall import HallScreen
from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen


class TestRetirement:
    """R on the campaign screen asks, then retires the hero; the hall shows him among the honoured."""

    @pytest.mark.rule("GUIDE 1.6")
    async def test_a_retired_hero_is_shown_in_the_hall_with_his_record(self, make_app, saves, content):
        save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("a")
            await pilot.pause()
            assert isinstance(app.screen, NewCampaignScreen)
            await pilot.press("down", "enter")
            await pilot.pause()
            home = app.screen
            assert isinstance(home, CampaignScreen)
            home.campaign.place = "carrock"
            downtime.rest(home.campaign, content, 1)  # the opening watch done: a deed to retire on
            await pilot.press("R")
            await pilot.pause()
            assert isinstance(app.screen, ChoiceScreen)
            await pilot.press("enter")
            await pilot.pause()
            hall = app.screen
            assert isinstance(hall, HallScreen)
            shown = str(hall.query_one("#hall-tale").render())
            assert "Retired in honour" in shown and "score" in shown and "From the journal" in shown
            assert "retires at the Carrock" in shown
            (told,) = campaigns.hall(saves)
            assert told["retired"] and not home.path.exists()
