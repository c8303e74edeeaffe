"""Which mods the player turned off on the Mods screen: `mods.json` in the saves folder, a list of mod
ids, honoured by the game and by every command that plays or previews (not by `validate`)."""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from thirdage_tui.persistence.documents import MODLIST_FORMAT
from thirdage_tui.persistence.folder import modlist_file, mods_folder
from thirdage_tui.persistence.jsonfile import NotJson, read_json, write_json_atomic


def disabled_mods(saves_dir: Path) -> list[str]:
    """The ids of the disabled mods (none when the file is missing, unreadable or not a mod list)."""
    try:
        data = read_json(modlist_file(saves_dir))
    except (OSError, NotJson):
        return []
    if not isinstance(data, dict) or data.get("format", MODLIST_FORMAT) != MODLIST_FORMAT:
        return []
    disabled = data.get("disabled")
    return [m for m in disabled if isinstance(m, str)] if isinstance(disabled, list) else []


def save_disabled(saves_dir: Path, ids: Iterable[str]) -> None:
    """Remember `ids` as the disabled mods, atomically."""
    write_json_atomic(modlist_file(saves_dir), {"format": MODLIST_FORMAT, "disabled": sorted(set(ids))})


def mod_folders(given: Sequence[Path], environ: Mapping[str, str] = os.environ) -> list[Path]:
    """The mods given (`--mod`), then those found by themselves (`mods_folder`) that were not given."""
    from thirdage_tui.content.paths import discover

    folder = mods_folder(environ)
    named = {p.resolve() for p in given}
    return [*given, *(p for p in (discover(folder) if folder else []) if p.resolve() not in named)]
