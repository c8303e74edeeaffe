"""The veteran's screen: a saved hero's values changed through the rules that bound them (2.1, 3.6.3,
4.1, 5.1), each refusal citing its rule, nothing written until the referee confirms."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from tui_helpers import settled

from thirdage_tui.persistence.heroes import read_hero
from thirdage_tui.tui.screens.veteran_edit import VeteranScreen

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


@pytest.fixture
def halbarad(saves):
    saves.mkdir(parents=True, exist_ok=True)
    path = saves / "halbarad.json"
    shutil.copy(EXAMPLES / "halbarad.json", path)
    return path


def told(app) -> list[str]:
    return [n.message for n in app._notifications]


async def change(pilot, *value: str) -> None:
    """Enter on the row under the cursor, the value typed over the one offered, Enter."""
    await pilot.press("enter")
    await pilot.pause()
    await pilot.press(*value, "enter")
    await pilot.pause()


@pytest.mark.rule("2.1")
async def test_from_the_title_a_change_is_held_until_written(make_app, content, saves, halbarad):
    before = halbarad.read_text(encoding="utf-8")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("v")
        await pilot.pause()
        await pilot.press("enter")
        assert await settled(pilot, lambda: isinstance(app.screen, VeteranScreen))
        screen = app.screen
        await change(pilot, "3", "0")  # STR 30
        assert any("STR 30 is past what a Human can reach" in m and "2.1" in m for m in told(app))
        await change(pilot, "1", "7")
        assert screen.hero.attributes["STR"] == 17 and screen.changes == ["STR: 13 → 17"]
        assert halbarad.read_text(encoding="utf-8") == before
        await pilot.press("w")
        await pilot.pause()
        await pilot.press("enter")  # write him
        assert await settled(pilot, lambda: not screen.changes)
        assert read_hero(halbarad, content).attributes["STR"] == 17


@pytest.mark.rule("3.6.3")
async def test_wounds_pow_and_a_spell_and_leaving_unwritten_asks(make_app, content, saves, halbarad):
    hero = read_hero(halbarad, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VeteranScreen(hero, halbarad)
        await app.push_screen(screen)
        await pilot.pause()
        rows = screen.query_one("#veteran-values")
        ids = [rows.get_option_at_index(i).id for i in range(rows.option_count)]
        rows.highlighted = ids.index("wound:chest")
        await change(pilot, "9", "9")
        assert any("3.6.3" in m for m in told(app)) and screen.hero.wounds == hero.wounds
        await change(pilot, "2")
        assert screen.hero.wounds == {"chest": 2}
        rows.highlighted = ids.index("pow")
        await change(pilot, "9", "9")
        assert any("5.1" in m for m in told(app))
        rows.highlighted = ids.index("add:spell")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")
        assert await settled(pilot, lambda: len(screen.hero.spells) == len(hero.spells) + 1)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is not screen  # asked
        await pilot.press("enter")  # leave: the changes are lost
        assert await settled(pilot, lambda: screen not in app.screen_stack)
        assert json.loads(halbarad.read_text(encoding="utf-8")) == json.loads(
            (EXAMPLES / "halbarad.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("size", [pytest.param(s, id=f"{s[0]}x{s[1]}") for s in ((80, 24), (160, 50))])
def test_the_veteran(snap_compare, make_app, content, halbarad, size):
    app = make_app()

    async def open_it(pilot):
        screen = VeteranScreen(read_hero(halbarad, content), halbarad)
        await app.push_screen(screen)
        await pilot.pause()
        await change(pilot, "1", "6")
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=size, run_before=open_it)


async def test_a_heroine_is_entered_as_she(make_app, content, saves, halbarad):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = VeteranScreen(read_hero(halbarad, content), halbarad)
        await app.push_screen(screen)
        await pilot.pause()
        values = screen.query_one("#veteran-values")
        values.highlighted = next(i for i in range(values.option_count) if values.get_option_at_index(i).id == "pronoun")
        await pilot.press("enter")
        assert await settled(pilot, lambda: screen.hero.pronoun == "she")
        assert screen.changes == ["spoken of as she"]
        await pilot.press("w")
        await pilot.pause()
        await pilot.press("enter")
        assert await settled(pilot, lambda: not screen.changes)
        assert read_hero(halbarad, content).pronoun == "she"
