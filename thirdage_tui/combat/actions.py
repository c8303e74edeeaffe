"""What each stated action does when its strike rank comes (3.4.3): one resolver per action of the
statement of intent (`combat.intent`), and the casting of magic that may come before a blow."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thirdage_tui.combat import lasting as mg
from thirdage_tui.combat import skill_use as sk
from thirdage_tui.combat import tactics
from thirdage_tui.combat.attack import strike
from thirdage_tui.combat.effects import Casting, cast_effects
from thirdage_tui.combat.intent import ATTACK, BLOWS, CHANGE, FLEE, SHOOT, SKILL, SURRENDER, Intent
from thirdage_tui.combat.schedule import AGAIN
from thirdage_tui.combat.wounds import can_hold, stop_bleeding
from thirdage_tui.content.ids import HEAL, HEALING, KNOW_ENEMY

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.schedule import Scheduled

INTO_MELEE = -4
"""To shoot into a melee with friends in it (3.4.3)."""


def can_act(intent: Intent) -> bool:
    """Whether the actor may still do what he stated: the able may; one wounded in the abdomen may
    only heal himself."""
    c = intent.actor
    if (intent.magic == HEAL or intent.skill == HEALING) and intent.target is c and c.self_heal_only:
        return c.present
    return c.able


def resolve(battle: Battle, entry: Scheduled) -> None:
    """Carry out one entry of the schedule."""
    intent = entry.intent
    if entry.casting:
        cast(battle, intent)
    elif intent.action in BLOWS and intent.target is intent.actor:
        battle.emit("thwarted", intent.actor.uid, text=f"{intent.actor.uid} will not strike at himself")
    else:
        RESOLVERS[intent.action](battle, entry)


# -- blows -----------------------------------------------------------------------------------

def melee(battle: Battle, entry: Scheduled) -> None:
    """A blow (3.4.3): rising first if he can; a fumble opens him to the target's counter (3.4.4)."""
    intent = entry.intent
    c, target = intent.actor, intent.target
    if target is None:
        battle.emit("thwarted", c.uid, text=f"{c.uid} has no foe to strike at")
        return
    if not target.present or battle.distance(c, target) > battle.reach:
        battle.emit("thwarted", c.uid, target.uid, f"{c.uid}'s blow finds no {target.uid} within reach")
        return
    if c.down and not c.useless_legs:
        c.down = False
        battle.emit("rise", c.uid, text=f"{c.uid} gets back up")
    if intent.weapon != c.main:  # else neither lost from his hand nor to be readied
        if lost_from_hand(battle, c, intent.weapon):
            return
        ready_weapon(battle, c, intent.weapon)
    if c.main < 0:
        return
    blow = strike(c, c.main, target, battle.d, battle.rules, modifier=known(battle, c, target) if battle.studied else 0,
                  parry=battle.parry_of(target), log=battle.log)
    if blow.fumble and target.able and target.weapon is not None and target.weapon.attack is not None \
            and not target.weapon.ranged:
        battle.emit("counter", target.uid, c.uid, f"{target.uid} seizes the opening")
        strike(target, target.main, c, battle.d, battle.rules, parry=battle.parry_of(c), log=battle.log)


def shoot(battle: Battle, entry: Scheduled) -> None:
    """A shot or a throw: a line of sight first; a bow loosed early in the round may loose again."""
    intent, sr = entry.intent, entry.sr
    c, target = intent.actor, intent.target
    if target is None:
        battle.emit("thwarted", c.uid, text=f"{c.uid} has no foe to shoot at")
        return
    if target.present and not battle.sight(c, target)[0]:
        battle.emit("thwarted", c.uid, target.uid, f"{c.uid} cannot see {target.uid}")
        return
    natural = intent.weapon >= 0 and c.p.arms[intent.weapon].kind == "natural"
    if not natural:  # a breath or a whip is no weapon taken in hand: what is in hand stays there
        if lost_from_hand(battle, c, intent.weapon):
            return
        ready_weapon(battle, c, intent.weapon)
    index = intent.weapon if natural else c.main
    arm = c.p.arms[index] if index >= 0 else None
    if arm is None or not target.present or battle.distance(c, target) > (arm.range_ft or battle.reach):
        battle.emit("thwarted", c.uid, target.uid, f"{c.uid} has no shot at {target.uid}")
        return
    for _ in range(1 + c.extra_missiles):
        if target.present:
            one_shot(battle, c, index, target)
    if natural:
        return
    if arm.kind == "thrown":
        c.main = -1
        return
    rules = battle.rules
    c.ready = sr + rules.unprepared <= rules.round_limit
    again = sr + rules.unprepared + arm.strike_rank
    if arm.kind == "missile" and again <= rules.round_limit and not battle.engaged(c) and target.present:
        battle.push(battle.schedule, again, intent, AGAIN, False)


