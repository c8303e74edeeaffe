"""How the encounter screen and the aftermath screen look, at 80x24 and 160x50 (fixed seeds)."""

from __future__ import annotations

from random import Random

import pytest
from test_encounter import campaign_home

from thirdage_tui.campaign.state import Meeting
from thirdage_tui.combat.samples import starting_dwarf
from thirdage_tui.tui.screens.encounter import LoneEncounterScreen, MonsterMemory

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestEncounterLooks:
    """A band of wolves met outside a campaign: the noticing rolls, the choices, the bestiary entry."""

    @SIZES
    def test_wolves_met(self, snap_compare, make_app, content, tmp_path, size):
        app = make_app()

        async def meet(pilot):
            memory = MonsterMemory(tmp_path / "memory.json")
            memory.record("wolf", seen=3, fought=1)
            await app.push_screen(LoneEncounterScreen(content, [starting_dwarf()], "wolf", 2, rng=Random(4),
                                                      memory=memory))
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
