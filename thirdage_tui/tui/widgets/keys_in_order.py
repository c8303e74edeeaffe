"""Widgets that take typing whose keys act in the order they were typed.

Textual's `Input` inserts a printable key as soon as the key reaches it, and our `FilterList` narrows
on one, but a bound key (Backspace, the arrows, Enter, a screen's Escape) goes on up to the app,
whose binding check runs the action only when the key gets there. Keys that arrive together, as a
fast typist's or a terminal multiplexer's do, are then done out of order: Backspace and 2 on a field
holding "1" leave "" instead of "2" (Textual issue #6605; Pilot waits after each key, so it never
sees this), and the letters typed after the Enter or Escape that closes a window are typed into the
closing window, lost to the screen beneath. Here the widget runs the key's binding the moment the key
reaches it, as the app would have run it, and holds the keys that follow until what the action set
off has been handled by its screen (a choice taken, an answer given, the window closed); then it
hands them back to the app, which gives them to whatever has the focus by then."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import events
from textual.widget import Widget
from textual.widgets import Input, OptionList

if TYPE_CHECKING:
    from textual.app import App


class KeysInOrder:
    """A widget whose keys are done in the order typed. Put it before the widget class among the
    bases: Textual calls each class's key handler in turn, and this one, first, decides (the widget
    says what it takes itself in `take_key`). It is no widget itself, so the widget's styles stay
    inherited (Textual follows the first base that is one)."""

    _held: list[events.Key] | None = None
    """Keys that reached the widget while the action of an earlier one was still being handled."""

    async def _on_key(self, event: events.Key) -> None:
        widget = cast(Widget, self)
        if self._held is not None:
            self._held.append(events.Key(event.key, event.character))
        elif self.take_key(event):
            pass
        elif self.types_itself(event) or not await run_binding(widget, event.key):
            event._passed_in_order = True  # type: ignore[attr-defined]  # for `passed_by_one`
            return
        else:
            self._held = []
            if not widget.call_later(self._settled_here):
                self._settled()
        event.stop()
        event.prevent_default()

    def take_key(self, event: events.Key) -> bool:
        """Do here what the widget does with `event` itself before any binding (a letter narrowing a
        list); whether it took the key."""
        return False

    def types_itself(self, event: events.Key) -> bool:
        """Whether the widget's own key handler, after this one, takes `event` (a letter an `Input`
        types), so that no binding may."""
        return False

    def _settled_here(self) -> None:
        """What the action posted here has been handled here and passed on: wait for the screen."""
        if not cast(Widget, self).screen.call_later(self._settled):
            self._settled()

    def _settled(self) -> None:
        """The screen has handled it too (a window closed, another asked for): the held keys go back
        once the app has put up what it led to, so that they reach the screen on top by then."""
        app = cast(Widget, self).app
        app.call_after_refresh(self._hand_back, app)

    def _hand_back(self, app: App[object]) -> None:
        """The held keys to the app, in order, as if typed now."""
        held, self._held = self._held or [], None
        for key in held:
            app.post_message(key)


def passed_by_one(event: events.Key) -> bool:
    """Whether a widget that takes keys in order has had `event` and let it go on (it is not for it)."""
    return getattr(event, "_passed_in_order", False)


async def run_binding(widget: Widget, key: str) -> bool:
    """Run the first binding of `key` along the focus chain of the widget's screen that acts, as
    the app runs it when the key reaches it (priority bindings excepted: the app ran those first);
    whether one did."""
    for node, bindings in widget.screen._modal_binding_chain:
        for binding in bindings.key_to_bindings.get(key, ()):
            if not binding.priority and await widget.app.run_action(binding.action, node):
                return True
    return False


class TypedField(KeysInOrder, Input):
    """An `Input` whose Backspace, arrows and Enter keep their place among the letters typed."""

    def take_key(self, event: events.Key) -> bool:
        self._restart_blink()  # as Input's own handler does first, which an edit done here skips
        return False

    def types_itself(self, event: events.Key) -> bool:
        return event.is_printable



class ListInOrder(KeysInOrder, OptionList):
    """An `OptionList` whose Enter, and its screen's keys, keep their place among the keys typed after
    them: what is typed on after a pick reaches the screen the pick closes onto."""
