"""What the game's screens share: the app they reach, typed as the game's own, and how a caller takes
the answer a screen is dismissed with (`ask`).

Textual types `self.app` as a bare `App`; a screen that reads the content, the seed or the saves
folder from it is a `GameScreen` (or a `GameModalScreen`), whose `app` is the `ThirdAgeApp`. Only
the type checker reads that declaration (at run time `app` is Textual's own property, and the app
the game's): the app module imports the screens, so they cannot import it back."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen, ScreenResultType

if TYPE_CHECKING:
    from thirdage_tui.tui.app import ThirdAgeApp

Answer = TypeVar("Answer")


class GameScreen(Screen[ScreenResultType]):
    """A screen of the game, reaching the game's app."""

    app: ThirdAgeApp


class GameModalScreen(ModalScreen[ScreenResultType]):
    """A modal screen of the game, reaching the game's app."""

    app: ThirdAgeApp


def ask(asker: DOMNode, question: Screen[Answer], then: Callable[[Answer], object]) -> None:
    """Open the screen `question` over `asker`; hand `then` the answer it is dismissed with, and do
    nothing when there is none (the player backed out)."""

    def answered(answer: Answer | None) -> None:
        if answer is not None:
            then(answer)

    asker.app.push_screen(question, answered)
