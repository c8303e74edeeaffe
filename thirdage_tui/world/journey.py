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
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.advancement import improve_skill, tick_name
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.rolls import d20
from thirdage_tui.engine.skills import points_in, skill_ability
from thirdage_tui.world import encounters
from thirdage_tui.world.calendar import Calendar, Date
from thirdage_tui.world.company import Company, TravelError, check_mode, traveller
from thirdage_tui.world.geometry import step_length
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import Route, TravelProfile, planner_for

if TYPE_CHECKING:
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
    danger_shifts: dict[str, int] = field(default_factory=dict)

    @property
    def cell(self) -> tuple[int, int]:
        return self.route.cells[self.step]

    @property
    def arrived(self) -> bool:
        return self.step >= len(self.route.cells) - 1


def start_journey(content: Content, route: Route, heroes: tuple[Hero, ...], date: Date | None = None,
                  boat: bool = False) -> Journey:
    """Set out along `route`, with the food the heroes carry."""
    return Journey(route, tuple(heroes), date or Calendar(content.travel).start(), boat,
                   food=carried_food(content, heroes), fatigue={h.name: 0 for h in heroes})


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


def skill_level(content: Content, hero: Hero, skill: str, fatigue: int = 0) -> int:
    """A hero's level in a skill (points plus the ability modifier), less the fatigue penalty."""
    points = points_in(skill, hero.skills, content.races[hero.race], content)
    modifier = ab.ability_modifier(hero.attributes, content.tables, skill_ability(content, skill))
    return points + modifier - fatigue * content.travel.fatigue_skill_penalty


def best_level(content: Content, journey: Journey, skills: tuple[str, ...]) -> int:
    """The best level in any of `skills` among the company (the one who leads in it)."""
    return max(skill_level(content, h, s, journey.fatigue[h.name]) for h in journey.heroes for s in skills)


def travel_day(journey: Journey, mode: str, rng: Random, content: Content) -> tuple[Journey, Day]:
    """A day on the road: lose the way or not, move along the route, meet what comes, eat, camp."""
    check_mode(Company(tuple(traveller(h, content) for h in journey.heroes)), mode, content.travel)
    if journey.arrived:
        raise TravelError("the company has already arrived")
    events: list[str] = []
    budget = _march_factor(journey, mode, content)
    if _trackless(journey, content):
        guide = best_level(content, journey, (ids.TRAIL_FINDING,))
        if d20(rng) > guide:
            budget *= 1 - content.travel.lost_day_fraction
            events.append("Lost the way in trackless country: half the day wandered.")
    journey, miles = _advance(journey, mode, budget, content)
    events.append(f"Travelled {miles:.0f} miles ({mode}).")
    journey = _tire(journey, mode, content, events)
    return _end_day(journey, "travel", miles, rng, content, events)


def rest_day(journey: Journey, rng: Random, content: Content, practise: dict[str, str] | None = None
             ) -> tuple[Journey, Day]:
    """A day of full rest: 1 HP in each injured location (3.6.3 D), POW back (5.1), fatigue gone, and a
    day's practice on one ticked skill per hero (4.4): `practise` maps a hero's name to the tick, or
    the first tick is taken."""
    events: list[str] = []
    heroes = []
    for hero in journey.heroes:
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


def hunt_day(journey: Journey, rng: Random, content: Content) -> tuple[Journey, Day]:
    """A day's hunting (4.2): success feeds the hunter and up to five others for four days."""
    rules = content.travel
    world = world_map(content)
    events: list[str] = []
    terrain = world.terrains[world.terrain[world.index(journey.cell)]]
    level = best_level(content, journey, (ids.HUNTING,))
    roll = d20(rng)
    odds = (f"rolled {roll} on a d20, needing {level} or less, the best Hunting in the company" if level > 0
            else f"the best Hunting in the company is {level}: no d20 roll is that low")
    if terrain.game and roll <= level:
        game = rules.hunt_days_fed * min(rules.hunt_feeds, len(journey.heroes))
        journey = replace(journey, food=replace(journey.food, game=journey.food.game + game))
        events.append(f"The hunt brought in game for {game} meals ({odds}).")
    else:
        events.append(f"The hunt caught nothing ({odds})." if terrain.game else
                      f"No game to hunt on {terrain.name.lower()}.")
    journey = replace(journey, fatigue={n: max(0, f - 1) for n, f in journey.fatigue.items()})
    return _end_day(journey, "hunt", 0.0, rng, content, events)


