"""Things that happen on the road besides bands met (content `road_events`): drawn once a day by the
land the company is in (border, wild or dark, by its danger), its season and what it has with it,
and met by the holder of the event's role with his best skill for it on a d20."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine.rolls import d20

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.road import RoadEvent, Upshot
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.road_skills import SkillUsed


@dataclass(frozen=True)
class Happening:
    """A road event met: which, by whom with what, the roll, and what came of it."""

    event: RoadEvent
    by: SkillUsed
    roll: int

    @property
    def succeeded(self) -> bool:
        return self.roll <= self.by.level

    @property
    def outcome(self) -> Upshot:
        return self.event.success if self.succeeded else self.event.failure

    def told(self, content: Content) -> str:
        return f"{self.event.name}. {self.outcome.text.rstrip('.')} ({self.by.rolled(content, self.roll)})."


def draw(rng: Random, content: Content, danger: int, season: str | None, *, water: bool, mounted: bool
         ) -> RoadEvent | None:
    """Today's road event, if one comes (a d20 at or under the travel rules' chance)."""
    rules = content.travel
    if d20(rng) > rules.road_event_chance:
        return None
    land = rules.lands[danger]
    fits = [e for e in content.road_events.values()
            if land in e.lands and (season is None or season in e.seasons)
            and (water or not e.water) and (mounted or not e.mount)]
    if not fits:
        return None
    return rng.choices(fits, weights=[e.weight for e in fits])[0]


def meet(rng: Random, event: RoadEvent, by: SkillUsed) -> Happening:
    """The role holder meets the event."""
    return Happening(event, by, d20(rng))
