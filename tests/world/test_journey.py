"""Day-by-day travel: pace, fatigue, food, rest, hunting, getting lost and encounters
(rules text 3.2.1, 3.6.3 D, 4.2, 4.4, 5.1; GUIDE G4.8)."""

from __future__ import annotations

import random

import pytest

from thirdage_tui.engine.hero import Hero
from thirdage_tui.world import encounters
from thirdage_tui.world.calendar import Calendar, Date
from thirdage_tui.world.company import TravelError
from thirdage_tui.world.journey import Food, gather_day, rest_day, start_journey, travel_day
from thirdage_tui.world.route import plan_route

AVERAGE = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


def hero(name="Hal", **changes) -> Hero:
    return Hero(name=name, race="human", nation="gondor", background="medium_infantry",
                attributes=dict(AVERAGE), **changes)


def journey(content, start="rhosgobel", end="carrock", heroes=None, date=None, mode="walk"):
    route = plan_route(content, content.places[start], content.places[end], mode)
    return start_journey(content, route, tuple(heroes or [hero(equipment=["dried_rations"] * 30)]), date)


@pytest.mark.rule("3.2.1")
def test_walking_rhosgobel_to_the_carrock_covers_the_route(content):
    trip, rng = journey(content), random.Random(5)
    days = []
    while not trip.arrived:
        trip, day = travel_day(trip, "walk", rng, content)
        days.append(day)
    assert sum(d.miles for d in days) == pytest.approx(trip.route.miles, abs=1)
    assert trip.route.days <= len(days) <= trip.route.days * 2 + 1
    assert days[-1].arrived and len(trip.journal) == len(days)
    assert trip.date > Calendar(content.travel).start()


@pytest.mark.rule("3.2.1")
def test_forced_marching_brings_diminishing_returns(content):
    trip, rng = journey(content, "hobbiton", "rivendell"), random.Random(1)
    miles = []
    for _ in range(4):
        trip, day = travel_day(trip, "march", rng, content)
        miles.append(day.miles)
    assert miles == pytest.approx([24, 21, 18, 15], abs=0.5)
    assert trip.fatigue["Hal"] == 4


@pytest.mark.rule("5.1")
def test_endurance_pays_pow_instead_of_tiring(content):
    strong = hero(hero_magic={"endurance": 1}, equipment=["dried_rations"] * 5)
    trip, rng = journey(content, "hobbiton", "rivendell", heroes=[strong]), random.Random(1)
    trip, _ = travel_day(trip, "march", rng, content)
    assert trip.fatigue["Hal"] == 0
    assert trip.heroes[0].pow_spent == 0  # 1 spent marching, the night's rest restores it


@pytest.mark.rule("3.6.3")
def test_a_rest_day_heals_a_point_in_each_injured_location_and_restores_pow(content):
    hurt = hero(wounds={"chest": 3, "left_arm": 1}, pow_spent=11, ticks=["listen"], equipment=["dried_rations"])
    trip, day = rest_day(journey(content, heroes=[hurt]), random.Random(3), content)
    healed = trip.heroes[0]
    assert healed.wounds == {"chest": 2}
    assert healed.pow_spent == 0
    assert healed.ticks == [] and any("practised Listen" in e for e in day.events)
    assert f"{hurt.name} mends 2 hit points, one in each wound." in day.events


@pytest.mark.rule("4.4")
def test_rest_day_improvement_rolls_succeed_above_the_level(content):
    successes = 0
    for seed in range(400):
        learner = hero(ticks=["listen"], equipment=["dried_rations"])
        trip, _ = rest_day(journey(content, heroes=[learner]), random.Random(seed), content)
        successes += trip.heroes[0].skills.get("listen", 5) > 5
    level = 5  # Listen's common points, modifier 0 for average attributes
    assert abs(successes / 400 - (20 - level) / 20) < 0.07


def test_food_is_eaten_and_hunger_counted(content):
    trip = journey(content, heroes=[hero(equipment=["dried_rations"]), hero("Bo", equipment=["lembas"])])
    assert trip.food == Food(rations=1, lembas=3)
    food, hungry = Food(rations=1, game=1).eat(3)
    assert food == Food() and hungry == 1


