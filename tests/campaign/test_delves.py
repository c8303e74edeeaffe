"""Sites in the campaign (issue 18): a delve entered, explored and left through the session, what a site
keeps, a band fought on the grid laid out from the barrow's own plan and the delve going on after it,
the delve in the save (and a hostile one refused), errands into sites."""

from __future__ import annotations

import json
from dataclasses import replace
from random import Random

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign import codec, delves, errands
from thirdage_tui.campaign.borg import MemoryKeeper
from thirdage_tui.campaign.session import (
    Delved,
    EndFight,
    EnterSite,
    ErrandEnded,
    Explore,
    FightBegun,
    Fought,
    HeroFell,
    LeaveSite,
    Refused,
    Saved,
    Session,
    SetOut,
)
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.persistence.soundness import campaign_problems
from thirdage_tui.world.delving import TWELFTHS_A_ROUND, Kindle, Lasting, Light, Moved, Stride

BARROW = "barrow_of_the_downs"


@pytest.fixture
def session(content):
    campaign = new_campaign(content, starting_ranger().evolve(silver=50), seed=2760)
    campaign.place = "barrow_downs"
    return Session(campaign, content, MemoryKeeper())


def test_the_barrow_stands_on_the_downs(session):
    assert [s.id for s in session.sites_here()] == [BARROW]
    session.campaign.place = "bree"
    assert session.sites_here() == []
    refused = session.perform(EnterSite(BARROW))
    assert isinstance(refused[0], Refused) and "Barrow-downs" in refused[0].why


def test_a_delve_is_entered_walked_and_left(session):
    events = session.perform(EnterSite(BARROW))
    assert any(isinstance(e, Saved) for e in events)
    delve = session.campaign.delve
    start = delve.at
    told = session.perform(Explore(Stride(1, 0)))
    delved = next(e for e in told if isinstance(e, Delved))
    assert delved.events == (Moved((start[0] + 1, start[1])),)
    assert session.glimpse() is not None
    refused = session.perform(SetOut("bree"))
    assert isinstance(refused[0], Refused) and "come out first" in refused[0].why
    session.perform(Explore(Stride(-1, 0)))
    out = session.perform(LeaveSite())
    assert session.campaign.delve is None and BARROW in session.campaign.sites
    assert any(isinstance(e, Saved) for e in out)
    assert "comes out of" in session.campaign.journal[-1].text


def test_what_was_taken_stays_taken(session, content):
    session.perform(EnterSite(BARROW))
    session.campaign.delve.taken.add("T")
    session.campaign.delve.opened.add("B")
    session.campaign.delve.twelfths = 500
    session.perform(LeaveSite())
    session.perform(EnterSite(BARROW))
    again = session.campaign.delve
    assert again.taken == {"T"} and again.opened == {"B"}
    assert again.twelfths == 0 and again.at == delves.SitePlan.from_site(content.sites[BARROW]).entrances[0]


def _save_and_load(campaign):
    return codec.from_data(json.loads(json.dumps(codec.to_data(campaign))))


def test_a_delve_is_saved_mid_site_and_read_back_the_same(session, content):
    session.perform(EnterSite(BARROW))
    delve = session.campaign.delve
    delve.seen.update({(1, 1), (2, 1)})
    delve.found.add("A")
    delve.twelfths = 77
    loaded = _save_and_load(session.campaign)
    assert loaded.delve == delve
    assert campaign_problems(loaded, content) == []
    session.perform(LeaveSite())
    assert _save_and_load(session.campaign).sites == session.campaign.sites


@pytest.mark.rule("6.3")
def test_a_light_carried_out_part_burnt_burns_only_what_was_left_in_the_next_delve(session, content):
    """A lantern lit in the barrow and carried out lit is put out at the way out; lit in the next delve it
    burns what was left of its flask (it used to get a fresh one each time the company went in)."""
    hero = session.campaign.hero
    session.campaign.replace_hero(hero.evolve(equipment=[*hero.equipment, "lantern", "lamp_oil", "flint_and_steel"]))
    session.perform(EnterSite(BARROW))
    session.perform(Explore(Kindle(hero.name, "lantern")))
    delve = session.campaign.delve
    delve.lights[hero.name] = replace(delve.lights[hero.name], rounds=40)
    session.perform(LeaveSite())
    assert session.campaign.unburnt == {hero.name: {"lamp_oil": 40}}
    assert session.campaign.sites[BARROW].lights == {} == session.campaign.sites[BARROW].unburnt
    assert _save_and_load(session.campaign).unburnt == session.campaign.unburnt
    session.perform(EnterSite(BARROW))
    session.perform(Explore(Kindle(hero.name, "lantern")))
    assert session.campaign.delve.lights[hero.name].rounds == 40


