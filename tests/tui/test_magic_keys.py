"""The home screen's magic keys (80x24): `c` casts a Mage's own spells away from a fight for their
POW (5.2), those for fights greyed; `m`'s sacrifice of POW to the Valar (5.3.1) asks first, saying
what it costs for good, and No changes nothing."""

from __future__ import annotations

from heroes import starting_mage
from textual.widgets import OptionList
from tui_helpers import settled

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen


async def home(app, pilot, saves, content):
    mage = starting_mage()
    campaign = start.new_campaign(content, mage.evolve(spells=[*mage.spells, "light"]), 5)
    await app.push_screen(CampaignScreen(campaign, saves / "run.json"))
    await pilot.pause()
    return campaign


def labels(app) -> list[str]:
    return [str(o.prompt) for o in app.screen.query_one(OptionList).options]


async def test_c_casts_the_mages_own_spell_for_its_pow(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = await home(app, pilot, saves, content)
        await pilot.press("c")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        shown = labels(app)
        assert any("Light (1 POW)" in label for label in shown) and any("Smite" in label for label in shown)
        listing = app.screen.query_one(OptionList)
        listing.highlighted = next(i for i, label in enumerate(shown) if "Light" in label)
        await pilot.press("enter")
        await pilot.pause()
        assert campaign.hero.pow_spent == 1


async def test_m_asks_before_pow_is_given_up_for_good(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = await home(app, pilot, saves, content)
        power = campaign.hero.attributes["POW"]
        for answer in ("escape", "no", "yes"):
            await pilot.press("m")
            assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
            listing = app.screen.query_one(OptionList)
            listing.highlighted = next(i for i, o in enumerate(listing.options) if not o.disabled)
            await pilot.press("enter")
            assert await settled(pilot, lambda: "for good" in app.screen.title_text)
            assert "never to come back" in app.screen.title_text and f"({power} → " in app.screen.title_text
            if answer == "escape":
                await pilot.press("escape")
            else:
                await pilot.press(*(["down"] if answer == "no" else []), "enter")
            await pilot.pause()
            if answer != "yes":
                assert campaign.hero.attributes["POW"] == power
        assert campaign.hero.attributes["POW"] < power
