"""Travel day by day along a planned route (rules text 3.1, 3.2.1, 3.6.3 D, 4.2, 4.4, 5.1).

Each day the company travels (walking, marching, riding), rests or hunts; it eats; it may lose its
way in trackless country; bands may find it by day or in camp at night; the night restores POW.
Everything is a pure function of the journey, the content and a seeded `random.Random`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.content import ids
from thirdage_tui.content.models.effect_kinds import SUSTENANCE
from thirdage_tui.content.models.road import Role
from thirdage_tui.engine.advancement import improve_skill, tick_name
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.rolls import chance, d20
from thirdage_tui.engine.skills import points_in, skill_name
from thirdage_tui.engine.wording import counted
from thirdage_tui.world import encounters
from thirdage_tui.world.afloat import rowed
from thirdage_tui.world.calendar import Calendar, Date
from thirdage_tui.world.company import Company, TravelError, by_boat, check_mode, march_factor, traveller
from thirdage_tui.world.geometry import Cell, step_length
from thirdage_tui.world.hunger import hunger_penalty, hurt_short, pace_factor, starved, starving, waste
from thirdage_tui.world.map import WorldMap, world_map
from thirdage_tui.world.road_events import Happening, draw, meet
from thirdage_tui.world.road_skills import SkillUsed, skill_level
from thirdage_tui.world.roles import doing, holders
from thirdage_tui.world.route import Route, TravelProfile, delay_words, planner_for
from thirdage_tui.world.wayfinding import by_water, find_way

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.store import Content


@dataclass(frozen=True)
class Food:
    """The company's food in days of eating for one: rations, lembas and fresh game."""

    rations: int = 0
    lembas: int = 0
    game: int = 0

    @property
    def days(self) -> int:
        return self.rations + self.lembas + self.game

    def lasts(self, mouths: int) -> int:
        """The whole days this food feeds a company of `mouths`."""
        return self.days // max(1, mouths)

    def eat(self, mouths: int) -> tuple[Food, int]:
        """Feed `mouths` (game first, then rations, then lembas): the food left and how many go hungry."""
        left = {}
        for kind, stock in (("game", self.game), ("rations", self.rations), ("lembas", self.lembas)):
            taken = min(stock, mouths)
            left[kind] = stock - taken
            mouths -= taken
        return Food(**left), mouths


@dataclass(frozen=True)
class Day:
    """One day of the journal."""

    date: str
    action: str
    miles: float
    events: tuple[str, ...]
    encounters: tuple[encounters.Meeting, ...] = ()
    arrived: bool = False


@dataclass(frozen=True)
class Journey:
    """Where the company is on its route, what day it is, and how it fares."""

    route: Route
    heroes: tuple[Hero, ...]
    date: Date
    boat: bool = False
    step: int = 0
    progress: float = 0.0
    food: Food = Food()
    fatigue: dict[str, int] = field(default_factory=dict)
    journal: tuple[Day, ...] = ()
    danger_shifts: dict[str | int, int] = field(default_factory=dict)
    hunger: dict[str, int] = field(default_factory=dict)
    """Days in a row each hero has gone without food."""
    roles: dict[str, str] = field(default_factory=dict)
    """The roles the player has given (role -> hero's name); the rest go to the best at them."""

    @property
    def cell(self) -> tuple[int, int]:
        return self.route.cells[self.step]

    @property
    def arrived(self) -> bool:
        return self.step >= len(self.route.cells) - 1

    def strain(self, hero: Hero, content: Content) -> int:
        """What today's fatigue and hunger take off the hero's skill rolls."""
        return (self.fatigue.get(hero.name, 0) * content.travel.fatigue_skill_penalty
                + hunger_penalty(content, self.hunger.get(hero.name, 0)))

    def holders(self, content: Content) -> dict[Role, str]:
        """Who holds each role today."""
        return holders(content, self.heroes, self.roles, lambda h: self.strain(h, content))

    def doing(self, content: Content, role: Role, skills: dict[str, int] | None = None) -> SkillUsed:
        """The role's holder at its task, with every penalty."""
        return doing(content, self.heroes, self.holders(content), role, skills, lambda h: self.strain(h, content))


