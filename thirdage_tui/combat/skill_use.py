"""Skills used in the round (3.4.1 "use a skill"); our rulings, in `docs/rulings.md` ("The battle grid"):

- Healing on a bleeding friend within reach (or on oneself, the only thing a fighter wounded in the
  abdomen may do): a success stops the bleeding (G4.7), not the wound.
- Hide in Cover or Move Silently to slip out of the fight: only for one not engaged at the start of
  the round; opposed (4.5) against the best perception of the foes still fighting; the winner is gone
  from the fight as one who fled.
- Know Enemy on a foe of the kind it was learnt against: a success gives +1 to every attack on that
  foe for the rest of the fight.

Each use takes the user's DEX strike rank and is his whole action for the round.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.ids import HEALING, HIDE_IN_COVER, KNOW_ENEMY, LISTEN, MOVE_SILENTLY, SPOT_HIDDEN
from thirdage_tui.engine.rolls import Opposed, resolve_opposed

__all__ = ["HEALING", "KNOWN_FOE_BONUS", "KNOW_ENEMY", "PERCEPTION", "SLIPPING", "USABLE", "heal", "level", "perception",
           "slip_away", "study"]

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.engine.dice import Die

SLIPPING = (HIDE_IN_COVER, MOVE_SILENTLY)
USABLE = (HEALING, *SLIPPING, KNOW_ENEMY)
"""The skills a fighter may use in the round, in the order they are offered."""
PERCEPTION = (LISTEN, SPOT_HIDDEN)
KNOWN_FOE_BONUS = 1


def level(c: Combatant, skill: str, target: Combatant | None = None) -> int:
    """`c`'s level in `skill` (0 if untrained); for Know Enemy, his best lore of `target`'s kind
    (`Profile.foe_lore`)."""
    if skill != KNOW_ENEMY:
        return c.p.skills.get(skill, 0)
    lore = c.p.foe_lore.get(target.p.family, 0) if target is not None else 0
    return max(lore, c.p.skills.get(KNOW_ENEMY, 0))


def perception(c: Combatant) -> int:
    """A fighter's best Listen or Spot Hidden."""
    return max((c.p.skills.get(s, 0) for s in PERCEPTION), default=0)


def heal(c: Combatant, d: Die) -> tuple[int, bool]:
    """A Healing roll on a bleeding wound: (the die, success)."""
    roll = d(20)
    return roll, roll <= level(c, HEALING)


def slip_away(c: Combatant, skill: str, watchers: list[Combatant], d: Die) -> Opposed:
    """`skill` (Hide in Cover or Move Silently) against the watchers' best perception: an Opposed."""
    eyes = max((perception(w) for w in watchers), default=0)
    return resolve_opposed(d(20), level(c, skill), d(20), eyes)


def study(c: Combatant, target: Combatant, d: Die) -> tuple[int, int, bool]:
    """A Know Enemy roll against `target`'s kind: (the die, the level, success)."""
    need = level(c, KNOW_ENEMY, target)
    roll = d(20)
    return roll, need, roll <= need
