"""Which mods the player turned off: `mods.json` in the saves folder, a list of mod ids."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from thirdage_tui.storage import write_json_atomic

DISABLED_FILE = "mods.json"


def disabled_mods(saves_dir: Path) -> list[str]:
    """The ids of the disabled mods (none when the file is missing or unreadable)."""
    try:
        data = json.loads((saves_dir / DISABLED_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return []
    disabled = data.get("disabled") if isinstance(data, dict) else None
    return [m for m in disabled if isinstance(m, str)] if isinstance(disabled, list) else []


def save_disabled(saves_dir: Path, ids: Iterable[str]) -> None:
    """Remember `ids` as the disabled mods, atomically."""
    write_json_atomic(saves_dir / DISABLED_FILE, {"disabled": sorted(set(ids))})
