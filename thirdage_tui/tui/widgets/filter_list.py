"""A list that narrows as the player types: destinations, places, creatures, heroes, whatever is long."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from textual import events
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from thirdage_tui.tui.widgets.keys_in_order import KeysInOrder

LONG = 8
"""From this many options on, the list says that typing narrows it."""


class FilterList(KeysInOrder, OptionList):
    """An option list that keeps, as letters are typed, the options whose words hold them (any case);
    Backspace takes the last letter back, Ctrl+U all of them, and Escape clears them before it does
    anything else; `?` is left to open the key legend. The letters typed show under the list.

    On a screen whose letters are keys of their own (`slash=True`), typing narrows the list only
    after `/`, until Enter (the list stays narrowed) or Escape."""

    DEFAULT_CSS = """
    FilterList { border-subtitle-color: $accent; border-subtitle-align: left; }
    """

    def __init__(self, *options: Option, finds: Callable[[str, str], bool] | None = None, slash: bool = False,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(*options, id=id, classes=classes)
        self.every = list(options)
        """Every option, as given (the list shows those the letters typed keep)."""
        self.finds = finds
        """Whether the letters typed find an option (by its id) where its prompt's words do not."""
        self.slash = slash
        """Typing narrows the list only after `/`."""
        self.typing = not slash
        """Letters typed now go to the filter."""
        self.typed = ""
        """The letters typed so far."""

    def on_mount(self) -> None:
        self.show_typed(len(self.every))

    def replace(self, options: Iterable[Option]) -> None:
        """Put `options` in place of every option, the letters typed still narrowing them."""
        self.every = list(options)
        self.narrow(self.typed)

    def start_typing(self) -> None:
        """Letters typed from now narrow the list (after `/`)."""
        self.typing = True
        self.show_typed(self.option_count)

    def take_key(self, event: events.Key) -> bool:
        """Letters narrow the list (after `/` on a screen whose letters are keys), Backspace, Ctrl+U
        and Escape take them back, Enter ends the typing after `/`."""
        if not self.typing:
            if event.key != "slash":
                return False
            self.start_typing()
        elif event.key == "backspace" and self.typed:
            self.narrow(self.typed[:-1])
        elif event.key == "ctrl+u" and self.typed:
            self.narrow("")
        elif event.key == "escape" and (self.typed or self.slash):
            self.typing = not self.slash
            self.narrow("")
        elif event.key == "enter" and self.slash:
            self.typing = False
            self.show_typed(self.option_count)
        else:
            return bool(event.is_printable and event.character and self.typed_ahead(event.character))
        return True

    def typed_ahead(self, character: str) -> bool:
        """A letter narrows the list while typing is on (`?` is left to the key legend, a space begins nothing)."""
        if not self.typing or character == "?" or not (self.typed or not character.isspace()):
            return False
        self.narrow(self.typed + character)
        return True

    def narrow(self, typed: str) -> None:
        """Show the options whose words hold `typed`, the first that can be chosen highlighted."""
        self.typed = typed
        kept = [o for o in self.every if self.keeps(o, typed)]
        self.clear_options()
        self.add_options(kept)
        self.highlighted = next((i for i, o in enumerate(kept) if not o.disabled), None)
        self.show_typed(len(kept))

    def keeps(self, option: Option, typed: str) -> bool:
        """Whether `typed` finds `option`: in its prompt's words, or as `finds` says."""
        return (typed.casefold() in words(option.prompt).casefold()
                or (self.finds is not None and option.id is not None and self.finds(option.id, typed)))

    def show_typed(self, kept: int) -> None:
        """Under the list: the letters typed and how many options they keep (after `/`, short, as a
        search line: "/trol_  2 of 19" while typing)."""
        count = f"{kept} of {len(self.every)}"
        if self.slash and (self.typed or self.typing):
            self.border_subtitle = f"/{self.typed}{'_' if self.typing else ''}  {count}"
        elif self.typed:
            self.border_subtitle = f"“{self.typed}”: {count} (Backspace, Esc clears)"
        elif len(self.every) >= LONG:
            self.border_subtitle = "/ narrows the list" if self.slash else "type to narrow the list"
        else:
            self.border_subtitle = ""


def words(prompt: object) -> str:
    """The plain words of an option's prompt (its markup taken away)."""
    if isinstance(prompt, Content):
        return prompt.plain
    if isinstance(prompt, str):
        return Content.from_markup(prompt).plain
    return str(prompt)