def start_journey(content: Content, route: Route, heroes: tuple[Hero, ...], date: Date | None = None,
                  boat: bool = False) -> Journey:
    """Set out along `route`, with the food the heroes carry."""
    return Journey(route, tuple(heroes), date or Calendar(content.travel).start(), boat,
                   food=carried_food(content, heroes), fatigue={h.name: 0 for h in heroes},
                   hunger={h.name: 0 for h in heroes})


def carried_food(content: Content, heroes: tuple[Hero, ...]) -> Food:
    """Each ration is a day's food; each lembas feeds as many days as its sustenance."""
    rules = content.travel
    items = [i for h in heroes for i in h.equipment]
    return Food(rations=sum(i in rules.rations for i in items),
                lembas=cake_days(content) * sum(i == rules.lembas for i in items))


def cake_days(content: Content) -> int:
    """The days one cake of the travel rules' waybread feeds one (its sustenance; 1 if it says none)."""
    lembas = content.travel.lembas
    effects = content.magic_items[lembas].effects if lembas else []
    return int(next((e.amount for e in effects if e.type == SUSTENANCE), 1))


def travel_day(journey: Journey, mode: str, rng: Random, content: Content) -> tuple[Journey, Day]:
    """A day on the road: keep the way or lose it, move along the route at the pace hunger allows,
    meet what comes, eat, camp."""
    company = Company(tuple(traveller(h, content) for h in journey.heroes), journey.boat)
    check_mode(company, mode, content.travel)
    if journey.arrived:
        raise TravelError("the company has already arrived")
    events: list[str] = []
    world = world_map(content)
    budget = _march_factor(journey, mode, content) * pace_factor(content, journey.hunger) * company.pace
    here, there = (world.index(c) for c in journey.route.cells[journey.step:journey.step + 2])
    way = find_way(rng, content, world, here, there, journey.doing(content, "guide"))
    fraction = content.travel.way.lost_fraction
    if way.kept_by is None:
        events.append(way.told(content, fraction))
    if way.lost:
        budget *= 1 - fraction
    happening = _road_event(journey, rng, content, here)
    if happening is not None:
        events.append(happening.told(content))
        journey = _befall(journey, happening, content)
        budget *= max(0.0, 1 + happening.outcome.day)
    setting_out = journey.step
    journey, miles = _advance(journey, mode, budget, content)
    events.append(travelled(miles, mode))
    if by_boat(content.travel, mode):
        events += _portages(journey, setting_out, world)
    journey = _tire(journey, mode, content, events)
    walked = journey.route.cells[setting_out + 1:journey.step + 1]
    return _end_day(journey, "travel", miles, rng, content, events, walked)


def travelled(miles: float, mode: str) -> str:
    """A day's going in words: "Travelled 8 miles (walk).", "Travelled less than a mile (walk).", never
    "0 miles"."""
    if round(miles) >= 1:
        return f"Travelled {counted(round(miles), 'mile')} ({mode})."
    return f"Travelled less than a mile ({mode})." if miles > 0 else f"Made no headway today ({mode})."


