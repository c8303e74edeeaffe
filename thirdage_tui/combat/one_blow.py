"""One blow with dice rolled at the table (`thirdage resolve attack`): the same code as a simulated
blow (`combat.attack.strike`), fed the referee's dice in the order of GUIDE §3, and explained: each
term of the target, the parry's target, the critical and fumble ranges, each die by its source,
the hit points before and after, the limb cap, the shield's stop and the fumble's counter-blow."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from thirdage_tui.combat import tactics
from thirdage_tui.combat.attack import AUTO, NO_PARRY, Blow, strike
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.lasting import add_effect
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.combat.specials import daylight_effect
from thirdage_tui.engine.abilities import LIMBS
from thirdage_tui.engine.dice import Dice, ScriptedDice

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.models.bestiary import SpecialType
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content

class ResolveError(ValueError):
    """Bad input for one blow: says what was expected."""


@dataclass(frozen=True)
class Side:
    """One fighter of the blow as the table has him: his fighter, the ENC penalty already in his
    weapon skills, the magic in effect on him (with its level), and whether he is on the ground."""

    profile: Profile
    enc_penalty: int = 0
    magic: tuple[tuple[Magic, int], ...] = ()
    down: bool = False


@dataclass(frozen=True)
class RolledDie:
    source: str
    sides: int
    face: int

    def json(self) -> dict[str, object]:
        return {"source": self.source, "sides": self.sides, "face": self.face}


@dataclass
class Explained:
    """A blow and everything a referee needs to check it by hand."""

    blow: Blow
    terms: list[tuple[str, int]]
    """What the attack's target is made of, in order; they add up to `blow.target`."""
    defence_used: int
    defence_left: int
    """The defender's Defence put against this attacker, and what he has not yet put against anyone."""
    parry_target: int | None
    critical_max: int
    fumble_min: int
    dice: list[RolledDie]
    location_name: str | None = None
    location_hp: tuple[int, int] | None = None
    """The struck location's hit points before and after."""
    total_hp: tuple[int, int] = (0, 0)
    """Total hit points before and after (what counts against them: the limb cap applied)."""
    hit_points: int = 0
    limb_cap: int = 0
    """Points the location took that did not count against total hit points (a limb loses at most
    twice its hit points from its wounds, G4.7)."""
    shield_stop: int = 0
    """Damage the parrying shield stopped (already off `blow.damage`)."""
    damage_before_shield: int | None = None
    counter_blow: str | None = None
    """After a fumble: who gets a free blow at the fumbler at once (3.4.4), and with what."""
    situation: list[str] = field(default_factory=list)
    weapon_name: str = ""
    """The words of the weapon struck with and of the item parried with (the blow keeps their ids)."""
    parry_name: str | None = None
    defence_of: int = 0
    """The defender's whole Defence this round, before it was shared (2.2.3)."""

    def json(self) -> dict[str, Any]:
        """GUIDE §3's keys of a blow, then the explanation."""
        return {**self.blow.json(),
                "target_terms": [{"term": t, "value": v} for t, v in self.terms],
                "defence_used": self.defence_used, "defence_left": self.defence_left, "defence_of": self.defence_of,
                "parry_target": self.parry_target,
                "critical_range": [1, self.critical_max] if self.critical_max else None,
                "fumble_range": [self.fumble_min, 20] if self.fumble_min <= 20 else None,
                "dice": [d.json() for d in self.dice],
                "location_name": self.location_name,
                "location_hp": None if self.location_hp is None else
                {"before": self.location_hp[0], "after": self.location_hp[1]},
                "total_hp": {"before": self.total_hp[0], "after": self.total_hp[1], "of": self.hit_points},
                "limb_cap": self.limb_cap, "shield_stop": self.shield_stop,
                "damage_before_shield": self.damage_before_shield, "counter_blow": self.counter_blow,
                "situation": self.situation}


def resolve_attack(content: Content, attacker: Profile | Side, weapon: str, defender: Profile | Side,
                   rolls: list[int], *, parry: str | None = None, defence: int = 0, skill_mod: int = 0,
                   daylight: bool = False) -> Blow:
    """Resolve one blow of `attacker`'s `weapon` on `defender`, consuming `rolls` in order (the
    blow only; `explain_attack` tells it all)."""
    return explain_attack(content, attacker, weapon, defender, rolls, parry=parry, defence=defence,
                          skill_mod=skill_mod, daylight=daylight).blow


