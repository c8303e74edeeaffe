"""Choosing a saved hero to open (typing narrows the list)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.persistence.heroes import hero_files, read_hero
from thirdage_tui.tui.screens.game_screen import GameModalScreen
from thirdage_tui.tui.widgets.filter_list import FilterList
from thirdage_tui.tui.widgets.hero_kind import kind_of

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.persistence.documents import FoundFile


def label(found: FoundFile, content: Content) -> Text:
    """The file's name, with the hero's name, race and background when it reads as a hero."""
    name = found.path.name
    try:
        data = found.data
        kind = kind_of(content, data["race"], data["background"])
        return Text.assemble(str(data["name"]), (f"  {kind} · {name}", "dim"))
    except (ValueError, KeyError, TypeError):
        return Text.assemble(name, ("  (not a hero file)", "dim"))


class LoadScreen(GameModalScreen[tuple[Hero, Path]]):
    """The heroes in the saves folder; Enter chooses one (dismissed with the hero and its file).
    `title` says what the hero is chosen for."""

    DEFAULT_CSS = """
    LoadScreen {
        align: center middle;
        #load-box {
            width: 70; max-width: 100%; height: auto; max-height: 80%;
            border: round $primary; background: $surface; padding: 0 1;
        }
        #load-folder { color: $text-muted; }
        #load-list { height: auto; max-height: 16; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="load.back"),
    ]

    def __init__(self, title: str) -> None:
        super().__init__()
        self.title_text = title

    def compose(self) -> ComposeResult:
        with Vertical(id="load-box") as box:
            box.border_title = self.title_text
            yield Static(f"from {self.app.saves_dir}", id="load-folder")
            content = self.app.content
            yield FilterList(*(Option(label(f, content), id=str(f.path)) for f in hero_files(self.app.saves_dir)),
                             id="load-list")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id is None:
            return
        path = Path(event.option_id)
        try:
            hero = read_hero(path, self.app.content)
        except HeroFileError as exc:
            self.notify(str(exc), title=f"Cannot load {path.name}", severity="error", timeout=8)
            return
        self.dismiss((hero, path))
