"""`thirdage encounter preview` (the odds of a fight, simulated many times under one seed) and
`thirdage encounter build` (bands near a win rate)."""

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
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content

MAX_COUNT = 50
MAX_RUNS = 100_000
MAX_DISTANCE = 250
"""The farthest apart two lines can start on a battlefield (`combat.battlefield.size_for`)."""
PROGRESS_FROM = 2000
MAX_LOG = 20
MAX_BUILD_RUNS = 5000
SIDES = {"party": 0, "foes": 1}


def register(sub: Subcommands) -> None:
    """Add `encounter preview` and `encounter build`."""
    actions = sub.add_parser("encounter", help="a referee's look at an encounter").add_subparsers(
        dest="encounter_command", metavar="ACTION", required=True)
    preview = actions.add_parser("preview", help="simulate the fight many times: win rate, rounds, who falls")
    add_mod_option(preview)
    preview.add_argument("--party", required=True, metavar="FILE[,FILE...]", help="hero files (or bestiary:ID)")
    preview.add_argument("--foes", required=True, metavar="ID:N[,ID:N...]", help="creatures and how many (1-50)")
    preview.add_argument("--runs", type=int, default=1000)
    preview.add_argument("--seed", type=int, default=0)
    preview.add_argument("--range", "--distance", dest="distance", type=int, metavar="FT",
                         help="how far apart the sides start (default 60, or 10 when one side is surprised)")
    preview.add_argument("--surprise", choices=("party", "foes"), metavar="SIDE",
                         help="the side caught unaware (party or foes): it acts 3 strike ranks late in round 1")
    light = preview.add_mutually_exclusive_group()
    light.add_argument("--daylight", dest="daylight", action="store_true", help="fight under the open sun")
    light.add_argument("--night", dest="daylight", action="store_false", help="fight by night (the default)")
    preview.add_argument("--terrain", default="open", metavar="T",
                         help="the battlefield: open, forest, hills, river, ruins or cave")
    preview.add_argument("--precision", type=float, metavar="P",
                         help="run until the win rate's 95%% interval is within P either side (0 < P < 0.5)")
    preview.add_argument("--jobs", type=int, default=1, metavar="N", help="share the runs among N processes")
    preview.add_argument("--log", type=int, default=0, metavar="N", help="print the first N fights blow by blow")
    preview.add_argument("--json", action="store_true")
    preview.set_defaults(handler=encounter_preview)

    build = actions.add_parser("build", help="bands near a win rate, from a region's tables")
    add_mod_option(build)
    build.add_argument("--party", required=True, metavar="FILE[,FILE...]", help="hero files (or bestiary:ID)")
    build.add_argument("--win-rate", required=True, type=float, metavar="P", help="the party's odds wanted (0-1)")
    build.add_argument("--region", metavar="R", help="a region with encounter tables (default: every creature)")
    build.add_argument("--runs", type=int, default=300, help="runs to measure each band proposed")
    build.add_argument("--seed", type=int, default=0)
    build.add_argument("--jobs", type=int, default=1, metavar="N", help="share the runs among N processes")
    build.add_argument("--json", action="store_true")
    build.set_defaults(handler=encounter_build)


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


def check_preview_options(args: argparse.Namespace) -> None:
    """Every number of `encounter preview` within its bounds, or a usage error saying them."""
    from thirdage_tui.combat.battlefield import TERRAINS

    if not 1 <= args.runs <= MAX_RUNS:
        raise UsageError(f"--runs must be from 1 to {MAX_RUNS}, got {args.runs}")
    if args.distance is not None and not 0 <= args.distance <= MAX_DISTANCE:
        raise UsageError(f"--range (--distance) must be from 0 to {MAX_DISTANCE} feet, got {args.distance}")
    if args.precision is not None and not 0 < args.precision < 0.5:
        raise UsageError(f"--precision must be above 0 and below 0.5 (a half-width such as 0.01), "
                         f"got {args.precision}")
    cores = usable_cores()
    if not 1 <= args.jobs <= cores:
        raise UsageError(f"--jobs must be from 1 to {cores} (the cores this machine lets us use), got {args.jobs}")
    if not 0 <= args.log <= MAX_LOG:
        raise UsageError(f"--log must be from 0 to {MAX_LOG} sample fights, got {args.log}")
    if args.terrain not in TERRAINS:
        raise UsageError(f"--terrain {args.terrain!r}: expected one of {', '.join(TERRAINS)}")


def usable_cores() -> int:
    import os

    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def encounter_preview(args: argparse.Namespace) -> int:
    import gc

    check_preview_options(args)
    gc.disable()  # the start-up makes many objects and no cycle: the collector would walk them again and again
    try:
        from thirdage_tui.combat.simulate import preview

        content = load_or_exit(args)
        party = load_party(content, args.party)
        foes = parse_foes(content, args.foes)
    finally:
        gc.freeze()  # and what lasts the whole preview is left out of every collection after it
        gc.enable()
    progress = _progress if sys.stderr.isatty() and (args.runs >= PROGRESS_FROM or args.precision) else None
    result = preview(content, party, foes, runs=args.runs, seed=args.seed, distance_ft=args.distance,
                     daylight=args.daylight, terrain=args.terrain, surprised=SIDES.get(args.surprise),
                     precision=args.precision, jobs=args.jobs, log=args.log, progress=progress)
    if args.json:
        emit_json(result)
    else:
        print(describe(result))
    return 0