def explain_attack(content: Content, attacker: Profile | Side, weapon: str, defender: Profile | Side,
                   rolls: list[int], *, parry: str | None = None, defence: int = 0, skill_mod: int = 0,
                   daylight: bool = False) -> Explained:
    """Resolve one blow and explain it.

    `parry`: an item the defender holds, "none", or None for the defender's best. `defence`: the
    Defence the defender puts against this attacker (at most his whole Defence).
    """
    a_side = attacker if isinstance(attacker, Side) else Side(attacker)
    d_side = defender if isinstance(defender, Side) else Side(defender)
    rules = CombatRules.from_tables(content.tables)
    att = _fighter(a_side, a_side.profile.name, 0, rules, daylight)
    dfn = _fighter(d_side, _other(d_side.profile.name, att.uid), 1, rules, daylight)
    if not 0 <= defence <= dfn.defence:
        raise ResolveError(f"--defence {defence}: {dfn.p.name} has {dfn.defence} Defence to assign "
                           f"(0-{dfn.defence})")
    dfn.defence_vs = {att.uid: defence}
    explained = explain_blow(rules, att, weapon, dfn, ScriptedDice(rolls), parry=parry, skill_mod=skill_mod,
                             enc_penalty=a_side.enc_penalty)
    explained.situation = _situation(a_side, d_side, daylight)
    return explained


class RolledByTheGame(ScriptedDice):
    """Dice the game rolls with a seeded generator, kept as if they had been rolled at the table."""

    def __init__(self, rng: Random):
        super().__init__([])
        self.rng = rng

    def __call__(self, sides: int) -> int:
        self.faces.append(self.rng.randint(1, sides))
        return super().__call__(sides)


def explain_blow(rules: CombatRules, att: Combatant, weapon: str, dfn: Combatant, dice: ScriptedDice, *,
                 parry: str | None = None, skill_mod: int = 0, enc_penalty: int = 0) -> Explained:
    """One blow between two fighters as they stand (their wounds, magic, Defence split and parries
    used this round), with `dice` (the table's, or the game's), explained. The fighters keep what it
    did to them."""
    att.main = _weapon(att.p, weapon)
    defence = dfn.defence_vs.get(att.uid, 0)
    arm = att.p.arms[att.main]
    chosen = _parry(dfn, parry, arm.ranged)
    terms = target_terms(att, arm, enc_penalty, skill_mod, defence, dfn.uid)
    hp_before, total_before = list(dfn.hp), dfn.hp_left
    whole = dfn.defence  # as the blow finds him: one it fells has none after it
    try:
        blow = strike(att, att.main, dfn, dice, rules, modifier=skill_mod, parry=chosen, melee=not arm.ranged)
    except ValueError as exc:
        raise ResolveError(f"--rolls: {exc}; {needs(att, arm, dfn)}") from None
    if dice.unused:
        used = ", ".join(d.source for d in labelled(blow, att, arm, dice, dfn))
        raise ResolveError(f"--rolls: {len(dice.unused)} roll(s) left over ({', '.join(map(str, dice.unused))}); "
                           f"this blow used {len(dice.asked)}: {used}")
    explained = Explained(
        blow, terms, defence, max(0, whole - sum(dfn.defence_vs.values())), _parry_target(dfn, blow),
        rules.critical_max(blow.target), rules.fumble_min(blow.target), labelled(blow, att, arm, dice, dfn),
        total_hp=(total_before, dfn.hp_left), hit_points=dfn.p.hit_points, weapon_name=arm.name,
        defence_of=whole)
    if blow.parry_with is not None:
        explained.parry_name = dfn.p.arms[dfn.p.arm(blow.parry_with)].name
    if blow.location is not None:
        index = dfn.p.location(blow.location)
        loc = dfn.p.locations[index]
        explained.location_name = loc.name
        explained.location_hp = (hp_before[index], dfn.hp[index])
        lost = hp_before[index] - dfn.hp[index]
        if loc.wound in LIMBS:
            explained.limb_cap = max(0, lost - (total_before - dfn.hp_left))
    if blow.parried and blow.parry_with is not None:
        item = dfn.p.arms[dfn.p.arm(blow.parry_with)]
        if item.shield:
            raw = raw_damage(att, arm, explained.dice)
            explained.shield_stop = min(item.protection, raw)
            explained.damage_before_shield = raw
    if blow.fumble:
        explained.counter_blow = _counter(dfn)
    return explained


def _fighter(side: Side, uid: str, team: int, rules: CombatRules, daylight: bool) -> Combatant:
    c = Combatant(side.profile, uid, team)
    tactics.arm_up(c)
    for magic, level in side.magic:
        add_effect(c, magic, level, rules.full_turn)
    c.down = side.down
    daylight_effect(c, daylight)
    return c


