"""Who hears and sees whom in a site (4.5.1): each move in earshot of inhabitants is the company's worst
Move Silently against the band's Listen, and in their sight its worst Hide in Cover against their Spot
Hidden; a light shown is seen, running and breaking things are heard without a roll. Each time the band
wins (by its own success: if neither succeeds nothing changes) its alertness rises; at `ROUSED` it comes
to fight (`Met`)."""

from __future__ import annotations

import heapq
from collections import deque
from typing import TYPE_CHECKING

from thirdage_tui.content.ids import HIDE_IN_COVER, LISTEN, MOVE_SILENTLY, SPOT_HIDDEN
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.wording import the
from thirdage_tui.world.encounters import creature_level, plural
from thirdage_tui.world.site_events import Met, Opened, Stirred
from thirdage_tui.world.site_plan import distance
from thirdage_tui.world.site_sight import SIGHT, door_shut, in_line, lit_squares, visible_squares
from thirdage_tui.world.site_state import OWN_TRAP, ROUSED

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.sites import Band
    from thirdage_tui.world.site_checks import Scene
    from thirdage_tui.world.site_plan import Cell
    from thirdage_tui.world.site_state import Delve

HEARING = 8
"""How far, in squares of open way, a band hears a careful step (40 feet)."""
DOOR_MUFFLES = 4
"""A shut door between counts as this many squares more of the way the sound travels."""
ASLEEP = -5
"""A sleeping band's Listen is this much the worse."""
DARK_SIGHTED = frozenset({"orcs", "trolls", "spiders", "wolves", "undead"})
"""The families of foes that see without light (the Enemy's creatures of the dark)."""
EVIL = frozenset({"orcs", "trolls", "spiders", "undead", "demons", "dragons"})
"""The families Sense Evil feels and elven blades glow for."""

BAND_CROSSES = frozenset({None, "balance"})
"""The crossings a band makes on its way to the company: plain ground and ledges (no Swim, Jump or Climb)."""

Noise = str
QUIET, LOUD, STILL = "quiet", "loud", "still"
"""A careful move (rolled), a run or a crash (heard, no roll), no move (heard only if loud)."""


def sound_reach(scene: Scene, start: Cell, most: int) -> dict[Cell, int]:
    """The squares a sound from `start` reaches within `most`, each with how far it travelled: along open
    ways, shut doors muffling it (`DOOR_MUFFLES`), walls stopping it."""
    plan, delve, site = scene.plan, scene.delve, scene.site
    ways, shut = plan.walkable, {c for c in plan.doors if door_shut(plan, delve, site, c)}
    far = {start: 0}
    todo = [(0, start)]
    while todo:
        d, (x, y) = heapq.heappop(todo)
        if d > far.get((x, y), most + 1):
            continue
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                cell = (x + dx, y + dy)
                if cell not in ways or cell == (x, y):
                    continue
                step = d + 1 + (DOOR_MUFFLES if cell in shut else 0)
                if step <= most and step < far.get(cell, most + 1):
                    far[cell] = step
                    heapq.heappush(todo, (step, cell))
    return far


def bands_left(scene: Scene) -> list[str]:
    """The letters of the bands still in the site (not beaten), in plan order."""
    return [k for k, f in scene.site.features.items() if f.band is not None and k not in scene.delve.beaten]


def band_of(scene: Scene, letter: str) -> Band:
    band = scene.site.features[letter].band
    assert band is not None
    return band


def band_numbers(delve: Delve, band: Band, letter: str, rng: Random) -> list[int]:
    """How many of each of band `letter`'s creatures there are: rolled once (never fewer than one) and
    kept by the delve."""
    if letter not in delve.numbers:
        delve.numbers[letter] = [max(1, Dice.parse(c.count).roll(rng)) for c in band.creatures]
    return delve.numbers[letter]


def whose(scene: Scene, letter: str, skill: str) -> str:
    """The band's `skill` as an opposed roll tells it: "the Barrow-wight's Listen", "the Goblins' Spot
    Hidden"; "an unseen foe's Listen" while the company has neither seen its lair nor sees it now."""
    delve, cell = scene.delve, scene.plan.cells[letter]
    if cell not in delve.seen and cell not in visible_squares(
            delve, scene.site, scene.content, lit_squares(delve, scene.site, scene.daylight)):
        return f"an unseen foe's {skill}"
    first = band_of(scene, letter).creatures[0]
    creature = scene.content.bestiary[first.creature]
    name = the(creature.name if first.count == "1" else plural(creature))
    mark = "'" if name.endswith("s") else "'s"
    return f"{name}{mark} {skill}"


def listen_level(scene: Scene, band: Band) -> int:
    return band.listen if band.listen is not None else max(
        creature_level(scene.content, c.creature, (LISTEN,)) for c in band.creatures)


def spot_level(scene: Scene, band: Band) -> int:
    return band.spot if band.spot is not None else max(
        creature_level(scene.content, c.creature, (SPOT_HIDDEN,)) for c in band.creatures)


def stealth_level(scene: Scene, band: Band) -> int:
    return max(creature_level(scene.content, c.creature, (MOVE_SILENTLY,)) for c in band.creatures)


def families(scene: Scene, band: Band) -> set[str]:
    return {scene.content.bestiary[c.creature].family for c in band.creatures}