def rest_day(journey: Journey, rng: Random, content: Content, practise: dict[str, str] | None = None
             ) -> tuple[Journey, Day]:
    """A day of full rest: 1 HP in each injured location (3.6.3 D), POW back (5.1), fatigue gone, and a
    day's practice on one ticked skill per hero (4.4): `practise` maps a hero's name to the tick, or
    the first tick is taken."""
    events: list[str] = []
    heroes = []
    for hero in journey.heroes:
        if journey.hunger.get(hero.name, 0):
            events.append(f"{hero.name} is too hungry to mend.")
        else:
            mended = sum(d > 0 for d in hero.wounds.values())
            if mended:
                events.append(f"{hero.name} mends {counted(mended, 'hit point')}, one in each wound.")
            hero = hero.evolve(wounds={loc: d - 1 for loc, d in hero.wounds.items() if d > 1},
                               pow_spent=max(0, hero.pow_spent - content.travel.rest_pow_hours))
        key = (practise or {}).get(hero.name) or (hero.ticks[0] if hero.ticks else None)
        if key:
            try:
                roll = improve_skill(hero, key, rng, content)
            except AdvancementError as exc:
                events.append(f"{hero.name}: {exc}")
            else:
                hero = roll.hero
                events.append(f"{hero.name} practised {tick_name(content, key)}: rolled {roll.roll} against {roll.target}, "
                              f"{'improved' if roll.success else 'no better'}.")
        heroes.append(hero)
    events.append("Rested the whole day.")
    journey = replace(journey, heroes=tuple(heroes), fatigue=dict.fromkeys(journey.fatigue, 0))
    return _end_day(journey, "rest", 0.0, rng, content, events)


def gather_day(journey: Journey, how: str, rng: Random, content: Content) -> tuple[Journey, Day]:
    """A day spent finding food (4.2's Hunting; foraging and fishing are house rules): the hunter's
    best skill for it on a d20; success feeds as the travel rules say. TravelError, before the day
    passes, where it cannot be done (fishing with no water or no hooks)."""
    odds = gathering_odds(journey, how, content)
    if odds.why:
        raise TravelError(odds.why)
    events: list[str] = []
    roll = d20(rng)
    told = odds.used.rolled(content, roll)
    if roll <= odds.used.level:
        journey = replace(journey, food=replace(journey.food, game=journey.food.game + odds.meals))
        events.append(f"{odds.name} brought in food for {counted(odds.meals, 'meal')} ({told}).")
    else:
        events.append(f"{odds.name} found nothing ({told}).")
    journey = replace(journey, fatigue={n: max(0, f - 1) for n, f in journey.fatigue.items()})
    return _end_day(journey, how, 0.0, rng, content, events)


@dataclass(frozen=True)
class GatheringOdds:
    """What a day finding food one way would bring where the company is: who would do it and with
    what, the meals a success brings, and why it cannot be done or cannot succeed (`why`)."""

    how: str
    name: str
    used: SkillUsed
    meals: int
    why: str | None = None

    @property
    def chance(self) -> float:
        """The chance the day brings food (the d20 at or under the hunter's level)."""
        return 0.0 if self.why else chance(self.used.level)

    @property
    def expected(self) -> float:
        """The meals the day may be expected to bring."""
        return self.chance * self.meals


def gathering_odds(journey: Journey, how: str, content: Content) -> GatheringOdds:
    """A day finding food `how` where the company is, before it is rolled (TravelError for a way the
    travel rules do not have)."""
    rules = content.travel.gathering.get(how)
    if rules is None:
        raise TravelError(f"no way of finding food called {how!r}: {', '.join(content.travel.gathering)}")
    return GatheringOdds(how, f"{rules.name}{' (house rule)' if rules.house_rule else ''}",
                         gatherer(journey, how, content), rules.days * min(rules.feeds, len(journey.heroes)),
                         cannot_gather(journey, how, content))


def _road_event(journey: Journey, rng: Random, content: Content, here: int) -> Happening | None:
    """Today's road event, met by the holder of its role (None: nothing happens)."""
    world = world_map(content)
    mounted = any(i in content.mounts for h in journey.heroes for i in h.equipment)
    event = draw(rng, content, world.danger(here, journey.danger_shifts), Calendar(content.travel).season(journey.date),
                 water=by_water(world, here), mounted=mounted)
    return None if event is None else meet(rng, event, journey.doing(content, event.role, dict(event.skills)))


