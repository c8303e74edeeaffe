"""The file of a fight at the table (`thirdage table`): the tracker's state (`combat.table_fight`)
written atomically with its declared format, and read back only if it is one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from thirdage_tui.persistence.documents import TABLE
from thirdage_tui.persistence.jsonfile import NotJson, read_json, write_json_atomic

VERSION = 1


class TableFileError(ValueError):
    """A table file that cannot be read: the message says why."""


def read_table(path: Path) -> dict[str, Any]:
    """The state kept in a table file; TableFileError if it is missing, not JSON or not one."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        raise TableFileError(f"{path}: no such file (start one with `thirdage table new {path}`)") from None
    except (OSError, NotJson) as exc:
        raise TableFileError(f"{path}: cannot be read: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != TABLE or not isinstance(data.get("state"), dict):
        raise TableFileError(f"{path} is not a table file (expected format {TABLE!r})")
    state: dict[str, Any] = data["state"]
    return state


def write_table(path: Path, state: dict[str, Any]) -> None:
    """Keep the tracker's state in `path`, atomically."""
    write_json_atomic(path, {"format": TABLE, "version": VERSION, "state": state})
