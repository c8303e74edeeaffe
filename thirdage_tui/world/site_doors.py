"""Doors in a site: opened, picked (Lock-picking with tools, by light, 4.2, 6.3), forced (opposed STR
against their resistance, 4.5.2) and jammed with iron spikes (6.3)."""

from __future__ import annotations

from thirdage_tui.content.ids import IRON_SPIKES, LOCK_PICKING
from thirdage_tui.world.site_actions import Force, Open, PickLock, Spike
from thirdage_tui.world.site_checks import Scene
from thirdage_tui.world.site_events import Balked, Opened
from thirdage_tui.world.site_sight import door_shut
from thirdage_tui.world.site_stealth import LOUD, STILL, notice
from thirdage_tui.world.site_time import FULL_TURN, ROUND, in_dark, spend

NO_TOOLS = -5
"""Picking a lock with no tool made for it."""


def through_door(scene: Scene, letter: str) -> bool:
    """Whether the company may step into a door's square: a door not locked (or unlocked, broken, or
    held by the company's own spell) opens as it steps in."""
    delve, door = scene.delve, scene.site.features[letter].door
    assert door is not None
    if letter in delve.opened | delve.broken | delve.held:
        return True
    if door.lock is not None:
        scene.events.append(Balked(f"{scene.site.features[letter].name} is locked: pick the lock or force it."))
        return False
    delve.opened.add(letter)
    scene.events.append(Opened(letter, "opened"))
    return True


def open_door(scene: Scene, action: Open) -> None:
    """Open a door beside the company: one it holds shut (spikes, Hold Portal) is let go, a locked one is
    picked (a full turn at it)."""
    delve, letter = scene.delve, action.letter
    if not scene.within_reach(letter, "door"):
        return
    released = letter in delve.held
    if released:
        delve.held.discard(letter)
        delve.magic = [m for m in delve.magic if m.target != letter]
    door = scene.site.features[letter].door
    if door is not None and door.lock is not None and letter not in delve.opened | delve.broken:
        pick_lock(scene, PickLock(letter))
        return
    if door_shut(scene.plan, delve, scene.site, scene.plan.cells[letter]):
        through_door(scene, letter)
    elif released:
        scene.events.append(Opened(letter, "let go"))
    else:
        scene.events.append(Balked("That door stands open."))
        return
    spend(scene, ROUND)
    notice(scene, STILL)


def pick_lock(scene: Scene, action: PickLock) -> None:
    """A full turn at a lock: Lock-picking with the lock's modifier, worse with no tools or no light."""
    delve, letter = scene.delve, action.letter
    if not scene.within_reach(letter, "door"):
        return
    door = scene.site.features[letter].door
    assert door is not None
    if door.lock is None or letter in delve.opened | delve.broken:
        scene.events.append(Balked("There is no lock to pick there."))
        return
    hero = scene.best(LOCK_PICKING)
    assert hero is not None
    tools = [] if scene.aids(hero, LOCK_PICKING) else [(NO_TOOLS, "with no tools for it")]
    ok = scene.roll(hero, LOCK_PICKING, [(door.lock, "for the lock"), *tools,
                                         *in_dark(scene, scene.plan.cells[letter])]).success
    spend(scene, FULL_TURN)
    if ok:
        delve.opened.add(letter)
        scene.events.append(Opened(letter, f"{hero.name} picks the lock"))
    else:
        scene.say("The lock holds.")
    notice(scene, STILL)


def force(scene: Scene, action: Force) -> None:
    """A round's heave at a shut door: the strongest's STR (and the best crowbar's help) against its
    resistance (4.5.2), loud whether it gives or not."""
    delve, letter = scene.delve, action.letter
    if not scene.within_reach(letter, "door"):
        return
    door = scene.site.features[letter].door
    assert door is not None
    if letter in delve.broken or letter in delve.opened:
        scene.events.append(Balked("That door is not shut against the company."))
        return
    hero = max(scene.fit(), key=lambda h: h.attributes["STR"])
    tools = [(g.force, g.name) for h in scene.company for i in set(h.equipment)
             if (g := scene.content.gear.get(i)) is not None and g.force]
    spend(scene, ROUND)
    if scene.attribute(hero, "STR", [max(tools)] if tools else [], door.force, "the door's resistance"):
        delve.broken.add(letter)
        scene.events.append(Opened(letter, f"{hero.name} bursts it open"))
    else:
        scene.say("The door shudders and holds.")
    notice(scene, LOUD)


def spike(scene: Scene, action: Spike) -> None:
    """A round hammering iron spikes into a shut door (a set of six used up): no band comes through it,
    as through a door held by Hold Portal, until the company opens it again."""
    delve, letter = scene.delve, action.letter
    if not scene.within_reach(letter, "door"):
        return
    holder = next((h for h in scene.fit() if IRON_SPIKES in h.equipment), None)
    if holder is None:
        scene.events.append(Balked("No one of the company carries iron spikes."))
        return
    if letter in delve.broken:
        scene.events.append(Balked("That door is broken: it cannot be jammed."))
        return
    kit = list(holder.equipment)
    kit.remove(IRON_SPIKES)
    scene.put(holder.evolve(equipment=kit))
    delve.held.add(letter)
    spend(scene, ROUND)
    scene.say(f"{holder.name} jams {scene.site.features[letter].name.lower()} shut with iron spikes.")
    notice(scene, LOUD)
