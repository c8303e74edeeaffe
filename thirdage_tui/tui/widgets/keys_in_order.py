"""Widgets that take typing whose keys act in the order they were typed.

Textual's `Input` inserts a printable key as soon as the key reaches it, and our `FilterList` narrows
on one, but a bound key (Backspace, the arrows, Enter, a screen's Escape) goes on up to the app,
whose binding check runs the action only when the key gets there. Keys that arrive together, as a
fast typist's or a terminal multiplexer's do, are then done out of order: Backspace and 2 on a field
holding "1" leave "" instead of "2" (Textual issue #6605; Pilot waits after each key, so it never
sees this), and the letters typed after the Enter or Escape that closes a window are typed into the
closing window, lost to the screen beneath. Here the widget hands the key's binding to the app the
moment the key reaches it, to run as the app would have run it (from the app, so that the action may
take the widget away, as the wizard's Enter on the name does), and holds the keys that follow until
what the action set off has been handled by its screen (a choice taken, an answer given, the window
closed); then it hands them back to the app, which gives them to whatever has the focus by then."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual import events
from textual._context import active_app
from textual.dom import DOMNode
from textual.widget import Widget
from textual.widgets import Input, OptionList

if TYPE_CHECKING:
    from textual.app import App
    from textual.screen import Screen


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
        elif self.types_itself(event) or not (bound := bindings_for(widget, event.key)):
            event._passed_in_order = True  # type: ignore[attr-defined]  # for `passed_by_one`
            return
        else:
            # The app runs the action, not this handler: the action may take this widget away (the
            # wizard's Enter on the name swaps its step), which it cannot while the widget is busy.
            self._held = []
            widget.app.call_later(self._act, bound, widget.screen)
        event.stop()
        event.prevent_default()

    async def _act(self, bound: list[tuple[DOMNode, str]], screen: Screen[object]) -> None:
        """Run the first of the key's bindings that acts, as the app would have, then wait for what it
        set off to be handled, here and on `screen`, before the held keys go back."""
        widget = cast(Widget, self)
        for node, action in bound:
            if await widget.app.run_action(action, node):
                break
        if not widget.call_later(self._settled_here, screen):
            self._settled_here(screen)

    def take_key(self, event: events.Key) -> bool:
        """Do here what the widget does with `event` itself before any binding (a letter narrowing a
        list); whether it took the key."""
        return False

    def types_itself(self, event: events.Key) -> bool:
        """Whether the widget's own key handler, after this one, takes `event` (a letter an `Input`
        types), so that no binding may."""
        return False

    def _settled_here(self, screen: Screen[object]) -> None:
        """What the action posted here has been handled here and passed on (or the widget is gone):
        wait for the screen."""
        if not screen.call_later(self._settled):
            self._settled()

    def _settled(self) -> None:
        """The screen has handled it too (a window closed, another asked for): the held keys go back
        once the app has put up what it led to, so that they reach the screen on top by then."""
        app = active_app.get()
        app.call_after_refresh(self._hand_back, app)

    def _hand_back(self, app: App[object]) -> None:
        """The held keys to the app, in order, as if typed now."""
        held, self._held = self._held or [], None
        for key in held:
            app.post_message(key)


def passed_by_one(event: events.Key) -> bool:
    """Whether a widget that takes keys in order has had `event` and let it go on (it is not for it)."""
    return getattr(event, "_passed_in_order", False)


def bindings_for(widget: Widget, key: str) -> list[tuple[DOMNode, str]]:
    """The bindings of `key` along the focus chain of the widget's screen whose actions may be done
    now, nearest first, each with the node it belongs to (priority bindings excepted: the app ran
    those first): what the app would try in turn when the key reached it."""
    app = widget.app
    return [(node, binding.action) for node, bindings in widget.screen._modal_binding_chain
            for binding in bindings.key_to_bindings.get(key, ())
            if not binding.priority and (found := app._parse_action(binding.action, node))[0].check_action(*found[1:])]


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
