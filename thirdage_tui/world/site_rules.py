"""Each action of a delve played by the rules: its handler (`HANDLERS`), the step onto the next square
(which opens doors, treads on traps and crosses hard ground through their modules), listening and
hiding (4.5), lights kindled (6.3), magic used (5.1, 5.2), treasure taken and the way out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thirdage_tui.content.ids import CAMOUFLAGE, CLIMB, FLINT_AND_STEEL, HIDE_IN_COVER, JUMP, LISTEN, SWIM
from thirdage_tui.world.site_actions import (
    Climb,
    DelveAction,
    Disarm,
    Force,
    GoOut,
    Hide,
    Jump,
    Kindle,
    ListenAt,
    Open,
    Pace,
    PickLock,
    Search,
    SetTrap,
    Spike,
    Stride,
    Swim,
    Take,
    UseMagic,
)
from thirdage_tui.world.site_checks import Scene
from thirdage_tui.world.site_crossings import CROSSINGS, crossing
from thirdage_tui.world.site_doors import force, open_door, pick_lock, spike, through_door
from thirdage_tui.world.site_events import Balked, Left, Met, Stirred, Took, Turn
from thirdage_tui.world.site_magic import cast
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_sight import lit_squares, squares
from thirdage_tui.world.site_state import PACES, Light
from thirdage_tui.world.site_stealth import (
    HEARING,
    STILL,
    band_of,
    bands_left,
    come,
    notice,
    sees_company,
    sound_reach,
    spot_level,
    stealth_level,
    stir,
    whose,
)
from thirdage_tui.world.site_time import ROUND, ROUNDS_AN_HOUR, arrive, next_square, see, spend, step_cost
from thirdage_tui.world.site_traps import disarm, search, set_trap, tread

if TYPE_CHECKING:
    from collections.abc import Callable
    from random import Random

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_state import Delve


def play(delve: Delve, site: Site, company: tuple[Hero, ...], content: Content, action: DelveAction,
         rng: Random, *, daylight: bool = False) -> Turn:
    """One action played by the rules; `delve` is changed in place."""
    scene = Scene(delve, site, SitePlan.from_site(site), content, rng, list(company), daylight)
    if not scene.fit() and not isinstance(action, Pace):
        scene.events.append(Balked("No one of the company is fit to act."))
    else:
        HANDLERS[type(action)](scene, action)
    see(scene)
    return Turn(scene.events, tuple(scene.company))


def pace(scene: Scene, action: Pace) -> None:
    if action.pace not in PACES:
        scene.events.append(Balked(f"No such pace as {action.pace!r}: {', '.join(PACES)}."))
    else:
        scene.delve.pace = action.pace


def stride(scene: Scene, action: Stride) -> None:
    """A step onto the next square: doors open, traps may be trodden on, hard ground asks its skill."""
    to = next_square(scene, action.dx, action.dy)
    if to is None:
        return
    letter = scene.plan.features.get(to)
    feature = scene.site.features[letter] if letter else None
    if feature is not None and letter is not None:
        if feature.band is not None and letter not in scene.delve.beaten:
            spend(scene, ROUND)
            scene.events.append(Met(letter))
            return
        if feature.door is not None and not through_door(scene, letter):
            return
        if feature.trap is not None and letter not in scene.delve.disarmed | scene.delve.sprung:
            tread(scene, letter, feature.trap, to)
            return
    if scene.plan.glyph(to) == "+" and to not in scene.delve.ajar:
        scene.delve.ajar.add(to)
    skill = scene.plan.ground(to).skill
    if skill is not None:
        CROSSINGS[skill](scene, to, action.dx, action.dy)
        return
    arrive(scene, to, step_cost(scene, to))


def listen(scene: Scene, action: ListenAt) -> None:
    """A round of listening: the best ear against each band's Move Silently (or, asleep, its breathing)."""
    hero = scene.best(LISTEN)
    assert hero is not None
    reach = sound_reach(scene, scene.delve.at, 2 * HEARING)
    heard, mark = 0, len(scene.events)
    for letter in bands_left(scene):
        cell = scene.plan.cells[letter]
        if cell not in reach:
            continue
        band = band_of(scene, letter)
        asleep = scene.delve.alert.get(letter, 0) == 0
        ok = (scene.roll(hero, LISTEN).success if asleep
              else scene.opposed(hero, LISTEN, stealth_level(scene, band), whose(scene, letter, "Move Silently")) is True)
        if ok:
            heard += 1
            scene.delve.heard[letter] = scene.delve.alert.get(letter, 0)
            sound = "slow breathing, as of something asleep" if asleep else "something moving"
            scene.say(f"{hero.name} hears {sound}, {reach[cell] * 5} feet off by the way sound goes.")
    scene.keep_failures_secret(mark)
    if not heard:
        scene.say(f"{hero.name} hears nothing but the site's own small sounds.")
    spend(scene, ROUND)
    notice(scene, STILL)


