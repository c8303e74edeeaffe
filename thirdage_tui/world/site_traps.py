"""Traps in a site (4.2): seen in time in passing (3.2.3) or found by a search (with hidden doors and
hoards), sprung on the one in front through his armour, disarmed, and set by the company."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.ids import SET_TRAP, SPOT_HIDDEN, SPOT_TRAP
from thirdage_tui.world.site_actions import Disarm, Search, SetTrap
from thirdage_tui.world.site_checks import Scene
from thirdage_tui.world.site_events import Balked, Moved, Revealed, Sprung
from thirdage_tui.world.site_plan import distance
from thirdage_tui.world.site_sight import lit_squares, visible_squares
from thirdage_tui.world.site_stealth import LOUD, QUIET, STILL, notice
from thirdage_tui.world.site_time import FULL_TURN, IN_THE_DARK, feeling_the_way, in_dark, spend, step_cost

if TYPE_CHECKING:
    from thirdage_tui.content.models.sites import Trap
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_plan import Cell

PASSING = -5
"""Spot Trap on a trap about to be trodden on, passing at a cautious pace (3.2.3: at half speed)."""
SEARCH_REACH = 3
"""How far from the company a search looks, in squares."""


def tread(scene: Scene, letter: str, trap: Trap, to: Cell) -> None:
    """Onto a trap: a found one is not trodden on; an unfound one may be seen in time by the one in front
    at a cautious pace (Spot Trap), else it springs on him."""
    delve = scene.delve
    name = scene.site.features[letter].name
    if letter in delve.found:
        scene.events.append(Balked(f"{name} lies there: disarm it, or jump over it."))
        return
    lead = scene.best(SPOT_TRAP, [(trap.spot, "for the trap")])
    assert lead is not None
    cautious = delve.pace == "cautious" or feeling_the_way(scene)
    if cautious and scene.roll(lead, SPOT_TRAP, [(trap.spot, "for the trap"), (PASSING, "in passing"),
                                                 *in_dark(scene, to)]).success:
        delve.found.add(letter)
        scene.events.append(Revealed(letter, f"{lead.name} sees {name.lower()} in time"))
        spend(scene, step_cost(scene, to))
        notice(scene, QUIET)
        return
    delve.at = to
    scene.events.append(Moved(to))
    spring(scene, letter, trap, lead)
    spend(scene, step_cost(scene, to))
    notice(scene, LOUD)


def spring(scene: Scene, letter: str, trap: Trap, hero: Hero) -> None:
    scene.delve.sprung.add(letter)
    where, damage = scene.hurt(hero, trap.damage, trap.where, scene.site.features[letter].name)
    scene.events.append(Sprung(letter, hero.name, where, damage))


def search(scene: Scene, action: Search) -> None:
    """A full turn searching what lies within reach: Spot Trap for traps, Spot Hidden for hidden doors
    and hoards; what is not in sight is felt for, in the dark."""
    delve, plan = scene.delve, scene.plan
    seen = visible_squares(delve, scene.site, scene.content, lit_squares(delve, scene.site, scene.daylight))
    mark = len(scene.events)
    for letter, cell in plan.cells.items():
        feature = scene.site.features[letter]
        near = distance(cell, delve.at) <= SEARCH_REACH and (cell in seen or distance(cell, delve.at) <= 1)
        if not near or letter in delve.found:
            continue
        dark = [] if cell in seen else [(IN_THE_DARK, "by touch")]
        if feature.trap is not None and letter not in delve.disarmed | delve.sprung:
            skill, hidden = SPOT_TRAP, feature.trap.spot
        elif feature.door is not None and feature.door.hidden is not None:
            skill, hidden = SPOT_HIDDEN, feature.door.hidden
        elif feature.treasure is not None and feature.treasure.hidden is not None and letter not in delve.taken:
            skill, hidden = SPOT_HIDDEN, feature.treasure.hidden
        else:
            continue
        hero = scene.best(skill)
        if hero is not None and scene.roll(hero, skill, [(hidden, "for how well it is hidden"), *dark]).success:
            delve.found.add(letter)
            scene.events.append(Revealed(letter, f"{hero.name} finds {feature.name.lower()}"))
    scene.keep_failures_secret(mark)
    if not any(isinstance(e, Revealed) for e in scene.events[mark:]):
        scene.say("The company searches the squares about for a full turn and finds nothing.")
    spend(scene, FULL_TURN)
    notice(scene, STILL)


def disarm(scene: Scene, action: Disarm) -> None:
    """A full turn at a found trap: Set Trap & Disarm with its modifier; a roll of 20 springs it."""
    delve, letter = scene.delve, action.letter
    if not scene.within_reach(letter, "trap"):
        return
    trap = scene.site.features[letter].trap
    assert trap is not None
    if letter not in delve.found or letter in delve.disarmed | delve.sprung:
        scene.events.append(Balked("There is no trap found there to disarm."))
        return
    hero = scene.best(SET_TRAP)
    assert hero is not None
    rolled = scene.roll(hero, SET_TRAP, [(trap.disarm, "for the trap"), *in_dark(scene, scene.plan.cells[letter])])
    spend(scene, FULL_TURN)
    if rolled.success:
        delve.disarmed.add(letter)
        scene.say(f"{hero.name} makes {scene.site.features[letter].name.lower()} safe.")
    elif rolled.roll == 20:
        spring(scene, letter, trap, hero)
    else:
        scene.say("The trap is still set.")
    notice(scene, STILL)


def set_trap(scene: Scene, action: SetTrap) -> None:
    """A full turn setting a trap of the company's own on its square (Set Trap & Disarm)."""
    if scene.delve.at in scene.plan.features or scene.plan.ground(scene.delve.at).skill:
        scene.events.append(Balked("There is no room to set a trap here."))
        return
    hero = scene.best(SET_TRAP)
    assert hero is not None
    ok = scene.roll(hero, SET_TRAP, in_dark(scene, scene.delve.at)).success
    spend(scene, FULL_TURN)
    if ok:
        scene.delve.set_traps.add(scene.delve.at)
        scene.say(f"{hero.name} sets a trap here for whatever follows.")
    notice(scene, STILL)
