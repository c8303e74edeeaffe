"""How the screens look, at the smallest supported terminal and a large one (fixed seed)."""

from __future__ import annotations

import pytest
from conftest import sample_hero

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
        keys = ["n", "down", "down", "down", "enter", "enter", "3", "1", "6"]  # avari, first background
        assert snap_compare(make_app(), press=keys, terminal_size=size)


class TestSheetLooks:
    """The character sheet of a hero made by the engine's defaults."""

    @SIZES
    def test_sheet(self, snap_compare, make_app, content, size):
        app = make_app()

        async def open_sheet(pilot):
            app.open_sheet(sample_hero(content, "dwarf"))
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=open_sheet)