def _befall(journey: Journey, happening: Happening, content: Content) -> Journey:
    """What a road event's outcome does to the company (its part of the day is the caller's)."""
    outcome = happening.outcome
    food = journey.food
    if outcome.meals > 0:
        food = replace(food, game=food.game + outcome.meals)
    elif outcome.meals < 0:
        food, _ = food.eat(-outcome.meals)
    fatigue = {n: max(0, f + outcome.fatigue) for n, f in journey.fatigue.items()}
    heroes = tuple(hurt_short(content, h, outcome.location, outcome.damage)[0] if h.name == happening.by.hero else h
                   for h in journey.heroes)
    return replace(journey, food=food, fatigue=fatigue, heroes=heroes)


def gatherer(journey: Journey, how: str, content: Content) -> SkillUsed:
    """The hunter at finding food `how`: his best skill for it with every penalty."""
    return journey.doing(content, "hunter", dict(content.travel.gathering[how].skills))


def cannot_gather(journey: Journey, how: str, content: Content) -> str | None:
    """Why the company cannot spend today finding food `how` where it is, or why it could not succeed
    (None: it can, and may)."""
    rules = content.travel.gathering.get(how)
    if rules is None:
        return f"no way of finding food called {how!r}: {', '.join(content.travel.gathering)}"
    world = world_map(content)
    here = world.index(journey.cell)
    if rules.water and not by_water(world, here):
        return f"no water here for {rules.name.lower()}: find a river or a lake"
    if rules.gear and not any(rules.gear in h.equipment for h in journey.heroes):
        return f"nobody in the company carries {content.gear[rules.gear].name.lower()}"
    terrain = world.terrains[world.terrain[here]]
    if not (terrain.game or rules.water):
        return f"nothing to be had on {terrain.name.lower()}"
    used = gatherer(journey, how, content)
    if used.level <= 0:
        hero = next(h for h in journey.heroes if h.name == used.hero)
        if points_in(used.skill, hero.skills, content.races[hero.race], content) <= 0:
            return (f"{used.told(content)}: never taught it, no d20 roll is that low; a trainer or patron "
                    f"may teach {skill_name(content, used.skill)}")
        return f"{used.told(content)} with every penalty: no d20 roll is that low"
    return None


def _march_factor(journey: Journey, mode: str, content: Content) -> float:
    """Marching tires: each day already marched in a row is slower (`company.march_factor`); other
    modes go at full pace."""
    return march_factor(content, max(journey.fatigue.values(), default=0)) if mode == "march" else 1.0


def _advance(journey: Journey, mode: str, budget: float, content: Content) -> tuple[Journey, float]:
    """Spend `budget` days walking the route's steps at today's pace; the miles made."""
    world = world_map(content)
    season = Calendar(content.travel).season(journey.date)
    graph = planner_for(content).graph(TravelProfile(mode, _hindered(journey, content), journey.boat, season))
    cells, step, progress, miles = journey.route.cells, journey.step, journey.progress, 0.0
    while budget > 0 and step < len(cells) - 1:
        a, b = world.index(cells[step]), world.index(cells[step + 1])
        cost = graph.days(a, b)
        length = step_length(cells[step], cells[step + 1]) * world.miles_per_cell
        taken = min(budget, cost - progress)
        miles += length * taken / cost
        budget -= taken
        progress += taken
        if progress >= cost - 1e-9:
            step, progress = step + 1, 0.0
    return replace(journey, step=step, progress=progress), miles


def _portages(journey: Journey, before: int, world: WorldMap) -> list[str]:
    """The portages passed since step `before`, in words."""
    cells = [world.index(c) for c in journey.route.cells[before:journey.step + 1]]
    return [f"Carried the boat along {r.portage.name} ({delay_words(r.portage.days)})."
            for r in rowed(world, cells).values() if r.portage]


