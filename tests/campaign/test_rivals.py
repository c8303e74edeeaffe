"""Named foes who got away (issue 20, point 2: "a named orc captain who escaped"): a foe of a kind
that talks who flees a fight is named and remembered, a patron's hunt sends the company after him by
name, and the fight with him ends his tale or adds to it."""

from __future__ import annotations

import random

from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import codec, errands, rivals
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.combat.outcome import FighterEnd, Outcome


def _end(uid, side, ref, *, dead=False, fled=False):
    return FighterEnd(uid=uid, side=side, ref=ref, kind="creature" if side else "hero", status="", dead=dead,
                      fled=fled, surrendered=False, out=False, maimed=False, hp_left=1, hit_points=9, hurts=(),
                      pow_spent=0, granted_used=(), felled_with=())


def _fight(*foes):
    return Outcome("victory", 3, (_end("h1", 0, "Halbarad"), *foes), False)


def test_a_goblin_who_flees_is_named_and_remembered_a_wolf_is_not(content):
    camp = new_campaign(content, starting_ranger(), 4, companions=(starting_dwarf(),))
    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", dead=True), _end("f2", 1, "goblin", fled=True),
                                          _end("f3", 1, "wolf", fled=True)), "vales_of_anduin")
    [rival] = camp.rivals
    assert (rival.creature, rival.region, rival.escaped, rival.slain) == ("goblin", "vales_of_anduin", 1, False)
    assert f"{rival.name}, the goblin who led them, flees the field" in camp.journal[-1].text
    assert codec.from_data(codec.to_data(camp)).rivals == camp.rivals  # remembered in the save


def test_a_lone_foe_who_flees_is_not_said_to_have_led_anyone(content):
    camp = new_campaign(content, starting_ranger(), 4, companions=(starting_dwarf(),))
    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", fled=True)), "vales_of_anduin")
    [rival] = camp.rivals
    assert f"{rival.name}, the goblin the company fought, flees the field" in camp.journal[-1].text


def test_a_hunt_sends_the_company_after_the_rival_by_name_and_the_fight_ends_his_tale(content):
    camp = new_campaign(content, starting_ranger(), 4, companions=(starting_dwarf(),))
    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", fled=True)), "vales_of_anduin")
    [rival] = camp.rivals
    hunts = [t for t in content.errands.values() if rivals.quarry_for(camp, content, t) is rival]
    assert hunts
    errand = next(e for t in hunts for p in t.patrons
                  if (e := errands.instantiate(camp, content, t, p, random.Random(1))) is not None)
    assert (errand.rival, errand.foe) == (rival.name, "goblin")
    assert f"{rival.name}, the Goblin who got away" in errands.title(content, errand)

    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", fled=True)), "vales_of_anduin", rival.name)
    assert rival.escaped == 2 and len(camp.rivals) == 1 and "gets away again" in camp.journal[-1].text
    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", dead=True)), "vales_of_anduin", rival.name)
    assert rival.slain and "slain at last" in camp.journal[-1].text
    assert rivals.quarry_for(camp, content, hunts[0]) is None


def test_a_save_with_a_rival_past_all_bounds_is_unsound(content):
    from thirdage_tui.persistence.soundness import campaign_problems

    camp = new_campaign(content, starting_ranger(), 4)
    rivals.remember(camp, content, _fight(_end("f1", 1, "goblin", fled=True)), "vales_of_anduin")
    assert campaign_problems(camp, content) == []
    camp.rivals[0].escaped = 10**9
    assert any("escaped" in p and "outside" in p for p in campaign_problems(camp, content))


def _at_large(content):
    """A campaign on the road to the Carrock, with a goblin who got away in the vales."""
    from thirdage_tui.campaign.borg import MemoryKeeper
    from thirdage_tui.campaign.session import Session, SetOut

    session = Session(new_campaign(content, starting_ranger(), 4, companions=(starting_dwarf(),)), content,
                      MemoryKeeper())
    session.perform(SetOut("carrock"))
    rivals.remember(session.campaign, content, _fight(_end("f1", 1, "goblin", fled=True)), "vales_of_anduin")
    return session, session.campaign.rivals[0]


def test_a_rival_leads_about_half_the_bands_of_his_kind_met_where_he_was_last_seen(content):
    from thirdage_tui.world.encounters import Meeting

    session, rival = _at_large(content)
    camp = session.campaign
    led = 0
    for day in range(200):
        camp.tale.days = day
        assert rivals.lead(camp, content, Meeting("wolf", 2, "day"), "vales_of_anduin").rival is None
        assert rivals.lead(camp, content, Meeting("goblin", 2, "day"), "misty_mountains").rival is None
        led += rivals.lead(camp, content, Meeting("goblin", 2, "day"), "vales_of_anduin").rival == rival.name
    assert 70 <= led <= 130  # ROAD_LEAD of 200, seeded
    assert camp.journal[-1].text == f"They are led by {rival.name}, the Goblin who got away."


def test_a_band_led_by_a_rival_is_fought_for_his_tale_and_kept_in_the_save(content):
    from thirdage_tui.campaign.session import Face
    from thirdage_tui.persistence.soundness import campaign_problems
    from thirdage_tui.world.encounters import Meeting

    session, rival = _at_large(content)
    camp = session.campaign
    camp.pending.insert(0, Meeting("goblin", 2, "day", rival=rival.name))
    assert session.band().meeting.rival == rival.name
    assert codec.from_data(codec.to_data(camp)).pending[0].rival == rival.name  # remembered in the save
    assert campaign_problems(camp, content) == []
    camp.pending.insert(0, Meeting("goblin", 2, "day", rival="Nobody the Unknown"))
    assert any("Nobody the Unknown" in p for p in campaign_problems(camp, content))
    camp.pending.pop(0)
    session.perform(Face("fight"))
    told = [line.text for line in camp.journal if line.kind == "rival"]
    assert any(rival.name in t and ("slain at last" in t or "gets away again" in t or "holds the field" in t)
               for t in told), told
    assert rival.slain or rival.escaped >= 1
