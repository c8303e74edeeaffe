"""Which mods the player turned off on the Mods screen: `mods.json` in the saves folder, a list of mod
ids, honoured by the game and by every command that plays or previews (not by `validate`)."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from thirdage_tui.storage import read_json, write_json_atomic

DISABLED_FILE = "mods.json"


def disabled_mods(saves_dir: Path) -> list[str]:
    """The ids of the disabled mods (none when the file is missing or unreadable)."""
    try:
        data = read_json(saves_dir / DISABLED_FILE)
    except (OSError, ValueError):
        return []
    disabled = data.get("disabled") if isinstance(data, dict) else None
    return [m for m in disabled if isinstance(m, str)] if isinstance(disabled, list) else []


def save_disabled(saves_dir: Path, ids: Iterable[str]) -> None:
    """Remember `ids` as the disabled mods, atomically."""
    write_json_atomic(saves_dir / DISABLED_FILE, {"disabled": sorted(set(ids))})
