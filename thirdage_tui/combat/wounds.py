"""Wounds (3.6.3; G4.7): what damage at a location does, and what healing undoes.

A location at 0 or below: leg - falls, can still fight from the ground; abdomen - falls, both legs
useless, bleeds to death in 2 full turns, may only heal himself; chest - falls, no action, bleeds;
arm - useless, drops what it holds; head - unconscious, dies in 2 full turns unless healed. A limb
counts at most twice its hit points against total hit points, and the character is in shock
(incapacitated) once that cap bites. A blow leaving a location at -6 or lower severs (or, if blunt,
maims) a limb and kills outright at the head, chest or abdomen. Total hit points gone: dead.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.abilities import LIMB_CAP, LIMBS, SEVER_AT

if TYPE_CHECKING:
    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.rules import CombatRules

STOP_BLEEDING = 2
RESTORE_LIMB = 6
VITALS = ("abdomen", "chest", "head")


def wound(c: Combatant, index: int, taken: int, blunt: bool, rules: CombatRules) -> list[str]:
    """Apply `taken` points at location `index`; return the wound effects in words ("left arm
    useless", "severed right leg", "dead"...)."""
    if taken <= 0:
        return []
    loc = c.p.locations[index]
    before = c.hp[index]
    after = c.hp[index] = before - taken
    effects: list[str] = []
    if loc.wound in LIMBS:
        counted = min(taken, max(0, LIMB_CAP * loc.hp - c.counted[index]))
        c.counted[index] += counted
        if in_shock(loc.hp, after) and not c.shock:
            c.shock = True
            c.cause = c.cause or f"in shock: his {loc.name.lower()} took more than twice its {loc.hp} hit points"
            effects.append("in shock")
    else:
        counted = taken
    c.damage += counted
    if after <= 0 < before:
        effects += disable(c, index, rules)
    if after <= SEVER_AT and not c.severed[index]:
        if loc.wound in VITALS:
            return effects + kill(c, f"a blow left his {loc.name.lower()} at {after} ({SEVER_AT} or less kills there)")
        c.severed[index] = True
        effects.append(f"{'maimed' if blunt else 'severed'} {loc.name.lower()}")
    if c.damage >= c.p.hit_points and not c.dead:
        effects += kill(c, f"{c.damage} hit points lost of his {c.p.hit_points} (the last to the "
                           f"{loc.name.lower()})")
    return effects


def in_shock(limb_hp: int, hp_now: int) -> bool:
    """3.6.3 B: a limb has taken more than twice its hit points (the same in the fight that deals
    the wound and in the next one, where the wound is carried in)."""
    return limb_hp - hp_now > LIMB_CAP * limb_hp


def carry(c: Combatant, wounds: dict[str, int]) -> None:
    """Wounds brought into a fight (a hero's, from his file): each location's hit points down, a limb
    counting at most twice its hit points, and what the wounds mean now (a useless leg, shock...)."""
    for loc_id, taken in wounds.items():
        index = c.p.location(loc_id)
        loc = c.p.locations[index]
        c.hp[index] -= taken
        if loc.wound in LIMBS:
            taken = c.counted[index] = min(taken, LIMB_CAP * loc.hp)
        c.damage += taken
    refresh(c)


def carried(c: Combatant) -> tuple[str | None, str | None]:
    """What wounds carried in (`carry`) mean away from a fight (a trap's, a fall's): why they kill him
    (his total hit points gone, or a head, chest or abdomen at -6 or lower), else the wound he bleeds
    from (a head, chest or abdomen at 0 or below: 2 full turns to live unless tended), else neither."""
    if c.damage >= c.p.hit_points:
        return f"{c.damage} hit points lost of his {c.p.hit_points}", None
    for loc, hp in zip(c.p.locations, c.hp, strict=True):
        if loc.wound in VITALS and hp <= SEVER_AT:
            return f"his {loc.name.lower()} left at {hp} ({SEVER_AT} or less kills there)", None
    bleeding = [loc for loc, hp in zip(c.p.locations, c.hp, strict=True) if loc.wound in VITALS and hp <= 0]
    return None, (f"a wound to the {bleeding[0].name.lower()}" if bleeding else None)


def disable(c: Combatant, index: int, rules: CombatRules) -> list[str]:
    """The effect of a location falling to 0 or below (3.6.3 A)."""
    loc = c.p.locations[index]
    c.useless[index] = True
    kind = loc.wound
    name = loc.name.lower()
    if kind == "leg":
        c.down = True
        return [f"{name} useless: falls"]
    if kind == "abdomen":
        c.down = c.self_heal_only = True
        start_bleeding(c, rules, f"a wound to the {name}: down, legs useless, bleeding")
        return [f"{name}: falls, legs useless, bleeding"]
    if kind == "chest":
        c.down = c.helpless = True
        start_bleeding(c, rules, f"a wound to the {name}: down, helpless, bleeding")
        return [f"{name}: falls, helpless, bleeding"]
    if kind == "head":
        c.unconscious = c.down = True
        start_bleeding(c, rules, f"a blow to the {name}: senseless, dying")
        return [f"{name}: unconscious, dying"]
    return [f"{name} useless"] + drop_held(c, index)


def hands(c: Combatant) -> int:
    """Hands free to hold a weapon or a shield (3.6.3 A): each arm not out of action (a body
    without arms wields only what it is born with, and is never disarmed)."""
    arms, useless = c.p.arm_locations, c.useless
    return 2 if not arms else sum(not useless[i] for i in arms)


def can_hold(c: Combatant, arm: Arm, beside: Arm | None = None) -> bool:
    """Whether `c` can hold `arm` (with `beside` already in hand): a natural weapon always; a weapon
    in one hand, a two-handed one in two; a shield in a hand the weapon leaves free."""
    if arm.kind == "natural":
        return True
    held = 2 if arm.two_handed else 1
    if beside is not None and beside.kind != "natural":
        held += 2 if beside.two_handed else 1
    return hands(c) >= held


def drop_held(c: Combatant, index: int) -> list[str]:
    """An arm (or wing) put out of action drops what it holds: the first arm location holds the weapon,
    the second the shield; a two-handed weapon needs both."""
    arm_locs = [i for i, loc in enumerate(c.p.locations) if loc.wound == "arm"]
    if index not in arm_locs:
        return []
    dropped = []
    weapon, shield = c.weapon, c.p.arms[c.shield] if c.shield >= 0 else None
    if weapon is not None and weapon.kind != "natural" and (index == arm_locs[0] or weapon.two_handed):
        c.main = -1
        dropped.append(f"drops {weapon.name}")
    if shield is not None and index != arm_locs[0]:
        c.shield = -1
        dropped.append(f"drops {shield.name}")
    return dropped


def start_bleeding(c: Combatant, rules: CombatRules, cause: str) -> None:
    """He bleeds (dies in 2 full turns unless tended); `cause` tells why he is out of the fight."""
    c.cause = c.cause or cause
    if not c.bleeding:
        c.bleeding = rules.bleed_rounds
        c.wound_of = cause.split(":")[0]


def kill(c: Combatant, cause: str) -> list[str]:
    """He is dead; `cause` says of what, in words (kept for the log, the fight's end and the hall)."""
    c.dead = True
    c.bleeding = 0
    c.cause = cause
    return [f"dead: {cause}"]


def bleed(c: Combatant) -> bool:
    """One round passes for a bleeding (or unconscious, dying) combatant; True if he dies now."""
    if not c.bleeding or c.dead:
        return False
    c.bleeding -= 1
    if c.bleeding == 0:
        kill(c, f"bled to death from {c.wound_of or 'his wounds'}")
        return True
    return False


def heal(c: Combatant, index: int, points: int) -> list[str]:
    """Healing magic on one location (3.6.3 D): restores up to `points`; 2 or more stops bleeding;
    a location back above 0 works again (a severed limb needs 6 points or Restore)."""
    if c.dead or points <= 0:
        return []
    loc = c.p.locations[index]
    effects = []
    if c.severed[index]:
        if points < RESTORE_LIMB:
            return []
        c.severed[index] = False
        effects.append(f"{loc.name.lower()} rejoined")
    restored = min(points, loc.hp - c.hp[index])
    c.hp[index] += restored
    uncounted = min(restored, c.counted[index]) if loc.wound in LIMBS else restored
    if loc.wound in LIMBS:
        c.counted[index] -= uncounted
    c.damage = max(0, c.damage - uncounted)
    effects.append(f"{loc.name.lower()} healed {restored}")
    if points >= STOP_BLEEDING and c.bleeding:
        c.bleeding = 0
        effects.append("bleeding stopped")
    refresh(c)
    return effects


def stop_bleeding(c: Combatant) -> bool:
    """A Healing skill success or 2 points of healing magic stops the bleeding (not the wound)."""
    was = bool(c.bleeding)
    c.bleeding = 0
    return was


def refresh(c: Combatant) -> None:
    """Recompute the wound flags from the locations after healing."""
    c.useless = [hp <= 0 or cut for hp, cut in zip(c.hp, c.severed, strict=True)]
    kinds = [loc.wound for loc, bad in zip(c.p.locations, c.useless, strict=True) if bad]
    c.unconscious = "head" in kinds
    c.helpless = "chest" in kinds
    c.self_heal_only = "abdomen" in kinds
    c.down = any(k in ("leg", "abdomen", "chest", "head") for k in kinds)
    c.shock = any(loc.wound in LIMBS and in_shock(loc.hp, c.hp[i]) for i, loc in enumerate(c.p.locations))


def most_hurt(c: Combatant) -> int:
    """The location that most needs healing: a bleeding vital first, then the lowest hit points."""
    def need(i: int) -> tuple[bool, int]:
        loc = c.p.locations[i]
        return (not (loc.wound in VITALS and c.hp[i] <= 0), c.hp[i] - loc.hp)
    return min(range(len(c.hp)), key=need)
