"""The `thirdage` command line. Headless commands never import Textual; imports are lazy so
that `thirdage --version` and `thirdage hero new` start quickly (GUIDE §3)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from thirdage_tui import __version__

EXIT_USAGE = 2
EXIT_CONTENT = 1


class UsageError(Exception):
    """Bad usage or bad input: exit 2 with the message."""


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mod", dest="mods", action="append", type=Path, default=[], metavar="DIR",
                        help="a mod folder laid out like content/ (repeatable)")


def build_parser() -> argparse.ArgumentParser:
    """The whole command-line grammar."""
    parser = argparse.ArgumentParser(prog="thirdage", description="Third Age: a roguelike campaign in "
                                     "Middle-earth, T.A. 2760, and a referee's toolbox.")
    parser.add_argument("--version", action="version", version=f"thirdage {__version__}")
    _common(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="start the game (the default)")
    _play_options(play)
    _play_options(parser, top=True)

    hero = sub.add_parser("hero", help="make or show a hero").add_subparsers(dest="hero_command", metavar="ACTION",
                                                                             required=True)
    new = hero.add_parser("new", help="create a hero by the rules")
    _common(new)
    new.add_argument("--race", required=True)
    new.add_argument("--nation")
    new.add_argument("--background", required=True)
    new.add_argument("--name")
    new.add_argument("--seed", type=int)
    new.add_argument("--attributes", metavar="STR=..,CON=..,...")
    new.add_argument("--weapons", metavar="A,B,C", help="in order of points: the first at 10, the others at 5")
    new.add_argument("--skills", metavar="A,B,...", help="in order of level: the one at 16, then 10s, then 5s")
    new.add_argument("--hero-magic", metavar="NAME[=LEVEL],...", help="Hero Magic to buy with the background's points")
    new.add_argument("--spells", metavar="A,B,...", help="spells to learn (Mages)")
    new.add_argument("--out", type=Path, help="write the hero file here")
    new.add_argument("--json", action="store_true", help="print the hero as JSON")
    show = hero.add_parser("show", help="the character sheet of a hero file")
    _common(show)
    show.add_argument("file", type=Path)
    show.add_argument("--json", action="store_true")

    validate = sub.add_parser("validate", help="check content and mods; every problem as path:line:col")
    _common(validate)
    validate.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                          help="content folders or files (default: the base content)")
    validate.add_argument("--json", action="store_true")

    schema = sub.add_parser("schema", help="JSON Schema for every kind of content file")
    _common(schema)
    schema.add_argument("--out", type=Path, metavar="DIR", help="write KIND.schema.json files here")
    return parser


def _play_options(parser: argparse.ArgumentParser, top: bool = False) -> None:
    kwargs = {"default": argparse.SUPPRESS} if top else {}
    parser.add_argument("--seed", type=int, help="the run's seed", **kwargs)
    parser.add_argument("--saves", type=Path, metavar="DIR", help="where saves live", **kwargs)
    if not top:
        _common(parser)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `thirdage`."""
    args = build_parser().parse_args(argv)
    try:
        if args.command in (None, "play"):
            return _play(args)
        from thirdage_tui import commands

        return commands.run(args)
    except UsageError as exc:
        print(f"thirdage: error: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except BrokenPipeError:
        return 0


def saves_dir(explicit: Path | None) -> Path:
    """--saves, else $THIRDAGE_SAVES, else the checkout's saves/ (or ~/.local/share/thirdage/saves)."""
    if explicit:
        return explicit
    if os.environ.get("THIRDAGE_SAVES"):
        return Path(os.environ["THIRDAGE_SAVES"])
    checkout = Path(__file__).resolve().parent.parent / "saves"
    if checkout.is_dir():
        return checkout
    return Path.home() / ".local" / "share" / "thirdage" / "saves"


def _play(args: argparse.Namespace) -> int:
    from thirdage_tui.content.paths import base_content_dir
    from thirdage_tui.tui.app import ThirdAgeApp

    layers = [base_content_dir(), *args.mods]
    ThirdAgeApp(seed=getattr(args, "seed", None), saves_dir=saves_dir(getattr(args, "saves", None)),
                content_layers=layers).run()
    return 0


def emit_json(data: object) -> None:
    """Exactly one JSON document on stdout."""
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
    sys.stdout.write("\n")
