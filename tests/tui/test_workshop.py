"""The referee's workshop by keys: foes and counts, a fill from a region, the odds in a worker,
and the fight played commanding both sides."""

from __future__ import annotations

import pytest
from textual.widgets import ProgressBar, SelectionList, Static
from tui_helpers import save_hero

from thirdage_tui.tui.screens.grid_fight import BattleScreen, squares_of, tokens_of
from thirdage_tui.tui.screens.workshop import DAYLIGHT, RUNS, WorkshopScreen, short

SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


async def test_build_an_encounter_see_the_odds_and_play_it(make_app, content, saves):
    save_hero(saves, content, race="dwarf")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        screen = app.screen
        assert isinstance(screen, WorkshopScreen)
        await pilot.press("slash", *"goblin", "enter", "enter", "plus", "x")
        assert [(x.creature, x.count, x.locked) for x in screen.lines] == [("goblin", 2, True)]
        await pilot.press("slash", "ctrl+u", *"eriador", "enter", "r")
        assert screen.lines[0].creature == "goblin" and len(screen.lines) == 2
        await pilot.press("o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert screen.query_one(ProgressBar).progress == RUNS
        chart = screen.query_one("#workshop-odds", Static)
        assert "Party wins" in str(chart.render())
        assert max(map(len, str(chart.render()).splitlines())) <= chart.content_region.width  # no line wraps
        await pilot.press("p")
        assert isinstance(app.screen, BattleScreen) and app.screen.controlled == {0, 1}
        assert app.screen.actor is not None


async def test_heroes_ticked_by_keys_all_stand_on_the_grid(make_app, content, saves):
    """The party list opens on its first hero, so Down, space ticks the second; each is counted."""
    for name, race in (("a.json", "human"), ("b.json", "dwarf"), ("c.json", "hobbit")):
        save_hero(saves, content, name=name, race=race)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w", "enter", "tab", "down", "space", "down", "space")
        party = app.screen.query_one(SelectionList)
        assert party.selected == [0, 1, 2] and party.border_title == "Party 3/3"
        await pilot.press("p")
        battle = app.screen.battle
        heroes = [c for c in battle.c if c.side == 0]
        assert len(heroes) == 3 and len({battle.at[c.uid] for c in heroes}) == 3
        drawn = {token.text for token in squares_of(battle, tokens_of(battle)).values()}
        assert {"@1", "@2", "@3"} <= drawn


async def test_odds_run_before_a_hero_is_ticked_say_they_do_not_count_him(make_app, content, saves):
    for name, race in (("a.json", "human"), ("b.json", "dwarf")):
        save_hero(saves, content, name=name, race=race)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w", "enter", "o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        chart = screen.query_one("#workshop-odds", Static)
        assert "Party wins" in str(chart.render()) and "Not these odds" not in str(chart.render())
        await pilot.press("tab", "down", "space")
        await pilot.pause()
        counted = screen.odds[0][0]
        assert len(counted) == 1 and screen.query_one(SelectionList).selected == [0, 1]
        assert f"Not these odds: they were run for {counted[0]} against" in str(chart.render())
        await pilot.press("space", "o")  # unticked again: the same fight as the odds; then run anew
        await pilot.pause()
        assert "Not these odds" not in str(chart.render())


async def test_the_fight_played_is_met_as_the_odds_were_and_each_play_is_a_fresh_draw(make_app, content, saves):
    """A troll met by night in the odds is not met by day when played (he would turn to stone)."""
    save_hero(saves, content, race="dwarf")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w", "slash", *"hill troll", "enter", "enter", "o")
        await app.workers.wait_for_complete()
        await pilot.pause()
        workshop = app.screen
        assert "night" in str(workshop.query_one("#workshop-odds", Static).render())
        await pilot.press("p")
        first = app.screen
        assert isinstance(first, BattleScreen) and first.battle.daylight is DAYLIGHT is False
        app.pop_screen()
        await pilot.pause()
        await pilot.press("p")
        assert app.screen.seed != first.seed


def test_a_name_cut_for_the_odds_chart_keeps_its_number():
    assert [short(f"Mordor Orc {n}") for n in (1, 10)] == ["Mordor Or 1", "Mordor O 10"]
    assert short("Goblin 2") == "Goblin 2" and short("Thrain Oakenshieldson") == "Thrain Oake"


class TestWorkshopLooks:
    """The workshop with a roster and the odds chart (fixed seed)."""

    @SIZES
    def test_workshop(self, snap_compare, make_app, content, saves, size):
        save_hero(saves, content, race="dwarf")

        async def build(pilot):
            await pilot.press("w", *["down"] * 5, "enter", "enter", "o")
            await pilot.app.workers.wait_for_complete()
            await pilot.pause()

        assert snap_compare(make_app(), terminal_size=size, run_before=build)
