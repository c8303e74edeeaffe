"""The hero file: the sheet as JSON (GUIDE §3) plus the hero's own state, which rebuilds him."""

from __future__ import annotations

from dataclasses import MISSING, asdict, fields
from typing import TYPE_CHECKING

from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import BACKGROUNDS, HERO_MAGIC, NATIONS, RACES, SKILLS, SPELLS, WEAPONS
from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine.attributes import species_maximum
from thirdage_tui.engine.hero import Hero, clean_name, split_skill_key, ticked_weapon
from thirdage_tui.engine.inventory import check_placement
from thirdage_tui.engine.items import item_kind
from thirdage_tui.engine.refusals import ArmourError, CreationError, HeroFileError, PackError
from thirdage_tui.engine.sheet import Sheet, character_sheet
from thirdage_tui.engine.skills import with_specialisation

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

FORMAT = 1
MAX_SCORE = 10_000
"""The most an attribute, a skill, a weapon's level, a Hero Magic level or a wound can be in a hero file."""
MAX_SILVER = 10**9
MAX_ITEMS = 1000
"""The most spells, things carried or ticks a hero file lists (or skills, weapons, wounds it keys)."""
WEAPON_KEYS = ("id", "name", "attack", "parry", "damage", "strike_rank")

# field: (type, optional) of the state; containers are checked item by item below.
_STATE: dict[str, tuple[type | tuple[type, ...], bool]] = {
    "name": (str, False), "race": (str, False), "nation": ((str, type(None)), True), "background": (str, False),
    "attributes": (dict, False), "weapons": (dict, True), "skills": (dict, True), "hero_magic": (dict, True),
    "spells": (list, True), "equipment": (list, True), "silver": (int, True), "pow_spent": (int, True),
    "ticks": (list, True), "wounds": (dict, True), "unworn": (list, True), "loaded": (list, True),
    "wielded": ((str, type(None)), True),
    "pronoun": (str, True),
}
HERO_PRONOUNS = ("he", "she")
"""What a hero may be spoken of as (a creature may also be "it")."""


def hero_json(hero: Hero, content: Content, sheet: Sheet | None = None) -> dict[str, object]:
    """The hero's sheet (GUIDE §3 keys) and state as JSON: the saved hero file and `thirdage hero show
    --json` are this under a declared format (`persistence.heroes.hero_document`)."""
    s = sheet or character_sheet(hero, content)
    return {
        "name": s.name, "race": s.race, "nation": s.nation, "background": s.background,
        "attributes": s.attributes, "abilities": s.abilities, "defence": s.defence, "hit_points": s.hit_points,
        "damage_bonus": s.damage_bonus, "locations": s.locations, "armour": s.armour, "move": s.move,
        "enc": {"carried": s.enc.carried, "max": s.enc.max},
        "weapons": [{k: getattr(w, k) for k in WEAPON_KEYS} for w in s.weapons],
        "skills": s.skills, "hero_magic": s.hero_magic, "spells": list(s.spells), "silver": s.silver,
        "equipment": list(s.equipment),
        "state": {"format": FORMAT, **asdict(hero)},
    }


def hero_from_json(data: object, content: Content) -> Hero:
    """Rebuild a hero from his file; HeroFileError names the first problem found."""
    if not isinstance(data, dict) or not isinstance(data.get("state"), dict):
        raise HeroFileError("not a hero file: expected a JSON object with a 'state' object")
    state = dict(data["state"])
    if state.pop("format", FORMAT) != FORMAT:
        raise HeroFileError(f"hero file format {data['state']['format']!r} is not supported (expected {FORMAT})")
    _check_shape(state)
    missing = [f.name for f in fields(Hero) if f.name not in state and f.default is MISSING
               and f.default_factory is MISSING]
    if missing:
        raise HeroFileError(f"state: missing key {missing[0]!r}")
    hero = Hero(**{f.name: state[f.name] for f in fields(Hero) if f.name in state})
    try:
        _check_ids(hero, content)
        character_sheet(hero, content)
    except (UnknownId, CreationError, ArmourError, PackError) as exc:
        raise HeroFileError(f"state: {exc}") from None
    return hero


