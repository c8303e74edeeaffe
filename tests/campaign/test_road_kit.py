"""What a hero brings from the road and his patrons (docs/rulings.md, "Life on the road", issue 12):
provisions by standing, a pack put on and loaded through the session, hunger carried into a fight
and told on the sheet."""

from __future__ import annotations

import copy

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign import fights, patrons, start, travel
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.codec import to_data
from thirdage_tui.campaign.house_rules import RENOWN_FOR_STANDING
from thirdage_tui.campaign.session import (
    HireBoat,
    Load,
    Refused,
    Session,
    SetOut,
    ShareSpoils,
    Stash,
    TakeOff,
    TakeSpoils,
    Travel,
    Unload,
    Wear,
)
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.inventory import loose, worn
from thirdage_tui.engine.items import item


@pytest.fixture
def run(content):
    """A ranger with his helm and riding horse (2.6.6), provisioned by Radagast."""
    ranger = starting_ranger()
    ranger = ranger.evolve(equipment=["open_helm", *ranger.equipment, "horse", "saddle_and_tack"])
    return Session(start.new_campaign(content, ranger, 7), content, MemoryKeeper())


def refused(run, action) -> str:
    before = copy.deepcopy(to_data(run.campaign))
    [event] = run.perform(action)
    assert isinstance(event, Refused), event
    assert to_data(run.campaign) == before
    return event.why


@pytest.mark.rule("6.0")
def test_provisions_grow_with_standing(campaign, content):
    """Two weeks to one the patron knows, a week more for each step above (6.0: by renown)."""
    assert patrons.provision_days(campaign, content, "radagast") == 14
    campaign.renown["radagast"] = RENOWN_FOR_STANDING[2]
    assert patrons.provision_days(campaign, content, "radagast") == 21
    campaign.renown["radagast"] = RENOWN_FOR_STANDING[4]
    assert patrons.provision_days(campaign, content, "radagast") == 35


@pytest.mark.rule("6.5")
def test_a_ranger_loads_his_food_on_his_horse_and_takes_off_his_helm(run, content):
    hero = run.campaign.hero
    rations, before = loose(hero, content).count("dried_rations"), hero.loaded.count("dried_rations")
    carried = hero_enc(hero, content).carried
    run.perform(Load(hero.name, "dried_rations", rations))
    hero = run.campaign.hero
    assert hero.loaded.count("dried_rations") == before + rations == hero.equipment.count("dried_rations")
    assert hero_enc(hero, content).carried == carried - rations * content.gear["dried_rations"].enc
    run.perform(TakeOff(hero.name, "open_helm"))
    assert "open_helm" not in worn(run.campaign.hero, content)
    assert "puts on Open Helm" in run.perform(Wear(hero.name, "open_helm"))[0].entries[0].text
    run.perform(Unload(hero.name, "dried_rations", 2))
    assert run.campaign.hero.loaded.count("dried_rations") == before + rations - 2


def test_bad_moves_of_the_pack_are_refused_and_change_nothing(run, content):
    name = run.campaign.hero.name
    assert "already wears" in refused(run, Wear(name, "open_helm"))
    assert "does not wear" in refused(run, TakeOff(name, "closed_helm"))
    assert "walks" in refused(run, Load(name, "horse"))
    assert "bear 0" in refused(run, Unload(name, "dagger"))
    assert "no hero named" in refused(run, Load("Nobody", "dagger"))
    assert "he could load" in refused(run, Load(name, "dried_rations", 200))


@pytest.mark.rule("G4.8")
def test_hunger_goes_into_the_fight_and_onto_the_sheet(run, content):
    camp = run.campaign
    travel.set_out(camp, content, "carrock")
    name = camp.hero.name
    assert travel.condition(camp, content, name) == "" and fights.fighting_hunger(camp, content, name) == 0
    camp.road.hunger[name] = 3
    fed = hero_profile(camp.hero, content)
    [hungry] = fights.party(camp, content)
    assert [a.attack for a in hungry.arms] == [None if a.attack is None else a.attack - 3 for a in fed.arms]
    assert all(hungry.skills[k] == v - 3 for k, v in fed.skills.items())
    assert travel.condition(camp, content, name) == "hungry 3 days: −3 to skills, attacks and parries"
    fights.begin(camp, content, [("goblin", 1)])
    assert any(e.text == f"{name} fights hungry: −3 to attacks, parries and skills." for e in camp.journal)


