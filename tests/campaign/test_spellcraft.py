"""A Mage casts his own spells away from a fight (5.2), paying their POW from what he has left;
those for fights wait for one; a casting he cannot make is refused, nothing changed."""

from __future__ import annotations

import copy

import pytest
from heroes import starting_mage

from thirdage_tui.campaign import start
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.codec import to_data
from thirdage_tui.campaign.session import CastOwn, Noted, Refused, Session


def session(content, **changes) -> Session:
    mage = starting_mage()
    mage = mage.evolve(spells=[*mage.spells, "light", "restore"], **changes)
    return Session(start.new_campaign(content, mage, 5), content, MemoryKeeper())


@pytest.mark.rule("5.2")
def test_a_mage_casts_his_own_spell_for_its_pow(content):
    run = session(content)
    hero = run.campaign.hero
    [event] = run.perform(CastOwn(hero.name, "light"))
    assert isinstance(event, Noted) and "casts Light (1 POW" in event.entries[0].text
    assert run.campaign.hero.pow_spent == hero.pow_spent + 1
    spells = {spell: why for _, spell, why in run.own_spells()}
    assert spells["light"] is None and "for a fight" in spells["smite"] and "no hurt" in spells["restore"]


@pytest.mark.rule("5.2")
def test_a_casting_he_cannot_make_is_refused_and_changes_nothing(content):
    run = session(content)
    name = run.campaign.hero.name
    power = run.campaign.hero.attributes["POW"]
    for action, why in ((CastOwn(name, "smite"), "is for a fight"), (CastOwn(name, "messenger"), "does not know"),
                        (CastOwn(name, "restore"), "no hurt")):
        before = copy.deepcopy(to_data(run.campaign))
        [event] = run.perform(action)
        assert isinstance(event, Refused) and why in event.why, event
        assert to_data(run.campaign) == before
    tired = session(content, pow_spent=power)
    [event] = tired.perform(CastOwn(name, "light"))
    assert isinstance(event, Refused) and "0 POW left" in event.why
