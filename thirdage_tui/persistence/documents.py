"""What each file of the game is. Every document the game writes declares it in a top-level
`format` field; files written before that was so are told by their shape or their name.

| format | written by | legacy files without it |
|---|---|---|
| `thirdage-hero` | `heroes` | a JSON object with a `state` object |
| `thirdage-campaign` | `campaigns.save` | (always declared) |
| `thirdage-fallen` | `campaigns.bury` | (always declared) |
| `thirdage-settings` | `player_settings` | named `settings.json` |
| `thirdage-modlist` | `modlist` | named `mods.json` |
| `thirdage-table` | `table_files` | (always declared) |
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from thirdage_tui.persistence.folder import MODLIST, SETTINGS, json_files
from thirdage_tui.persistence.jsonfile import NotJson, read_json

HERO = "thirdage-hero"
CAMPAIGN = "thirdage-campaign"
FALLEN = "thirdage-fallen"
SETTINGS_FORMAT = "thirdage-settings"
MODLIST_FORMAT = "thirdage-modlist"
TABLE = "thirdage-table"
BY_NAME = {SETTINGS: SETTINGS_FORMAT, MODLIST: MODLIST_FORMAT}
"""The kind of a legacy file the saves folder names for it."""
NAMES = {HERO: "a hero file", CAMPAIGN: "a campaign save", FALLEN: "a tale of the hall of the fallen",
         SETTINGS_FORMAT: "the player's settings", MODLIST_FORMAT: "the list of mods turned off",
         TABLE: "a fight at the table"}
"""Each kind in words."""


def kind(data: Any, name: str) -> str | None:
    """The kind of the document `data` read from a file called `name`: its declared `format`; for a
    legacy file without one, the kind its name or shape tells; None for a document of no kind the
    game writes (or `data` None, a file that could not be read)."""
    declared = data.get("format") if isinstance(data, dict) else None
    if isinstance(declared, str):
        return declared
    if name in BY_NAME:
        return BY_NAME[name]
    if isinstance(data, dict) and isinstance(data.get("state"), dict):
        return HERO
    return None


@dataclass(frozen=True)
class FoundFile:
    """A file read: its kind, its JSON, or why it could not be read (`error`, then `data` is None)."""

    path: Path
    kind: str | None
    data: Any = None
    error: OSError | NotJson | None = None

    def may_be(self, kind: str) -> bool:
        """Whether a listing of `kind` shows this file: it is one, or it could not be read (it may be
        a damaged one) and its name tells no other kind."""
        return self.kind == kind or (self.error is not None and self.kind is None)


def read_document(path: Path) -> FoundFile:
    """The file at `path` and what it is (never raises: a file that cannot be read says why)."""
    try:
        data = read_json(path)
    except (OSError, NotJson) as exc:
        return FoundFile(path, kind(None, path.name), error=exc)
    return FoundFile(path, kind(data, path.name), data)


def documents(folder: Path) -> list[FoundFile]:
    """Each JSON file of `folder`, newest first, read."""
    return [read_document(path) for path in json_files(folder)]
