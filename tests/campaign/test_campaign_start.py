"""A new campaign: Rhosgobel, spring T.A. 2760, Radagast's first errand; the same seed replays."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import codec, travel
from thirdage_tui.campaign.clock import calendar
from thirdage_tui.campaign.start import join, new_campaign
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.encumbrance import hero_enc


@pytest.mark.rule("appendix 6")
def test_a_new_campaign_opens_at_rhosgobel_in_spring_2760_with_radagasts_errand(campaign, content):
    assert campaign.place == "rhosgobel"
    assert campaign.date.year == 2760 and calendar(content).season(campaign.date) == "spring"
    [errand] = campaign.active_errands()
    assert (errand.patron, errand.target, errand.status) == ("radagast", "carrock", "active")
    assert [h.name for h in campaign.heroes] == ["Halbarad", "Borin"]
    assert "Green Company" in campaign.journal[0].text


def test_heroes_need_their_own_names(content):
    with pytest.raises(CampaignError, match="own name"):
        new_campaign(content, starting_ranger(), 1, companions=(starting_ranger(),))


def test_a_companion_joins_at_a_place_only(content):
    camp = new_campaign(content, starting_ranger(), 1)
    join(camp, content, starting_dwarf())
    assert len(camp.heroes) == 2
    with pytest.raises(CampaignError, match="already"):
        join(camp, content, starting_dwarf())


def test_a_companion_who_fell_does_not_rejoin_from_his_old_hero_file_even_after_a_save(content):
    from thirdage_tui.campaign.deaths import fall

    camp = new_campaign(content, starting_ranger(), 1, companions=(starting_dwarf(),))
    fall(camp, content, "Borin", "slain fighting Mordor Orcs")
    camp = codec.from_data(codec.to_data(camp))
    assert [h.name for h in camp.heroes] == ["Halbarad"]
    with pytest.raises(CampaignError, match="Borin fell in this tale, and the dead do not rejoin"):
        join(camp, content, starting_dwarf())


def test_the_same_seed_and_choices_replay_the_same_run(content):
    def play(seed):
        camp = new_campaign(content, starting_ranger(), seed, companions=(starting_dwarf(),))
        travel.set_out(camp, content, "carrock")
        for _ in range(3):
            camp.pending.clear()
            travel.travel(camp, content)
        return codec.to_data(camp)

    assert play(5) == play(5)
    assert play(5) != play(6)


@pytest.mark.rule("3.3")
def test_provisions_that_burden_a_hero_say_so_and_offer_the_store(content):
    laden = starting_dwarf().evolve(equipment=[*starting_dwarf().equipment, "pick", "pick"])
    camp = new_campaign(content, laden, 3)
    assert camp.hero.equipment.count("dried_rations") == 14 and camp.stash == {}
    assert hero_enc(camp.hero, content).over > hero_enc(laden, content).over
    assert camp.journal[-1].text == ("It burdens Borin: he carries ENC 15.25/13: 2 over, −2 to move, Defence and "
                                     "skills, +2 SR. He may leave things in store at Rhosgobel (the packs), or "
                                     "load them on a pack animal.")


def test_a_hero_with_room_gets_two_weeks_of_rations_and_no_word_of_burden(campaign):
    assert campaign.hero.equipment.count("dried_rations") == 14
    assert any("14 × Rations (dried, 1 day) (provisions)." in e.text for e in campaign.journal)
    assert "large_sack" in campaign.hero.equipment  # the provisions come in a sack: his packs had no room
    assert not any("burdens" in e.text for e in campaign.journal)


def test_a_hero_held_where_he_stands_by_his_load_is_still_given_his_first_errand(content):
    """The errand's days are the company's plain pace when its loads hold it: what it sheds is its
    choice, and a campaign still begins."""
    dwarf = starting_dwarf()
    held = dwarf.evolve(equipment=[*dwarf.equipment, *["great_axe"] * 20])
    with pytest.raises(CampaignError):
        travel.plan(new_campaign(content, held, 3), content, "carrock", "walk")
    [errand] = new_campaign(content, held, 3).active_errands()
    [plain] = new_campaign(content, dwarf.evolve(equipment=[]), 3).active_errands()
    assert (errand.target, errand.deadline_day) == (plain.target, plain.deadline_day)
