"""What the game's screens share: the app they reach, typed as the game's own, and how a caller takes
the answer a screen is dismissed with (`ask`).

Textual types `self.app` as a bare `App`; a screen that reads the content, the seed or the saves
folder from it is a `GameScreen` (or a `GameModalScreen`), whose `app` is the `ThirdAgeApp`. Only
the type checker reads that declaration (at run time `app` is Textual's own property, and the app
the game's): the app module imports the screens, so they cannot import it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar, TypeVar, cast

from textual import events
from textual.actions import parse
from textual.binding import Binding, BindingType
from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen, ScreenResultType

if TYPE_CHECKING:
    from thirdage_tui.tui.app import ThirdAgeApp

Answer = TypeVar("Answer")


class SaysNo:
    """A screen whose keys, when their action cannot be done now, say why instead of doing nothing.

    The footer greys (or hides) a key whose `check_action` is not true, and Textual then ignores
    it; pressed all the same, it tells the player `why_not` (and what would make it possible), once
    the keys typed before it have been done, and not if a window has come up over the screen by then
    (the key was typed ahead, for the window). A
    widget on the screen may answer `why_not` for its own keys the same way."""

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        """Why `action` cannot be done now and what would allow it (None: the key's name says it)."""
        return None

    def on_key(self, event: events.Key) -> None:
        cast("Screen[object]", self).app.call_later(self._say_no, event.key)

    def _say_no(self, key: str) -> None:
        """Say why `key` does nothing, once the app has done what the keys before it asked."""
        screen = cast("Screen[object]", self)
        if screen.app.screen is screen and (why := refusal(screen, key)) is not None:
            screen.notify(why, title="Not now", severity="warning")


def sentence(words: str) -> str:
    """The engine's words as a sentence for the player: its refusals begin in lower case, as the
    command line prints them after 'error: '."""
    return words[:1].upper() + words[1:]


def refusal(screen: Screen[object], key: str) -> str | None:
    """What `screen` says when `key` is pressed while its action is not allowed; None when the key
    is free or something nearer the focus takes it."""
    for node, bindings in screen._binding_chain:
        for binding in bindings.key_to_bindings.get(key, ()):
            _, action, parameters = parse(binding.action)
            if node.check_action(action, parameters):
                return None
            if node is screen or hasattr(node, "why_not"):
                why_not = getattr(node, "why_not", None)
                return (why_not(action, parameters) if why_not else None) or f"{binding.description}: not now."
    return None


class GameScreen(SaysNo, Screen[ScreenResultType]):
    """A screen of the game, reaching the game's app."""

    app: ThirdAgeApp


class GameModalScreen(SaysNo, ModalScreen[ScreenResultType]):
    """A modal screen of the game, reaching the game's app. The app's keys stop at a modal screen
    (Textual's binding chain ends there), so the key legend's is declared again here (its own id:
    a keymap moves it apart from the app's)."""

    app: ThirdAgeApp
    BINDINGS: ClassVar[list[BindingType]] = [Binding("question_mark", "app.key_legend", "Keys", id="modal.keys")]


def ask(asker: DOMNode, question: Screen[Answer], then: Callable[[Answer], object]) -> None:
    """Open the screen `question` over `asker`; hand `then` the answer it is dismissed with, and do
    nothing when there is none (the player backed out)."""

    def answered(answer: Answer | None) -> None:
        if answer is not None:
            then(answer)

    asker.app.push_screen(question, answered)
