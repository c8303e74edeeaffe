"""Errands from templates, their ends and consequences; rest, winter quarters, sacrifice and POW
(3.1.1, 5.3.1, 5.3.2); the chronicle firing as the calendar reaches it."""

from __future__ import annotations

import random

import pytest

from thirdage_tui.campaign import chronicle, downtime, errands, patrons, travel
from thirdage_tui.campaign.clock import calendar, weeks
from thirdage_tui.campaign.house_rules import RENOWN_FOR_STANDING
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.advancement import gain_pow
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.map import world_map


def test_offers_are_filled_in_from_the_map_and_the_bestiary(campaign, content):
    campaign.renown["radagast"] = RENOWN_FOR_STANDING[2]
    offered = errands.offers(campaign, content, "radagast")
    assert offered == errands.offers(campaign, content, "radagast")
    assert 1 <= len(offered) <= 3
    for errand in offered:
        tpl = content.errands[errand.template]
        assert errand.target in content.places and errand.target != "rhosgobel"
        assert (errand.foe is not None) == (tpl.objective == "defeat")
        assert errand.deadline_day > errand.given_day
        assert "{" not in errands.title(content, errand)


@pytest.mark.parametrize("count, title", [
    (1, "Clear the Giant Spider of Mirkwood from the woods near the Forest Gate"),
    (2, "Clear the Giant Spiders of Mirkwood from the woods near the Forest Gate")])
def test_a_title_names_the_foe_with_its_article_and_number_and_a_place_as_a_sentence_has_it(content, count, title):
    from thirdage_tui.campaign.state import Errand

    errand = Errand("e", "spiders_on_the_path", "radagast", "forest_gate", "giant_spider", count, 0, 20)
    assert errands.title(content, errand) == title
    watch = Errand("w", "first_watch_at_the_carrock", "radagast", "carrock", None, 0, 0, 20)
    assert errands.title(content, watch) == "Keep watch at the Carrock"


def test_every_template_can_be_given_by_each_of_its_patrons(campaign, content):
    rng = random.Random(1)
    for tpl in content.errands.values():
        for patron in tpl.patrons:
            campaign.place = content.personalities[patron].dwells or "rivendell"
            assert errands.instantiate(campaign, content, tpl, patron, rng) is not None, (tpl.id, patron)


def test_the_opening_scouting_ends_after_a_day_at_the_carrock(campaign, content):
    [errand] = campaign.active_errands()
    campaign.place = "carrock"
    downtime.rest(campaign, content, 1)
    assert errand.status == "done" and campaign.tale.errands_done == 1
    assert campaign.renown["radagast"] == 4


def test_a_message_is_delivered_on_arrival(campaign, content):
    errand = next(e for e in errands.offers(campaign, content, "radagast") if e.template == "word_to_the_woodmen")
    errands.accept(campaign, content, errand)
    campaign.place = errand.target
    errands.arrived(campaign, content)
    assert errand.status == "done"


@pytest.mark.rule("2.4")
def test_an_errand_past_its_deadline_fails_with_its_consequences(campaign, content):
    [errand] = campaign.active_errands()
    errand_renown = campaign.renown["radagast"]
    downtime.rest(campaign, content, errand.deadline_day + 1)
    assert errand.status == "failed" and campaign.tale.errands_failed == 1
    assert campaign.renown["radagast"] == errand_renown - 1


def test_a_hunt_failed_makes_the_region_more_dangerous(campaign, content):
    campaign.renown["radagast"] = RENOWN_FOR_STANDING[2]
    tpl = content.errands["spiders_on_the_path"]
    errand = errands.accept(campaign, content, errands.instantiate(campaign, content, tpl, "radagast",
                                                                    random.Random(3)))
    cha = campaign.hero.attributes["CHA"]
    errands.complete(campaign, content, errand, False)
    assert campaign.danger == {"mirkwood": 1}
    assert chronicle.region_danger(campaign, content, "mirkwood") == content.regions["mirkwood"].danger + 1
    assert campaign.hero.attributes["CHA"] == cha - 1


@pytest.mark.rule("3.1.1")
def test_a_long_rest_of_game_weeks_heals_and_counts_the_days(campaign, content):
    campaign.replace_hero(campaign.hero.evolve(wounds={"chest": 9, "left_arm": 2}, pow_spent=5))
    downtime.rest(campaign, content, weeks(1))
    assert campaign.tale.days == 7
    assert campaign.hero.wounds == {"chest": 2} and campaign.hero.pow_spent == 0


def test_winter_quarters_last_until_spring(campaign, content):
    with pytest.raises(CampaignError, match="not winter"):
        downtime.winter_quarters(campaign, content)
    campaign.date = Date(2760, 16, 1)
    days = downtime.winter_quarters(campaign, content)
    assert calendar(content).season(campaign.date) == "spring" and days > 60


@pytest.mark.rule("5.3.1")
def test_sacrifice_gives_up_pow_and_takes_a_day_a_point(campaign, content):
    pow_ = campaign.hero.attributes["POW"]
    result = downtime.sacrifice(campaign, content, "Halbarad", hero_magic="heal", level=3)
    assert (result.pow_sacrificed, result.days) == (3, 3)
    assert campaign.hero.attributes["POW"] == pow_ - 3 and campaign.hero.hero_magic["heal"] == 3
    assert campaign.tale.days == 3


def test_no_supplication_on_the_road(campaign, content):
    travel.set_out(campaign, content, "carrock")
    with pytest.raises(CampaignError, match="on the road"):
        downtime.sacrifice(campaign, content, "Halbarad", spell="light")


@pytest.mark.rule("5.3.2")
def test_pow_rises_after_a_heroic_deed_as_often_as_d20_reaches_it(campaign, content):
    hero = campaign.hero
    rng = random.Random(532)
    wins = sum(gain_pow(hero, rng).success for _ in range(4000))
    assert abs(wins / 4000 - (21 - hero.attributes["POW"]) / 20) < 0.03
    roll = downtime.heroic_deed(campaign, content, "Halbarad", "held the ford with Shield")
    assert campaign.hero.attributes["POW"] == hero.attributes["POW"] + roll.success


@pytest.mark.rule("appendix 6")
def test_the_chronicle_fires_when_the_calendar_reaches_it(campaign, content):
    campaign.date = Date(2769, 17, 30)
    chronicle.fire(campaign, content)
    assert "smaug_comes" not in campaign.fired and "beren_dies" in campaign.fired
    downtime.rest(campaign, content, 2)
    assert "smaug_comes" in campaign.fired
    assert campaign.places["erebor"] == "held_by_enemy"
    assert campaign.whereabouts["thror"].status == "away"
    mountain = world_map(content).place_cell(content.places["erebor"])
    assert chronicle.cell_danger(campaign, content, mountain) == content.regions["erebor"].danger + 3
    assert chronicle.is_future(content.timeline["smaug_comes"], content) and content.regions["erebor"].danger == 1
    assert [e.id for e in chronicle.history(campaign, content)][-1] == "smaug_comes"
    assert "thror" not in [p.id for p in patrons.present(campaign, content, "erebor")]


@pytest.mark.rule("4.4")
def test_a_weapon_practised_in_a_rest_is_named_by_its_name(campaign, content):
    hero = campaign.hero.evolve(ticks=["weapon:one_handed_axe"])
    _, said = downtime.rest_hero(hero, random.Random(1), content, practise=True)
    assert said.startswith(f"{hero.name} practised One-handed Axe (")
