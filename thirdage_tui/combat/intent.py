"""The statement of intent (3.4.1): what each fighter means to do this round. Actions can be
thwarted or lost (too late, target gone, quailing) but never changed once stated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant

ATTACK = "attack"      # a melee blow with `weapon` at `target` (closing first if need be)
SHOOT = "shoot"        # a missile or thrown weapon, or a breath, at `target`
MAGIC = "magic"        # Hero Magic or a spell (`magic`, `level`) on `target` (or self)
CHANGE = "change"      # ready `weapon` (5 SR) and do nothing else
SKILL = "skill"        # use `skill` (combat.skill_use): Healing on `target`, slip away, Know Enemy on `target`
CLOSE = "close"        # move at double speed towards `target`, no attack
FLEE = "flee"          # leave the fight
SURRENDER = "surrender"
HOLD = "hold"          # parry and defend only
QUAIL = "quail"        # lost to terror this round: parry and defend only

BLOWS = (ATTACK, SHOOT)
"""The actions that strike at a target with a weapon (kept as one tuple: a round asks it of every intent)."""
AIMED = (ATTACK, SHOOT, MAGIC)
"""The actions aimed at a target, which it shares its Defence among (2.2.3)."""


@dataclass(slots=True)
class Intent:
    """One fighter's stated action. `magic` with ATTACK or SHOOT is cast while closing, before the
    blow (allowed only to one not engaged at the start of the round, 3.5.5). `defence` is how the
    fighter splits his Defence among his attackers by uid (None: evenly, the rest to the most
    skilled attacker). `parry` is an arm index, -1 for no parry, or -2 to choose when struck.
    `to` is a square to move to first, on a battlefield of squares (None: move as the action needs).
    `skill` is the skill id a SKILL action uses."""

    actor: Combatant
    action: str
    target: Combatant | None = None
    weapon: int = -1
    magic: str | None = None
    level: int = 1
    defence: dict[str, int] | None = None
    parry: int = -2
    to: tuple[int, int] | None = None
    skill: str | None = None
