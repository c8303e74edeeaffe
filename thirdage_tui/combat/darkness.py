"""Fighting in the dark (our ruling, docs/rulings.md "Fights in a site"): a fight in a dark or dim
site knows which squares are lit, round by round, and what that does to those who cannot see.

A square is lit when a light reaches it in a straight line no wall or shut door stops: the squares
lit whoever stands where (daylight at a site's way in by day), within the radius of each light a
fighter carries (a lantern or a torch 3 squares, the Light spell 4, a candle his own square; it
stays lit where he falls), and within a Daylight cast in the fight. Whoever sees in the dark (a
Darksight in effect, or a creature of the dark: orcs, trolls, wolves, spiders, the undead, dragons
and demons) fights as by day. Anyone else fights blind while he stands where no light falls: his
attacks and parries at `penalty` (-4 in the dark, -2 in the dim), as the sun's penalty is for those
who shun it; and a shot at a target where no light falls is at `penalty` again. The day falling in at a
way in is the sun's for those who shun it (a troll there turns to stone)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from thirdage_tui.combat.battlefield import Cell, squares
from thirdage_tui.combat.rules import SQUARE_FT
from thirdage_tui.combat.specials import daylight_effect

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant

PENALTY = {"dark": -4, "dim": -2}
"""To the attacks and parries of one fighting blind, by the site's light (a lit site has none)."""
SEE_IN_THE_DARK = frozenset({"orcs", "trolls", "wolves", "spiders", "undead", "dragons", "demons"})
"""The families of creatures that see in the dark as by day (men, birds and trees do not)."""
DARKSIGHT = "darksight"
"""The kind of magic effect by which a fighter sees in the dark."""


@dataclass
class Darkness:
    """The dark of one fight: `penalty` (negative) for fighting blind; `fixed`, the squares lit
    whoever stands where; `lights`, the radius in squares of the light each fighter carries, by uid;
    `sighted`, the uids who see in the dark by magic cast before the fight; `sunlit`, where the day
    itself falls. `now` is the squares lit this round (`fall`)."""

    penalty: int
    fixed: frozenset[Cell] = frozenset()
    lights: Mapping[str, int] = field(default_factory=dict)
    sighted: frozenset[str] = frozenset()
    sunlit: frozenset[Cell] = frozenset()
    """The squares the day itself falls on (about a way in): the sun's there for those who shun it."""
    now: frozenset[Cell] = frozenset()

    def sees(self, c: Combatant) -> bool:
        """Whether `c` sees in the dark."""
        return c.uid in self.sighted or c.p.family in SEE_IN_THE_DARK or any(
            e.type == DARKSIGHT for active in c.effects for e in active.magic.effects)

    def lit(self, battle: Battle) -> frozenset[Cell]:
        """The squares lit now: the fixed ones, and those each light reaches from where it is."""
        lit = set(self.fixed)
        sources = [(battle.at[uid], radius) for uid, radius in self.lights.items() if uid in battle.at]
        sources += [(battle.at[c.uid], a.daylight_radius // SQUARE_FT) for c in battle.c for a in c.effects
                    if a.daylight_radius]
        for source, radius in sources:
            lit.update(reached(battle, source, radius))
        return frozenset(lit)

    def fall(self, battle: Battle) -> None:
        """The light falls for this round: each fighter who cannot see in the dark and stands where no
        light falls fights blind (his light modifier: the sun's, if it touches him, and the dark's)."""
        self.now = lit = self.lit(battle)
        for c in battle.lit_by_specials:
            if battle.at[c.uid] in self.sunlit and daylight_effect(c, True):
                battle.emit("stone", c.uid, text=f"{c.uid} is caught by the light of day and turns to stone")
        for c in battle.c:
            if not self.sees(c):
                sun = c.daylight_mod if c.p.specials else 0  # `Battle._light` has just set it afresh
                c.daylight_mod = sun + (0 if battle.at[c.uid] in lit else self.penalty)

    def shot(self, battle: Battle, shooter: Combatant, target: Combatant) -> int:
        """The dark's modifier to a shot: `penalty` at a target where no light falls, unless the shooter
        sees in the dark."""
        return 0 if battle.at[target.uid] in self.now or self.sees(shooter) else self.penalty


def reached(battle: Battle, source: Cell, radius: int) -> Iterable[Cell]:
    """The squares a light at `source` reaches within `radius` squares, in a line nothing stops."""
    field_ = battle.field
    x0, y0 = source
    for y in range(y0 - radius, y0 + radius + 1):
        for x in range(x0 - radius, x0 + radius + 1):
            cell = (x, y)
            if field_.inside(cell) and squares(cell, source) <= radius and field_.sight(source, cell)[0]:
                yield cell
