"""What each kind of magic effect does in a fight (5.1, 5.2): the handlers of the kinds that act
there, keyed by the names of the one vocabulary (`content.models.effect_kinds`). A kind that lasts
changes its bearer's modifiers while it lasts (`MODIFIERS`, summed by `magic.recompute`); a kind that
acts at once does so when the magic is cast (`INSTANTS`). A new kind of effect gets its handler here,
beside the others, and nowhere else in the fight."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.attack import strike
from thirdage_tui.combat.specials import opposed_won
from thirdage_tui.combat.wounds import heal, most_hurt, stop_bleeding
from thirdage_tui.content.ids import STAFF
from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.content.models.magic import Effect, Magic
    from thirdage_tui.engine.dice import Die

SHARE_LIFE_POINTS = 2
"""Hit points a Share Life lends (our ruling: the text gives no number)."""
KEPT_QUEST = (None, "quest_kept")
"""The conditions under which a roll bonus holds in a fight (a Quest kept, or none)."""


# -- lasting: the bearer's modifiers ---------------------------------------------------------

Modifier = Callable[["Combatant", "Effect", int], None]
"""Adds one effect, used at a level, to its bearer's modifiers."""


def _adds(*fields: str) -> Modifier:
    def add(c: Combatant, effect: Effect, level: int) -> None:
        size = int(effect.value(level))
        for name in fields:
            setattr(c, name, getattr(c, name) + size)
    return add


def _flag(name: str) -> Modifier:
    def on(c: Combatant, effect: Effect, level: int) -> None:
        setattr(c, name, True)
    return on


def _roll_bonus(c: Combatant, effect: Effect, level: int) -> None:
    if effect.condition in KEPT_QUEST:
        size = int(effect.value(level))
        c.attack_mod += size
        c.parry_mod += size


def _armour_set(c: Combatant, effect: Effect, level: int) -> None:
    c.armour_set = max(c.armour_set, int(effect.value(level)))


def _move_multiplier(c: Combatant, effect: Effect, level: int) -> None:
    c.move_mult *= effect.value(level)


def _terrify(c: Combatant, effect: Effect, level: int) -> None:
    c.terrify = effect.opposed


def _light_only(c: Combatant, effect: Effect, level: int) -> None:
    """Daylight changes nothing on its bearer: it lights the ground about him (`INSTANTS`)."""


def _forewarned(c: Combatant, effect: Effect, level: int) -> None:
    """Foresight changes no number in the fight: it is read as the fight begins (`lasting.forewarn`)."""


MODIFIERS: dict[str, Modifier] = {
    "attack_bonus": _adds("attack_mod"), "parry_bonus": _adds("parry_mod"), "damage_bonus": _adds("damage_mod"),
    "defence_bonus": _adds("defence_mod"), "armour_bonus": _adds("armour_mod"),
    "strike_rank_bonus": _adds("sr_mod"), "fire_resistance": _adds("fire_resist"),
    "extra_missiles": _adds("extra_missiles"), "roll_bonus": _roll_bonus, "armour_set": _armour_set,
    "move_multiplier": _move_multiplier, "terrify": _terrify, "no_shield": _flag("no_shield"),
    "no_defence": _flag("no_defence"), "courage": _flag("courage"), "reroll_attack": _flag("reroll_attack"),
    "reroll_damage": _flag("reroll_damage"), "daylight": _light_only,
    "no_surprise": _forewarned,
}
"""The kinds that last, and what each does to its bearer while it lasts."""


# -- instant: the moment of casting ----------------------------------------------------------

@dataclass(frozen=True)
class Casting:
    """A magic being cast: who, what at which level, on whom, and whether he touches the target
    (healing needs a touch)."""

    battle: Battle | None
    caster: Combatant
    magic: Magic
    level: int
    target: Combatant
    touching: bool


Instant = Callable[[Casting, "Effect"], list[str]]
"""Does one effect at the moment of casting; what it did, in words."""


def _heal(cast: Casting, effect: Effect) -> list[str]:
    target = cast.target
    return heal(target, most_hurt(target), int(effect.value(cast.level))) if cast.touching else []


def _stop_bleeding(cast: Casting, effect: Effect) -> list[str]:
    return ["bleeding stopped"] if cast.touching and stop_bleeding(cast.target) else []


def _restore_limb(cast: Casting, effect: Effect) -> list[str]:
    cut = [i for i, severed in enumerate(cast.target.severed) if severed]
    return heal(cast.target, cut[0], 10 ** 3) if cast.touching and cut else []