def one_shot(battle: Battle, c: Combatant, index: int, target: Combatant) -> None:
    """Missile fire (3.4.3): -4 into a melee with friends in it, where a fumble strikes the nearest
    friend instead; a shield parries only if its bearer is aware and not engaged; cover hinders."""
    friends_there = into_melee(battle, c, target)
    modifier = sum(shot_modifiers(battle, c, target).values())
    aware = target.surprise_sr == 0 and not battle.engaged(target)
    blow = strike(c, index, target, battle.d, battle.rules, modifier=modifier, missile_parry=aware, melee=False,
                  parry=battle.parry_of(target), log=battle.log)
    if blow.fumble and friends_there:
        friend = min(friends_there, key=lambda f: (battle.distance(f, target), f.uid))
        battle.emit("stray", c.uid, friend.uid, f"{c.uid}'s shot goes astray towards {friend.uid}")
        strike(c, index, friend, battle.d, battle.rules, modifier=modifier, missile_parry=False, melee=False,
               log=battle.log)


def into_melee(battle: Battle, c: Combatant, target: Combatant) -> list[Combatant]:
    """`c`'s friends in close combat with the target of his shot."""
    return [f for f in battle.friends(c) if f.present and battle.distance(f, target) <= battle.reach]


def shot_modifiers(battle: Battle, c: Combatant, target: Combatant) -> dict[str, int]:
    """What changes `c`'s chance to hit `target` with a shot, by why (only those that apply)."""
    found = {"into a melee": INTO_MELEE if into_melee(battle, c, target) else 0, "cover": battle.cover(c, target),
             "Know Enemy": known(battle, c, target),
             "in the dark": battle.darkness.shot(battle, c, target) if battle.darkness is not None else 0}
    return {why: amount for why, amount in found.items() if amount}


def known(battle: Battle, c: Combatant, target: Combatant) -> int:
    """+1 to attacks on a foe `c` has read with Know Enemy this fight."""
    return sk.KNOWN_FOE_BONUS if battle.studied and (c.uid, target.uid) in battle.studied else 0


# -- weapons, skills, leaving ----------------------------------------------------------------

def change(battle: Battle, entry: Scheduled) -> None:
    """Changing weapons as the round's action (3.5.2)."""
    ready_weapon(battle, entry.intent.actor, entry.intent.weapon)


def lost_from_hand(battle: Battle, c: Combatant, weapon: int) -> bool:
    """Whether the weapon he meant to strike with was in his hand when he said so and is not now (an
    arm put out of action dropped it): the blow is lost; taking it up again is next round's 5 SR
    (3.5.2, 3.6.3 A)."""
    if c.main == weapon or battle.held.get(c.uid) != weapon:
        return False
    battle.emit("thwarted", c.uid, text=f"{c.uid} has lost {c.p.arms[weapon].name} from his hand")
    return True


def ready_weapon(battle: Battle, c: Combatant, weapon: int) -> None:
    """The new weapon in hand, if he has the hands for it (3.6.3 A: a useless arm holds nothing); a
    two-handed one, or a single hand left, leaves none for a shield."""
    if weapon == c.main:
        return
    arm = c.p.arms[weapon]
    if not can_hold(c, arm):
        battle.emit("thwarted", c.uid, text=f"{c.uid} has no hand left to hold {arm.name}")
        return
    c.main = weapon
    c.ready = True
    if c.no_shield or (c.shield >= 0 and not can_hold(c, c.p.arms[c.shield], arm)):
        c.shield = -1
    elif c.shield < 0:
        c.shield = tactics.best_shield(c)
    battle.emit("ready", c.uid, text=f"{c.uid} readies {arm.name}")


def use_skill(battle: Battle, entry: Scheduled) -> None:
    """A skill used as the round's action (`combat.skill_use`)."""
    intent = entry.intent
    c, target, skill = intent.actor, intent.target, intent.skill
    if skill == HEALING:
        _bind_wound(battle, c, target)
    elif skill in sk.SLIPPING:
        _slip(battle, c, skill)
    elif skill == KNOW_ENEMY and target is not None and target.side != c.side:
        roll, need, success = sk.study(c, target, battle.d)
        if success:
            battle.studied.add((c.uid, target.uid))
        battle.emit("skill", c.uid, target.uid, roll=roll, need=need, text=f"{c.uid} reads {target.uid}'s ways: " + (
            f"+{sk.KNOWN_FOE_BONUS} to strike it this fight" if success else "learns nothing of use"))
    else:
        battle.emit("thwarted", c.uid, text=f"{c.uid} cannot use {skill} so")


