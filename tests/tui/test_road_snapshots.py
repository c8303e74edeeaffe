"""How the road's choices look at 80x24 (fixed seed, a hero made by the engine): the paces to Rauros from
Lórien, boats to hire among them, and a lone hero's roles with his skill in each."""

from __future__ import annotations

from textual.worker import WorkerCancelled
from tui_helpers import sample_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.maps import CampaignMapScreen


def campaign_at(content, place: str):
    campaign = start.new_campaign(content, sample_hero(content).evolve(silver=50), 2760)
    campaign.place = place
    return campaign


def test_the_paces_from_lorien_with_boats_to_hire_80x24(snap_compare, make_app, content, saves):
    app = make_app()

    async def ask(pilot):
        home = CampaignScreen(campaign_at(content, "lothlorien"), saves / "run-campaign.json")
        await app.push_screen(home)
        await pilot.pause()
        screen = CampaignMapScreen(home.session)
        await app.push_screen(screen)
        await pilot.pause()
        for _ in range(5):  # the route preview is planned in a thread, re-planned if the cursor moves
            try:
                await app.workers.wait_for_complete()
                break
            except WorkerCancelled:
                await pilot.pause()
        screen.ask_pace("rauros")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=ask)


def test_a_lone_heros_roles_with_his_skill_in_each_80x24(snap_compare, make_app, content, saves):
    app = make_app()

    async def ask(pilot):
        await app.push_screen(CampaignScreen(campaign_at(content, "rhosgobel"), saves / "run-campaign.json"))
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()

    assert snap_compare(app, terminal_size=(80, 24), run_before=ask)
