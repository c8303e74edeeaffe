"""The encounter screen before a fight in a campaign, and what a fight writes back: the campaign
itself (its monster memory too), nothing from the workshop."""

from __future__ import annotations

from random import Random

import pytest
from heroes import starting_dwarf
from textual.widgets import Static
from tui_helpers import settled

from thirdage_tui.campaign import fights
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.state import Errand, Meeting
from thirdage_tui.tui.screens.band_met import EncounterScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.fight_end import NOTHING_WRITTEN, AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen

SEED = 11


def text_of(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def campaign_home(content, saves, *, band: Meeting | None = None, errand: bool = False) -> CampaignScreen:
    """A campaign at its start, with a band waiting or an errand's foe at hand."""
    campaign = new_campaign(content, starting_dwarf(), SEED)
    if band is not None:
        campaign.pending.append(band)
    if errand:
        campaign.errands.append(Errand("hunt", "spiders_on_the_path", "radagast", campaign.place, "crebain", 1, 0, 60,
                                       status="active"))
    saves.mkdir(parents=True, exist_ok=True)
    return CampaignScreen(campaign, saves / "run.json")


def shown(screen) -> bool:
    """The encounter screen is up, the bestiary's entry written (as it mounts)."""
    return (isinstance(screen, EncounterScreen) and bool(screen.query("#encounter-entry"))
            and bool(text_of(screen, "#encounter-entry").strip()))


async def meet(pilot, home) -> EncounterScreen:
    """Open the home screen of a campaign with a band waiting; the encounter screen it opens, once shown."""
    await pilot.app.push_screen(home)
    assert await settled(pilot, lambda: shown(pilot.app.screen))
    return pilot.app.screen


async def test_a_band_led_by_a_rival_names_him(make_app, content, saves):
    from thirdage_tui.campaign.state import Rival

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("goblin", 3, "day", None, rival="Muzgur Whip-Master"))
        home.campaign.rivals.append(Rival("Muzgur Whip-Master", "goblin", "vales_of_anduin", 0))
        met = await meet(pilot, home)
        assert "Led by Muzgur Whip-Master, the Goblin who got away." in text_of(met, "#encounter-text")


async def test_wolves_met_are_remembered_by_the_campaign(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("wolf", 2, "day", "foes"))
        met = await meet(pilot, home)
        text = text_of(met, "#encounter-text")
        assert "2 Wolves, " in text and "Flee" in text and "do not talk" in text
        assert "(unknown)" in text_of(met, "#encounter-entry")
        await pilot.press("f")
        assert await settled(pilot, lambda: isinstance(app.screen, BattleScreen))
        await pilot.press("G")
        assert await settled(pilot, lambda: isinstance(app.screen, AftermathScreen) and bool(app.screen.query("#aftermath-text")))
        assert "What the company knows of the Wolf: fought" in text_of(app.screen, "#aftermath-text")
        await pilot.press("enter")  # won or lost (then the hall): the campaign has learnt of the wolves
        assert await settled(pilot, lambda: not isinstance(app.screen, AftermathScreen))
        assert (home.campaign.monsters["wolf"].seen, home.campaign.monsters["wolf"].fought) == (2, 1)
        assert fights.lore(home.campaign, "wolf") in ("fought", "known")


async def test_a_workshop_fight_writes_nothing_back(make_app, content):
    from thirdage_tui.combat.muster import muster
    from thirdage_tui.combat.profiles import hero_profile

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary["crebain"], 1)],
                        Random(3))
        await app.push_screen(BattleScreen(battle, frozenset({0, 1})))
        await pilot.press("G")
        assert NOTHING_WRITTEN in text_of(app.screen, "#aftermath-text")


