"""The rules of a delve, action by action: moving at a pace (3.2.2, a pace half a square) on the clock
in twelfths of a melee round (3.1.2); traps found, sprung, disarmed and set; doors opened, picked,
forced; ledges, water, chasms and climbs crossed (4.2); listening, searching, hiding (4.5); lights
kindled and burnt down (6.3); magic used (5.1, 5.2); treasure taken and the way out."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thirdage_tui.content.ids import (
    BALANCE,
    CAMOUFLAGE,
    CLIMB,
    FLINT_AND_STEEL,
    HIDE_IN_COVER,
    IRON_SPIKES,
    JUMP,
    LISTEN,
    LOCK_PICKING,
    SET_TRAP,
    SPOT_HIDDEN,
    SPOT_TRAP,
    SWIM,
)
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
from thirdage_tui.world.site_checks import Modifiers, Scene
from thirdage_tui.world.site_events import Balked, Left, Met, Moved, Opened, Revealed, Sprung, Stirred, Took, Turn
from thirdage_tui.world.site_magic import cast
from thirdage_tui.world.site_plan import SitePlan, distance
from thirdage_tui.world.site_sight import (
    door_shut,
    hidden_door,
    lit_squares,
    sees_in_dark,
    squares,
    visible_squares,
)
from thirdage_tui.world.site_state import PACES, ROUNDS_A_TURN, TWELFTHS_A_ROUND, TWELFTHS_A_TURN, Lasting, Light
from thirdage_tui.world.site_stealth import (
    EVIL,
    HEARING,
    LOUD,
    QUIET,
    STILL,
    band_of,
    bands_left,
    come,
    families,
    notice,
    sees_company,
    sound_reach,
    spot_level,
    stealth_level,
    stir,
)
from thirdage_tui.world.site_workings import magic_entry, magic_on

if TYPE_CHECKING:
    from collections.abc import Callable
    from random import Random

    from thirdage_tui.content.models.sites import Site, Trap
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_plan import Cell
    from thirdage_tui.world.site_state import Delve

STEP_TWELFTHS = {"cautious": 4, "stroll": 2, "run": 1}
"""A square's share of a melee round at each pace: 3, 6 and 12 squares a round (3.2.2, a pace half a square)."""
ROUND, FULL_TURN = TWELFTHS_A_ROUND, TWELFTHS_A_TURN
ROUNDS_AN_HOUR = 12 * ROUNDS_A_TURN
PASSING = -5
"""Spot Trap on a trap about to be trodden on, passing at a cautious pace (3.2.3: at half speed)."""
IN_THE_DARK = -5
"""Fine work (a lock, a trap) or a search by touch, with no light on it."""
NO_TOOLS = -5
"""Picking a lock with no tool made for it."""
SEARCH_REACH = 3
"""How far from the company a search looks, in squares."""
FALL, CHASM_FALL, DROWNING = "1D6", "2D6", "1D3"
LEVITATE, LEAP, GLOW = "levitate", "leap", "glow"


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


# --- the clock and sight -----------------------------------------------------------------------------


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


# --- moving ----------------------------------------------------------------------------------------


def pace(scene: Scene, action: Pace) -> None:
    if action.pace not in PACES:
        scene.events.append(Balked(f"No such pace as {action.pace!r}: {', '.join(PACES)}."))
    else:
        scene.delve.pace = action.pace


def step_cost(scene: Scene, cell: Cell) -> int:
    going = "cautious" if feeling_the_way(scene) else scene.delve.pace
    return STEP_TWELFTHS[going] * scene.plan.ground(cell).cost


def stride(scene: Scene, action: Stride) -> None:
    """A step onto the next square: doors open, traps may be trodden on, hard ground asks its skill."""
    to = _next(scene, action.dx, action.dy)
    if to is None:
        return
    letter = scene.plan.features.get(to)
    feature = scene.site.features[letter] if letter else None
    if feature is not None and letter is not None:
        if feature.band is not None and letter not in scene.delve.beaten:
            spend(scene, ROUND)
            scene.events.append(Met(letter))
            return
        if feature.door is not None and not _through_door(scene, letter):
            return
        if feature.trap is not None and letter not in scene.delve.disarmed | scene.delve.sprung:
            _tread(scene, letter, feature.trap, to)
            return
    if scene.plan.glyph(to) == "+" and to not in scene.delve.ajar:
        scene.delve.ajar.add(to)
    skill = scene.plan.ground(to).skill
    if skill is not None:
        CROSSINGS[skill](scene, to, action.dx, action.dy)
        return
    arrive(scene, to, step_cost(scene, to))


def _next(scene: Scene, dx: int, dy: int) -> Cell | None:
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


def _through_door(scene: Scene, letter: str) -> bool:
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


def _tread(scene: Scene, letter: str, trap: Trap, to: Cell) -> None:
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
        to = _next(scene, action.dx, action.dy)
        if to is None:
            return
        letter = scene.plan.features.get(to)
        over_trap = skill == JUMP and letter is not None and scene.site.features[letter].trap is not None
        if scene.plan.ground(to).skill != skill and not over_trap:
            scene.events.append(Balked(f"There is nothing there to {skill}."))
            return
        CROSSINGS[skill](scene, to, action.dx, action.dy)

    return cross


