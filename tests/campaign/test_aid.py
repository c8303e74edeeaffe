"""Aid in proportion to reputation (rules text 1.0) and the CHA of legendary things (2.4 item 3)."""

from __future__ import annotations

import pytest

from thirdage_tui.campaign import reputation
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.house_rules import RENOWN_FOR_STANDING
from thirdage_tui.campaign.session import Drop, Rest, Session


@pytest.mark.rule("1.0")
def test_a_standing_risen_tells_the_aid_it_opens(campaign, content):
    campaign.renown.pop("elrond", None)
    reputation.gain(campaign, content, "elrond", RENOWN_FOR_STANDING[2])
    told = [e.text for e in campaign.journal if e.kind == "patron" and e.text.startswith("Elrond now offers")]
    assert told and "healing" in told[-1] and "lembas" in told[-1]
    reputation.gain(campaign, content, "elrond", RENOWN_FOR_STANDING[3] - RENOWN_FOR_STANDING[2])
    assert "gifts: Blade of Westernesse" in campaign.journal[-1].text or any(
        "Blade of Westernesse" in e.text for e in campaign.journal[-3:])


@pytest.mark.rule("2.4")
def test_a_legendary_thing_gives_one_cha_however_many(campaign, content):
    session = Session(campaign, content, MemoryKeeper())
    hero = campaign.hero
    cha = hero.attributes["CHA"]
    legendary = sorted(i.id for i in content.magic_items.values() if i.legendary)
    campaign.replace_hero(hero.evolve(equipment=[*hero.equipment, *legendary]))
    session.perform(Rest(1))
    assert campaign.hero.attributes["CHA"] == cha + 1
    session.perform(Drop(hero.name, legendary[0]))
    assert campaign.hero.attributes["CHA"] == cha + 1
    session.perform(Drop(hero.name, legendary[1]))
    assert campaign.hero.attributes["CHA"] == cha
