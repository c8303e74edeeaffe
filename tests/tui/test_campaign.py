"""The campaign played headless by keys: a whole month (create, learn, travel, fight, rest, save,
quit, load, go on), a damaged save refused with its backup offered, and a death that ends in the
hall of the fallen. Seeds are fixed, so each run plays the same days."""

from __future__ import annotations

import json

import pytest
from textual.pilot import Pilot
from tui_helpers import save_hero, settled

from thirdage_tui.campaign import travel
from thirdage_tui.campaign.state import Meeting
from thirdage_tui.persistence import campaigns
from thirdage_tui.tui.screens.band_met import KEYS, EncounterScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.campaign_load import CampaignLoadScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.hall import HallScreen
from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen

MONTH_SEED = 1
"""A run whose hero meets two bands on his way to the Carrock and lives."""
DEATH_SEED = 7
"""A run whose hero falls to the first band he fights."""


async def begin(pilot: Pilot, seed: int, *, explorer: bool = False) -> CampaignScreen:
    """From the title: a new campaign with the saved hero, at `seed`."""
    await pilot.press("a")
    await pilot.pause()
    assert isinstance(pilot.app.screen, NewCampaignScreen)
    seed_box = pilot.app.screen.query_one("#new-campaign-seed")
    seed_box.value = str(seed)
    if explorer:
        await pilot.press("ctrl+x")
    await pilot.press("down", "enter")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CampaignScreen)
    return screen


async def choose(pilot: Pilot, start: str) -> None:
    """Enter on the first choice of the open ChoiceScreen whose id starts with `start`."""
    screen = pilot.app.screen
    assert isinstance(screen, ChoiceScreen), screen
    at = next(i for i, c in enumerate(screen.choices) if c.id.startswith(start))
    screen.query_one("#choice-list").highlighted = at
    await pilot.press("enter")
    await pilot.pause()


async def face(pilot: Pilot, how: str) -> None:
    """Take a choice on the open encounter screen by its key."""
    assert isinstance(pilot.app.screen, EncounterScreen), pilot.app.screen
    await pilot.press(KEYS[how])
    await pilot.pause()


async def walk_to_the_end(pilot: Pilot, home: CampaignScreen) -> int:
    """Travel day by day until the company arrives, slipping past unseen bands and fighting the rest
    (the quick way); the number of fights."""
    fights = 0
    for _ in range(40):
        while isinstance(pilot.app.screen, EncounterScreen):
            unseen = home.campaign.pending[0].surprised == "foes"
            fights += not unseen
            await face(pilot, "slip_away" if unseen else "quick")
        if home.campaign.road is None or home.campaign.over:
            return fights
        await pilot.press("t")
        await pilot.pause()
    raise AssertionError("the journey never ended")


class TestAMonth:
    """A whole month of a campaign, through every part of the home screen."""

    async def test_a_month_create_travel_fight_rest_train_save_quit_load_continue(self, make_app, saves, content):
        save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, MONTH_SEED)
            campaign = home.campaign
            assert campaign.place == "rhosgobel" and campaign.date.year == 2760
            assert [e.status for e in campaign.errands] == ["active"]
            path = home.path
            assert path.exists() and path.name.endswith("-campaign.json")

            await pilot.press("l")  # learn: a week with Radagast
            await pilot.pause()
            await choose(pilot, "learn:herb_lore")
            assert campaign.tale.days == 7

            await pilot.press("g")  # the errand's target comes first
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await choose(pilot, "walk")
            assert campaign.road is not None
            fights = await walk_to_the_end(pilot, home)
            assert fights >= 1, "the month should hold a fight: choose another seed"
            assert campaign.place == "carrock" and not campaign.over
            assert campaign.tale.fights == fights

            written = len(campaign.journal)
            await pilot.press("r")
            await pilot.pause()
            await choose(pilot, "week")
            assert [e.status for e in campaign.errands] == ["done"]
            # the week is one line of the journal, not seven "Rested."
            assert [e.text.split(".")[0] for e in campaign.journal[written:] if e.kind == "rest"] == ["Rested for 7 days"]
            await pilot.press("s")
            await pilot.pause()
            days = campaign.tale.days
            await pilot.press("escape")  # leave: asked first, and Esc again stays
            await pilot.pause()
            asked = app.screen
            assert isinstance(asked, ChoiceScreen) and asked.title_text == "Leave the campaign?"
            assert f"saved as {path.name}" in asked.text
            await pilot.press("escape")
            await pilot.pause()
            assert app.screen is home
            await pilot.press("escape")
            await pilot.pause()
            await choose(pilot, "leave")  # saved, back to the title
            assert not isinstance(app.screen, CampaignScreen)
            assert any(n.title == "Saved" and path.name in n.message for n in app._notifications)

            await pilot.press("o")  # continue: the newest save first
            await pilot.pause()
            assert isinstance(app.screen, CampaignLoadScreen)
            await pilot.press("enter")
            await pilot.pause()
            again = app.screen
            assert isinstance(again, CampaignScreen) and again.path == path
            assert again.campaign.tale.days == days and again.campaign.place == "carrock"
            await pilot.press("r")
            await pilot.pause()
            await choose(pilot, "long")
            assert again.campaign.tale.days >= 30
            await pilot.press("e", "escape", "k", "escape")  # the errand log and the chronicle open and close
            await pilot.pause()
            assert app.screen is again
        assert saves_load_days(path, content) == again.campaign.tale.days