def _share_life(cast: Casting, effect: Effect) -> list[str]:
    if not cast.touching or cast.caster is cast.target:
        return []
    cast.caster.damage += SHARE_LIFE_POINTS
    return heal(cast.target, most_hurt(cast.target), SHARE_LIFE_POINTS)


def _staff_strike(cast: Casting, effect: Effect) -> list[str]:
    battle, c, target = cast.battle, cast.caster, cast.target
    if battle is not None and target.side != c.side:
        ignore = any(e.type == "ignore_armour" for e in cast.magic.effects_at(cast.level))
        strike(c, -1, target, battle.d, battle.rules, arm=staff_arm(battle, c), ignore_armour=ignore,
               melee=False, missile_parry=not battle.engaged(target), log=battle.log)
    return []


def _qualifies_the_strike(cast: Casting, effect: Effect) -> list[str]:
    """Ignore Armour says how the staff strike lands (`_staff_strike`); it does nothing by itself."""
    return []


def _taunt(cast: Casting, effect: Effect) -> list[str]:
    battle, c = cast.battle, cast.caster
    if battle is None:
        return []
    foes = sorted((f for f in battle.foes(c) if f.able), key=lambda f: (battle.distance(c, f), f.uid))
    return taunt(c, foes, effect.limit or 1, cast.magic.duration_rounds or 1, battle.d)


def _ward_off(cast: Casting, effect: Effect) -> list[str]:
    if cast.battle is None or cast.target.side == cast.caster.side or effect.opposed is None:
        return []
    return abjure(cast.caster, cast.target, effect.opposed, cast.battle.d)


def _leap(cast: Casting, effect: Effect) -> list[str]:
    if cast.battle is not None:
        cast.battle.leap(cast.caster, effect.range_ft)
    return []


def _daylight(cast: Casting, effect: Effect) -> list[str]:
    for active in cast.caster.effects:
        if active.magic.id == cast.magic.id:
            active.daylight_radius = effect.radius_ft or 0
    if cast.battle is not None:
        cast.battle.light()
    return []


INSTANTS: dict[str, Instant] = {
    "heal": _heal, "stop_bleeding": _stop_bleeding, "restore_limb": _restore_limb, "share_life": _share_life,
    "staff_strike": _staff_strike, "ignore_armour": _qualifies_the_strike, "taunt": _taunt, "ward_off": _ward_off,
    "leap": _leap, "daylight": _daylight,
}
"""The kinds that act when cast, and what each does then (Daylight lasts too, and lights at once)."""


def cast_effects(cast: Casting) -> list[str]:
    """Everything the magic does the moment it is cast, effect by effect; what it did, in words."""
    done: list[str] = []
    for effect in cast.magic.effects_at(cast.level):
        handler = INSTANTS.get(effect.type)
        if handler is not None:
            done += handler(cast, effect)
    return done


def staff_arm(battle: Battle, c: Combatant) -> Arm:
    """Smite strikes as a staff (5.2): the caster's staff skill if he has one, else his Attack."""
    for arm in c.p.arms:
        if arm.id == STAFF:
            return arm
    staff = battle.content.weapons[STAFF]
    return Arm(STAFF, staff.name, "melee", c.p.abilities.get("attack", 0), None, Dice.parse(staff.damage or ""),
               Dice(), 0)


def taunt(caster: Combatant, foes: list[Combatant], limit: int, rounds: int, d: Die) -> list[str]:
    """Up to `limit` foes lose an opposed CHA roll and must close with the taunter."""
    caught = []
    for foe in foes[:limit]:
        if foe.able and opposed_won(d, caster.p.attributes["CHA"], foe.p.attributes["CHA"]):
            foe.taunted_by, foe.taunt_rounds = caster, rounds
            caught.append(foe.uid)
    return [f"taunts {', '.join(caught)}"] if caught else ["the taunt falls flat"]


def abjure(caster: Combatant, target: Combatant, attribute: str, d: Die) -> list[str]:
    """A spirit or magical being must win an opposed roll or withdraw."""
    if "spirit" not in target.p.specials:
        return [f"{target.uid} is no spirit"]
    if opposed_won(d, caster.p.attributes[attribute], target.p.attributes[attribute]):
        target.fled = True
        return [f"{target.uid} withdraws"]
    return [f"{target.uid} stands fast"]
