"""`thirdage encounter preview`: the odds of a fight, simulated many times under one seed."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    UsageError,
    add_mod_option,
    emit_json,
    find_or_usage,
    load_or_exit,
    whole_number,
)
from thirdage_tui.commands.fighter_refs import load_profile

if TYPE_CHECKING:
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content

MAX_COUNT = 50
MAX_RUNS = 100_000
MAX_DISTANCE = 250
"""The farthest apart two lines can start on a battlefield (`combat.battlefield.size_for`)."""
PROGRESS_FROM = 2000


def register(sub: Subcommands) -> None:
    """Add `encounter preview`."""
    actions = sub.add_parser("encounter", help="a referee's look at an encounter").add_subparsers(
        dest="encounter_command", metavar="ACTION", required=True)
    preview = actions.add_parser("preview", help="simulate the fight many times: win rate, rounds, who falls")
    add_mod_option(preview)
    preview.add_argument("--party", required=True, metavar="FILE[,FILE...]", help="hero files (or bestiary:ID)")
    preview.add_argument("--foes", required=True, metavar="ID:N[,ID:N...]", help="creatures and how many (1-50)")
    preview.add_argument("--runs", type=int, default=1000)
    preview.add_argument("--seed", type=int, default=0)
    preview.add_argument("--distance", type=int, default=60, metavar="FT",
                         help="how far apart the sides start (the game's bands meet at 60, or 10 by surprise)")
    preview.add_argument("--daylight", action="store_true", help="fight under the open sun")
    preview.add_argument("--json", action="store_true")
    preview.set_defaults(handler=encounter_preview)


def parse_foes(content: Content, text: str) -> list[tuple[Creature, int]]:
    """"goblin:3,warg:1" -> [(goblin, 3), (warg, 1)] (a creature named twice counted once), or a usage
    error saying what was expected."""
    from thirdage_tui.content.kinds import BESTIARY

    counts: dict[str, int] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, sep, count = part.partition(":")
        if not sep or not name.strip():
            raise UsageError(f"--foes expects ID:N items such as goblin:3, got {part!r}")
        number = whole_number(count)
        if number is None or not 1 <= number <= MAX_COUNT:
            raise UsageError(f"--foes {part!r}: the count must be a whole number from 1 to {MAX_COUNT}")
        creature = find_or_usage(content, BESTIARY, name).id
        counts[creature] = counts.get(creature, 0) + number
    if not counts:
        raise UsageError("--foes names no creature; expected ID:N items such as goblin:3")
    for creature, number in counts.items():
        if number > MAX_COUNT:
            raise UsageError(f"--foes names {number} of {creature} in all; at most {MAX_COUNT}")
    return [(content.bestiary[creature], number) for creature, number in counts.items()]


def encounter_preview(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.simulate import preview

    if not 1 <= args.runs <= MAX_RUNS:
        raise UsageError(f"--runs must be from 1 to {MAX_RUNS}, got {args.runs}")
    if not 0 <= args.distance <= MAX_DISTANCE:
        raise UsageError(f"--distance must be from 0 to {MAX_DISTANCE} feet, got {args.distance}")
    content = load_or_exit(args)
    party = [load_profile(content, ref, "--party") for ref in filter(None, (r.strip() for r in args.party.split(",")))]
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
    lines = [(f"party wins {result['party_wins']} of {result['runs']} ({result['win_rate']:.1%}, 95% CI "
              f"{lo:.1%}-{hi:.1%})"),
             "ended: " + ", ".join(f"{n} {ending}" for ending, n in result["outcomes"].items() if n),
             f"rounds: mean {rounds['mean']}, 10% within {rounds['p10']}, 90% within {rounds['p90']}"]
    for name, fate in result["combatants"].items():
        lines.append(f"  {name:<24} dies {fate['dies']:6.1%}  incapacitated {fate['incapacitated']:6.1%}")
    return "\n".join(lines)
