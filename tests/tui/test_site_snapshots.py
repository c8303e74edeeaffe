"""How the site screen looks at 80x24 and 160x50 (fixed seed, a hobbit made by the engine)."""

from __future__ import annotations

import pytest
from test_site_screen import KIT, into_the_barrow

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestSiteLooks:
    """A hobbit in the barrow on the Downs, a few squares in by his lantern's light, having searched the
    passage ahead: the squares about him lit, the way in remembered behind him, the search's rolls in the
    log with their targets and why, the panel's clock, light and company."""

    @SIZES
    def test_searching_by_lantern_light(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def walk_in(pilot):
            await into_the_barrow(app, pilot, content, saves, KIT)
            await pilot.press("x", *"lllll", "j", "s")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=walk_in)
