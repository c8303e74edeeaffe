"""A cache of content that loaded without a single problem, like Python's own `__pycache__`: it
only spares start-up the YAML parsing and validation of unchanged files. Set THIRDAGE_NO_CACHE=1
to do without it.

* **One entry per slot**: a slot is a set of content folders (a checkout's `content/`, the mods on
  top) with the mods turned off and the limits; its entry holds the digest of the game's version and
  the path, size and modification time of every file under them, so any change misses the cache
  and the slot's entry is replaced. Another checkout or another set of mods is another slot, and
  storing one never touches another.
* **Bounded**: at most `MAX_SLOTS` entries of at most `MAX_ENTRY_BYTES` each; beyond that, the slot
  used least recently goes.
* **Verified before it is trusted**: each entry is signed (HMAC-SHA256) with a key of the user's
  own, kept beside the entries readable by nobody else; an entry whose signature does not match
  (tampered with, written by someone else, cut short) is a miss and is never unpickled.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import importlib.util
import os
import pickle
import secrets
import stat
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from thirdage_tui import __version__

FORMAT = 5
MAGIC = b"thirdage-cache 4\n"
SUFFIX = ".cache"
KEY_FILE = "key"
KEY_BYTES = 32
MAX_SLOTS = 32
MAX_ENTRY_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True)
class CacheKey:
    """Where an entry lives (`slot`) and what it must hold to be current (`digest`)."""

    slot: str
    digest: str


def cache_dir() -> Path:
    """$XDG_CACHE_HOME/thirdage, or ~/.cache/thirdage."""
    root = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(root) / "thirdage"


def enabled() -> bool:
    return not os.environ.get("THIRDAGE_NO_CACHE")


def cache_key(folders: Sequence[Path], extra: str = "") -> CacheKey:
    """The slot of `folders` and `extra`, and a digest of every file under them (path, size, mtime)
    with the game's version and pydantic's."""
    slot = hashlib.sha256(f"{FORMAT}|{extra}".encode())
    digest = hashlib.sha256(f"{FORMAT}|{__version__}|{_pydantic_version()}|{extra}".encode())
    for folder in folders:
        root = folder.resolve()
        slot.update(f"layer|{root}\n".encode())
        digest.update(f"layer|{root}|{root.exists()}\n".encode())
        files = [root] if root.is_file() else sorted(p for p in root.rglob("*") if p.is_file())
        for path in files:
            status = path.stat()
            digest.update(f"{path}|{status.st_size}|{status.st_mtime_ns}\n".encode())
    return CacheKey(slot.hexdigest()[:32], digest.hexdigest())


def _pydantic_version() -> str:
    """Which pydantic is installed, without importing it (a warm start may never need it): where its
    version file lies, its size and time."""
    spec = importlib.util.find_spec("pydantic")
    if spec is None or spec.origin is None:
        return "none"
    path = Path(spec.origin).with_name("version.py")
    try:
        status = path.stat()
    except OSError:
        return str(path)
    return f"{path}|{status.st_size}|{status.st_mtime_ns}"


def load(key: CacheKey) -> object:
    """What was stored under `key`, or None (missing, stale, unsigned or unreadable: never an error)."""
    if not enabled():
        return None
    folder = cache_dir()
    secret = _secret(folder, create=False)
    if secret is None:
        return None
    path = folder / f"{key.slot}{SUFFIX}"
    try:
        data = _read_regular(path, MAX_ENTRY_BYTES + 1024)
        payload = _verified(data, key, secret)
        if payload is None:
            return None
        value = pickle.loads(payload)  # signed with the user's own key, checked above
    except Exception:  # noqa: BLE001 - a bad cache is only a miss
        return None
    with contextlib.suppress(OSError):  # last used: the bound drops the slot used least recently
        os.utime(path)
    return value


def store(key: CacheKey, value: object) -> None:
    """Keep `value` in its slot (atomically, replacing only that slot's entry); then, past the
    bound, drop the slots used least recently. Failures are ignored: the cache is optional."""
    if not enabled():
        return
    folder = cache_dir()
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        secret = _secret(folder, create=True)
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        if secret is None or len(payload) > MAX_ENTRY_BYTES:
            return
        fd, tmp = tempfile.mkstemp(dir=folder, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(MAGIC + key.digest.encode() + _signature(secret, key, payload).encode() + payload)
            os.replace(tmp, folder / f"{key.slot}{SUFFIX}")
        finally:
            Path(tmp).unlink(missing_ok=True)
        _bound(folder)
    except OSError:
        pass


def _signature(secret: bytes, key: CacheKey, payload: bytes) -> str:
    return hmac.new(secret, f"{key.slot}|{key.digest}|".encode() + payload, hashlib.sha256).hexdigest()


def _verified(data: bytes, key: CacheKey, secret: bytes) -> bytes | None:
    """The payload of an entry if it is current for `key` and signed with `secret`, else None."""
    head, digest_end = len(MAGIC), len(MAGIC) + 64
    if not data.startswith(MAGIC) or data[head:digest_end] != key.digest.encode():
        return None
    signature, payload = data[digest_end:digest_end + 64], data[digest_end + 64:]
    if not hmac.compare_digest(signature, _signature(secret, key, payload).encode()):
        return None
    return payload


def _secret(folder: Path, *, create: bool) -> bytes | None:
    """The user's signing key (made on first store), or None if it is missing or not the user's
    alone: a regular file, owned by this user, readable by nobody else."""
    path = folder / KEY_FILE
    if create and not path.exists():
        _make_secret(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as handle:
        status = os.fstat(handle.fileno())
        # Where files have POSIX owners and modes (not on Windows, whose folders are private by their ACLs).
        private = os.name != "posix" or (status.st_uid == os.getuid() and not status.st_mode & 0o077)
        if not stat.S_ISREG(status.st_mode) or not private:
            return None
        secret = handle.read(KEY_BYTES + 1)
    return secret if len(secret) == KEY_BYTES else None


def _make_secret(path: Path) -> None:
    """A new key at `path`, whole or not at all: written aside (mode 0600), then linked into place
    unless another process got there first."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")  # made readable by its owner alone
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(secrets.token_bytes(KEY_BYTES))
            handle.flush()
            os.fsync(handle.fileno())
        with contextlib.suppress(FileExistsError):
            os.link(tmp, path)
    finally:
        os.unlink(tmp)


def _read_regular(path: Path, limit: int) -> bytes:
    """The bytes of a regular file (OSError for anything else, or for one larger than `limit`)."""
    with open(path, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise OSError(f"{path} is not a regular file")
        data = handle.read(limit + 1)
    if len(data) > limit:
        raise OSError(f"{path} is larger than {limit} bytes")
    return data


def _bound(folder: Path) -> None:
    """Keep at most MAX_SLOTS entries, those used most recently, and no half-written entry older
    than an hour (left by a process that was stopped while storing)."""
    for tmp in folder.glob("*.tmp"):
        try:
            if time.time() - tmp.stat().st_mtime > 3600:
                tmp.unlink(missing_ok=True)
        except OSError:
            continue
    entries = []
    for path in folder.glob(f"*{SUFFIX}"):
        try:
            entries.append((path.stat().st_mtime_ns, path))
        except OSError:
            continue
    entries.sort(reverse=True)
    for _, path in entries[MAX_SLOTS:]:
        path.unlink(missing_ok=True)
