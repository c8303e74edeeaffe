"""A delve: the company inside a site. `enter` begins one, `act` plays one action by the rules (3.1.2,
3.2.2, 4.1-4.5, 5.1, 5.2, 6.3) and `glimpse` says what the company sees. The state, the actions and
the events live in `site_state`, `site_actions` and `site_events`, and are named here too, so a
caller imports them all from this module."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from thirdage_tui.world.site_events import (
    Balked,
    DelveEvent,
    Glimpse,
    Harmed,
    Left,
    Met,
    Moved,
    Opened,
    Revealed,
    Rolled,
    Sensed,
    Sprung,
    Stirred,
    Ticked,
    Told,
    Took,
    Turn,
)
from thirdage_tui.world.site_plan import Cell, SitePlan
from thirdage_tui.world.site_questions import at_hand, castables, heard, kindlings
from thirdage_tui.world.site_rules import play, put_out
from thirdage_tui.world.site_sight import look
from thirdage_tui.world.site_state import (
    ALERT_WORDS,
    PACES,
    ROUNDS_A_TURN,
    ROUSED,
    TWELFTHS_A_ROUND,
    TWELFTHS_A_TURN,
    Delve,
    Lasting,
    Light,
)
from thirdage_tui.world.site_time import pass_time

if TYPE_CHECKING:
    from collections.abc import Sequence
    from random import Random

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

__all__ = [
    "ALERT_WORDS",
    "PACES",
    "ROUNDS_A_TURN",
    "ROUSED",
    "TWELFTHS_A_ROUND",
    "TWELFTHS_A_TURN",
    "Balked",
    "Cell",
    "Climb",
    "Delve",
    "DelveAction",
    "DelveEvent",
    "Disarm",
    "Force",
    "Glimpse",
    "GoOut",
    "Harmed",
    "Hide",
    "Jump",
    "Kindle",
    "Lasting",
    "Left",
    "Light",
    "ListenAt",
    "Met",
    "Moved",
    "Open",
    "Opened",
    "Pace",
    "PickLock",
    "Revealed",
    "Rolled",
    "Search",
    "Sensed",
    "SetTrap",
    "Spike",
    "Sprung",
    "Stirred",
    "Stride",
    "Swim",
    "Take",
    "Ticked",
    "Told",
    "Took",
    "Turn",
    "UseMagic",
    "act",
    "at_hand",
    "castables",
    "enter",
    "glimpse",
    "heard",
    "kindlings",
    "leave",
    "pass_time",
]


def enter(site: Site, company: Sequence[Hero] = (), unburnt: dict[str, dict[str, int]] | None = None) -> Delve:
    """A delve begun at the site's first way in, its bands awake or asleep as the site says; the lights
    the company brings part-burnt (`unburnt`, from `leave`) burn what is left of them, those of a thing
    a hero still carries."""
    plan = SitePlan.from_site(site)
    return Delve(site=site.id, at=plan.entrances[0],
                 alert={k: (1 if f.band.awake else 0) for k, f in site.features.items() if f.band is not None},
                 unburnt=_still_carried(company, unburnt or {}))


def _still_carried(company: Sequence[Hero], unburnt: dict[str, dict[str, int]]) -> dict[str, dict[str, int]]:
    """The part-burnt things each hero of the company still carries."""
    out = {}
    for hero in company:
        kept = {fuel: rounds for fuel, rounds in unburnt.get(hero.name, {}).items() if fuel in hero.equipment}
        if kept:
            out[hero.name] = kept
    return out


def leave(delve: Delve, content: Content) -> dict[str, dict[str, int]]:
    """The company out of the site: every light it holds put out, and what is left of each thing that
    burns, by hero, for `enter` to take into the next site (the delve kept for the site keeps none)."""
    for name in list(delve.lights):
        put_out(delve, content, name)
    carried, delve.unburnt = delve.unburnt, {}
    return carried


def act(delve: Delve, site: Site, company: Sequence[Hero], content: Content, action: DelveAction,
        rng: Random, *, daylight: bool = False) -> Turn:
    """Play one action by the rules: `delve` is changed in place, the company's changes are returned
    with the events. `daylight`: whether it is day outside (light at the way in)."""
    return play(delve, site, tuple(company), content, action, rng, daylight=daylight)


def glimpse(delve: Delve, site: Site, company: Sequence[Hero], content: Content, daylight: bool) -> Glimpse:
    """What the company sees from where it stands, and what it remembers."""
    return look(delve, site, company, content, daylight)
