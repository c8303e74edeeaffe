"""How the map looks (fixed seed, a hero made by the engine): the detail and the whole region around
Rhosgobel, and the route preview to the Carrock, at the smallest supported terminal and a large one."""

from __future__ import annotations

import pytest
from tui_helpers import sample_hero

from thirdage_tui.tui.screens.maps import TravelScreen

SIZES = [(80, 24), (160, 50)]
TO_THE_CARROCK = ("left",) * 4 + ("up",) * 7


def wander(app, content, *keys: str):
    """Open the map at Rhosgobel, then press `keys`."""

    async def run_before(pilot):
        await app.push_screen(TravelScreen(content, (sample_hero(content),), "rhosgobel", seed=5))
        await pilot.pause()
        await pilot.press(*keys)
        await pilot.pause()

    return run_before


class TestMapLooks:
    """The map: terrain by colour and shape, rivers, roads, named places, the company and the cursor."""

    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    def test_detail(self, snap_compare, make_app, content, size):
        app = make_app()
        assert snap_compare(app, terminal_size=size, run_before=wander(app, content))

    def test_whole_region_80x24(self, snap_compare, make_app, content):
        app = make_app()
        assert snap_compare(app, terminal_size=(80, 24), run_before=wander(app, content, "z"))


class TestRoutePreviewLooks:
    """The route to the Carrock drawn on the map, with its days, miles, legs and danger beside it."""

    @pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
    def test_route_preview(self, snap_compare, make_app, content, size):
        app = make_app()
        assert snap_compare(app, terminal_size=size, run_before=wander(app, content, *TO_THE_CARROCK, "enter"))


class TestCampaignMapLooks:
    """The campaign's map on the first day: the cursor on the errand's target, the route there told."""

    def test_where_to_80x24(self, snap_compare, make_app, content, saves):
        from thirdage_tui.campaign import start
        from thirdage_tui.tui.screens.campaign import CampaignScreen

        app = make_app()

        async def open_map(pilot):
            campaign = start.new_campaign(content, sample_hero(content), 2760)
            await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
            await pilot.press("g")
            await app.workers.wait_for_complete()  # the route preview is planned in a thread
            await pilot.pause()

        assert snap_compare(app, terminal_size=(80, 24), run_before=open_map)
