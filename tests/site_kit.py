"""Small hand-drawn sites and heroes for the delve tests, and a runner that plays actions on them."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from thirdage_tui.content.models.sites import Site
from thirdage_tui.content.store import Content
from thirdage_tui.content.validators import validate
from thirdage_tui.engine.hero import Hero
from thirdage_tui.world import delving as dv
from thirdage_tui.world.road_skills import skill_level

AVERAGE = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


def hero(name: str = "Bilbo", race: str = "hobbit", background: str = "burglar", *, skills: dict[str, int] | None = None,
         equipment: list[str] | None = None, attributes: dict[str, int] | None = None, **changes: object) -> Hero:
    """A hero with average attributes unless told, and just the skills and kit given."""
    return Hero(name=name, race=race, nation=None, background=background,
                attributes={**AVERAGE, **(attributes or {})}, skills=dict(skills or {}),
                equipment=list(equipment or []), **changes)  # type: ignore[arg-type]


def rows(*lines: str) -> str:
    """A plan written a row a line."""
    return "\n".join(lines)


def site(plan: str, features: dict[str, dict[str, object]] | None = None, light: str = "dark",
         id_: str = "test_site") -> Site:
    """A site from a plan drawn as a list of rows joined by newlines."""
    return validate(Site, {"id": id_, "name": "A test site", "place": "bree", "light": light,
                                "plan": plan, "features": features or {}})


def level(content: Content, who: Hero, skill: str) -> int:
    """The hero's level in a skill as the road and the site both read it."""
    return skill_level(content, who, skill)


@dataclass
class Run:
    """A delve being played: `do` an action, keep the company's changes and every event."""

    content: Content
    site: Site
    company: tuple[Hero, ...]
    seed: int = 1
    daylight: bool = False
    delve: dv.Delve = field(init=False)
    events: list[dv.DelveEvent] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.delve = dv.enter(self.site)
        self.rng = random.Random(self.seed)

    def do(self, *actions: dv.DelveAction) -> list[dv.DelveEvent]:
        out: list[dv.DelveEvent] = []
        for action in actions:
            turn = dv.act(self.delve, self.site, self.company, self.content, action, self.rng,
                          daylight=self.daylight)
            self.company = turn.company
            out += turn.events
        self.events += out
        return out

    def hero(self, name: str) -> Hero:
        return next(h for h in self.company if h.name == name)

    def of(self, kind: type) -> list:
        return [e for e in self.events if isinstance(e, kind)]
