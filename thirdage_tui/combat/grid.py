"""The melee round on a battlefield of squares: the same `Battle`, with positions on a grid.

Only where a fighter stands changes: distance is counted in squares (reach one square), moving
follows the ground (trees, rocks and water in the way, slopes and fords costing double), a
fighter may be told which square to move to (`Intent.to`), a shot needs a line of sight and
suffers for cover on its way (GUIDE G4.6 and `docs/rulings.md`).
"""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat.battle import KEEP_AWAY_FT, Battle
from thirdage_tui.combat.battlefield import Battlefield, Cell, deploy, feet, generate, size_for, squares
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.intent import ATTACK, CLOSE, FLEE, MAGIC, QUAIL, SHOOT, SKILL, SURRENDER, Intent
from thirdage_tui.combat.rules import SQUARE_FT
from thirdage_tui.combat.simulate import fighters

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.store import Content

COVER = -4
"""To shoot at a target whose line of sight passes trees, rocks or rubble (our ruling)."""


class GridBattle(Battle):
    """A Battle whose fighters stand on the squares of `field` (`at` maps uid to square)."""

    def __init__(self, combatants: list[Combatant], content: Content, rng: Random | None = None, *,
                 field: Battlefield, at: dict[str, Cell] | None = None, distance_ft: int = 30, **kw):
        super().__init__(combatants, content, rng, distance_ft=distance_ft, **kw)
        self.field = field
        self.at: dict[str, Cell] = at if at is not None else dict(
            zip((c.uid for c in combatants), deploy(field, [c.side for c in combatants], distance_ft), strict=True))

    # -- the field ---------------------------------------------------------------------------

    def distance(self, a: Combatant, b: Combatant) -> float:
        return feet(self.at[a.uid], self.at[b.uid])

    def engaged(self, c: Combatant) -> bool:
        here, side = self.at[c.uid], c.side
        return any(f.side != side and f.able and squares(self.at[f.uid], here) <= 1 for f in self.c)

    def occupied(self, but: Combatant | None = None) -> set[Cell]:
        """Squares where someone stands (the dead and the fled stand nowhere)."""
        return {self.at[f.uid] for f in self.c if f.present and not f.dead and f is not but}

    def allowance(self, c: Combatant, attacking: bool) -> int:
        """Squares of move this round: one on the ground, double when not attacking (G4.8)."""
        if c.down:
            return 1
        move = int(c.p.move * c.move_mult)
        return move if attacking else 2 * move

    def moves(self, c: Combatant, attacking: bool) -> dict[Cell, int]:
        """Every square `c` can reach this round, with what it costs."""
        return self.field.costs(self.at[c.uid], self.occupied(c), self.allowance(c, attacking))

    def sight(self, shooter: Combatant, target: Combatant) -> tuple[bool, bool]:
        return self.field.sight(self.at[shooter.uid], self.at[target.uid])

    def cover(self, shooter: Combatant, target: Combatant) -> int:
        return COVER if self.sight(shooter, target)[1] else 0

    # -- movement ----------------------------------------------------------------------------

    def _move(self, intents: list[Intent], engaged: dict[str, bool]) -> None:
        """Those told where to go walk there first; the rest move as their action needs."""
        rest = []
        for intent in intents:
            c = intent.actor
            if intent.to is None or intent.action == FLEE:
                rest.append(intent)
            elif not engaged[c.uid] and intent.action not in (SURRENDER, QUAIL):
                ways = self.moves(c, intent.action in (ATTACK, SHOOT, MAGIC, SKILL))
                goal = min(ways, key=lambda cell: (squares(cell, intent.to), ways[cell], cell))
                self._go(c, goal, intent.target)
        super()._move(rest, engaged)

    def _close(self, intent: Intent, allowance: float) -> None:
        c, target = intent.actor, intent.target
        if self.distance(c, target) <= self.reach:
            return
        near = self._towards(c, target, self.allowance(c, True), 1)
        if squares(near, self.at[target.uid]) > 1:
            intent.action = CLOSE
            near = self._towards(c, target, self.allowance(c, False), 1)
        self._go(c, near, target)

    def _approach(self, intent: Intent, allowance: float) -> None:
        c, target = intent.actor, intent.target
        wanted = max(1, int(self._range_of(intent)) // SQUARE_FT)
        if squares(self.at[c.uid], self.at[target.uid]) > wanted:
            self._go(c, self._towards(c, target, self.allowance(c, True), wanted), target)

    def _towards(self, c: Combatant, target: Combatant, allowance: int, within: int) -> Cell:
        return self.field.step_towards(self.at[c.uid], self.at[target.uid], allowance, self.occupied(c), within)

    def _keep_away(self, c: Combatant, allowance: float) -> None:
        foes = [f for f in self.foes(c) if f.able]
        if foes and min(self.distance(c, f) for f in foes) < KEEP_AWAY_FT:
            self._go(c, self._away(c, foes, self.allowance(c, True)), None)

    def _away(self, c: Combatant, foes: list[Combatant], allowance: int) -> Cell:
        """The reachable square farthest from the nearest foe (up to keeping-away distance)."""
        ways = self.field.costs(self.at[c.uid], self.occupied(c), allowance)
        keep = KEEP_AWAY_FT // SQUARE_FT

        def gap(cell: Cell) -> tuple:
            nearest = min(squares(cell, self.at[f.uid]) for f in foes)
            return (-min(nearest, keep), ways[cell], cell)

        return min(ways, key=gap)

    def _go(self, c: Combatant, cell: Cell, target: Combatant | None) -> None:
        start = self.at[c.uid]
        if cell == start:
            return
        self.at[c.uid] = cell
        moved = feet(start, cell)
        c.moved_ft += moved
        towards = f" towards {target.uid}" if target is not None else ""
        self.emit("move", c.uid, target.uid if target else None, f"{c.uid} moves {moved} ft{towards}", value=moved)

    def _leap(self, c: Combatant, feet_: int | None) -> None:
        foes = [f for f in self.foes(c) if f.able]
        if foes and feet_:
            reach = feet_ // SQUARE_FT
            spots = {cell: 0 for cell in self._ring(self.at[c.uid], reach) if cell not in self.occupied(c)}
            if spots:
                self.at[c.uid] = max(spots, key=lambda s: (min(squares(s, self.at[f.uid]) for f in foes), s))

    def _ring(self, centre: Cell, radius: int) -> list[Cell]:
        x0, y0 = centre
        return [(x, y) for x in range(x0 - radius, x0 + radius + 1) for y in range(y0 - radius, y0 + radius + 1)
                if self.field.passable((x, y))]

    # -- missiles ----------------------------------------------------------------------------

    def _shoot(self, intent: Intent, sr: int, heap: list) -> None:
        """No shot without a line of sight (walls block it)."""
        c, target = intent.actor, intent.target
        if target.present and not self.sight(c, target)[0]:
            self.emit("thwarted", c.uid, target.uid, f"{c.uid} cannot see {target.uid}")
            return
        super()._shoot(intent, sr, heap)


def muster(content: Content, party: list[Profile], foes: list[tuple[Creature, int]], rng: Random, *,
           terrain: str = "open", distance_ft: int = 30, **kw) -> GridBattle:
    """A fight on a fresh battlefield of `terrain`: the party on the left, each foe rolled as an
    individual with `rng`, the two lines `distance_ft` apart."""
    places = fighters(content, party, foes, rng.randrange(2**31), pool=1)
    combatants = [Combatant(f.pool[0], f.uid, f.side) for f in places]
    field = generate(terrain, rng, *size_for(len(combatants), distance_ft))
    return GridBattle(combatants, content, rng, field=field, distance_ft=distance_ft, **kw)