def _march_factor(journey: Journey, mode: str, content: Content) -> float:
    """House rule: each day already marched in a row costs `march_fatigue_miles` of today's march
    (never slower than walking). Other modes go at full pace."""
    if mode != "march":
        return 1.0
    tables = content.tables
    tired = max(journey.fatigue.values(), default=0) * content.travel.march_fatigue_miles
    march = tables.daily_miles["march"]
    return max(tables.daily_miles["walk"], march - tired) / march


def _trackless(journey: Journey, content: Content) -> bool:
    """Off the road in wild country, where the way can be lost."""
    world = world_map(content)
    if journey.arrived:
        return False
    here, there = (world.index(c) for c in journey.route.cells[journey.step:journey.step + 2])
    return (here, there) not in world.roads and world.terrains[world.terrain[there]].wild


def _advance(journey: Journey, mode: str, budget: float, content: Content) -> tuple[Journey, float]:
    """Spend `budget` days walking the route's steps at today's pace; the miles made."""
    world = world_map(content)
    season = Calendar(content.travel).season(journey.date)
    graph = planner_for(content).graph(TravelProfile(mode, _hindered(journey, content), journey.boat, season))
    cells, step, progress, miles = journey.route.cells, journey.step, journey.progress, 0.0
    while budget > 0 and step < len(cells) - 1:
        a, b = world.index(cells[step]), world.index(cells[step + 1])
        cost = dict(graph[a])[b]
        length = step_length(cells[step], cells[step + 1]) * world.miles_per_cell
        taken = min(budget, cost - progress)
        miles += length * taken / cost
        budget -= taken
        progress += taken
        if progress >= cost - 1e-9:
            step, progress = step + 1, 0.0
    return replace(journey, step=step, progress=progress), miles


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
             events: list[str]) -> tuple[Journey, Day]:
    """Meetings by day and in camp, supper, and a night's rest; then the calendar turns."""
    calendar, world = Calendar(content.travel), world_map(content)
    i = world.index(journey.cell)
    season = calendar.season(journey.date)
    met = []
    for time in ("day", "night"):
        perception = (best_level(content, journey, encounters.PERCEPTION_SKILLS) if time == "day" else
                      _watch(journey, rng, content))
        stealth = min(skill_level(content, h, ids.MOVE_SILENTLY, journey.fatigue[h.name]) for h in journey.heroes)
        band = encounters.check(rng, content, world.region[i], world.danger(i, journey.danger_shifts), time,
                                season, perception, stealth, company=len(journey.heroes))
        if band:
            met.append(band)
            events.append(f"By {time}: {encounters.band_words(content.bestiary[band.creature], band.count)}"
                          f"{' (unseen)' if not band.company_noticed else ''}.")
    food, hungry = journey.food.eat(len(journey.heroes))
    if hungry:
        events.append(f"{hungry} went to sleep hungry.")
    heroes = tuple(h if k >= len(journey.heroes) - hungry else
                   h.evolve(pow_spent=max(0, h.pow_spent - content.travel.watch_hours))
                   for k, h in enumerate(journey.heroes))
    fatigue = {n: f + (k >= len(journey.heroes) - hungry) for k, (n, f) in enumerate(journey.fatigue.items())}
    day = Day(calendar.label(journey.date), action, round(miles, 1), tuple(events), tuple(met), journey.arrived)
    journey = replace(journey, heroes=heroes, food=food, fatigue=fatigue, date=calendar.next_day(journey.date),
                      journal=(*journey.journal, day))
    return journey, day


def _watch(journey: Journey, rng: Random, content: Content) -> int:
    """The perception of whoever is on watch when something comes (the watches rotate)."""
    hero = rng.choice(journey.heroes)
    return max(skill_level(content, hero, s, journey.fatigue[hero.name]) for s in encounters.PERCEPTION_SKILLS)
