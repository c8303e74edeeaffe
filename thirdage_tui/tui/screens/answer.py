"""A small modal that asks for a few words or numbers typed: a title, what is asked, a field.

Enter gives the answer (dismissed with the text, which may be empty); Escape backs out (None)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, Input, Static

from thirdage_tui.tui.screens.game_screen import GameModalScreen
from thirdage_tui.tui.widgets.keys_in_order import TypedField


class AnswerScreen(GameModalScreen[str]):
    """Ask for a typed answer; dismissed with what was typed, or None on Escape."""

    DEFAULT_CSS = """
    AnswerScreen {
        align: center middle;
        #answer-box {
            width: 76; max-width: 100%; height: auto; max-height: 90%;
            border: thick $accent; background: $surface; padding: 0 1;
        }
        #answer-text { margin-bottom: 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss(None)", "Cancel", id="answer.cancel")]

    def __init__(self, title: str, text: str, value: str = "", placeholder: str = "") -> None:
        super().__init__()
        self.title_text, self.text, self.value, self.placeholder = title, text, value, placeholder

    def compose(self) -> ComposeResult:
        with Vertical(id="answer-box") as box:
            box.border_title = self.title_text
            yield Static(self.text, id="answer-text")
            yield TypedField(self.value, placeholder=self.placeholder, id="answer-field")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value)
