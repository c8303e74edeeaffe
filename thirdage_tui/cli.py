"""The `thirdage` command line. Headless commands never import Textual, and every heavy import
is lazy, so that `thirdage --version` and `thirdage hero new` start quickly (GUIDE §3)."""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import NoReturn

from thirdage_tui import __version__
from thirdage_tui.commands import GROUPS
from thirdage_tui.commands.common import EXIT_USAGE, UsageError, add_mod_option, path_arg

EXIT_CRASH = 70
"""A bug (EX_SOFTWARE): the command or the game crashed."""


class Parser(argparse.ArgumentParser):
    """argparse, whose usage errors go through `main` (so `--json` gets them as JSON too)."""

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    """The whole command-line grammar."""
    parser = Parser(prog="thirdage", description="Third Age: a roguelike campaign in "
                                     "Middle-earth, T.A. 2760, and a referee's toolbox.")
    parser.add_argument("--version", action="version", version=f"thirdage {__version__}")
    _play_options(parser, top=True)
    parser.set_defaults(handler=play)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play_p = sub.add_parser("play", help="start the game (the default)")
    _play_options(play_p)
    play_p.set_defaults(handler=play)
    for group in GROUPS:
        importlib.import_module(f"thirdage_tui.commands.{group}").register(sub)
    return parser


def _play_options(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    default = None if top else argparse.SUPPRESS  # on `play`, one left out keeps what came before `play`
    parser.add_argument("--seed", type=int, help="the run's seed", default=default)
    parser.add_argument("--saves", type=path_arg, metavar="DIR", help="where saves live (or $THIRDAGE_SAVES)",
                        default=default)
    add_mod_option(parser, top=top)


def main(argv: list[str] | None = None) -> int:
    """Entry point of `thirdage`: a usage error exits 2, a crash (a bug) 70, each said on stderr, and
    as a JSON document on stdout under `--json`."""
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = build_parser().parse_args(argv)
        return int(args.handler(args))
    except UsageError as exc:
        return _failed(argv, str(exc), EXIT_USAGE)
    except BrokenPipeError:
        return 0
    except Exception as exc:  # noqa: BLE001 -- a bug: said plainly, never a traceback, and never exit 0
        return _failed(argv, f"internal error (a bug in Third Age; please report it): {type(exc).__name__}: "
                             f"{str(exc)[:300]}", EXIT_CRASH)


def _failed(argv: list[str], message: str, code: int) -> int:
    print(f"thirdage: error: {message}", file=sys.stderr)
    if "--json" in argv:
        from thirdage_tui.commands.common import emit_json

        emit_json({"ok": False, "error": message, "exit": code})
    return code


def play(args: argparse.Namespace) -> int:
    """Start the game."""
    from thirdage_tui.commands.common import mod_paths, saves_dir, writable_folder

    folder = writable_folder(saves_dir(args.saves))  # before Textual starts, so the error reads plainly
    from thirdage_tui.content.paths import base_layers
    from thirdage_tui.tui.app import ThirdAgeApp

    app = ThirdAgeApp(seed=args.seed, saves_dir=folder, content_layers=base_layers(), mod_paths=mod_paths(args))
    app.run()
    return app.return_code or 0  # non-zero when the game crashed
