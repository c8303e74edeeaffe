"""Life on the road: keeping the way, hunger, finding food, the company's roles (rules text 3.2.1,
4.2; our rulings in docs/rulings.md, "Life on the road"). Rates are measured over fixed seeds."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.hero import Hero
from thirdage_tui.world.company import TravelError
from thirdage_tui.world.hunger import hunger_penalty
from thirdage_tui.world.journey import (
    Food,
    cannot_gather,
    gather_day,
    gathering_odds,
    rest_day,
    start_journey,
    travel_day,
)
from thirdage_tui.world.map import world_map
from thirdage_tui.world.roles import RoleError, candidates, check_role, holders, role_penalty
from thirdage_tui.world.route import plan_route
from thirdage_tui.world.wayfinding import by_water, chance_lost, find_way, sure_way, way_odds

AVERAGE = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


def starting(content, race: str, background: str, first: str | None = None, nation: str | None = None) -> Hero:
    """A starting hero made as the wizard makes one, with `first` as his skill at 16."""
    draft = Draft(content, random.Random(1))
    draft.set_race(race)
    if nation:
        draft.set_nation(nation)
    draft.set_background(background)
    if first:
        rest = [s.id for s in draft.skill_choices() if s.id != first]
        slots = sum(1 for s in draft.skill_slots() if s.given is None)
        draft.set_skills([first, *rest[:slots - 1]])
    draft.fill_defaults()
    return draft.build()


def plain(name="Hal", **changes) -> Hero:
    return Hero(name=name, race="human", nation="gondor", background="medium_infantry",
                attributes=dict(AVERAGE), **changes)


def cells_of(world, *terrains):
    return [i for i, t in enumerate(world.terrain) if t in terrains]


def lost_rate(content, hero: Hero, terrains: tuple[str, ...], tries: int = 600) -> float:
    """The share of days a lone `hero` guiding himself loses the way on wild ground of `terrains`."""
    world = world_map(content)
    cells = [i for i in cells_of(world, *terrains) if sure_way(content, world, i, i) is None]
    from thirdage_tui.world.roles import doing

    guide = doing(content, [hero], holders(content, [hero], {}), "guide")
    rng = random.Random(7)
    return sum(find_way(rng, content, world, c, c, guide).lost for c in rng.choices(cells, k=tries)) / tries


# -- the way


@pytest.mark.rule("4.2")
def test_roads_rivers_and_landmarks_never_lose_the_company(content):
    world = world_map(content)
    here, there = next(iter(world.roads))
    assert sure_way(content, world, here, there) == content.roads[world.roads[(here, there)]].name
    river = next(i for i in world.rivers if world.terrains[world.terrain[i]].wild and world.passable(i))
    assert sure_way(content, world, river, river).startswith("following")
    peaks = next(i for i in cells_of(world, "mountains") if (i, i) not in world.roads)
    assert "in sight" in sure_way(content, world, peaks, peaks) or "following" in sure_way(content, world, peaks,
                                                                                            peaks)
    plains = cells_of(world, "plains")[0]
    assert sure_way(content, world, plains, plains) == "open country"


@pytest.mark.rule("4.2")
@pytest.mark.parametrize(("race", "background", "nation"), [("sindar", "ranger", None),
                                                           ("human", "woodsman", "beorning")])
def test_a_starting_ranger_or_woodsman_is_rarely_lost(content, race, background, nation):
    hero = starting(content, race, background, "survival", nation)
    assert lost_rate(content, hero, ("forest", "forest_hills")) < 0.15
    assert lost_rate(content, hero, ("hills", "marsh")) < 0.05


@pytest.mark.rule("4.2")
def test_a_lone_hobbit_in_mirkwood_is_often_lost(content):
    hobbit = starting(content, "hobbit", "burglar")
    assert 0.6 < lost_rate(content, hobbit, ("forest",)) < 0.9


@pytest.mark.rule("4.2")
def test_the_journal_says_who_rolled_what_against_what(content):
    hobbit = starting(content, "hobbit", "burglar")
    route = plan_route(content, content.places["rhosgobel"], content.places["elvenking_halls"], "walk")
    trip = start_journey(content, route, (hobbit.evolve(equipment=["dried_rations"] * 15),))
    told = []
    rng = random.Random(3)
    while not trip.arrived and len(told) < 40:
        trip, day = travel_day(trip, "walk", rng, content)
        told += [e for e in day.events if "way" in e]
    lost = [e for e in told if e.startswith("Lost the way")]
    assert lost and all(f"{hobbit.name}'s " in e and "rolled" in e and "for the ground" in e for e in lost)


# -- hunger


@pytest.mark.rule("G4.8")
def test_a_day_without_food_is_felt(content):
    starving = plain(equipment=[], wounds={"chest": 1}, pow_spent=5)
    route = plan_route(content, content.places["bree"], content.places["rivendell"], "walk")
    trip, rng = start_journey(content, route, (starving,)), random.Random(2)
    miles = []
    for _ in range(5):
        trip, day = travel_day(trip, "walk", rng, content)
        miles.append(day.miles)
    assert trip.hunger["Hal"] == 5
    assert trip.heroes[0].pow_spent == 5  # no POW back on a hungry night
    assert trip.heroes[0].wounds["abdomen"] == 3  # the third, fourth and fifth days waste him
    assert trip.strain(trip.heroes[0], content) == 5
    assert "starving" in day.events[-1]
    trip, day = rest_day(trip, rng, content)
    assert trip.heroes[0].wounds["chest"] == 1 and "too hungry to mend" in " ".join(day.events)


@pytest.mark.rule("G4.8")
def test_hunger_slows_and_a_meal_ends_it(content):
    route = plan_route(content, content.places["bree"], content.places["rivendell"], "walk")
    trip = start_journey(content, route, (plain(equipment=[]),))
    fed = replace(trip, hunger={"Hal": 0}, food=Food(rations=3))
    hungry = replace(trip, hunger={"Hal": 3}, food=Food(rations=3))
    _, fed_day = travel_day(fed, "walk", random.Random(1), content)
    after, hungry_day = travel_day(hungry, "walk", random.Random(1), content)
    assert hungry_day.miles < fed_day.miles
    assert after.hunger == {"Hal": 0}


@pytest.mark.rule("G4.8")
def test_hunger_takes_a_point_a_day_off_skills_and_at_worst_five(content):
    """A ruling (docs/rulings.md, "Hunger's worst"): the penalty stops growing where the pace stops
    falling, so a starving company can still hunt, forage and find its way."""
    assert [hunger_penalty(content, days) for days in range(8)] == [0, 1, 2, 3, 4, 5, 5, 5]
    assert hunger_penalty(content, 60) == 5
    route = plan_route(content, content.places["bree"], content.places["rivendell"], "walk")
    trip = start_journey(content, route, (plain(equipment=[]),))
    assert replace(trip, hunger={"Hal": 30}).strain(trip.heroes[0], content) == 5


def _hit_points(content, hero):
    from thirdage_tui.engine import abilities as ab

    total = ab.hit_points(hero.attributes, content.tables)
    body = content.bodies[content.races[hero.race].body]
    return total, total - ab.hit_points_lost(hero.wounds, body, ab.location_hit_points(total, body, content.tables))


def _starve(content, hero, days, seed=4):
    """`days` of rest on the road without food: the journey and each night's events."""
    route = plan_route(content, content.places["bree"], content.places["rivendell"], "walk")
    trip, rng, nights = start_journey(content, route, (hero,)), random.Random(seed), []
    for _ in range(days):
        trip, day = rest_day(trip, rng, content)
        nights.append(day.events)
    return trip, nights


