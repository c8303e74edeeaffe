"""The Third Age app shell: holds the seed, the saves folder, the settings and the content (with
its mods); opens screens.

Screens are imported when first opened, so the title screen is up as fast as a bare app; once it
is drawn, a thread imports the screens a player opens first and reads the content, so that the key
after the title finds them ready (`preload`).
"""

from __future__ import annotations

import importlib
import random
import traceback
from collections.abc import Iterator, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import App, SystemCommand
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.notifications import Notify
from textual.widgets import Input

from thirdage_tui.persistence.folder import saves_folder, settings_file
from thirdage_tui.tui.commands import KeysProvider, ScreensProvider
from thirdage_tui.tui.screens.game_screen import ask
from thirdage_tui.tui.screens.title import TitleScreen, where
from thirdage_tui.tui.themes import register_themes
from thirdage_tui.tui.widgets.keys_in_order import KeysInOrder, passed_by_one

if TYPE_CHECKING:
    from textual.screen import Screen

    from thirdage_tui.content import Content
    from thirdage_tui.content.loaded import LoadResult
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.persistence.player_settings import Settings


PRELOADED: tuple[str, ...] = tuple(f"thirdage_tui.tui.screens.{name}" for name in (
    "new_campaign", "wizard", "campaign", "maps", "patron", "hero_sheet", "codex", "load", "campaign_load",
    "hall", "settings", "workshop"))
"""The screens imported in the background once the title is up, the likeliest first."""


