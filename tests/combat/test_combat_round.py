"""The melee round: 3.4.1-3.4.5, 3.5 and G4.5 (strike-rank order, DEX ties, simultaneity, the 12-SR
limit, changing weapons, surprise, movement) and 3.5.5."""

from __future__ import annotations

from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.intent import ATTACK, CHANGE, HOLD, Intent
from thirdage_tui.engine.dice import ScriptedDice


def face_off(content, a, b, *, distance=5, dice=None, **kw):
    first, second = ready(a, side=0), ready(b, side=1)
    battle = Battle([first, second], content, Random(1), dice=dice, distance_ft=distance, **kw)
    return battle, first, second


def attack(c, target, weapon=0):
    return Intent(c, ATTACK, target, weapon, parry=-1)


def hold(c):
    return Intent(c, HOLD, parry=-1)


def kinds(battle, kind):
    return [e for e in battle.log if e.kind == kind]


@pytest.mark.rule("3.4.3")
def test_the_lower_strike_rank_acts_first_and_disables_before_the_other_acts(content):
    quick = fighter(content, "Quick", arms=(arm(sr=3, damage="1D8"),))
    slow = fighter(content, "Slow", arms=(arm(sr=7),), hp=6)
    battle, q, s = face_off(content, quick, slow, dice=ScriptedDice([2, 12, 8]))
    battle.play_round({"Quick": attack(q, s), "Slow": attack(s, q)})
    assert s.helpless and [e.actor for e in kinds(battle, "attack")] == ["Quick"]
    assert kinds(battle, "thwarted")[0].actor == "Slow"


@pytest.mark.rule("G4.5")
def test_equal_strike_rank_higher_dex_first(content):
    a = fighter(content, "Deft", arms=(arm(sr=5),), dex=15)
    b = fighter(content, "Plain", arms=(arm(sr=5),), dex=10)
    battle, x, y = face_off(content, a, b, dice=ScriptedDice([18, 18]))
    battle.play_round({"Deft": attack(x, y), "Plain": attack(y, x)})
    assert [e.actor for e in kinds(battle, "attack")] == ["Deft", "Plain"]


@pytest.mark.rule("3.4.3")
def test_equal_strike_rank_and_dex_are_simultaneous_both_blows_land(content):
    a = fighter(content, "Left", arms=(arm(sr=5),), hp=6)
    b = fighter(content, "Right", arms=(arm(sr=5),), hp=6)
    battle, x, y = face_off(content, a, b, dice=ScriptedDice([2, 12, 8, 2, 12, 8]))
    battle.play_round({"Left": attack(x, y), "Right": attack(y, x)})
    assert x.helpless and y.helpless


@pytest.mark.rule("3.5.3")
def test_nothing_past_twelve_strike_ranks(content):
    slow = fighter(content, "Slow", arms=(arm(sr=8), arm("axe", sr=8)))
    other = fighter(content, "Other", arms=(arm(sr=12),))
    battle, s, o = face_off(content, slow, other, dice=ScriptedDice([]))
    battle.play_round({"Slow": attack(s, o, weapon=1), "Other": hold(o)})
    assert kinds(battle, "late") and not kinds(battle, "attack")


@pytest.mark.rule("3.5.2")
def test_changing_weapons_takes_five_strike_ranks(content):
    c = fighter(content, "Changer", arms=(arm(sr=5), arm("axe", sr=5)))
    battle, x, y = face_off(content, c, fighter(content, "Foe"), dice=ScriptedDice([]))
    battle.play_round({"Changer": Intent(x, CHANGE, weapon=1), "Foe": hold(y)})
    ready_event = kinds(battle, "ready")[0]
    assert ready_event.sr == 5 and x.main == 1


@pytest.mark.rule("G4.5")
def test_surprise_within_ten_feet_adds_three(content):
    battle, x, y = face_off(content, fighter(content, "Ambushed", arms=(arm(sr=5),)), fighter(content, "Foe"),
                            dice=ScriptedDice([18]), surprised={"Ambushed": 10})
    battle.play_round({"Ambushed": attack(x, y), "Foe": hold(y)})
    assert kinds(battle, "attack")[0].sr == 8


@pytest.mark.rule("G4.5")
def test_moving_adds_one_strike_rank_per_whole_ten_feet(content):
    battle, x, y = face_off(content, fighter(content, "Runner", arms=(arm(sr=5),)), fighter(content, "Foe"),
                            distance=30, dice=ScriptedDice([18]))
    battle.play_round({"Runner": attack(x, y), "Foe": hold(y)})
    assert kinds(battle, "move")[0].value == 25 and kinds(battle, "attack")[0].sr == 5 + 2  # each whole 10 ft


