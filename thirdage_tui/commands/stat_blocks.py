"""`thirdage bestiary list` and `thirdage bestiary show ID [--seed N]`: stat blocks."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import add_mod_option, emit_json, find_or_usage, load_or_exit
from thirdage_tui.engine.wording import him, his

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.combat.creatures import CreatureSheet
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.models.bestiary import Creature, Special
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.statblock import WeaponLine

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
        print(f"{c.id:<18} {c.name:<26} danger {c.danger:>2}  {land_names(content, c.habitats)}{mark}")
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
    data["special_words"] = [special_words(special, sheet) for special in creature.specials]
    data["odds"] = table_odds(sheet, content)
    if args.json:
        emit_json(data)
    else:
        print(text_block(data, content))
    return 0


def stat_block(creature: Creature, sheet: CreatureSheet, seed: int | None) -> dict:
    """The JSON of one creature: the hero sheet's keys, then what only creatures have."""
    from thirdage_tui.content.models.base import dump

    return {
        "id": creature.id, "name": creature.name, "family": creature.family, "seed": seed,
        "attribute_dice": dict(creature.attributes), "attributes": sheet.attributes, "abilities": sheet.abilities,
        "defence": sheet.defence, "hit_points": sheet.hit_points, "damage_bonus": sheet.damage_bonus,
        "body": creature.body, "locations": sheet.locations, "armour": sheet.armour, "move": sheet.move,
        "enc": {"carried": sheet.enc.carried, "max": sheet.enc.max},
        "weapons": [{k: getattr(w, k) for k in WEAPON_KEYS} | {"range_ft": w.range_ft} for w in sheet.weapons],
        "skills": sheet.skills, "habitats": list(creature.habitats), "danger": creature.danger,
        "legendary": creature.legendary, "mount": creature.mount,
        "behaviour": dump(creature.behaviour), "specials": [dump(s, exclude_defaults=True) for s in creature.specials],
        "loot": dump(creature.loot), "description": creature.description,
    }


def text_block(data: dict, content: Content) -> str:
    """A stat block to read at the table, in words."""
    lines = [(f"{data['name']} ({data['family']}, danger {data['danger']}"
              f"{', legendary' if data['legendary'] else ''})"), data["description"], ""]
    lines.append("  ".join(f"{k} {v}" for k, v in data["attributes"].items()))
    lines.append(f"Hit points {data['hit_points']}  Defence {data['defence']}  Damage bonus "
                 f"{data['damage_bonus'] or 'none'}  Move {data['move']}")
    names = {loc.id: loc.name for loc in content.bodies[data["body"]].locations}
    lines.append("Locations (hit points, armour): " + ", ".join(f"{names[loc]} {hp} ({data['armour'][loc]})"
                                                               for loc, hp in data["locations"].items()))
    for w in data["weapons"]:
        parts = [w["name"], f"attack {w['attack']}" if w["attack"] is not None else "",
                 f"parry {w['parry']}" if w["parry"] is not None else "", w["damage"], f"SR {w['strike_rank']}"]
        lines.append("  " + "  ".join(p for p in parts if p))
    if data["skills"]:
        lines.append("Skills: " + ", ".join(f"{k} {v}" for k, v in data["skills"].items()))
    for words in data.get("special_words", ()):
        lines.append(f"Special: {words}")
    odds = data.get("odds")
    if odds:
        lines += odds_lines(odds, data["defence"], content.bestiary[data["id"]].pronoun)
    lines.append("Haunts: " + land_names(content, data["habitats"]))
    return "\n".join(lines)


def odds_lines(odds: dict, defence: int, pronoun: str) -> list[str]:
    """The odds against an average hero in words: its Defence and parry told only where it has them."""
    lines = [f"Against an average hero (attack {AVERAGE_ATTACK}, parry {AVERAGE_PARRY}, Defence 0):"]
    for blow in odds["its_blows"]:
        parried = "no weapon parries it" if blow["missile"] else f"{blow['unparried']:.0%} past the hero's parry"
        lines.append(f"  {his(pronoun)} {blow['weapon']}: hits {blow['hit']:.0%} (critical {blow['critical']:.0%}), "
                     f"{parried}, {blow['mean_damage']:g} damage")
    hits = f"  the hero hits {him(pronoun)} {odds['hero_hits']:.0%}"
    if defence:
        hits += f" against {his(pronoun)} Defence {defence} ({odds['hero_hits_undefended']:.0%} without)"
    if odds["its_parry"] is not None:
        hits += f", {odds['hero_unparried']:.0%} past {his(pronoun)} parry"
    return [*lines, hits]


