"""Who does what, deterministically from the state of the fight (the seed only decides dice).

Foes: gang up on one hero, finish the wounded, archers keep their distance, leaders rally their
band, and morale breaks into flight (or surrender for those who would rather live). Heroes in a
simulation fight sensibly too: buff as they close, heal the bleeding, strike the weakest foe in reach.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from thirdage_tui.combat import lasting as mg
from thirdage_tui.combat.intent import ATTACK, FLEE, HOLD, MAGIC, SHOOT, SURRENDER, Intent
from thirdage_tui.combat.rules import SQUARE_FT
from thirdage_tui.combat.specials import opposed_won, terrifies
from thirdage_tui.combat.wounds import can_hold, fits, hands
from thirdage_tui.content.ids import BLUR, HEAL, PROTECTION, SHIELD, SMITE, SPEED
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.statblock import first_weapon

if TYPE_CHECKING:
    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant, Profile
    from thirdage_tui.engine.dice import Die

LEADER_RALLY = 4
NO_ATTACK = -99
"""Below any attack an arm can have."""
POW_RESERVE = 2
BUFFS = (SHIELD, PROTECTION, BLUR, SPEED)
"""The lasting magic a fighter casts while closing, the first he knows."""


def arm_up(c: Combatant) -> None:
    """Ready the weapons a fighter starts with (`armed`): the same every fight for one who brings no
    wounds into it (`Profile.armed`)."""
    p = c.p
    c.main, c.shield = armed(p, hands(c)) if p.wounds or c.no_shield else p.armed


def armed(p: Profile, free: int) -> tuple[int, int]:
    """The weapon and the shield (indices, -1 for none) a fighter with `free` hands takes up as a
    fight starts: the weapon his player chose to have in hand (a hero's `wielded`) if he has the
    hands for it, else his best (`statblock.first_weapon`: his best melee weapon, or his bow if he
    fights from afar); and a shield beside it if a hand is free."""
    chosen = p.wielded
    if chosen >= 0 and fits(p.arms[chosen], free):
        main = chosen
    else:
        behaviour = p.behaviour
        main = first_weapon([(a.attack if fits(a, free) else None, a.ranged, a.kind == "thrown") for a in p.arms],
                            behaviour.keeps_distance if behaviour else None)
    weapon = p.arms[main] if main >= 0 else None
    return main, -1 if weapon is None or weapon.two_handed else _best_shield(p, free, weapon)


def best_arm(c: Combatant, ranged: bool) -> int:
    """The weapon with the highest attack among melee (or ranged) ones he has the hands for; -1 if none."""
    best, best_attack = -1, NO_ATTACK
    for index, arm in enumerate(c.p.arms):
        if arm.attack is None or arm.ranged != ranged or (ranged and arm.kind == "thrown") or not can_hold(c, arm):
            continue
        if arm.attack > best_attack:
            best, best_attack = index, arm.attack
    return best


def missiles(c: Combatant) -> list[int]:
    """The weapons he could shoot or throw (a breath or whip among them), that he has the hands for."""
    return [i for i, arm in enumerate(c.p.arms) if arm.ranged and arm.attack is not None and can_hold(c, arm)]


def best_shield(c: Combatant) -> int:
    """The shield that parries best, if a hand is free for it beside the weapon in hand; -1 if none."""
    return _best_shield(c.p, hands(c), c.weapon)


def _best_shield(p: Profile, free: int, weapon: Arm | None) -> int:
    shields = [i for i, a in enumerate(p.arms) if a.shield and fits(a, free, weapon)]
    return max(shields, key=lambda i: p.arms[i].parry or 0) if shields else -1


def plan(battle: Battle, c: Combatant) -> Intent:
    """The intent of one fighter able to act."""
    if c.broken:
        return _give_up(battle, c)
    if c.self_heal_only:
        return _heal_self(c) or Intent(c, HOLD)
    healing = _heal_friend(battle, c) if HEAL in c.p.magic else None  # none heals without Heal
    if healing is not None:
        return healing
    target = pick_target(battle, c)
    if target is None:
        return Intent(c, HOLD)
    return _fight(battle, c, target)


def _fight(battle: Battle, c: Combatant, target: Combatant) -> Intent:
    p = c.p
    engaged = battle.engaged_at_start.get(c.uid, False)
    if engaged and battle.terrors and (steadied := _steady(battle, c, target)) is not None:
        return steadied
    arm = p.arms[c.main] if c.main >= 0 else None  # `c.weapon`
    if arm is not None and arm.ranged:
        if engaged or (battle.distance(c, target) <= battle.reach and not p.behaviour):
            return _draw_melee(c, target)
        return _with_buff(battle, Intent(c, SHOOT, target, c.main), engaged)
    if not engaged and p.breaths and (breath := _breath(battle, c, target)) >= 0:
        return _with_buff(battle, Intent(c, SHOOT, target, breath), engaged)
    if arm is None or arm.attack is None:
        return _draw_melee(c, target)
    if not p.spells:  # no Smite, and a buff only from Hero Magic
        blow = Intent(c, ATTACK, target, c.main if not p.natural_blows else best_blow(c, target))
        return _with_buff(battle, blow, engaged) if p.magic and not engaged else blow
    magic = _smite(battle, c, engaged)  # Smite is a spell
    if magic is not None:
        first = _buff(battle, c, engaged)
        return Intent(c, MAGIC, target, magic=first if first in set(_urgent(battle, c)) else magic)
    return _with_buff(battle, Intent(c, ATTACK, target, best_blow(c, target)), engaged)


def harm(arm: Arm, c: Combatant, target: Combatant) -> float:
    """What a blow of `arm` may be expected to do to `target`: the chance to hit, times the damage
    past his armour on average, with what rides on a wound (venom, cold) when the blow can wound."""
    if arm.attack is None:
        return 0.0
    chance = min(19, max(1, arm.attack + c.attack_mod)) / 20
    armour = sum(loc.armour for loc in target.p.locations) / len(target.p.locations) + target.armour_mod
    damage = arm.damage.mean + arm.bonus.mean + c.damage_mod
    past = max(0.0, damage - armour)
    if past and arm.on_hit:
        past += sum(Dice.parse(s.dice).mean for kind in arm.on_hit if (s := c.p.specials[kind]).dice)
    return chance * past


def best_blow(c: Combatant, target: Combatant) -> int:
    """The weapon to strike `target` with: the one in hand, or a natural weapon (always ready, so
    changing to it costs nothing). A creature uses the weapon its special rides on (a wight's cold
    touch, a wolf's dragging bite) while the foe is not yet under it and the blow can wound him;
    else the weapon that may be expected to harm him most (`harm`)."""
    natural = c.p.natural_blows
    if not natural or natural == (c.main,):  # only the weapon in hand
        return c.main
    choices = [i for i in range(len(c.p.arms)) if i == c.main or i in natural]
    if len(choices) == 1:
        return choices[0]
    return max(choices, key=lambda i: (_special_tells(c, c.p.arms[i], target), harm(c.p.arms[i], c, target),
                                       i == c.main))


def _special_tells(c: Combatant, arm: Arm, target: Combatant) -> bool:
    """Whether a special ability riding on `arm` is worth its blow against `target` now."""
    if not arm.on_hit or arm.damage.maximum + arm.bonus.maximum <= min(loc.armour for loc in target.p.locations):
        return False
    for kind in arm.on_hit:
        special = c.p.specials[kind]
        if kind == "venom" or (kind == "cold_touch" and target.numbed > special.amount) or \
                (kind == "drag_down" and not target.down):
            return True
    return False


def _breath(battle: Battle, c: Combatant, target: Combatant) -> int:
    """A natural weapon that reaches (a dragon's fire, a Balrog's whip), for `c` not in close combat
    with the target beyond reach: -1 if none. A breath is loosed at a target in its range. One a
    special rides on is the weaker blow (the whip beside the sword of flame), so it is used to bring
    a standing foe down before the stronger can reach him: lashed as `c` comes on, at a target in its
    range after a walk (our ruling, docs/rulings.md); then the sword, once they are at close quarters."""
    breaths = c.p.breaths
    if not breaths:
        return -1
    gap = battle.distance(c, target)
    if gap <= battle.reach:
        return -1
    for index in breaths:
        arm = c.p.arms[index]
        if not arm.on_hit and gap <= (arm.range_ft or 0):
            return index
        if arm.on_hit and gap <= (arm.range_ft or 0) + battle.grid.allowance(c, True) * SQUARE_FT \
                and _special_tells(c, arm, target):
            return index
    return -1


def _with_buff(battle: Battle, intent: Intent, engaged: bool) -> Intent:
    """Add a lasting magic cast while closing, at the level the caster can spare."""
    if engaged or not (intent.actor.p.magic or intent.actor.p.spells):  # `_buff`'s own first test
        return intent
    magic = _buff(battle, intent.actor, engaged, shooting=intent.action == SHOOT)
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
    present = [f for f in battle.sides[1 - c.side] if f.present]
    if len(present) < 2:  # a lone foe is the one whichever way is chosen
        return present[0] if present else None
    foes = battle.grid.gaps(c, present)
    reach, behaviour = battle.reach, c.p.behaviour
    if behaviour is not None and behaviour.finishes_wounded:
        fallen = [f for gap, f in foes if gap <= reach and (f.out or f.down)]
        if fallen:
            return min(fallen, key=_weakest)
    standing = [(gap, f) for gap, f in foes if f.able] or foes
    if battle.engaged_at_start.get(c.uid, False):
        standing = [(gap, f) for gap, f in standing if gap <= reach] or standing
    # The keys below are `_weakest` written out (uids are unique, so no two keys tie).
    if behaviour is not None and behaviour.pack:
        beset = battle.beset
        return min((-beset.get(f.uid, 0), gap, f.p.hit_points - f.damage, f.uid, f) for gap, f in standing)[-1]
    in_reach = [(f.p.hit_points - f.damage, f.uid, f) for gap, f in standing if gap <= reach]
    if in_reach:
        return min(in_reach)[-1]
    return min((gap, f.p.hit_points - f.damage, f.uid, f) for gap, f in standing)[-1]


def _weakest(f: Combatant) -> tuple[int, str]:
    """Sort key: fewest hit points left first (then by name, so ties are settled the same way)."""
    return (f.hp_left, f.uid)


def known_with(battle: Battle, c: Combatant, kind: str) -> tuple[str, ...]:
    """The Hero Magic and spells `c` knows that carry an effect of `kind` (the content's vocabulary)."""
    kinds = battle.known_kinds.get(c.uid)
    if kinds is None:  # sorted once a fight: what he knows does not change in it
        kinds = battle.known_kinds[c.uid] = _by_kind(battle, c)
    return kinds.get(kind, ())


def _by_kind(battle: Battle, c: Combatant) -> dict[str, tuple[str, ...]]:
    """The Hero Magic and spells `c` knows, by each kind of effect they carry, in the order he knows them."""
    found: dict[str, list[str]] = {}
    for magic_id in (*c.p.magic, *c.p.spells):
        magic = battle.magic_of(c, magic_id)
        if magic is not None:
            for kind in dict.fromkeys(e.type for e in magic.effects):
                found.setdefault(kind, []).append(magic_id)
    return {kind: tuple(ids) for kind, ids in found.items()}


def _wanted(battle: Battle, c: Combatant, shooting: bool) -> Iterator[str]:
    """The lasting magic worth casting, most needed first: Courage or Hearten before a terrifying foe;
    light on foes that shun it; a taunt to draw foes off a weaker friend or in from afar; dread on the foes; a second try at a missed blow or a poor wound; a
    storm of arrows for a shooter; the fury for one without a shield to lose; then the wards."""
    yield from _urgent(battle, c)
    yield from _taunts(battle, c)
    yield from known_with(battle, c, "terrify")
    if shooting:
        yield from known_with(battle, c, "extra_missiles")
    yield from known_with(battle, c, "reroll_attack")
    yield from known_with(battle, c, "reroll_damage")
    if c.shield < 0 and not shooting:
        yield from known_with(battle, c, "no_defence")
    yield from BUFFS


def _urgent(battle: Battle, c: Combatant) -> Iterator[str]:
    """The magic that cannot wait: Courage or Hearten before a terrifying foe, light on foes that shun it."""
    if battle.terrifying_foes(c) and not c.courage:
        yield from known_with(battle, c, "courage")
    if not battle.daylight and any(f.present and ("daylight_penalty" in f.p.specials or "sunlight_stone" in f.p.specials)
                                   for f in battle.foes(c)):
        yield from known_with(battle, c, "daylight")


def _taunts(battle: Battle, c: Combatant) -> Iterator[str]:
    """Taunt (5.1), where drawing the foes onto himself helps: a foe stands as near a friend who has
    fewer hit points left than the taunter, or keeps its distance from a taunter with nothing to
    shoot back; never while a foe he has taunted still answers to it."""
    foes = [f for f in battle.foes(c) if f.able]
    if any(f.taunted_by is c for f in foes):
        return
    weaker = [w for w in battle.friends(c) if w.present and w.hp_left < c.hp_left]
    shielding = any(battle.distance(f, w) <= battle.distance(f, c) for f in foes for w in weaker)
    shy = best_arm(c, ranged=True) < 0 and any(f.p.behaviour and f.p.behaviour.keeps_distance for f in foes)
    if shielding or shy:
        yield from known_with(battle, c, "taunt")


def _buff(battle: Battle, c: Combatant, engaged: bool, shooting: bool = False) -> str | None:
    """A lasting combat magic to cast while closing (never once engaged, 3.5.5): the first of
    `_wanted` he knows, does not bear already and can spare the POW for (Courage whatever it leaves)."""
    if engaged or not (c.p.magic or c.p.spells):
        return None
    bearing = {active.magic.id for active in c.effects}
    steadying = known_with(battle, c, "courage")
    for magic_id in _wanted(battle, c, shooting):
        magic = battle.magic_of(c, magic_id)
        if magic is None or magic_id in bearing:
            continue
        spare = 0 if magic_id in steadying else POW_RESERVE
        if c.pow_left - mg.cost(magic, battle.level_for(c, magic_id)) >= spare:
            return magic_id
    return None


def _steady(battle: Battle, c: Combatant, target: Combatant) -> Intent | None:
    """Engaged with a terrifying foe and without Courage: use it (or Hearten) as the round's attack
    (3.5.5), rather than quail."""
    if c.courage or terrifies(target) is None:
        return None
    for magic_id in known_with(battle, c, "courage"):
        magic = battle.magic_of(c, magic_id)
        if magic is not None and c.pow_left >= mg.cost(magic, 1):
            return Intent(c, MAGIC, c, magic=magic_id)
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


def split_defence(defender: Combatant, attackers: list[Combatant], stated: dict[str, int] | None = None
                  ) -> dict[str, int]:
    """Defence among this round's attackers (2.2.3): the points the defender `stated` against some of
    them (all of it at most), the rest shared evenly among the others, what is left over going to the
    most skilled."""
    total = defender.defence
    if stated and sum(stated.values()) <= total:
        named = {uid: points for uid, points in stated.items() if any(a.uid == uid for a in attackers)}
        others = [a for a in attackers if a.uid not in named]
        rest = total - sum(stated.values())
        return named | (_shared(others, rest) if others else {})
    return _shared(attackers, total)


def _shared(attackers: list[Combatant], total: int) -> dict[str, int]:
    if not attackers or total <= 0:
        return {}
    if len(attackers) == 1:  # all of it to him: nothing to rank
        return {attackers[0].uid: total}
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
    def of(cls, side: list[Combatant], leading: tuple[Combatant, ...]) -> SideMorale:
        """The morale of `side`, whose leaders are `leading`."""
        lost = len([c for c in side if not c.able]) / len(side) if side else 0.0
        if not leading:
            return tuple.__new__(cls, (lost, False, ()))  # `cls(...)` without the named tuple's __new__
        return cls(lost, any(not c.able for c in leading), tuple(c for c in leading if c.able))


UNTESTED = SideMorale(0.0, False, ())
"""The morale of a side with no creatures on it, which is never tested."""