def _situation(att: Side, dfn: Side, daylight: bool) -> list[str]:
    words = [f"{who.profile.name} under {magic.name}" + (f" {level}" if magic.variable else "")
             for who in (att, dfn) for magic, level in who.magic]
    words += [f"{dfn.profile.name} on the ground"] if dfn.down else []
    return words + (["in daylight"] if daylight else [])


def target_terms(att: Combatant, arm: Arm, enc_penalty: int, skill_mod: int, defence: int,
                 defender: str) -> list[tuple[str, int]]:
    """The attack's target term by term (G4.4, G4.6): the weapon's points, the Attack modifier,
    the ENC penalty, the magic and the light in effect, the situation, the Defence the defender puts
    against this attacker."""
    assert arm.attack is not None
    modifier = att.p.abilities.get("attack", 0)
    terms = [(f"{arm.name} points", arm.attack - modifier - enc_penalty), ("Attack modifier", modifier)]
    extra = [("ENC penalty", enc_penalty), ("magic in effect", att.attack_mod), ("numbed by cold", att.numbed),
             ("daylight", att.daylight_mod), ("situation (--skill-mod)", skill_mod), (f"{defender}'s Defence", -defence)]
    return terms + [(term, value) for term, value in extra if value]


def _parry_target(dfn: Combatant, blow: Blow) -> int | None:
    if blow.parry_with is None:
        return None
    item = dfn.p.arms[dfn.p.arm(blow.parry_with)]
    return (item.parry or 0) + dfn.parry_mod + dfn.daylight_mod


def _counter(dfn: Combatant) -> str | None:
    weapon = dfn.weapon
    if not dfn.able or weapon is None or weapon.attack is None or weapon.ranged:
        return None
    return f"{dfn.uid} may strike back at once with {weapon.name} (3.4.4): resolve it as its own blow"


def labelled(blow: Blow, att: Combatant, arm: Arm, dice: ScriptedDice, dfn: Combatant) -> list[RolledDie]:
    """Each die used, named by its source in the order the blow drew them (GUIDE §3)."""
    sources = ["attack d20"]
    if len(dice.asked) > 1 and att.reroll_attack and dice.faces[0] > blow.target:
        sources.append("attack d20 again (Sure Blow)")
    if blow.hit:
        if blow.parry_roll is not None:
            parried_with = dfn.p.arms[dfn.p.arm(blow.parry_with)].name if blow.parry_with else "?"
            sources.append(f"parry d20 ({parried_with})")
        sources += ["hit location d20"]
        weapon = [f"{arm.name} d{sides}" for _, sides in arm.damage_dice]
        sources += weapon + ([f"{arm.name} again (Powerful Blow) d{s}" for _, s in arm.damage_dice]
                             if "powerful blow" in blow.effects else [])
        sources += [f"damage bonus d{sides}" for _, sides in arm.bonus_dice]
        for kind in arm.on_hit:
            sources += _special_sources(att, kind, blow.effects)
    faces = dice.faces[:len(dice.asked)]
    named = sources + ["special"] * max(0, len(faces) - len(sources))
    return [RolledDie(source, sides, face) for source, sides, face in zip(named, dice.asked, faces, strict=False)]


def _special_sources(att: Combatant, kind: SpecialType, effects: list[str]) -> list[str]:
    special = att.p.specials[kind]
    resisted = special.opposed or "STR"
    opposed = [f"{kind.replace('_', ' ')}: {att.uid}'s d20", f"{kind.replace('_', ' ')}: resisting {resisted} d20"]
    damage = [f"{kind.replace('_', ' ')} damage d{sides}" for _, sides in _dice(special.dice)]
    if kind == "venom":
        return opposed + (damage if "venom" in effects else [])
    if kind == "cold_touch":
        return damage + opposed
    return opposed


def _dice(text: str | None) -> list[tuple[int, int]]:
    parsed = Dice.parse(text or "")
    return [(1, sides) for count, sides in parsed.terms for _ in range(abs(count))]


def raw_damage(att: Combatant, arm: Arm, dice: list[RolledDie]) -> int:
    """The blow's damage before a shield stopped any: weapon and bonus dice (the last rolled of each)."""
    weapon = [d.face for d in dice if d.source.startswith(arm.name)][-len(arm.damage_dice):] if arm.damage_dice else []
    bonus = [d.face for d in dice if d.source.startswith("damage bonus")]
    total = arm.damage.constant + arm.bonus.constant
    total += sum(sign * face for (sign, _), face in zip(arm.damage_dice, weapon, strict=False))
    total += sum(sign * face for (sign, _), face in zip(arm.bonus_dice, bonus, strict=False))
    return max(0, total + att.damage_mod)


