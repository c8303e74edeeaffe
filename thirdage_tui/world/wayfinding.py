"""Keeping the way (our ruling on 4.2's Trail Finding; see docs/rulings.md): a road, a river
followed or a landmark in sight never lose the company; off them, in wild country, the guide rolls
a d20 at or under his Trail Finding (or Survival at a penalty) plus the ordinary day's bonus and the
ground's modifier. A failure costs part of the day, and the journal says who rolled what against what."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine.rolls import d20

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.store import Content
    from thirdage_tui.world.map import WorldMap
    from thirdage_tui.world.road_skills import SkillUsed


@dataclass(frozen=True)
class WayCheck:
    """How the company kept (or lost) its way today: by a sure guide (`kept_by`, in words), or by
    the guide's roll against the target."""

    kept_by: str | None = None
    guide: SkillUsed | None = None
    target: int = 0
    roll: int = 0

    @property
    def lost(self) -> bool:
        return self.kept_by is None and self.roll > self.target

    def told(self, content: Content, fraction: float) -> str:
        if self.kept_by is not None:
            return f"The way was sure ({self.kept_by})."
        assert self.guide is not None, "a roll is made by a guide"
        rolled = self.guide.rolled(content, self.roll, self.target, "for the ground")
        if self.lost:
            return f"Lost the way in trackless country ({rolled}): {fraction:.0%} of the day wandered."
        return f"Kept the way through the wild ({rolled})."


def near(world: WorldMap, index: int, reach: int = 1) -> list[int]:
    """The cells within `reach` steps of `index` (itself included)."""
    x, y = world.cell(index)
    cells = [(x + dx, y + dy) for dx in range(-reach, reach + 1) for dy in range(-reach, reach + 1)]
    return [world.index(c) for c in cells if world.inside(c)]


def rivers_near(world: WorldMap, index: int) -> set[str]:
    """The rivers running through a cell or beside it."""
    return {world.rivers[j].river for j in near(world, index) if j in world.rivers}


def by_water(world: WorldMap, index: int) -> bool:
    """A river, or water with game in it (a lake, not the sea), beside the cell: where fish may be had."""
    terrains = (world.terrains[world.terrain[j]] for j in near(world, index))
    return bool(rivers_near(world, index)) or any(not t.passable and t.game for t in terrains)


def sure_way(content: Content, world: WorldMap, here: int, there: int) -> str | None:
    """What keeps the company on its way for this step, in words (None: only the guide)."""
    road = world.roads.get((here, there))
    if road is not None:
        return content.roads[road].name
    if not world.terrains[world.terrain[there]].wild:
        return "open country"
    followed = rivers_near(world, here) & rivers_near(world, there)
    if followed:
        return f"following {content.rivers[min(followed)].name}"
    rules = content.travel.way
    seen = {world.terrain[j] for j in near(world, there, rules.sight_cells)} & set(rules.landmarks)
    if seen:
        return f"{content.terrains[min(seen)].name.lower()} in sight"
    return None


def way_target(content: Content, world: WorldMap, there: int, guide: SkillUsed) -> int:
    """What the guide's d20 must not exceed to keep the way toward `there`: his level, the ordinary
    day's bonus and the ground's modifier."""
    rules = content.travel.way
    return guide.level + rules.base + rules.terrain.get(world.terrain[there], 0)


def chance_lost(content: Content, world: WorldMap, there: int, guide: SkillUsed) -> float:
    """The chance the guide's roll loses the way toward `there`."""
    return min(max(20 - way_target(content, world, there, guide), 0), 20) / 20


@dataclass(frozen=True)
class WayOdds:
    """What keeping the way is likely to cost a route: the guide, the days of it where only he keeps the
    way, and the days likely lost there (each such day is lost with his chance, and a lost day makes
    only part of its progress)."""

    guide: SkillUsed
    wild_days: float
    lost_days: float

    def told(self, content: Content) -> str:
        if self.wild_days <= 0:
            return "The way is sure all along (roads, rivers, landmarks)."
        lost = "he may never find the way" if math.isinf(self.lost_days) else \
            f"about {self.lost_days:.1f} likely lost to the way"
        return f"{self.wild_days:.1f} trackless days, {self.guide.told(content)}: {lost}."


def way_odds(content: Content, world: WorldMap, path: Sequence[int], step_days: Sequence[float],
             guide: SkillUsed) -> WayOdds:
    """The expected days a route loses to the way: each wild step takes 1 / (1 − p·f) of its days, p the
    guide's chance of losing the way there and f the part of a lost day wandered."""
    fraction = content.travel.way.lost_fraction
    wild = lost = 0.0
    for (a, b), days in zip(itertools.pairwise(path), step_days, strict=True):
        if sure_way(content, world, a, b) is None:
            wild += days
            made = 1 - chance_lost(content, world, b, guide) * fraction
            lost += days * (1 / made - 1) if made > 0 else math.inf
    return WayOdds(guide, round(wild, 2), round(lost, 2))


def find_way(rng: Random, content: Content, world: WorldMap, here: int, there: int, guide: SkillUsed) -> WayCheck:
    """Today's way from `here` toward `there`: sure, or the guide's roll."""
    kept = sure_way(content, world, here, there)
    if kept is not None:
        return WayCheck(kept_by=kept)
    return WayCheck(guide=guide, target=way_target(content, world, there, guide), roll=d20(rng))


