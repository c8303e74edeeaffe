"""How the encounter screen and the aftermath screen look, at 80x24 and 160x50 (fixed seeds)."""

from __future__ import annotations

import pytest
from test_encounter import campaign_home
from tui_helpers import settled

from thirdage_tui.campaign.state import Lore, Meeting
from thirdage_tui.tui.screens.fight_end import AftermathScreen

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestEncounterLooks:
    """A band of wolves met on a campaign's road, already fought once: who noticed whom, the choices,
    the bestiary entry as far as the company knows it."""

    @SIZES
    def test_wolves_met_on_the_road(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def meet(pilot):
            home = campaign_home(content, saves, band=Meeting("wolf", 2, "day", "foes"))
            home.campaign.monsters["wolf"] = Lore(3, 1, 0)
            await app.push_screen(home)
            assert await settled(pilot, lambda: bool(app.screen.query("#encounter-text")))
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=meet)


class TestAftermathLooks:
    """A band of crebain fought on the grid in a campaign: the aftermath tells what was written back."""

    @SIZES
    def test_after_a_campaign_fight(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def fight(pilot):
            await app.push_screen(campaign_home(content, saves, band=Meeting("crebain", 1, "day", None)))
            assert await settled(pilot, lambda: bool(app.screen.query("#encounter-text")))
            await pilot.press("f")
            assert await settled(pilot, lambda: bool(app.screen.query("#battle-grid")))
            await pilot.press("G")
            assert await settled(pilot, lambda: isinstance(app.screen, AftermathScreen))
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=fight)


class TestCampaignFieldLooks:
    """Bandits met on a campaign's road, fought on the grid: the field fills the terminal (22 by 12
    squares at 80x24, 26 by 19 at twice the size at 160x50), cover on its own colour, and the yield
    asked about with what bandits do with captives."""

    @SIZES
    def test_bandits_on_the_grid_and_the_yield_asked(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def yielding(pilot):
            await app.push_screen(campaign_home(content, saves, band=Meeting("bandit", 3, "day", None)))
            assert await settled(pilot, lambda: bool(app.screen.query("#encounter-text")))
            await pilot.press("f")
            assert await settled(pilot, lambda: bool(app.screen.query("#battle-grid")))
            await pilot.press("x")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=yielding)