def test_a_part_burnt_light_is_kept_only_for_a_hero_who_still_carries_what_it_burns(session):
    hero = session.campaign.hero
    session.campaign.replace_hero(hero.evolve(equipment=[*hero.equipment, "lantern", "lamp_oil"]))
    session.campaign.unburnt = {hero.name: {"lamp_oil": 40, "torch": 7}, "Nobody": {"torch": 3}}
    session.perform(EnterSite(BARROW))
    assert session.campaign.delve.unburnt == {hero.name: {"lamp_oil": 40}}


@pytest.mark.parametrize(("bad", "said"), [({"Halbarad": {"lamp_oil": -1}}, "outside"),
                                          ({"Halbarad": {"dragon_fire": 5}}, "no thing a light burns")])
def test_hostile_part_burnt_lights_in_a_save_are_refused(session, content, bad, said):
    data = json.loads(json.dumps(codec.to_data(session.campaign)))
    data["unburnt"] = bad
    problems = campaign_problems(codec.from_data(data), content)
    assert any(said in p for p in problems), problems


@pytest.mark.parametrize(("where", "bad", "said"), [
    ("at", [0, 0], "no square"),
    ("at", [999, 999999], "no square"),
    ("taken", ["Q"], "no feature"),
    ("alert", {"W": 99}, "outside"),
    ("alert", {"T": 1}, "no band"),
    ("pace", "gallop", "not one of"),
    ("twelfths", -5, "outside"),
    ("seen", [[500, 500]], "outside the plan"),
    ("lights", {"Nobody": {"source": "lantern", "radius": 3, "rounds": 10}}, "no hero"),
    ("lights", {"Halbarad": {"source": "lantern", "radius": 10**9, "rounds": 10}}, "outside"),
    ("numbers", {"W": [10**9]}, "outside"),
    ("numbers", {"W": [1, 1]}, "as many kinds"),
    ("numbers", {"T": [1]}, "no band"),
    ("trapped", {"T": 3}, "no band"),
    ("unburnt", {"Nobody": {"lamp_oil": 10}}, "no hero"),
    ("unburnt", {"Halbarad": {"lamp_oil": -1}}, "outside"),
])
def test_a_hostile_delve_in_a_save_is_refused_with_a_reason(session, content, where, bad, said):
    session.perform(EnterSite(BARROW))
    data = json.loads(json.dumps(codec.to_data(session.campaign)))
    data["delve"][where] = bad
    problems = campaign_problems(codec.from_data(data), content)
    assert problems and any(said in p for p in problems), problems


@pytest.mark.parametrize(("where", "bad"), [("seen", [[1, "x"]]), ("seen", [[[1]]]), ("found", "ABC"),
                                            ("lights", {"Halbarad": 3}), ("mystery", 1)])
def test_a_delve_of_the_wrong_shape_is_damaged(session, where, bad):
    session.perform(EnterSite(BARROW))
    data = json.loads(json.dumps(codec.to_data(session.campaign)))
    data["delve"][where] = bad
    with pytest.raises(codec.SaveError, match="damaged"):
        codec.from_data(data)


def test_a_delve_elsewhere_than_its_site_is_refused(session, content):
    session.perform(EnterSite(BARROW))
    session.campaign.place = "bree"
    assert any("where it is entered" in p for p in campaign_problems(session.campaign, content))


def _come_upon_the_wight(session, content):
    """The company in the wight's chamber, the wight met (its `Met` as the rules would yield it)."""
    session.perform(EnterSite(BARROW))
    plan = delves.SitePlan.from_site(content.sites[BARROW])
    lair = plan.cells["W"]
    session.campaign.delve.at = (lair[0], lair[1] - 2)
    session.campaign.delve.opened.add("B")
    session.campaign.delve.twelfths = 10 * TWELFTHS_A_ROUND
    return next(e for e in session.delved([delves.delving.Met("W")]) if isinstance(e, FightBegun))


