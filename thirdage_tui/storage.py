"""Reading JSON files, and writing them so that a crash never leaves a half-written one: temp file, flush,
fsync, rename."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


class NotJson(ValueError):
    """A file that is there but holds no JSON the game can read; the message says why, in plain words."""


def read_json(path: Path) -> Any:
    """The JSON document at `path`: OSError if it cannot be read, NotJson if it is not JSON."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except UnicodeDecodeError:
        raise NotJson("not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise NotJson(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise NotJson("not JSON the game can read: nested too deeply") from None


def write_json_atomic(path: Path, data: Any) -> None:
    """Write `data` as JSON to `path` atomically; an old file there is replaced only once the new
    one is wholly on disk."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(data, out, indent=2, ensure_ascii=False)
            out.write("\n")
            out.flush()
            os.fsync(out.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
