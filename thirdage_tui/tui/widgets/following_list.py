"""An option list that keeps its highlighted option in view."""

from __future__ import annotations

from textual.widgets import OptionList


class FollowingList(OptionList):
    """An option list that scrolls its highlighted option into view whenever its size changes too.

    Textual's scrolls only when the highlight moves, so a move made before the list is laid out (a
    highlight set on mount, a key pressed as the screen opens) or before it grows to its height is
    lost, and the highlight sits out of sight."""

    def on_resize(self) -> None:
        self.call_after_refresh(self.scroll_to_highlight)
