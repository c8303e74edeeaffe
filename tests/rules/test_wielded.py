"""The weapon in hand (3.5.2; docs/rulings.md, "The weapon in hand"): a hero chooses the weapon he
has in hand when a fight starts, among those he carries on him; the fight starts with it ready, and
changing to another in the fight takes 5 strike ranks. Bad choices are refused, nothing changed."""

from __future__ import annotations

import json
from random import Random

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.intent import ATTACK, HOLD, Intent
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.engine.herofile import hero_from_json, hero_json
from thirdage_tui.engine.inventory import load, wield, without
from thirdage_tui.engine.refusals import HeroFileError, PackError
from thirdage_tui.engine.sheet import character_sheet


def in_hand(hero, content) -> str:
    """The weapon the hero holds as a fight starts (its id)."""
    c = Combatant(hero_profile(hero, content), hero.name, 0)
    Battle([c, Combatant(hero_profile(starting_dwarf(), content), "Foe", 1)], content, Random(1))
    return c.p.arms[c.main].id


def test_unchosen_he_takes_up_his_best_and_the_sheet_says_which(content):
    ranger = starting_ranger()
    sheet = character_sheet(ranger, content)
    assert ranger.wielded is None and sheet.in_hand == in_hand(ranger, content) == "one_handed_sword"
    assert not sheet.in_hand_chosen


@pytest.mark.rule("3.5.2")
def test_the_chosen_weapon_is_in_hand_as_the_fight_starts(content):
    archer = wield(starting_ranger(), content, "longbow")
    sheet = character_sheet(archer, content)
    assert archer.wielded == "longbow" and sheet.in_hand == "longbow" and sheet.in_hand_chosen
    assert in_hand(archer, content) == "longbow"
    dwarf = wield(starting_dwarf(), content, "throwing_axe")
    assert in_hand(dwarf, content) == "throwing_axe"
    assert wield(archer, content, None).wielded is None


@pytest.mark.rule("3.5.2")
def test_striking_with_another_weapon_in_the_fight_costs_five_strike_ranks(content):
    """The dagger chosen, a blow with the sword comes 5 SR after the dagger's would."""
    srs = []
    for weapon in ("dagger", "one_handed_sword"):
        hero = wield(starting_ranger(), content, "dagger")
        c, foe = (Combatant(hero_profile(h, content), n, s) for h, n, s in ((hero, "R", 0), (starting_dwarf(), "F", 1)))
        battle = Battle([c, foe], content, Random(1), distance_ft=5)
        index = c.p.arm(weapon)
        battle.play_round({"R": Intent(c, ATTACK, foe, index, parry=-1), "F": Intent(foe, HOLD, parry=-1)})
        ready = [e for e in battle.log if e.kind == "ready"]
        srs.append((next(e.sr for e in battle.log if e.kind == "attack" and e.actor == "R"),
                    c.p.arms[index].strike_rank, bool(ready)))
    (dagger_sr, dagger_own, dagger_readied), (sword_sr, sword_own, sword_readied) = srs
    assert not dagger_readied and sword_readied
    assert dagger_sr - dagger_own == sword_sr - sword_own - 5


@pytest.mark.parametrize(("weapon", "why"), [
    ("heavy_shield", "is a shield"), ("closed_helm", "is no weapon"), ("longbow", "does not carry Longbow"),
    ("no_such_thing", "does not carry 'no_such_thing'"),
])
def test_a_weapon_he_cannot_take_in_hand_is_refused(content, weapon, why):
    dwarf = starting_dwarf()
    with pytest.raises(PackError, match=why):
        wield(dwarf, content, weapon)
    assert dwarf.wielded is None


def test_a_weapon_loaded_on_his_mount_is_not_in_hand(content):
    rider = starting_ranger().evolve(equipment=[*starting_ranger().equipment, "horse", "saddle_and_tack"])
    archer = wield(rider, content, "longbow")
    loaded = load(archer, content, "longbow")
    assert loaded.wielded is None  # his best again
    with pytest.raises(PackError, match="on his mount"):
        wield(loaded, content, "longbow")


def test_parting_with_the_weapon_in_hand_leaves_him_his_best(content):
    archer = wield(starting_ranger(), content, "longbow")
    assert without(archer, content, "longbow", 1).wielded is None
    assert without(archer, content, "dagger", 1).wielded == "longbow"


def test_the_choice_is_kept_in_his_file_and_a_file_naming_a_weapon_he_lacks_is_refused(content):
    archer = wield(starting_ranger(), content, "longbow")
    data = json.loads(json.dumps(hero_json(archer, content)))
    assert data["state"]["wielded"] == "longbow" and hero_from_json(data, content) == archer
    data["state"]["wielded"] = "warhammer"
    with pytest.raises(HeroFileError, match="state: wielded: .* does not carry"):
        hero_from_json(data, content)
    data["state"]["wielded"] = 7
    with pytest.raises(HeroFileError, match="state.wielded: wrong type"):
        hero_from_json(data, content)
    data["state"]["wielded"] = "no_such_thing"
    with pytest.raises(HeroFileError, match="no_such_thing"):
        hero_from_json(data, content)


@pytest.mark.rule("3.5.2")
def test_he_fights_only_with_the_weapons_he_has_on_him(content):
    """Trained in the sword but having put it by, he takes up his next best; a bow loaded on his mount
    is not to hand either. The sheet still lists both with his skill in them."""
    unarmed_of_sword = without(starting_ranger(), content, "one_handed_sword", 1)
    profile = hero_profile(unarmed_of_sword, content)
    assert "one_handed_sword" not in [a.id for a in profile.arms]
    sheet = character_sheet(unarmed_of_sword, content)
    assert "one_handed_sword" in [w.id for w in sheet.weapons] and sheet.in_hand == in_hand(unarmed_of_sword, content)
    assert sheet.in_hand != "one_handed_sword"
    rider = starting_ranger().evolve(equipment=[*starting_ranger().equipment, "horse", "saddle_and_tack"])
    packed = load(rider, content, "longbow")
    assert "longbow" not in [a.id for a in hero_profile(packed, content).arms]
