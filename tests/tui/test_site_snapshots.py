"""How the site screen looks at 80x24 and 160x50 (fixed seed, a hobbit made by the engine)."""

from __future__ import annotations

import pytest
from test_site_screen import into_the_barrow

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


class TestSiteLooks:
    """A hobbit in the barrow on the Downs, a few squares in from the way in: the squares by the way in
    lit by day, the passage remembered behind him, the panel's clock, light and company."""

    @SIZES
    def test_a_few_squares_into_the_barrow(self, snap_compare, make_app, content, saves, size):
        app = make_app()

        async def walk_in(pilot):
            await into_the_barrow(app, pilot, content, saves)
            await pilot.press("l", "l", "j", "j")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=walk_in)
