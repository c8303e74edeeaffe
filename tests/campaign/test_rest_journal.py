"""How the journal tells a rest of many days: once, with what it mended, not a line a day."""

from __future__ import annotations

import pytest

from thirdage_tui.campaign import downtime
from thirdage_tui.campaign.clock import weeks


@pytest.mark.rule("3.1.1")
def test_a_weeks_rest_is_one_line_in_the_journal_with_what_it_mended(campaign, content):
    hero, friend = campaign.heroes
    campaign.replace_hero(hero.evolve(wounds={"chest": 9, "left_arm": 2}, pow_spent=5))
    campaign.replace_hero(friend.evolve(wounds={"right_leg": 3}))
    written = len(campaign.journal)
    downtime.rest(campaign, content, weeks(1), practise=False)
    told = [e for e in campaign.journal[written:] if e.kind == "rest"]
    assert [e.text for e in told] == [(f"Rested for 7 days. {hero.name} mends 9 hit points and regains 5 POW. "
                                       f"{friend.name} mends 3 hit points and is whole again.")]
    assert told[0].day == campaign.tale.days - 1  # dated on the last day of the rest


def test_a_days_rest_is_told_as_before(campaign, content):
    downtime.rest(campaign, content, 1)
    assert campaign.journal[-1].text == "Rested."
