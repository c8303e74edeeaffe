"""What every command shares: usage errors, JSON output, paths, loading content."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

EXIT_USAGE = 2
EXIT_CONTENT = 1


class UsageError(Exception):
    """Bad usage or bad input: exit 2 with the message."""


def add_mod_option(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    """`--mod DIR`, repeatable, on every command (before or after the command's name)."""
    parser.add_argument("--mod", dest="mods", action="append", type=Path, metavar="DIR",
                        default=[] if top else argparse.SUPPRESS,
                        help="a mod folder laid out like content/ (repeatable)")


def emit_json(data: object) -> None:
    """Exactly one JSON document on stdout."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")


def shown(path: Path) -> str:
    """A path as the user would like to read it: relative to here when inside it."""
    rel = os.path.relpath(path)
    return path.as_posix() if rel.startswith("..") else rel


def layers_for(paths: list[Path], mods: list[Path]) -> list[Path]:
    """The base content, then the paths and mods asked for (the base itself only once)."""
    from thirdage_tui.content.paths import base_content_dir

    base = base_content_dir().resolve()
    extra = [p for p in [*paths, *mods] if p.resolve() != base and base not in p.resolve().parents]
    return [base, *extra]


def print_error(error) -> None:
    """A content error on stderr, its path shown relative to here."""
    print(str(error).replace(error.path, shown(Path(error.path)), 1), file=sys.stderr)


def load_or_exit(mods: list[Path]):
    """The content for a command, or exit 1 listing every problem."""
    from thirdage_tui.content import ContentErrors, load_content

    try:
        return load_content(layers_for([], mods))
    except ContentErrors as exc:
        for error in exc.errors:
            print_error(error)
        raise SystemExit(EXIT_CONTENT) from None


def find_or_usage(content, kind: str, name: str):
    """An entry by id or name, or a usage error naming the allowed values."""
    from thirdage_tui.content import UnknownId

    try:
        return content.find(kind, name)
    except UnknownId as exc:
        raise UsageError(str(exc)) from None
