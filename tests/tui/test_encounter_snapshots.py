"""How the encounter screen and the aftermath screen look, at 80x24 and 160x50 (fixed seeds)."""

from __future__ import annotations

import pytest
from test_encounter import campaign_home

from thirdage_tui.campaign.state import Lore, Meeting

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestEncounterLooks:
    """A band of wolves met on a campaign's road, once fought before: who saw whom, the choices, the
    bestiary entry as far as it is known."""

    @SIZES
    def test_wolves_met(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def meet(pilot):
            home = campaign_home(content, saves, band=Meeting("wolf", 2, "day", "foes"))
            home.campaign.monsters["wolf"] = Lore(seen=3, fought=1)
            await app.push_screen(home)
            await pilot.pause()
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=meet)


class TestAftermathLooks:
    """A band of crebain fought on the grid in a campaign: the aftermath tells what was written back."""

    @SIZES
    def test_after_a_campaign_fight(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def fight(pilot):
            await app.push_screen(campaign_home(content, saves, band=Meeting("crebain", 1, "day", None)))
            await pilot.pause()
            await pilot.press("f", "g")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=fight)