@pytest.mark.rule("5.1")
def test_a_band_sensed_is_fought_at_the_number_sensed(session, content):
    session.perform(EnterSite(BARROW))
    session.campaign.delve.numbers["W"] = [2]  # as Sense Enemies rolled and told it
    battle = _come_upon_the_wight(session, content).battle
    assert len(battle.sides[1]) == 2


@pytest.mark.rule("3.6.1")
def test_the_damage_of_the_companys_trap_on_a_band_is_laid_on_its_foremost_as_the_fight_begins(session, content):
    session.perform(EnterSite(BARROW))
    session.campaign.delve.trapped["W"] = 12
    battle = _come_upon_the_wight(session, content).battle
    wight = battle.sides[1][0]
    caught = [e for e in battle.log if e.kind == "trap"]
    assert len(caught) == 1 and caught[0].actor == wight.uid and "company's trap" in caught[0].text
    assert 0 < caught[0].value <= 12 and wight.damage == caught[0].value
    assert "W" not in session.campaign.delve.trapped


@pytest.mark.rule("3.1.2")
def test_a_band_met_in_a_site_is_fought_on_its_plan_and_the_delve_goes_on(session, content):
    begun = _come_upon_the_wight(session, content)
    battle = begun.battle
    assert battle.field.terrain == "site" and battle.darkness is not None
    assert begun.band.creature == "barrow_wight" and begun.band.surprised == "foes"  # it slept
    wight = next(c for c in battle.c if c.side == 1)
    assert battle.field.passable(battle.at[wight.uid])
    hero = next(c for c in battle.c if c.side == 0)
    assert battle.field.ground(battle.at[hero.uid]).passable
    battle.run()
    events = session.perform(EndFight(battle))
    fought = next(e for e in events if isinstance(e, Fought))
    delve = session.campaign.delve
    if fought.report.won:
        assert delve is not None and "W" in delve.beaten
        assert delve.twelfths == (10 + fought.report.rounds) * TWELFTHS_A_ROUND
    else:
        assert delve is None or session.campaign.over


def test_the_site_fight_shows_only_the_squares_the_company_has_seen_or_sees(session, content):
    """The fight's grid draws what the delve remembers and what the company sees as it stands in the fight;
    the squares it has never seen stay blank, and the fight itself never asks (its dice are its own)."""
    begun = _come_upon_the_wight(session, content)
    battle, sight = begun.battle, begun.sight
    assert sight is not None
    field = {(x, y) for y in range(battle.field.height) for x in range(battle.field.width)}
    at_start = sight(battle)
    assert at_start and at_start < field
    hero = next(c for c in battle.c if c.side == 0)
    assert battle.at[hero.uid] in at_start
    unseen_corner = {(0, battle.field.height - 1), (battle.field.width - 1, battle.field.height - 1)}
    assert not unseen_corner & at_start
    while not battle.over and battle.round < 100:
        battle.play_round()
        assert sight(battle) >= at_start
    campaign = new_campaign(content, starting_ranger().evolve(silver=50), seed=2760)
    campaign.place = "barrow_downs"
    unasked = _come_upon_the_wight(Session(campaign, content, MemoryKeeper()), content).battle
    unasked.run()
    assert [e.text for e in battle.log] == [e.text for e in unasked.log]  # asking changes nothing of the fight


def test_the_site_fight_keeps_the_barrow_walls(session, content):
    battle = _come_upon_the_wight(session, content).battle
    walls = sum(not g.passable for g in battle.field.squares)
    assert walls > len(battle.field.squares) // 3  # a barrow is mostly stone


def test_an_errand_into_the_barrow_leads_to_the_downs(session, content):
    tpl = content.errands["grave_goods_of_the_downs"]
    assert tpl.purpose == "recover" and tpl.objective == "delve"
    session.campaign.place = "bree"
    errand = errands.instantiate(session.campaign, content, tpl, "gandalf", Random(1))
    assert errand is not None and errand.target == "barrow_downs" and errand.foe is None


