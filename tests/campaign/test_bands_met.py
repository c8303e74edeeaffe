"""A band met on the road: fight it, slip away unseen, flee, or parley (4.5)."""

from __future__ import annotations

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign import deaths, fights
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.state import CampaignError, Meeting


@pytest.fixture
def alone(content):
    """The ranger alone (move 8), a week out."""
    return new_campaign(content, starting_ranger(), seed=5)


def meet(campaign, creature, count=2, surprised=None):
    campaign.pending.append(Meeting(creature, count, "day", surprised))


def test_fleeing_a_slower_band_gets_away(alone, content):
    meet(alone, "barrow_wight")
    assert fights.face(alone, content, "flee") is None
    assert alone.pending == [] and "outruns" in alone.journal[-1].text


def test_fleeing_a_faster_band_ends_in_a_fight_struck_first(alone, content):
    meet(alone, "wolf", count=1)
    report = fights.face(alone, content, "flee")
    assert report is not None
    assert any("flees from a Wolf, but it is faster" in e.text for e in alone.journal)


def _orator():
    """The starting ranger with Oratory 10."""
    ranger = starting_ranger()
    return ranger.evolve(skills={**ranger.skills, "oratory": 10})


@pytest.mark.rule("4.5")
def test_parley_is_an_opposed_roll_and_a_failure_means_a_fight(content):
    speaker = _orator()
    outcomes = set()
    for seed in range(30):
        campaign = new_campaign(content, speaker, seed=seed)
        meet(campaign, "bandit", count=1)
        outcomes.add(fights.face(campaign, content, "parley") is None)
    assert outcomes == {True, False}


def test_a_parley_names_who_spoke_and_his_roll(content):
    speaker = _orator()
    told = set()
    for seed in range(30):
        campaign = new_campaign(content, speaker, seed=seed)
        meet(campaign, "bandit", count=2)
        fights.face(campaign, content, "parley")
        told |= {e.text for e in campaign.journal if "parley" in e.text or "talks" in e.text}
    level = [t for t in told if "talks the company past 2 Bandits" in t]
    assert level and all(t.startswith(f"{speaker.name} talks the company past 2 Bandits (Oratory ") for t in level)
    assert f"{speaker.name} tries to parley with 2 Bandits, but they will not hear it." in told


def test_beasts_do_not_parley_and_the_seen_cannot_slip_away(alone, content):
    meet(alone, "wolf")
    with pytest.raises(CampaignError, match="do not parley"):
        fights.face(alone, content, "parley")
    with pytest.raises(CampaignError, match="no slipping away"):
        fights.face(alone, content, "slip_away")
    with pytest.raises(CampaignError, match="unknown choice"):
        fights.face(alone, content, "dance")
    assert len(alone.pending) == 1


def test_the_loot_of_a_won_fight_goes_to_the_hero_and_the_screen_tells_the_same(content):
    """The campaign applies the aftermath the screen is given: one roll of the loot, told alike."""
    from heroes import starting_dwarf

    from thirdage_tui.tui.screens.fight_end import aftermath_text

    for seed in range(20):
        campaign = new_campaign(content, starting_dwarf(), seed=seed)
        before = campaign.hero.silver
        battle = fights.begin(campaign, content, [("bandit", 1)], log=False)
        battle.run()
        report = fights.settle(campaign, content, battle)
        found = report.aftermath
        if report.won and found.silver:
            assert campaign.hero.silver == before + found.silver
            assert f"{found.silver} silver" in aftermath_text(found, content)
            assert any("takes" in e.text and "silver" in e.text for e in campaign.journal)
            return
    raise AssertionError("no won fight with silver in 20 seeds")


@pytest.mark.rule("5.2")
def test_a_casting_laid_by_a_patron_goes_into_the_fight_and_is_spent_there(content):
    from thirdage_tui.campaign.fights import begin, party, settle
    from thirdage_tui.campaign.state import Grant
    from thirdage_tui.combat.intent import HOLD, MAGIC, Intent

    campaign = new_campaign(content, starting_ranger(), seed=3)
    campaign.grants.append(Grant(campaign.hero.name, "protection", "gandalf"))
    [hero] = party(campaign, content)
    assert hero.granted == ("protection",) and "protection" in hero.spells
    battle = begin(campaign, content, [("goblin", 1)])
    me, foe = battle.c
    battle.play_round({me.uid: Intent(me, MAGIC, me, magic="protection"), foe.uid: Intent(foe, HOLD)})
    battle.run()
    settle(campaign, content, battle)
    assert campaign.grants == [] and any("granted Protection" in e.text for e in campaign.journal)