def land_names(content: Content, lands: Sequence[str]) -> str:
    """Lands (a creature's haunts, a region of encounter tables) in words: a region's name, else the words
    of the id."""
    from thirdage_tui.engine.skills import id_words

    return ", ".join(content.regions[land].name if land in content.regions else id_words(land) for land in lands)


AVERAGE_ATTACK = AVERAGE_PARRY = 10
"""An average starting hero's weapon: 10 points and a modifier of 0 at attributes of 10 (G4.2, G4.4)."""


def missile(line: WeaponLine) -> bool:
    """A weapon only shot or thrown: the average hero's weapon cannot parry it (3.4.3), only a shield."""
    return line.range_ft is not None and line.parry is None


def chance(skill: int) -> float:
    """The chance of a d20 at or under `skill`."""
    return min(max(skill, 0), 20) / 20


def table_odds(sheet: CreatureSheet, content: Content) -> dict:
    """The chances a referee wants at hand (G4.6): each of its blows against an average hero, and
    an average hero's blow against it (with its whole Defence against him, and with none)."""
    from thirdage_tui.combat.rules import CombatRules
    from thirdage_tui.engine.dice import Dice

    rules = CombatRules.from_tables(content.tables)
    blows = [{"weapon": w.name, "hit": chance(w.attack), "critical": chance(rules.critical_max(w.attack)),
              "missile": missile(w),
              "unparried": chance(w.attack) if missile(w) else round(chance(w.attack) * (1 - chance(AVERAGE_PARRY)), 4),
              "mean_damage": round(Dice.parse(w.damage).mean, 1)}
             for w in sheet.weapons if w.attack is not None]
    parry = max((w.parry for w in sheet.weapons if w.parry is not None), default=None)
    hero_hits = chance(AVERAGE_ATTACK - sheet.defence)
    return {"its_blows": blows, "hero_hits": hero_hits, "hero_hits_undefended": chance(AVERAGE_ATTACK),
            "hero_unparried": round(hero_hits * (1 - chance(parry or 0)), 4), "its_parry": parry}


def special_words(special: Special, sheet: CreatureSheet) -> str:
    """What a special ability does, in words, with its numbers (content/models/bestiary.py)."""
    weapon = next((w.name for w in sheet.weapons if w.id == special.weapon), special.weapon or "")
    words = {
        "daylight_penalty": f"in daylight {special.amount:+d} to every attack and parry",
        "daylight_immune": "the sun does not weaken it",
        "sunlight_stone": "caught in daylight it turns to stone (out of the fight at once)",
        "venom": (f"venom: when its {weapon} wounds, an opposed roll of potency {special.potency} against the "
                  f"victim's {special.opposed}; if the venom wins, {special.dice} more damage there, armour no help"),
        "cold_touch": (f"cold: when its {weapon} wounds, {special.dice} more damage there, armour no help, and "
                       f"potency {special.potency} against the victim's {special.opposed}, or he is numbed "
                       f"({special.amount:+d} to his attacks for the fight)"),
        "terror": (f"terror: whoever would attack it rolls his {special.opposed} against its own, opposed, or "
                   f"quails that round (Courage overcomes it)"),
        "drag_down": (f"drags down: when its {weapon} wounds, the victim's {special.opposed} against its STR, "
                      f"or he is pulled to the ground"),
        "spirit": "a spirit: Abjure can turn it",
        "fire": f"its {weapon} burns (Dragon Hide takes some of the damage off)",
        "flying": "flies: only missiles and reach weapons find it unless it stoops to attack",
    }
    return words[special.type]