def load_party(content: Content, text: str) -> list[Profile]:
    party = [load_profile(content, ref, "--party") for ref in filter(None, (r.strip() for r in text.split(",")))]
    if not party:
        raise UsageError("--party names no hero; expected hero files separated by commas")
    return party


def encounter_build(args: argparse.Namespace) -> int:
    """Propose a band of each creature of the region near the win rate asked for."""
    from thirdage_tui.combat.band_builder import propose, region_creatures
    from thirdage_tui.combat.roster import regions

    if not 0 < args.win_rate < 1:
        raise UsageError(f"--win-rate is the party's odds wanted, above 0 and below 1 (such as 0.7), got {args.win_rate}")
    if not 1 <= args.runs <= MAX_BUILD_RUNS:
        raise UsageError(f"--runs must be from 1 to {MAX_BUILD_RUNS}, got {args.runs}")
    cores = usable_cores()
    if not 1 <= args.jobs <= cores:
        raise UsageError(f"--jobs must be from 1 to {cores} (the cores this machine lets us use), got {args.jobs}")
    content = load_or_exit(args)
    if args.region is not None and args.region not in regions(content):
        raise UsageError(f"--region {args.region!r} has no encounter table; regions with tables: "
                         f"{', '.join(regions(content))}")
    party = load_party(content, args.party)
    proposals = propose(content, party, args.win_rate, region_creatures(content, args.region), seed=args.seed,
                        runs=args.runs, jobs=args.jobs)
    if args.json:
        emit_json({"win_rate": args.win_rate, "region": args.region, "seed": args.seed,
                   "bands": [p.json() for p in proposals]})
    else:
        from thirdage_tui.commands.stat_blocks import land_names

        where = f" in {land_names(content, [args.region])}" if args.region else ""
        print(f"bands near a win rate of {args.win_rate:.0%}{where} "
              f"(each measured over {args.runs} runs, seed {args.seed}):")
        for p in proposals:
            lo, hi = p.ci95
            print(f"  {p.count:>2} {p.creature.name:<26} party wins {p.win_rate:6.1%} ({lo:.0%}-{hi:.0%})  "
                  f"--foes {p.creature.id}:{p.count}")
    return 0


def _progress(done: int, total: int) -> None:
    print(f"\rencounter preview: {done}/{total} fights", end="\n" if done >= total else "", file=sys.stderr,
          flush=True)


VERDICT_WORDS = {"kill": "every foe felled", "rout": "the foes routed", "surrender": "the foes surrendered",
                 "party_loss": "the party fell", "party_flight": "the party fled",
                 "stalemate": "nobody left standing", "timeout": "still fighting after 100 rounds"}


def describe(result: dict) -> str:
    """The figures in words: the win rate, how the runs ended, their length, each fighter's fate,
    then any sample fights."""
    lo, hi = result["ci95"]
    rounds = result["rounds"]
    where = result["situation"]
    surprise = f", {where['surprised']} surprised" if where["surprised"] else ""
    lines = [(f"{where['terrain']} ground, {where['distance_ft']} ft apart, "
             f"{'daylight' if where['daylight'] else 'night'}{surprise}; seed {result['seed']}"),
             (f"party wins {result['party_wins']} of {result['runs']} ({result['win_rate']:.1%}, 95% interval "
              f"{lo:.1%}-{hi:.1%})"),
             "how the runs ended:"]
    for verdict, n in result["outcomes"].items():
        if n:
            lines.append(f"  {n:>6}  {VERDICT_WORDS[verdict]} ({verdict})")
    lines.append(f"rounds: mean {rounds['mean']}, 10% within {rounds['p10']}, 90% within {rounds['p90']}, "
                 f"longest {rounds['max']}")
    lines.append(f"  {'fighter':<24} {'dies':>6} {'out':>6}  {'HP left (of)':>13}  {'lost':>5}  {'dealt':>5}")
    for name, fate in result["combatants"].items():
        hp = fate["hp_left"]
        lines.append(f"  {name:<24} {fate['dies']:6.1%} {fate['incapacitated']:6.1%}  "
                     f"{hp['mean']:6.1f} ({fate['hit_points']:4.1f})  {fate['damage_taken']:5.1f}  "
                     f"{fate['damage_dealt']:5.1f}")
    for sample in result.get("log", ()):
        lines += ["", (f"sample fight {sample['run'] + 1}: {VERDICT_WORDS[sample['verdict']]} "
                      f"after {sample['rounds']} round(s)"), *(f"  {e}" for e in sample["events"]),
                  "  at the end:"]
        lines += [f"    {f['name']:<24} {f['status']:<12} {f['hp_left']:>3}/{f['hit_points']} HP, "
                  f"dealt {f['damage_dealt']}" for f in sample["fighters"]]
    return "\n".join(lines)
