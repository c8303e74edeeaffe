"""Patrons and reputation: what each offers at the hero's standing, refusals, free training with a
patron (2.3), paid training and learning (4.3), gifts and spells (5.2, 6.0), lembas, CHA (2.4)."""

from __future__ import annotations

import pytest

from thirdage_tui.campaign import patrons, reputation
from thirdage_tui.campaign.house_rules import RENOWN_FOR_STANDING, TRAINER_FEE_PER_WEEK
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.content import Content
from thirdage_tui.content.models.base import replaced


def renowned(campaign, patron, level):
    campaign.renown[patron] = RENOWN_FOR_STANDING[level]


def test_standing_follows_renown_and_a_share_of_the_folks(campaign, content):
    assert reputation.standing(campaign, content, "radagast") == 1
    assert reputation.standing(campaign, content, "elrond") == 0
    campaign.renown["folk:half_elven"] = 4
    assert reputation.standing(campaign, content, "elrond") == 1


def test_offers_grow_with_standing(campaign, content):
    open_now, locked = patrons.offers(campaign, content, "radagast")
    assert {"healing", "training"} <= {o.kind for o in open_now}
    assert "spell_use" in {o.kind for o in locked}
    renowned(campaign, "radagast", 2)
    assert "spell_use" in {o.kind for o in patrons.offers(campaign, content, "radagast")[0]}


def test_the_great_refuse_the_unknown(campaign, content):
    assert "Galadriel" in patrons.refusal(campaign, content, "galadriel")
    assert patrons.offers(campaign, content, "galadriel")[0] == []
    renowned(campaign, "galadriel", 2)
    assert patrons.refusal(campaign, content, "galadriel") is None


def test_who_is_present_where(campaign, content):
    assert [p.id for p in patrons.present(campaign, content, "rhosgobel")] == ["radagast"]
    assert "elrond" in [p.id for p in patrons.present(campaign, content, "rivendell")]


@pytest.mark.rule("2.3")
def test_training_with_a_patron_is_free_and_takes_1d4_weeks(campaign, content):
    renowned(campaign, "radagast", 1)
    with pytest.raises(CampaignError, match="does not offer"):
        patrons.train(campaign, content, "Halbarad", "DEX", "radagast")
    campaign.place = "rivendell"
    renowned(campaign, "elrond", 2)
    silver, day = campaign.hero.silver, campaign.tale.days
    roll = patrons.train(campaign, content, "Halbarad", "DEX", "elrond")
    assert 1 <= roll.weeks <= 4 and campaign.tale.days == day + 7 * roll.weeks
    assert campaign.hero.silver == silver
    assert campaign.hero.attributes["DEX"] == 14 + roll.success


@pytest.mark.rule("2.3")
def test_a_hired_trainer_costs_100_silver_a_week_and_wants_four_weeks_in_hand(campaign, content):
    campaign.place = "minas_tirith"
    roll = patrons.train(campaign, content, "Halbarad", "DEX", patrons.HIRED)
    assert campaign.hero.silver == 500 - TRAINER_FEE_PER_WEEK * roll.weeks
    poor = campaign.companion("Borin")
    with pytest.raises(CampaignError, match="silver"):
        patrons.train(campaign, content, poor.name, "DEX", patrons.HIRED)
    campaign.place = "rhosgobel"
    with pytest.raises(CampaignError, match="no trainer"):
        patrons.train(campaign, content, "Halbarad", "STR", patrons.HIRED)


@pytest.mark.rule("4.3")
def test_learning_a_skill_takes_a_week_with_a_master(campaign, content):
    day = campaign.tale.days
    roll = patrons.learn(campaign, content, "Halbarad", "herb_lore", "radagast")
    assert campaign.tale.days == day + 7 and roll.target == campaign.hero.attributes["INT"]
    assert (campaign.hero.skills.get("herb_lore") == 5) == roll.success


@pytest.mark.rule("4.3")
@pytest.mark.rule("2.3")
def test_the_roll_at_the_end_of_study_or_training_is_written_on_the_day_it_is_made(campaign, content):
    """4.3 and 2.3: the learning (or training) roll comes at the end of the weeks, so the journal tells
    it on that day, after the days of study, naming the skill as the sheet does."""
    day = campaign.tale.days
    patrons.learn(campaign, content, "Halbarad", "herb_lore", "radagast")
    told = next(e for e in campaign.journal if e.kind == "training")
    assert told.day == day + 7 and told is campaign.journal[-1]
    assert "studies Herb Lore for a week" in told.text
    campaign.place = "rivendell"
    renowned(campaign, "elrond", 2)
    day = campaign.tale.days
    roll = patrons.train(campaign, content, "Halbarad", "DEX", "elrond")
    assert campaign.journal[-1].kind == "training" and campaign.journal[-1].day == day + 7 * roll.weeks


