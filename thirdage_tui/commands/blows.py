"""`thirdage resolve attack`: one blow with dice rolled at the table, in the order of GUIDE §3."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import UsageError, add_mod_option, emit_json, load_or_exit
from thirdage_tui.commands.fighter_refs import load_profile, parse_ints

if TYPE_CHECKING:
    from thirdage_tui.combat.attack import Blow
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
    attack.add_argument("--rolls", required=True, metavar="R1,R2,...",
                        help="attack d20, parry d20, location d20, weapon dice, damage-bonus dice")
    attack.add_argument("--json", action="store_true")
    attack.set_defaults(handler=resolve_attack_command)


def resolve_attack_command(args: argparse.Namespace) -> int:
    from thirdage_tui.combat.one_blow import ResolveError, resolve_attack

    content = load_or_exit(args)
    rolls = parse_ints(args.rolls, "--rolls")
    attacker = load_profile(content, args.attacker, "--attacker")
    defender = load_profile(content, args.defender, "--defender")
    _check_arm(content, attacker, args.weapon, "--weapon")
    if args.parry is not None and args.parry.lower() != "none":
        _check_arm(content, defender, args.parry, "--parry")
    try:
        blow = resolve_attack(content, attacker, args.weapon, defender, rolls, parry=args.parry,
                              defence=args.defence, skill_mod=args.skill_mod)
    except (ResolveError, ValueError) as exc:
        raise UsageError(str(exc)) from None
    if args.json:
        emit_json(blow.json())
    else:
        print(describe(blow))
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


def describe(blow: Blow) -> str:
    """The blow in plain words, with each figure."""
    lines = [(f"{blow.attacker} attacks {blow.defender} with {blow.weapon}: d20 {blow.attack_roll} vs {blow.target}"
              f" - {'critical hit' if blow.critical else 'hit' if blow.hit else 'fumble' if blow.fumble else 'miss'}")]
    if blow.parry_roll is not None:
        outcome = "deflected" if blow.parried else "fails"
        lines.append(f"parry with {blow.parry_with}: d20 {blow.parry_roll} - {outcome}")
    if blow.location:
        lines.append(f"location {blow.location}: damage {blow.damage} (dice {', '.join(map(str, blow.damage_rolls))})"
                     f", armour {blow.armour}, taken {blow.damage_taken}")
    if blow.effects:
        lines.append("effects: " + ", ".join(blow.effects))
    return "\n".join(lines)
