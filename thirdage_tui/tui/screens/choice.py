"""A small modal that asks one question: a title, some words, and choices picked by Enter.

The campaign's menus (where to go, how long to rest, what to learn, how to meet a band) are all
this screen with different options; a choice that cannot be made is shown greyed out with why. A
long list narrows as the player types (`FilterList`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.tui.screens.game_screen import GameModalScreen
from thirdage_tui.tui.widgets.filter_list import FilterList


@dataclass(frozen=True)
class Choice:
    """One answer: its id (what the screen is dismissed with), its label, and why it cannot be taken."""

    id: str
    label: str
    blocked: str | None = None


class ChoiceScreen(GameModalScreen[str]):
    """Ask; dismissed with the id of the choice taken, or None on Escape."""

    DEFAULT_CSS = """
    ChoiceScreen {
        align: center middle;
        #choice-box {
            width: 72; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 1;
        }
        #choice-text { margin-bottom: 1; }
        #choice-list { height: auto; max-height: 14; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss(None)", "Cancel", id="choice.cancel")]

    def __init__(self, title: str, choices: list[Choice], text: str = "") -> None:
        super().__init__()
        self.title_text, self.choices, self.text = title, choices, text

    def compose(self) -> ComposeResult:
        with Vertical(id="choice-box") as box:
            box.border_title = self.title_text
            if self.text:
                yield Static(self.text, id="choice-text")
            yield FilterList(*(Option(c.label + (f"  [dim]({c.blocked})[/dim]" if c.blocked else ""), id=c.id,
                                      disabled=c.blocked is not None) for c in self.choices), id="choice-list")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)
