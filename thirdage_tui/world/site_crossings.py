"""Hard ground in a site (4.2): ledges, deep water, climbs and chasms, each hero crossing by his own
skill (or by Levitate and Salmon Leap, 5.1), each who fails hurt."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.ids import BALANCE, CLIMB, JUMP, SWIM
from thirdage_tui.world.site_actions import Climb, Jump, Swim
from thirdage_tui.world.site_checks import Scene
from thirdage_tui.world.site_events import Balked
from thirdage_tui.world.site_state import Lasting
from thirdage_tui.world.site_time import FULL_TURN, LEAP, LEVITATE, arrive, next_square, step_cost
from thirdage_tui.world.site_traps import spring
from thirdage_tui.world.site_workings import magic_entry, magic_on

if TYPE_CHECKING:
    from collections.abc import Callable

    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_plan import Cell

FALL, CHASM_FALL, DROWNING = "1D6", "2D6", "1D3"


def _floats(scene: Scene, hero: Hero) -> bool:
    return bool(magic_on(scene.delve, scene.content, hero.name, LEVITATE))


def _each_crosses(scene: Scene, skill: str, hurt: str, why: str, *, floating: bool = True) -> None:
    """Every fit hero crosses with a roll of `skill` (those floating by Levitate need none); each who
    fails is hurt, and the others help him over."""
    for hero in scene.fit():
        if floating and _floats(scene, hero):
            scene.say(f"{hero.name} floats across.")
        elif not scene.roll(hero, skill).success:
            current = scene.hero(hero.name)
            assert current is not None
            scene.hurt(current, hurt, None, why)


def balance(scene: Scene, to: Cell, dx: int, dy: int) -> None:
    """A ledge: Balance for each, a fall for each who fails."""
    _each_crosses(scene, BALANCE, FALL, "a fall from the ledge")
    arrive(scene, to, 2 * step_cost(scene, to))


def swim(scene: Scene, to: Cell, dx: int, dy: int) -> None:
    """Deep water: Swim for each, less what his load costs (4.2; 3.3 in the skill's level); water
    swallowed for each who fails."""
    _each_crosses(scene, SWIM, DROWNING, "water swallowed", floating=False)
    arrive(scene, to, 2 * step_cost(scene, to))


def climb(scene: Scene, to: Cell, dx: int, dy: int) -> None:
    """A climb: a full turn and a Climb check for each (4.2), a rope or grapnel of the company's helping
    all; a fall for each who fails."""
    _each_crosses(scene, CLIMB, FALL, "a fall from the climb")
    arrive(scene, to, FULL_TURN)


def jump(scene: Scene, over: Cell, dx: int, dy: int) -> None:
    """Over a chasm (or a found trap) to the square beyond: Jump for each, unless he floats or leaps
    (Levitate, Salmon Leap); who fails falls in (or springs the trap)."""
    land = (over[0] + dx, over[1] + dy)
    if not scene.plan.inside(land) or not scene.plan.ground(land).walk or scene.plan.ground(land).skill:
        scene.events.append(Balked("There is no footing beyond to land on."))
        return
    letter = scene.plan.features.get(over)
    trap = scene.site.features[letter].trap if letter else None
    for hero in scene.fit():
        if _floats(scene, hero) or magic_on(scene.delve, scene.content, hero.name, LEAP):
            scene.delve.magic = [m for m in scene.delve.magic if not (m.hero == hero.name and _leaps(scene, m))]
            scene.say(f"{hero.name} is carried over as if by wings.")
        elif not scene.roll(hero, JUMP).success:
            current = scene.hero(hero.name)
            assert current is not None
            if trap is not None and letter is not None and letter not in scene.delve.sprung:
                spring(scene, letter, trap, current)
            elif trap is None:
                scene.hurt(current, CHASM_FALL, None, "a fall into the chasm")
    arrive(scene, land, 2 * step_cost(scene, land))


def _leaps(scene: Scene, lasting: Lasting) -> bool:
    """Whether a magic working is a leap (used up by the jump it makes)."""
    return any(e.type == LEAP for e in magic_entry(scene.content, lasting.magic).effects)


CROSSINGS: dict[str, Callable[[Scene, Cell, int, int], None]] = {
    BALANCE: balance, SWIM: swim, CLIMB: climb, JUMP: jump}
"""What each kind of hard ground asks (the squares' `skill`)."""


def crossing(skill: str) -> Callable[[Scene, Climb | Jump | Swim], None]:
    """An explicit climb, jump or swim: the same as stepping onto such ground, or a jump over a found trap."""

    def cross(scene: Scene, action: Climb | Jump | Swim) -> None:
        to = next_square(scene, action.dx, action.dy)
        if to is None:
            return
        letter = scene.plan.features.get(to)
        over_trap = skill == JUMP and letter is not None and scene.site.features[letter].trap is not None
        if scene.plan.ground(to).skill != skill and not over_trap:
            scene.events.append(Balked(f"There is nothing there to {skill}."))
            return
        CROSSINGS[skill](scene, to, action.dx, action.dy)

    return cross
