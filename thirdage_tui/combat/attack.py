"""One blow or shot (3.4.3, 3.4.4; G4.6): attack roll, parry, hit location, damage, armour, wound.

Dice are drawn in the order of GUIDE §3: the attack d20 (again for Sure Blow); the parry d20 (only
if the blow hit and a parry is made); the hit-location d20 (unless a weapon parried it: a shield
only stops up to its protection, so its parry is followed by a location); each weapon damage die
(again for Powerful Blow); each damage-bonus die; then any special ability's dice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from thirdage_tui.combat.specials import on_wound
from thirdage_tui.combat.wounds import wound

if TYPE_CHECKING:
    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.events import Log
    from thirdage_tui.combat.rules import CombatRules
    from thirdage_tui.engine.dice import Die

AUTO = -2
NO_PARRY = -1


@dataclass(slots=True)
class Blow:
    """What one blow did, keyed as `thirdage resolve attack --json` prints it (GUIDE §3)."""

    attacker: str
    defender: str
    weapon: str
    attack_roll: int
    target: int
    hit: bool
    critical: bool = False
    fumble: bool = False
    parry_roll: int | None = None
    parried: bool = False
    parry_with: str | None = None
    location: str | None = None
    damage_rolls: list[int] = field(default_factory=list)
    damage: int = 0
    armour: int = 0
    damage_taken: int = 0
    effects: list[str] = field(default_factory=list)

    def json(self) -> dict[str, object]:
        keys = ("attack_roll", "target", "hit", "critical", "fumble", "parry_roll", "parried", "location",
                "damage_rolls", "damage", "armour", "damage_taken", "effects")
        return {"attacker": self.attacker, "defender": self.defender, "weapon": self.weapon,
                "parry_with": self.parry_with,
                **{k: getattr(self, k) for k in keys}}


def strike(att: Combatant, arm_index: int, dfn: Combatant, d: Die, rules: CombatRules, *, modifier: int = 0,
           parry: int = AUTO, missile_parry: bool = True, ignore_armour: bool = False, melee: bool = True,
           arm: Arm | None = None, log: Log | None = None) -> Blow:
    """Resolve one attack of `att` with his weapon `arm_index` on `dfn`.

    `modifier` is every situational change to the skill (the Defence `dfn` assigned to `att` is taken
    off here). `parry`: AUTO lets the defender choose, NO_PARRY forbids it, or an arm index.
    `missile_parry`: for a shot, whether a shield may be raised against it (aware, not engaged).
    """
    arm = arm or att.p.arms[arm_index]
    if arm.attack is None:
        raise ValueError(f"{arm.name} only parries: no blow can be struck with it")
    skill = arm.attack + att.attack_mod + att.numbed + att.daylight_mod + modifier - dfn.defence_vs.get(att.uid, 0)
    roll = d(20)
    if roll > skill and att.reroll_attack and melee:
        roll = d(20)
        if log is not None:
            log.emit("reroll", att.uid, dfn.uid, text=f"{att.uid} calls on Sure Blow and rolls again")
    hit = roll <= skill
    blow = Blow(att.uid, dfn.uid, arm.id, roll, skill, hit)
    if log is not None:
        log.emit("attack", att.uid, dfn.uid, roll, skill,
                 text=f"{att.uid} {'strikes at' if melee or arm.kind == 'natural' else 'shoots at'} {dfn.uid} with {arm.name}: "
                      f"{'hits' if hit else 'misses'}")
    if not hit:
        if roll >= rules.fumble_min(skill):
            blow.fumble = True
            blow.effects.append("fumble")
            if log is not None:
                log.emit("fumble", att.uid, dfn.uid, roll, rules.fumble_min(skill), text=f"{att.uid} fumbles")
        return blow
    if roll <= rules.critical_max(skill):
        blow.critical = True
        blow.effects.append("critical")
        if log is not None:
            log.emit("critical", att.uid, dfn.uid, roll, rules.critical_max(skill),
                     text=f"a critical: {dfn.uid}'s armour is no help")
    stopped = _parry(blow, dfn, parry if (melee or missile_parry) else NO_PARRY, melee, d, log)
    if blow.parried and stopped is None:
        return blow
    if _land(blow, att, arm, dfn, d, rules, stopped or 0, ignore_armour, melee, log) and arm_index >= 0:
        att.felled_with.append(arm.id)
    return blow


def _parry(blow: Blow, dfn: Combatant, choice: int, melee: bool, d: Die, log: Log | None) -> int | None:
    """Roll the defender's parry; return the protection of a shield that parried (None otherwise)."""
    index = choose_parry(dfn, melee) if choice == AUTO else choice
    if index < 0:
        return None
    item = dfn.p.arms[index]
    if item.parry is None or dfn.parried & (1 << index):
        return None
    dfn.parried |= 1 << index
    need = item.parry + dfn.parry_mod + dfn.daylight_mod
    blow.parry_roll = roll = d(20)
    blow.parry_with = item.id
    blow.parried = roll <= need
    if log is not None:
        log.emit("parry", dfn.uid, blow.attacker, roll, need,
                 text=f"{dfn.uid} parries with {item.name}: {'deflected' if blow.parried else 'fails'}")
    if blow.parried:
        blow.effects.append(f"parried with {item.name}")
        return item.protection if item.shield else None
    return None


