"""Helpers for the TUI tests: heroes made by the engine, the creation wizard played by keys, and
waiting for the app to settle."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from random import Random

from textual import events
from textual.pilot import Pilot

from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.screens.wizard import CreationScreen


async def settled(pilot: Pilot, done: Callable[[], bool], tries: int = 40) -> bool:
    """Pause until `done()` (a screen pushed, a layout and its scroll made): a few refreshes on a
    busy machine. Whether it came true."""
    for _ in range(tries):
        if done():
            return True
        await pilot.pause(0.05)
    return done()


async def from_palette(pilot: Pilot, query: str) -> None:
    """Open the command palette, type `query` and run the command it puts first."""
    await pilot.press("ctrl+p", *query)
    await pilot.pause(0.3)
    await pilot.press("enter")
    await pilot.pause()


def sample_hero(content, race: str = "human", seed: int = 1):
    """A hero made by the engine's defaults, for load and sheet tests."""
    draft = Draft(content, Random(seed))
    draft.set_race(race)
    draft.set_name("Hirgon")
    draft.fill_defaults()
    return draft.build()


def save_hero(folder: Path, content, name: str = "hirgon.json", **kwargs) -> Path:
    """A hero file as games before the declared `format` wrote it (the game reads those still)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(hero_json(sample_hero(content, **kwargs), content)), encoding="utf-8")
    return path


async def play_by_keys(pilot: Pilot, screen: BattleScreen, limit: int = 300) -> None:
    """Each round: cursor to the nearest foe, attack it, confirm; then step through the strike ranks."""
    for _ in range(limit):
        if pilot.app.screen is not screen:
            return
        await pilot.press(*(("full_stop", "f", "space") if screen.actor is not None else ("space",)))
    raise AssertionError("the fight never ended")


async def settle(pilot: Pilot) -> None:
    """Wait until the wizard's current step is mounted and holds the focus (steps change by messages)."""
    for _ in range(100):
        await pilot.pause()
        screen, focused = pilot.app.screen, pilot.app.focused
        if not isinstance(screen, CreationScreen):
            return
        if focused is not None and any(type(node) is screen.step for node in focused.ancestors_with_self):
            return
    raise AssertionError(f"the wizard's {pilot.app.screen.step.title} step never took the focus")


async def go(pilot: Pilot, *keys: str) -> None:
    """Press `keys`, then wait for the wizard to settle."""
    await pilot.press(*keys)
    await settle(pilot)


async def pick(pilot: Pilot, count: int) -> None:
    """Enter on `count` options in turn, moving down after each."""
    await pilot.press(*["enter", "down"] * count)


def wizard_keys(content, race: str, name: str) -> list[tuple[str, ...]]:
    """The keys that make a hero of `race` called `name` from the title screen to the saved sheet, in
    groups (each moves the wizard on): the first nation and background offered, the sets in rolled
    order, the first weapons and skills, Hero Magic's second entry raised twice (or the first spell)."""
    draft = Draft(content, Random(0))
    draft.set_race(race)
    keys: list[tuple[str, ...]] = [("n",), (*["down"] * [r.id for r in draft.races()].index(race), "enter")]
    if draft.race.needs_nation:
        draft.set_nation(draft.nations()[0].id)
        keys.append(("enter",))
    draft.set_background(draft.backgrounds()[0].id)
    keys += [("enter",), (*"1234567", "ctrl+n"), ("enter", "down") * len(draft.weapon_points) + ("ctrl+n",),
             ("enter", "down") * sum(1 for s in draft.skill_slots() if not s.given) + ("ctrl+n",)]
    if draft.hero_magic_budget:
        keys.append(("down", "right", "right", "ctrl+n"))
    elif draft.spell_budget:
        keys.append(("enter", "ctrl+n"))
    if draft.equipment_choices():
        keys.append(("ctrl+n",))
    return [*keys, (*name, "enter"), ("enter",)]


async def create_hero(pilot: Pilot, race: str, name: str) -> None:
    """Play the whole wizard by keys for a hero of `race`, from the title screen to the saved sheet,
    waiting for each step."""
    for keys in wizard_keys(pilot.app.content, race, name):
        await go(pilot, *keys)


def type_at_once(app, keys) -> None:
    """Hand the app every key in one go, as a fast typist or a paste would, without waiting for any."""
    for key in keys:
        char = {"enter": "\r", "space": " "}.get(key, key if len(key) == 1 else None)
        app.post_message(events.Key(key, char))
