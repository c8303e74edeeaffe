"""The referee's table on screen: seating, intents, the players' dice, refusals told, the fight kept
in the file the CLI drives, the end written back to the hero files (3.4-3.6, 5.1; G4.5-G4.7)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from tui_helpers import settled

from thirdage_tui.combat.table_fight import TableFight
from thirdage_tui.persistence.heroes import read_hero
from thirdage_tui.persistence.table_files import open_table, tables_folder
from thirdage_tui.tui.screens.table import TableScreen

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


def told(app) -> list[str]:
    return [n.message for n in app._notifications]


@pytest.fixture
def borin(saves):
    saves.mkdir(parents=True, exist_ok=True)
    path = saves / "borin.json"
    shutil.copy(EXAMPLES / "borin.json", path)
    return path


def seated(content, borin, saves):
    """A fight with Borin against two goblins, kept in the saves folder's tables."""
    table = TableFight(content, seed=3)
    table.seat_hero(read_hero(borin, content), str(borin.resolve()))
    table.seat_band(content.bestiary["goblin"], 2, seed=1)
    return table, tables_folder(saves) / "fight.json"


async def test_a_new_fight_from_the_title_seats_a_hero_and_foes(make_app, content, saves, borin):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("enter")  # a new fight
        assert await settled(pilot, lambda: isinstance(app.screen, TableScreen))
        screen = app.screen
        await pilot.press("b")
        assert "Nobody is seated: h seats a hero, f foes." in told(app)
        await pilot.press("h")
        await pilot.pause()
        await pilot.press("enter")
        assert await settled(pilot, lambda: app.screen is screen and screen.table.fighters)
        await pilot.press("f", *"goblin")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("backspace", "2", "enter")
        assert await settled(pilot, lambda: app.screen is screen and len(screen.table.fighters) == 3)
        kept = open_table(content, screen.path)
        assert [c.uid for c in kept.fighters] == ["Borin", "Goblin 1", "Goblin 2"]


@pytest.mark.rule("G4.7")
async def test_the_players_dice_strike_and_the_end_writes_back(make_app, content, saves, borin):
    table, path = seated(content, borin, saves)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TableScreen(table, path)
        await app.push_screen(screen)
        await pilot.press("down", "i", "enter")  # Goblin 1 means to strike with his first weapon...
        await pilot.pause()
        await pilot.press("enter")  # ... at Borin
        assert await settled(pilot, lambda: "Goblin 1" in table.intents)
        assert table.intents["Goblin 1"].target == "Borin"
        await pilot.press("b")
        await pilot.pause()
        await pilot.press("end", "enter")  # no parry
        await pilot.pause()
        await pilot.press(*"3 14", "enter")  # too few dice
        assert await settled(pilot, lambda: any("The dice: " in m for m in told(app)))
        assert screen.table.fighters[0].hp_left == screen.table.fighters[0].p.hit_points
        await pilot.press("b")
        await pilot.pause()
        await pilot.press("end", "enter")
        await pilot.pause()
        await pilot.press(*"3 14 8", "enter")
        assert await settled(pilot, lambda: screen.table.fighters[0].hp_left < screen.table.fighters[0].p.hit_points)
        assert open_table(content, path).fighters[0].hp == screen.table.fighters[0].hp
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("enter")  # write them back
        assert await settled(pilot, lambda: screen.table.ended)
        c = screen.table.fighters[0]
        arm = c.p.location("right_arm")
        assert read_hero(borin, content).wounds == {"right_arm": c.p.locations[arm].hp - c.hp[arm]}
        await pilot.press("e")
        await pilot.pause()
        await pilot.press("enter")
        assert await settled(pilot, lambda: any("already" in m for m in told(app)))
        await pilot.press("b")
        assert await settled(pilot, lambda: any("This fight is over" in m for m in told(app)))


@pytest.mark.rule("2.2.3")
async def test_defence_is_shared_and_refused_past_what_he_has(make_app, content, saves, borin):
    table, path = seated(content, borin, saves)
    elwen_file = saves / "elwen.json"
    shutil.copy(EXAMPLES / "elwen.json", elwen_file)
    elwen = table.seat_hero(read_hero(elwen_file, content).evolve(pronoun="she"), str(elwen_file))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = TableScreen(table, path)
        await app.push_screen(screen)
        await pilot.press("d")  # Borin, a dwarf in mail, has no Defence to share
        assert await settled(pilot, lambda: "Borin has no Defence to share (Defence 0)." in told(app))
        await pilot.press("end", "d")
        assert await settled(pilot, lambda: app.screen is not screen)
        assert app.screen.title_text == "Elwen shares her Defence"
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press(*str(elwen.defence + 1), "enter")
        assert await settled(pilot, lambda: any(f"has {elwen.defence} Defence to share" in m for m in told(app)))
        await pilot.press("d", "enter")
        await pilot.pause()
        await pilot.press("enter")  # all of it, as offered
        assert await settled(pilot, lambda: screen.table.fighters[-1].defence_vs == {"Goblin 1": elwen.defence})
        assert open_table(content, path).fighters[-1].defence_vs == {"Goblin 1": elwen.defence}


SIZES = [pytest.param(size, id=f"{size[0]}x{size[1]}") for size in ((80, 24), (160, 50))]


@pytest.mark.parametrize("size", SIZES)
def test_the_table(snap_compare, make_app, content, saves, borin, size):
    table, path = seated(content, borin, saves)
    table.state_intent("Goblin 1", table.fighters[1].p.arms[0].id, "Borin")
    table.blow("Goblin 1", table.fighters[1].p.arms[0].id, "Borin", [3, 14, 8], parry="none")
    app = make_app()

    async def open_it(pilot):
        await app.push_screen(TableScreen(table, path))
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=size, run_before=open_it)
