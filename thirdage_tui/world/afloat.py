"""River journeys (our ruling, docs/rulings.md "River journeys"): a boat goes along the boat rules'
rivers, with the current at their downstream pace, against it at the upstream pace, over a lake at
the still-water pace; where a river cannot be rowed the boat is carried round it (a portage, which
costs its days). Off the water a company travelling by boat goes on foot."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from thirdage_tui.world.geometry import as_cell, polyline, step_length
from thirdage_tui.world.map import WorldMap

if TYPE_CHECKING:
    from thirdage_tui.content.models.world import BoatRules, Portage

Current = Literal["downstream", "upstream", "still"]


@dataclass(frozen=True)
class Reach:
    """One step of a river by boat: the river, how the current takes it, its days (a portage's included)."""

    river: str
    current: Current
    days: float
    portage: Portage | None = None


def reaches(world: WorldMap) -> dict[tuple[int, int], Reach]:
    """Every step a boat can make on the map, each way along each river of the boat rules (made once a map)."""
    found = _REACHES.get(id(world))
    if found is None or found[0] is not world:
        found = _REACHES[id(world)] = (world, _reaches(world))
    return found[1]


def _reaches(world: WorldMap) -> dict[tuple[int, int], Reach]:
    content = world.content
    rules = content.travel.boats
    portages = {tuple(p.at): p for p in rules.portages}
    out: dict[tuple[int, int], Reach] = {}
    for river in rules.rivers:
        course = [c for c in polyline([as_cell(p) for p in content.rivers[river].course], diagonal=False)
                  if world.inside(c)]
        for above, below in itertools.pairwise(course):
            a, b = world.index(above), world.index(below)
            miles = step_length(above, below) * world.miles_per_cell
            still = not (world.passable(a) and world.passable(b))
            portage = portages.get(below)
            carried = portage.days if portage else 0.0
            down: Current = "still" if still else "downstream"
            up: Current = "still" if still else "upstream"
            out[a, b] = Reach(river, down, miles / _pace(rules, down) + carried, portage)
            out[b, a] = Reach(river, up, miles / _pace(rules, up) + carried, portage)
    return out


def _pace(rules: BoatRules, current: Current) -> float:
    return {"downstream": rules.downstream, "upstream": rules.upstream, "still": rules.still}[current]


def rowed(world: WorldMap, path: Sequence[int]) -> dict[int, Reach]:
    """The steps of a path made by boat (on a journey by boat), by the index of the step's first cell."""
    found = reaches(world)
    return {k: found[a, b] for k, (a, b) in enumerate(itertools.pairwise(path)) if (a, b) in found}


def waypoint(world: WorldMap, path: Sequence[int], k: int, afloat: dict[int, Reach]) -> str | None:
    """Where a leg of a boat journey ends at the path's `k`th cell: a place, a portage, where the company
    takes to the water or goes ashore (None: the river goes on)."""
    came, going = afloat.get(k - 1), afloat.get(k)
    if path[k] in world.place_at:
        return world.place_at[path[k]].name
    if came is not None and came.portage is not None:
        return came.portage.name
    if going is not None and came is None:
        return f"the {world.content.rivers[going.river].name} by boat"
    if came is not None and going is None:
        return "ashore"
    return None


_REACHES: dict[int, tuple[WorldMap, dict[tuple[int, int], Reach]]] = {}
