"""A walk through every screen of the game by keys, as a player would go: the title and each of its
destinations, every step of the hero wizard, the key legend, a campaign's home and each screen it
opens, a band met, the fight on the grid and its end. At each screen `look(where)` is called once
the screen is up; each screen is left by Esc, which must take the player back (`back`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from textual.pilot import Pilot
from tui_helpers import play_by_keys, save_hero, settled, wizard_keys

from thirdage_tui.campaign import start
from thirdage_tui.campaign.state import Meeting
from thirdage_tui.tui.screens.band_met import KEYS, EncounterScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.screens.wizard import CreationScreen

Look = Callable[[str], Awaitable[None]]
"""What a test checks on the screen named `where`, as it is drawn now."""

TITLE_SCREENS = (("codex", "c"), ("hall", "h"), ("heroes", "l"), ("settings", "s"), ("new campaign", "a"),
                 ("workshop", "w"), ("mods", "m"), ("continue campaign", "o"))
"""The title's destinations that open one screen, by key (the wizard, wandering, the table and the
veteran are walked by themselves)."""
HOME_SCREENS = (("errands", ("e",)), ("chronicle", ("k",)), ("sheet in a campaign", ("i",)), ("people", ("p",)),
                ("patron", ("p", "enter")), ("pack", ("a",)), ("roles", ("o",)), ("rest", ("r",)),
                ("learn", ("l",)), ("new magic", ("m",)))
"""The screens a campaign's home opens at Rhosgobel, by the keys that reach them."""


async def back(pilot: Pilot, where: str) -> None:
    """Esc: the screen at hand is left (or, in the wizard, its step)."""
    app = pilot.app
    before = (app.screen, getattr(app.screen, "step", None))
    await pilot.press("escape")
    assert await settled(pilot, lambda: (app.screen, getattr(app.screen, "step", None)) != before), \
        f"Esc does not back out of {where}"


async def walk(pilot: Pilot, content, saves, look: Look) -> None:
    """Every screen, `look` at each (the app on the title screen, `saves` holding nothing yet)."""
    app = pilot.app

    async def at(where: str, *keys: str) -> None:
        await pilot.press(*keys)
        await pilot.pause()
        await look(where)

    save_hero(saves, content)
    await at("title")
    await at("key legend", "question_mark")
    await back(pilot, "the key legend")
    for keys in wizard_keys(content, "dwarf", "Gimli"):
        if isinstance(app.screen, CreationScreen):
            await look(f"wizard {app.screen.step.title}")
        await pilot.press(*keys)
        await settled(pilot, lambda: app.focused is not None)
    await at("sheet")
    await back(pilot, "the sheet")
    for name, key in TITLE_SCREENS:
        await at(name, key)
        await back(pilot, name)
    await at("codex, every branch open", "c", "shift+space")
    await at("codex, searched", "slash", *"the")
    await back(pilot, "the codex")
    await at("wander the map", "t")
    await back(pilot, "the wander map")
    await at("referee's table: which fight", "r")
    await at("referee's table", "enter")
    await back(pilot, "the referee's table")
    await at("veteran: choose a hero", "v")
    await at("veteran", "enter")
    await back(pilot, "the veteran")
    await campaign_home(pilot, content, saves, at)
    await fight_and_after(pilot, content, saves, at)


async def campaign_home(pilot: Pilot, content, saves, at: Callable[..., Awaitable[None]]) -> None:
    """A campaign begun at Rhosgobel: its home, each screen it opens, a day on the road; then
    leaving it (saved), and the saved campaign offered to go on with."""
    app = pilot.app
    campaign = start.new_campaign(content, app.hero, 5)
    await app.push_screen(CampaignScreen(campaign, saves / "gimli-campaign.json"))
    await at("campaign home")
    for name, keys in HOME_SCREENS:
        await at(name, *keys)
        await back(pilot, name)
    await at("campaign map", "g")
    await at("where to", "slash")
    await back(pilot, "where to")
    await at("where to, narrowed", "slash", *"carr")
    await at("set out: the pace", "enter")
    await at("campaign map on the road", "enter")
    await back(pilot, "the campaign map on the road")
    await at("campaign home on the road")
    await at("finding food", "u")
    await back(pilot, "finding food")
    await at("leave the campaign?", "escape")
    await back(pilot, "leave the campaign?")
    await at("leave the campaign?", "escape")
    await pilot.press("enter")
    assert await settled(pilot, lambda: not isinstance(app.screen, CampaignScreen | ChoiceScreen)), \
        "Leave does not leave the campaign"
    await at("continue campaign, saved", "o")
    await back(pilot, "continue campaign")


async def fight_and_after(pilot: Pilot, content, saves, at: Callable[..., Awaitable[None]]) -> None:
    """A band met on the road of a campaign, put off, then fought on the grid by keys to its end; then
    the home screen's journal and the chronicle the fight wrote."""
    app = pilot.app
    campaign = start.new_campaign(content, app.hero, 5)
    campaign.pending.append(Meeting("crebain", 1, "day", None))
    await app.push_screen(CampaignScreen(campaign, saves / "gimli-fight.json"))
    assert await settled(pilot, lambda: isinstance(app.screen, EncounterScreen))
    await at("a band met")
    await back(pilot, "a band met")
    await at("a band met, faced again", "b")
    await at("battle", KEYS["grid"])
    assert isinstance(app.screen, BattleScreen)
    await play_by_keys(pilot, app.screen)
    assert isinstance(app.screen, AftermathScreen)
    await at("fight's end")
    await at("campaign home after a fight", "enter")
    assert isinstance(app.screen, CampaignScreen) and len(campaign.journal) > 2
    await at("chronicle after a fight", "k")
