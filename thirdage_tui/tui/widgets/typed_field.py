"""A text field whose editing keys act in the order they were typed.

Textual's `Input` inserts a printable key as soon as the key reaches it, but a key it binds
(Backspace, Delete, the arrows, Home, End...) goes on up to the app, whose binding check runs the
field's action only when the key gets there. Keys that arrive together, as a fast typist's or a
terminal multiplexer's do, are then done out of order: Backspace and 2 on a field holding "1" leave
"" instead of "2" (Textual issue #6605; Pilot waits after each key, so it never sees this). Here the
field runs its own bindings the moment their key reaches it, as the app would have run them."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class TypedField(Input):
    """An `Input` whose own key bindings run as their key reaches it, in order with the typing."""

    async def _on_key(self, event: events.Key) -> None:
        active = self.screen.active_bindings.get(event.key)
        if active is not None and active.node is self and not active.binding.priority:
            event.stop()
            event.prevent_default()
            self._restart_blink()
            await self.app.run_action(active.binding.action, self)
            return
        await super()._on_key(event)
