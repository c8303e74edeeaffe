"""The settings screen: the theme, every key binding (with its id, as a keymap names it) and the
run's seed. Choices are saved at once, atomically, in the settings file of the saves folder."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.persistence.player_settings import DEFAULT_THEME
from thirdage_tui.tui.keymap import GameBinding, game_bindings
from thirdage_tui.tui.screens.game_screen import GameScreen, ask
from thirdage_tui.tui.themes import THEMES
from thirdage_tui.tui.widgets.following_list import FollowingList


class KeyCaptureScreen(ModalScreen[str]):
    """Waits for one key press and returns its name (None on escape)."""

    DEFAULT_CSS = """
    KeyCaptureScreen {
        align: center middle;
        #capture-box { width: 50; height: auto; border: thick $accent; background: $surface; padding: 1 2; }
    }
    """

    def __init__(self, binding: GameBinding) -> None:
        super().__init__()
        self.binding = binding

    def compose(self) -> ComposeResult:
        with Vertical(id="capture-box"):
            yield Static(f"Press the new key for [b]{self.binding.description}[/b] ({self.binding.id}).\n"
                         "Escape cancels.", id="capture-text")

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        self.dismiss(None if event.key == "escape" else event.key)


def theme_names(available: Iterable[str]) -> list[str]:
    """The themes in the order listed: the game's own, the default, then the rest by name."""
    first = [t.name for t in THEMES] + [DEFAULT_THEME]
    return first + sorted(set(available) - set(first))


class SettingsScreen(GameScreen[None]):
    """Choose the theme; see and change the key of every binding."""

    DEFAULT_CSS = """
    SettingsScreen {
        #settings-seed, #settings-hint { padding: 0 1; color: $text-muted; }
        #settings-body { height: 1fr; }
        #settings-themes {
            width: 26; height: 1fr; text-wrap: nowrap; text-overflow: ellipsis; border: round $primary 50%;
        }
        #settings-keys { width: 1fr; height: 1fr; border: round $secondary 50%; }
        #settings-themes:focus, #settings-keys:focus { border: round $accent; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "app.focus_next", "Theme/keys", id="settings.switch"),
        Binding("shift+tab", "app.focus_previous", "Theme/keys back", id="settings.switch_back", show=False),
        Binding("backspace", "reset_key", "Default key", id="settings.reset"),
        Binding("escape", "app.pop_screen", "Back", id="settings.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.known = {b.id: b for b in game_bindings()}
        """Every binding of the game, by id."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(f"Seed of this run: [b]{self.app.seed}[/b] (the same seed and the same choices replay it)",
                     id="settings-seed")
        with Horizontal(id="settings-body"):
            yield FollowingList(*(Option(name, id=name) for name in theme_names(self.app.available_themes)),
                                id="settings-themes")
            yield DataTable(id="settings-keys", cursor_type="row", zebra_stripes=True)
        yield Static("enter: choose the theme, or a new key for the binding", id="settings-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Settings"
        themes = self.query_one(OptionList)
        themes.border_title = "Theme"
        themes.highlighted = themes.get_option_index(self.app.theme)
        table = self.query_one(DataTable)
        table.border_title = "Keys"
        table.add_column("Does", key="does")
        table.add_column("Keys", key="keys")
        for binding in self.known.values():
            table.add_row(binding.description, self._keys(binding), key=binding.id)
        unknown = sorted(set(self.app.settings.keymap) - set(self.known))
        if unknown:
            self.notify(f"No binding has these ids: {', '.join(unknown)}", title="Keymap", severity="warning")
        themes.focus()

    def _keys(self, binding: GameBinding) -> Text:
        """The keys a binding answers to now; marked when they are the player's own."""
        mine = self.app.settings.keymap.get(binding.id)
        return Text(self._shown(mine), "bold") + Text(" *", "dim") if mine else Text(self._shown(binding.keys))

    def _shown(self, keys: str) -> str:
        """Keys as the Footer shows them ('?', '^n'), not as Textual names them ('question_mark')."""
        return ", ".join(self.app.get_key_display(Binding(key.strip(), "")) for key in keys.split(","))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id is not None:
            self.app.theme = event.option_id
            self.notify(f"Theme: {event.option_id}")

    def on_data_table_row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        """The hint names the binding under the cursor as the keymap in settings.json does."""
        binding = self.known.get(str(event.row_key.value))
        if binding is not None:
            self.query_one("#settings-hint", Static).update(
                f"enter: a new key for {binding.description} ([b]{binding.id}[/b] in settings.json's keymap); "
                "backspace: its default")

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        if event.row_key.value in self.known:
            binding = self.known[event.row_key.value]
            ask(self, KeyCaptureScreen(binding), lambda key: self.rebind(binding, key))

    def rebind(self, binding: GameBinding, key: str) -> None:
        """Give `binding` the key `key`, saved in the keymap; refused if another binding of the same
        screen answers to it."""
        clash = [f"{b.description} ({b.id})" for b in self.known.values()
                 if b.owner == binding.owner and b.id != binding.id and key in self._current(b).split(",")]
        if clash:
            self.notify(f"{self._shown(key)} is already the key of {', '.join(clash)} on the same screen; "
                        f"{binding.description} keeps {self._shown(self._current(binding))}.", severity="warning")
            return
        self.app.settings.keymap[binding.id] = key
        self._changed(binding)

    def _current(self, binding: GameBinding) -> str:
        return self.app.settings.keymap.get(binding.id, binding.keys)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The default key only while the keys have the focus."""
        return action != "reset_key" or self.query_one(DataTable).has_focus

    def action_reset_key(self) -> None:
        """Give the highlighted binding its default keys back."""
        table = self.query_one(DataTable)
        if not table.has_focus or table.row_count == 0:
            return
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        if key in self.known and self.app.settings.keymap.pop(key, None) is not None:
            self._changed(self.known[key])

    def _changed(self, binding: GameBinding) -> None:
        self.app.save_settings()
        self.query_one(DataTable).update_cell(binding.id, "keys", self._keys(binding))