@pytest.mark.parametrize(("template", "done_by"), [
    ("grave_goods_of_the_downs", lambda d, cells: d.taken.add("T")),
    ("the_barrow_dweller", lambda d, cells: d.beaten.add("W")),
    ("look_into_the_barrow", lambda d, cells: setattr(d, "at", cells["W"])),
])
def test_an_errand_into_a_site_is_done_by_what_the_company_did_there(session, content, template, done_by):
    campaign = session.campaign
    campaign.place = "bree"
    errand = errands.instantiate(campaign, content, content.errands[template], "gandalf", Random(1))
    errands.accept(campaign, content, errand)
    campaign.place = "barrow_downs"
    session.perform(EnterSite(BARROW))
    done_by(campaign.delve, delves.SitePlan.from_site(content.sites[BARROW]).cells)
    delves.check_errands(campaign, content)
    assert errand.status == "done"


def test_errands_into_sites_name_features_their_purpose_can_do(content):
    assert delves.errand_problems(content) == []


@pytest.mark.rule("3.1.2")
def test_magic_cast_in_the_delve_runs_on_into_the_fight(session, content):
    session.perform(EnterSite(BARROW))
    session.campaign.delve.magic.append(Lasting("Halbarad", "shield", 2, 40))
    battle = _come_upon_the_wight(session, content).battle
    hero = battle.c[0]
    assert [(a.magic.id, a.level, a.rounds) for a in hero.effects] == [("shield", 2, 40)] and hero.armour_mod == 2


@pytest.mark.rule("3.1.2")
def test_the_fight_burns_the_lights_and_magic_of_the_delve(session, content):
    session.perform(EnterSite(BARROW))
    delve = session.campaign.delve
    delve.lights["Halbarad"] = Light("lantern", 3, 500)
    delve.magic.append(Lasting("Halbarad", "shield", 1, 3))
    battle = _come_upon_the_wight(session, content).battle
    assert battle.darkness.lights == {"Halbarad": 3}
    battle.run()
    rounds = battle.outcome.rounds
    session.perform(EndFight(battle))
    after = session.campaign.delve or session.campaign.sites[BARROW]  # the delve goes on, or is left as it was
    if "Halbarad" in {h.name for h in session.campaign.heroes}:
        assert after.lights["Halbarad"].rounds == 500 - rounds
    assert after.magic == ([] if rounds >= 3 else [Lasting("Halbarad", "shield", 1, 3 - rounds)])


def _lose_to_the_wight(session, content):
    begun = _come_upon_the_wight(session, content)
    begun.battle.run()
    assert not begun.battle.outcome.party_won  # a lone ranger blind in the barrow's dark
    return session.perform(EndFight(begun.battle))


def test_a_hero_slain_in_a_site_is_dead_for_good(session, content):
    events = _lose_to_the_wight(session, content)
    assert session.campaign.over and session.campaign.fallen.hero == "Halbarad"
    assert any(isinstance(e, HeroFell) and e.ended and "a Barrow-wight in a barrow on the Downs" in e.cause
               for e in events)  # where he fell is told
    assert session.keeper.tales and "Barrow-wight" in session.keeper.tales[0]
    assert isinstance(session.perform(Explore(Stride(1, 0)))[0], Refused)


def test_in_explorer_mode_the_fallen_hero_is_carried_home_out_of_the_site(session, content):
    session.campaign.explorer = True
    _lose_to_the_wight(session, content)
    campaign = session.campaign
    assert not campaign.over and campaign.delve is None and campaign.place != "barrow_downs"
    assert BARROW in campaign.sites


@pytest.mark.rule("3.6.2")
def test_a_hero_killed_by_his_wounds_in_a_site_falls_for_good(session, content):
    session.perform(EnterSite(BARROW))
    campaign = session.campaign
    campaign.replace_hero(campaign.hero.evolve(wounds={"chest": 11}))  # the trap's work: his chest at -6
    events = session.perform(Explore(Stride(1, 0)))
    assert campaign.over and "left at -6" in campaign.fallen.cause and "barrow" in campaign.fallen.cause
    assert any(isinstance(e, HeroFell) for e in events)


