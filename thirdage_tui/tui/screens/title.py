"""The title screen: the game's name, the main menu, and what is wrong with the content (a mod left
out, and why, where; the game's own content broken, and what cannot open)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Center, Vertical
from textual.content import Content
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.tui.destinations import Destination, title_bindings, title_menu
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.banner import Banner

if TYPE_CHECKING:
    from thirdage_tui.content.errors import ContentError
    from thirdage_tui.content.loaded import LoadResult

ROOM_FOR_BANNER = 30
"""The fewest rows that hold the banner, the menu and the content's troubles together."""


class TitleScreen(GameScreen[None]):
    """The first screen: the banner, the main menu (each entry also a key) and the seed."""

    DEFAULT_CSS = """
    TitleScreen {
        align: center middle;
        #title-box { height: auto; }
        #tagline, #seed { width: 100%; text-align: center; color: $text-muted; }
        #tagline { text-style: italic; margin-bottom: 1; }
        #menu { width: 26; height: auto; border: round $primary; padding: 0 1; }
        #troubles { width: 100%; max-width: 100; height: auto; padding: 0 2; display: none; }
        &.-troubled #troubles { display: block; }
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
            with Center():
                yield Static(id="troubles")
        yield Footer()

    def on_mount(self) -> None:
        if self.app.load_result is not None:
            self.show_troubles(self.app.load_result)

    def on_third_age_app_content_reloaded(self, _event: object) -> None:
        if self.app.load_result is not None:
            self.show_troubles(self.app.load_result)

    def on_resize(self) -> None:
        self.query_one(Banner).display = not self.has_class("-troubled") or self.size.height >= ROOM_FOR_BANNER

    def show_troubles(self, result: LoadResult) -> None:
        """Say what is wrong with the content as read: the game's own broken (nothing that needs it
        opens), each mod left out with its first problem where it is; nothing when all is well."""
        lines = []
        if result.base_errors:
            lines.append(f"[b red]The game's content is broken[/] ({len(result.base_errors)} problem(s)): "
                         f"nothing that needs it can open. {where(result.base_errors[0], None)}")
        for report in result.reports:
            if report.errors:
                more = len(report.errors) - 1
                lines.append(f"[b yellow]Mod {escape(report.id or report.path.name)} left out[/]: "
                             f"{where(report.errors[0], report.path)}" + (f" (and {more} more)" if more else "")
                             + " · m: Mods")
        self.query_one("#troubles", Static).update("\n".join(lines))
        self.set_class(bool(lines), "-troubled")
        self.on_resize()

    def entry(self, place: Destination) -> Content:
        """A menu entry: its key (as the player's keymap has it), then its name."""
        key = self.app._keymap.get(place.binding_id, place.key or " ").split(",")[0]
        return Content.assemble((f"{key} ", "bold $accent"), place.label)

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id is not None:
            await self.app.run_action(event.option_id)


def where(error: ContentError, mod: Path | None) -> str:
    """A problem as 'file:line:col: what', the file named from its mod's folder (or the game's own
    content folder), so that it fits the title."""
    path = Path(error.path)
    shown = path.relative_to(mod.parent) if mod is not None and path.is_relative_to(mod.parent) else path.name
    return escape(f"{shown}:{error.line}:{error.col}: {error.message}")