def needs(att: Combatant, arm: Arm, dfn: Combatant) -> str:
    """What a blow of `arm` may need, counted by source in the order it takes them (GUIDE §3, specials
    last): the most it can take."""
    parts = ["1 attack d20", "1 parry d20 (if it hits and is parried)", "1 hit location d20 (unless a weapon parried)"]
    parts += [f"{arm.name} {arm.damage}"] if arm.damage_dice else []
    parts += [f"damage bonus {arm.bonus}"] if arm.bonus_dice else []
    for kind in arm.on_hit:
        special = att.p.specials[kind]
        extra = f" + {special.dice}" if special.dice and kind != "drag_down" else ""
        parts.append(f"{kind.replace('_', ' ')}: 2 d20 (opposed){extra}")
    return "a blow uses " + ", ".join(parts) + ", in that order"


def _other(name: str, taken: str) -> str:
    return name if name != taken else f"{name} (defender)"


def _weapon(profile: Profile, name: str) -> int:
    index = profile.arm(name)
    if profile.arms[index].attack is None:
        attacking = ", ".join(a.id for a in profile.arms if a.attack is not None)
        raise ResolveError(f"{profile.arms[index].name} only parries; {profile.name} attacks with: {attacking}")
    return index


def _parry(dfn: Combatant, parry: str | None, ranged: bool) -> int:
    if parry is None:
        return AUTO
    if parry.lower() == "none":
        return NO_PARRY
    try:
        index = dfn.p.arm(parry)
    except ValueError as exc:
        raise ResolveError(f"--parry: {exc}, or none") from None
    item = dfn.p.arms[index]
    if item.parry is None or (ranged and not item.shield):
        can = ", ".join(a.id for a in dfn.p.arms if a.parry is not None and (a.shield or not ranged)) or "nothing"
        raise ResolveError(f"{item.name} cannot parry this blow; {dfn.p.name} may parry with: {can}, or none")
    return index


def describe(explained: Explained) -> str:
    """The blow in plain words, every figure with where it comes from."""
    blow = explained.blow
    verdict = "critical hit" if blow.critical else "hit" if blow.hit else "fumble" if blow.fumble else "miss"
    terms = " ".join(f"{'+' if n and value >= 0 else '-' if n else ''}{abs(value) if n else value} ({term})"
                     for n, (term, value) in enumerate(explained.terms))
    lines = []
    if explained.situation:
        lines.append("situation: " + ", ".join(explained.situation))
    lines += [f"{blow.attacker} attacks {blow.defender} with {explained.weapon_name or blow.weapon}",
              f"  target {blow.target} = {terms}",
              *_defence_line(explained),
              f"  critical on {_range(1, explained.critical_max)}, fumble on {_range(explained.fumble_min, 20)}",
              f"  attack d20 {blow.attack_roll} vs {blow.target}: {verdict}"]
    if blow.parry_roll is not None:
        outcome = "deflected" if blow.parried else "fails"
        lines.append(f"  parry with {explained.parry_name or blow.parry_with}: d20 {blow.parry_roll} vs {explained.parry_target}: {outcome}")
    if explained.shield_stop:
        lines.append(f"  the shield stops {explained.shield_stop} of {explained.damage_before_shield} damage; "
                     f"the rest lands")
    if blow.location:
        before, after = explained.location_hp or (0, 0)
        lines.append(f"  {explained.location_name}: {blow.damage} damage{' past the shield' if explained.shield_stop else ''}, "
                     f"armour {blow.armour}{' (ignored: critical)' if blow.critical else ''}, taken {blow.damage_taken}")
        lines.append(f"  {explained.location_name} hit points {before} -> {after}; total {explained.total_hp[0]} -> "
                     f"{explained.total_hp[1]} of {explained.hit_points}")
        if explained.limb_cap:
            lines.append(f"  limb cap: {explained.limb_cap} of those points do not count against total hit points "
                         f"(a limb counts at most twice its hit points, G4.7)")
    if explained.dice:
        lines.append("  dice: " + ", ".join(f"{d.face} ({d.source})" for d in explained.dice))
    if blow.effects:
        lines.append("  effects: " + ", ".join(blow.effects))
    if explained.counter_blow:
        lines.append(f"  {explained.counter_blow}")
    return "\n".join(lines)


def _defence_line(explained: Explained) -> list[str]:
    """How the defender's Defence was shared against this blow; nothing when he has none (2.2.3)."""
    blow = explained.blow
    if not explained.defence_of:
        return []
    return [(f"  {blow.defender}'s Defence {explained.defence_of}: {explained.defence_used} put against "
             f"{blow.attacker}, {explained.defence_left} not yet put against anyone")]


def _range(low: int, high: int) -> str:
    if low > high or high <= 0 or low > 20:
        return "no roll"
    return f"{low}" if low == high else f"{low}-{high}"
