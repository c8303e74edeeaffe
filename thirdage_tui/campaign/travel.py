"""The company on the road (rules text 3.1, 3.2.1; the journey engine of `world.journey`): set out
for a place, then travel, camp or hunt a day at a time until it is reached. Each day goes into the
journal; bands met become `pending` meetings to fight or slip away from (`fights.face`).

The planned path is kept (map cell indices), so the journey goes on unchanged after a save."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands
from thirdage_tui.campaign.chronicle import danger_shifts
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.days import end_day
from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.market import has_market
from thirdage_tui.campaign.pack import spoils_words
from thirdage_tui.campaign.rivals import lead
from thirdage_tui.campaign.state import Campaign, CampaignError, Trip
from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import PLACES
from thirdage_tui.engine.inventory import without
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.world.afloat import rowed
from thirdage_tui.world.company import Company, TravelError, by_boat, traveller
from thirdage_tui.world.geometry import Cell, as_cell
from thirdage_tui.world.hunger import hunger_penalty, hunger_words, starved
from thirdage_tui.world.journey import (
    Day,
    Food,
    Journey,
    cake_days,
    carried_food,
    gather_day,
    gathering_odds,
    rest_day,
    start_journey,
    travel_day,
)
from thirdage_tui.world.map import world_map
from thirdage_tui.world.roles import ROLE_WORDS, Candidate, RoleError, candidates, check_role, doing, holders
from thirdage_tui.world.route import Route, TravelProfile, describe, plan_route, planner_for
from thirdage_tui.world.wayfinding import way_odds

BOATS = "boats"
"""The service of the places where the river folk hire out boats."""

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.road import Role
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def company(campaign: Campaign, content: Content, boat: bool = False) -> Company:
    """The company as it travels (`boat`: with the boat it is about to hire)."""
    return Company(tuple(traveller(h, content) for h in campaign.heroes), campaign.boat or boat)


PACES = ("walk", "march", "ride", "boat")
"""The paces the company may set out at (riding needs mounts, a boat a boat; `plan` says so)."""


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
            out[mode] = by_river(campaign, content, destination) if mode == "boat" else \
                plan(campaign, content, destination, mode)
        except CampaignError as exc:
            out[mode] = str(exc)
    return out


def by_river(campaign: Campaign, content: Content, destination: str) -> Route:
    """The way there by boat, with a boat hired here if the company has none (CampaignError saying why
    not: no boat to be had, or no river of the boats' on the way)."""
    hire = boat_price(campaign, content)
    if not campaign.boat and hire is None:
        hirer = nearest(campaign, content, lambda p: BOATS in p.services)
        where = f"; {hirer[0].name} hires them, {hirer[1]:.0f} mi off" if hirer else ""
        raise CampaignError(f"no boats here{where}")
    purse = sum(h.silver for h in campaign.heroes)
    if not campaign.boat and hire is not None and purse < hire:
        raise CampaignError(f"boats cost {hire} silver here; the company has {purse}")
    route = plan(campaign, content, destination, "boat", hired=hire is not None)
    world = world_map(content)
    if not rowed(world, [world.index(c) for c in route.cells]):
        raise CampaignError("no river the boats go along leads there")
    return route


def boat_price(campaign: Campaign, content: Content) -> int | None:
    """The silver boats for the whole company cost here (None: it has one, or none are hired here)."""
    place = content.places[campaign.place] if campaign.place else None
    if campaign.boat or place is None or BOATS not in place.services:
        return None
    rules = content.travel.boats
    return rules.price * math.ceil(len(campaign.heroes) / rules.seats)


def hire_boat(campaign: Campaign, content: Content) -> None:
    """Hire the boats the company needs of the river folk here, paid from the company's silver (the
    richest first); the company keeps them."""
    here = content.places[settled(campaign)]
    price = boat_price(campaign, content)
    if price is None:
        raise CampaignError("the company has a boat already" if campaign.boat else f"no boats are hired at {here.name}")
    purse = sum(h.silver for h in campaign.heroes)
    if purse < price:
        raise CampaignError(f"boats cost {price} silver here; the company has {purse}")
    owed = price
    for hero in sorted(campaign.heroes, key=lambda h: -h.silver):
        paid = min(owed, hero.silver)
        campaign.replace_hero(hero.evolve(silver=hero.silver - paid))
        owed -= paid
    boats = math.ceil(len(campaign.heroes) / content.travel.boats.seats)
    campaign.boat = True
    note(campaign, content, "travel", f"Hired {counted(boats, 'boat')} of the river folk at {here.name} for {price} "
         f"silver.")


def plan(campaign: Campaign, content: Content, destination: str, mode: str = "walk", hired: bool = False) -> Route:
    """The route the company would take from here (CampaignError if there is none); `hired`: with the
    boat it would hire here."""
    here = settled(campaign)
    try:
        end = content.find(PLACES, destination)
        route = plan_route(content, content.places[here], end, mode, company(campaign, content, hired),
                           calendar(content).season(campaign.date))
    except (TravelError, UnknownId) as exc:
        raise CampaignError(str(exc)) from None
    world = world_map(content)
    guide = doing(content, campaign.heroes, roles(campaign, content), "guide", strain=_strain(campaign, content))
    return replace(route, way=way_odds(content, world, [world.index(c) for c in route.cells], route.step_days, guide))


def days_fed(campaign: Campaign, content: Content) -> int:
    """The whole days the company eats: on the road, from what is left; at a place, from what the heroes carry."""
    food = campaign.road.food if campaign.road is not None else carried_food(content, tuple(campaign.heroes))
    return food.lasts(len(campaign.heroes))


@dataclass(frozen=True)
class FoodAdvice:
    """Where food is to be had when the company's is gone: the words, and whether a day finding food
    could succeed here or a market is here (for the keys a screen offers)."""

    words: str
    gather: bool = False
    market_here: bool = False


def food_advice(campaign: Campaign, content: Content) -> FoodAdvice | None:
    """When the company's food is gone, where more is to be had: a market here, else a day finding
    food (with the odds of the ways open) and the nearest market (None while there is food)."""
    if campaign.over or days_fed(campaign, content) > 0:
        return None
    if campaign.place is not None and has_market(content, content.places[campaign.place]):
        return FoodAdvice("No food in the packs: buy some at the market here.", market_here=True)
    ways = []
    if campaign.road is not None:
        under_way = _journey(campaign, content, campaign.road)
        open_ways = [o for o in (gathering_odds(under_way, how, content) for how in content.travel.gathering) if not o.why]
        ways = [f"{content.travel.gathering[o.how].name.lower()} {o.chance:.0%}" for o in open_ways]
    finding = (f"spend a day finding food ({', '.join(ways)} a day)" if ways
               else "no way of finding food here can succeed" if campaign.road is not None else "")
    market = nearest(campaign, content, lambda p: has_market(content, p))
    buying = f"the nearest market is {market[0].name}, {market[1]:.0f} miles as the crow flies" if market else ""
    return FoodAdvice("No food left: " + "; ".join(w for w in (finding, buying) if w) + ".", gather=bool(ways))


def nearest(campaign: Campaign, content: Content, wanted: Callable[[Place], bool]) -> tuple[Place, float] | None:
    """The nearest other place that is `wanted` (a market, boats for hire), and its miles as the crow
    flies (None: no such place on the map)."""
    world = world_map(content)
    x, y = position(campaign, content)
    found = [(p, math.hypot(p.at[0] - x, p.at[1] - y) * world.miles_per_cell)
             for p in content.places.values() if wanted(p) and p.id != campaign.place]
    return min(found, key=lambda m: m[1], default=None)


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
    note(campaign, content, "travel", f"Set out from {in_sentence(route.start.name)} for {in_sentence(route.end.name)}: {route.miles:.0f} miles, "
         f"about {counted(math.ceil(route.expected_days), 'day')} ({mode}).")
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
    return holders(content, campaign.heroes, campaign.roles, _strain(campaign, content))


def role_candidates(campaign: Campaign, content: Content, role: Role) -> list[Candidate]:
    """Each hero at `role`'s task as he would be holding it, with his skill and every penalty."""
    return candidates(content, campaign.heroes, roles(campaign, content), role, _strain(campaign, content))


def _strain(campaign: Campaign, content: Content) -> Callable[[Hero], int]:
    """What the road's hunger takes off each hero's skills."""
    hunger = campaign.road.hunger if campaign.road else {}
    return lambda h: hunger_penalty(content, hunger.get(h.name, 0))


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
        world = world_map(content)
        region = world.region[world.index(position(campaign, content))]
        campaign.pending.extend(lead(campaign, content, meeting, region) for meeting in day.encounters)
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
                   road.progress, road.food, dict(road.fatigue), danger_shifts=danger_shifts(campaign, content),
                   hunger=dict(road.hunger), roles=dict(campaign.roles))


def gatherings(campaign: Campaign, content: Content) -> list[tuple[str, str, str | None]]:
    """The ways of finding food on the road: (id, name with the rules it follows, why not here)."""
    under_way = journey(campaign, content)
    out = []
    for how, g in content.travel.gathering.items():
        odds = gathering_odds(under_way, how, content)
        told = "" if odds.why else f", {odds.chance:.0%} by {odds.used.told(content)}"
        words = (f"{g.name}{' (house rule)' if g.house_rule else ''}: feeds up to {g.feeds} for "
                 f"{counted(g.days, 'day')}{told}")
        out.append((how, words, odds.why))
    return out


def _arrive(campaign: Campaign, content: Content, road: Trip) -> None:
    repack(campaign, content, road.food)
    campaign.place, campaign.road = road.end, None
    left = " The boat is left where the company went ashore." if by_boat(content.travel, road.mode) else ""
    campaign.boat = campaign.boat and not left
    note(campaign, content, "travel", f"Arrived at {in_sentence(content.places[road.end].name)}.{left}")
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
