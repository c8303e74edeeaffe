"""What every command shares: usage errors, JSON output, paths, loading content."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from thirdage_tui.content.errors import ContentError
    from thirdage_tui.content.kinds import Collection
    from thirdage_tui.content.models.base import Entry
    from thirdage_tui.content.store import Content

    Subcommands = argparse._SubParsersAction[argparse.ArgumentParser]
    """Where a group of commands adds its own (each module's `register`)."""

E = TypeVar("E", bound="Entry")
EXIT_USAGE = 2
EXIT_CONTENT = 1


class UsageError(Exception):
    """Bad usage or bad input: exit 2 with the message."""


MAX_PATH = 4096
MAX_NAME = 255
"""The longest path, and the longest name in it, a command takes (the limits of Linux file systems)."""


def path_arg(text: str) -> Path:
    """An argparse type: a path, never the empty string (which would quietly mean the current folder),
    never one too long for a file system, and never one holding a NUL."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a path, got an empty string")
    longest = max(len(part) for part in text.split("/"))
    if len(text) > MAX_PATH or longest > MAX_NAME:
        raise argparse.ArgumentTypeError(f"the path {text[:40]}... is too long ({len(text):,} characters; a path "
                                         f"has at most {MAX_PATH:,}, each name in it at most {MAX_NAME})")
    if "\0" in text:
        raise argparse.ArgumentTypeError("a path cannot hold a NUL character")
    return Path(text)


def folder_arg(text: str) -> Path:
    """An argparse type: a folder that exists."""
    path = path_arg(text)
    if not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text}: {'not a folder' if path.exists() else 'no such folder'}")
    return path


def whole_number(text: str) -> int | None:
    """'12' or '-3' -> the number; None for anything else (no '+', no '²', no '1_0')."""
    digits = text.strip().removeprefix("-")
    return int(text) if digits.isascii() and digits.isdecimal() else None


def add_mod_option(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    """`--mod DIR`, repeatable, on every command (before or after the command's name)."""
    parser.add_argument("--mod", dest="mods", action="append", type=folder_arg, metavar="DIR",
                        default=[] if top else argparse.SUPPRESS,
                        help="a mod folder laid out like content/ (repeatable)")


def emit_json(data: object) -> None:
    """Exactly one JSON document on stdout."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def shown(path: Path) -> str:
    """A path as the user would like to read it: relative to here when inside it."""
    rel = os.path.relpath(path)
    text = path.as_posix() if rel.startswith("..") else rel
    return text if len(text) <= 200 else f"{text[:100]}...{text[-60:]}"


def saves_dir(explicit: Path | None = None) -> Path:
    """The saves folder (`persistence.folder.saves_folder`); a usage error if a file is in its way."""
    from thirdage_tui.persistence.folder import FolderError, saves_folder

    try:
        return saves_folder(explicit)
    except FolderError as exc:
        raise UsageError(str(exc)) from None


def mod_paths(args: argparse.Namespace) -> list[Path]:
    """The mods given with --mod, then those found by themselves (`persistence.modlist.mod_folders`)."""
    from thirdage_tui.persistence.modlist import mod_folders

    return mod_folders(args.mods)


def cannot_write(what: str, path: Path, exc: OSError) -> UsageError:
    """A usage error for a failed write, naming a file in the way of a folder plainly."""
    if isinstance(exc, IsADirectoryError):
        reason = "it is a folder; expected a file"
    elif isinstance(exc, (FileExistsError, NotADirectoryError)):
        reason = "a file is in the way of a folder"
    else:
        reason = exc.strerror or str(exc)
    return UsageError(f"cannot write {what} {shown(path)}: {reason}")


def refuse_overwrite(path: Path, force: bool) -> None:
    """A usage error when a file is already at `path` and `--force` was not given."""
    if path.is_file() and not force:
        raise UsageError(f"{shown(path)} is already there; give --force to replace it, or another file")


def writable_folder(folder: Path) -> Path:
    """`folder`, made if need be; a usage error if nothing can be written there."""
    from thirdage_tui.persistence.folder import make_writable

    try:
        return make_writable(folder)
    except OSError as exc:
        raise cannot_write("saves to", folder, exc) from None


def print_error(error: ContentError, prefix: str = "") -> None:
    """A content error on stderr, its path shown relative to here."""
    print(prefix + str(error).replace(error.path, shown(Path(error.path)), 1), file=sys.stderr)


def errors_json(errors: list[ContentError]) -> list[dict[str, object]]:
    """Content errors as `--json` prints them."""
    return [{"path": shown(Path(e.path)), "line": e.line, "col": e.col, "message": e.message} for e in errors]


def load_or_exit(args: argparse.Namespace) -> Content:
    """The content for a command: exit 1 listing every problem of the base content; a broken mod
    is left out with a warning naming its problems, and one turned off on the Mods screen quietly."""
    from thirdage_tui.content.loaded import load_with_mods
    from thirdage_tui.content.paths import base_layers
    from thirdage_tui.persistence.modlist import disabled_mods

    result = load_with_mods(base_layers(), mod_paths(args),
                            disabled_mods(saves_dir(getattr(args, "saves", None))))
    if result.base_errors:
        if getattr(args, "json", False):
            emit_json({"ok": False, "errors": errors_json(result.base_errors)})
        for error in result.base_errors:
            print_error(error)
        raise SystemExit(EXIT_CONTENT)
    for report in result.reports:
        for error in report.errors:
            print_error(error, prefix="warning: mod left out: ")
    for warning in result.warnings:
        print_error(warning)
    return result.content


def find_or_usage(content: Content, kind: Collection[E], name: str) -> E:
    """An entry by id or name, or a usage error naming the allowed values."""
    from thirdage_tui.content import UnknownId

    try:
        return content.find(kind, name)
    except UnknownId as exc:
        raise UsageError(str(exc)) from None
