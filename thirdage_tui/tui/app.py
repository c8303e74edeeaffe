"""The Third Age app shell: holds the seed, the saves folder and the content; opens screens.

Screens are imported when first opened, so the title screen is up as fast as a bare app.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual.app import App
from textual.binding import Binding, BindingType

from thirdage_tui.tui.commands import ScreensProvider
from thirdage_tui.tui.screens.title import TitleScreen

if TYPE_CHECKING:
    from thirdage_tui.content import Content
    from thirdage_tui.engine.hero import Hero


class ThirdAgeApp(App[None]):
    """A hero of Radagast's Green Company, T.A. 2760."""

    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "Third Age"
    COMMANDS = App.COMMANDS | {ScreensProvider}
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-narrow"), (120, "-wide")]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit", show=False, priority=True),
    ]

    def __init__(self, *, seed: int | None = None, saves_dir: Path | str | None = None,
                 content_layers: Sequence[Path] | None = None) -> None:
        super().__init__()
        self.seed: int = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
        """The seed of this game's dice (random when none is given, shown on the title screen)."""
        self.saves_dir: Path = Path(saves_dir) if saves_dir is not None else Path.cwd() / "saves"
        """Where heroes are saved."""
        self.content_layers: list[Path] | None = list(content_layers) if content_layers else None
        """Content folders, base first, then mods (None: the base content)."""
        self.games_started = 0
        """New games begun this session: each rolls its own dice from the seed."""
        self.hero: Hero | None = None
        """The current hero (the last one created or loaded), if any."""
        self.hero_path: Path | None = None
        """Where the current hero is saved."""

    @cached_property
    def content(self) -> Content:
        """The game's content, loaded on first use (raises ContentErrors if invalid)."""
        from thirdage_tui.content import load_content

        return load_content(self.content_layers)

    def get_default_screen(self) -> TitleScreen:
        return TitleScreen()

    def _content_or_notify(self) -> bool:
        """Load the content; on failure tell the player why and return False."""
        from thirdage_tui.content import ContentErrors

        try:
            _ = self.content
        except ContentErrors as exc:
            first = exc.errors[0] if exc.errors else "unknown problem"
            self.notify(f"{len(exc.errors)} problem(s) in the content, first: {first}",
                        title="Content is invalid", severity="error", timeout=10)
            return False
        return True

    def next_rng(self) -> random.Random:
        """The dice of the next new game: the seed's, then a fresh stream per game."""
        self.games_started += 1
        return random.Random(f"{self.seed}:{self.games_started}")

    def action_new_game(self) -> None:
        """Open the character-creation wizard."""
        if self._content_or_notify():
            from thirdage_tui.tui.screens.creation import CreationScreen

            self.push_screen(CreationScreen(self.next_rng()))

    def action_codex(self) -> None:
        """Open the codex of all content."""
        if self._content_or_notify():
            from thirdage_tui.tui.screens.codex import CodexScreen

            self.push_screen(CodexScreen())

    def action_load(self) -> None:
        """Choose a saved hero and open its sheet."""
        if self._content_or_notify():
            from thirdage_tui.tui.saves import hero_files
            from thirdage_tui.tui.screens.load import LoadScreen

            if not hero_files(self.saves_dir):
                self.notify(f"No saved heroes in {self.saves_dir}.", title="Nothing to load", severity="warning")
                return
            self.push_screen(LoadScreen())

    def action_sheet(self) -> None:
        """Show the current hero's sheet, or offer the saved ones."""
        if self.hero is None:
            self.notify("No hero yet: create one or load a saved one.", severity="warning")
            self.action_load()
        else:
            self.open_sheet(self.hero, self.hero_path)

    def open_sheet(self, hero: Hero, path: Path | None = None) -> None:
        """Make `hero` (saved at `path`) the current hero and show its sheet."""
        from thirdage_tui.tui.screens.sheet import SheetScreen

        self.hero, self.hero_path = hero, path
        self.push_screen(SheetScreen(hero, path))
