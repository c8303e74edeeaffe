"""The weapon in hand through the session (3.5.2; docs/rulings.md, "The weapon in hand"): chosen
outside a fight, kept in the save, carried into the fights the campaign begins; a bad choice is a
`Refused` event that changes nothing."""

from __future__ import annotations

import copy

from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import fights, start
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.codec import from_data, to_data
from thirdage_tui.campaign.session import Noted, Refused, Session, Wield


def session(content) -> Session:
    campaign = start.new_campaign(content, starting_ranger(), 5, companions=(starting_dwarf(),))
    return Session(campaign, content, MemoryKeeper())


def test_the_weapon_chosen_is_kept_in_the_save_and_in_hand_when_the_campaign_fights(content):
    run = session(content)
    [event] = run.perform(Wield("Halbarad", "longbow"))
    assert isinstance(event, Noted) and "Longbow in hand" in event.entries[-1].text
    assert from_data(to_data(run.campaign)).companion("Halbarad").wielded == "longbow"
    battle = fights.begin(run.campaign, content, [("goblin", 1)])
    halbarad = next(c for c in battle.c if c.uid == "Halbarad")
    assert halbarad.weapon is not None and halbarad.weapon.id == "longbow"
    run.perform(Wield("Halbarad", None))
    assert run.campaign.companion("Halbarad").wielded is None


def test_a_weapon_he_does_not_carry_is_refused_and_nothing_changes(content):
    run = session(content)
    for action, why in ((Wield("Halbarad", "one_handed_axe"), "does not carry One-handed axe"),
                        (Wield("Halbarad", "leather_byrnie"), "is no weapon"),
                        (Wield("Halbarad", "nothing_at_all"), "does not carry 'nothing_at_all'"),
                        (Wield("Nobody", "longbow"), "Nobody")):
        before = copy.deepcopy(to_data(run.campaign))
        [event] = run.perform(action)
        assert isinstance(event, Refused) and why.lower() in event.why.lower(), event
        assert to_data(run.campaign) == before


def test_a_save_whose_hero_holds_a_weapon_he_lacks_is_refused_with_the_reason(content):
    from thirdage_tui.persistence.soundness import campaign_problems

    run = session(content)
    run.perform(Wield("Halbarad", "longbow"))
    assert campaign_problems(run.campaign, content) == []
    run.campaign.replace_hero(run.campaign.companion("Halbarad").evolve(wielded="one_handed_axe"))
    assert campaign_problems(run.campaign, content) == [
        "heroes: Halbarad: wielded: Halbarad does not carry One-handed Axe"]
