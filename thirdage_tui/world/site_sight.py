"""Light and sight in a site: which squares are lit (the site's own light, daylight at the way in by
day, the company's candles, lanterns, torches and light magic), which the company sees (a line of
sight through open squares, within its reach, lit or seen by Darksight), and what to draw on them."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from thirdage_tui.world.geometry import line
from thirdage_tui.world.site_events import Glimpse
from thirdage_tui.world.site_plan import DOOR_OPEN, DOOR_SHUT, Cell, SitePlan
from thirdage_tui.world.site_workings import magic_on

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_state import Delve

SIGHT = 12
"""How far the company sees, in squares, where there is light (60 feet: a chamber's width and more)."""
DIM_SIGHT = 2
"""How far it sees by a site's dim light (a glow from cracks, fungus, far fires) without light of its own."""
DAYLIGHT_REACH = 3
"""How far the day's light falls in from a way in."""
FEET_A_SQUARE = 5
DARKSIGHT, SIGHT_MULTIPLIER = "darksight", "sight_multiplier"
MARK_TRAP, MARK_BROKEN, MARK_HOARD, MARK_CAPTIVE = "!", "/", "$", "&"


def squares(feet: float) -> int:
    """Feet as whole squares of reach (a candle's 3 feet lights its own square only)."""
    return int(feet // FEET_A_SQUARE)


def door_shut(plan: SitePlan, delve: Delve, site: Site, cell: Cell) -> bool:
    """Whether a door stands shut at `cell`: a plain `+` not yet opened, a door feature neither opened nor
    broken, or one held shut (Hold Portal, spikes)."""
    letter = plan.features.get(cell)
    if letter is not None:
        door = site.features[letter].door is not None
        return door and (letter in delve.held or letter not in delve.opened | delve.broken)
    return plan.glyph(cell) == DOOR_SHUT and cell not in delve.ajar


def hidden_door(plan: SitePlan, delve: Delve, site: Site, cell: Cell) -> bool:
    """A door not yet found: it looks, and stops, as wall."""
    letter = plan.features.get(cell)
    door = site.features[letter].door if letter is not None else None
    return door is not None and door.hidden is not None and letter not in delve.found


def blockers(plan: SitePlan, delve: Delve, site: Site) -> frozenset[Cell]:
    """The squares sight does not pass now: walls, rock and the doors standing shut."""
    doors = {c for c in plan.doors if door_shut(plan, delve, site, c)}
    return plan.opaque | doors


@cache
def _between(dx: int, dy: int) -> tuple[Cell, ...]:
    """The squares strictly between (0, 0) and (dx, dy) on a line of sight (`world.geometry.line`)."""
    return tuple(line((0, 0), (dx, dy))[1:-1])


def clear(start: Cell, end: Cell, stops: frozenset[Cell]) -> bool:
    """Whether no square of `stops` lies between `start` and `end`."""
    x0, y0 = start
    return not any((x0 + x, y0 + y) in stops for x, y in _between(end[0] - x0, end[1] - y0))


def in_line(plan: SitePlan, delve: Delve, site: Site, start: Cell, end: Cell) -> bool:
    """Whether `end` can be seen from `start`: every square between lets sight through."""
    return clear(start, end, blockers(plan, delve, site))


def lit_squares(delve: Delve, site: Site, daylight: bool) -> frozenset[Cell]:
    """The squares lit now, by the site's light, the day at the way in, and what the company carries lit."""
    plan = SitePlan.from_site(site)
    if site.light == "lit":
        return frozenset(plan.cells_all())
    lit: set[Cell] = set()
    reach = [(delve.at, light.radius) for light in delve.lights.values()]
    if site.light == "dim":
        reach.append((delve.at, DIM_SIGHT))
    if daylight:
        reach += [(door, DAYLIGHT_REACH) for door in plan.entrances]
    stops = blockers(plan, delve, site)
    for centre, radius in reach:
        x0, y0 = centre
        for y in range(y0 - radius, y0 + radius + 1):
            for x in range(x0 - radius, x0 + radius + 1):
                cell = (x, y)
                if plan.inside(cell) and clear(centre, cell, stops):
                    lit.add(cell)
    return frozenset(lit)


def sees_in_dark(delve: Delve, content: Content) -> bool:
    """Whether someone of the company has Darksight working (5.1)."""
    return bool(magic_on(delve, content, None, DARKSIGHT))


def sight_reach(delve: Delve, content: Content) -> int:
    """How far the company sees: Farsight multiplies it (5.1)."""
    return int(SIGHT * max([1.0, *magic_on(delve, content, None, SIGHT_MULTIPLIER)]))


def visible_squares(delve: Delve, site: Site, content: Content, lit: frozenset[Cell]) -> frozenset[Cell]:
    """The squares the company sees: its own (felt, if not seen), and those in a line of sight within its
    reach that are lit, or any such with Darksight."""
    plan = SitePlan.from_site(site)
    dark_ok = sees_in_dark(delve, content)
    reach = sight_reach(delve, content)
    x0, y0 = delve.at
    seen = {delve.at}
    stops = blockers(plan, delve, site)
    for y in range(max(0, y0 - reach), min(plan.height, y0 + reach + 1)):
        for x in range(max(0, x0 - reach), min(plan.width, x0 + reach + 1)):
            cell = (x, y)
            if (dark_ok or cell in lit) and clear(delve.at, cell, stops):
                seen.add(cell)
    return frozenset(seen)


def marks(delve: Delve, site: Site, content: Content, shown: frozenset[Cell]) -> dict[Cell, str]:
    """What to draw over the plan on the squares seen or remembered: a found trap, a door's state, a band
    seen (its first creature's initial), a hoard or captive still there; a hidden door not found as wall."""
    plan = SitePlan.from_site(site)
    out: dict[Cell, str] = {}
    for cell, letter in plan.features.items():
        if cell not in shown:
            continue
        feature = site.features[letter]
        if feature.trap is not None:
            out[cell] = MARK_TRAP if letter in delve.found and letter not in delve.disarmed | delve.sprung \
                else feature.ground
        elif feature.door is not None:
            out[cell] = ("#" if hidden_door(plan, delve, site, cell) else MARK_BROKEN if letter in delve.broken
                         else DOOR_SHUT if door_shut(plan, delve, site, cell) else DOOR_OPEN)
        elif feature.band is not None:
            creature = content.bestiary.get(feature.band.creatures[0].creature)
            beaten = letter in delve.beaten
            out[cell] = feature.ground if beaten or creature is None else creature.name[0]
        elif feature.treasure is not None:
            hidden = feature.treasure.hidden is not None and letter not in delve.found
            out[cell] = feature.ground if hidden or letter in delve.taken else MARK_HOARD
        else:
            out[cell] = feature.ground if letter in delve.taken else MARK_CAPTIVE
    for cell in delve.ajar & shown:
        out[cell] = DOOR_OPEN
    return out


def look(delve: Delve, site: Site, company: Sequence[Hero], content: Content, daylight: bool) -> Glimpse:
    """What the company sees now, and the marks on all it has seen."""
    lit = lit_squares(delve, site, daylight)
    visible = visible_squares(delve, site, content, lit)
    return Glimpse(lit=lit, visible=visible, marks=marks(delve, site, content, frozenset(delve.seen) | visible))
