"""`thirdage validate` and `thirdage schema`."""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    EXIT_CONTENT,
    add_mod_option,
    cannot_write,
    emit_json,
    errors_json,
    mod_paths,
    path_arg,
    print_error,
    shown,
)

if TYPE_CHECKING:
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.loaded import ModReport


def register(sub: Subcommands) -> None:
    """Add `validate` and `schema`."""
    validate_p = sub.add_parser("validate", help="check content and mods; every problem as path:line:col")
    add_mod_option(validate_p)
    validate_p.add_argument("paths", nargs="*", type=path_arg, metavar="PATH",
                            help="content folders or files (default: the base content)")
    validate_p.add_argument("--json", action="store_true")
    validate_p.set_defaults(handler=validate)

    schema_p = sub.add_parser("schema", help="JSON Schema for every kind of content file")
    add_mod_option(schema_p)
    schema_p.add_argument("--out", type=path_arg, metavar="DIR", help="write KIND.schema.json files here")
    schema_p.set_defaults(handler=schema)


def validate(args: argparse.Namespace) -> int:
    """Every problem as path:line:col; exit 1 if any."""
    from thirdage_tui.content.loaded import load_with_mods
    from thirdage_tui.content.paths import base_layers

    result = load_with_mods(base_layers(args.paths), mod_paths(args))
    content, errors = result.content, result.errors
    count = sum(len(content.all(k)) for k in content.kinds())
    if args.json:
        emit_json({"ok": not errors, "entries": count, "errors": errors_json(errors),
                   "warnings": errors_json(result.warnings),
                   "mods": [{"path": shown(r.path), "id": r.id, "loaded": r.loaded, "adds": r.adds,
                             "replaces": r.replaces, "removes": r.removes} for r in result.reports]})
        return EXIT_CONTENT if errors else 0
    for error in [*errors, *result.warnings]:
        print_error(error)
    for report in result.reports:
        if report.loaded:
            print(f"mod {report.id}: {_changes_said(report)}")
    if errors:
        print(f"{len(errors)} problem(s) found", file=sys.stderr)
        return EXIT_CONTENT
    print(f"ok: {count} entries in {len(content.layers)} layer(s)")
    return 0


def _changes_said(report: ModReport) -> str:
    """'adds bestiary: snow_troll; replaces tables: critical.bands[upto=5]' (what a mod changes)."""
    said = [f"{verb} " + "; ".join(f"{kind}: {', '.join(ids)}" for kind, ids in changes.items())
            for verb, changes in (("adds", report.adds), ("replaces", report.replaces), ("removes", report.removes))
            if changes]
    return " | ".join(said) or "changes nothing"


def schema(args: argparse.Namespace) -> int:
    """One JSON Schema per kind of content file, printed or written to --out."""
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
        raise cannot_write("schemas to", args.out, exc) from None
    print(f"wrote {len(documents)} schemas to {shown(args.out)}")
    return 0