def won_spoils(run, items):
    """As a won fight leaves them (`fights.settle` puts the aftermath's gear here)."""
    run.campaign.spoils = list(items)


def test_spoils_are_taken_or_shared_out_and_what_is_left_stays_behind(run, content):
    won_spoils(run, ["dagger", "dagger", "water_flask", "ladder", "ladder", "ladder", "ladder", "ladder"])
    name = run.campaign.hero.name
    run.perform(TakeSpoils(name, "dagger", 2))
    assert run.campaign.hero.equipment.count("dagger") == 3 and run.campaign.spoils.count("dagger") == 0
    assert "left no" in refused(run, TakeSpoils(name, "dagger"))
    [event] = run.perform(ShareSpoils())
    hero = run.campaign.hero
    assert "water_flask" in hero.equipment and 0 < hero.equipment.count("ladder") < 5
    assert run.campaign.spoils == ["ladder"] * (5 - hero.equipment.count("ladder"))
    assert "left where they fell" in event.entries[0].text
    travel.set_out(run.campaign, content, "carrock")
    assert run.campaign.spoils == [] and run.campaign.journal[-2].text.startswith("Left where the foes fell: Ladder")
    assert "nothing left" in refused(run, ShareSpoils())


def test_a_hero_at_his_maximum_may_still_take_one_ration_from_the_spoils_and_is_told_the_burden(run, content):
    """As from a store: what a hero chooses to take goes on him past his maximum ENC (3.3), the cost told;
    sharing out still gives only what each carries unhindered."""
    campaign, name = run.campaign, run.campaign.hero.name
    hero = campaign.hero.evolve(equipment=[i for i in campaign.hero.equipment if i not in content.mounts], loaded=[])
    while hero_enc(hero, content).carried + 2 <= hero_enc(hero, content).max:
        hero = hero.evolve(equipment=[*hero.equipment, "ladder"])
    while not hero_enc(hero.evolve(equipment=[*hero.equipment, "dried_rations"]), content).over:
        hero = hero.evolve(equipment=[*hero.equipment, "dried_rations"])
    campaign.replace_hero(hero)
    before = hero_enc(hero, content)
    won_spoils(run, ["dried_rations"])
    [event] = run.perform(TakeSpoils(name, "dried_rations"))
    after = hero_enc(campaign.hero, content)
    assert after.carried > before.carried and after.over and campaign.spoils == []
    assert f"{name} takes 1 × Rations" in event.entries[-1].text and f"/{after.max}: {after.over} over" in \
        event.entries[-1].text
    won_spoils(run, ["dried_rations"])
    run.perform(ShareSpoils())
    assert campaign.spoils == ["dried_rations"]


@pytest.mark.parametrize("how", ["take", "share"])
def test_rations_taken_from_the_spoils_on_the_road_are_kept_for_the_journey(run, content, how):
    """Taken on the road, the foes' rations join the food of the journey: the next day's repacking
    leaves them in the packs, less the day's supper."""
    campaign, name = run.campaign, run.campaign.hero.name
    run.perform(SetOut("carrock"))
    campaign.pending.clear()
    before = campaign.road.food.rations
    won_spoils(run, ["dried_rations"] * 3)
    run.perform(TakeSpoils(name, "dried_rations", 3) if how == "take" else ShareSpoils())
    assert campaign.road.food.rations == before + 3
    run.perform(Travel())
    assert campaign.hero.equipment.count("dried_rations") == campaign.road.food.rations == before + 3 - 1


def test_a_won_fight_leaves_its_spoils_for_the_taking(run, content):
    from thirdage_tui.campaign.fights import fight

    for seed in range(40):
        run.campaign.seed = seed
        report = fight(run.campaign, content, [("bandit", 1)])
        if report.won:
            break
    assert report.won and run.campaign.spoils == list(report.aftermath.gear)
    assert {"belt_pouch", "dried_rations"} <= set(report.aftermath.gear)
    assert all(item(content, i) for i in report.aftermath.gear)  # ids of things a hero may take
    told = next(e.text for e in reversed(run.campaign.journal) if e.kind == "loot")
    assert told.startswith("Where the foes fell lie ") or " silver from the fallen. Where the foes fell lie " in told
    assert "Rations (dried, 1 day)" in told and told.endswith("take them up from the packs, or leave them.")
    assert "0 silver" not in told