def _bind_wound(battle: Battle, c: Combatant, target: Combatant | None) -> None:
    if target is None or not target.bleeding or target.dead or battle.distance(c, target) > battle.reach:
        battle.emit("thwarted", c.uid, target.uid if target else None,
                    f"{c.uid} finds no bleeding wound within reach to bind")
        return
    roll, success = sk.heal(c, battle.d)
    if success:
        stop_bleeding(target)
    battle.emit("skill", c.uid, target.uid, roll=roll, need=sk.level(c, HEALING),
                text=f"{c.uid} binds {target.uid}'s wound: " + ("the bleeding stops" if success else "in vain"))


def _slip(battle: Battle, c: Combatant, skill: str) -> None:
    name = battle.content.skills[skill].name
    if battle.engaged_at_start.get(c.uid):
        battle.emit("thwarted", c.uid, text=f"{c.uid} is in the thick of it: no slipping away")
        return
    roll = sk.slip_away(c, skill, [f for f in battle.foes(c) if f.able], battle.d)
    if roll.winner == "attacker":
        c.fled = True
    battle.emit("skill", c.uid, roll=roll.attacker_roll, need=roll.attacker_level,
                text=f"{c.uid} tries {name} to slip away: " + (
                    "gone, unseen" if roll.winner == "attacker" else f"seen (their d20 {roll.defender_roll} "
                                                                        f"vs {roll.defender_level})"))


def flee(battle: Battle, entry: Scheduled) -> None:
    c = entry.intent.actor
    c.fled = True
    battle.emit("flee", c.uid, text=f"{c.uid} breaks away and flees")


def surrender(battle: Battle, entry: Scheduled) -> None:
    """Yielding: taken only by foes who take prisoners (`behaviour.prisoners`); beasts, the
    speechless and those who eat what they catch fight on, and he with them (our ruling)."""
    c = entry.intent.actor
    deaf = [f for f in battle.foes(c) if f.able and not takes_surrender(battle, f)]
    if deaf:
        battle.emit("thwarted", c.uid, deaf[0].uid,
                    f"{c.uid} would yield, but {deaf[0].uid} does not take surrender: he must fight on")
        return
    c.surrendered = True
    battle.emit("surrender", c.uid, text=f"{c.uid} throws down {'his' if c.p.kind == 'hero' else 'its'} arms")


def takes_surrender(battle: Battle, c: Combatant) -> bool:
    """Whether `c` would take a foe's surrender: heroes always; a creature if its kind takes prisoners."""
    return c.p.kind != "creature" or battle.content.bestiary[c.p.ref].behaviour.prisoners != "none"


# -- magic -----------------------------------------------------------------------------------

def cast(battle: Battle, intent: Intent) -> None:
    """Spend the POW and apply the magic (5.1, 5.2): a lasting effect rests on its bearers, an
    instant one happens now (`combat.effects`)."""
    c = intent.actor
    magic = battle.magic_of(c, intent.magic)
    level = intent.level if magic and magic.variable else 1
    granted = magic is not None and magic.id in c.granted_left
    cost = 0 if granted or magic is None else mg.cost(magic, level)
    if magic is None or c.pow_left < cost:
        battle.emit("magic", c.uid, text=f"{c.uid} lacks the POW for {intent.magic}")
        return
    c.pow_left -= cost
    if granted:
        c.granted_left.discard(magic.id)
        c.granted_used.append(magic.id)
    c.prepared.discard(magic.id)
    target = intent.target if intent.target is not None else c
    battle.emit("magic", c.uid, target.uid, value=cost,
                text=f"{c.uid} uses {magic.name}{f' {level}' if magic.variable else ''}"
                     f"{' (a granted casting)' if granted else ''}")
    if mg.lasting(magic):
        for bearer in mg.bearers(battle, c, magic):
            mg.add_effect(bearer, magic, level, battle.rules.full_turn)
    effects = cast_effects(Casting(battle, c, magic, level, target, battle.distance(c, target) <= battle.reach))
    if effects:
        battle.emit("magic", c.uid, target.uid, f"{magic.name}: {', '.join(effects)}")


RESOLVERS: dict[str, Callable[[Battle, Scheduled], None]] = {
    ATTACK: melee, SHOOT: shoot, CHANGE: change, SKILL: use_skill, FLEE: flee, SURRENDER: surrender,
}
"""The resolver of each action that comes to a strike rank (holding, quailing and closing do not)."""
