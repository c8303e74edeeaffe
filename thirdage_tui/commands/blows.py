"""`thirdage resolve attack`: one blow with dice rolled at the table, in the order of GUIDE §3."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import UsageError, add_mod_option, emit_json, load_or_exit, path_arg
from thirdage_tui.commands.fighter_refs import load_side, parse_ints

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.store import Content


def register(sub: Subcommands) -> None:
    """Add `resolve attack`."""
    actions = sub.add_parser("resolve", help="resolve a blow from dice rolled at the table").add_subparsers(
        dest="resolve_command", metavar="ACTION", required=True)
    attack = actions.add_parser("attack", help="one attack: roll, parry, location, damage, armour, wound")
    add_mod_option(attack)
    attack.add_argument("--attacker", required=True, metavar="REF", help="a hero file or bestiary:ID")
    attack.add_argument("--weapon", required=True, metavar="W")
    attack.add_argument("--defender", required=True, metavar="REF", help="a hero file or bestiary:ID")
    attack.add_argument("--parry", metavar="ITEM|none", help="what the defender parries with (default: his best)")
    attack.add_argument("--defence", type=int, default=0, help="Defence the defender puts against this attacker")
    attack.add_argument("--skill-mod", type=int, default=0, help="situational modifier to the attack skill")
    attack.add_argument("--apply", type=path_arg, metavar="STATE",
                        help="strike the blow in a fight at the table (`thirdage table`): REFs are names seated "
                             "there, and without --rolls the game rolls")
    attack.add_argument("--rolls", metavar="R1,R2,...",
                        help="attack d20, parry d20, location d20, weapon dice, damage-bonus dice, special dice")
    for side in ("attacker", "defender"):
        attack.add_argument(f"--{side}-magic", metavar="NAME[:LEVEL],...",
                            help=f"magic in effect on the {side} (shield:2,blur,berserkergang,protection...)")
        attack.add_argument(f"--{side}-seed", type=int, metavar="N",
                            help=f"for a bestiary {side}: the individual rolled with seed N (default the typical one)")
    attack.add_argument("--defender-down", action="store_true", help="the defender is on the ground")
    attack.add_argument("--daylight", action="store_true", help="under the open sun (orcs falter, trolls turn to stone)")
    attack.add_argument("--json", action="store_true")
    attack.set_defaults(handler=resolve_attack_command)


def resolve_attack_command(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError, describe, explain_attack

    if args.apply is not None:
        return apply_blow(args)
    if args.rolls is None:
        raise UsageError("--rolls is needed (the dice rolled at the table), unless the blow is --apply'd to a "
                         "table, where the game may roll")
    content = load_or_exit(args)
    rolls = parse_ints(args.rolls, "--rolls")
    attacker = load_side(content, args.attacker, "--attacker", seed=args.attacker_seed, magic=args.attacker_magic)
    defender = load_side(content, args.defender, "--defender", seed=args.defender_seed, magic=args.defender_magic,
                         down=args.defender_down)
    _check_arm(content, attacker.profile, args.weapon, "--weapon")
    if args.parry is not None and args.parry.lower() != "none":
        _check_arm(content, defender.profile, args.parry, "--parry")
    try:
        explained = explain_attack(content, attacker, args.weapon, defender, rolls, parry=args.parry,
                                   defence=args.defence, skill_mod=args.skill_mod, daylight=args.daylight)
    except (ResolveError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        emit_json(explained.json())
    else:
        print(describe(explained))
    return 0


def apply_blow(args: argparse.Namespace) -> int:
    """`--apply STATE`: the blow between two fighters seated at the table, kept in its state."""
    from thirdage_tui.combat.one_blow import ResolveError, describe
    from thirdage_tui.commands.table_commands import load_table, save_table

    situational = [o for o in ("attacker_magic", "defender_magic", "attacker_seed", "defender_seed")
                   if getattr(args, o) is not None] + [o for o in ("defender_down", "daylight") if getattr(args, o)]
    if situational or args.defence:
        raise UsageError("with --apply the table keeps the situation (magic with `table cast`, Defence with "
                         "`table defence`); leave out " + ", ".join(f"--{o.replace('_', '-')}" for o in
                                                                     situational + (["defence"] if args.defence else [])))
    content = load_or_exit(args)
    table = load_table(content, args.apply)
    rolls = parse_ints(args.rolls, "--rolls") if args.rolls is not None else None
    try:
        explained = table.blow(args.attacker, args.weapon, args.defender, rolls, parry=args.parry,
                               skill_mod=args.skill_mod)
    except (ResolveError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    save_table(args.apply, table)
    if args.json:
        emit_json(explained.json())
    else:
        print(describe(explained))
    return 0


def _check_arm(content: Content, profile: Profile, name: str, option: str) -> None:
    """An unknown weapon or shield gets a did-you-mean; a known one not carried names what is."""
    from thirdage_tui.content import UnknownId
    from thirdage_tui.content.kinds import WEAPONS

    try:
        profile.arm(name)
    except ValueError as exc:
        try:
            content.find(WEAPONS, name)
        except UnknownId as unknown:
            raise UsageError(f"{option}: {unknown} ({profile.name} carries: "
                             f"{', '.join(a.id for a in profile.arms)})") from None
        raise UsageError(f"{option}: {exc}") from None
