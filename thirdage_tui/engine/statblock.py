"""One stat block for heroes and creatures alike (2.2, 3.3, 3.5, 3.6; G4.2-G4.5, G4.8): abilities,
hit points per location, damage bonus, Defence, move, ENC and what carrying too much costs, strike
ranks and weapon lines, all derived here and only here from the rule tables. A hero's sheet
(`engine.sheet`) and a creature's (`combat.creatures`) say only what each has: attributes, a body,
armour, the weapons held with their points, and skill points."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from thirdage_tui.content.models.base import ABILITIES
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.skills import skill_ability, skill_name
from thirdage_tui.engine.strike_rank import length_sr

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import NaturalWeapon
    from thirdage_tui.content.models.equipment import Weapon
    from thirdage_tui.content.models.tables import Body, EncRules, StrikeRankRules
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.encumbrance import Enc


@dataclass(frozen=True)
class Burden:
    """What carrying too much costs (3.3): for each whole point of ENC over the maximum, so much off
    move, Defence and every skill, weapons included, and so much on every strike rank."""

    move: int
    defence: int
    strike_rank: int
    skills: int

    @classmethod
    def of(cls, enc: Enc, rules: EncRules) -> Burden:
        over = enc.over
        return cls(over * rules.move_per_point, over * rules.defence_per_point, over * rules.strike_rank_per_point,
                   over * rules.skills_per_point)


@dataclass(frozen=True)
class Wielded:
    """A weapon as one fighter holds it, before anything is derived: his points in attacking and
    parrying with it (None: it cannot), its own damage dice, whether the damage bonus adds to them,
    and the strike rank of its length (None: it is shot or thrown, and goes by DEX alone)."""

    id: str
    name: str
    attack: int | None
    parry: int | None
    damage: Dice
    adds_bonus: bool
    length_sr: int | None
    range_ft: int | None

    @classmethod
    def weapon(cls, weapon: Weapon, attack: int, parry: int) -> Wielded:
        """A weapon of the weapon table, with the points held in it."""
        return cls(weapon.id, weapon.name, attack if weapon.attacks else None, parry if weapon.parries else None,
                   Dice.parse(weapon.damage or ""), weapon.adds_damage_bonus,
                   None if weapon.ranged else weapon.strike_rank or 0, weapon.range_ft)

    @classmethod
    def natural(cls, natural: NaturalWeapon) -> Wielded:
        """A creature's own bite, claw, touch or breath (a breath reaches: it goes by DEX alone)."""
        return cls(natural.id, natural.name, natural.attack, natural.parry, Dice.parse(natural.damage),
                   natural.adds_damage_bonus, None if natural.range_ft else natural.strike_rank, natural.range_ft)


@dataclass(frozen=True)
class WeaponLine:
    """One weapon as a sheet shows it; `attack` None for shields, `parry` None for missile weapons."""

    id: str
    name: str
    attack: int | None
    parry: int | None
    damage: str
    strike_rank: int
    range_ft: int | None


@dataclass(frozen=True, kw_only=True)
class StatBlock:
    """What heroes and creatures alike derive from their attributes (GUIDE §3 keys).
    Levels and ranks already carry the ENC penalty."""

    name: str
    attributes: dict[str, int]
    abilities: dict[str, int]
    defence: int
    hit_points: int
    damage_bonus: str
    locations: dict[str, int]
    armour: dict[str, int]
    move: int
    enc: Enc
    weapons: tuple[WeaponLine, ...]
    skills: dict[str, int]
    """Each skill's level by name, grouped by ability and then by name."""
    skills_by_ability: dict[str, dict[str, int]]


def stat_block(content: Content, *, name: str, attributes: dict[str, int], body: Body, armour: dict[str, int],
               base_move: int, enc: Enc, wielded: Sequence[Wielded], skill_points: dict[str, int]) -> StatBlock:
    """The derived values of a fighter who has these attributes, armour (per location), weapons and
    skill points, and carries `enc`."""
    tables = content.tables
    mods = ab.ability_modifiers(attributes, tables)
    burden = Burden.of(enc, tables.enc)
    total = ab.hit_points(attributes, tables)
    bonus = ab.damage_bonus(attributes, tables)
    levels = skill_levels(skill_points, content, mods, burden)
    return StatBlock(
        name=name, attributes=dict(attributes), abilities=mods,
        defence=max(0, max(0, mods["defence"]) + burden.defence),
        hit_points=total, damage_bonus=bonus, locations=ab.location_hit_points(total, body, tables), armour=armour,
        move=0 if enc.cannot_move else max(0, base_move + burden.move), enc=enc,
        weapons=tuple(weapon_line(w, attributes, mods, bonus, burden, tables.strike_rank) for w in wielded),
        skills={skill: level for group in levels.values() for skill, level in group.items()},
        skills_by_ability=levels)