@pytest.mark.rule("6.3")
def test_a_sack_full_of_food_is_not_left_in_store_from_under_it(content):
    """Parting with a container refuses when what it holds would no longer fit (6.3 capacities)."""
    hero = starting_ranger().evolve(equipment=["large_sack", *["dried_rations"] * 16])
    run = Session(start.wander(content, (hero,), "rhosgobel", 3), content, MemoryKeeper())
    assert "holds small things" in refused(run, Stash(hero.name, "large_sack"))
    run.perform(Stash(hero.name, "dried_rations", 16))
    assert "Refused" not in [type(e).__name__ for e in run.perform(Stash(hero.name, "large_sack"))]


def _hungry(content, place):
    """A lone ranger with no food at `place`."""
    ranger = starting_ranger()
    ranger = ranger.evolve(equipment=[i for i in ranger.equipment if i not in content.travel.rations])
    campaign = start.new_campaign(content, ranger, 7)
    campaign.heroes[0] = ranger
    campaign.place = place
    return campaign


@pytest.mark.rule("G4.8")
def test_when_the_food_is_gone_the_company_is_told_where_more_is_to_be_had(content):
    at_market = _hungry(content, "woodmen_town")
    assert travel.food_advice(at_market, content) == travel.FoodAdvice(
        "No food in the packs: buy some at the market here.", market_here=True)
    on_road = _hungry(content, "rhosgobel")
    travel.set_out(on_road, content, "carrock")
    on_road.road.food = travel.Food()
    advice = travel.food_advice(on_road, content)
    assert advice is not None and not advice.gather
    assert advice.words.startswith("No food left: no way of finding food here can succeed; the nearest market is ")
    on_road.heroes[0] = on_road.hero.evolve(skills={**on_road.hero.skills, "survival": 12})
    foraging = travel.food_advice(on_road, content)
    assert foraging is not None and foraging.gather and "foraging " in foraging.words and "% a day" in foraging.words
    fed = _hungry(content, "rhosgobel")
    fed.heroes[0] = fed.hero.evolve(equipment=[*fed.hero.equipment, "dried_rations"])
    assert travel.food_advice(fed, content) is None


@pytest.mark.rule("G4.8")
def test_boats_are_hired_where_the_river_folk_keep_them_and_taken_down_the_river(content):
    fed = [*starting_ranger().equipment, *["dried_rations"] * 4, *["lembas"] * 2]  # starving would end the trip
    ranger = starting_ranger().evolve(silver=100, equipment=fed)
    session = Session(start.new_campaign(content, ranger, 7), content, MemoryKeeper())
    campaign = session.campaign
    campaign.replace_hero(ranger)
    campaign.place = "rhosgobel"
    assert travel.paces(campaign, content, "rauros")["boat"] == "no boats here; Woodmen-town hires them, 71 mi off"
    campaign.place = "lothlorien"
    price = content.travel.boats.price
    assert session.boat_price() == price
    purse = campaign.hero.silver
    by_boat = travel.paces(campaign, content, "rauros")["boat"]
    assert not isinstance(by_boat, str) and by_boat.days < travel.paces(campaign, content, "rauros")["walk"].days
    assert "no river the boats go along leads there" in travel.paces(campaign, content, "bree")["boat"]
    session.perform(HireBoat())
    assert campaign.boat and campaign.hero.silver == purse - price and session.boat_price() is None
    assert "has a boat already" in refused(session, HireBoat())
    session.perform(SetOut("rauros", "boat"))
    assert campaign.road is not None and campaign.road.mode == "boat"
    for _ in range(40):
        if campaign.place is not None:
            break
        campaign.pending.clear()  # bands are the fights' tests; here only the river
        session.perform(Travel())
    assert campaign.place == "rauros" and not campaign.boat  # left where the company went ashore
    told = " ".join(e.text for e in campaign.journal)
    assert "Carried the boat along the portage-way of Sarn Gebir (a whole day)." in told
    assert "Arrived at the Falls of Rauros. The boat is left where the company went ashore." in told


def test_boats_cost_what_they_cost_and_carry_no_mounts(run, content):
    run.campaign.place = "esgaroth"
    poor = run.campaign.hero.evolve(silver=content.travel.boats.price - 1)
    run.campaign.replace_hero(poor)
    assert f"boats cost {content.travel.boats.price} silver here" in refused(run, HireBoat())
    assert f"boats cost {content.travel.boats.price} silver here" in travel.paces(run.campaign, content, "dale")["boat"]
    run.campaign.replace_hero(poor.evolve(silver=500))
    run.perform(HireBoat())
    assert "carry no mounts" in travel.paces(run.campaign, content, "dale")["boat"]
