"""Who does what, deterministically from the state of the fight (the seed only decides dice).

Foes: gang up on one hero, finish the wounded, archers keep their distance, leaders rally their
band, and morale breaks into flight (or surrender for those who would rather live). Heroes in a
simulation fight sensibly too: buff as they close, heal the bleeding, strike the weakest foe in reach.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from thirdage_tui.combat.intent import ATTACK, FLEE, HOLD, MAGIC, SHOOT, SURRENDER, Intent
from thirdage_tui.combat.specials import opposed_won, terrifies
from thirdage_tui.content.ids import BLUR, COURAGE, HEAL, HEARTEN, PROTECTION, SHIELD, SMITE, SPEED

if TYPE_CHECKING:
    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.engine.dice import Die

LEADER_RALLY = 4
NO_ATTACK = -99
"""Below any attack an arm can have."""
POW_RESERVE = 2
BUFFS = (SHIELD, PROTECTION, BLUR, SPEED)
"""The lasting magic a fighter casts while closing, the first he knows."""


def arm_up(c: Combatant) -> None:
    """Ready the weapons a fighter starts with: his best melee weapon and a shield, or his bow if he
    fights from afar (archers, and heroes whose bow is their best weapon)."""
    melee, missile = best_arm(c, ranged=False), best_arm(c, ranged=True)
    behaviour = c.p.behaviour
    keeps_away = behaviour.keeps_distance if behaviour else (
        missile >= 0 and (melee < 0 or attack_of(c.p.arms[missile]) > attack_of(c.p.arms[melee])))
    c.main = missile if (keeps_away and missile >= 0) or melee < 0 else melee
    weapon = c.p.arms[c.main] if c.main >= 0 else None
    c.shield = -1 if weapon is None or weapon.two_handed or c.no_shield else best_shield(c)


def attack_of(arm: Arm) -> int:
    """An arm's attack (a shield, which only parries, has none)."""
    return arm.attack if arm.attack is not None else NO_ATTACK


def best_arm(c: Combatant, ranged: bool) -> int:
    """The weapon with the highest attack among melee (or ranged) ones; -1 if none."""
    best, best_attack = -1, NO_ATTACK
    for index, arm in enumerate(c.p.arms):
        if arm.attack is None or arm.ranged != ranged or (ranged and arm.kind == "thrown"):
            continue
        if arm.attack > best_attack:
            best, best_attack = index, arm.attack
    return best


def best_shield(c: Combatant) -> int:
    shields = [i for i, a in enumerate(c.p.arms) if a.shield]
    return max(shields, key=lambda i: c.p.arms[i].parry or 0) if shields else -1


def plan(battle: Battle, c: Combatant) -> Intent:
    """The intent of one fighter able to act."""
    if c.broken:
        return _give_up(battle, c)
    if c.self_heal_only:
        return _heal_self(c) or Intent(c, HOLD)
    healing = _heal_friend(battle, c)
    if healing is not None:
        return healing
    target = pick_target(battle, c)
    if target is None:
        return Intent(c, HOLD)
    return _fight(battle, c, target)


def _fight(battle: Battle, c: Combatant, target: Combatant) -> Intent:
    engaged = battle.engaged_at_start.get(c.uid, False)
    arm = c.weapon
    if arm is not None and arm.ranged:
        if engaged or (battle.distance(c, target) <= battle.reach and not c.p.behaviour):
            return _draw_melee(c, target)
        return _with_buff(battle, Intent(c, SHOOT, target, c.main), engaged)
    if arm is None or arm.attack is None:
        return _draw_melee(c, target)
    magic = _smite(battle, c, engaged)
    if magic is not None:
        return Intent(c, MAGIC, target, magic=magic)
    return _with_buff(battle, Intent(c, ATTACK, target, c.main), engaged)


def _with_buff(battle: Battle, intent: Intent, engaged: bool) -> Intent:
    """Add a lasting magic cast while closing, at the level the caster can spare."""
    magic = _buff(battle, intent.actor, engaged)
    if magic is not None:
        intent.magic, intent.level = magic, battle.level_for(intent.actor, magic)
    return intent


def _draw_melee(c: Combatant, target: Combatant) -> Intent:
    weapon = best_arm(c, ranged=False)
    if weapon < 0:
        return Intent(c, FLEE)
    return Intent(c, ATTACK, target, weapon)


def pick_target(battle: Battle, c: Combatant) -> Combatant | None:
    """Taunted: the taunter. Creatures that finish the wounded strike a fallen foe beside them;
    pack hunters gang up on the foe most beset already; others take the weakest foe in reach, else
    the nearest."""
    if c.taunted_by is not None and c.taunted_by.present:
        return c.taunted_by
    foes = [(battle.distance(c, f), f) for f in battle.foes(c) if f.present]
    if not foes:
        return None
    reach, behaviour = battle.reach, c.p.behaviour
    if behaviour is not None and behaviour.finishes_wounded:
        fallen = [f for gap, f in foes if gap <= reach and (f.out or f.down)]
        if fallen:
            return min(fallen, key=_weakest)
    standing = [(gap, f) for gap, f in foes if f.able] or foes
    if battle.engaged_at_start.get(c.uid, False):
        standing = [(gap, f) for gap, f in standing if gap <= reach] or standing
    if behaviour is not None and behaviour.pack:
        beset = battle.beset
        return min(standing, key=lambda near: (-beset.get(near[1].uid, 0), near[0], *_weakest(near[1])))[1]
    in_reach = [f for gap, f in standing if gap <= reach]
    if in_reach:
        return min(in_reach, key=_weakest)
    return min(standing, key=lambda near: (near[0], *_weakest(near[1])))[1]


