"""`thirdage hero new`, `thirdage hero edit` and `thirdage hero show`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    UsageError,
    add_mod_option,
    cannot_write,
    emit_json,
    load_or_exit,
    path_arg,
    refuse_overwrite,
    whole_number,
)

if TYPE_CHECKING:
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.creation import Draft
    from thirdage_tui.engine.hero import Hero

ATTRIBUTE_ORDER = ("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA")


def register(sub: Subcommands) -> None:
    """Add `hero new`, `hero edit` and `hero show`."""
    actions = sub.add_parser("hero", help="make or show a hero").add_subparsers(
        dest="hero_command", metavar="ACTION", required=True)
    new = actions.add_parser("new", help="create a hero by the rules")
    add_mod_option(new)
    new.add_argument("--race", required=True, help="human, noldor, sindar, avari, dwarf or hobbit")
    new.add_argument("--nation", help="for humans: gondor, rohirrim, dunedain, beorning, lakepeople or bree")
    new.add_argument("--background", required=True)
    new.add_argument("--name")
    new.add_argument("--seed", type=int, help="the seed that makes every choice left open")
    new.add_argument("--attributes", metavar="STR=..,CON=..,...", help="final values, after racial modifiers")
    new.add_argument("--weapons", metavar="A,B,C", help="in order of points: the first at 10, the others at 5")
    new.add_argument("--skills", metavar="A,B,...", help="in order of level: the one at 16, then 10s, then 5s")
    new.add_argument("--hero-magic", metavar="NAME[=LEVEL],...", help="Hero Magic bought with the background's points")
    new.add_argument("--spells", metavar="A,B,...", help="spells learnt (Mages)")
    new.add_argument("--out", type=path_arg, metavar="FILE", help="write the hero file here")
    new.add_argument("--force", action="store_true", help="replace a hero file already at --out")
    new.add_argument("--json", action="store_true", help="print the hero as JSON")
    new.set_defaults(handler=hero_new)

    edit = actions.add_parser("edit", help="enter a veteran: trained values within the rules' bounds")
    add_mod_option(edit)
    edit.add_argument("file", type=path_arg)
    edit.add_argument("--attributes", metavar="STR=..,...", help="any of the seven, up to the species maximum")
    edit.add_argument("--skills", metavar="NAME=LEVEL,...", help="skill levels (points + ability modifier)")
    edit.add_argument("--weapons", metavar="NAME=POINTS,...", help="weapon points (attack and parry add modifiers)")
    edit.add_argument("--hero-magic", metavar="NAME=LEVEL,...", help="Hero Magic known, beyond the starting points")
    edit.add_argument("--spells", metavar="A,B,...", help="spells to add to those known")
    edit.add_argument("--wounds", metavar="LOC=N,...", help="hit points lost by location (the whole set; none: healed)")
    edit.add_argument("--pow-spent", type=int, metavar="N", help="POW spent and not yet rested back")
    edit.add_argument("--pronoun", choices=("he", "she"), help="how the game speaks of the hero")
    edit.add_argument("--out", type=path_arg, metavar="FILE", help="write here instead of over FILE")
    edit.add_argument("--force", action="store_true", help="replace a file already at --out")
    edit.add_argument("--json", action="store_true", help="print the hero as JSON")
    edit.set_defaults(handler=hero_edit)

    show = actions.add_parser("show", help="the character sheet of a hero file")
    add_mod_option(show)
    show.add_argument("file", type=path_arg)
    show.add_argument("--json", action="store_true")
    show.set_defaults(handler=hero_show)


def hero_new(args: argparse.Namespace) -> int:
    """Make a hero from the choices given, the rest from the seed."""
    import random

    from thirdage_tui.content import UnknownId
    from thirdage_tui.engine.creation import CreationError, Draft
    from thirdage_tui.persistence.heroes import hero_document

    if args.out:
        refuse_overwrite(args.out, args.force)
    content = load_or_exit(args)
    draft = Draft(content, random.Random(args.seed))
    try:
        draft.set_race(args.race)
        for option, choose in _choices(draft):
            value = getattr(args, option)
            if value is not None:
                choose(value)
        draft.fill_defaults()
        hero = draft.build()
    except (CreationError, UnknownId) as exc:
        raise UsageError(str(exc)) from None
    if frail := draft.frailty():
        print(f"note: {frail}", file=sys.stderr)
    data = hero_document(hero, content)
    if args.out:
        _save_hero(args.out, hero, content)
    if args.json:
        emit_json(data)
    elif not args.out:
        print(format_sheet(data, content))
    else:
        print(f"{data['name']} written to {args.out}")
    return 0


def _choices(draft: Draft) -> list[tuple[str, Callable[[str], None]]]:
    """Each option of `hero new` after --race, in the order the draft takes them, with how it is taken."""
    return [("nation", draft.set_nation), ("background", draft.set_background),
            ("attributes", lambda text: draft.set_attributes(parse_attributes(text))),
            ("weapons", lambda text: draft.set_weapons(split_list(text))),
            ("skills", lambda text: draft.set_skills(split_list(text))),
            ("hero_magic", lambda text: draft.set_hero_magic(parse_levels(text))),
            ("spells", lambda text: draft.set_spells(split_list(text))), ("name", draft.set_name)]


def hero_edit(args: argparse.Namespace) -> int:
    """Set a veteran's values in his file, each checked against the rule that bounds it."""
    from thirdage_tui.commands.fighter_refs import load_hero
    from thirdage_tui.engine.veteran import Edit, EditError, edit_hero
    from thirdage_tui.persistence.heroes import hero_document

    if args.out and args.out.resolve() != args.file.resolve():
        refuse_overwrite(args.out, args.force)
    content = load_or_exit(args)
    hero = load_hero(content, args.file)
    edit = Edit(attributes=parse_numbers(args.attributes or "", "--attributes", upper=True),
                skills=parse_numbers(args.skills or "", "--skills"),
                weapons=parse_numbers(args.weapons or "", "--weapons"),
                hero_magic=parse_numbers(args.hero_magic or "", "--hero-magic"),
                spells=tuple(split_list(args.spells or "")),
                wounds=None if args.wounds is None else parse_numbers(args.wounds, "--wounds"),
                pow_spent=args.pow_spent, pronoun=args.pronoun)
    try:
        edited = edit_hero(hero, edit, content)
    except EditError as exc:
        raise UsageError(str(exc)) from None
    out = args.out or args.file
    _save_hero(out, edited, content)
    data = hero_document(edited, content)
    if args.json:
        emit_json(data)
    else:
        print(f"{data['name']} written to {out}")
    return 0


