"""The clock of a delve and what rides on it (3.1.2, 3.2.2): a step's share of a melee round at each pace,
time spent (lights burning down, magic running out), the light to work by, and what the company sees
and remembers after each action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.world.site_checks import Modifiers, Scene
from thirdage_tui.world.site_events import Balked, Moved, Turn
from thirdage_tui.world.site_plan import SitePlan, distance
from thirdage_tui.world.site_sight import hidden_door, lit_squares, sees_in_dark, squares, visible_squares
from thirdage_tui.world.site_state import ROUNDS_A_TURN, TWELFTHS_A_ROUND, TWELFTHS_A_TURN, Light
from thirdage_tui.world.site_stealth import EVIL, LOUD, QUIET, band_of, bands_left, families, notice

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_plan import Cell
    from thirdage_tui.world.site_state import Delve

STEP_TWELFTHS = {"cautious": 4, "stroll": 2, "run": 1}
"""A square's share of a melee round at each pace: 3, 6 and 12 squares a round (3.2.2, a pace half a square)."""


ROUND, FULL_TURN = TWELFTHS_A_ROUND, TWELFTHS_A_TURN


ROUNDS_AN_HOUR = 12 * ROUNDS_A_TURN


IN_THE_DARK = -5
"""Fine work (a lock, a trap) or a search by touch, with no light on it."""


LEVITATE, LEAP, GLOW = "levitate", "leap", "glow"


def spend(scene: Scene, twelfths: int) -> None:
    """Time passes: the clock goes on, lights burn down and magic runs out, by the whole rounds passed."""
    delve = scene.delve
    before = delve.rounds
    delve.twelfths += twelfths
    passed = delve.rounds - before
    if passed:
        burn(scene, passed)


def burn(scene: Scene, rounds: int) -> None:
    delve = scene.delve
    for name, light in list(delve.lights.items()):
        light.rounds -= rounds
        if light.rounds <= 0:
            del delve.lights[name]
            burnt_out(scene, name, light)
    for lasting in list(delve.magic):
        lasting.rounds -= rounds
        if lasting.rounds <= 0:
            delve.magic.remove(lasting)
            if lasting.target is not None:
                delve.held.discard(lasting.target)
            scene.say(f"{lasting.hero}'s {_magic_name(scene, lasting.magic)} wears off.")


def burnt_out(scene: Scene, name: str, light: Light) -> None:
    """A light gone out: the torch or candles are used up, or the lantern's flask of oil."""
    gear = scene.content.gear.get(light.source)
    hero = scene.hero(name)
    if gear is None or gear.light is None or hero is None:
        scene.say(f"{name}'s {_magic_name(scene, light.source)} fades.")
        return
    spent = gear.light.fuel or gear.id
    kit = list(hero.equipment)
    if spent in kit:
        kit.remove(spent)
        scene.put(hero.evolve(equipment=kit))
    scene.say(f"{name}'s {gear.name.lower()} burns out.")


def _magic_name(scene: Scene, magic_id: str) -> str:
    magic = scene.content.hero_magic.get(magic_id) or scene.content.spells.get(magic_id)
    return magic.name if magic else magic_id


def see(scene: Scene) -> None:
    """The company remembers what it sees after the action, and how the bands it sees stand."""
    delve = scene.delve
    seen = visible_squares(delve, scene.site, scene.content, lit_squares(delve, scene.site, scene.daylight))
    delve.seen |= seen
    for letter in bands_left(scene):
        if scene.plan.cells[letter] in seen:
            delve.heard[letter] = delve.alert.get(letter, 0)
    glow(scene)


def glow(scene: Scene) -> None:
    """A hero's item that glows near evil (appendix 1: the blades of Westernesse, the star pendant) tells
    when it begins and stops: an evil band within its reach, whatever lies between."""
    delve = scene.delve
    for hero in scene.company:
        reach = [e.range_ft or 0 for i in set(hero.equipment) if (item := scene.content.magic_items.get(i))
                 for e in item.effects if e.type == GLOW]
        near = bool(reach) and any(
            distance(scene.plan.cells[k], delve.at) <= squares(max(reach))
            and families(scene, band_of(scene, k)) & EVIL for k in bands_left(scene))
        if near and hero.name not in delve.glowing:
            delve.glowing.add(hero.name)
            scene.say(f"What {hero.name} carries glows with a pale blue light: something evil is near.")
        elif not near and hero.name in delve.glowing:
            delve.glowing.discard(hero.name)
            scene.say(f"The glow of what {hero.name} carries fades.")


def pass_time(delve: Delve, site: Site, company: tuple[Hero, ...], content: Content, rounds: int,
              rng: Random) -> Turn:
    """Melee rounds gone by outside the delve's own actions (a fight in the site): lights burn down and
    magic runs out as they would have."""
    scene = Scene(delve, site, SitePlan.from_site(site), content, rng, list(company))
    spend(scene, rounds * ROUND)
    return Turn(scene.events, tuple(scene.company))


def lit_here(scene: Scene, cell: Cell) -> bool:
    """Whether there is light to work by at `cell` (or Darksight)."""
    return sees_in_dark(scene.delve, scene.content) or cell in lit_squares(scene.delve, scene.site, scene.daylight)


def in_dark(scene: Scene, cell: Cell) -> Modifiers:
    return [] if lit_here(scene, cell) else [(IN_THE_DARK, "in the dark")]


def feeling_the_way(scene: Scene) -> bool:
    """In the dark with no light nor Darksight, the company goes at a cautious pace whatever it chose."""
    return not lit_here(scene, scene.delve.at) and scene.site.light != "dim"


def step_cost(scene: Scene, cell: Cell) -> int:
    going = "cautious" if feeling_the_way(scene) else scene.delve.pace
    return STEP_TWELFTHS[going] * scene.plan.ground(cell).cost


def next_square(scene: Scene, dx: int, dy: int) -> Cell | None:
    """The square one step on, or None (and why) if there is no way on there."""
    to = (scene.delve.at[0] + dx, scene.delve.at[1] + dy)
    if max(abs(dx), abs(dy)) != 1:
        scene.events.append(Balked("One square at a time."))
    elif (not scene.plan.inside(to) or not scene.plan.ground(to).walk
          or hidden_door(scene.plan, scene.delve, scene.site, to)):
        scene.events.append(Balked("There is no way on there."))
    else:
        return to
    return None


def arrive(scene: Scene, to: Cell, twelfths: int) -> None:
    """The company stands on `to`; the inhabitants may hear or see it."""
    scene.delve.at = to
    spend(scene, twelfths)
    scene.events.append(Moved(to))
    notice(scene, LOUD if scene.delve.pace == "run" and not feeling_the_way(scene) else QUIET)