@pytest.mark.rule("3.6.2")
@pytest.mark.rule("3.6.3")
def test_starving_wastes_a_point_a_day_held_short_of_the_last_till_the_tenth_day(content):
    """Our ruling (docs/rulings.md, "Starving to death"): from the third hungry day in a row a point a day
    against total hit points (the abdomen while it has one to spare, then where most is left, never
    disabling a location); rest mends none of it; before the tenth day the last hit point is kept."""
    strong = plain(equipment=[]).evolve(attributes={**AVERAGE, "CON": 18, "SIZ": 18})
    total, _ = _hit_points(content, strong)
    trip, nights = _starve(content, strong, 9)
    hero = trip.heroes[0]
    assert sum(hero.wounds.values()) == 7  # days 3 to 9
    assert _hit_points(content, hero)[1] == total - 7 > 1
    assert all("too hungry to mend" in " ".join(events) for events in nights[1:])  # hungry from the first night
    body = content.bodies[content.races[hero.race].body]
    from thirdage_tui.engine import abilities as ab

    hp = ab.location_hit_points(total, body, content.tables)
    assert all(hero.wounds.get(loc, 0) < hp[loc] for loc in hp)  # no location disabled
    assert hero.wounds["abdomen"] == hp["abdomen"] - 1 and len(hero.wounds) > 1

    weak = plain(equipment=[], wounds={"chest": 3, "abdomen": 2})
    trip, nights = _starve(content, weak, 9)
    assert _hit_points(content, trip.heroes[0])[1] == 1 and "starves" not in " ".join(nights[-1])


