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


def saves_dir(explicit: Path | None = None) -> Path:
    """--saves, else $THIRDAGE_SAVES, else the checkout's saves/ (or ~/.local/share/thirdage/saves)."""
    if explicit:
        return explicit
    if os.environ.get("THIRDAGE_SAVES"):
        return Path(os.environ["THIRDAGE_SAVES"])
    checkout = Path(__file__).resolve().parents[2] / "saves"
    if checkout.is_dir():
        return checkout
    return Path.home() / ".local" / "share" / "thirdage" / "saves"


def mod_paths(args: argparse.Namespace) -> list[Path]:
    """The mods found in `mods/` beside the saves folder, then those given with --mod."""
    from thirdage_tui.content.mods import discover

    found = discover(saves_dir(getattr(args, "saves", None)).parent / "mods")
    return found + [p for p in args.mods if p.resolve() not in {f.resolve() for f in found}]


def base_layers(paths: list[Path] = ()) -> list[Path]:
    """The base content, then plain content folders or files (the base itself only once)."""
    from thirdage_tui.content.paths import base_content_dir

    base = base_content_dir().resolve()
    return [base, *(p for p in paths if p.resolve() != base and base not in p.resolve().parents)]


def print_error(error, prefix: str = "") -> None:
    """A content error on stderr, its path shown relative to here."""
    print(prefix + str(error).replace(error.path, shown(Path(error.path)), 1), file=sys.stderr)


def load_or_exit(args: argparse.Namespace):
    """The content for a command: exit 1 listing every problem of the base content; a broken mod
    is left out with a warning naming its problems."""
    from thirdage_tui.content.mods import load_with_mods

    result = load_with_mods(base_layers(), mod_paths(args))
    if result.base_errors:
        for error in result.base_errors:
            print_error(error)
        raise SystemExit(EXIT_CONTENT)
    for report in result.reports:
        for error in report.errors:
            print_error(error, prefix="warning: mod left out: ")
    return result.content


def find_or_usage(content, kind: str, name: str):
    """An entry by id or name, or a usage error naming the allowed values."""
    from thirdage_tui.content import UnknownId

    try:
        return content.find(kind, name)
    except UnknownId as exc:
        raise UsageError(str(exc)) from None
