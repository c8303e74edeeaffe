"""Where the fighters stand: the squares of a battlefield (five feet each, a diagonal step counting as
one), and the ways they move on it — the geometry every fight is played in (3.2.3, 3.4.2; G4.8).

The round (`combat.battle`) asks and the geometry answers: how far apart two fighters are, who is
engaged, where one can get to this round, which square takes him nearer his target, whether a shot
has a line of sight and passes cover. It decides nothing about the rules and keeps no other state.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from thirdage_tui.combat.battlefield import Battlefield, Cell, deploy, feet, squares
from thirdage_tui.combat.rules import SQUARE_FT

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant

KEEP_AWAY_FT = 30
"""How far an archer who keeps his distance tries to stay from the nearest foe (our ruling)."""
COVER = -4
"""To shoot at a target whose line of sight passes trees, rocks or rubble (our ruling)."""


class Grid:
    """The fighters on the squares of `field`; `at` maps each fighter's uid to his square."""

    reach = SQUARE_FT
    """Close combat: the next square, diagonals included."""

    def __init__(self, field: Battlefield, at: dict[str, Cell]) -> None:
        self.field = field
        self.at = at

    @classmethod
    def deployed(cls, field: Battlefield, fighters: Iterable[Combatant], distance_ft: int) -> Grid:
        """The two sides in their lines `distance_ft` apart (`battlefield.deploy`)."""
        fighters = list(fighters)
        cells = deploy(field, [c.side for c in fighters], distance_ft)
        return cls(field, dict(zip((c.uid for c in fighters), cells, strict=True)))

    # -- distances ---------------------------------------------------------------------------

    def distance(self, a: Combatant, b: Combatant) -> int:
        """Feet between two fighters (`battlefield.feet`, written out: fights ask it most)."""
        at = self.at
        (ax, ay), (bx, by) = at[a.uid], at[b.uid]
        dx, dy = (ax - bx if ax > bx else bx - ax), (ay - by if ay > by else by - ay)
        return (dx if dx > dy else dy) * SQUARE_FT  # noqa: FURB136 (max() is a call a distance)

    def gaps(self, c: Combatant, others: Iterable[Combatant]) -> list[tuple[int, Combatant]]:
        """(feet from `c`, fighter) for each of `others` (`distance` for many at once)."""
        at = self.at
        x, y = at[c.uid]
        out = []
        for f in others:
            fx, fy = at[f.uid]
            dx, dy = (fx - x if fx > x else x - fx), (fy - y if fy > y else y - fy)
            out.append(((dx if dx > dy else dy) * SQUARE_FT, f))  # noqa: FURB136
        return out

    def engaged(self, c: Combatant, foes: Iterable[Combatant]) -> bool:
        """In close combat: an able foe in the next square."""
        (x, y), at = self.at[c.uid], self.at
        for f in foes:
            if f.able:
                fx, fy = at[f.uid]
                if -1 <= fx - x <= 1 and -1 <= fy - y <= 1:
                    return True
        return False

    def sight(self, shooter: Combatant, target: Combatant) -> tuple[bool, bool]:
        """(seen, covered) from the shooter's square to the target's."""
        return self.field.sight(self.at[shooter.uid], self.at[target.uid])

    def cover(self, shooter: Combatant, target: Combatant) -> int:
        """The modifier to a shot for the cover between shooter and target."""
        return COVER if self.sight(shooter, target)[1] else 0

    # -- movement ----------------------------------------------------------------------------

    def occupied(self, fighters: Iterable[Combatant], but: Combatant | None = None) -> set[Cell]:
        """Squares where someone stands (the dead and the fled stand nowhere)."""
        at = self.at
        return {at[f.uid] for f in fighters if f.present and not f.dead and f is not but}

    @staticmethod
    def allowance(c: Combatant, attacking: bool) -> int:
        """Squares of move this round: one on the ground, double when not attacking (G4.8)."""
        if c.down:
            return 1
        move = int(c.p.move * c.move_mult)
        return move if attacking else 2 * move

    def moves(self, c: Combatant, fighters: Iterable[Combatant], attacking: bool) -> dict[Cell, int]:
        """Every square `c` can reach this round, with what it costs."""
        return self.field.costs(self.at[c.uid], self.occupied(fighters, c), self.allowance(c, attacking))

    def nearest_to(self, c: Combatant, fighters: Iterable[Combatant], cell: Cell, attacking: bool) -> Cell:
        """The square `c` can reach this round nearest `cell` (the cheapest of equals, then the first)."""
        ways = self.moves(c, fighters, attacking)
        return min(ways, key=lambda near: (squares(near, cell), ways[near], near))

    def closing(self, c: Combatant, target: Combatant, fighters: Iterable[Combatant]) -> tuple[Cell, bool]:
        """Where `c` goes to strike `target`: (the square, whether he reaches him). Within his walk he
        stops beside him and may still strike; beyond it he runs (double move) and does not."""
        return self.field.close_in(self.at[c.uid], self.at[target.uid], self.allowance(c, True),
                                   self.allowance(c, False), self.occupied(fighters, c), 1)

    def approach(self, c: Combatant, target: Combatant, fighters: Iterable[Combatant], range_ft: int) -> Cell:
        """Where `c` walks to come within `range_ft` of `target` (his own square if he already is)."""
        wanted = max(1, range_ft // SQUARE_FT)
        here, there = self.at[c.uid], self.at[target.uid]
        if squares(here, there) <= wanted:
            return here
        return self.field.step_towards(here, there, self.allowance(c, True), self.occupied(fighters, c), wanted)

    def away(self, c: Combatant, foes: list[Combatant], fighters: Iterable[Combatant]) -> Cell:
        """The reachable square farthest from the nearest foe, up to keeping-away distance."""
        ways = self.moves(c, fighters, True)
        keep, at = KEEP_AWAY_FT // SQUARE_FT, self.at

        def gap(cell: Cell) -> tuple[int, int, Cell]:
            nearest = min(squares(cell, at[f.uid]) for f in foes)
            return (-min(nearest, keep), ways[cell], cell)

        return min(ways, key=gap)

    def leap_spot(self, c: Combatant, feet_: int, foes: list[Combatant], fighters: Iterable[Combatant]) -> Cell | None:
        """A leap of `feet_` (Salmon Leap): the free square within it farthest from the nearest foe."""
        x0, y0 = self.at[c.uid]
        radius = feet_ // SQUARE_FT
        taken = self.occupied(fighters, c)
        spots = [(x, y) for x in range(x0 - radius, x0 + radius + 1) for y in range(y0 - radius, y0 + radius + 1)
                 if self.field.passable((x, y)) and (x, y) not in taken]
        if not spots:
            return None
        at = self.at
        return max(spots, key=lambda s: (min(squares(s, at[f.uid]) for f in foes), s))

    def place(self, c: Combatant, cell: Cell) -> int:
        """Put `c` on `cell`; the feet he covered."""
        start = self.at[c.uid]
        self.at[c.uid] = cell
        return feet(start, cell)