def _hindered(journey: Journey, content: Content) -> bool:
    return Company(tuple(traveller(h, content) for h in journey.heroes)).hindered_by_forest


def _tire(journey: Journey, mode: str, content: Content, events: list[str]) -> Journey:
    """Marching tires (a hero with Endurance pays 1 POW instead, 5.1); other days rest a little."""
    if mode != "march":
        return replace(journey, fatigue={n: max(0, f - 1) for n, f in journey.fatigue.items()})
    fatigue, heroes = dict(journey.fatigue), []
    for hero in journey.heroes:
        if ids.ENDURANCE in hero.hero_magic and hero.attributes["POW"] - hero.pow_spent > 0:
            hero = hero.evolve(pow_spent=hero.pow_spent + 1)
            events.append(f"{hero.name} keeps going by Endurance (1 POW).")
        else:
            fatigue[hero.name] += 1
        heroes.append(hero)
    return replace(journey, heroes=tuple(heroes), fatigue=fatigue)


def _end_day(journey: Journey, action: str, miles: float, rng: Random, content: Content,
             events: list[str], walked: Sequence[Cell] = ()) -> tuple[Journey, Day]:
    """Meetings by day (somewhere along the cells `walked` today, each as likely; where the company
    stands if it went nowhere) and in camp, supper, and a night's rest; then the calendar turns."""
    calendar, world = Calendar(content.travel), world_map(content)
    camp = world.index(journey.cell)
    season = calendar.season(journey.date)
    met = []
    scout = journey.doing(content, "scout")
    for time in ("day", "night"):
        perception = journey.doing(content, "lookout").level if time == "day" else _watch(journey, rng, content)
        stealth = scout.level - (len(journey.heroes) - 1)
        i = world.index(rng.choice(walked)) if time == "day" and len(walked) > 1 else camp
        band = encounters.check(rng, content, world.region[i], world.danger(i, journey.danger_shifts), time,
                                season, perception, stealth, company=len(journey.heroes))
        if band:
            met.append(band)
            events.append(f"By {time}: {encounters.band_words(content.bestiary[band.creature], band.count)}; "
                          f"{encounters.noticing(band.surprised, band.count)}.")
    journey = _supper(journey, content, events)
    day = Day(calendar.label(journey.date), action, round(miles, 1), tuple(events), tuple(met), journey.arrived)
    journey = replace(journey, date=calendar.next_day(journey.date), journal=(*journey.journal, day))
    return journey, day


def _supper(journey: Journey, content: Content, events: list[str]) -> Journey:
    """The company eats (game first, then rations, then lembas); who is fed gets the night's POW back,
    who is not goes hungry another day, and a starving hero wastes (and at last may starve to death:
    the caller buries him)."""
    food, short = journey.food.eat(len(journey.heroes))
    fed = len(journey.heroes) - short
    heroes, hunger = [], {}
    for k, hero in enumerate(journey.heroes):
        days = 0 if k < fed else journey.hunger.get(hero.name, 0) + 1
        if days == 0:
            hero = hero.evolve(pow_spent=max(0, hero.pow_spent - content.travel.watch_hours))
        elif starving(content, days):
            hero, damage = waste(content, hero, days)
            events.append(f"{hero.name} starves to death ({days} days without food)." if starved(content, hero) else
                          f"{hero.name} is starving ({days} days without food){f': {damage} damage' if damage else ''}.")
        else:
            events.append(f"{hero.name} went to sleep hungry ({days} day{'s' if days > 1 else ''} without food).")
        heroes.append(hero)
        hunger[hero.name] = days
    return replace(journey, heroes=tuple(heroes), food=food, hunger=hunger)


def _watch(journey: Journey, rng: Random, content: Content) -> int:
    """The perception of whoever is on watch when something comes (the watches rotate)."""
    hero = rng.choice(journey.heroes)
    return max(skill_level(content, hero, s, journey.strain(hero, content)) for s in encounters.PERCEPTION_SKILLS)