@pytest.mark.rule("3.6.2")
def test_from_the_tenth_hungry_day_starving_kills(content):
    """Our ruling: from the tenth day in a row hunger may take the last hit point; past his hit points a
    hero is dead (3.6.2), and the day tells it."""
    hal = plain(equipment=[])
    total, _ = _hit_points(content, hal)
    trip, nights = _starve(content, hal, 30)
    died = next(n for n, events in enumerate(nights, start=1) if "starves to death" in " ".join(events))
    assert died == 2 + total  # a point a day from the third day: the last on day total + 2
    assert died >= content.travel.hunger.deadly_after
    assert _hit_points(content, trip.heroes[0])[1] <= 0

    wounded = plain(equipment=[], wounds={"chest": 3, "abdomen": 3})
    trip, nights = _starve(content, wounded, 12)
    died = next(n for n, events in enumerate(nights, start=1) if "starves to death" in " ".join(events))
    assert died == content.travel.hunger.deadly_after  # held at 1 until hunger turned deadly


# -- food


@pytest.mark.rule("4.2")
def test_foraging_by_survival_is_a_house_rule(content):
    forager = plain(skills={"survival": 10}, equipment=[])
    route = plan_route(content, content.places["bree"], content.places["weathertop"], "walk")
    wins = 0
    for seed in range(300):
        trip, day = gather_day(start_journey(content, route, (forager,)), "forage", random.Random(seed), content)
        assert day.events[0].startswith("Foraging (house rule)")
        wins += "brought in food for 1 meal " in day.events[0]
        assert trip.food.game == 0  # a lone forager's meal is eaten that night
    assert abs(wins / 300 - 8 / 20) < 0.08  # Survival 10, less the lone hero's roles


@pytest.mark.rule("4.2")
def test_fishing_needs_water_and_hooks(content):
    world = world_map(content)
    route = plan_route(content, content.places["bree"], content.places["weathertop"], "walk")
    dry = next(k for k, c in enumerate(route.cells) if not by_water(world, world.index(c)))
    fisher = plain(skills={"survival": 10}, equipment=["fish_hooks_and_line"])
    trip = replace(start_journey(content, route, (fisher,)), step=dry)
    with pytest.raises(TravelError, match="no water"):
        gather_day(trip, "fish", random.Random(1), content)
    wet = next(i for i in world.rivers if world.passable(i))
    river_route = replace(route, cells=(world.cell(wet), *route.cells[1:]))
    with pytest.raises(TravelError, match="fish-hooks"):
        gather_day(start_journey(content, river_route, (plain(),)), "fish", random.Random(1), content)
    catches = sum(gather_day(start_journey(content, river_route, (fisher, plain("Bo"))), "fish",
                             random.Random(seed), content)[0].food.game > 0 for seed in range(200))
    assert catches > 60  # two days for two when it bites, one day of it left after supper


# -- roles


@pytest.mark.rule("4.2")
def test_each_role_goes_to_the_best_at_it_and_a_lone_hero_holds_all(content):
    ranger, hunter = plain("Ran", skills={"survival": 14}), plain("Hunt", skills={"hunting": 14})
    held = holders(content, [ranger, hunter], {})
    assert held["guide"] == "Ran" and held["hunter"] == "Hunt"
    assert holders(content, [ranger, hunter], {"guide": "Hunt"})["guide"] == "Hunt"
    alone = holders(content, [ranger], {})
    assert set(alone.values()) == {"Ran"} and role_penalty(content, alone, "Ran") == content.travel.roles.penalty
    assert role_penalty(content, {"guide": "Ran", "hunter": "Hunt"}, "Ran") == 0


@pytest.mark.rule("4.2")
def test_a_role_is_given_only_to_a_hero_of_the_company(content):
    with pytest.raises(RoleError, match="not in the company"):
        check_role([plain()], "guide", "Nobody")
    with pytest.raises(RoleError, match="no role"):
        check_role([plain()], "cook", "Hal")


# -- road events


@pytest.mark.rule("4.2")
def test_road_events_come_by_the_land_and_what_the_company_has(content):
    from thirdage_tui.world.road_events import draw

    rng, n = random.Random(12), 3000
    drawn = [draw(rng, content, 5, "summer", water=False, mounted=False) for _ in range(n)]
    came = [e for e in drawn if e is not None]
    assert abs(len(came) / n - content.travel.road_event_chance / 20) < 0.02
    assert all("dark" in e.lands and not e.water and not e.mount for e in came)
    assert {e.id for e in came} >= {"dark_paths"}
    border = {e.id for e in (draw(rng, content, 0, "winter", water=True, mounted=True) for _ in range(n)) if e}
    assert "lame_horse" in border and "dark_paths" not in border and "elves_singing" not in border


