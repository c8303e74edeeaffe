"""Hero Magic (5.1) and spells (5.2) in a fight, applied from their typed effect parameters.

Lasting effects (Shield, Blur, Berserkergang, Protection, Courage...) are kept on the bearer with
the rounds they have left; `recompute` sums them into the bearer's modifiers. Instant effects
(Heal, Restore, Share Life, Smite, Taunt, Abjure, Daylight, Salmon Leap) happen when cast.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.attack import strike
from thirdage_tui.combat.specials import opposed_won
from thirdage_tui.combat.wounds import heal, most_hurt
from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.content.models.magic import Magic

INSTANT = ("heal", "stop_bleeding", "restore_limb", "share_life", "leap", "taunt", "ward_off", "staff_strike",
           "ignore_armour")
SHARE_LIFE_POINTS = 2
HEAL = "heal"
"""The Hero Magic that stops bleeding and mends wounds (5.1): what fighters reach for first."""
LEAP_FT = 15


@dataclass(slots=True)
class Active:
    """A lasting magic on its bearer: `rounds` left (None: until the fight ends)."""

    magic: Magic
    level: int
    rounds: int | None
    daylight_radius: int = 0


def cost(magic: Magic, level: int) -> int:
    """POW spent to use it at `level` (5.1, 5.2)."""
    return magic.use_cost(level)


def recompute(c: Combatant) -> None:
    """Sum every lasting effect into the bearer's modifiers."""
    c.attack_mod = c.parry_mod = c.damage_mod = c.defence_mod = c.armour_mod = 0
    c.armour_set = c.sr_mod = c.fire_resist = c.extra_missiles = 0
    c.no_shield = c.no_defence = c.courage = c.reroll_attack = c.reroll_damage = False
    c.move_mult = 1.0
    c.terrify = None
    for active in c.effects:
        for effect in active.magic.effects_at(active.level):
            _apply(c, effect, int(effect.value(active.level)) if effect.type != "move_multiplier"
                   else effect.value(active.level))
    if c.no_shield:
        c.shield = -1


ADDS_TO = {"attack_bonus": ("attack_mod",), "parry_bonus": ("parry_mod",), "damage_bonus": ("damage_mod",),
           "defence_bonus": ("defence_mod",), "armour_bonus": ("armour_mod",), "strike_rank_bonus": ("sr_mod",),
           "fire_resistance": ("fire_resist",), "extra_missiles": ("extra_missiles",),
           "roll_bonus": ("attack_mod", "parry_mod")}
"""Effects that add their size to the fighter's modifiers."""
FLAGS = ("no_shield", "no_defence", "courage", "reroll_attack", "reroll_damage")
"""Effects that are simply on or off."""


def _apply(c: Combatant, effect, size) -> None:
    kind = effect.type
    if kind == "roll_bonus" and effect.condition not in (None, "quest_kept"):
        return
    for attribute in ADDS_TO.get(kind, ()):
        setattr(c, attribute, getattr(c, attribute) + size)
    if kind == "armour_set":
        c.armour_set = max(c.armour_set, size)
    elif kind == "move_multiplier":
        c.move_mult *= size
    elif kind == "terrify":
        c.terrify = effect.opposed
    elif kind in FLAGS:
        setattr(c, kind, True)


def lasting(magic: Magic) -> bool:
    """Whether the magic leaves an effect on its bearer (not only an instant one)."""
    return magic.duration != "instant" and any(e.type not in INSTANT for e in magic.effects)


def add_effect(c: Combatant, magic: Magic, level: int, full_turn: int) -> None:
    """Put a lasting magic on `c` (a second casting renews it)."""
    c.effects = [a for a in c.effects if a.magic.id != magic.id]
    c.effects.append(Active(magic, level, magic.duration_in_rounds(full_turn) or None))
    recompute(c)


def tick(c: Combatant) -> list[str]:
    """Book-keeping: one round passes for every lasting magic; return the names of those that end."""
    ended = []
    for active in c.effects:
        if active.rounds is not None:
            active.rounds -= 1
            if active.rounds <= 0:
                ended.append(active.magic.name)
    if ended:
        c.effects = [a for a in c.effects if a.rounds is None or a.rounds > 0]
        recompute(c)
    if c.taunt_rounds:
        c.taunt_rounds -= 1
        if not c.taunt_rounds:
            c.taunted_by = None
    return ended


