"""`thirdage saves list` and `thirdage saves check`."""

from __future__ import annotations

import argparse
import sys
from dataclasses import asdict
from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    EXIT_CONTENT,
    add_mod_option,
    emit_json,
    load_or_exit,
    path_arg,
    saves_dir,
    shown,
)
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from thirdage_tui.commands.common import Subcommands


def register(sub: Subcommands) -> None:
    """Add `saves list` and `saves check`."""
    saves_p = sub.add_parser("saves", help="campaign saves and the hall of the fallen")
    add_mod_option(saves_p)
    group = saves_p.add_subparsers(dest="saves_command", metavar="ACTION", required=True)

    list_p = group.add_parser("list", help="the campaign saves, newest first, and the fallen")
    add_mod_option(list_p)
    list_p.add_argument("--saves", type=path_arg, metavar="DIR", help="the saves folder (or $THIRDAGE_SAVES)",
                        default=argparse.SUPPRESS)
    list_p.add_argument("--json", action="store_true")
    list_p.set_defaults(handler=list_saves)

    check_p = group.add_parser("check", help="check that a save loads; exit 1 with the reason if not")
    add_mod_option(check_p)
    check_p.add_argument("file", type=path_arg, metavar="FILE")
    check_p.add_argument("--json", action="store_true")
    check_p.set_defaults(handler=check)


def list_saves(args: argparse.Namespace) -> int:
    """Each save with its hero, date and place; the tales of the fallen after them."""
    from thirdage_tui.persistence import campaigns

    folder = saves_dir(args.saves)
    found, fallen = campaigns.list_saves(folder), campaigns.hall(folder)
    if args.json:
        emit_json({"folder": str(folder), "saves": [asdict(s) for s in found], "fallen": fallen})
        return 0
    if not found and not fallen:
        print(f"no saves in {shown(folder)}")
    for s in found:
        where = s.place or "on the road"
        mode = ", explorer" if s.explorer else ""
        print(f"{shown(Path(s.path))}: {s.error}" if s.error else
              f"{shown(Path(s.path))}: {s.hero}, {s.date}, day {s.days}, {where}{mode}")
    for t in fallen:
        mode = " (explorer)" if t["explorer"] else ""
        end = f"retired {t['retired']}" if t.get("retired") else t["cause"]
        print(f"{'honoured' if t.get('retired') else 'fallen'}: {t['hero']}{mode}, {counted(t['days'], 'day')}, "
              f"{counted(t['foes_slain'], 'foe')} slain, {counted(len(t['errands']['done']), 'errand')} done, "
              f"score {t.get('score', 0)}: {end}")
    return 0


def check(args: argparse.Namespace) -> int:
    """Load the save with the content (and mods) of this command; exit 1 saying why it does not load."""
    from thirdage_tui.persistence import campaigns

    content = load_or_exit(args)
    try:
        info = campaigns.check(args.file, content)
    except campaigns.SaveError as exc:
        if args.json:
            emit_json({"ok": False, "error": str(exc)})
        print(f"thirdage: cannot load {shown(args.file)}: {exc}", file=sys.stderr)
        return EXIT_CONTENT
    if args.json:
        emit_json({"ok": True, **asdict(info)})
    else:
        print(f"ok: {info.hero}, {info.date}, day {info.days}, {info.place or 'on the road'}"
              f"{', explorer' if info.explorer else ''}")
    return 0
