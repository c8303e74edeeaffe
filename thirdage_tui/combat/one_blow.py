"""One blow with dice rolled at the table (`thirdage resolve attack`): the same code as a simulated
blow, fed the referee's dice in the order of GUIDE §3."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.combat import tactics
from thirdage_tui.combat.attack import AUTO, NO_PARRY, Blow, strike
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.engine.dice import ScriptedDice

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.store import Content

ROLL_ORDER = ("the attack d20", "the parry d20 (if the blow hit and is parried)",
              "the hit-location d20 (unless a weapon parried)", "each weapon damage die", "each damage-bonus die")


class ResolveError(ValueError):
    """Bad input for one blow: says what was expected."""


def resolve_attack(content: Content, attacker: Profile, weapon: str, defender: Profile, rolls: list[int], *,
                   parry: str | None = None, defence: int = 0, skill_mod: int = 0) -> Blow:
    """Resolve one blow of `attacker`'s `weapon` on `defender`, consuming `rolls` in order.

    `parry`: an item the defender holds, "none", or None for the defender's best. `defence`: the
    Defence the defender puts against this attacker (at most his whole Defence).
    """
    att, dfn = Combatant(attacker, attacker.name, 0), Combatant(defender, _other(defender.name, attacker.name), 1)
    att.main = _weapon(attacker, weapon)
    tactics.arm_up(dfn)
    if not 0 <= defence <= dfn.defence:
        raise ResolveError(f"--defence {defence}: {defender.name} has {dfn.defence} Defence to assign "
                           f"(0-{dfn.defence})")
    dfn.defence_vs = {att.uid: defence}
    arm = attacker.arms[att.main]
    chosen = _parry(dfn, parry, arm.ranged)
    dice = ScriptedDice(rolls)
    try:
        blow = strike(att, att.main, dfn, dice, CombatRules.from_tables(content.tables), modifier=skill_mod,
                      parry=chosen, melee=not arm.ranged)
    except ValueError as exc:
        raise ResolveError(f"--rolls: {exc}; rolls are used in this order: {'; '.join(ROLL_ORDER)}") from None
    if dice.unused:
        raise ResolveError(f"--rolls: {len(dice.unused)} roll(s) left over ({', '.join(map(str, dice.unused))}); "
                           f"this blow used {len(dice.asked)}")
    return blow


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
