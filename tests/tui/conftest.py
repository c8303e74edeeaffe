"""Fixtures for the TUI tests: an app with a fixed seed and a temporary saves folder, and helpers that
play the creation wizard by keys."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest
from textual.pilot import Pilot

from thirdage_tui.content import load_content
from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.tui.app import ThirdAgeApp

SEED = 2760


@pytest.fixture(scope="session")
def content():
    return load_content()


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    return tmp_path / "saves"


@pytest.fixture
def make_app(saves: Path):
    """`make_app()` -> a ThirdAgeApp on the temporary saves folder, seeded, without animation."""

    def make(**kwargs) -> ThirdAgeApp:
        app = ThirdAgeApp(seed=kwargs.pop("seed", SEED), saves_dir=kwargs.pop("saves_dir", saves), **kwargs)
        app.animation_level = "none"
        return app

    return make


def sample_hero(content, race: str = "human", seed: int = 1):
    """A hero made by the engine's defaults, for load and sheet tests."""
    draft = Draft(content, Random(seed))
    draft.set_race(race)
    draft.set_name("Hirgon")
    draft.fill_defaults()
    return draft.build()


def save_hero(folder: Path, content, name: str = "hirgon.json", **kwargs) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(json.dumps(hero_json(sample_hero(content, **kwargs), content)), encoding="utf-8")
    return path


async def pick(pilot: Pilot, count: int) -> None:
    """Enter on `count` options in turn, moving down after each."""
    for _ in range(count):
        await pilot.press("enter", "down")


async def create_hero(pilot: Pilot, race: str, name: str) -> None:
    """Play the whole wizard by keys for a hero of `race`, from the title screen to the saved sheet."""
    await pilot.press("n")
    draft = pilot.app.screen.draft
    await pilot.press(*["down"] * [r.id for r in draft.races()].index(race), "enter")
    if draft.race.needs_nation:
        await pilot.press("enter")
    await pilot.press("enter")  # the first background offered
    await pilot.press(*"1234567", "ctrl+n")
    await pick(pilot, len(draft.weapon_points))
    await pilot.press("ctrl+n")
    await pick(pilot, sum(1 for s in draft.skill_slots() if not s.given))
    await pilot.press("ctrl+n")
    if draft.spell_budget or draft.hero_magic_budget:
        await pilot.press("enter", "ctrl+n")  # take the first magic
    if draft.equipment_choices():
        await pilot.press("ctrl+n")
    await pilot.press(*name, "enter")
    await pilot.press("enter")  # save on the summary
    await pilot.pause()
