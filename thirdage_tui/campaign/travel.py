"""The company on the road (rules text 3.1, 3.2.1; the journey engine of `world.journey`): set out
for a place, then travel, camp or hunt a day at a time until it is reached. Each day goes into the
journal; bands met become `pending` meetings to fight or slip away from (`fights.face`).

The planned path is kept (map cell indices), so the journey goes on unchanged after a save."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.days import end_day
from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.pack import spoils_words
from thirdage_tui.campaign.state import Campaign, CampaignError, Trip
from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import PLACES
from thirdage_tui.engine.inventory import without
from thirdage_tui.engine.wording import counted
from thirdage_tui.world.company import Company, TravelError, traveller
from thirdage_tui.world.geometry import Cell, as_cell
from thirdage_tui.world.hunger import hunger_penalty, hunger_words, starved
from thirdage_tui.world.journey import (
    Day,
    Food,
    Journey,
    cake_days,
    cannot_gather,
    carried_food,
    gather_day,
    rest_day,
    start_journey,
    travel_day,
)
from thirdage_tui.world.map import world_map
from thirdage_tui.world.roles import ROLE_WORDS, RoleError, check_role, holders
from thirdage_tui.world.route import Route, TravelProfile, describe, plan_route, planner_for

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.road import Role
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def company(campaign: Campaign, content: Content) -> Company:
    return Company(tuple(traveller(h, content) for h in campaign.heroes), campaign.boat)


PACES = ("walk", "march", "ride")
"""The paces the company may set out at (riding needs mounts; `plan` says so)."""


def destinations(campaign: Campaign, content: Content) -> list[tuple[Place, bool]]:
    """Where the company may set out for from here, each with whether an errand leads there: the
    errands' targets first, then by name."""
    targets = {e.target for e in campaign.active_errands()}
    places = [p for p in content.places.values() if p.id != campaign.place]
    return [(p, p.id in targets) for p in sorted(places, key=lambda p: (p.id not in targets, p.name))]


def paces(campaign: Campaign, content: Content, destination: str) -> dict[str, Route | str]:
    """The route there at each pace, or why the company cannot go at that pace."""
    out: dict[str, Route | str] = {}
    for mode in PACES:
        try:
            out[mode] = plan(campaign, content, destination, mode)
        except CampaignError as exc:
            out[mode] = str(exc)
    return out


def plan(campaign: Campaign, content: Content, destination: str, mode: str = "walk") -> Route:
    """The route the company would take from here (CampaignError if there is none)."""
    here = settled(campaign)
    try:
        end = content.find(PLACES, destination)
        return plan_route(content, content.places[here], end, mode, company(campaign, content),
                          calendar(content).season(campaign.date))
    except (TravelError, UnknownId) as exc:
        raise CampaignError(str(exc)) from None


def days_fed(campaign: Campaign, content: Content) -> int:
    """The whole days the company eats: on the road, from what is left; at a place, from what the heroes carry."""
    food = campaign.road.food if campaign.road is not None else carried_food(content, tuple(campaign.heroes))
    return food.lasts(len(campaign.heroes))


def hungry_day(fed: int, days: float) -> int | None:
    """The first day a company fed for `fed` days goes hungry on a road of `days`; None if its food lasts."""
    return fed + 1 if fed < math.ceil(days) else None


def set_out(campaign: Campaign, content: Content, destination: str, mode: str = "walk") -> Route:
    """Leave the place for `destination` along the fewest-days route, with the food the heroes carry."""
    route = plan(campaign, content, destination, mode)
    leave_spoils(campaign, content)
    world = world_map(content)
    journey = start_journey(content, route, tuple(campaign.heroes), campaign.date, campaign.boat)
    campaign.road = Trip(route.start.id, route.end.id, mode, [world.index(c) for c in route.cells],
                         calendar(content).season(campaign.date), company(campaign, content).hindered_by_forest,
                         campaign.boat, food=journey.food, fatigue=dict(journey.fatigue), hunger=dict(journey.hunger))
    note(campaign, content, "travel", f"Set out from {route.start.name} for {route.end.name}: {route.miles:.0f} miles, "
         f"about {counted(math.ceil(route.days), 'day')} ({mode}).")
    campaign.place = None
    return route


def position(campaign: Campaign, content: Content) -> Cell:
    """Where the company is on the map: along its road, or at its place (CampaignError for a run
    that is neither, which only a damaged save could make)."""
    road = campaign.road
    if road is not None:
        return world_map(content).cell(road.path[road.step])
    if campaign.place is None:
        raise CampaignError("the company is neither at a place nor on the road")
    return as_cell(content.places[campaign.place].at)


def route(campaign: Campaign, content: Content) -> Route:
    """The route of the journey under way, rebuilt from its path."""
    road = _road(campaign)
    world = world_map(content)
    graph = planner_for(content).graph(TravelProfile(road.mode, road.hindered, road.boat, road.season))
    return describe(world, content.places[road.start], content.places[road.end], road.mode, road.path, graph, road.boat)


def travel(campaign: Campaign, content: Content, mode: str | None = None) -> Day:
    """A day on the road in `mode` (the journey's own by default)."""
    road = _road(campaign)
    return _day(campaign, content, lambda j, rng: travel_day(j, mode or road.mode, rng, content))


def camp(campaign: Campaign, content: Content) -> Day:
    """A day of rest in camp on the road: wounds mend, POW returns, a ticked skill is practised."""
    return _day(campaign, content, lambda j, rng: rest_day(j, rng, content))


def gather(campaign: Campaign, content: Content, how: str = "hunt") -> Day:
    """A day finding food on the road: hunting (4.2), foraging or fishing (house rules)."""
    return _day(campaign, content, lambda j, rng: gather_day(j, how, rng, content))