def _check_shape(state: dict[str, object]) -> None:
    for key in state:
        if key not in _STATE:
            raise HeroFileError(f"state: unknown key {key!r}; expected: {', '.join(_STATE)}")
    counts: dict[str, dict[str, object]] = {}
    ids: dict[str, list[object]] = {}
    for key, (kind, optional) in _STATE.items():
        if key not in state:
            if not optional:
                raise HeroFileError(f"state: missing key {key!r}")
            continue
        value = state[key]
        if not isinstance(value, kind) or isinstance(value, bool):
            raise HeroFileError(f"state.{key}: wrong type {type(value).__name__}")
        if isinstance(value, dict | list) and len(value) > MAX_ITEMS:
            raise HeroFileError(f"state.{key}: {len(value):,} of them; a hero has at most {MAX_ITEMS:,}")
        if isinstance(value, dict):
            counts[key] = value
        elif isinstance(value, list):
            ids[key] = value
    _check_ints(counts["attributes"], "state.attributes")
    if sorted(counts["attributes"]) != sorted(ATTRS):
        raise HeroFileError(f"state.attributes: expected exactly {', '.join(ATTRS)}")
    for key in ("weapons", "skills", "hero_magic", "wounds"):
        _check_ints(counts.get(key, {}), f"state.{key}")
    _check_ints({k: state[k] for k in ("silver", "pow_spent") if k in state}, "state", MAX_SILVER)
    for key in ("spells", "equipment", "ticks", "unworn", "loaded"):
        if not all(isinstance(v, str) for v in ids.get(key, [])):
            raise HeroFileError(f"state.{key}: expected a list of ids")
    if state.get("pronoun", "he") not in HERO_PRONOUNS:
        raise HeroFileError(f"state.pronoun: {str(state['pronoun'])[:20]!r}; expected {' or '.join(HERO_PRONOUNS)}")


def _check_ints(mapping: dict[str, object], where: str, top: int = MAX_SCORE) -> None:
    for name, value in mapping.items():
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= top:
            raise HeroFileError(f"{where}.{name}: expected a whole number from 0 to {top:,}, got {str(value)[:20]}")


def _check_ids(hero: Hero, content: Content) -> None:
    clean_name(hero.name)
    race = content.get(RACES, hero.race)
    rules = content.tables.attributes
    for attr in ATTRS:
        value, top = hero.attributes[attr], species_maximum(race, attr, rules)
        if not rules.minimum <= value <= top:
            raise CreationError(f"attributes: {attr} {value} is outside {rules.minimum}-{top}, the {race.name}'s "
                                f"range (2.1: never below {rules.minimum}, at most the highest roll plus 3, G4.1)")
    content.get(BACKGROUNDS, hero.background)
    if hero.nation is not None:
        content.get(NATIONS, hero.nation)
    for weapon in hero.weapons:
        content.get(WEAPONS, weapon)
    for key in hero.skills:
        _check_skill_key(key, content)
    for key in hero.ticks:
        if ticked := ticked_weapon(key):
            content.get(WEAPONS, ticked)
        else:
            _check_skill_key(key, content)
    for magic, level in hero.hero_magic.items():
        top = content.get(HERO_MAGIC, magic).max_level
        if not 1 <= level <= top:
            raise CreationError(f"hero magic {magic!r} level {level} is outside 1-{top}")
    for spell in hero.spells:
        content.get(SPELLS, spell)
    for thing in hero.equipment:
        item_kind(content, thing)
    check_placement(hero, content)
    locations = {loc.id for loc in content.bodies[race.body].locations}
    for loc in hero.wounds:
        if loc not in locations:
            raise CreationError(f"wounds: unknown location {loc!r}; expected one of: {', '.join(sorted(locations))}")


def _check_skill_key(key: str, content: Content) -> None:
    skill_id, spec = split_skill_key(key)
    if with_specialisation(content.get(SKILLS, skill_id), spec) != key:
        raise CreationError(f"skill {key!r} needs a specialisation of {skill_id}")