@pytest.mark.rule("3.2.3")
def test_too_far_to_reach_means_a_double_move_and_no_blow(content):
    battle, x, y = face_off(content, fighter(content, "Runner"), fighter(content, "Foe"), distance=60,
                            dice=ScriptedDice([]))
    battle.play_round({"Runner": attack(x, y), "Foe": hold(y)})
    assert battle.distance(x, y) == 5 and not kinds(battle, "attack")


@pytest.mark.rule("3.4.4")
def test_a_fumble_opens_the_fumbler_to_a_counter_attack(content):
    clumsy = fighter(content, "Clumsy", arms=(arm(attack=4, parry=None),))
    battle, x, y = face_off(content, clumsy, fighter(content, "Foe", arms=(arm(sr=9),)),
                            dice=ScriptedDice([19, 3, 19, 4]))
    battle.play_round({"Clumsy": attack(x, y), "Foe": hold(y)})
    assert kinds(battle, "counter") and kinds(battle, "attack")[1].actor == "Foe"


@pytest.mark.rule("3.5.5")
def test_engaged_fighters_do_not_cast_while_fighting(content, dwarf):
    from thirdage_tui.combat import tactics
    from thirdage_tui.combat.combatant import Combatant

    far = Battle([Combatant(dwarf, "Borin", 0), ready(fighter(content, "Orc"), side=1)], content, Random(1),
                 distance_ft=30)
    far.engaged_at_start = {c.uid: far.engaged(c) for c in far.c}
    assert tactics.plan(far, far.c[0]).magic == "shield"
    near = Battle([Combatant(dwarf, "Borin", 0), ready(fighter(content, "Orc"), side=1)], content, Random(1),
                  distance_ft=5)
    near.engaged_at_start = {c.uid: near.engaged(c) for c in near.c}
    assert tactics.plan(near, near.c[0]).magic is None


@pytest.mark.rule("3.4.3")
def test_shooting_into_a_melee_with_friends_is_four_harder(content):
    bow = arm("bow", parry=None, kind="missile", range_ft=150, sr=3)
    archer = ready(fighter(content, "Archer", arms=(bow,)), side=0)
    friend = ready(fighter(content, "Friend"), side=0)
    foe = ready(fighter(content, "Foe"), side=1)
    battle = Battle([archer, friend, foe], content, Random(1), dice=ScriptedDice([20, 20, 20, 20]), distance_ft=40)
    fx, fy = battle.at["Foe"]
    battle.at["Friend"] = (fx - 1, fy)
    battle.play_round({"Archer": Intent(archer, "shoot", foe, 0), "Friend": hold(friend),
                       "Foe": hold(foe)})
    shot = kinds(battle, "attack")[0]
    assert shot.need == 10 - 4
    assert kinds(battle, "stray")[0].target == "Friend"


@pytest.mark.rule("3.5.1")
def test_two_archers_of_one_dex_both_loose_again_at_the_same_strike_rank(content):
    bow = arm("bow", attack=1, parry=None, kind="missile", range_ft=150, sr=2)
    archers = [ready(fighter(content, name, arms=(bow,)), side=0) for name in ("Left", "Right")]
    foe = ready(fighter(content, "Foe"), side=1)
    battle = Battle([*archers, foe], content, Random(1), distance_ft=30)
    battle.play_round({a.uid: Intent(a, "shoot", foe, 0) for a in archers} | {"Foe": hold(foe)})
    shots = kinds(battle, "attack")
    assert [e.actor for e in shots] == ["Left", "Right", "Left", "Right"]
    assert shots[0].sr == shots[1].sr < shots[2].sr == shots[3].sr


def test_same_seed_same_fight(content, dwarf):
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.profiles import creature_profile

    def fight():
        orcs = [Combatant(creature_profile(content.bestiary["mordor_orc"], content, Random(i)), f"Orc {i}", 1)
                for i in range(3)]
        battle = Battle([Combatant(dwarf, "Borin", 0), *orcs], content, Random(99))
        outcome = battle.run()
        return outcome, [str(e) for e in battle.log]

    assert fight() == fight()


@pytest.mark.parametrize("action", [ATTACK, "shoot"])
def test_a_blow_stated_at_oneself_is_thwarted(content, action):
    bow = arm("bow", parry=None, kind="missile", range_ft=150, sr=2)
    battle, me, foe = face_off(content, fighter(content, "Me", arms=(arm(), bow)), fighter(content, "Foe"))
    battle.play_round({"Me": Intent(me, action, me, 0 if action == ATTACK else 1), "Foe": hold(foe)})
    assert not kinds(battle, "attack") and me.damage == 0
    assert kinds(battle, "thwarted")[0].text == "Me will not strike at himself"