def hide(scene: Scene, action: Hide) -> None:
    """A round kept still in cover (the better of Hide in Cover and Camouflage, 4.2): each awake band
    with the company in sight that fails to spot it grows calmer; one that spots it, warier."""
    if scene.delve.lights:
        scene.events.append(Balked("No one hides with a light shown: put it out first."))
        return
    spend(scene, ROUND)
    lit = lit_squares(scene.delve, scene.site, scene.daylight)
    hider = min(scene.fit(), key=lambda h: max(scene.target(h, s, scene.aids(h, s))[0]
                                               for s in (HIDE_IN_COVER, CAMOUFLAGE)))
    skill = max((HIDE_IN_COVER, CAMOUFLAGE), key=lambda s: scene.target(hider, s, scene.aids(hider, s))[0])
    cover = [(2, "in rubble")] if scene.plan.ground(scene.delve.at).cover else []
    for letter in bands_left(scene):
        alert = scene.delve.alert.get(letter, 0)
        if alert == 0 or not sees_company(scene, letter, lit):
            continue
        unseen = scene.opposed(hider, skill, spot_level(scene, band_of(scene, letter)),
                                whose(scene, letter, "Spot Hidden"), cover)
        if unseen and alert > 1:
            scene.delve.alert[letter] = alert - 1
            scene.events.append(Stirred(letter, alert - 1))
        elif unseen is False:
            stir(scene, letter)
    come(scene)


def kindle(scene: Scene, action: Kindle) -> None:
    """Light a thing that gives light (a light burning, or flint and steel, to light it by), or put out
    the one he holds."""
    hero = scene.hero(action.hero)
    gear = scene.content.gear.get(action.item)
    if hero is None or action.item not in hero.equipment or gear is None or gear.light is None:
        scene.events.append(Balked(f"{action.hero} has no {gear.name.lower() if gear else action.item} to light."))
        return
    held = scene.delve.lights.get(hero.name)
    fuel = gear.light.fuel or gear.id
    if held is not None and held.source == gear.id:
        put_out(scene.delve, scene.content, hero.name)
        scene.say(f"{hero.name} puts out the {gear.name.lower()}.")
        spend(scene, ROUND)
        return
    if fuel not in hero.equipment:
        scene.events.append(Balked(f"{hero.name} has no {scene.content.gear[fuel].name.lower()} for the "
                                   f"{gear.name.lower()}."))
        return
    if not scene.delve.lights and not any(FLINT_AND_STEEL in h.equipment for h in scene.company):
        scene.events.append(Balked("The company has nothing to strike a light with (flint and steel)."))
        return
    spend(scene, ROUND)
    put_out(scene.delve, scene.content, hero.name)
    left = scene.delve.unburnt.get(hero.name, {}).pop(fuel, int(gear.light.hours * ROUNDS_AN_HOUR))
    scene.delve.lights[hero.name] = Light(gear.id, squares(gear.light.radius_ft), left)
    scene.say(f"{hero.name} lights the {gear.name.lower()}: light {gear.light.radius_ft} feet about.")
    notice(scene, STILL)


def put_out(delve: Delve, content: Content, name: str) -> None:
    """The light a hero holds put out (if it is a thing that burns): what is left of what it burns is
    kept for its next lighting, so that a flask of oil, a torch or the candles last their hours in all."""
    held = delve.lights.pop(name, None)
    gear = content.gear.get(held.source) if held is not None else None
    if held is not None and gear is not None and gear.light is not None:
        delve.unburnt.setdefault(name, {})[gear.light.fuel or gear.id] = held.rounds


def use_magic(scene: Scene, action: UseMagic) -> None:
    if cast(scene, action, lambda: spend(scene, ROUND)):
        notice(scene, STILL)


def take(scene: Scene, action: Take) -> None:
    """Take a hoard (or lead out a captive) on or beside the company's square."""
    delve, letter = scene.delve, action.letter
    feature = scene.site.features.get(letter)
    kind = "captive" if feature is not None and feature.captive is not None else "treasure"
    if not scene.within_reach(letter, kind):
        return
    assert feature is not None
    hoard = feature.treasure
    if letter in delve.taken or (hoard is not None and hoard.hidden is not None and letter not in delve.found):
        scene.events.append(Balked("There is nothing there to take."))
        return
    delve.taken.add(letter)
    spend(scene, ROUND)
    if hoard is not None:
        scene.events.append(Took(letter, tuple(hoard.items), hoard.silver, hoard.lore))
    else:
        scene.events.append(Took(letter, (), 0, None))
        scene.say(f"{feature.name} goes with the company.")
    notice(scene, STILL)


def go_out(scene: Scene, action: GoOut) -> None:
    if scene.delve.at in scene.plan.entrances:
        scene.events.append(Left())
    else:
        scene.events.append(Balked("The way out is not here."))


HANDLERS: dict[type, Callable[[Scene, Any], None]] = {
    Stride: stride, Pace: pace, Search: search, ListenAt: listen, Open: open_door, PickLock: pick_lock,
    Force: force, Spike: spike, Disarm: disarm, SetTrap: set_trap, Climb: crossing(CLIMB), Jump: crossing(JUMP),
    Swim: crossing(SWIM), Kindle: kindle, UseMagic: use_magic, Take: take, Hide: hide, GoOut: go_out,
}
"""What each action does."""
