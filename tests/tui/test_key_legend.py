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


async def test_question_mark_opens_the_legend_over_a_modal_screen_too(make_app, saves, content):
    """The app's keys stop at a modal screen in Textual: the game's modals declare `?` again, and a
    list that narrows as letters are typed leaves `?` to the legend."""
    from tui_helpers import save_hero

    from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen

    save_hero(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, NewCampaignScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, KeyLegend) and "Explorer mode" in legend_text(app)
        await pilot.press("escape")
        assert isinstance(app.screen, NewCampaignScreen)
