"""The fight told in plain words, with each blow's dice (roll, target number, location, armour,
damage) one key away."""

from __future__ import annotations

import re
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.reactive import reactive

from thirdage_tui.combat.events import Event
from thirdage_tui.tui.widgets.rewrapping_log import RewrappingLog

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


class CombatLog(RewrappingLog):
    """The log of a fight, each line wrapped to the log's width; `dice` shows every roll against its
    target number."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("i", "toggle_dice", "Dice", id="log.dice", show=False),
    ]

    dice: reactive[bool] = reactive(False, init=False)
    """Show the dice of every blow."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, min_width=1, markup=False, auto_scroll=True)
        self.events: list[Event] = []

    def add(self, events: list[Event]) -> None:
        """Tell new events."""
        self.events.extend(events)
        for event in events:
            self._tell(event)

    def _tell(self, event: Event) -> None:
        words = detailed(event) if self.dice else plain(event)
        self.tell(Text(words, style=STYLES.get(event.kind, "")))

    def retell(self) -> None:
        self.clear()
        for event in self.events:
            self._tell(event)

    def watch_dice(self) -> None:
        self.retell()

    def action_toggle_dice(self) -> None:
        self.dice = not self.dice