@pytest.mark.rule("5.2")
def test_a_healing_sleep_laid_by_a_patron_heals_twice_as_fast(content):
    from thirdage_tui.campaign.patrons import cast_grant
    from thirdage_tui.campaign.state import Grant

    campaign = new_campaign(content, starting_ranger(), seed=3)
    hero = campaign.hero
    campaign.replace_hero(hero.evolve(wounds={"chest": 4, "left_arm": 1}))
    campaign.grants.append(Grant(hero.name, "healing_sleep", "radagast"))
    start = campaign.tale.days
    cast_grant(campaign, content, hero.name, "healing_sleep")
    assert campaign.hero.wounds == {} and campaign.tale.days - start == 2 and campaign.grants == []


@pytest.mark.rule("5.2")
def test_castings_for_fights_are_kept_for_them_and_others_are_told(content):
    from thirdage_tui.campaign.patrons import cast_grant
    from thirdage_tui.campaign.state import Grant

    campaign = new_campaign(content, starting_ranger(), seed=3)
    name = campaign.hero.name
    campaign.grants += [Grant(name, "protection", "gandalf"), Grant(name, "weather_sense", "radagast")]
    with pytest.raises(CampaignError, match="for a fight"):
        cast_grant(campaign, content, name, "protection")
    cast_grant(campaign, content, name, "weather_sense")
    assert [g.spell for g in campaign.grants] == ["protection"]
    assert campaign.journal[-1].text == content.spells["weather_sense"].description


def test_a_hero_carried_home_in_explorer_mode_has_eaten_what_he_ate_on_the_road(content):
    """The food eaten on the road leaves the packs when the journey ends in a fall, as when it ends at
    the door: being carried home gives back no rations."""
    from thirdage_tui.campaign import travel
    from thirdage_tui.world.journey import carried_food

    camp = new_campaign(content, starting_ranger(), seed=5, explorer=True)
    before = carried_food(content, tuple(camp.heroes)).rations
    travel.set_out(camp, content, camp.errands[0].target)
    for _ in range(2):
        camp.pending.clear()
        travel.travel(camp, content)
    camp.pending.clear()
    eaten = before - camp.road.food.rations
    assert eaten >= 2
    deaths.fall(camp, content, camp.hero.name, "a test")
    assert camp.road is None and not camp.over
    assert carried_food(content, tuple(camp.heroes)).rations == before - eaten


def test_a_band_pending_is_saved_with_its_noticing_rolls_and_older_saves_load(alone, content):
    """The one model of a band met: the journey's, kept pending and saved; saves from before the rolls
    were kept (the five keys only) still load."""
    import json

    from thirdage_tui.campaign import codec, travel
    from thirdage_tui.world.encounters import Meeting

    travel.set_out(alone, content, alone.errands[0].target)
    while not alone.pending:
        travel.travel(alone, content)
    met = alone.pending[0]
    assert isinstance(met, Meeting) and met.spotted is not None and met.heard is not None
    data = json.loads(json.dumps(codec.to_data(alone)))
    assert codec.from_data(data).pending == alone.pending
    for band in data["pending"]:
        del band["spotted"], band["heard"]
    old = codec.from_data(data).pending[0]
    assert (old.creature, old.count, old.time, old.surprised, old.spotted) == (
        met.creature, met.count, met.time, met.surprised, None)


@pytest.mark.rule("5.1")
def test_a_hero_fights_with_the_pow_he_has_left_and_what_he_spends_is_added(content):
    """POW spent on the road is not back until rested: the fight starts from what is left (5.1)."""
    from heroes import starting_dwarf

    from thirdage_tui.combat.intent import HOLD, MAGIC, Intent

    campaign = new_campaign(content, starting_dwarf(), seed=3)
    power = campaign.hero.attributes["POW"]
    campaign.replace_hero(campaign.hero.evolve(pow_spent=power - 2))
    battle = fights.begin(campaign, content, [("goblin", 1)])
    me, foe = battle.c
    assert me.pow_left == 2
    battle.play_round({me.uid: Intent(me, MAGIC, me, magic="shield", level=1), foe.uid: Intent(foe, HOLD)})
    assert me.pow_left == 1
    battle.run()
    fights.settle(campaign, content, battle)
    assert campaign.hero.pow_spent == power - me.pow_left, "what he had left at the end is what he has left"


def test_a_fight_that_runs_out_of_rounds_is_told_as_a_standoff_not_a_loss(alone, content):
    battle = fights.begin(alone, content, [("barrow_wight", 1)])
    battle.run(max_rounds=1)
    assert battle.outcome.ending == "timeout"
    report = fights.settle(alone, content, battle)
    assert report.verdict == "A standoff"
    told = alone.journal[-len(report.lines) - 1:]
    assert any(e.text.startswith("A standoff: after 1 round the company and a Barrow-wight still stand")
               for e in told), [e.text for e in told]
    assert not any("lost" in e.text or "0 slain" in e.text for e in told)  # nobody slain is not told as "0 slain"