@pytest.mark.rule("4.2")
def test_hunting_succeeds_at_the_hunting_level(content):
    """A lone hunter holds all four roles, so hunts at 2 under his level (the roles' penalty)."""
    hunter = hero(skills={"hunting": 10}, equipment=["dried_rations"])
    wins = 0
    for seed in range(400):
        trip, _ = gather_day(journey(content, "bree", "weathertop", heroes=[hunter]), "hunt", random.Random(seed), content)
        wins += trip.food.game > 0
    assert abs(wins / 400 - 8 / 20) < 0.07


def test_getting_lost_is_rarer_with_a_good_guide(content):
    def lost(guide: Hero) -> int:
        count = 0
        for seed in range(200):
            _, day = travel_day(journey(content, heroes=[guide]), "walk", random.Random(seed), content)
            count += any("Lost" in e for e in day.events)
        return count

    assert lost(hero(skills={"trail_finding": 16}, equipment=["dried_rations"])) < lost(hero(equipment=["dried_rations"]))


def test_winter_slows_the_road(content):
    winter = Date(2760, 16, 1)
    assert Calendar(content.travel).season(winter) == "winter"
    _, spring_day = travel_day(journey(content, "hobbiton", "bree"), "walk", random.Random(0), content)
    _, winter_day = travel_day(journey(content, "hobbiton", "bree", date=winter), "walk", random.Random(0), content)
    assert winter_day.miles == pytest.approx(spring_day.miles * 0.75, abs=0.5)


@pytest.mark.rule("3.2.1")
def test_riding_without_mounts_is_refused_on_the_road(content):
    with pytest.raises(TravelError, match="no mount"):
        travel_day(journey(content), "ride", random.Random(0), content)


def test_encounters_come_as_often_as_the_danger_says(content):
    rng, n = random.Random(7), 2000
    met = [encounters.check(rng, content, "mirkwood", 3, "night", "spring", 8, 8) for _ in range(n)]
    rate = sum(m is not None for m in met) / n
    assert abs(rate - content.travel.encounter_chance[3] / 20) < 0.03
    assert {m.creature for m in met if m} <= {"giant_spider", "mordor_orc", "warg"}
    assert encounters.check(rng, content, "shire", 0, "day", "spring", 8, 8) is None


@pytest.mark.rule("4.5")
def test_a_watchful_company_notices_more_bands(content):
    def noticed(perception: int) -> int:
        rng = random.Random(11)
        bands = [encounters.check(rng, content, "mirkwood", 5, "day", "summer", perception, 5) for _ in range(600)]
        return sum(b.company_noticed for b in bands if b)

    assert noticed(16) > noticed(2) * 2


@pytest.mark.parametrize(("creature", "count", "words"), [
    ("warg", 1, "a Warg"), ("orc_chieftain", 1, "an Orc Chieftain"), ("wolf", 3, "3 Wolves"),
    ("giant_spider", 2, "2 Giant Spiders of Mirkwood"), ("crebain", 5, "5 Crebain"), ("uruk_hai", 4, "4 Uruk-hai"),
    ("crebain", 1, "one of the Crebain"), ("nazgul", 1, "one of the Nazgûl"),
])
def test_a_band_is_told_in_words_with_the_creature_s_own_plural_where_it_has_one(content, creature, count, words):
    assert encounters.band_words(content.bestiary[creature], count) == words


def test_a_days_going_is_never_told_as_0_miles():
    from thirdage_tui.world.journey import travelled

    assert travelled(8.4, "walk") == "Travelled 8 miles (walk)."
    assert travelled(1, "ride") == "Travelled 1 mile (ride)."
    assert travelled(0.3, "walk") == "Travelled less than a mile (walk)."
    assert travelled(0.0, "walk") == "Made no headway today (walk)."


def test_a_lone_foe_is_it_when_told_who_saw_whom():
    assert encounters.noticing("company", 1) == "it saw the company first"
    assert encounters.noticing("foes", 1) == "the company saw it first, unseen"
    assert encounters.noticing("company", 3) == "they saw the company first"
