"""Widgets that take typing whose own keys act in the order they were typed.

Textual's `Input` inserts a printable key as soon as the key reaches it, and our `FilterList` narrows
on one, but a key such a widget binds (Backspace, Delete, the arrows, Home, End, Enter) goes on up
to the app, whose binding check runs the widget's action only when the key gets there. Keys that
arrive together, as a fast typist's or a terminal multiplexer's do, are then done out of order:
Backspace and 2 on a field holding "1" leave "" instead of "2", and Enter after "wolf" chooses
nothing once the 2 typed after it has narrowed the list to nothing (Textual issue #6605; Pilot waits
after each key, so it never sees this). Here the widget runs its own bindings the moment their key
reaches it, as the app would have run them."""

from __future__ import annotations

from typing import cast

from textual import events
from textual.widget import Widget
from textual.widgets import Input


class KeysInOrder:
    """A widget's own key bindings run as their key reaches it, in order with what it types. Put it
    before the widget class among the bases: Textual calls each class's key handler in turn, the
    subclass's own first, so what the widget types for itself is done first and this runs after
    (calling no other handler itself). It is no widget itself, so the widget's styles stay inherited
    (Textual follows the first base that is one)."""

    async def _on_key(self, event: events.Key) -> None:
        widget = cast(Widget, self)
        active = widget.screen.active_bindings.get(event.key)
        if active is None or active.node is not widget or active.binding.priority:
            return
        if await widget.app.run_action(active.binding.action, widget):
            event.stop()
            event.prevent_default()

    def typed_ahead(self, character: str) -> bool:
        """Take a letter typed before this widget came up (it reached the app, not the widget, while
        the screen was still being put up), as if typed here; whether it was taken."""
        raise NotImplementedError


class TypedField(KeysInOrder, Input):
    """An `Input` whose Backspace, arrows and Enter keep their place among the letters typed."""

    async def _on_key(self, event: events.Key) -> None:
        self._restart_blink()  # as Input's own handler does first, which an edit done here skips

    def typed_ahead(self, character: str) -> bool:
        self.insert_text_at_cursor(character)
        return True
