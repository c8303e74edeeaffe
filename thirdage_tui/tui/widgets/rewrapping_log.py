"""A RichLog that wraps its lines to its own width, afresh whenever that changes."""

from __future__ import annotations

from rich.console import RenderableType
from textual.events import Resize
from textual.widgets import RichLog


class RewrappingLog(RichLog):
    """A RichLog whose lines are wrapped to its width, and told afresh when the width changes (RichLog
    wraps a line once, when written, and no wider than the console was at start). The scrollbar's
    gutter is kept, so a scrollbar showing up narrows nothing."""

    DEFAULT_CSS = """
    RewrappingLog {
        scrollbar-gutter: stable;
    }
    """

    told_width = 0
    """The width the lines were last wrapped to."""

    def on_mount(self) -> None:
        """Kept at its end, as it grows and as it shrinks (a panel above it filling in), until the
        reader scrolls back."""
        self.anchor()

    def tell(self, content: RenderableType) -> None:
        """Write `content` wrapped to the log's width (left to RichLog while the width is unknown),
        following it to the end unless the reader has scrolled back."""
        following = self.scroll_y >= self.max_scroll_y
        self.write(content, width=self.scrollable_content_region.width or None, scroll_end=following)

    def retell(self) -> None:
        """Clear the log and tell all it holds again."""
        raise NotImplementedError

    def on_resize(self, event: Resize) -> None:
        if event.size.width != self.told_width:
            self.told_width = event.size.width
            self.retell()
