"""The strike-rank track: SR 0 to 12 across, who acts at each, and the rank being resolved."""

from __future__ import annotations

from rich.text import Text
from textual.widget import Widget

LAST_SR = 12


class StrikeTrack(Widget):
    """Who acts when this round: `entries` are (SR, label, side); `current` the SR just resolved."""

    DEFAULT_CSS = "StrikeTrack { height: 4; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.entries: list[tuple[int, str, int]] = []
        self.current: int | None = None
        self.round = 0

    def show(self, round_: int, entries: list[tuple[int, str, int]], current: int | None) -> None:
        self.round, self.entries, self.current = round_, sorted(entries), current
        self.refresh()

    def render(self) -> Text:
        width = max(2, min(4, (self.size.width - 4) // (LAST_SR + 1)))
        text = Text(f"R{self.round:<3}", style="bold")
        for sr in range(LAST_SR + 1):
            style = "reverse bold" if sr == self.current else "bold" if self._done(sr) else "dim"
            text.append(f"{sr:^{width}}", style=style)
        columns: dict[int, list[tuple[str, int]]] = {}
        for sr, label, side in self.entries:
            columns.setdefault(min(sr, LAST_SR), []).append((label, side))
        depth = max((len(v) for v in columns.values()), default=0)
        for row in range(min(depth, 3)):
            text.append("\n" + " " * 4)
            for sr in range(LAST_SR + 1):
                here = columns.get(sr, [])
                if row < len(here):
                    label, side = here[row]
                    style = ("bold #5fffff" if side == 0 else "bold #ff5f5f") + (" dim" if self._done(sr) else "")
                    text.append(f"{label[:width]:^{width}}", style=style)
                else:
                    text.append(" " * width)
        return text

    def _done(self, sr: int) -> bool:
        return self.current is not None and sr < self.current