def parse_numbers(text: str, option: str, *, upper: bool = False) -> dict[str, int]:
    """'Climb=12,Know Enemy (Orcs)=9' -> {'Climb': 12, ...}; a usage error naming the form."""
    values: dict[str, int] = {}
    for part in split_list(text):
        name, sep, value = part.rpartition("=")
        number = whole_number(value)
        name = name.strip().upper() if upper else name.strip()
        if not sep or not name or number is None:
            raise UsageError(f"{option}: {part!r} is not NAME=NUMBER")
        if name.lower() in map(str.lower, values):
            raise UsageError(f"{option}: {name} given twice")
        values[name] = number
    return values


def hero_show(args: argparse.Namespace) -> int:
    """Show a hero file's sheet (recomputed from its state, so it is always by the current rules)."""
    from thirdage_tui.commands.fighter_refs import load_hero
    from thirdage_tui.persistence.heroes import hero_document

    content = load_or_exit(args)
    data = hero_document(load_hero(content, args.file), content)
    if args.json:
        emit_json(data)
    else:
        print(format_sheet(data, content))
    return 0


def _save_hero(path: Path, hero: Hero, content: Content) -> None:
    """Write the hero file (`persistence.heroes.write_hero`); a usage error saying why it is not written."""
    from thirdage_tui.persistence.heroes import RefusedWrite, write_hero

    try:
        write_hero(path, hero, content)
    except RefusedWrite as exc:
        raise UsageError(str(exc)) from None
    except OSError as exc:
        raise cannot_write("the hero file", path, exc) from None


