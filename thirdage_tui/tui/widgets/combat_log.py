"""The fight told in plain words, with each blow's dice (roll, target number, location, armour,
damage) one key away."""

from __future__ import annotations

import re
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.events import Resize
from textual.reactive import reactive
from textual.widgets import RichLog

from thirdage_tui.combat.events import Event

DICE_IN_TEXT = re.compile(r" \(d20 \d+\)")
STYLES = {"death": "bold red", "wound": "red", "critical": "bold yellow", "fumble": "yellow", "magic": "magenta",
          "flee": "cyan", "surrender": "cyan", "morale": "cyan", "move": "dim"}


def plain(event: Event) -> str:
    """The event in words, its dice left out."""
    return DICE_IN_TEXT.sub("", event.text)


def detailed(event: Event) -> str:
    """The event with its round, strike rank and every die."""
    return str(event) + (f" ({event.value})" if event.value is not None and event.kind not in ("damage", "move")
                         else "")


class CombatLog(RichLog):
    """The log of a fight, each line wrapped to the log's width (told afresh when the width changes);
    `dice` shows every roll against its target number."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("i", "toggle_dice", "Dice", id="log.dice", show=False),
    ]

    dice: reactive[bool] = reactive(False, init=False)
    """Show the dice of every blow."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, min_width=1, markup=False, auto_scroll=True)
        self.events: list[Event] = []
        self.told_width = 0
        """The width the lines were last wrapped to."""

    def add(self, events: list[Event]) -> None:
        """Tell new events."""
        self.events.extend(events)
        for event in events:
            self._tell(event)

    def _tell(self, event: Event) -> None:
        words = detailed(event) if self.dice else plain(event)
        self.write(Text(words, style=STYLES.get(event.kind, "")))

    def _retell(self) -> None:
        self.clear()
        for event in self.events:
            self._tell(event)

    def watch_dice(self) -> None:
        self._retell()

    def on_resize(self, event: Resize) -> None:
        """Wrap the lines afresh to a new width (the first width is the one they are written at)."""
        if self.told_width and event.size.width != self.told_width:
            self._retell()
        self.told_width = event.size.width

    def action_toggle_dice(self) -> None:
        self.dice = not self.dice
