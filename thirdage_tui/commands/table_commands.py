"""`thirdage table`: a live fight at a real table, kept in a state file (`combat.table_fight`,
`persistence.table_files`). `resolve attack --apply STATE` strikes a blow into it."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thirdage_tui.commands.common import (
    UsageError,
    add_mod_option,
    emit_json,
    load_or_exit,
    path_arg,
    refuse_overwrite,
    whole_number,
)
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.table_fight import TableFight
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.store import Content

def register(sub: Subcommands) -> None:
    """Add `table new|add|show|intent|order|defence|cast|next|end`."""
    actions = sub.add_parser("table", help="a live fight at a real table, kept in a state file").add_subparsers(
        dest="table_command", metavar="ACTION", required=True)

    def action(name: str, text: str, handler: object) -> argparse.ArgumentParser:
        parser = actions.add_parser(name, help=text)
        add_mod_option(parser)
        parser.add_argument("state", type=path_arg, metavar="STATE", help="the table's state file")
        parser.set_defaults(handler=handler)
        return parser

    new = action("new", "start a fight at the table in a new state file", table_new)
    new.add_argument("--seed", type=int, default=0, help="the seed of the dice the game rolls for you")
    new.add_argument("--force", action="store_true", help="replace a state file already there")
    add = action("add", "seat a hero or foes", table_add)
    who = add.add_mutually_exclusive_group(required=True)
    who.add_argument("--hero", type=path_arg, metavar="FILE", help="a hero file (joins the party)")
    who.add_argument("--foe", metavar="ID[:N]", help="a creature of the bestiary, N of them (join the foes)")
    add.add_argument("--seed", type=int, help="roll the creatures as individuals from this seed")
    add.add_argument("--side", choices=("party", "foes"), help="the side they join (default: heroes the party)")
    show = action("show", "every fighter's state: hit points, bleeding, Defence, parries, magic", table_show)
    show.add_argument("--json", action="store_true")
    intent = action("intent", "what a fighter means to do this round: the weapon he strikes with, at whom",
                    table_intent)
    intent.add_argument("name")
    intent.add_argument("--weapon", required=True, metavar="W", help="a weapon he carries (changing to it costs its SR)")
    intent.add_argument("--at", metavar="NAME", help="the foe he means to strike")
    order = action("order", "this round's strike-rank order", table_order)
    order.add_argument("--weapon", action="append", default=[], metavar="NAME=WEAPON",
                       help="a fighter changing weapon this round (repeatable)")
    order.add_argument("--json", action="store_true")
    defence = action("defence", "share a defender's Defence among his attackers this round", table_defence)
    defence.add_argument("name")
    defence.add_argument("--against", required=True, metavar="NAME=N,...")
    cast = action("cast", "a lasting magic on a fighter, paid from his POW", table_cast)
    cast.add_argument("name")
    cast.add_argument("magic", metavar="MAGIC[:LEVEL]")
    cast.add_argument("--on", metavar="NAME", help="another fighter he touches (default: himself)")
    action("next", "end the round: bleeding, magic running down, new parries and Defence", table_next)
    end = action("end", "write wounds, ticks and POW spent back to the hero files", table_end)
    end.add_argument("--json", action="store_true")


# -- the state file ----------------------------------------------------------------------------------

def load_table(content: Content, path: Path) -> TableFight:
    """The fight kept in `path`, or a usage error saying why it cannot be taken up."""
    from thirdage_tui.persistence.table_files import TableFileError, open_table

    try:
        return open_table(content, path)
    except TableFileError as exc:
        raise UsageError(str(exc)) from None


def save_table(path: Path, table: TableFight) -> None:
    from thirdage_tui.commands.common import cannot_write
    from thirdage_tui.persistence.table_files import keep_table

    try:
        keep_table(path, table)
    except OSError as exc:
        raise cannot_write("the table file", path, exc) from None


# -- the actions -------------------------------------------------------------------------------------

def table_new(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.table_fight import TableFight

    refuse_overwrite(args.state, args.force)
    save_table(args.state, TableFight(load_or_exit(args), args.seed))
    print(f"a new fight at the table in {args.state}; seat fighters with `thirdage table add {args.state} ...`")
    return 0


def table_add(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError
    from thirdage_tui.commands.common import find_or_usage
    from thirdage_tui.commands.fighter_refs import load_hero
    from thirdage_tui.content.kinds import BESTIARY

    content = load_or_exit(args)
    table = load_table(content, args.state)
    side = {"party": 0, "foes": 1}[args.side or ("party" if args.hero else "foes")]
    try:
        if args.hero:
            if args.seed is not None:
                raise UsageError("--seed rolls creatures as individuals; a hero comes from his file")
            seated = [table.seat_hero(load_hero(content, args.hero), str(args.hero.resolve()), side)]
        else:
            name, _, count_text = args.foe.partition(":")
            count = whole_number(count_text) if count_text else 1
            if count is None:
                raise UsageError(f"--foe {args.foe!r}: the count is a whole number")
            seated = table.seat_band(find_or_usage(content, BESTIARY, name), count, side, seed=args.seed)
    except ResolveError as exc:
        raise UsageError(str(exc)) from None
    save_table(args.state, table)
    print(", ".join(f"{c.uid} ({c.hp_left} HP)" for c in seated) + f" joined the {('party', 'foes')[side]}")
    return 0


def table_show(args: argparse.Namespace) -> int:
    content = load_or_exit(args)
    table = load_table(content, args.state)
    rows = [fighter_row(c) for c in table.fighters]
    if args.json:
        emit_json({"round": table.round, "fighters": rows, "log": table.log})
        return 0
    print(f"round {table.round}")
    for row in rows:
        wounds = ", ".join(f"{loc} {hp}/{full}" for loc, (hp, full) in row["locations"].items() if hp < full)
        magic = ", ".join(f"{m['name']} {m['level']} ({counted(m['rounds'], 'round')})" if m["rounds"] is not None else
                          f"{m['name']} {m['level']}" for m in row["magic"])
        print(f"  [{row['side']}] {row['name']}: {row['status']}, {row['hp']}/{row['hit_points']} HP"
              + (f" (wounds: {wounds})" if wounds else "")
              + (f", bleeding: dies in {counted(row['bleeding'], 'round')}" if row["bleeding"] else "")
              + f", Defence {row['defence']}" + (f" (split {row['defence_split']})" if row["defence_split"] else "")
              + (f", parried with {', '.join(row['parried'])}" if row["parried"] else "")
              + (f", magic: {magic}" if magic else "") + f", POW left {row['pow_left']}")
    return 0


def fighter_row(c: Combatant) -> dict[str, Any]:
    """One fighter as `table show` tells him."""
    return {"name": c.uid, "side": ("party", "foes")[c.side], "status": c.status, "hp": c.hp_left,
            "hit_points": c.p.hit_points,
            "locations": {loc.name.lower(): (hp, loc.hp) for loc, hp in zip(c.p.locations, c.hp, strict=True)},
            "bleeding": c.bleeding, "defence": c.defence, "defence_split": dict(c.defence_vs),
            "parried": [a.name for i, a in enumerate(c.p.arms) if c.parried & (1 << i)],
            "magic": [{"name": a.magic.name, "level": a.level, "rounds": a.rounds} for a in c.effects],
            "pow_left": c.pow_left, "weapon": c.weapon.name if c.weapon else None}


def table_intent(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError

    content = load_or_exit(args)
    table = load_table(content, args.state)
    try:
        table.state_intent(args.name, args.weapon, args.at)
    except ResolveError as exc:
        raise UsageError(str(exc)) from None
    save_table(args.state, table)
    print(table.log[-1].partition(" ")[2])
    return 0


def table_order(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError

    content = load_or_exit(args)
    table = load_table(content, args.state)
    weapons = {}
    for item in args.weapon:
        name, sep, weapon = item.partition("=")
        if not sep:
            raise UsageError(f"--weapon expects NAME=WEAPON, got {item!r}")
        try:
            weapons[table.fighter(name).uid] = weapon
        except ResolveError as exc:
            raise UsageError(str(exc)) from None
    try:
        rows = table.order(weapons)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        emit_json({"round": table.round, "order": [{"sr": sr, "dex": dex, "name": name, "weapon": weapon}
                                                   for sr, dex, name, weapon in rows]})
        return 0
    print(f"round {table.round}, in strike-rank order (equal SR: higher DEX first; equal DEX: together):")
    for sr, dex, name, weapon in rows:
        print(f"  SR {sr:>2}  {name} ({weapon}, DEX {dex})")
    return 0


def table_defence(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError
    from thirdage_tui.commands.characters import parse_numbers

    content = load_or_exit(args)
    table = load_table(content, args.state)
    try:
        defender = table.fighter(args.name)
        table.split_defence(defender, parse_numbers(args.against, "--against"))
    except ResolveError as exc:
        raise UsageError(str(exc)) from None
    save_table(args.state, table)
    print(table.defence_said(defender))
    return 0


def table_cast(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError
    from thirdage_tui.commands.fighter_refs import parse_magic

    content = load_or_exit(args)
    table = load_table(content, args.state)
    chosen = parse_magic(content, args.magic, "MAGIC")
    if len(chosen) != 1:
        raise UsageError(f"MAGIC names one Hero Magic or spell (NAME[:LEVEL]), got {args.magic!r}")
    [(magic, level)] = chosen
    try:
        table.cast(args.name, magic, level, on=args.on)
    except ResolveError as exc:
        raise UsageError(str(exc)) from None
    save_table(args.state, table)
    print(table.log[-1].partition(" ")[2])
    return 0


def table_next(args: argparse.Namespace) -> int:
    content = load_or_exit(args)
    table = load_table(content, args.state)
    said = table.next_round()
    save_table(args.state, table)
    print("\n".join([*said, f"round {table.round} begins: parries and Defence are new"]))
    return 0


def table_end(args: argparse.Namespace) -> int:
    """Each hero's wounds, the POW he spent and (if the party won) the weapons he felled foes with,
    written back to his file."""
    from thirdage_tui.commands.common import cannot_write
    from thirdage_tui.engine.refusals import HeroFileError
    from thirdage_tui.engine.skills import id_words
    from thirdage_tui.persistence.heroes import RefusedWrite
    from thirdage_tui.persistence.table_files import TableFileError, write_back

    content = load_or_exit(args)
    table = load_table(content, args.state)
    try:
        kept = write_back(content, table)
    except TableFileError as exc:
        raise UsageError(f"{args.state}: {exc}") from None
    except (HeroFileError, RefusedWrite) as exc:
        raise UsageError(f"a hero's file: {exc}") from None
    except OSError as exc:
        raise cannot_write("a hero file", Path(exc.filename or "?"), exc) from None
    save_table(args.state, table)
    written: list[dict[str, Any]] = [{"name": k.name, "file": str(k.path), "status": k.status, "wounds": k.wounds,
                "pow_spent": k.pow_spent, "ticks": k.ticks} for k in kept]
    if args.json:
        emit_json({"party_won": table.party_won, "heroes": written})
    else:
        for w in written:
            wounds = ", ".join(f"{id_words(loc).lower()} {n}" for loc, n in w["wounds"].items()) or "none"
            ticks = ", ".join(content.weapons[t].name if t in content.weapons else t for t in w["ticks"]) or "nothing"
            print(f"{w['name']} ({w['status']}): wounds {wounds}, {w['pow_spent']} POW spent, ticked {ticks} "
                  f"-> {w['file']}")
    return 0
