"""`thirdage hero new` and `thirdage hero show`."""

from __future__ import annotations

import argparse
from pathlib import Path

from thirdage_tui.commands.common import add_mod_option


def register(sub) -> None:
    """Add `hero new` and `hero show`."""
    actions = sub.add_parser("hero", help="make or show a hero").add_subparsers(
        dest="hero_command", metavar="ACTION", required=True)
    new = actions.add_parser("new", help="create a hero by the rules")
    add_mod_option(new)
    new.add_argument("--race", required=True)
    new.add_argument("--nation")
    new.add_argument("--background", required=True)
    new.add_argument("--name")
    new.add_argument("--seed", type=int)
    new.add_argument("--attributes", metavar="STR=..,CON=..,...", help="final values, after racial modifiers")
    new.add_argument("--weapons", metavar="A,B,C", help="in order of points: the first at 10, the others at 5")
    new.add_argument("--skills", metavar="A,B,...", help="in order of level: the one at 16, then 10s, then 5s")
    new.add_argument("--hero-magic", metavar="NAME[=LEVEL],...", help="Hero Magic bought with the background's points")
    new.add_argument("--spells", metavar="A,B,...", help="spells learnt (Mages)")
    new.add_argument("--out", type=Path, metavar="FILE", help="write the hero file here")
    new.add_argument("--json", action="store_true", help="print the hero as JSON")
    new.set_defaults(handler=hero_new)

    show = actions.add_parser("show", help="the character sheet of a hero file")
    add_mod_option(show)
    show.add_argument("file", type=Path)
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=hero_show)


def hero_new(args: argparse.Namespace) -> int:
    raise NotImplementedError


def hero_show(args: argparse.Namespace) -> int:
    raise NotImplementedError
