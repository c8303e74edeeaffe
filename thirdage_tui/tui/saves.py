"""Hero files in the saves folder: listing them, and writing one atomically without overwriting."""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from typing import Any

from thirdage_tui.storage import write_json_atomic

NOT_HEROES = frozenset({"settings.json", "mods.json"})
"""Files of the saves folder that hold the player's settings, not heroes."""


CAMPAIGN_MARK = b'"format": "thirdage-campaign"'
"""How a campaign save begins (`campaign.saves` writes its format first); those are not heroes."""


def hero_files(folder: Path) -> list[Path]:
    """The `*.json` files of `folder` but the settings and the campaign saves, newest first (none if
    it does not exist)."""
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json")
                   if p.is_file() and p.name not in NOT_HEROES and not _campaign_save(p)),
                  key=lambda p: (-p.stat().st_mtime, p.name))


def _campaign_save(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return CAMPAIGN_MARK in handle.read(256)
    except OSError:
        return False


def kind_of(content: Any, race: str, background: str) -> str:
    """A hero's race and background by their names: 'noldor', 'mage' -> 'Noldor, Mage' (ids the content
    does not know, as from a mod since disabled, as they are)."""
    return f"{_name(content.races, race)}, {_name(content.backgrounds, background)}"


def _name(entries: Any, entry_id: str) -> str:
    entry = entries.get(entry_id)
    return entry.name if entry is not None else entry_id.replace("_", " ")


def file_stem(name: str) -> str:
    """A safe file name for a hero: 'Éowyn of Rohan' -> 'eowyn_of_rohan'."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_") or "hero"


def free_path(folder: Path, stem: str) -> Path:
    """`stem.json`, or `stem-2.json`, `stem-3.json`... whichever is not taken yet."""
    path, n = folder / f"{stem}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.json"
    return path


def write_new(folder: Path, stem: str, data: Any) -> Path:
    """Write `data` as JSON to a new file of `folder`, atomically, and return its path; a file
    already there is never replaced: the name gets a suffix instead."""
    folder.mkdir(parents=True, exist_ok=True)
    path = free_path(folder, stem)
    write_json_atomic(path, data)
    return path