def bearers(battle: Battle, c: Combatant, magic: Magic) -> list[Combatant]:
    """Who a lasting magic rests on: the caster, or friends within its radius."""
    if magic.target == "allies":
        radius = max((e.radius_ft or 0) for e in magic.effects)
        return [f for f in battle.friends(c, with_self=True) if f.present and battle.distance(c, f) <= radius]
    return [c]


def instant(battle: Battle, c: Combatant, magic: Magic, level: int, target: Combatant) -> list[str]:
    """What a magic does the moment it is cast; the effects in words."""
    kinds = {e.type: e for e in magic.effects_at(level)}
    effects: list[str] = []
    if kinds.keys() & {"heal", "restore_limb", "share_life"} and battle.distance(c, target) <= battle.reach:
        effects += heal_effects(magic, level, c, target)
    if "staff_strike" in kinds and target.side != c.side:
        strike(c, -1, target, battle.d, battle.rules, arm=staff_arm(battle, c), ignore_armour="ignore_armour" in kinds,
               melee=False, missile_parry=not battle.engaged(target), log=battle.log)
    if "taunt" in kinds:
        foes = sorted((f for f in battle.foes(c) if f.able), key=lambda f: (battle.distance(c, f), f.uid))
        effects += taunt(c, foes, kinds["taunt"].limit, magic.duration_rounds or 1, battle.d)
    if "ward_off" in kinds and target.side != c.side:
        effects += abjure(c, target, kinds["ward_off"].opposed, battle.d)
    if "leap" in kinds:
        battle.leap(c, kinds["leap"].range_ft)
    if "daylight" in kinds:
        for active in c.effects:
            if active.magic.id == magic.id:
                active.daylight_radius = kinds["daylight"].radius_ft
        battle.light()
    return effects


def staff_arm(battle: Battle, c: Combatant) -> Arm:
    """Smite strikes as a staff (5.2): the caster's staff skill if he has one, else his Attack."""
    for arm in c.p.arms:
        if arm.id == "staff":
            return arm
    staff = battle.content.weapons["staff"]
    return Arm("staff", staff.name, "melee", c.p.abilities.get("attack", 0), None, Dice.parse(staff.damage),
               Dice(), 0)


def heal_effects(magic: Magic, level: int, caster: Combatant, target: Combatant) -> list[str]:
    """Heal, Restore and Share Life on the wound that most needs it."""
    effects: list[str] = []
    for effect in magic.effects_at(level):
        if effect.type == "heal":
            effects += heal(target, most_hurt(target), int(effect.value(level)))
        elif effect.type == "restore_limb":
            cut = [i for i, s in enumerate(target.severed) if s]
            if cut:
                effects += heal(target, cut[0], 10 ** 3)
        elif effect.type == "share_life" and caster is not target:
            caster.damage += SHARE_LIFE_POINTS
            effects += heal(target, most_hurt(target), SHARE_LIFE_POINTS)
    return effects


def taunt(caster: Combatant, foes: list[Combatant], limit: int, rounds: int, d) -> list[str]:
    """Up to `limit` foes lose an opposed CHA roll and must close with the taunter."""
    caught = []
    for foe in foes[:limit]:
        if foe.able and opposed_won(d, caster.p.attributes["CHA"], foe.p.attributes["CHA"]):
            foe.taunted_by, foe.taunt_rounds = caster, rounds
            caught.append(foe.uid)
    return [f"taunts {', '.join(caught)}"] if caught else ["the taunt falls flat"]


def abjure(caster: Combatant, target: Combatant, attribute: str, d) -> list[str]:
    """A spirit or magical being must win an opposed roll or withdraw."""
    if "spirit" not in target.p.specials:
        return [f"{target.uid} is no spirit"]
    if opposed_won(d, caster.p.attributes[attribute], target.p.attributes[attribute]):
        target.fled = True
        return [f"{target.uid} withdraws"]
    return [f"{target.uid} stands fast"]
