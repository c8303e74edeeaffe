"""The `thirdage` command line. Headless commands never import Textual, and every heavy import
is lazy, so that `thirdage --version` and `thirdage hero new` start quickly (GUIDE §3)."""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
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


def build_parser(argv: list[str] | None = None) -> argparse.ArgumentParser:
    """The command-line grammar: for `argv` naming a command, only that command's group is built
    (the grammar it is parsed by is the same); otherwise (help, no command, an unknown one) all of it."""
    parser = Parser(prog="thirdage", description="Third Age: a roguelike campaign in "
                                     "Middle-earth, T.A. 2760, and a referee's toolbox.")
    parser.add_argument("--version", action="version", version=f"thirdage {__version__}")
    _play_options(parser, top=True)
    parser.set_defaults(handler=play)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play_p = sub.add_parser("play", help="start the game (the default)")
    _play_options(play_p)
    play_p.set_defaults(handler=play)
    serve_p = sub.add_parser("serve", help="play the game in a web browser (on this machine only)")
    _play_options(serve_p)
    serve_p.add_argument("--port", type=int, default=8000, help="the port to listen on (default 8000)")
    serve_p.set_defaults(handler=serve)
    named = None if argv is None else _command_named(parser, argv)
    for group, commands in GROUPS.items():
        if named is None or named in commands:
            importlib.import_module(f"thirdage_tui.commands.{group}").register(sub)
    return parser


def _command_named(parser: argparse.ArgumentParser, argv: list[str]) -> str | None:
    """The command `argv` names, read as `parser` reads the options before it (`--version` if that
    comes first: no group is needed); None where that is unsure (help asked first, an option it does
    not know, `--`) or names no command."""
    options = {option: action for action in parser._actions for option in action.option_strings}
    words = iter(argv)
    for word in words:
        if word.startswith("-"):
            name, _, value = word.partition("=")
            known = [a for o, a in options.items() if o.startswith(name) and name.startswith("--")]
            action = options.get(name) or (known[0] if len(known) == 1 else None)  # argparse's abbreviations
            if action is None or action.nargs == 0:  # one it does not know; help (which lists them all); the version
                return "--version" if action is not None and "--version" in action.option_strings else None
            if not value:
                next(words, None)  # its value
            continue
        return word if word in ("play", "serve") or any(word in named for named in GROUPS.values()) else None
    return None


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
        args = build_parser(argv).parse_args(argv)
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


def serve(args: argparse.Namespace) -> int:
    """Serve the game to a web browser with textual-serve, on the loopback address only: each page
    opened runs `thirdage play` with the same seed, saves and mods."""
    import shlex

    from thirdage_tui.commands.common import saves_dir, writable_folder

    if not 0 < args.port < 65536:
        raise UsageError(f"--port must be between 1 and 65535, not {args.port}")
    try:
        from textual_serve.server import Server
    except ImportError:
        print("thirdage: error: serve needs textual-serve: pip install 'thirdage-tui[web]'", file=sys.stderr)
        return 1
    folder = writable_folder(saves_dir(args.saves))
    play_args = [sys.executable, "-m", "thirdage_tui", "play", "--saves", str(folder),
                 *(["--seed", str(args.seed)] if args.seed is not None else []),
                 *(arg for mod in args.mods for arg in ("--mod", str(mod)))]
    print(f"Third Age in your browser: http://127.0.0.1:{args.port} (Ctrl+C stops it)", file=sys.stderr)
    Server(shlex.join(play_args), host="127.0.0.1", port=args.port, title="Third Age").serve()
    return 0


def run() -> None:
    """The `thirdage` program: `main`, then, after a headless command, out at once. Its streams are
    flushed and its files all closed by then; what is skipped is Python tearing down every object the
    command made (the content, the map's tables), which costs a route a third of its time."""
    try:
        code = main()
    except SystemExit as exc:
        if "textual" in sys.modules:
            raise
        code = _exit_code(exc)
    if "textual" in sys.modules:  # the game: leave the terminal to Textual's own way out
        raise SystemExit(code)
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _exit_code(exc: SystemExit) -> int:
    """The status SystemExit stands for (a message is printed, as Python would, and is status 1)."""
    if exc.code is None or isinstance(exc.code, int):
        return exc.code or 0
    print(exc.code, file=sys.stderr)
    return 1


def play(args: argparse.Namespace) -> int:
    """Start the game."""
    from thirdage_tui.commands.common import mod_paths, saves_dir, writable_folder

    folder = writable_folder(saves_dir(args.saves))  # before Textual starts, so the error reads plainly
    from thirdage_tui.content.paths import base_layers
    from thirdage_tui.tui.app import ThirdAgeApp

    app = ThirdAgeApp(seed=args.seed, saves_dir=folder, content_layers=base_layers(), mod_paths=mod_paths(args))
    app.run()
    if app.return_code:
        where = f"the traceback is in {app.crash_log}" if app.crash_log else "no crash log could be written"
        print(f"thirdage: the game stopped on an error ({where}); please report it.", file=sys.stderr)
    return app.return_code or 0
