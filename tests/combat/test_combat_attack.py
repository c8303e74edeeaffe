"""One blow: 3.4.3, 3.4.4, G4.6 (attack, Defence, parry, shields, location, damage, armour, criticals, fumbles)."""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat.attack import NO_PARRY, strike
from thirdage_tui.engine.dice import DieOutOfRange, NotEnoughDice, ScriptedDice, seeded


def duel(content, *, attacker_arms=(), defender_arms=(), armour=0, hp=12):
    att = ready(fighter(content, "Attacker", arms=attacker_arms or (arm(),)), side=0)
    dfn = ready(fighter(content, "Defender", arms=defender_arms or (arm("claw", parry=None, kind="natural"),),
                        armour=armour, hp=hp), side=1)
    return att, dfn


@pytest.mark.rule("3.4.3")
def test_worked_example_seven_damage_to_a_chest_under_chainmail_leaves_two(content, rules):
    att, dfn = duel(content, attacker_arms=(arm(damage="1D8"),), armour=5, hp=15)
    blow = strike(att, 0, dfn, ScriptedDice([4, 12, 7]), rules, parry=NO_PARRY)
    assert (blow.hit, blow.location, blow.damage, blow.armour, blow.damage_taken) == (True, "chest", 7, 5, 2)
    assert dfn.hp[dfn.p.location("chest")] == dfn.p.locations[dfn.p.location("chest")].hp - 2


@pytest.mark.rule("G4.6")
def test_hit_is_roll_at_most_skill_less_assigned_defence(content, rules):
    att, dfn = duel(content)
    dfn.defence_vs = {att.uid: 3}
    assert strike(att, 0, dfn, ScriptedDice([7, 1, 1]), rules, parry=NO_PARRY).hit
    blow = strike(att, 0, dfn, ScriptedDice([8]), rules, parry=NO_PARRY)
    assert (blow.hit, blow.target) == (False, 7)


@pytest.mark.rule("3.4.3")
def test_weapon_parry_deflects_the_whole_blow_and_no_location_is_rolled(content, rules):
    att, dfn = duel(content, defender_arms=(arm("sword", parry=10),))
    dice = ScriptedDice([3, 9])
    blow = strike(att, 0, dfn, dice, rules)
    assert blow.parried and blow.location is None and dice.unused == []


@pytest.mark.rule("G4.6")
def test_one_parry_per_round_with_each_item(content, rules):
    att, dfn = duel(content, defender_arms=(arm("sword", parry=10),))
    strike(att, 0, dfn, ScriptedDice([3, 9]), rules)
    second = strike(att, 0, dfn, ScriptedDice([3, 12, 2]), rules)
    assert second.parry_roll is None and second.location == "chest"


@pytest.mark.rule("G4.6")
def test_shield_stops_up_to_its_protection_and_the_rest_goes_to_the_location(content, rules):
    light = arm("light_shield", attack=None, parry=10, kind="shield", protection=8)
    att, dfn = duel(content, attacker_arms=(arm(damage="2D8"),), defender_arms=(arm("sword"), light))
    blow = strike(att, 0, dfn, ScriptedDice([3, 5, 12, 6, 5]), rules)
    assert blow.parried and blow.parry_with == "light_shield"
    assert (blow.damage, blow.damage_taken) == (3, 3)


@pytest.mark.rule("3.4.4")
def test_critical_ignores_worn_armour(content, rules):
    att, dfn = duel(content, armour=5, hp=15)
    blow = strike(att, 0, dfn, ScriptedDice([1, 12, 7]), rules, parry=NO_PARRY)
    assert blow.critical and blow.armour == 0 and blow.damage_taken == 7


@pytest.mark.rule("G4.6")
def test_critical_does_not_ignore_the_shield_effect_or_protection(content, rules):
    att, dfn = duel(content, armour=5, hp=15)
    dfn.armour_mod, dfn.armour_set = 2, 4
    blow = strike(att, 0, dfn, ScriptedDice([1, 12, 7]), rules, parry=NO_PARRY)
    assert blow.armour == 6 and blow.damage_taken == 1


@pytest.mark.rule("3.4.4")
@pytest.mark.parametrize("skill, highest_critical, lowest_fumble",
                         [(3, 0, 18), (5, 0, 18), (6, 1, 19), (10, 1, 19), (11, 2, 20), (15, 2, 20),
                          (16, 3, 21), (20, 3, 21), (25, 4, 21), (30, 5, 21), (35, 6, 21)])
def test_critical_and_fumble_tables(rules, skill, highest_critical, lowest_fumble):
    assert rules.critical_max(skill) == highest_critical
    assert rules.fumble_min(skill) == lowest_fumble


