"""The rules of a delve, action by action: moving at a pace (3.2.2, a pace half a square), the clock
in twelfths of a melee round (3.1.2), and the skills, gear and magic each action calls on."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.world.site_actions import GoOut, Pace, Stride
from thirdage_tui.world.site_events import Balked, DelveEvent, Left, Moved, Turn
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_state import PACES

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_actions import DelveAction
    from thirdage_tui.world.site_state import Delve

STEP_TWELFTHS = {"cautious": 4, "stroll": 2, "run": 1}
"""A square's share of a melee round at each pace: 3, 6 and 12 squares a round (3.2.2, a pace half a square)."""


def play(delve: Delve, site: Site, company: tuple[Hero, ...], content: Content, action: DelveAction,
         rng: Random, *, daylight: bool = False) -> Turn:
    """One action played (the body grows: moving, pace and leaving for now)."""
    plan = SitePlan.from_site(site)
    events: list[DelveEvent] = []
    if isinstance(action, Pace):
        if action.pace not in PACES:
            events.append(Balked(f"no such pace as {action.pace!r}"))
        else:
            delve.pace = action.pace
    elif isinstance(action, Stride):
        to = (delve.at[0] + action.dx, delve.at[1] + action.dy)
        if max(abs(action.dx), abs(action.dy)) != 1 or not plan.inside(to) or not plan.ground(to).walk:
            events.append(Balked("there is no way on there"))
        else:
            delve.at = to
            delve.twelfths += STEP_TWELFTHS[delve.pace] * plan.ground(to).cost
            events.append(Moved(to))
    elif isinstance(action, GoOut):
        if delve.at in plan.entrances:
            events.append(Left())
        else:
            events.append(Balked("the way out is not here"))
    else:
        events.append(Balked("not yet possible"))
    return Turn(events, company)
