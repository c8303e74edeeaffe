"""Player settings: a keymap (binding id -> key) and a theme name, checked before use, kept in
`settings.json` in the saves folder. The TUI knows its binding ids and themes and passes them in; this
module validates, reports, and reads and writes the file.

A key is Textual's name for it: a printable character or a named key ("escape", "f5", "pageup"...),
optionally after modifiers joined by "+" ("ctrl+s", "shift+tab")."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from thirdage_tui.persistence.documents import SETTINGS_FORMAT
from thirdage_tui.persistence.folder import settings_file
from thirdage_tui.persistence.jsonfile import NotJson, read_json, write_json_atomic

MODIFIERS = ("ctrl", "alt", "shift", "meta", "super", "hyper")
NAMED_KEYS = frozenset({
    "escape", "enter", "tab", "space", "backspace", "delete", "insert", "home", "end", "pageup", "pagedown",
    "up", "down", "left", "right", "minus", "plus", "equals_sign", "comma", "full_stop", "slash", "backslash",
    "question_mark", "exclamation_mark", "colon", "semicolon", "apostrophe", "quotation_mark", "asterisk",
    "number_sign", "dollar_sign", "percent_sign", "ampersand", "left_parenthesis", "right_parenthesis",
    "left_square_bracket", "right_square_bracket", "left_curly_bracket", "right_curly_bracket", "less_than_sign",
    "greater_than_sign", "underscore", "grave_accent", "tilde", "vertical_line", "circumflex_accent", "at",
    *(f"f{n}" for n in range(1, 25)),
})
DEFAULT_THEME = "textual-dark"
VERSION = 1


@dataclass
class Settings:
    """What the player chose: keys for some bindings, and a theme."""

    keymap: dict[str, str] = field(default_factory=dict)
    theme: str = DEFAULT_THEME

    def to_data(self) -> dict[str, Any]:
        return {"format": SETTINGS_FORMAT, "version": VERSION, "theme": self.theme,
                "keymap": dict(sorted(self.keymap.items()))}


def key_problem(key: str) -> str | None:
    """Why `key` is not a key Textual can bind, or None. Several keys may be given, comma-separated."""
    for one in key.split(","):
        *mods, name = one.strip().split("+") if one.strip() not in ("+",) else ["+"]
        bad = [m for m in mods if m not in MODIFIERS]
        if bad:
            return f"unknown modifier {bad[0]!r} in {key!r} (modifiers: {', '.join(MODIFIERS)})"
        if not (len(name) == 1 and name.isprintable() and not name.isspace()) and name not in NAMED_KEYS:
            return f"{one.strip()!r} is not a key (a character, or a name such as escape, f5, pageup, ctrl+s)"
    return None


def parse_settings(data: Any, bindings: Collection[str] | None = None, themes: Collection[str] | None = None
                   ) -> tuple[Settings, list[str]]:
    """The settings in `data`, keeping what is good, and a line for each problem found: unknown binding
    ids (against `bindings`, when given), keys that are not keys, a theme not in `themes`."""
    problems: list[str] = []
    settings = Settings()
    if not isinstance(data, dict):
        return settings, ["settings: expected a JSON object"]
    for key in set(data) - {"format", "version", "theme", "keymap"}:
        problems.append(f"settings: unknown key {key!r} (expected: format, version, theme, keymap)")
    if data.get("format", SETTINGS_FORMAT) != SETTINGS_FORMAT:
        return settings, [f"settings: not a settings file (its format is {data['format']!r})"]
    if isinstance(data.get("version", VERSION), int) and data.get("version", VERSION) > VERSION:
        problems.append(f"settings: version {data['version']} is newer than this game reads ({VERSION})")
    theme = data.get("theme", DEFAULT_THEME)
    if not isinstance(theme, str) or (themes is not None and theme not in themes):
        choices = f"; choose from: {', '.join(sorted(themes))}" if themes else ""
        problems.append(f"theme {theme!r} is unknown{choices}")
    else:
        settings.theme = theme
    keymap = data.get("keymap", {})
    if not isinstance(keymap, dict):
        return settings, [*problems, "keymap: expected an object of binding id -> key"]
    for binding, key in keymap.items():
        if bindings is not None and binding not in bindings:
            problems.append(f"keymap: unknown binding id {binding!r}{_near(binding, bindings)}")
        elif not isinstance(key, str) or (why := key_problem(key)):
            problems.append(f"keymap: {binding}: {why if isinstance(key, str) else f'expected a key, got {key!r}'}")
        else:
            settings.keymap[binding] = key
    return settings, problems


def _near(name: str, known: Collection[str]) -> str:
    import difflib

    close = difflib.get_close_matches(name, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def load_settings(folder: Path, bindings: Collection[str] | None = None, themes: Collection[str] | None = None
                  ) -> tuple[Settings, list[str]]:
    """The player's settings (defaults when there is no file) and the problems found in them."""
    path = settings_file(folder)
    if not path.exists():
        return Settings(), []
    try:
        data = read_json(path)
    except OSError as exc:
        return Settings(), [f"{path.name}: cannot be read ({exc.strerror or exc})"]
    except NotJson as exc:
        return Settings(), [f"{path.name}: {exc}"]
    return parse_settings(data, bindings, themes)


def save_settings(folder: Path, settings: Settings) -> Path:
    """Write the settings atomically in the saves folder."""
    path = settings_file(folder)
    write_json_atomic(path, settings.to_data())
    return path