@pytest.mark.rule("3.4.4")
def test_critical_and_fumble_frequencies_at_skill_12(content, rules):
    att, dfn = duel(content, hp=10 ** 4)
    d = seeded(Random(7))
    n = 20000
    tally = Counter()
    for _ in range(n):
        dfn.parried = 0
        blow = strike(att, 0, dfn, d, rules, modifier=2, parry=NO_PARRY)
        tally["crit"] += blow.critical
        tally["fumble"] += blow.fumble
        dfn.hp = [loc.hp for loc in dfn.p.locations]
        dfn.damage = 0
        dfn.dead = False
    for key, p in (("crit", 2 / 20), ("fumble", 1 / 20)):
        sigma = (n * p * (1 - p)) ** 0.5
        assert abs(tally[key] - n * p) < 4 * sigma, key


@pytest.mark.rule("3.6.1")
def test_hit_location_frequencies_follow_the_humanoid_table(content):
    from thirdage_tui.combat.profiles import by_roll

    table = by_roll(content.bodies["humanoid"])
    rng, n = Random(11), 40000
    counts = Counter(table[rng.randint(1, 20)] for _ in range(n))
    expected = [4, 4, 3, 1, 3, 3, 2]
    chi2 = sum((counts[i] - n * e / 20) ** 2 / (n * e / 20) for i, e in enumerate(expected))
    assert chi2 < 22.46  # chi-square, 6 degrees of freedom, p = 0.001


@pytest.mark.rule("3.6.1")
def test_a_beast_is_struck_on_its_own_body_table(content, rules):
    att = ready(fighter(content, "Hunter"))
    wolf = ready(fighter(content, "Wolf", body="four_legged", arms=(arm("bite", parry=None, kind="natural"),)), side=1)
    blow = strike(att, 0, wolf, ScriptedDice([3, 18, 2]), rules, parry=NO_PARRY)
    assert blow.location == "head"


@pytest.mark.rule("G4.3")
def test_damage_bonus_dice_follow_the_weapon_dice(content, rules):
    att, dfn = duel(content, attacker_arms=(arm(damage="1D8", bonus="-1D4"),), hp=15)
    blow = strike(att, 0, dfn, ScriptedDice([3, 12, 6, 4]), rules, parry=NO_PARRY)
    assert blow.damage_rolls == [6, 4] and blow.damage == 2


@pytest.mark.rule("G4.6")
def test_missile_shots_are_parried_only_by_shields_and_only_when_allowed(content, rules):
    bow = arm("bow", parry=None, kind="missile", damage="1D6", range_ft=150)
    shield = arm("light_shield", attack=None, parry=10, kind="shield", protection=8)
    att, dfn = duel(content, attacker_arms=(bow,), defender_arms=(arm("sword"), shield))
    aware = strike(att, 0, dfn, ScriptedDice([3, 4, 12, 6]), rules, melee=False)
    assert aware.parry_with == "light_shield"
    dfn.parried = 0
    engaged = strike(att, 0, dfn, ScriptedDice([3, 12, 6]), rules, melee=False, missile_parry=False)
    assert engaged.parry_roll is None and engaged.damage_taken == 6


def test_scripted_dice_say_what_is_missing_or_out_of_range():
    dice = ScriptedDice([3])
    assert dice(20) == 3
    with pytest.raises(NotEnoughDice, match="die 2 .*d20"):
        dice(20)
    with pytest.raises(DieOutOfRange, match="d8"):
        ScriptedDice([9])(8)


def test_a_parry_item_the_defender_lacks_is_named_as_the_parry_at_fault(content):
    from thirdage_tui.combat.one_blow import ResolveError, resolve_attack
    from thirdage_tui.combat.profiles import creature_profile

    goblin = creature_profile(content.bestiary["goblin"], content)
    with pytest.raises(ResolveError, match=r"^--parry: Goblin does not carry 'shieldd'; carried: .*light_shield"):
        resolve_attack(content, goblin, "one_handed_sword", goblin, [3, 5, 5, 5], parry="shieldd")


@pytest.mark.rule("4.4")
def test_a_blow_that_fells_a_foe_counts_for_the_striker_even_if_he_lives_on(content, rules):
    att, dfn = duel(content, attacker_arms=(arm(damage="1D8"),), hp=15)
    strike(att, 0, dfn, ScriptedDice([4, 12, 2]), rules, parry=NO_PARRY)
    assert att.felled_with == [] and dfn.able
    strike(att, 0, dfn, ScriptedDice([4, 12, 8]), rules, parry=NO_PARRY)
    assert att.felled_with == [att.p.arms[0].id] and dfn.helpless and not dfn.dead
    strike(att, 0, dfn, ScriptedDice([4, 12, 1]), rules, parry=NO_PARRY)
    assert len(att.felled_with) == 1, "striking one already down fells no one"