# --- looking, listening, hiding ----------------------------------------------------------------------


def search(scene: Scene, action: Search) -> None:
    """A full turn searching what lies within reach: Spot Trap for traps, Spot Hidden for hidden doors
    and hoards; what is not in sight is felt for, in the dark."""
    delve, plan = scene.delve, scene.plan
    seen = visible_squares(delve, scene.site, scene.content, lit_squares(delve, scene.site, scene.daylight))
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
    spend(scene, FULL_TURN)
    notice(scene, STILL)


def listen(scene: Scene, action: ListenAt) -> None:
    """A round of listening: the best ear against each band's Move Silently (or, asleep, its breathing)."""
    hero = scene.best(LISTEN)
    assert hero is not None
    reach = sound_reach(scene, scene.delve.at, 2 * HEARING)
    heard = 0
    for letter in bands_left(scene):
        cell = scene.plan.cells[letter]
        if cell not in reach:
            continue
        band = band_of(scene, letter)
        asleep = scene.delve.alert.get(letter, 0) == 0
        ok = (scene.roll(hero, LISTEN).success if asleep
              else scene.opposed(hero, LISTEN, stealth_level(scene, band), "their Move Silently"))
        if ok:
            heard += 1
            scene.delve.heard[letter] = scene.delve.alert.get(letter, 0)
            sound = "slow breathing, as of something asleep" if asleep else "something moving"
            scene.say(f"{hero.name} hears {sound}, {reach[cell] * 5} feet off by the way sound goes.")
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
        if scene.opposed(hider, skill, spot_level(scene, band_of(scene, letter)), "their Spot Hidden", cover):
            if alert > 1:
                scene.delve.alert[letter] = alert - 1
                scene.events.append(Stirred(letter, alert - 1))
        else:
            stir(scene, letter)
    come(scene)


# --- doors and traps ---------------------------------------------------------------------------------


def _beside(scene: Scene, letter: str, kind: str) -> bool:
    """Whether `letter` is a feature of `kind` on or beside the company's square (else why not)."""
    feature = scene.site.features.get(letter)
    cell = scene.plan.cells.get(letter)
    if feature is None or cell is None or getattr(feature, kind) is None:
        scene.events.append(Balked(f"There is no such {kind} here."))
        return False
    if distance(cell, scene.delve.at) > 1:
        scene.events.append(Balked(f"{feature.name} is not within reach."))
        return False
    return True


def open_door(scene: Scene, action: Open) -> None:
    """Open a door beside the company: one it holds shut (spikes, Hold Portal) is let go, a locked one is
    picked (a full turn at it)."""
    delve, letter = scene.delve, action.letter
    if not _beside(scene, letter, "door"):
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
        _through_door(scene, letter)
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
    if not _beside(scene, letter, "door"):
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
    if not _beside(scene, letter, "door"):
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
    if not _beside(scene, letter, "door"):
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


def disarm(scene: Scene, action: Disarm) -> None:
    """A full turn at a found trap: Set Trap & Disarm with its modifier; a roll of 20 springs it."""
    delve, letter = scene.delve, action.letter
    if not _beside(scene, letter, "trap"):
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


# --- lights, magic, treasure, the way out ---------------------------------------------------------------


def kindle(scene: Scene, action: Kindle) -> None:
    """Light a thing that gives light (a light burning, or flint and steel, to light it by), or put out
    the one he holds."""
    hero = scene.hero(action.hero)
    gear = scene.content.gear.get(action.item)
    if hero is None or action.item not in hero.equipment or gear is None or gear.light is None:
        scene.events.append(Balked(f"{action.hero} has no {gear.name.lower() if gear else action.item} to light."))
        return
    held = scene.delve.lights.get(hero.name)
    if held is not None and held.source == gear.id:
        del scene.delve.lights[hero.name]
        scene.say(f"{hero.name} puts out the {gear.name.lower()}.")
        spend(scene, ROUND)
        return
    if gear.light.fuel is not None and gear.light.fuel not in hero.equipment:
        fuel = scene.content.gear[gear.light.fuel]
        scene.events.append(Balked(f"{hero.name} has no {fuel.name.lower()} for the {gear.name.lower()}."))
        return
    if not scene.delve.lights and not any(FLINT_AND_STEEL in h.equipment for h in scene.company):
        scene.events.append(Balked("The company has nothing to strike a light with (flint and steel)."))
        return
    spend(scene, ROUND)
    scene.delve.lights[hero.name] = Light(gear.id, squares(gear.light.radius_ft), int(gear.light.hours * ROUNDS_AN_HOUR))
    scene.say(f"{hero.name} lights the {gear.name.lower()}: light {gear.light.radius_ft} feet about.")
    notice(scene, STILL)


def use_magic(scene: Scene, action: UseMagic) -> None:
    if cast(scene, action, lambda: spend(scene, ROUND)):
        notice(scene, STILL)


def take(scene: Scene, action: Take) -> None:
    """Take a hoard (or lead out a captive) on or beside the company's square."""
    delve, letter = scene.delve, action.letter
    feature = scene.site.features.get(letter)
    kind = "captive" if feature is not None and feature.captive is not None else "treasure"
    if not _beside(scene, letter, kind):
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