def _weakest(f: Combatant) -> tuple[int, str]:
    """Sort key: fewest hit points left first (then by name, so ties are settled the same way)."""
    return (f.hp_left, f.uid)


def _buff(battle: Battle, c: Combatant, engaged: bool) -> str | None:
    """A lasting combat magic to cast while closing (never once engaged, 3.5.5)."""
    if engaged or c.effects or not (c.p.magic or c.p.spells):
        return None
    for magic_id in BUFFS:
        magic = battle.magic_of(c, magic_id)
        if magic is not None and c.pow_left - battle.level_for(c, magic_id) >= POW_RESERVE:
            return magic_id
    if battle.terrifying_foes(c) and not c.courage:
        for magic_id in (COURAGE, HEARTEN):
            if battle.magic_of(c, magic_id) is not None:
                return magic_id
    return None


def _smite(battle: Battle, c: Combatant, engaged: bool) -> str | None:
    """A caster whose blow is weaker than his magic strikes magically (3.5.5)."""
    if SMITE in c.p.spells and c.pow_left >= 1 and (c.weapon is None or (c.weapon.attack or 0) < 8):
        return SMITE
    return None


def _heal_friend(battle: Battle, c: Combatant) -> Intent | None:
    """Stop a friend (or oneself) bleeding with Heal 2 or better."""
    level = min(c.p.magic.get(HEAL, 0), c.pow_left)
    if level < 2:
        return None
    bleeding = [f for f in battle.friends(c, with_self=True) if f.bleeding and not f.dead]
    if not bleeding:
        return None
    target = min(bleeding, key=lambda f: (f.bleeding, f.uid))
    return Intent(c, MAGIC, target, magic=HEAL, level=min(level, 6))


def _heal_self(c: Combatant) -> Intent | None:
    level = min(c.p.magic.get(HEAL, 0), c.pow_left)
    return Intent(c, MAGIC, c, magic=HEAL, level=level) if level >= 2 else None


def _give_up(battle: Battle, c: Combatant) -> Intent:
    """A broken fighter runs, or yields if he would rather and is held in melee."""
    behaviour = c.p.behaviour
    if behaviour is not None and behaviour.surrenders and (battle.engaged(c) or c.down):
        return Intent(c, SURRENDER)
    return Intent(c, FLEE)


def split_defence(defender: Combatant, attackers: list[Combatant]) -> dict[str, int]:
    """Defence shared evenly among this round's attackers; what is left over goes to the most skilled."""
    total = defender.defence
    if not attackers or total <= 0:
        return {}
    share, rest = divmod(total, len(attackers))
    ranked = sorted(attackers, key=lambda a: (-(a.weapon.attack if a.weapon and a.weapon.attack else 0), a.uid))
    return {a.uid: share + (1 if i < rest else 0) for i, a in enumerate(ranked)}


def quails(battle: Battle, c: Combatant, target: Combatant) -> bool:
    """Facing a terrifying foe without Courage: lose the opposed roll and quail this round."""
    attribute = terrifies(target)
    if attribute is None or c.courage:
        return False
    return not opposed_won(battle.d, c.p.attributes[attribute], target.p.attributes[attribute])


def morale(d: Die, c: Combatant, band: SideMorale) -> bool:
    """Book-keeping for a creature: does its nerve break? Tested while it is badly hurt, its band
    has lost enough, or its leader has just fallen; a standing leader steadies it."""
    behaviour = c.p.behaviour
    if behaviour is None or c.broken or not c.able:
        return False
    hurt = c.damage >= behaviour.flee_at * c.p.hit_points
    if not (hurt or band.lost >= behaviour.rout_at or band.leader_fell):
        return False
    rally = LEADER_RALLY if any(leader is not c for leader in band.leaders) else 0
    return d(20) > behaviour.morale + rally


class SideMorale(NamedTuple):
    """How one side stands at book-keeping, as its creatures' morale sees it: the share of it out of
    the fight, whether a leader of it has fallen, and its leaders still standing."""

    lost: float
    leader_fell: bool
    leaders: tuple[Combatant, ...]

    @classmethod
    def of(cls, side: list[Combatant]) -> SideMorale:
        leading = [c for c in side if c.p.behaviour and c.p.behaviour.leader]
        return cls(sum(1 for c in side if not c.able) / len(side) if side else 0.0,
                   any(not c.able for c in leading), tuple(c for c in leading if c.able))