def weapon_line(wielded: Wielded, attributes: dict[str, int], mods: dict[str, int], bonus: str, burden: Burden,
                rules: StrikeRankRules) -> WeaponLine:
    """Attack and parry are points plus the Attack or Parry modifier, less the ENC penalty (G4.4); the
    strike rank is the length's (or DEX's alone), plus the ENC penalty (G4.5, G4.8)."""
    return WeaponLine(
        id=wielded.id, name=wielded.name,
        attack=None if wielded.attack is None else wielded.attack + mods["attack"] + burden.skills,
        parry=None if wielded.parry is None else wielded.parry + mods["parry"] + burden.skills,
        damage=_damage(wielded.damage, bonus if wielded.adds_bonus else ""),
        strike_rank=length_sr(rules, attributes, wielded.length_sr) + burden.strike_rank,
        range_ft=wielded.range_ft)


@lru_cache(maxsize=1024)
def _damage(own: Dice, bonus: str) -> str:
    """A weapon's damage as a sheet writes it: its own dice and the damage bonus, if it adds one."""
    return str(own + Dice.parse(bonus) if own else own)


def skill_levels(points: dict[str, int], content: Content, mods: dict[str, int], burden: Burden
                 ) -> dict[str, dict[str, int]]:
    """Each skill's level (points + ability modifier + ENC penalty), grouped by ability, by name."""
    grouped: dict[str, dict[str, int]] = {}
    penalty = burden.skills
    for key, ability, name in _skill_layout(tuple(points), content):
        group = grouped.get(ability)
        if group is None:
            group = grouped[ability] = {}
        group[name] = points[key] + mods[ability] + penalty
    return grouped


def _skill_layout(keys: tuple[str, ...], content: Content) -> tuple[tuple[str, str, str], ...]:
    """Skill keys as a stat block lists them, each with its ability and name: by ability, then by
    name (worked out once per set of keys: every individual of a kind has the same)."""
    layouts: dict[tuple[str, ...], tuple[tuple[str, str, str], ...]] = content.derived("skill layouts", lambda _: {})
    layout = layouts.get(keys)
    if layout is None:
        order: dict[str, int] = {a: n for n, a in enumerate(ABILITIES)}
        named = [(key, skill_ability(content, key), skill_name(content, key)) for key in keys]
        layout = layouts[keys] = tuple(sorted(named, key=lambda k: (order[k[1]], k[2])))
    return layout


def block_fields(block: StatBlock) -> dict[str, Any]:
    """The stat block's own values, to build a sheet that extends it."""
    return {f.name: getattr(block, f.name) for f in fields(StatBlock)}


def first_weapon(weapons: Sequence[tuple[int | None, bool, bool]], keeps_away: bool | None = None) -> int:
    """The weapon a fighter takes in hand as a fight starts, by index (-1: none): his best melee
    weapon by attack, or his best missile weapon if he fights from afar. `weapons` are each (attack,
    None for one he cannot strike with or hold; shot or thrown; thrown), thrown ones kept for
    throwing. `keeps_away` is a creature's behaviour; None (a hero) fights from afar when his
    missile weapon is the better."""
    melee = _best(weapons, ranged=False)
    missile = _best(weapons, ranged=True)
    if keeps_away is None:
        keeps_away = missile >= 0 and (melee < 0 or (weapons[missile][0] or 0) > (weapons[melee][0] or 0))
    return missile if (keeps_away and missile >= 0) or melee < 0 else melee


def _best(weapons: Sequence[tuple[int | None, bool, bool]], ranged: bool) -> int:
    """The index of the highest attack among melee (or shot, never thrown) weapons; -1 if none."""
    best, best_attack = -1, None
    for index, (attack, shot, thrown) in enumerate(weapons):
        if attack is None or shot != ranged or (ranged and thrown):
            continue
        if best_attack is None or attack > best_attack:
            best, best_attack = index, attack
    return best
