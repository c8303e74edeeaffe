"""The saves folder, written once: which folder it is, what lies in it, and how new files in it are
named.

    saves/                 the saves folder (`saves_folder`)
      settings.json        the player's settings (`player_settings`)
      mods.json            the mods turned off (`modlist`)
      NAME.json            hero files and campaign saves, told apart by their declared `format`
      NAME.json.bak        the previous save of a campaign
      fallen/NAME.json     the hall of the fallen

Mods are found by themselves in a folder of their own, never chosen by where the saves are
(`mods_folder`): $THIRDAGE_MODS, else the checkout's `mods/`, else ~/.local/share/thirdage/mods.
"""

from __future__ import annotations

import os
import re
import tempfile
import unicodedata
from collections.abc import Iterator, Mapping
from pathlib import Path

ENV = "THIRDAGE_SAVES"
"""The environment variable naming the saves folder."""
MODS_ENV = "THIRDAGE_MODS"
"""The environment variable naming the folder mods are found in, or `off` for none: then only the mods
given with `--mod` load."""
OFF = ("off", "none", "0", "no")
CHECKOUT = Path(__file__).resolve().parents[2]
"""The checkout the game runs from (site-packages when installed)."""
SETTINGS = "settings.json"
MODLIST = "mods.json"
RESERVED = frozenset({SETTINGS, MODLIST})
"""Names of the saves folder that hold no hero and no campaign."""
FALLEN = "fallen"
MODS = "mods"
BACKUP = ".bak"


class FolderError(ValueError):
    """A saves folder that cannot be one (a file is in its way)."""


def saves_folder(explicit: Path | None = None, environ: Mapping[str, str] = os.environ) -> Path:
    """The saves folder: `explicit` (`--saves DIR`), else $THIRDAGE_SAVES, else the checkout's
    `saves/`, else ~/.local/share/thirdage/saves. FolderError if a file is in its way."""
    folder = _choice(explicit, environ)
    if folder.exists() and not folder.is_dir():
        raise FolderError(f"the saves folder {folder} is a file; expected a folder (--saves DIR or ${ENV})")
    return folder


def _choice(explicit: Path | None, environ: Mapping[str, str]) -> Path:
    if explicit:
        return explicit
    if environ.get(ENV):
        return Path(environ[ENV])
    return _default("saves")


def _default(name: str) -> Path:
    """The checkout's folder `name` when there is one, else the user's (~/.local/share/thirdage/NAME)."""
    checkout = CHECKOUT / name
    if checkout.is_dir():
        return checkout
    return Path.home() / ".local" / "share" / "thirdage" / name


def make_writable(folder: Path) -> Path:
    """`folder`, made if need be; OSError if nothing can be written there."""
    folder.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryFile(dir=folder):
        pass
    return folder


def settings_file(folder: Path) -> Path:
    """Where the player's settings live."""
    return folder / SETTINGS


def modlist_file(folder: Path) -> Path:
    """Where the list of mods turned off lives."""
    return folder / MODLIST


def fallen_folder(folder: Path) -> Path:
    """The hall of the fallen."""
    return folder / FALLEN


def mods_folder(environ: Mapping[str, str] = os.environ) -> Path | None:
    """Where mods are found by themselves: $THIRDAGE_MODS, else the checkout's `mods/`, else
    ~/.local/share/thirdage/mods; None when $THIRDAGE_MODS is `off`. The saves folder plays no part:
    saves kept in /tmp do not pick up whatever lies in /tmp/mods."""
    chosen = environ.get(MODS_ENV, "").strip()
    if chosen.lower() in OFF:
        return None
    return Path(chosen) if chosen else _default(MODS)


def backup_path(path: Path) -> Path:
    """Where the previous save of the campaign saved at `path` is kept."""
    return path.with_name(path.name + BACKUP)


def json_files(folder: Path) -> list[Path]:
    """The JSON files of `folder` (not folders, not broken links), newest first; none if it does not exist."""
    if not folder.is_dir():
        return []
    return sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: (-p.stat().st_mtime, p.name))


def file_stem(name: str) -> str:
    """A safe file name for a hero (and for his campaign and tale): 'Éowyn of Rohan' -> 'eowyn_of_rohan'."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_") or "hero"


def candidates(folder: Path, stem: str) -> Iterator[Path]:
    """`stem.json`, `stem-2.json`, `stem-3.json`... (never a reserved name such as settings.json)."""
    n = 1
    while True:
        path = folder / (f"{stem}.json" if n == 1 else f"{stem}-{n}.json")
        if path.name not in RESERVED:
            yield path
        n += 1


def free_path(folder: Path, stem: str) -> Path:
    """The first of `candidates` not taken yet."""
    return next(p for p in candidates(folder, stem) if not p.exists())
