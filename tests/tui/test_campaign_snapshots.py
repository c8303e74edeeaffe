"""How the campaign looks at the smallest supported terminal (fixed seed, a hero made by the engine)."""

from __future__ import annotations

from tui_helpers import sample_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen


class TestCampaignLooks:
    """The campaign's home screen on its first day at Rhosgobel, Radagast's errand in hand."""

    def test_home_80x24(self, snap_compare, make_app, content, saves):
        app = make_app()

        async def open_home(pilot):
            campaign = start.new_campaign(content, sample_hero(content), 2760)
            await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
            await pilot.pause()

        assert snap_compare(app, terminal_size=(80, 24), run_before=open_home)