async def test_a_band_on_the_road_is_met_on_the_encounter_screen(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("crebain", 1, "day", "foes"))
        met = await meet(pilot, home)
        assert isinstance(met, EncounterScreen)
        assert "Slip away" in text_of(met, "#encounter-text") and "do not talk" in text_of(met, "#encounter-text")
        assert "(unknown)" in text_of(met, "#encounter-entry")
        assert met.check_action("choose", ("parley",)) is None and met.check_action("choose", ("hide",)) is False
        await pilot.press("f")
        assert isinstance(app.screen, BattleScreen) and not home.campaign.pending
        await pilot.press("G")
        told = text_of(app.screen, "#aftermath-text")
        assert "Written back" in told and "What the company knows of the Crebain: fought" in told
        assert home.campaign.journal[-1].text.split(" ")[0] in told
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is home
        assert home.campaign.tale.fights == 1 and home.campaign.monsters["crebain"].fought == 1


async def test_slipping_past_a_band_goes_through_the_campaign(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("wolf", 2, "day", "foes"))
        await meet(pilot, home)
        await pilot.press("s")
        await pilot.pause()
        assert app.screen is home and not home.campaign.pending and home.campaign.tale.fights == 0
        assert home.campaign.monsters["wolf"].seen == 2


@pytest.mark.parametrize(("surprised", "noticing", "why_not"), [
    ("foes", "The company saw them first, unseen.", None),
    ("company", "They saw the company first.", "they saw you first"),
    (None, "Neither side saw the other first", "you came upon each other"),
])
async def test_who_noticed_whom_and_slipping_away_agree(make_app, content, saves, surprised, noticing, why_not):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        met = await meet(pilot, campaign_home(content, saves, band=Meeting("wolf", 2, "day", surprised)))
        text = text_of(met, "#encounter-text")
        assert noticing in text and "Both sides" not in text
        assert met.check_action("choose", ("slip_away",)) is (True if why_not is None else None)
        assert why_not is None or f"(not now: {why_not})" in text  # greyed, and said to be out of reach


@pytest.mark.parametrize(("count", "told"), [(1, "flees from a Warg, but it is faster and falls on"),
                                             (3, "flees from 3 Wargs, but they are faster and fall on")])
async def test_fleeing_from_a_faster_band_is_told_in_number(make_app, content, saves, count, told):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("warg", count, "day", None))
        await meet(pilot, home)
        await pilot.press("r")
        await pilot.pause()
        assert any(told in entry.text for entry in home.campaign.journal)


async def test_an_errands_foe_is_fought_on_the_grid(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, errand=True)
        await app.push_screen(home)
        await pilot.press("f")
        assert isinstance(app.screen, EncounterScreen)
        assert "sought them out" in text_of(app.screen, "#encounter-text")
        await pilot.press("f")
        assert isinstance(app.screen, BattleScreen)
        await pilot.press("G")
        won = app.screen.aftermath.outcome.party_won
        await pilot.press("enter")
        await pilot.pause()
        assert won and home.campaign.errand("hunt").status == "done"
        assert home.campaign.tale.fights == 1


async def test_a_hero_who_yields_to_bandits_is_ransomed_and_the_home_screen_tells_it(make_app, content, saves):
    """Surrender on the grid (x, confirmed), the round played out: the bandits take him, the fight's end
    says so, and back home the captivity is told (docs/rulings.md, "Capture")."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("bandit", 2, "day", "foes"))
        home.campaign.replace_hero(home.campaign.hero.evolve(silver=80))
        await meet(pilot, home)
        await pilot.press("f")
        assert isinstance(app.screen, BattleScreen)
        await pilot.press("x", "enter", "space", "enter")  # yield, confirmed; stated; the round played out
        assert await settled(pilot, lambda: isinstance(app.screen, AftermathScreen))
        told = text_of(app.screen, "#aftermath-text")
        assert "taken captive by the foes" in told and "The captors take his 80 silver" in told
        await pilot.press("enter")
        assert await settled(pilot, lambda: app.screen is home)
        [popped] = [n for n in app._notifications if n.title == "Captives of the Bandits"]
        assert "let him go" in popped.message and home.campaign.hero.silver == 0
