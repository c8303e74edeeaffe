"""Keys typed together into a field are done in the order typed (Textual issue #6605: a bound key
such as Backspace took the long way round through the app, so a digit typed after it went in first).
The keys are posted to the app at once, as a terminal delivers a fast typist's, not pressed one by
one as Pilot does."""

from __future__ import annotations

from typing import ClassVar

import pytest
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Static

from thirdage_tui.tui.screens.answer import AnswerScreen
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.screens.grid_fight import PickScreen


async def test_a_backspace_and_a_digit_typed_together_stay_in_order(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        answers: list[str | None] = []
        await app.push_screen(AnswerScreen("How many Wolves?", "Each is rolled as an individual.", "1"),
                              answers.append)
        await pilot.pause()
        for key, character in (("end", None), ("backspace", None), ("2", "2"), ("left", None), ("1", "1"),
                               ("enter", None)):
            app.post_message(events.Key(key, character))
        await pilot.pause()
        await pilot.pause()
        assert answers == ["12"]


async def test_enter_in_a_narrowing_list_chooses_before_the_key_typed_after_it(make_app):
    """The tracker's f: a creature narrowed by its name and chosen with Enter, a key typed on after it
    in the same burst (before, the key narrowed the list to nothing and Enter chose nothing)."""
    from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        chosen: list[str | None] = []
        choices = [Choice("wolf", "Wolf"), Choice("wolf_pack_leader", "Wolf Pack Leader"), Choice("warg", "Warg")]
        await app.push_screen(ChoiceScreen("Foes from the bestiary", choices, "Type to narrow the list."),
                              chosen.append)
        await pilot.pause()
        for key, character in (*((c, c) for c in "warg"), ("enter", None), ("x", "x")):
            app.post_message(events.Key(key, character))
        for _ in range(3):
            await pilot.pause()
        assert chosen == ["warg"]


async def test_letters_typed_before_the_list_came_up_narrow_it(make_app, content, saves):
    """f and the creature's name and Enter typed in one burst on the table: the letters that reach the
    game before the list of foes is up still narrow it, and Enter chooses what they found."""
    from thirdage_tui.combat.table_fight import TableFight
    from thirdage_tui.persistence.table_files import tables_folder
    from thirdage_tui.tui.screens.table import TableScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(TableScreen(TableFight(content), tables_folder(saves) / "fight.json"))
        await pilot.pause()
        for character in "fwolf":
            app.post_message(events.Key(character, character))
        app.post_message(events.Key("enter", None))
        for _ in range(6):
            await pilot.pause()
        assert isinstance(app.screen, AnswerScreen) and app.screen.title_text == "How many Wolves?"


class Beneath(GameScreen[None]):
    """A screen whose x and y are keys, under the window that closes."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("x", "seen('x')", "x"), Binding("y", "seen('y')", "y")]

    def __init__(self) -> None:
        super().__init__()
        self.seen: list[str] = []

    def compose(self) -> ComposeResult:
        yield Static("beneath")
        yield Footer()

    def action_seen(self, key: str) -> None:
        self.seen.append(key)


WOLVES = [Choice("wolf", "Wolf"), Choice("warg", "Warg")]


@pytest.mark.parametrize(("window", "typed", "answer"), [
    (lambda: ChoiceScreen("Foes", WOLVES), ["w", "a", "r", "g", "enter"], "warg"),
    (lambda: ChoiceScreen("Foes", WOLVES), ["escape"], None),
    (lambda: AnswerScreen("How many Wargs?", "", "1"), ["end", "3", "enter"], "13"),
    (lambda: AnswerScreen("How many Wargs?", "", "1"), ["escape"], None),
    (lambda: PickScreen("Which weapon?", [("axe", "Axe"), ("bow", "Bow")]), ["down", "enter"], "bow"),
    (lambda: PickScreen("Which weapon?", [("axe", "Axe"), ("bow", "Bow")]), ["escape"], None),
], ids=["choice-enter", "choice-escape", "answer-enter", "answer-escape", "pick-enter", "pick-escape"])
async def test_keys_typed_after_the_key_that_closes_a_window_go_to_the_screen_beneath(make_app, window, typed,
                                                                                      answer):
    """The window's answer taken by Enter (or Escape) and the keys typed on in the same burst reach
    the screen beneath, in order (before, they were typed into the closing window and lost)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        beneath = Beneath()
        await app.push_screen(beneath)
        answers: list[str | None] = []
        await app.push_screen(window(), answers.append)
        await pilot.pause()
        for key in [*typed, "x", "y"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        for _ in range(6):
            await pilot.pause()
        assert answers == [answer] and app.screen is beneath and beneath.seen == ["x", "y"]


async def test_a_burst_at_the_table_seats_both_bands(make_app, content, saves):
    """f, the creature, Enter, the count, Enter, and the next band the same, all in one burst: each
    key reaches the window up by then (the list, the count asked, the table), and no refusal is said
    by the table beneath for a letter meant for the window over it."""
    from thirdage_tui.combat.table_fight import TableFight
    from thirdage_tui.persistence.table_files import tables_folder
    from thirdage_tui.tui.screens.table import TableScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        table = TableScreen(TableFight(content), tables_folder(saves) / "fight.json")
        await app.push_screen(table)
        await pilot.pause()
        for key in ["f", *"warg", "enter", "3", "enter", "f", *"orc", "enter", "2", "enter"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        for _ in range(20):
            await pilot.pause()
        assert app.screen is table
        assert [c.name for c in table.table.fighters] == ["Warg 1", "Warg 2", "Warg 3", "Mordor Orc 1", "Mordor Orc 2"]
        assert [n.message for n in app._notifications if n.title == "Not now"] == []


async def test_a_codex_search_keeps_its_backspace_in_place_and_enter_goes_to_the_tree(make_app):
    """The codex's search box: letters with Backspace among them typed in one burst, then Enter and a
    key for the tree: the search is what was typed, and the key after Enter moves on the tree it went to."""
    from textual.widgets import Tree

    from thirdage_tui.tui.screens.codex import CodexScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(CodexScreen())
        await pilot.pause()
        await pilot.press("slash")
        await pilot.pause()
        search = app.screen.query_one("#codex-search")
        assert search.has_focus
        for key in ["w", "o", "x", "backspace", "l", "f", "left", "left", "backspace", "o", "enter", "down"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        for _ in range(6):
            await pilot.pause()
        tree = app.screen.query_one(Tree)
        assert search.value == "wolf" and tree.has_focus
        assert tree.cursor_node is not None and tree.cursor_node.label.plain == "Warg Rider", tree.cursor_node


async def test_a_seed_typed_over_keeps_its_backspace_in_place(make_app):
    """The new campaign's seed: End, Backspace twice and two digits typed in one burst replace its last
    two digits (before, the digits went in first and the Backspaces took them out again)."""
    from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(NewCampaignScreen())
        await pilot.pause()
        seed = app.screen.query_one("#new-campaign-seed")
        seed.value = "2760"
        seed.focus()
        await pilot.pause()
        for key in ["end", "backspace", "backspace", "4", "2"]:
            app.post_message(events.Key(key, key if len(key) == 1 else None))
        for _ in range(6):
            await pilot.pause()
        assert seed.value == "2742"

