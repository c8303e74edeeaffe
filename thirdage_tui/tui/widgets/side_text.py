"""Text beside a map that changes with every key press (what lies under the cursor, the route)."""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static


class SideText(Static):
    """A Static laid out afresh only when new text changes its height (a layout of the whole screen
    costs a key press on the map three times what drawing it does), and not drawn again for the
    text it already shows (whatever else changed on screen is then drawn alone)."""

    _shown: VisualType | None = None

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        if self._shown is not None and content == self._shown:
            return
        self._shown = content
        super().update(content, layout=False)
        if layout and (not self.is_mounted or self._height_changed()):
            self.refresh(layout=True)

    def _height_changed(self) -> bool:
        width, height = self.size
        if not width:
            return True
        wanted = self.get_content_height(self.container_size, self.app.size, width)
        floor = self.styles.min_height  # a panel kept a few lines high whatever it says
        if floor is not None:
            wanted = max(wanted, int(floor.resolve(self.container_size, self.app.size)))
        return wanted != height
