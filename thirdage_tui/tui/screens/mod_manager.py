"""The mods screen: each mod found, whether it loaded, its problems and what it adds or replaces;
enabling and disabling mods, and reloading the content without leaving the game."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.content.errors import ContentError
from thirdage_tui.content.loaded import ModReport
from thirdage_tui.content.mods import ModManifest, read_manifest
from thirdage_tui.persistence.folder import MODS_ENV, mods_folder
from thirdage_tui.persistence.modlist import disabled_mods, save_disabled
from thirdage_tui.tui.screens.game_screen import GameScreen

if TYPE_CHECKING:
    from thirdage_tui.tui.app import ThirdAgeApp


def where_found() -> Text:
    """Where mods are found by themselves, and how that is turned off (docs/modding.md)."""
    folder = mods_folder()
    if folder is None:
        return Text(f"Mods are found nowhere by themselves ({MODS_ENV}=off): only --mod DIR loads one.", "dim")
    return Text(f"Mods are found in {folder} (and given with --mod DIR). {MODS_ENV}=DIR finds them "
                f"elsewhere, {MODS_ENV}=off nowhere.", "dim")


@dataclass(frozen=True)
class ModRow:
    """One mod as the screen shows it: the last load's report, its manifest, and the player's wish."""

    report: ModReport
    manifest: ModManifest | None
    disabled: bool

    @property
    def status(self) -> tuple[str, str]:
        """A mark and a word for the mod's state (the word carries the meaning, not the colour)."""
        loaded = self.report.loaded
        if self.disabled:
            return ("-", "disabled") if not loaded else ("-", "loaded; off after reload")
        if loaded:
            return "+", "loaded"
        if self.report.errors:
            return "x", "left out"
        return "-", "off; on after reload"


def _manifest(path: Path) -> ModManifest | None:
    mod, _errors = read_manifest(path)
    return mod.manifest if mod else None


def located(error: ContentError, root: Path) -> str:
    """`path:line:col: error: message` with the path from the mods folder, when it lies inside it."""
    path = Path(error.path)
    if path.is_relative_to(root):
        return str(error).replace(error.path, path.relative_to(root).as_posix(), 1)
    return str(error)


def describe(row: ModRow) -> Text:
    """The whole story of one mod: manifest, state, its problems, what it adds, replaces and removes."""
    report, manifest = row.report, row.manifest
    text = Text()
    text.append(manifest.name if manifest else report.path.name, "bold")
    text.append(f"  {report.id or '?'} {manifest.version if manifest else ''}\n", "dim")
    mark, word = row.status
    text.append(f"[{mark}] {word}\n", "bold")
    text.append(f"folder: {report.path.name}\n", "dim")
    if report.errors:
        text.append(f"\nProblems ({len(report.errors)})\n", "bold")
        for error in report.errors:
            text.append(f"{located(error, report.path.parent)}\n")
    if report.warnings:
        text.append(f"\nTo mind ({len(report.warnings)})\n", "bold")
        for warning in report.warnings:
            text.append(f"{located(warning, report.path.parent)}\n")
    for heading, changes in (("Adds", report.adds), ("Replaces", report.replaces), ("Removes", report.removes)):
        if changes:
            text.append(f"\n{heading}\n", "bold")
            for kind, ids in sorted(changes.items()):
                text.append(f"  {kind}: {', '.join(ids)}\n")
    if manifest and manifest.description:
        text.append(f"\n{manifest.description}\n")
    return text


class ModsScreen(GameScreen[None]):
    """Every mod found: enable or disable it, read its problems, reload the content."""

    DEFAULT_CSS = """
    ModsScreen {
        #mods-body { height: 1fr; }
        #mods-list {
            width: 38; height: 1fr; text-wrap: nowrap; text-overflow: ellipsis; border: round $primary 50%;
        }
        #mods-list:focus { border: round $primary; }
        #mods-detail { width: 1fr; border: round $secondary 50%; padding: 0 1; }
        &.-wide #mods-list { width: 48; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "toggle_mod", "Enable/disable", id="mods.toggle"),
        Binding("r", "app.reload_content", "Reload", id="mods.reload"),
        Binding("escape", "app.pop_screen", "Back", id="mods.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[ModRow] = []
        """The mods listed, in the order they were given."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="mods-body"):
            yield OptionList(id="mods-list")
            with VerticalScroll(id="mods-detail"):
                yield Static(id="mods-text")
                yield Static(where_found(), id="mods-where")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Mods"
        self.app.content_or_notify()
        self.refill()
        self.query_one(OptionList).focus()

    def refill(self) -> None:
        """Rebuild the list from the last load and the disabled mods, keeping the highlight."""
        result = self.app.load_result
        disabled = set(disabled_mods(self.app.saves_dir))
        reports = result.reports if result else []
        self.rows = [ModRow(r, _manifest(r.path), r.id in disabled) for r in reports]
        options = self.query_one(OptionList)
        keep = options.highlighted
        options.clear_options()
        options.add_options(Option(self._label(row)) for row in self.rows)
        if self.rows:
            options.highlighted = min(keep or 0, len(self.rows) - 1)
            self._show(options.highlighted)
        else:
            self.query_one("#mods-text", Static).update("No mods. Put mod folders in the folder below, or "
                                                        "start with --mod DIR, then press r to reload.")

    def _show(self, index: int) -> None:
        self.query_one("#mods-text", Static).update(describe(self.rows[index]))

    @staticmethod
    def _label(row: ModRow) -> Text:
        mark, word = row.status
        name = row.report.id or row.report.path.name
        version = f" {row.manifest.version}" if row.manifest else ""
        return Text.assemble(f"[{mark}] ", (name, "bold"), version, (f"  {word}", "dim"))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self._show(event.option_index)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_toggle_mod()

    def action_toggle_mod(self) -> None:
        """Disable the highlighted mod, or enable it again (applied at the next reload)."""
        index = self.query_one(OptionList).highlighted
        if index is None:
            return
        row = self.rows[index]
        if row.report.id is None:
            self.notify("This folder's mod.yaml cannot be read, so it has no id to disable.", severity="warning")
            return
        disabled = set(disabled_mods(self.app.saves_dir)) ^ {row.report.id}
        save_disabled(self.app.saves_dir, disabled)
        self.refill()
        self.notify(f"{row.report.id} {'disabled' if row.report.id in disabled else 'enabled'}: press r to reload.")

    def on_third_age_app_content_reloaded(self, _event: ThirdAgeApp.ContentReloaded) -> None:
        self.refill()
