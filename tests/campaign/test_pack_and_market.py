"""The company's packs, the markets and the roles, through the session (rules text 3.3, 4.5, 6.3-6.5;
docs/rulings.md, "Life on the road"): every refusal is a `Refused` event and changes nothing."""

from __future__ import annotations

import copy
import math

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import start
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.codec import from_data, to_data
from thirdage_tui.campaign.market import price
from thirdage_tui.campaign.session import (
    Buy,
    DayOnRoad,
    Drop,
    Fetch,
    Give,
    GiveRole,
    Hunt,
    Noted,
    Refused,
    Sell,
    Session,
    SetOut,
    Stash,
    Travel,
)
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.inventory import stacks
from thirdage_tui.engine.items import item
from thirdage_tui.engine.rolls import opposed, opposed_chances


@pytest.fixture
def run(content):
    """The ranger and the dwarf at Woodmen-town, with silver to spend."""
    campaign = start.new_campaign(content, starting_ranger().evolve(silver=60), 5, companions=(starting_dwarf(),))
    campaign.place = "woodmen_town"
    return Session(campaign, content, MemoryKeeper())


def refused(run, action) -> str:
    """The refusal `action` meets, checking that it changed nothing."""
    before = copy.deepcopy(to_data(run.campaign))
    [event] = run.perform(action)
    assert isinstance(event, Refused), event
    assert to_data(run.campaign) == before
    return event.why


@pytest.mark.rule("6.3")
def test_rations_are_stacked(content):
    hero = starting_ranger().evolve(equipment=["dried_rations"] * 14 + ["backpack"])
    [rations, pack] = stacks(content, hero.equipment)
    assert (rations.label, rations.enc, pack.label) == (f"{content.gear['dried_rations'].name} ×14", 3.5, "Backpack")


@pytest.mark.rule("6.3")
def test_a_village_market_sells_food_and_simple_things_but_not_plate(run, content):
    names = {w.item for w in run.wares()}
    assert {"dried_rations", "fresh_rations", "mule", "backpack"} <= names
    assert not names & {"plate_cuirass", "warhorse", "chainmail_hauberk"}
    run.campaign.place = "rhosgobel"
    assert run.wares() == []
    assert "no market at Rhosgobel" in refused(run, Buy("Halbarad", "dried_rations"))


@pytest.mark.rule("4.5")
def test_buying_food_at_woodmen_town(run, content):
    events = run.perform(Buy("Halbarad", "dried_rations", 10))
    assert not any(isinstance(e, Refused) for e in events)
    [entry] = next(e for e in events if isinstance(e, Noted)).entries
    before = run.campaign.hero.equipment.count("dried_rations") - 10
    name = content.gear["dried_rations"].name
    assert f"bought 10 × {name} for 10 silver" in entry.text and "he carries ENC" in entry.text
    assert run.campaign.hero.silver == 50 and before >= 0


@pytest.mark.rule("4.5")
def test_the_haggle_shows_its_odds_and_moves_the_price(run, content):
    odds = run.haggle("Halbarad")
    c = odds.chances
    assert c.attacker + c.defender + c.neither == pytest.approx(1)
    assert "a better price" in odds.told(content)
    paid = [run.perform(Buy("Halbarad", "dried_rations", 1, haggle=True)) for _ in range(10)]
    assert all(not isinstance(e, Refused) for events in paid for e in events)
    ware = next(w for w in content.markets.wares if w.item == "dried_rations")
    assert {price(content, ware, 5, False, end) for end in ("attacker", None, "defender")} == {4, 5, 6}


@pytest.mark.rule("4.5")
def test_the_shown_chances_are_the_rolls_own(content):
    import random

    rng, n = random.Random(45), 4000
    wins = sum(opposed(rng, 8, 10).winner == "attacker" for _ in range(n))
    assert abs(wins / n - opposed_chances(8, 10).attacker) < 0.025


def test_bad_buying_and_selling_is_refused(run, content):
    assert "has 60 silver" in refused(run, Buy("Halbarad", "mule", 3))
    assert "does not deal in" in refused(run, Buy("Halbarad", "plate_cuirass"))
    assert "from 1 to 100" in refused(run, Buy("Halbarad", "dried_rations", 10**9))
    assert "from 1 to 100" in refused(run, Buy("Halbarad", "dried_rations", 0))
    assert "no hero named" in refused(run, Buy("Nobody", "dried_rations"))
    assert "cannot part with" in refused(run, Sell("Halbarad", "dagger", 3))
    assert "unknown" in refused(run, Drop("Halbarad", "no_such_thing")).lower()


@pytest.mark.rule("4.5")
def test_selling_brings_half_the_price(run, content):
    run.perform(Buy("Halbarad", "backpack"))
    silver = run.campaign.hero.silver
    run.perform(Sell("Halbarad", "backpack"))
    assert run.campaign.hero.silver == silver + 2 and "backpack" not in run.campaign.hero.equipment