class ThirdAgeApp(App[None]):
    """A hero of Radagast's Green Company, T.A. 2760."""

    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "Third Age"
    COMMANDS = App.COMMANDS | {KeysProvider, ScreensProvider}
    # Textual declares it `ClassVar[...] | None`, which mypy takes for an instance variable.
    HORIZONTAL_BREAKPOINTS: ClassVar[list[tuple[int, str]]] = [(0, "-narrow"), (120, "-wide")]  # type: ignore[misc]
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "quit", "Quit", id="app.quit", show=False, priority=True),
        Binding("f5", "reload_content", "Reload content", id="app.reload", show=False),
        Binding("question_mark", "key_legend", "Keys", id="app.keys"),
    ]

    class ContentReloaded(Message, bubble=False):
        """Sent to every open screen when the content was read afresh: screens holding content
        take `content` in its place."""

        def __init__(self, content: Content) -> None:
            super().__init__()
            self.content = content

    def __init__(self, *, seed: int | None = None, saves_dir: Path | str | None = None,
                 content_layers: Sequence[Path] | None = None, mod_paths: Sequence[Path] = ()) -> None:
        super().__init__()
        self.seed: int = seed if seed is not None else random.SystemRandom().randrange(1_000_000)
        """The seed of this game's dice (random when none is given, shown on the title screen)."""
        self.saves_dir: Path = Path(saves_dir) if saves_dir is not None else saves_folder()
        """Where heroes, campaigns and settings are saved (the command line's choice when not given)."""
        self.content_layers: list[Path] | None = list(content_layers) if content_layers else None
        """The base content folders (None: the game's own content)."""
        self.mod_paths: list[Path] = list(mod_paths)
        """Mod folders given on the command line; those in the mods folder (`persistence.folder.mods_folder`)
        are added at each (re)load."""
        self.load_result: LoadResult | None = None
        """The content as last loaded: what loaded, and how each mod fared."""
        self.games_started = 0
        """New games begun this session: each rolls its own dice from the seed."""
        self.campaigns_begun = 0
        """Campaigns begun this session: each after the first is offered a fresh seed."""
        self.hero: Hero | None = None
        """The current hero (the last one created or loaded), if any."""
        self.hero_path: Path | None = None
        """Where the current hero is saved."""
        self.crash_log: Path | None = None
        """Where the traceback went if the game stopped on an error (the command line names it)."""
        self.preloaded: LoadResult | None = None
        """The content as `preload` read it in the background, for its first use."""

        register_themes(self)

    @property
    def content(self) -> Content:
        """The game's content with the enabled mods, loaded on first use (raises ContentErrors if the
        base content is invalid; a broken mod is left out and the player told)."""
        from thirdage_tui.content import ContentErrors

        if self.load_result is None:
            self.load_result = self.preloaded or self._read()
            self._tell(self.load_result)
        if self.load_result.base_errors:
            raise ContentErrors(self.load_result.base_errors)
        return self.load_result.content

    def mod_folders(self) -> list[Path]:
        """The mods given, then those found by themselves (`persistence.modlist.mod_folders`)."""
        from thirdage_tui.persistence.modlist import mod_folders

        return mod_folders(self.mod_paths)

    def _read(self) -> LoadResult:
        """The base content and every enabled mod, read (nothing told: safe off the main thread)."""
        from thirdage_tui.content.loaded import load_with_mods
        from thirdage_tui.content.paths import base_layers
        from thirdage_tui.persistence.modlist import disabled_mods

        return load_with_mods(self.content_layers or base_layers(), self.mod_folders(), disabled_mods(self.saves_dir))

    def _tell(self, result: LoadResult) -> None:
        """Tell the player of each mod `result` left out."""
        for report in result.reports:
            if report.errors:
                count = len(report.errors)
                self.notify(where(report.errors[0], report.path) + (f"\n(and {count - 1} more: see Mods)" if count > 1 else ""),
                            title=f"Mod {report.id or report.path.name} left out", severity="warning", timeout=10)

    def action_reload_content(self) -> None:
        """Read the content and mods afresh, keeping the hero and the open screens."""
        before = self.load_result
        result = self._read()
        if result.base_errors:
            self.notify(f"{len(result.base_errors)} problem(s), first: {result.base_errors[0]}",
                        title="Content not reloaded", severity="error", timeout=10)
            return
        self.load_result = result
        for screen in self.screen_stack:
            screen.post_message(self.ContentReloaded(result.content))
        loaded, left_out = sum(r.loaded for r in result.reports), sum(bool(r.errors) for r in result.reports)
        self.notify(f"{loaded} of {len(result.reports)} mod(s) loaded"
                    + (f", {left_out} left out (see Mods)." if left_out else "."), title="Content reloaded")
        if self.hero is not None and before is not None and not before.base_errors:
            self._check_hero(self.hero, before.content)

    def _check_hero(self, hero: Hero, before: Content) -> None:
        """Warn when `hero` names content the reload took away from `before` (the hero is kept)."""
        from thirdage_tui.engine.herofile import hero_from_json, hero_json
        from thirdage_tui.engine.refusals import HeroFileError

        try:
            hero_from_json(hero_json(hero, before), self.content)
        except HeroFileError as exc:
            self.notify(f"{hero.name}: {exc}", title="The hero uses content that is gone",
                        severity="warning", timeout=10)

    def _handle_exception(self, error: Exception) -> None:
        """An error nothing caught: write what happened to a crash log, then let Textual stop the
        game with exit status 1."""
        from thirdage_tui import __version__
        from thirdage_tui.persistence.crash_log import write_crash_log

        screens = " > ".join(type(screen).__name__ for screen in self.screen_stack)
        report = (f"Third Age {__version__}, seed {self.seed}, screens: {screens}\n"
                  + "".join(traceback.format_exception(error)) + "\n")
        try:
            self.crash_log = write_crash_log(self.saves_dir, report, after=self.crash_log)
        except OSError:
            self.crash_log = None
        super()._handle_exception(error)

    def on_notify(self, event: Notify) -> None:
        """The same words said again while they are still shown replace them (their time starting
        afresh): a refused key pressed again and again does not pile up its refusal."""
        said = event.notification
        for shown in list(self._notifications):
            if (shown.title, shown.message, shown.severity) == (said.title, said.message, said.severity):
                self._unnotify(shown, refresh=False)

    def on_key(self, event: events.Key) -> None:
        """A key that reached the app while a text field or a list that takes keys in order has the
        focus, and that it never had, was typed before it came up (it went to the screen beneath):
        it goes to it, as if typed there, and no binding takes it here."""
        field = self.focused
        if isinstance(field, KeysInOrder) and not passed_by_one(event):
            field.post_message(events.Key(event.key, event.character))
            event.prevent_default()
        elif isinstance(field, Input) and not isinstance(field, KeysInOrder) and event.is_printable and event.character:
            field.insert_text_at_cursor(event.character)

    def get_system_commands(self, screen: Screen[object]) -> Iterator[SystemCommand]:
        """Textual's own commands in the palette (theme, screenshot, maximize), but its Keys opens the
        game's legend, and Quit is the game's destination."""
        for command in super().get_system_commands(screen):
            if command.title == "Keys":
                yield SystemCommand("Keys", "Every key of this screen, with what each does", self.action_key_legend)
            elif command.title != "Quit":
                yield command

    def action_key_legend(self) -> None:
        """Show every key of the screen at hand, with what each does (Esc closes it)."""
        from thirdage_tui.tui.widgets.key_legend import KeyLegend

        if not isinstance(self.screen, KeyLegend):
            self.push_screen(KeyLegend(self.screen))

    def get_default_screen(self) -> TitleScreen:
        return TitleScreen()

    @cached_property
    def settings(self) -> Settings:
        """The player's theme and keymap, read on first use (problems in the file are told)."""
        from thirdage_tui.persistence.player_settings import load_settings

        settings, problems = load_settings(self.saves_dir, themes=self.available_themes)
        for problem in problems:
            self.notify(problem, title="Settings", severity="warning", timeout=10)
        return settings

    def on_mount(self) -> None:
        if settings_file(self.saves_dir).is_file():  # without the file there is nothing to apply
            self.theme = self.settings.theme
            self.set_keymap(self.settings.keymap)
        self.call_after_refresh(self.run_worker, self.preload, thread=True, exit_on_error=False,
                                group="preload", description="import screens, read content")

    def preload(self) -> None:
        """Off the main thread, once the title is drawn: read the content for its first use (a key
        that needs it sooner reads it itself) and say at once what is wrong with it; then import the
        screens."""
        if self.load_result is None:
            self.preloaded = self._read()
            self.call_from_thread(self._take_preloaded)
        for module in PRELOADED:
            importlib.import_module(module)

    def _take_preloaded(self) -> None:
        """The content the preload read is the game's from now: the title says what is wrong with it
        for as long as it is up (and, on another screen, each mod left out is told)."""
        if self.load_result is None and self.preloaded is not None:
            self.load_result = self.preloaded
            if not isinstance(self.screen, TitleScreen):
                self._tell(self.load_result)
        for screen in self.screen_stack:
            if isinstance(screen, TitleScreen) and self.load_result is not None:
                screen.show_troubles(self.load_result)

    def watch_theme(self, theme: str) -> None:
        """Keep the player's choice of theme (from the settings screen or the palette)."""
        if theme != self.settings.theme:
            self.settings.theme = theme
            self.save_settings()

    def save_settings(self) -> None:
        """Write the settings atomically and apply the keymap."""
        from thirdage_tui.persistence.player_settings import save_settings

        save_settings(self.saves_dir, self.settings)
        self.set_keymap(self.settings.keymap)

    def content_or_notify(self) -> bool:
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

    def campaign_seed(self) -> int:
        """The seed a new campaign is offered: the game's own for the first, then a fresh one drawn
        from it for each after (a run begun after a death never replays the last)."""
        if not self.campaigns_begun:
            return self.seed
        return random.Random(f"{self.seed}:campaign:{self.campaigns_begun}").randrange(1_000_000)

    async def action_new_game(self) -> None:
        """Open the character-creation wizard (its first step ready before the next key is read)."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.wizard import CreationScreen

            await self.push_screen(CreationScreen(self.next_rng()))

    def action_codex(self) -> None:
        """Open the codex of all content."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.codex import CodexScreen

            self.push_screen(CodexScreen())

    def action_workshop(self) -> None:
        """Open the referee's workshop: build an encounter, see its odds, fight it on the grid."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.workshop import WorkshopScreen

            self.push_screen(WorkshopScreen(self.seed))

    def action_table(self) -> None:
        """Open the referee's table: a fight kept in the saves folder's tables, or a new one."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.table import choose_table

            choose_table(self)

    def action_veteran(self) -> None:
        """Choose a saved hero and enter him as a veteran."""
        if self.content_or_notify():
            from thirdage_tui.persistence.heroes import hero_files
            from thirdage_tui.tui.screens.load import LoadScreen
            from thirdage_tui.tui.screens.veteran_edit import VeteranScreen

            if not hero_files(self.saves_dir):
                self.notify(f"No saved heroes in {self.saves_dir}.", title="Nobody to edit", severity="warning")
                return
            ask(self, LoadScreen("Which hero becomes a veteran?"), lambda chosen: self.push_screen(VeteranScreen(*chosen)))

    def action_load(self) -> None:
        """Choose a saved hero and open its sheet."""
        if self.content_or_notify():
            from thirdage_tui.persistence.heroes import hero_files
            from thirdage_tui.tui.screens.load import LoadScreen

            if not hero_files(self.saves_dir):
                self.notify(f"No saved heroes in {self.saves_dir}.", title="Nothing to load", severity="warning")
                return
            ask(self, LoadScreen("Whose sheet?"), lambda chosen: self.open_sheet(*chosen))

    def action_sheet(self) -> None:
        """Show the current hero's sheet, or offer the saved ones."""
        if self.hero is None:
            self.notify("No hero yet: create one or load a saved one.", severity="warning")
            self.action_load()
        else:
            self.open_sheet(self.hero, self.hero_path)

    def open_sheet(self, hero: Hero, path: Path | None = None) -> None:
        """Make `hero` (saved at `path`) the current hero and show its sheet."""
        from thirdage_tui.tui.screens.hero_sheet import SheetScreen

        self.hero, self.hero_path = hero, path
        self.push_screen(SheetScreen(hero, path))

    def action_mods(self) -> None:
        """List the mods: enable or disable them, read their problems, reload."""
        from thirdage_tui.tui.screens.mod_manager import ModsScreen

        self.push_screen(ModsScreen())

    def action_settings(self) -> None:
        """Choose the theme and the keys."""
        from thirdage_tui.tui.screens.settings import SettingsScreen

        self.push_screen(SettingsScreen())

    def action_campaign(self) -> None:
        """Begin a campaign of the Green Company: the hero, the seed, the mode."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen

            self.push_screen(NewCampaignScreen())

    def action_continue_campaign(self) -> None:
        """Go on with a saved campaign."""
        if self.content_or_notify():
            from thirdage_tui.tui.screens.campaign_load import CampaignLoadScreen

            self.push_screen(CampaignLoadScreen())

    def action_hall(self) -> None:
        """The hall of the fallen."""
        from thirdage_tui.tui.screens.hall import HallScreen

        self.push_screen(HallScreen())

    def action_travel(self) -> None:
        """Set out from Rhosgobel with the current hero, or with a saved one chosen first."""
        if not self.content_or_notify():
            return
        if self.hero is not None:
            self.travel_with(self.hero, self.hero_path)
            return
        from thirdage_tui.persistence.heroes import hero_files
        from thirdage_tui.tui.screens.load import LoadScreen

        if not hero_files(self.saves_dir):
            self.notify("No hero yet: create one first.", title="Nobody to travel", severity="warning")
            return
        ask(self, LoadScreen("Who wanders the map?"), lambda chosen: self.travel_with(*chosen))

    def travel_with(self, hero: Hero, path: Path | None = None) -> None:
        """Make `hero` the current hero and open the map at Rhosgobel."""
        from thirdage_tui.content.ids import RHOSGOBEL
        from thirdage_tui.tui.screens.maps import TravelScreen

        self.hero, self.hero_path = hero, path
        self.push_screen(TravelScreen(self.content, (hero,), RHOSGOBEL, seed=self.next_rng().getrandbits(32)))
