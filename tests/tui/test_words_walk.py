"""Words, not ids: every screen walked at 80x24 shows names from the content, never an id
(`one_handed_axe`, `item: closed_helm`), no word cut at a border, and a footer that shows every key
it offers."""

from __future__ import annotations

import re

from textual.widgets import Footer
from tui_helpers import play_by_keys, save_hero, settled, wizard_keys

from thirdage_tui.campaign import start
from thirdage_tui.campaign.state import Meeting
from thirdage_tui.tui.screens.band_met import KEYS, EncounterScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.screens.wizard import CreationScreen

ID = re.compile(r"(?<![/\w.-])(?:[a-z]+(?:_[a-z]+)+|[a-z]+:[a-z_]{3,})\b")
"""An id as the content writes it: snake_case, or kind:id (not a part of a file's path)."""
CUT = re.compile(r"[A-Za-z]{2}(?:[│┃╮╯╭╰]|▏(?!\^p))")
"""A word running into a border: cut short where the box ends (the footer's bar before the
palette's key is its own)."""


def screen_lines(app) -> list[str]:
    return ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]


def problems(app, where: str) -> list[str]:
    """What is wrong with the screen as drawn now."""
    lines, found = screen_lines(app), []
    for n, line in enumerate(lines):
        found += [f"{where} line {n}: id {m.group()!r} in {line.strip()!r}" for m in ID.finditer(line)]
        found += [f"{where} line {n}: cut word {m.group()!r} in {line.strip()!r}" for m in CUT.finditer(line)]
    for footer in app.screen.query(Footer):
        shown = " ".join(lines[footer.region.y:footer.region.bottom])
        keys = [b.binding.description for b in app.active_bindings.values() if b.binding.show and b.enabled]
        found += [f"{where}: the footer does not show {key!r}" for key in keys if key not in shown]
    return found


async def look(pilot, where: str, found: list[str], *keys: str) -> None:
    """Press `keys`, then note what is wrong once the screen has settled (a footer is drawn a moment
    after its screen: what is wrong stays wrong)."""
    await pilot.press(*keys)
    await pilot.pause()
    for _ in range(10):
        if not (now := problems(pilot.app, where)):
            return
        await pilot.pause(0.05)
    found += now


async def test_every_screen_shows_words_not_ids_and_nothing_cut_at_80x24(make_app, saves, content):
    save_hero(saves, content)
    app = make_app()
    found: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await look(pilot, "title", found)
        for keys in wizard_keys(content, "dwarf", "Gimli"):
            step = app.screen.step.title if isinstance(app.screen, CreationScreen) else "title"
            await look(pilot, f"wizard {step}", found)
            await pilot.press(*keys)
            await settled(pilot, lambda: app.focused is not None)
        await look(pilot, "sheet", found)
        for name, key in (("codex", "c"), ("hall", "h"), ("heroes", "l"), ("settings", "s"),
                          ("new campaign", "a"), ("workshop", "w")):
            await pilot.press("escape")
            await pilot.pause()
            await look(pilot, name, found, key)
        await pilot.press("escape")
        campaign = start.new_campaign(content, app.hero, 5)
        await app.push_screen(CampaignScreen(campaign, saves / "gimli-campaign.json"))
        await look(pilot, "campaign home", found)
        for name, keys in (("errands", ("e",)), ("chronicle", ("k",)), ("hero", ("i",)), ("people", ("p",)),
                           ("patron", ("p", "enter")), ("campaign map", ("g",))):
            await look(pilot, name, found, *keys)
            await pilot.press("escape")
            await pilot.pause()
        await fight_and_after(pilot, content, saves, found)
    assert found == [], "\n".join(found)


async def fight_and_after(pilot, content, saves, found: list[str]) -> None:
    """A band met on the road of a campaign, fought on the grid by keys to its end; then the home
    screen's journal and the chronicle the fight wrote."""
    app = pilot.app
    campaign = start.new_campaign(content, app.hero, 5)
    campaign.pending.append(Meeting("crebain", 1, "day", None))
    await app.push_screen(CampaignScreen(campaign, saves / "gimli-fight.json"))
    assert await settled(pilot, lambda: isinstance(app.screen, EncounterScreen))
    await look(pilot, "a band met", found)
    await look(pilot, "battle", found, KEYS["grid"])
    assert isinstance(app.screen, BattleScreen)
    await play_by_keys(pilot, app.screen)
    assert isinstance(app.screen, AftermathScreen)
    await look(pilot, "fight's end", found)
    await look(pilot, "campaign home after a fight", found, "enter")
    assert isinstance(app.screen, CampaignScreen) and len(campaign.journal) > 2
    await look(pilot, "chronicle after a fight", found, "k")
