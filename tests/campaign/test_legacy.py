"""A hero's legacy (issue 20): retiring in honour on his deeds, the record the hall keeps of the
fallen and the honoured (a roguelike's morgue file), and the score it sorts by."""

from __future__ import annotations

import json

import pytest

from thirdage_tui.campaign import downtime, legacy, travel
from thirdage_tui.campaign.session import HeroRetired, Refused, Retire, Session
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.keepers import CampaignKeeper


def scouted(campaign, content):
    """The opening errand done at the Carrock."""
    campaign.place = "carrock"
    downtime.rest(campaign, content, 1)
    assert campaign.tale.errands_done == 1
    return campaign


def test_a_hero_without_deeds_may_not_retire(campaign, content):
    with pytest.raises(ValueError, match="no errand|none yet"):
        legacy.retire(campaign, content)
    travel.set_out(scouted(campaign, content), content, "rhosgobel")
    with pytest.raises(ValueError, match="on the road"):
        legacy.retire(campaign, content)


def test_retiring_ends_the_run_in_honour(campaign, content):
    scouted(campaign, content)
    legacy.retire(campaign, content)
    assert campaign.over and campaign.retired and campaign.fallen is None
    assert "retires at the Carrock, honoured for 1 errand done" in campaign.journal[-1].text
    assert legacy.score(campaign) > 0


def test_the_score_counts_deeds_and_a_retirement(campaign, content):
    before = legacy.score(campaign)
    scouted(campaign, content)
    done = legacy.score(campaign)
    assert done > before
    campaign.tale.deaths += 1
    assert legacy.score(campaign) < done


@pytest.mark.rule("GUIDE 1.6")
def test_a_retired_hero_is_in_the_hall_with_his_record(campaign, content, tmp_path):
    scouted(campaign, content)
    path = campaigns.new_save_path(tmp_path, campaign)
    session = Session(campaign, content, CampaignKeeper(path))
    session.perform(Retire())  # the save is kept first
    assert campaign.over
    [told] = campaigns.hall(tmp_path)
    assert told["retired"] and told["cause"] is None and told["score"] == legacy.score(campaign)
    assert told["sheet"]["attributes"] == campaign.hero.attributes and told["sheet"]["hit_points"] > 0
    assert told["errands"]["done"] == ["Keep watch at the Carrock"]
    assert any("retires at the Carrock" in line for line in told["highlights"])
    assert told["arc"]["milestone"] == "Rumours"
    assert not path.exists()
    json.dumps(told)


def test_retiring_through_the_session_is_told_and_refused_twice(campaign, content, tmp_path):
    scouted(campaign, content)
    session = Session(campaign, content, CampaignKeeper(tmp_path / "run.json"))
    events = session.perform(Retire())
    [honoured] = [e for e in events if isinstance(e, HeroRetired)]
    assert honoured.tale and honoured.hero == campaign.hero.name
    assert isinstance(session.perform(Retire())[0], Refused)


def test_the_hall_sorts_by_score(campaign, content, tmp_path):
    scouted(campaign, content)
    legacy.retire(campaign, content)
    campaigns.bury(campaign, content, tmp_path)
    campaign.tale.errands_done += 10
    campaigns.bury(campaign, content, tmp_path)
    scores = [t["score"] for t in campaigns.hall(tmp_path)]
    assert scores == sorted(scores, reverse=True) and len(scores) == 2
