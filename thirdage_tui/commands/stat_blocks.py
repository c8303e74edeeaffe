"""`thirdage bestiary list` and `thirdage bestiary show ID [--seed N]`: stat blocks."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import add_mod_option, emit_json, find_or_usage, load_or_exit

if TYPE_CHECKING:
    from thirdage_tui.combat.creatures import CreatureSheet
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.models.bestiary import Creature

WEAPON_KEYS = ("id", "name", "attack", "parry", "damage", "strike_rank")


def register(sub: Subcommands) -> None:
    """Add `bestiary list` and `bestiary show`."""
    actions = sub.add_parser("bestiary", help="the foes of the age and their stat blocks").add_subparsers(
        dest="bestiary_command", metavar="ACTION", required=True)
    list_p = actions.add_parser("list", help="every creature, with its danger and haunts")
    add_mod_option(list_p)
    list_p.add_argument("--json", action="store_true")
    list_p.set_defaults(handler=bestiary_list)
    show = actions.add_parser("show", help="one creature's stat block")
    add_mod_option(show)
    show.add_argument("id", metavar="ID")
    show.add_argument("--seed", type=int, help="roll one individual instead of the typical one")
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=bestiary_show)


def bestiary_list(args: argparse.Namespace) -> int:
    content = load_or_exit(args)
    creatures = sorted(content.bestiary.values(), key=lambda c: (c.danger, c.id))
    if args.json:
        emit_json([{"id": c.id, "name": c.name, "family": c.family, "danger": c.danger, "legendary": c.legendary,
                    "habitats": list(c.habitats)} for c in creatures])
        return 0
    for c in creatures:
        mark = "  (legendary: never met at random)" if c.legendary else ""
        print(f"{c.id:<18} {c.name:<26} danger {c.danger:>2}  {', '.join(c.habitats)}{mark}")
    return 0


def bestiary_show(args: argparse.Namespace) -> int:
    from random import Random

    from thirdage_tui.combat.creatures import creature_sheet, roll_attributes
    from thirdage_tui.content.kinds import BESTIARY

    content = load_or_exit(args)
    creature = find_or_usage(content, BESTIARY, args.id)
    attrs = roll_attributes(creature, Random(args.seed)) if args.seed is not None else None
    sheet = creature_sheet(creature, content, attrs)
    data = stat_block(creature, sheet, args.seed)
    if args.json:
        emit_json(data)
    else:
        print(text_block(data))
    return 0


def stat_block(creature: Creature, sheet: CreatureSheet, seed: int | None) -> dict:
    """The JSON of one creature: the hero sheet's keys, then what only creatures have."""
    return {
        "id": creature.id, "name": creature.name, "family": creature.family, "seed": seed,
        "attribute_dice": dict(creature.attributes), "attributes": sheet.attributes, "abilities": sheet.abilities,
        "defence": sheet.defence, "hit_points": sheet.hit_points, "damage_bonus": sheet.damage_bonus,
        "body": creature.body, "locations": sheet.locations, "armour": sheet.armour, "move": sheet.move,
        "enc": {"carried": sheet.enc.carried, "max": sheet.enc.max},
        "weapons": [{k: getattr(w, k) for k in WEAPON_KEYS} | {"range_ft": w.range_ft} for w in sheet.weapons],
        "skills": sheet.skills, "habitats": list(creature.habitats), "danger": creature.danger,
        "legendary": creature.legendary, "mount": creature.mount,
        "behaviour": creature.behaviour.model_dump(), "specials": [s.model_dump(exclude_defaults=True)
                                                                   for s in creature.specials],
        "loot": creature.loot.model_dump(), "description": creature.description,
    }


def text_block(data: dict) -> str:
    """A stat block to read at the table."""
    lines = [(f"{data['name']} ({data['family']}, danger {data['danger']}"
              f"{', legendary' if data['legendary'] else ''})"), data["description"], ""]
    lines.append("  ".join(f"{k} {v}" for k, v in data["attributes"].items()))
    lines.append(f"Hit points {data['hit_points']}  Defence {data['defence']}  Damage bonus "
                 f"{data['damage_bonus'] or 'none'}  Move {data['move']}")
    lines.append("Locations: " + ", ".join(f"{loc} {hp} ({data['armour'][loc]})"
                                           for loc, hp in data["locations"].items()))
    for w in data["weapons"]:
        parts = [w["name"], f"attack {w['attack']}" if w["attack"] is not None else "",
                 f"parry {w['parry']}" if w["parry"] is not None else "", w["damage"], f"SR {w['strike_rank']}"]
        lines.append("  " + "  ".join(p for p in parts if p))
    if data["skills"]:
        lines.append("Skills: " + ", ".join(f"{k} {v}" for k, v in data["skills"].items()))
    if data["specials"]:
        lines.append("Special: " + ", ".join(s["type"].replace("_", " ") for s in data["specials"]))
    lines.append("Haunts: " + ", ".join(data["habitats"]))
    return "\n".join(lines)
