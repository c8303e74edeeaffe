"""What each headless `thirdage` command does (the parser lives in cli.py)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from thirdage_tui.cli import EXIT_CONTENT, UsageError, emit_json


def run(args: argparse.Namespace) -> int:
    """Dispatch one parsed command."""
    if args.command == "validate":
        return validate(args)
    if args.command == "schema":
        return schema(args)
    if args.command == "hero":
        from thirdage_tui import hero_commands

        return hero_commands.run(args)
    raise UsageError(f"unknown command {args.command!r}")


def shown(path: Path) -> str:
    """A path as the user would like to read it: relative to here when inside it."""
    rel = os.path.relpath(path)
    return path.as_posix() if rel.startswith("..") else rel


def layers_for(paths: list[Path], mods: list[Path]) -> list[Path]:
    """The base content, then the paths and mods asked for (the base itself only once)."""
    from thirdage_tui.content.paths import base_content_dir

    base = base_content_dir()
    extra = [p for p in [*paths, *mods] if p.resolve() != base.resolve() and base.resolve() not in p.resolve().parents]
    return [base, *extra]


def load_or_exit(mods: list[Path]):
    """The content for a command, or exit 1 listing the problems."""
    from thirdage_tui.content import ContentErrors, load_content

    try:
        return load_content(layers_for([], mods))
    except ContentErrors as exc:
        for error in exc.errors:
            print(_relative(error), file=sys.stderr)
        raise SystemExit(EXIT_CONTENT) from None


def _relative(error) -> str:
    return str(error).replace(error.path, shown(Path(error.path)), 1)


def validate(args: argparse.Namespace) -> int:
    """`thirdage validate [PATH...]`: every problem as path:line:col, exit 1 if any."""
    from thirdage_tui.content.loader import load_layers

    content, errors = load_layers(layers_for(args.paths, args.mods))
    count = sum(len(content.all(k)) for k in content.kinds())
    if args.json:
        emit_json({"ok": not errors, "entries": count,
                   "errors": [{"path": shown(Path(e.path)), "line": e.line, "col": e.col, "message": e.message}
                              for e in errors]})
    else:
        for error in errors:
            print(_relative(error), file=sys.stderr)
        if not errors:
            print(f"ok: {count} entries in {len(content.layers)} layer(s)")
    if errors and not args.json:
        print(f"{len(errors)} problem(s) found", file=sys.stderr)
    return EXIT_CONTENT if errors else 0


def schema(args: argparse.Namespace) -> int:
    """`thirdage schema [--out DIR]`: one JSON Schema per kind of content file."""
    from thirdage_tui.content.schema import schemas

    documents = schemas()
    if args.out is None:
        emit_json(documents)
        return 0
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        for kind, document in documents.items():
            (args.out / f"{kind}.schema.json").write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    except OSError as exc:
        raise UsageError(f"cannot write schemas to {args.out}: {exc.strerror or exc}") from None
    print(f"wrote {len(documents)} schemas to {shown(args.out)}")
    return 0
