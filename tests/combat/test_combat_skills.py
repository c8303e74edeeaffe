"""Using a skill as the round's action (3.4.1): Healing on a bleeding friend (G4.7), Hide in Cover or
Move Silently to slip out of the fight, Know Enemy for +1 against one foe (docs/rulings.md)."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat import skill_use as sk
from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.intent import ATTACK, HOLD, SKILL, Intent


def skilled(content, name: str, side: int = 0, **skills: int):
    """A fighter with these skill levels (a lore of foes where the content says it serves)."""
    from thirdage_tui.combat.profiles import foe_lore

    return ready(replace(fighter(content, name, arms=(arm(attack=10),)), skills=skills,
                         foe_lore=foe_lore(skills, content)), name, side)


def battle(content, *fighters, seed: int = 1, distance_ft: int = 30) -> Battle:
    return Battle(list(fighters), content, Random(seed), distance_ft=distance_ft)


def holding(b: Battle, **chosen: Intent) -> dict[str, Intent]:
    """Everyone holds but those given an intent."""
    return {c.uid: chosen.get(c.uid, Intent(c, HOLD)) for c in b.c}


@pytest.mark.rule("G4.7")
def test_a_healing_success_stops_the_bleeding(content):
    healer, hurt, foe = skilled(content, "Healer", healing=20), skilled(content, "Hurt"), skilled(content, "Foe", 1)
    b = battle(content, healer, hurt, foe)
    hurt.bleeding = 50
    b.play_round(holding(b, Healer=Intent(healer, SKILL, hurt, skill=sk.HEALING)))
    assert hurt.bleeding == 0
    told = [e for e in b.log if e.kind == "skill"]
    assert told and told[0].need == 20 and "bleeding stops" in told[0].text


@pytest.mark.rule("G4.7")
def test_healing_succeeds_as_often_as_the_level_says(content):
    stopped = 0
    for seed in range(400):
        healer, hurt, foe = skilled(content, "Healer", healing=8), skilled(content, "Hurt"), skilled(content, "Foe", 1)
        b = battle(content, healer, hurt, foe, seed=seed)
        hurt.bleeding = 50
        b.play_round(holding(b, Healer=Intent(healer, SKILL, hurt, skill=sk.HEALING)))
        stopped += hurt.bleeding == 0
    assert 0.32 < stopped / 400 < 0.48  # 8 in 20


@pytest.mark.rule("3.4.1")
def test_slipping_away_unseen_leaves_the_fight(content):
    sneak, foe = skilled(content, "Sneak", hide_in_cover=20), skilled(content, "Foe", 1)
    b = battle(content, sneak, foe)
    b.play_round(holding(b, Sneak=Intent(sneak, SKILL, skill="hide_in_cover")))
    assert sneak.fled and not sneak.present


@pytest.mark.rule("3.4.1")
def test_no_slipping_away_from_a_foe_at_hand(content):
    sneak, foe = skilled(content, "Sneak", move_silently=20), skilled(content, "Foe", 1)
    b = battle(content, sneak, foe, distance_ft=5)
    b.play_round(holding(b, Sneak=Intent(sneak, SKILL, skill="move_silently")))
    assert not sneak.fled
    assert any(e.kind == "thwarted" and e.actor == "Sneak" for e in b.log)


@pytest.mark.rule("4.5")
def test_sharp_eyes_catch_the_sneak(content):
    sneak = skilled(content, "Sneak", hide_in_cover=5)
    foe = skilled(content, "Foe", 1, listen=19, spot_hidden=19)
    b = battle(content, sneak, foe)
    b.play_round(holding(b, Sneak=Intent(sneak, SKILL, skill="hide_in_cover")))
    assert not sneak.fled


@pytest.mark.rule("3.4.1")
def test_know_enemy_gives_one_more_to_strike_that_foe(content):
    scholar, foe = skilled(content, "Scholar", know_enemy=20), skilled(content, "Foe", 1)
    b = battle(content, scholar, foe, distance_ft=5)
    b.play_round(holding(b, Scholar=Intent(scholar, SKILL, foe, skill=sk.KNOW_ENEMY)))
    assert ("Scholar", "Foe") in b.studied
    b.play_round(holding(b, Scholar=Intent(scholar, ATTACK, foe, weapon=0)))
    blow = next(e for e in b.log if e.kind == "attack" and e.actor == "Scholar")
    assert blow.need == 10 + sk.KNOWN_FOE_BONUS - foe.defence_vs.get("Scholar", 0)


def test_a_lore_serves_against_its_own_kind_only(content):
    scholar = skilled(content, "Scholar", **{"know_enemy:orcs": 12})
    goblin = ready(replace(fighter(content, "Goblin"), family="orcs"), "Goblin", 1)
    wolf = ready(replace(fighter(content, "Wolf"), family="wolves"), "Wolf", 1)
    assert sk.level(scholar, sk.KNOW_ENEMY, goblin) == 12
    assert sk.level(scholar, sk.KNOW_ENEMY, wolf) == 0


@pytest.mark.rule("3.4.1")
def test_a_skill_is_used_at_the_users_dex_strike_rank(content):
    healer, hurt, foe = skilled(content, "Healer", healing=20), skilled(content, "Hurt"), skilled(content, "Foe", 1)
    b = battle(content, healer, hurt, foe)
    hurt.bleeding = 50
    b.play_round(holding(b, Healer=Intent(healer, SKILL, hurt, skill=sk.HEALING)))
    told = next(e for e in b.log if e.kind == "skill")
    assert told.sr == b.rules.dex_sr(healer.p.dex)
