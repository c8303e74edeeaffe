"""The title screen: the game's name and the main menu."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Center, Vertical
from textual.content import Content
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.tui.destinations import Destination, title_bindings, title_menu
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.banner import Banner


class TitleScreen(GameScreen[None]):
    """The first screen: the banner, the main menu (each entry also a key) and the seed."""

    DEFAULT_CSS = """
    TitleScreen {
        align: center middle;
        #title-box { height: auto; }
        #tagline, #seed { width: 100%; text-align: center; color: $text-muted; }
        #tagline { text-style: italic; margin-bottom: 1; }
        #menu { width: 26; height: auto; border: round $primary; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = title_bindings()

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            with Center():
                yield Banner(id="banner")
            yield Static("T.A. 2760 · a hero of Radagast's Green Company", id="tagline")
            with Center():
                yield OptionList(*(Option(self.entry(d), id=d.action) for d in title_menu()), id="menu")
            yield Static(f"seed {self.app.seed}", id="seed")
        yield Footer()

    def entry(self, place: Destination) -> Content:
        """A menu entry: its key (as the player's keymap has it), then its name."""
        key = self.app._keymap.get(place.binding_id, place.key or " ").split(",")[0]
        return Content.assemble((f"{key} ", "bold $accent"), place.label)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id is not None:
            await self.app.run_action(event.option_id)