def saves_load_days(path, content) -> int:
    return campaigns.load(path, content).tale.days


class TestDamagedSave:
    """A save that will not load is refused with the reason, and its backup is offered and loads."""

    async def test_corrupt_save_offers_the_backup(self, make_app, saves, content):
        save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, MONTH_SEED)
            await pilot.press("r")
            await pilot.pause()
            await choose(pilot, "day")  # a dawn: saved; leaving saves again, keeping this one as the backup
            path = home.path
            await pilot.press("escape")
            await pilot.pause()
            await choose(pilot, "leave")
            path.write_text(path.read_text()[:-40], encoding="utf-8")

            await pilot.press("o")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            asked = app.screen
            assert isinstance(asked, ChoiceScreen) and "damaged" in asked.text and "backup" in asked.text
            assert asked.choices[0].id == "backup" and asked.choices[0].blocked is None
            await pilot.press("enter")
            await pilot.pause()
            restored = app.screen
            assert isinstance(restored, CampaignScreen)
            assert restored.campaign.tale.days == 1


async def doom(pilot: Pilot, home: CampaignScreen) -> None:
    """On the road, three stone trolls fall on the company by night; it fights them to the end."""
    travel.set_out(home.campaign, home.content, "carrock", "walk")
    home.campaign.pending.append(Meeting("stone_troll", 3, "night", "company"))
    await pilot.press("b")
    await pilot.pause()
    assert isinstance(pilot.app.screen, EncounterScreen)
    await face(pilot, "quick")


class TestDeath:
    """Permadeath: the hero falls, his tale is in the hall, and his save is gone."""

    @pytest.mark.rule("GUIDE 1.6")
    async def test_death_leads_to_the_hall(self, make_app, saves, content):
        hero_file = save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, DEATH_SEED)
            path = home.path
            await doom(pilot, home)
            hall = app.screen
            assert isinstance(hall, HallScreen)
            tale = hall.query_one("#hall-tale").render()
            assert "Hirgon" in str(tale) and f"seed {DEATH_SEED}" in str(tale)
            assert not path.exists()
            (told,) = campaigns.hall(saves)
            assert told["cause"].startswith("slain fighting") and not told["explorer"]
            assert f"Hirgon, Human, {content.backgrounds[told['background']].name}" in str(tale)
            assert told["fights"] == 1 and "1 fight," in str(tale)
            json.dumps(told)
            assert not hero_file.exists() and (saves / "fallen" / "hirgon-hero.json").is_file()
            await pilot.press("escape")
            await pilot.pause()
            await pilot.press("a")
            await pilot.pause()
            offered = app.screen.query_one("#new-campaign-heroes")
            assert [offered.get_option_at_index(i).id for i in range(offered.option_count)] == ["new-hero"]
            assert app.screen.query_one("#new-campaign-seed").value not in (str(DEATH_SEED), str(app.seed))

    @pytest.mark.rule("GUIDE 1.6")
    async def test_a_hero_on_the_road_cannot_begin_a_second_campaign(self, make_app, saves, content):
        hero_file = save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, MONTH_SEED)
            await pilot.press("escape")
            await pilot.pause()
            await choose(pilot, "leave")
            await settled(pilot, lambda: not isinstance(app.screen, CampaignScreen))
            await pilot.press("a")
            await pilot.pause()
            listing = app.screen.query_one("#new-campaign-heroes")
            assert f"on the road ({home.path.name})" in str(listing.get_option_at_index(1).prompt)
            await pilot.press("down", "enter")
            await pilot.pause()
            assert isinstance(app.screen, NewCampaignScreen)
            assert any(f"{hero_file.name} is already on the road in the campaign saved as {home.path.name}"
                       in n.message for n in app._notifications)

    async def test_explorer_mode_carries_the_fallen_home(self, make_app, saves, content):
        save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, DEATH_SEED, explorer=True)
            await doom(pilot, home)
            assert home.campaign.tale.deaths
            assert app.screen is home and home.campaign.place == "rhosgobel" and not home.campaign.over
            assert home.path.exists()
            (told,) = campaigns.hall(saves)
            assert told["explorer"]


class TestNewHero:
    """The new campaign's first choice opens the creation wizard, and Escape comes back to the choice."""

    async def test_make_a_hero_opens_the_wizard(self, make_app):
        from thirdage_tui.tui.screens.wizard import CreationScreen

        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("a")
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            assert isinstance(app.screen, CreationScreen)
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, NewCampaignScreen)


class TestCastings:
    """A casting laid on the hero is spoken from the home screen; one for fights waits for a fight."""

    async def test_cast_a_held_casting(self, make_app, saves, content):
        from thirdage_tui.campaign.state import Grant

        save_hero(saves, content)
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            home = await begin(pilot, 11)
            name = home.campaign.hero.name
            home.campaign.grants += [Grant(name, "protection", "gandalf"), Grant(name, "weather_sense", "radagast")]
            await pilot.press("c")  # at a place c casts (on the road it camps)
            await pilot.pause()
            screen = pilot.app.screen
            assert isinstance(screen, ChoiceScreen)
            assert [c.blocked is None for c in screen.choices] == [False, True]
            await choose(pilot, f"laid::{name}::weather_sense")
            assert [g.spell for g in home.campaign.grants] == ["protection"]
            assert home.campaign.journal[-1].text == content.spells["weather_sense"].description
