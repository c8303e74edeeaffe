"""Creatures' special abilities as the engine applies them (see content/models/bestiary.py):
venom, a wight's cold touch and wolves dragging a victim down ride on a wounding blow; terror
makes a would-be attacker quail; daylight hurts orcs and turns trolls to stone."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from thirdage_tui.combat.wounds import kill, wound
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.rolls import resolve_opposed

if TYPE_CHECKING:
    from thirdage_tui.combat.arms import Arm
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.rules import CombatRules
    from thirdage_tui.content.models.bestiary import Special
    from thirdage_tui.engine.dice import Die

T = TypeVar("T")

def opposed_won(d: Die, level: int, against: int) -> bool:
    """An opposed roll (4.5; G4.9) that the side rolling `level` must win (ties go to the other)."""
    return resolve_opposed(d(20), level, d(20), against).winner == "attacker"


def roll_dice(dice: str, d: Die) -> int:
    """A total rolled with the fight's die source."""
    return Dice.parse(dice).draw(d)


def needed(value: T | None, special: Special, name: str) -> T:
    """A parameter the bestiary's model makes this kind of special ability carry (`Special._complete`)."""
    if value is None:
        raise ValueError(f"a {special.type} ability needs {name}")
    return value


def on_wound(att: Combatant, arm: Arm, dfn: Combatant, index: int, d: Die, rules: CombatRules) -> list[str]:
    """What rides on a blow of `arm` that got through: venom, cold, being dragged down."""
    effects: list[str] = []
    for kind in arm.on_hit:
        special = att.p.specials[kind]
        resists = dfn.p.attributes[needed(special.opposed, special, "opposed")]
        if kind == "venom" and opposed_won(d, needed(special.potency, special, "potency"), resists):
            effects.append("venom")
            effects += wound(dfn, index, roll_dice(needed(special.dice, special, "dice"), d), False, rules)
        elif kind == "cold_touch":
            effects.append("chilled")
            effects += wound(dfn, index, roll_dice(needed(special.dice, special, "dice"), d), False, rules)
            if opposed_won(d, needed(special.potency, special, "potency"), resists) and special.amount < dfn.numbed:
                dfn.numbed = special.amount
                effects.append(f"numbed ({special.amount} to attacks)")
        elif kind == "drag_down" and not dfn.down and opposed_won(d, att.p.attributes["STR"], resists):
            dfn.down = True
            effects.append("dragged down")
        if dfn.dead:
            break
    return effects


def terrifies(target: Combatant) -> str | None:
    """The attribute a foe must win an opposed roll with to attack `target`, if it is terrifying."""
    terror = target.p.specials.get("terror")
    return terror.opposed if terror is not None else target.terrify


def daylight_effect(c: Combatant, lit: bool) -> str | None:
    """Set the daylight penalty for `c`; turn a troll to stone. Returns what happened, if anything."""
    specials = c.p.specials
    if not specials:
        return None
    penalty = specials.get("daylight_penalty")
    c.daylight_mod = penalty.amount if (lit and penalty is not None and "daylight_immune" not in specials) else 0
    if lit and "sunlight_stone" in specials and c.present:
        kill(c, "turned to stone by the light of day")
        c.stone = True
        return "turned to stone"
    return None
