"""The campaign journal as a log: each entry once, dated when the day changes, coloured by kind."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from thirdage_tui.tui.widgets.rewrapping_log import RewrappingLog

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import JournalEntry

KIND_STYLES = {"death": "bold red", "fight": "red", "errand": "bold yellow", "reward": "yellow", "renown": "green",
               "cha": "green", "chronicle": "magenta", "gift": "cyan", "magic": "cyan", "start": "bold"}
"""How each kind of journal entry stands out (the rest are plain)."""


class JournalLog(RewrappingLog):
    """The journal of the run, written as entries come in."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=True, min_width=20, id=id)
        self.journal: list[JournalEntry] = []
        self.shown = 0
        """Entries already written."""
        self.last_date = ""

    def retell(self) -> None:
        self.clear()
        self.shown, self.last_date = 0, ""
        self.follow(self.journal)

    def follow(self, journal: list[JournalEntry]) -> None:
        """Write the entries not shown yet (the whole journal the first time)."""
        self.journal = journal
        for entry in journal[self.shown:]:
            if entry.date != self.last_date:
                self.tell(f"[b $accent]{escape(entry.date)}[/]")
                self.last_date = entry.date
            style = KIND_STYLES.get(entry.kind)
            text = escape(entry.text)
            self.tell(f"[{style}]{text}[/]" if style else text)
        self.shown = len(journal)
