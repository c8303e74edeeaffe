"""A list that narrows as the player types: destinations, places, items, heroes, whatever is long."""

from __future__ import annotations

from textual import events
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

LONG = 8
"""From this many options on, the list says that typing narrows it."""


class FilterList(OptionList):
    """An option list that keeps, as letters are typed, the options whose words hold them (any case);
    Backspace takes the last letter back and Escape clears them before it does anything else. The
    letters typed show under the list."""

    DEFAULT_CSS = """
    FilterList { border-subtitle-color: $accent; border-subtitle-align: left; }
    """

    def __init__(self, *options: Option, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(*options, id=id, classes=classes)
        self.every = list(options)
        """Every option, as given (the list shows those the letters typed keep)."""
        self.typed = ""
        """The letters typed so far."""

    def on_mount(self) -> None:
        self.show_typed(len(self.every))

    def on_key(self, event: events.Key) -> None:
        if event.key == "backspace" and self.typed:
            self.narrow(self.typed[:-1])
        elif event.key == "escape" and self.typed:
            self.narrow("")
        elif event.is_printable and event.character and (self.typed or not event.character.isspace()):
            self.narrow(self.typed + event.character)
        else:
            return
        event.stop()
        event.prevent_default()

    def narrow(self, typed: str) -> None:
        """Show the options whose words hold `typed`, the first that can be chosen highlighted."""
        self.typed = typed
        wanted = typed.casefold()
        kept = [o for o in self.every if wanted in words(o.prompt).casefold()]
        self.clear_options()
        self.add_options(kept)
        self.highlighted = next((i for i, o in enumerate(kept) if not o.disabled), None)
        self.show_typed(len(kept))

    def show_typed(self, kept: int) -> None:
        if self.typed:
            self.border_subtitle = f"“{self.typed}”: {kept} of {len(self.every)} (Backspace, Esc clears)"
        else:
            self.border_subtitle = "type to narrow the list" if len(self.every) >= LONG else ""


def words(prompt: object) -> str:
    """The plain words of an option's prompt (its markup taken away)."""
    if isinstance(prompt, Content):
        return prompt.plain
    if isinstance(prompt, str):
        return Content.from_markup(prompt).plain
    return str(prompt)
