"""Hero Magic and spells in a fight (5.1, 5.2), fear, daylight and creatures' special abilities."""

from __future__ import annotations

from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat import lasting as mg
from thirdage_tui.combat.attack import NO_PARRY, strike
from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.intent import ATTACK, HOLD, MAGIC, Intent
from thirdage_tui.combat.profiles import creature_profile
from thirdage_tui.combat.wounds import wound
from thirdage_tui.engine.dice import ScriptedDice


def bearer(content, **kw):
    return ready(fighter(content, "Bearer", **kw))


@pytest.mark.rule("5.1")
def test_shield_adds_armour_per_level_for_a_full_turn(content):
    c = bearer(content, armour=2)
    mg.add_effect(c, content.hero_magic["shield"], 3, 25)
    assert c.armour_at(0, critical=False) == 5 and c.armour_at(0, critical=True) == 3
    for _ in range(24):
        mg.tick(c)
    assert c.armour_mod == 3
    assert mg.tick(c) == ["Shield"] and c.armour_mod == 0


@pytest.mark.rule("5.1")
def test_berserkergang_adds_two_to_attack_and_damage_but_costs_defence_and_shield(content):
    c = bearer(content, defence=3, arms=(arm(), arm("light_shield", attack=None, kind="shield", protection=8)))
    assert c.shield == 1
    mg.add_effect(c, content.hero_magic["berserkergang"], 1, 25)
    assert (c.attack_mod, c.damage_mod, c.defence, c.shield) == (2, 2, 0, -1)


@pytest.mark.rule("5.1")
def test_blur_adds_two_defence_per_pow(content):
    c = bearer(content, defence=1)
    mg.add_effect(c, content.hero_magic["blur"], 2, 25)
    assert c.defence == 5


@pytest.mark.rule("5.2")
def test_protection_gives_armour_four_that_survives_a_critical(content, rules):
    att = ready(fighter(content, "Attacker"))
    c = ready(fighter(content, "Mage", armour=0, hp=15), side=1)
    mg.add_effect(c, content.spells["protection"], 1, 25)
    blow = strike(att, 0, c, ScriptedDice([1, 12, 7]), rules, parry=NO_PARRY)
    assert blow.critical and blow.armour == 4 and blow.damage_taken == 3


@pytest.mark.rule("5.1")
def test_hero_magic_costs_pow_and_strike_ranks(content):
    knight = fighter(content, "Knight", arms=(arm(sr=5),), magic={"shield": 4})
    battle = Battle([ready(knight), ready(fighter(content, "Foe"), side=1)], content, Random(1), distance_ft=5,
                    dice=ScriptedDice([]))
    k, foe = battle.c
    battle.play_round({"Knight": Intent(k, MAGIC, k, magic="shield", level=3), "Foe": Intent(foe, HOLD)})
    cast = next(e for e in battle.log if e.kind == "magic")
    assert cast.sr == 3 + 2 and k.pow_left == 11 - 3 and k.armour_mod == 3


@pytest.mark.rule("G4.7")
def test_heal_two_stops_a_friend_bleeding(content, rules):
    healer = fighter(content, "Healer", magic={"heal": 2})
    battle = Battle([ready(healer), ready(fighter(content, "Friend")), ready(fighter(content, "Foe"), side=1)],
                    content, Random(1), distance_ft=30, dice=ScriptedDice([]))
    h, friend, foe = battle.c
    wound(friend, friend.p.location("chest"), 6, False, rules)
    battle.play_round({"Healer": Intent(h, MAGIC, friend, magic="heal", level=2), "Foe": Intent(foe, HOLD)})
    assert not friend.bleeding and h.pow_left == 9


@pytest.mark.rule("5.2")
def test_daylight_turns_a_troll_to_stone_and_hampers_orcs_not_uruks(content):
    troll = Combatant(creature_profile(content.bestiary["hill_troll"], content), "Troll", 1)
    orc = Combatant(creature_profile(content.bestiary["mordor_orc"], content), "Orc", 1)
    uruk = Combatant(creature_profile(content.bestiary["uruk_hai"], content), "Uruk", 1)
    mage = ready(fighter(content, "Mage"))
    battle = Battle([mage, troll, orc, uruk], content, Random(1), distance_ft=30, daylight=True)
    battle._light()
    assert troll.stone and not troll.able
    assert orc.daylight_mod == -2 and uruk.daylight_mod == 0