@pytest.mark.rule("5.2")
def test_a_wizard_grants_single_castings_to_the_trusted(campaign, content):
    with pytest.raises(CampaignError, match="greater renown"):
        patrons.grant_spell(campaign, content, "radagast", "healing_sleep", "Halbarad")
    renowned(campaign, "radagast", 2)
    patrons.grant_spell(campaign, content, "radagast", "healing_sleep", "Halbarad")
    with pytest.raises(CampaignError, match="already holds"):
        patrons.grant_spell(campaign, content, "radagast", "healing_sleep", "Halbarad")
    assert patrons.use_grant(campaign, content, "Halbarad", "healing_sleep").giver == "radagast"
    assert campaign.grants == []


@pytest.mark.rule("6.0")
def test_gifts_once_and_stores_in_proportion_to_renown(campaign, content):
    renowned(campaign, "radagast", 2)
    patrons.give(campaign, content, "radagast", "wand_of_light", "Halbarad")
    assert "wand_of_light" in campaign.hero.equipment
    with pytest.raises(CampaignError, match="already given"):
        patrons.give(campaign, content, "radagast", "wand_of_light", "Borin")
    campaign.place = "rivendell"
    renowned(campaign, "elrond", 2)
    for _ in range(2):
        patrons.supply(campaign, content, "elrond", "dagger", "Borin")
    with pytest.raises(CampaignError, match="this season"):
        patrons.supply(campaign, content, "elrond", "dagger", "Borin")


def test_lembas_for_elf_friends_once_a_season(campaign, content):
    campaign.place = "rivendell"
    with pytest.raises(CampaignError):
        patrons.lembas(campaign, content, "elrond")
    renowned(campaign, "elrond", 2)
    patrons.lembas(campaign, content, "elrond")
    assert all(h.equipment.count("lembas") == 4 for h in campaign.heroes)
    with pytest.raises(CampaignError, match="this season"):
        patrons.lembas(campaign, content, "elrond")


def test_no_lembas_is_given_when_the_travel_rules_name_no_waybread(campaign, content):
    """A mod may leave the travel rules without lembas while an elf still offers it: a refusal, not a crash."""
    unfed = Content({kind: content.all(kind) for kind in content.kinds()},
                    {**content.documents(), "travel": replaced(content.travel, lembas=None)}, {},
                    content.layers)
    campaign.place = "rivendell"
    renowned(campaign, "elrond", 2)
    with pytest.raises(CampaignError, match="Elrond.* no waybread to give"):
        patrons.lembas(campaign, unfed, "elrond")
    assert not any(key.startswith("elrond:lembas") for key in campaign.supplied)  # nothing counted


def test_healing_closes_every_wound(campaign, content):
    campaign.replace_hero(campaign.hero.evolve(wounds={"chest": 4}))
    renowned(campaign, "radagast", 1)
    patrons.heal(campaign, content, "radagast")
    assert campaign.hero.wounds == {}


@pytest.mark.rule("2.4")
def test_a_powerful_friend_raises_cha_once(campaign, content):
    cha = campaign.hero.attributes["CHA"]
    reputation.gain(campaign, content, "radagast", RENOWN_FOR_STANDING[3])
    assert campaign.hero.attributes["CHA"] == cha + 1
    reputation.gain(campaign, content, "elrond", RENOWN_FOR_STANDING[4])
    assert campaign.hero.attributes["CHA"] == cha + 1


@pytest.mark.rule("2.4")
def test_leadership_moves_cha_within_its_limit(campaign, content):
    cha = campaign.hero.attributes["CHA"]
    for _ in range(4):
        reputation.leadership(campaign, content, -1, "a mission led badly")
    assert campaign.hero.attributes["CHA"] == cha - 2
    reputation.leadership(campaign, content, 1, "a mission led well")
    assert campaign.hero.attributes["CHA"] == cha - 1


@pytest.mark.rule("2.4")
def test_on_a_mission_from_the_great_their_folk_listen_better(campaign, content):
    hero = campaign.hero
    assert reputation.cha_towards(campaign, content, hero, "maia") == hero.attributes["CHA"] + 1
    assert reputation.cha_towards(campaign, content, hero, "elf") == hero.attributes["CHA"]


def test_the_patron_who_gathered_the_company_still_knows_it_after_its_failures(campaign, content):
    from thirdage_tui.campaign.reputation import KNOWN, gain, standing

    gain(campaign, content, "radagast", -10)
    assert campaign.renown["radagast"] < 0 and standing(campaign, content, "radagast") == KNOWN
    gain(campaign, content, "elrond", -10)
    assert standing(campaign, content, "elrond") == 0


def test_restore_names_the_location_it_mends_by_its_name(campaign, content):
    from thirdage_tui.campaign.state import Grant

    name = campaign.hero.name
    campaign.replace_hero(campaign.hero.evolve(wounds={"left_arm": 3, "chest": 1}))
    campaign.grants.append(Grant(name, "restore", "radagast"))
    patrons.cast_grant(campaign, content, name, "restore")
    assert campaign.hero.wounds == {"chest": 1}
    assert campaign.journal[-1].text == f"{name}'s left arm is whole again."