@pytest.mark.rule("3.6.3")
def test_wounds_carried_in_kill_or_bleed_by_the_fight_rules(content):
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.combat.wounds import carried

    hero = starting_ranger()

    def state(**wounds):
        return carried(Combatant(hero_profile(hero.evolve(wounds=wounds), content), hero.name, 0))

    assert state() == (None, None)
    assert state(left_arm=4) == (None, None)
    assert state(head=hero_profile(hero, content).locations[-1].hp) == (None, "a wound to the head")
    assert state(right_leg=8, left_leg=8)[0] is not None  # twelve hit points gone of twelve


def _struck(monkeypatch, head):
    """The site's rules stood in for by a blow to the head of `head` points (a trap's), or none, each action:
    what the campaign does with a hero's wounds is the campaign's."""
    from thirdage_tui.world.delving import Turn

    def act(delve, site, company, content, action, rng, *, daylight=False):
        delve.twelfths += TWELFTHS_A_ROUND
        hero = company[0]
        return Turn([], (hero.evolve(wounds={"head": head}) if head else hero, *company[1:]))

    monkeypatch.setattr(delves.delving, "act", act)


def _head_hp(content, hero):
    from thirdage_tui.combat.profiles import hero_profile

    return next(loc.hp for loc in hero_profile(hero, content).locations if loc.wound == "head")


@pytest.mark.rule("3.6.3")
def test_a_hero_laid_low_in_a_site_bleeds_to_death_in_two_full_turns_of_its_clock(session, content, monkeypatch):
    session.perform(EnterSite(BARROW))
    campaign, delve = session.campaign, session.campaign.delve
    _struck(monkeypatch, _head_hp(content, campaign.hero))
    session.perform(Explore(Stride(1, 0)))
    assert delve.bleeding == {"Halbarad": delve.twelfths + 2 * 25 * TWELFTHS_A_ROUND}
    session.perform(Explore(Stride(1, 0)))
    assert not campaign.over
    delve.twelfths = delve.bleeding["Halbarad"]
    session.perform(Explore(Stride(1, 0)))
    assert campaign.over and "bled to death from a wound to the head" in campaign.fallen.cause


@pytest.mark.rule("3.6.3")
def test_a_wound_healed_above_nothing_stops_the_bleeding(session, content, monkeypatch):
    session.perform(EnterSite(BARROW))
    delve = session.campaign.delve
    _struck(monkeypatch, _head_hp(content, session.campaign.hero))
    session.perform(Explore(Stride(1, 0)))
    _struck(monkeypatch, 1)
    session.perform(Explore(Stride(1, 0)))
    assert delve.bleeding == {} and not session.campaign.over


@pytest.mark.rule("3.6.3")
def test_the_bleeding_clock_runs_on_into_a_fight(session, content, monkeypatch):
    session.perform(EnterSite(BARROW))
    delve = session.campaign.delve
    _struck(monkeypatch, _head_hp(content, session.campaign.hero))
    session.perform(Explore(Stride(1, 0)))
    delve.twelfths += 30 * TWELFTHS_A_ROUND  # 30 of the 50 rounds gone
    monkeypatch.undo()
    begun = next(e for e in session.delved([delves.delving.Met("W")]) if isinstance(e, FightBegun))
    hero = begun.battle.c[0]
    assert hero.bleeding == 20 and hero.unconscious  # of the 50 rounds to bleed, 20 are left
    begun.battle.run()
    session.perform(EndFight(begun.battle))
    left = session.campaign.delve or session.campaign.sites[BARROW]
    assert left.bleeding == {}


def test_a_rescue_is_done_only_when_the_captive_is_led_out(session, content):
    campaign = session.campaign
    campaign.place = "rivendell"
    tpl = content.errands["nali_in_the_goblin_caves"]
    errand = errands.accept(campaign, content, errands.instantiate(campaign, content, tpl, "elrond", Random(1)))
    campaign.place = "high_pass"
    session.perform(EnterSite("goblin_caves_of_the_high_pass"))
    campaign.delve.taken.add("C")
    delves.check_errands(campaign, content)
    assert errand.status == "active"
    events = session.perform(LeaveSite())
    assert errand.status == "done" and any(isinstance(e, ErrandEnded) and e.done for e in events)