@pytest.mark.rule("3.3")
def test_drop_stash_fetch_and_give(run, content):
    camp = run.campaign
    camp.replace_hero(camp.hero.evolve(equipment=[i for i in camp.hero.equipment if i != "dried_rations"]))
    run.perform(Buy("Halbarad", "dried_rations", 4))
    run.perform(Stash("Halbarad", "dried_rations", 3))
    assert camp.hero.equipment.count("dried_rations") == 1 and run.stashed() == ["dried_rations"] * 3
    camp.place = "rhosgobel"
    assert run.stashed() == [] and "left no" in refused(run, Fetch("Halbarad", "dried_rations"))
    camp.place = "woodmen_town"
    run.perform(Fetch("Halbarad", "dried_rations", 3))
    assert camp.stash == {} and camp.hero.equipment.count("dried_rations") == 4
    carried = camp.companion("Borin").equipment.count("dried_rations")
    run.perform(Give("Halbarad", "Borin", "dried_rations", 2))
    assert camp.companion("Borin").equipment.count("dried_rations") == carried + 2
    run.perform(Drop("Halbarad", "dried_rations", 2))
    assert "dried_rations" not in camp.hero.equipment
    assert "cannot part with" in refused(run, Drop("Halbarad", "dried_rations"))
    assert "already carries" in refused(run, Give("Halbarad", "Halbarad", "dagger"))


@pytest.mark.rule("3.3")
def test_nobody_is_handed_more_than_he_can_carry(run, content):
    camp = run.campaign
    dwarf = camp.companion("Borin")
    spare = hero_enc(dwarf, content)
    room = math.ceil((spare.max + 1 - spare.carried) / item(content, "spear").enc)
    camp.replace_hero(camp.hero.evolve(equipment=[*camp.hero.equipment, *["spear"] * room]))
    why = refused(run, Give("Halbarad", "Borin", "spear", room))
    assert "Borin would carry ENC" in why and "stash" in why and "pack animal" in why


def test_the_shared_food_stays_in_the_packs_on_the_road(run, content):
    run.perform(Buy("Halbarad", "dried_rations", 10))
    run.perform(SetOut("rhosgobel"))
    assert "shared out for the journey" in refused(run, Drop("Halbarad", "dried_rations"))


def test_roles_are_given_through_the_session(run, content):
    assert set(run.roles()) == {"guide", "hunter", "lookout", "scout"}
    run.perform(GiveRole("guide", "Borin"))
    assert run.roles()["guide"] == "Borin"
    assert "not in the company" in refused(run, GiveRole("guide", "Gandalf"))
    assert "no role" in refused(run, GiveRole("cook", "Borin"))


@pytest.mark.rule("G4.8")
def test_a_lone_hero_sets_out_from_rhosgobel_buys_food_at_woodmen_town_and_comes_home(content):
    """The issue's 'Done when', played headless: a starting Ranger alone, by road and off it, foraging a
    day on each road."""
    hero = starting_ranger().evolve(silver=40, skills={**starting_ranger().skills, "survival": 12},
                                    equipment=[*starting_ranger().equipment, *["dried_rations"] * 4])
    run = Session(start.new_campaign(content, hero, 12), content, MemoryKeeper())
    hungriest = 0
    for there in ("woodmen_town", "rhosgobel"):
        run.perform(SetOut(there))
        ways = {how: (words, why) for how, words, why in run.gatherings()}
        assert ways["forage"][1] is None and "% by " in ways["forage"][0]  # he can feed himself, and sees his odds
        assert any(isinstance(e, DayOnRoad) for e in run.perform(Hunt("forage")))
        for _ in range(30):
            if run.campaign.place is not None:
                break
            run.campaign.pending.clear()  # bands are the fights' tests; here only the road
            assert any(isinstance(e, DayOnRoad) for e in run.perform(Travel()))
            hungriest = max(hungriest, *run.campaign.road.hunger.values()) if run.campaign.road else hungriest
        assert run.campaign.place == there
        run.campaign.pending.clear()
        if there == "woodmen_town":
            assert not any(isinstance(e, Refused) for e in run.perform(Buy(hero.name, "dried_rations", 10)))
            run.perform(Stash(hero.name, "dried_rations", 3))  # the pack managed: some left for a later road
            assert run.stashed() == ["dried_rations"] * 3
    assert run.campaign.hero.silver == 30 and hungriest == 0
    assert any(e.text.startswith("Kept the way") or "Kept the way" in e.text for e in run.campaign.journal)
    saved = from_data(to_data(run.campaign))
    assert saved.hero.equipment == run.campaign.hero.equipment