def roles(campaign: Campaign, content: Content) -> dict[Role, str]:
    """Who holds each of the company's roles on the road (those not given go to the best at them)."""
    road = campaign.road
    hunger = road.hunger if road else {}
    return holders(content, campaign.heroes, campaign.roles, lambda h: hunger_penalty(content, hunger.get(h.name, 0)))


def give_role(campaign: Campaign, content: Content, role: str, hero: str) -> None:
    """Give one of the company's roles to a hero of the company."""
    try:
        chosen = check_role(campaign.heroes, role, hero)
    except RoleError as exc:
        raise CampaignError(str(exc)) from None
    campaign.roles[chosen] = hero
    note(campaign, content, "company", f"{hero} is the company's {ROLE_WORDS[chosen].lower()}.")


def hunger(campaign: Campaign, hero: str) -> str:
    """How hungry a hero of the company is, in words ("" when fed)."""
    road = campaign.road
    return hunger_words(road.hunger.get(hero, 0)) if road else ""


def condition(campaign: Campaign, content: Content, hero: str) -> str:
    """How the road has left a hero, with what it costs him ("" when fed)."""
    days = campaign.road.hunger.get(hero, 0) if campaign.road else 0
    if not days:
        return ""
    penalty = hunger_penalty(content, days)
    return f"{hunger_words(days)}: −{penalty} to skills, attacks and parries"


def leave_spoils(campaign: Campaign, content: Content) -> None:
    """The company moves on: what it did not take of the last fight's spoils stays where it lies."""
    if campaign.spoils:
        note(campaign, content, "loot", f"Left where the foes fell: {spoils_words(content, campaign.spoils)}.")
        campaign.spoils = []


def _road(campaign: Campaign) -> Trip:
    if campaign.over:
        raise CampaignError("the tale has ended")
    if campaign.road is None:
        raise CampaignError("the company is not on the road")
    return campaign.road


def _day(campaign: Campaign, content: Content, act: Callable[[Journey, Random], tuple[Journey, Day]]) -> Day:
    road = _road(campaign)
    if campaign.pending:
        raise CampaignError("a band is upon the company: deal with it first")
    journey = _journey(campaign, content, road)
    try:
        journey, day = act(journey, campaign.rng())
    except TravelError as exc:
        raise CampaignError(str(exc)) from None
    campaign.heroes = packed(list(journey.heroes), content, journey.food)
    leave_spoils(campaign, content)
    road.step, road.progress, road.food, road.fatigue = journey.step, journey.progress, journey.food, journey.fatigue
    road.hunger = journey.hunger
    campaign.tale.miles += day.miles
    note(campaign, content, day.action, " ".join(day.events))
    _bury_the_starved(campaign, content, journey)
    if campaign.road is road:
        campaign.pending.extend(day.encounters)
        if journey.arrived:
            _arrive(campaign, content, road)
    end_day(campaign, content, journey.date)
    return day


def _bury_the_starved(campaign: Campaign, content: Content, journey: Journey) -> None:
    """Those whom hunger killed tonight fall, the companions first (the hero's fall may end the tale)."""
    dead = [h.name for h in journey.heroes if starved(content, h)]
    for name in sorted(dead, key=lambda n: n == campaign.hero.name):
        fall(campaign, content, name, f"starved to death on the road ({journey.hunger[name]} days without food)")


def journey(campaign: Campaign, content: Content) -> Journey:
    """The journey under way, as the world's day-by-day rules take it (CampaignError off the road)."""
    return _journey(campaign, content, _road(campaign))


def _journey(campaign: Campaign, content: Content, road: Trip) -> Journey:
    """The journey under way, as the world's day-by-day rules take it."""
    return Journey(route(campaign, content), tuple(campaign.heroes), campaign.date, road.boat, road.step,
                   road.progress, road.food, dict(road.fatigue), danger_shifts=dict(campaign.danger),
                   hunger=dict(road.hunger), roles=dict(campaign.roles))


def gatherings(campaign: Campaign, content: Content) -> list[tuple[str, str, str | None]]:
    """The ways of finding food on the road: (id, name with the rules it follows, why not here)."""
    under_way = journey(campaign, content)
    out = []
    for how, g in content.travel.gathering.items():
        words = (f"{g.name}{' (house rule)' if g.house_rule else ''}: feeds up to {g.feeds} for {g.days} "
                 f"day{'s' if g.days > 1 else ''}")
        out.append((how, words, cannot_gather(under_way, how, content)))
    return out


def _arrive(campaign: Campaign, content: Content, road: Trip) -> None:
    repack(campaign, content, road.food)
    campaign.place, campaign.road = road.end, None
    note(campaign, content, "travel", f"Arrived at {content.places[road.end].name}.")
    errands.arrived(campaign, content)


def repack(campaign: Campaign, content: Content, food: Food) -> None:
    """What was eaten on the road leaves the packs: rations by the day, lembas by the cake."""
    campaign.heroes = packed(campaign.heroes, content, food)


def packed(heroes: list[Hero], content: Content, food: Food) -> list[Hero]:
    """The heroes carrying only the food left of what they set out with: rations by the day, lembas
    by the cake (what each carries on him eaten before what his mount bears)."""
    rules = content.travel
    keep = {"rations": food.rations, "lembas": math.ceil(food.lembas / cake_days(content))}
    out = []
    for hero in heroes:
        for kind, ids in (("rations", rules.rations), ("lembas", [rules.lembas] if rules.lembas else [])):
            for item in ids:
                held = hero.equipment.count(item)
                eaten = max(0, held - keep[kind])
                keep[kind] -= held - eaten
                if eaten:
                    hero = without(hero, content, item, eaten)
        out.append(hero)
    return out