@pytest.mark.rule("5.1")
def test_terror_makes_the_fearful_quail_and_courage_holds_them(content):
    wight = creature_profile(content.bestiary["barrow_wight"], content)
    quailed = brave = 0
    for seed in range(200):
        for courage in (False, True):
            hero = ready(fighter(content, "Hero"))
            foe = Combatant(wight, "Wight", 1)
            battle = Battle([hero, foe], content, Random(seed), distance_ft=5, log=True)
            if courage:
                mg.add_effect(hero, content.hero_magic["courage"], 1, 25)
            battle.play_round({"Hero": Intent(hero, ATTACK, foe, 0), "Wight": Intent(foe, HOLD, parry=-1)})
            fear = any(e.kind == "fear" for e in battle.log)
            quailed += fear and not courage
            brave += fear and courage
    assert brave == 0 and 100 < quailed < 200


@pytest.mark.rule("appendix 3")
def test_wolves_drag_their_prey_down(content, rules):
    wolf = Combatant(creature_profile(content.bestiary["wolf"], content), "Wolf", 1)
    downed = 0
    for seed in range(300):
        prey = ready(fighter(content, "Prey", hp=10 ** 3, loc_hp={k: 10 ** 3 for k in (
            "right_leg", "left_leg", "abdomen", "chest", "right_arm", "left_arm", "head")}))
        from thirdage_tui.engine.dice import seeded
        blow = strike(wolf, 0, prey, seeded(Random(seed)), rules, parry=NO_PARRY)
        downed += "dragged down" in blow.effects
    assert downed > 30


@pytest.mark.rule("appendix 3")
def test_spider_venom_adds_damage_that_armour_does_not_stop(content, rules):
    spider = Combatant(creature_profile(content.bestiary["giant_spider"], content), "Spider", 1)
    prey = ready(fighter(content, "Prey", hp=40, armour=0))
    # bite hits (d20 2), chest (12), 1D8 = 5 + bonus dice; the venom: spider 1 vs CON 11 roll 20 -> venom wins
    dice = [2, 12, 5] + [1] * len(spider.p.arms[0].bonus_dice) + [1, 20, 4]
    blow = strike(spider, 0, prey, ScriptedDice(dice), rules, parry=NO_PARRY)
    assert "venom" in blow.effects and prey.damage == blow.damage_taken + 4


@pytest.mark.rule("5.2")
def test_a_granted_casting_costs_no_pow_and_is_spent_once(content):
    from dataclasses import replace

    mage = replace(fighter(content, "Guest"), spells=("protection",), granted=("protection",))
    battle = Battle([ready(mage), ready(fighter(content, "Foe"), side=1)], content, Random(1), distance_ft=5,
                    dice=ScriptedDice([]))
    g, foe = battle.c
    battle.play_round({"Guest": Intent(g, MAGIC, g, magic="protection"), "Foe": Intent(foe, HOLD)})
    assert g.pow_left == 11 and g.armour_set == 4 and g.granted_used == ["protection"]
    battle.play_round({"Guest": Intent(g, MAGIC, g, magic="protection"), "Foe": Intent(foe, HOLD)})
    assert g.pow_left == 11 - content.spells["protection"].pow_cost and g.granted_used == ["protection"]


def test_every_kind_of_effect_that_acts_in_a_fight_has_its_one_handler():
    """The fight's handlers are keyed by the one vocabulary: each kind that lasts changes its bearer
    (`MODIFIERS`), each kind that acts when cast has an instant (`INSTANTS`), and no other has one."""
    from thirdage_tui.combat.effects import INSTANTS, MODIFIERS
    from thirdage_tui.content.models.effect_kinds import INSTANT, KINDS, LASTING

    lasting = {k.name for k in KINDS if k.acts == LASTING}
    instant = {k.name for k in KINDS if k.acts == INSTANT}
    assert set(MODIFIERS) == lasting
    assert instant <= set(INSTANTS) <= instant | lasting


@pytest.mark.rule("5.1")
def test_the_senses_are_not_offered_in_a_fight_and_a_stated_one_costs_nothing(content):
    """Sense Enemies, Sense Evil and Sense Magic tell of what a fight already shows (our ruling): the
    fight knows no such magic of its fighter, and one stated anyway does nothing and costs no POW."""
    seer = ready(fighter(content, "Seer", magic={"sense_enemies": 1, "sense_evil": 1, "shield": 1}))
    foe = ready(fighter(content, "Foe"), side=1)
    battle = Battle([seer, foe], content, Random(1))
    assert battle.magic_of(seer, "sense_enemies") is None and battle.magic_of(seer, "sense_evil") is None
    assert battle.magic_of(seer, "shield") is content.hero_magic["shield"]
    before = seer.pow_left
    battle.play_round({"Seer": Intent(seer, MAGIC, seer, magic="sense_enemies"), "Foe": Intent(foe, HOLD)})
    assert seer.pow_left == before
    assert not any("Sense Enemies" in e.text for e in battle.log)
