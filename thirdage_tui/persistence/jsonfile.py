"""Reading JSON files, and writing them so that a crash never leaves a half-written one: temp file,
flush, fsync, rename.

Only regular files are read, and none larger than `MAX_BYTES`: a save named `/dev/zero`, a pipe or a
runaway file is refused with a plain reason instead of filling the memory or waiting forever."""

from __future__ import annotations

import contextlib
import errno
import glob
import json
import math
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

MAX_BYTES = 64 * 1024 * 1024
"""The largest file the game reads (a year's campaign is well under 1 MiB)."""
MAX_DIGITS = 40
"""The most digits of a number in a file the game reads (a seed may be large; each count is bounded further
where the file is checked)."""


class NotJson(ValueError):
    """A file that is there but holds no JSON the game can read; the message says why, in plain words."""


def read_json(path: Path) -> Any:
    """The JSON document at `path`: OSError if it cannot be read (or is no regular file, or is too
    large), NotJson if it is not JSON."""
    try:
        return json.loads(_read_text(path), parse_int=_bounded_int, parse_float=_finite_float,
                          parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise NotJson("not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise NotJson(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise NotJson("not JSON the game can read: nested too deeply") from None


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise NotJson(f"a number of {len(text.lstrip('-'))} digits: numbers the game reads have at most {MAX_DIGITS}")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value) or len(text) > 40:
        raise NotJson(f"the number {text[:20]} is not one the game can read (too large, or too long)")
    return value


def _no_constant(text: str) -> float:
    raise NotJson(f"{text} is not a number the game can read")


def _read_text(path: Path) -> str:
    """The text of a regular file of at most MAX_BYTES (opened without blocking, so a pipe is refused
    rather than waited on)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
        if not stat.S_ISREG(info.st_mode):
            raise OSError(errno.EINVAL, "not a regular file (a device, a pipe or a socket)", str(path))
        if info.st_size > MAX_BYTES:
            raise OSError(errno.EFBIG, f"too large ({info.st_size // (1024 * 1024)} MiB; the game reads files of "
                                       f"at most {MAX_BYTES // (1024 * 1024)} MiB)", str(path))
        return handle.read(MAX_BYTES + 1).decode("utf-8")


def write_json_atomic(path: Path, data: Any, *, replace: bool = True) -> None:
    """Write `data` as JSON to `path` atomically; an old file there is replaced only once the new
    one is wholly on disk. With `replace=False` a file already at `path` is never replaced:
    FileExistsError instead (even if it appears while writing)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    sweep_leftovers(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=2, ensure_ascii=False)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            _place_new(Path(tmp), path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


STALE_SECONDS = 600
"""A temporary file this old was left by a writer that crashed (a live one takes well under a second)."""


def sweep_leftovers(path: Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files that writers of `path` left when they crashed mid-write (those older
    than STALE_SECONDS, so a writer at work beside this one keeps its own); return what was removed."""
    now = time.time() if now is None else now
    removed = []
    for leftover in path.parent.glob(f".{glob.escape(path.stem)}-*.tmp"):
        with contextlib.suppress(OSError):
            if leftover.is_file() and now - leftover.stat().st_mtime > STALE_SECONDS:
                leftover.unlink()
                removed.append(leftover)
    return removed


def _place_new(tmp: Path, path: Path) -> None:
    """Give the written file `tmp` the name `path`, which must be free (a hard link is made, so
    nothing is replaced if another writer took the name meanwhile)."""
    try:
        os.link(tmp, path)
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system: the best that can be done
        if path.exists():
            raise FileExistsError(errno.EEXIST, "file exists", str(path)) from None
        os.replace(tmp, path)
        return
    tmp.unlink()