def choose_parry(dfn: Combatant, melee: bool, used: int | None = None) -> int:
    """The defender's own choice: the best parry in hand not yet used this round (shields only against
    missiles); -1 when he cannot parry. `used`: the parries spent, as a mask of his arms (the round's
    so far unless given; 0 for a round yet to be fought)."""
    if not dfn.able or dfn.helpless:
        return -1
    spent = dfn.parried if used is None else used
    best, best_skill = -1, -99
    for index in (dfn.shield, dfn.main):
        if index < 0 or spent & (1 << index):
            continue
        item = dfn.p.arms[index]
        if item.parry is None or (not melee and not item.shield):
            continue
        if item.parry > best_skill:
            best, best_skill = index, item.parry
    return best


def _land(blow: Blow, att: Combatant, arm: Arm, dfn: Combatant, d: Die, rules: CombatRules, stopped: int,
          ignore_armour: bool, melee: bool, log: Log | None) -> bool:
    """Hit location, damage and armour; then the wound. True if it struck the defender down."""
    loc_roll = d(20)
    index = dfn.p.by_roll[loc_roll]
    loc = dfn.p.locations[index]
    blow.location = loc.id
    rolls = blow.damage_rolls
    total = arm.damage.constant
    for sign, sides in arm.damage_dice:
        face = d(sides)
        rolls.append(face)
        total += sign * face
    if att.reroll_damage and melee and total < arm.damage.mean:
        rolls.clear()
        total = arm.damage.constant
        for sign, sides in arm.damage_dice:
            face = d(sides)
            rolls.append(face)
            total += sign * face
        blow.effects.append("powerful blow")
    for sign, sides in arm.bonus_dice:
        face = d(sides)
        rolls.append(face)
        total += sign * face
    total = max(0, total + att.damage_mod)
    if arm.fire and dfn.fire_resist:
        total = max(0, total - dfn.fire_resist)
    if stopped:
        total = max(0, total - stopped)
    blow.damage = total
    blow.armour = armour = dfn.armour_at(index, blow.critical or ignore_armour)
    blow.damage_taken = taken = max(0, total - armour)
    if log is not None:
        log.emit("damage", att.uid, dfn.uid, loc_roll, value=taken,
                 text=f"{loc.name.lower()} (d20 {loc_roll}): {total} damage"
                      f"{' past the shield' if stopped else ''}, armour {armour}, {taken} taken")
    if not taken:
        return False
    was_able, lost = dfn.able, dfn.damage
    effects = wound(dfn, index, taken, arm.blunt, rules)
    if arm.on_hit and not dfn.dead:
        effects += on_wound(att, arm, dfn, index, d, rules)
    att.dealt += dfn.damage - lost
    blow.effects += effects
    if log is not None and effects:
        log.emit("wound", dfn.uid, att.uid, text=f"{dfn.uid}: {', '.join(effects)}")
    return was_able and not dfn.able