@pytest.mark.rule("4.2")
def test_a_road_event_is_met_by_its_role_holder_and_told(content):
    route = plan_route(content, content.places["rhosgobel"], content.places["carrock"], "walk")
    trip = start_journey(content, route, (plain(equipment=["dried_rations"] * 60, skills={"survival": 10}),))
    rng, told = random.Random(8), []
    for _ in range(60):
        if trip.arrived:
            trip = replace(trip, step=0, progress=0.0)
        trip, day = travel_day(trip, "walk", rng, content)
        names = tuple(f"{e.name}. " for e in content.road_events.values())
        told += [line for line in day.events if line.startswith(names)]
    assert told and all("Hal's " in line and "rolled" in line for line in told)
    assert not any(". (" in line for line in told)  # the outcome runs on into the roll


@pytest.mark.rule("4.1")
def test_a_road_events_roll_names_the_heros_own_level_and_each_modifier(content):
    """The journal names the skill at the hero's own level, then the task's modifier and the day's strain,
    so that the level named, the shifts and the target add up (they were folded in, unsaid)."""
    from thirdage_tui.world.road_events import meet
    from thirdage_tui.world.road_skills import skill_level
    from thirdage_tui.world.roles import doing

    hal = plain(skills={"survival": 12})
    trip = replace(start_journey(content, plan_route(content, content.places["rhosgobel"], content.places["carrock"],
                                                     "walk"), (hal,)), fatigue={"Hal": 1})
    short_cut = content.road_events["short_cut"]
    by = doing(content, trip.heroes, trip.holders(content), "guide", dict(short_cut.skills),
               lambda h: trip.strain(h, content))
    own, weary = skill_level(content, hal, "survival"), trip.strain(hal, content)
    assert weary > 0 and by.skill == "survival" and by.own == own
    told = meet(random.Random(1), short_cut, by).told(content)
    need = own - 3 - weary - content.travel.roles.penalty
    assert (f"(Hal's Survival {own}, -3 for the task, -{weary} for fatigue and hunger, "
            f"-{content.travel.roles.penalty} for several roles: rolled ") in told
    assert told.endswith(f"needing {need} or less).")


@pytest.mark.rule("4.2")
def test_roles_are_spread_so_that_nobody_pays_for_holding_two_without_need(content):
    company = [plain("Hunt", skills={"hunting": 14}), plain("A"), plain("B"), plain("C")]
    held = holders(content, company, {})
    assert held["hunter"] == "Hunt" and len(set(held.values())) == 4


@pytest.mark.rule("3.3")
def test_a_burdened_hero_slows_the_company_as_his_move(content):
    from thirdage_tui.world.company import Company, traveller

    light = plain(equipment=["dried_rations"] * 4)
    heavy = plain("Bo", equipment=["dried_rations"] * 4 + ["spear"] * 6)
    from thirdage_tui.engine.encumbrance import encumbrance

    over = encumbrance(heavy.equipment, heavy.attributes, content).over
    company = Company((traveller(light, content), traveller(heavy, content)))
    rules = content.travel.burden
    assert over > 0 and company.pace == pytest.approx(max(rules.slowest, 1 - over * rules.pace_per_point))
    assert [m.name for m in company.burdened] == ["Bo"]
    start, end = content.places["bree"], content.places["weathertop"]
    assert plan_route(content, start, end, "walk", company).days == pytest.approx(
        plan_route(content, start, end, "walk").days / company.pace, abs=0.02)
    stuck = plain("Stuck", equipment=["spear"] * 12)
    with pytest.raises(TravelError, match="cannot move under his load"):
        plan_route(content, start, end, "walk", Company((traveller(stuck, content),)))


# -- the odds shown before the player commits


@pytest.mark.rule("4.2")
def test_each_hero_is_shown_at_a_roles_task_as_he_would_be_holding_it(content):
    ranger, hunter = plain("Ran", skills={"survival": 14}), plain("Hunt", skills={"hunting": 14})
    company = [ranger, hunter, plain("A"), plain("B")]
    held = holders(content, company, {})
    assert held["guide"] == "Ran" and held["hunter"] == "Hunt" and len(set(held.values())) == 4
    shown = {c.used.hero: c for c in candidates(content, company, held, "guide")}
    assert shown["Ran"].used.skill == "survival" and shown["Ran"].several == 0
    # Hunt already holds the hunter's role: as guide he would hold two, at the roles' penalty
    assert shown["Hunt"].several == content.travel.roles.penalty
    assert "several roles" in shown["Hunt"].told(content)
    (alone,) = candidates(content, [ranger], holders(content, [ranger], {}), "guide")
    assert alone.several == content.travel.roles.penalty
    assert alone.told(content).startswith(f"Survival {alone.used.level} (−{content.travel.roles.penalty}, several roles)")


