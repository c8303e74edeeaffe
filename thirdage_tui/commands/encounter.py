"""`thirdage encounter preview`: the odds of a fight, simulated many times under one seed."""

from __future__ import annotations

import argparse
import sys

from thirdage_tui.commands.common import UsageError, add_mod_option, emit_json, find_or_usage, load_or_exit
from thirdage_tui.commands.refs import load_profile

MAX_COUNT = 50
PROGRESS_FROM = 2000


def register(sub) -> None:
    """Add `encounter preview`."""
    actions = sub.add_parser("encounter", help="a referee's look at an encounter").add_subparsers(
        dest="encounter_command", metavar="ACTION", required=True)
    preview = actions.add_parser("preview", help="simulate the fight many times: win rate, rounds, who falls")
    add_mod_option(preview)
    preview.add_argument("--party", required=True, metavar="FILE[,FILE...]", help="hero files (or bestiary:ID)")
    preview.add_argument("--foes", required=True, metavar="ID:N[,ID:N...]", help="creatures and how many (1-50)")
    preview.add_argument("--runs", type=int, default=1000)
    preview.add_argument("--seed", type=int, default=0)
    preview.add_argument("--distance", type=int, default=30, metavar="FT", help="how far apart the sides start")
    preview.add_argument("--daylight", action="store_true", help="fight under the open sun")
    preview.add_argument("--json", action="store_true")
    preview.set_defaults(handler=encounter_preview)


def parse_foes(content, text: str) -> list:
    """"goblin:3,warg:1" -> [(goblin, 3), (warg, 1)], or a usage error saying what was expected."""
    foes = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, count = part.rpartition(":")
        if not sep or not name:
            raise UsageError(f"--foes expects ID:N items such as goblin:3, got {part!r}")
        try:
            number = int(count)
        except ValueError:
            raise UsageError(f"--foes {part!r}: the count must be a whole number from 1 to {MAX_COUNT}") from None
        if not 1 <= number <= MAX_COUNT:
            raise UsageError(f"--foes {part!r}: the count must be from 1 to {MAX_COUNT}, got {number}")
        foes.append((find_or_usage(content, "bestiary", name), number))
    if not foes:
        raise UsageError("--foes names no creature; expected ID:N items such as goblin:3")
    return foes


def encounter_preview(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.simulate import preview

    if args.runs < 1:
        raise UsageError(f"--runs must be at least 1, got {args.runs}")
    if args.distance < 0:
        raise UsageError(f"--distance must be 0 or more feet, got {args.distance}")
    content = load_or_exit(args)
    party = [load_profile(content, ref) for ref in filter(None, (r.strip() for r in args.party.split(",")))]
    if not party:
        raise UsageError("--party names no hero; expected hero files separated by commas")
    foes = parse_foes(content, args.foes)
    progress = _progress if args.runs >= PROGRESS_FROM else None
    result = preview(content, party, foes, runs=args.runs, seed=args.seed, distance_ft=args.distance,
                     daylight=args.daylight, progress=progress)
    if args.json:
        emit_json(result)
    else:
        print(describe(result))
    return 0


def _progress(done: int, total: int) -> None:
    print(f"encounter preview: {done}/{total} fights", file=sys.stderr, flush=True)


def describe(result: dict) -> str:
    lo, hi = result["ci95"]
    rounds = result["rounds"]
    lines = [f"party wins {result['party_wins']} of {result['runs']} ({result['win_rate']:.1%}, 95% CI "
             f"{lo:.1%}-{hi:.1%})",
             f"rounds: mean {rounds['mean']}, 10% within {rounds['p10']}, 90% within {rounds['p90']}"]
    for name, fate in result["combatants"].items():
        lines.append(f"  {name:<24} dies {fate['dies']:6.1%}  incapacitated {fate['incapacitated']:6.1%}")
    return "\n".join(lines)