def sees_company(scene: Scene, letter: str, lit: frozenset[Cell]) -> bool:
    """Whether an awake band has the company in sight: a clear line within sight, the company's square
    lit, or the band of a kind that sees in the dark."""
    cell = scene.plan.cells[letter]
    at = scene.delve.at
    if distance(cell, at) > SIGHT or not in_line(scene.plan, scene.delve, scene.site, cell, at):
        return False
    return at in lit or bool(families(scene, band_of(scene, letter)) & DARK_SIGHTED)


def stir(scene: Scene, letter: str, by: int = 1) -> None:
    """Raise a band's alertness; at `ROUSED` it comes."""
    now = min(ROUSED, scene.delve.alert.get(letter, 0) + by)
    if now != scene.delve.alert.get(letter, 0):
        scene.delve.alert[letter] = now
        scene.events.append(Stirred(letter, now))


def notice(scene: Scene, noise: Noise) -> None:
    """After the company acts: each band in earshot or sight may hear or see it; then every roused band
    that can come, comes."""
    heard = sound_reach(scene, scene.delve.at, 2 * HEARING if noise == LOUD else HEARING)
    lit = lit_squares(scene.delve, scene.site, scene.daylight)
    shown = bool(scene.delve.lights)
    if noise == LOUD and any(scene.plan.cells[k] in heard for k in bands_left(scene)):
        scene.say("The noise echoes down the passages.")
    for letter in bands_left(scene):
        band, cell, alert = band_of(scene, letter), scene.plan.cells[letter], scene.delve.alert.get(letter, 0)
        if alert >= ROUSED:
            continue
        evil = bool(families(scene, band) & EVIL)
        if cell in heard and noise == LOUD:
            stir(scene, letter)
        elif cell in heard and noise == QUIET:
            hero = scene.worst(MOVE_SILENTLY)
            asleep = [(ASLEEP, "asleep")] if alert == 0 else []
            if hero is not None and scene.opposed(hero, MOVE_SILENTLY, listen_level(scene, band) + sum(
                    m for m, _ in asleep), whose(scene, letter, "Listen") + (" (asleep)" if asleep else ""),
                    against_evil=evil) is False:
                stir(scene, letter)
        looking = alert > 0 and scene.delve.alert.get(letter, 0) < ROUSED  # asleep, it only listens
        if not looking or not sees_company(scene, letter, lit):
            continue
        if shown:
            scene.say(f"{scene.site.features[letter].name} sees the light the company carries.")
            stir(scene, letter)
        elif noise != STILL:
            hero = scene.worst(HIDE_IN_COVER)
            if hero is not None and scene.delve.pace != "cautious":
                scene.say(f"Moving at a {scene.delve.pace}, the company cannot keep to cover.")
                stir(scene, letter)
            elif hero is not None and scene.opposed(hero, HIDE_IN_COVER, spot_level(scene, band),
                                                    whose(scene, letter, "Spot Hidden"), against_evil=evil) is False:
                stir(scene, letter)
    come(scene)


def come(scene: Scene) -> None:
    """Every roused band that can reach the company comes (a door held by Hold Portal or spikes stops
    it), throwing open the doors on its way, so the fight is fought with them standing open."""
    if any(isinstance(e, Met) for e in scene.events):
        return
    for letter in bands_left(scene):
        way = way_to_company(scene, scene.plan.cells[letter]) if scene.delve.alert.get(letter, 0) >= ROUSED else None
        if way is not None:
            open_on_the_way(scene, letter, way)
            snared(scene, letter, way)
            scene.events.append(Met(letter))
            return


def open_on_the_way(scene: Scene, band: str, way: list[Cell]) -> None:
    """The shut doors a band comes through stand open after it (a door feature among `opened`, a plain
    door `ajar`)."""
    plan, delve, site = scene.plan, scene.delve, scene.site
    for cell in way:
        if not door_shut(plan, delve, site, cell):
            continue
        letter = plan.features.get(cell)
        if letter is None:
            delve.ajar.add(cell)
        else:
            delve.opened.add(letter)
            scene.events.append(Opened(letter, f"{site.features[band].name}: it is thrown open from beyond"))


def snared(scene: Scene, band: str, way: list[Cell]) -> None:
    """The traps the company set on a band's way (short of the company's own square) spring on the
    foremost of it as it comes: each is used up, and its damage kept for the fight (`Delve.trapped`)."""
    delve = scene.delve
    for cell in way[1:-1]:
        if cell in delve.set_traps:
            delve.set_traps.discard(cell)
            delve.trapped[band] = delve.trapped.get(band, 0) + Dice.parse(OWN_TRAP).roll(scene.rng)
            scene.say(f"{scene.site.features[band].name}: coming on, its foremost treads on a trap the "
                      "company set, and it springs.")


def way_to_company(scene: Scene, start: Cell) -> list[Cell] | None:
    """The squares inhabitants at `start` walk to reach the company (through any door but a held one,
    never swimming, leaping or climbing: those crossings are the company's, and a fight cannot make
    them), or None when they cannot."""
    plan, delve = scene.plan, scene.delve
    held = {plan.cells[k] for k in delve.held}
    came_from: dict[Cell, Cell | None] = {start: None}
    todo = deque([start])
    while todo:
        x, y = todo.popleft()
        if (x, y) == delve.at:
            way: list[Cell] = []
            cell: Cell | None = (x, y)
            while cell is not None:
                way.append(cell)
                cell = came_from[cell]
            return way[::-1]
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                step = (x + dx, y + dy)
                if step not in came_from and step in plan.walkable and step not in held \
                        and plan.ground(step).skill in BAND_CROSSES:
                    came_from[step] = (x, y)
                    todo.append(step)
    return None