def _hunt_route(content):
    return plan_route(content, content.places["rhosgobel"], content.places["carrock"], "walk")


@pytest.mark.rule("4.2")
def test_a_hunt_that_cannot_succeed_is_refused_before_the_day_passes(content):
    trip = start_journey(content, _hunt_route(content), (plain(),))  # no Hunting, every role held
    why = cannot_gather(trip, "hunt", content)
    assert why is not None and "no d20 roll is that low" in why and gathering_odds(trip, "hunt", content).chance == 0
    with pytest.raises(TravelError, match="no d20 roll is that low"):
        gather_day(trip, "hunt", random.Random(1), content)
    assert "never taught it" in why and why.endswith("a trainer or patron may teach Hunting")
    taught = plain().evolve(skills={**plain().skills, "hunting": 1})  # a point, less the roles he holds
    why = cannot_gather(start_journey(content, _hunt_route(content), (taught,)), "hunt", content)
    assert why is not None and why.endswith("with every penalty: no d20 roll is that low")


@pytest.mark.rule("4.2")
def test_no_game_to_be_had_is_refused_before_the_day_passes(content):
    world = world_map(content)
    route = _hunt_route(content)
    barren = next(i for i, t in enumerate(world.terrain) if world.passable(i) and not world.terrains[t].game)
    trip = replace(start_journey(content, route, (plain(skills={"hunting": 14}),)),
                   route=replace(route, cells=(world.cell(barren), *route.cells[1:])))
    assert "nothing to be had" in (cannot_gather(trip, "hunt", content) or "")


@pytest.mark.rule("4.2")
def test_the_chance_shown_for_a_hunt_is_the_chance_it_has(content):
    hunter = plain(skills={"hunting": 9})
    trip = start_journey(content, _hunt_route(content), (hunter,))
    shown = gathering_odds(trip, "hunt", content).chance
    wins = sum(gather_day(trip, "hunt", random.Random(seed), content)[0].food.game > 0 for seed in range(600))
    assert abs(wins / 600 - shown) < 0.05


@pytest.mark.rule("4.2")
def test_the_chance_of_losing_the_way_shown_is_the_chance_the_dice_give(content):
    world = world_map(content)
    hobbit = starting(content, "hobbit", "burglar")
    guide = candidates(content, [hobbit], holders(content, [hobbit], {}), "guide")[0].used
    forest = [i for i in cells_of(world, "forest") if sure_way(content, world, i, i) is None]
    assert chance_lost(content, world, forest[0], guide) == pytest.approx(lost_rate(content, hobbit, ("forest",)),
                                                                          abs=0.05)
    rng = random.Random(3)
    lost = sum(find_way(rng, content, world, forest[0], forest[0], guide).lost for _ in range(600))
    assert abs(lost / 600 - chance_lost(content, world, forest[0], guide)) < 0.05


@pytest.mark.rule("4.2")
def test_a_routes_estimate_counts_the_days_likely_lost_to_the_way(content):
    world = world_map(content)
    road = plan_route(content, content.places["bree"], content.places["weathertop"], "walk")
    wild = plan_route(content, content.places["rhosgobel"], content.places["dol_guldur"], "walk")
    ranger = starting(content, "human", "ranger", nation="dunedain")
    hobbit = starting(content, "hobbit", "burglar")

    def odds(route, hero):
        guide = candidates(content, [hero], holders(content, [hero], {}), "guide")[0].used
        return way_odds(content, world, [world.index(c) for c in route.cells], route.step_days, guide)

    assert odds(road, hobbit).lost_days == 0  # the East Road never loses the company
    lost_ranger, lost_hobbit = odds(wild, ranger), odds(wild, hobbit)
    assert 0 < lost_ranger.wild_days == lost_hobbit.wild_days
    assert 0 < lost_ranger.lost_days < lost_hobbit.lost_days
    assert "likely lost to the way" in lost_hobbit.told(content)
    assert replace(wild, way=lost_hobbit).expected_days == pytest.approx(wild.days + lost_hobbit.lost_days)