def split_list(text: str) -> list[str]:
    """'a, b,c' -> ['a', 'b', 'c']."""
    return [part.strip() for part in text.split(",") if part.strip()]


def parse_attributes(text: str) -> dict[str, int]:
    """'STR=12,CON=9,...' -> {'STR': 12, ...}; a usage error for anything else."""
    values: dict[str, int] = {}
    for part in split_list(text):
        name, sep, value = part.partition("=")
        name, number = name.strip().upper(), whole_number(value)
        if not sep or name not in ATTRIBUTE_ORDER or number is None:
            raise UsageError(f"--attributes: {part!r} is not NAME=NUMBER with NAME one of {', '.join(ATTRIBUTE_ORDER)}")
        if name in values:
            raise UsageError(f"--attributes: {name} given twice")
        values[name] = number
    missing = [a for a in ATTRIBUTE_ORDER if a not in values]
    if missing:
        raise UsageError(f"--attributes: give all seven; missing {', '.join(missing)}")
    return values


def parse_levels(text: str) -> dict[str, int]:
    """'Shield=2,Blur' -> {'Shield': 2, 'Blur': 1}."""
    levels: dict[str, int] = {}
    for part in split_list(text):
        name, sep, level = part.partition("=")
        name, number = name.strip(), whole_number(level) if sep else 1
        if number is None:
            raise UsageError(f"--hero-magic: {part!r}: the level is a whole number")
        if name.lower() in map(str.lower, levels):
            raise UsageError(f"--hero-magic: {name} given twice")
        levels[name] = number
    return levels


def format_sheet(data: dict, content: Content) -> str:
    """A plain-text character sheet from hero JSON, in the content's words."""
    race = content.races[data["race"]]
    nation = f" ({content.nations[data['nation']].name})" if data["nation"] else ""
    title = f"{data['name']} — {race.name}{nation}, {content.backgrounds[data['background']].name}"
    places = {loc.id: loc.name for loc in content.bodies[race.body].locations}
    attrs = "  ".join(f"{a} {data['attributes'][a]}" for a in ATTRIBUTE_ORDER)
    abilities = "  ".join(f"{k.capitalize()} {v:+d}" for k, v in data["abilities"].items())
    vitals = (f"Defence {data['defence']}  Hit points {data['hit_points']}  "
              f"Damage bonus {data['damage_bonus'] or 'none'}  Move {data['move']}  "
              f"ENC {data['enc']['carried']:g}/{data['enc']['max']}  Silver {data['silver']}")
    lines = [title, "=" * len(title), attrs, abilities, vitals, "", "Location      HP  Armour"]
    lines += [f"{places.get(loc, loc):<12} {hp:>3}  {data['armour'].get(loc, 0):>6}"
              for loc, hp in data["locations"].items()]
    lines += ["", "Weapon                 Attack  Parry  Damage    SR"]
    for w in data["weapons"]:
        attack = "-" if w["attack"] is None else w["attack"]
        parry = "-" if w["parry"] is None else w["parry"]
        lines.append(f"{w['name']:<22} {attack:>6}  {parry:>5}  {w['damage'] or '-':<8} {w['strike_rank']:>3}")
    lines += ["", "Skills: " + ", ".join(f"{k} {v}" for k, v in data["skills"].items())]
    if data["hero_magic"]:
        lines.append("Hero Magic: " + ", ".join(f"{k} {v}" for k, v in data["hero_magic"].items()))
    if data["spells"]:
        lines.append("Spells: " + ", ".join(data["spells"]))
    lines.append("Equipment: " + ", ".join(data["equipment"]))
    return "\n".join(lines)
