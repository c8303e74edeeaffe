"""The title screen: the game's name and the main menu."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.tui.widgets.banner import Banner

MENU = (
    ("campaign", "New campaign"),
    ("continue_campaign", "Continue campaign"),
    ("new_game", "Make a hero"),
    ("load", "Heroes"),
    ("travel", "Wander the map"),
    ("workshop", "Referee's workshop"),
    ("codex", "Codex"),
    ("mods", "Mods"),
    ("settings", "Settings"),
    ("quit", "Quit"),
)


class TitleScreen(Screen[None]):
    """The first screen: the banner, the main menu (each entry also a key) and the seed."""

    DEFAULT_CSS = """
    TitleScreen {
        align: center middle;
        #title-box { height: auto; }
        #tagline, #seed { width: 100%; text-align: center; color: $text-muted; }
        #tagline { text-style: italic; margin-bottom: 1; }
        #menu { width: 22; height: auto; border: round $primary; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "app.campaign", "Campaign", id="title.campaign"),
        Binding("o", "app.continue_campaign", "Continue", id="title.continue_campaign"),
        Binding("n", "app.new_game", "Make a hero", id="title.new_game"),
        Binding("h", "app.hall", "Hall", id="title.hall"),
        Binding("l", "app.load", "Heroes", id="title.load"),
        Binding("c", "app.codex", "Codex", id="title.codex"),
        Binding("t", "app.travel", "Wander", id="title.travel"),
        Binding("m", "app.mods", "Mods", id="title.mods"),
        Binding("s", "app.settings", "Settings", id="title.settings"),
        Binding("w", "app.workshop", "Workshop", id="title.workshop"),
        Binding("q", "app.quit", "Quit", id="title.quit"),
    ]

    def compose(self) -> ComposeResult:
        with Vertical(id="title-box"):
            with Center():
                yield Banner(id="banner")
            yield Static("T.A. 2760 · a hero of Radagast's Green Company", id="tagline")
            with Center():
                yield OptionList(*(Option(label, id=action) for action, label in MENU), id="menu")
            yield Static(f"seed {self.app.seed}", id="seed")
        yield Footer()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        await self.app.run_action(event.option.id)
