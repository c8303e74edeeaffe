"""Wounds: 3.6.3 and G4.7 (the five location results, the limb cap and shock, severing, death, bleeding, healing)."""

from __future__ import annotations

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat.wounds import bleed, heal, wound


def victim(content, hp=12):
    return ready(fighter(content, "Victim", arms=(arm("sword"), arm("light_shield", attack=None, kind="shield",
                                                                   protection=8)), hp=hp), side=1)


def at(c, loc_id):
    return c.p.location(loc_id)


@pytest.mark.rule("G4.7")
def test_leg_falls_but_still_fights(content, rules):
    c = victim(content)
    effects = wound(c, at(c, "right_leg"), 4, False, rules)
    assert c.down and c.able and "right leg useless: falls" in effects


@pytest.mark.rule("G4.7")
def test_abdomen_falls_bleeds_and_may_only_heal_himself(content, rules):
    c = victim(content)
    wound(c, at(c, "abdomen"), 4, False, rules)
    assert c.down and c.self_heal_only and not c.able and c.bleeding == 50


@pytest.mark.rule("G4.7")
def test_chest_falls_helpless_and_bleeds(content, rules):
    c = victim(content)
    wound(c, at(c, "chest"), 5, False, rules)
    assert c.helpless and not c.able and c.bleeding == 50


@pytest.mark.rule("G4.7")
def test_a_beast_falls_by_the_names_of_its_own_body(content, rules):
    """A wolf's forequarters are its chest and its hindquarters its abdomen, and are called so."""
    wolf = ready(fighter(content, "Wolf", body="four_legged", hp=12), side=1)
    assert wound(wolf, at(wolf, "forequarters"), 5, False, rules)[0] == "forequarters: falls, helpless, bleeding"
    assert wound(wolf, at(wolf, "hindquarters"), 5, False, rules)[0] == "hindquarters: falls, legs useless, bleeding"


@pytest.mark.rule("G4.7")
def test_arm_is_useless_and_drops_what_it_holds(content, rules):
    c = victim(content)
    wound(c, at(c, "right_arm"), 3, False, rules)
    assert c.main == -1 and c.shield >= 0
    wound(c, at(c, "left_arm"), 3, False, rules)
    assert c.shield == -1


@pytest.mark.rule("G4.7")
def test_head_knocks_out_and_kills_after_two_full_turns(content, rules):
    c = victim(content)
    wound(c, at(c, "head"), 4, False, rules)
    assert c.unconscious and not c.dead
    for _ in range(49):
        assert not bleed(c)
    assert bleed(c) and c.dead


@pytest.mark.rule("G4.7")
def test_a_limb_counts_at_most_twice_its_hit_points_and_then_shock(content, rules):
    c = victim(content, hp=15)
    arm_hp = c.p.locations[at(c, "left_arm")].hp
    wound(c, at(c, "left_arm"), arm_hp * 2 + 3, False, rules)
    assert c.damage == arm_hp * 2 and c.shock and not c.able
    wound(c, at(c, "left_arm"), 2, False, rules)
    assert c.damage == arm_hp * 2


@pytest.mark.rule("G4.7")
def test_minus_six_severs_a_limb_or_maims_it_if_blunt(content, rules):
    c = victim(content, hp=15)
    leg = at(c, "right_leg")
    assert "severed right leg" in wound(c, leg, c.p.locations[leg].hp + 6, False, rules)
    other = victim(content, hp=15)
    assert "maimed right leg" in wound(other, leg, other.p.locations[leg].hp + 6, True, rules)


@pytest.mark.rule("G4.7")
@pytest.mark.parametrize("loc_id", ["head", "chest", "abdomen"])
def test_minus_six_at_head_chest_or_abdomen_kills(content, rules, loc_id):
    c = victim(content, hp=30)
    index = at(c, loc_id)
    effects = wound(c, index, c.p.locations[index].hp + 6, False, rules)
    assert c.dead and f"dead: a blow left his {c.p.locations[index].name.lower()} at -6" in effects[-1]


@pytest.mark.rule("3.6.2")
def test_total_hit_points_gone_is_death_even_with_no_location_disabled(content, rules):
    c = victim(content, hp=6)
    wound(c, at(c, "chest"), 2, False, rules)
    wound(c, at(c, "abdomen"), 1, False, rules)
    wound(c, at(c, "right_leg"), 1, False, rules)
    wound(c, at(c, "left_leg"), 1, False, rules)
    assert not c.dead
    wound(c, at(c, "head"), 1, False, rules)
    assert c.dead


@pytest.mark.rule("G4.7")
def test_two_points_of_healing_stop_bleeding(content, rules):
    c = victim(content)
    index = at(c, "chest")
    wound(c, index, 6, False, rules)
    heal(c, index, 1)
    assert c.bleeding
    heal(c, index, 2)
    assert not c.bleeding


@pytest.mark.rule("G4.7")
def test_six_points_rejoin_a_severed_limb(content, rules):
    c = victim(content, hp=15)
    leg = at(c, "left_leg")
    wound(c, leg, c.p.locations[leg].hp + 6, False, rules)
    assert heal(c, leg, 5) == [] and c.severed[leg]
    heal(c, leg, 6)
    assert not c.severed[leg]


class TestWoundsBroughtIntoAFight:
    """A hero's wounds from his file count from the first round: a location at 0 or below is out of
    action, and a limb still counts at most twice its hit points (3.6.3 B)."""

    def wounded(self, content, **wounds):
        from dataclasses import replace

        from thirdage_tui.combat.combatant import Combatant

        return Combatant(replace(fighter(content, "Victim", hp=12), wounds=wounds), "Victim", 0)

    @pytest.mark.rule("G4.7")
    def test_a_leg_at_nothing_starts_the_fight_on_the_ground(self, content):
        c = self.wounded(content, right_leg=4)
        assert c.hp[at(c, "right_leg")] == 0 and c.down and c.able and c.damage == 4

    @pytest.mark.rule("G4.7")
    def test_a_chest_at_nothing_starts_the_fight_helpless(self, content):
        c = self.wounded(content, chest=5)
        assert c.helpless and not c.able

    @pytest.mark.rule("3.6.3")
    def test_a_limb_brought_in_counts_no_more_than_twice_its_hit_points_and_leaves_him_in_shock(self, content):
        c = self.wounded(content, left_arm=12)
        assert c.damage == 2 * c.p.locations[at(c, "left_arm")].hp and c.shock and not c.dead

    def test_light_wounds_leave_him_fighting(self, content):
        c = self.wounded(content, head=1, left_leg=1)
        assert c.able and not c.down and c.damage == 2
