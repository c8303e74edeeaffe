"""The key legend: `?` on any screen lists its keys (the hidden ones too) and Esc closes it."""

from __future__ import annotations

from random import Random

from heroes import starting_dwarf
from textual.widgets import Static

from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.widgets.key_legend import KeyLegend


def legend_text(app) -> str:
    return str(app.screen.query_one("#legend-text", Static).render())


async def test_question_mark_opens_the_legend_on_the_title_and_esc_closes_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        title = app.screen
        await pilot.press("question_mark")
        assert isinstance(app.screen, KeyLegend)
        assert "Quit" in legend_text(app) or "quit" in legend_text(app)
        await pilot.press("escape")
        assert app.screen is title


async def test_the_battle_legend_names_the_hidden_keys(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary["goblin"], 2)],
                        Random(1), terrain="open", distance_ft=30)
        screen = BattleScreen(battle)
        await app.push_screen(screen)
        await pilot.press("question_mark")
        text = legend_text(app)
        assert "Surrender" in text and "Flee" in text and "Attack" in text
        await pilot.press("question_mark")
        assert app.screen is screen
