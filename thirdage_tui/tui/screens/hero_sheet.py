"""The character sheet of one hero."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header

from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.sheet_view import SheetView


class SheetScreen(GameScreen[None]):
    """Attributes, abilities, body, weapons, skills, magic and kit of a hero."""

    DEFAULT_CSS = "SheetScreen #sheet { padding: 0 1; }"

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="sheet.back"),
    ]

    def __init__(self, hero: Hero, path: Path | None = None, condition: str = "") -> None:
        super().__init__()
        self.hero = hero
        self.path = path
        self.condition = condition
        """How the road has left him ("hungry 2 days: ..."), told in the title."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield SheetView(character_sheet(self.hero, self.app.content), self.app.content, id="sheet")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = " · ".join(p for p in (self.hero.name, self.path.name if self.path else "", self.condition) if p)
        self.query_one(SheetView).focus()
