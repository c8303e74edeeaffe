"""How the screens look, at the smallest supported terminal and a large one (fixed seed)."""

from __future__ import annotations

import pytest
from tui_helpers import go, sample_hero

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestTitleLooks:
    """The title screen: banner, menu and seed."""

    @SIZES
    def test_title(self, snap_compare, make_app, size):
        assert snap_compare(make_app(), terminal_size=size)


class TestWizardLooks:
    """The creation wizard on its attributes step, sets partly placed, with the live preview."""

    @SIZES
    def test_attributes_step(self, snap_compare, make_app, size):
        async def to_attributes(pilot):
            await go(pilot, "n")
            await go(pilot, "down", "down", "down", "enter")  # avari
            await go(pilot, "enter")  # the first background
            await go(pilot, "3", "1", "6")

        assert snap_compare(make_app(), terminal_size=size, run_before=to_attributes)


class TestSheetLooks:
    """The character sheet of a hero made by the engine's defaults."""

    @SIZES
    def test_sheet(self, snap_compare, make_app, content, size):
        app = make_app()

        async def open_sheet(pilot):
            app.open_sheet(sample_hero(content, "dwarf"))
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=open_sheet)
