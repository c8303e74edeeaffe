"""A cache of content that loaded without a single problem, like Python's own `__pycache__`:
keyed by the game's version and the path, size and modification time of every content file,
so any change to a file (or a new or removed one) misses the cache and content is read and
validated afresh. It only spares start-up the YAML parsing and validation of unchanged files.
Set THIRDAGE_NO_CACHE=1 to do without it."""

from __future__ import annotations

import hashlib
import os
import pickle
import tempfile
from collections.abc import Sequence
from pathlib import Path

from thirdage_tui import __version__

FORMAT = 2


def cache_dir() -> Path:
    """$XDG_CACHE_HOME/thirdage, or ~/.cache/thirdage."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "thirdage"


def enabled() -> bool:
    return not os.environ.get("THIRDAGE_NO_CACHE")


def cache_key(folders: Sequence[Path], extra: str = "") -> str:
    """A digest of every file under `folders` (path, size, mtime) and the game's version."""
    import pydantic

    digest = hashlib.sha256(f"{FORMAT}|{__version__}|{pydantic.VERSION}|{extra}".encode())
    for folder in folders:
        root = folder.resolve()
        digest.update(f"layer|{root}|{root.exists()}\n".encode())
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        for path in files:
            stat = path.stat()
            digest.update(f"{path}|{stat.st_size}|{stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def load(key: str) -> object:
    """What was stored under `key`, or None (missing, stale or unreadable: never an error)."""
    if not enabled():
        return None
    try:
        with open(cache_dir() / f"{key}.pickle", "rb") as handle:
            return pickle.load(handle)
    except Exception:  # noqa: BLE001 - a bad cache is only a miss
        return None


def store(key: str, value: object) -> None:
    """Keep `value` under `key` (atomically; failures are ignored: the cache is optional)."""
    if not enabled():
        return
    folder = cache_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob("*.pickle"):
            old.unlink(missing_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            pickle.dump(value, handle, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, folder / f"{key}.pickle")
    except OSError:
        pass
