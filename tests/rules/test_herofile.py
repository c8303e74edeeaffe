"""The hero file: GUIDE §3's keys, a faithful round trip, clear errors."""

from __future__ import annotations

import copy
import json
import random
from dataclasses import fields

import pytest

from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.hero import Hero, HeroChanges
from thirdage_tui.engine.herofile import hero_from_json, hero_json
from thirdage_tui.engine.refusals import HeroFileError

HERO_KEYS = {"name", "race", "nation", "background", "attributes", "abilities", "defence", "hit_points",
             "damage_bonus", "locations", "armour", "move", "enc", "weapons", "skills", "hero_magic", "spells",
             "silver", "equipment", "state"}
LOCATIONS = {"right_leg", "left_leg", "abdomen", "chest", "right_arm", "left_arm", "head"}


@pytest.fixture(scope="module")
def saved(content):
    d = Draft(content, random.Random(42))
    d.set_race("human")
    d.set_nation("rohirrim")
    d.set_background("light_cavalry")
    d.fill_defaults()
    hero = d.build()
    return hero, json.loads(json.dumps(hero_json(hero, content)))


def test_the_keys_of_the_guide(saved):
    _, data = saved
    assert set(data) == HERO_KEYS
    assert set(data["attributes"]) == {"STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"}
    assert set(data["abilities"]) == {"attack", "parry", "defence", "perception", "stealth", "manipulation",
                                      "knowledge", "persuasion"}
    assert set(data["locations"]) == set(data["armour"]) == LOCATIONS
    assert set(data["enc"]) == {"carried", "max"}
    assert all(set(w) == {"id", "name", "attack", "parry", "damage", "strike_rank"} for w in data["weapons"])
    assert data["skills"]["Ride Horse"] <= 16 and data["race"] == "human" and data["nation"] == "rohirrim"


def test_round_trip(content, saved):
    hero, data = saved
    assert hero_from_json(data, content) == hero
    assert hero_json(hero_from_json(data, content), content) == data


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("state"), "not a hero file"),
    (lambda d: d["state"].update(format=9), "format 9 is not supported"),
    (lambda d: d["state"].update(race="ent"), "unknown race 'ent'"),
    (lambda d: d["state"].update(background="rangr"), "did you mean 'ranger'"),
    (lambda d: d["state"].update(colour="red"), "unknown key 'colour'"),
    (lambda d: d["state"].pop("attributes"), "missing key 'attributes'"),
    (lambda d: d["state"]["attributes"].pop("CHA"), "expected exactly STR, CON, SIZ, INT, POW, DEX, CHA"),
    (lambda d: d["state"]["attributes"].update(STR="x"), "state.attributes.STR: expected a whole number"),
    (lambda d: d["state"].update(silver="lots"), "state.silver: wrong type str"),
    (lambda d: d["state"]["weapons"].update(halberd=5), "unknown weapon 'halberd'"),
    (lambda d: d["state"]["skills"].update({"know_enemy:ents": 5}), "unknown specialisation 'ents'"),
    (lambda d: d["state"]["hero_magic"].update(shield=9), "shield' level 9 is outside 1-4"),
    (lambda d: d["state"]["equipment"].append("plate_cuirass"), "cannot be worn together over the"),
    (lambda d: d["state"]["wounds"].update(tail=2), "unknown location 'tail'"),
    (lambda d: d["state"]["ticks"].append("weapon:halberd"), "unknown weapon 'halberd'"),
])
def test_bad_files_name_the_problem(content, saved, change, message):
    data = copy.deepcopy(saved[1])
    change(data)
    with pytest.raises(HeroFileError, match=message):
        hero_from_json(data, content)


def test_evolve_may_change_every_field_of_the_hero_and_never_the_original(saved):
    """`Hero.evolve` takes each field by its type (HeroChanges), and the copy's containers are its own."""
    hero, _ = saved
    assert set(HeroChanges.__annotations__) == {f.name for f in fields(Hero)}
    changed = hero.evolve(silver=hero.silver + 1)
    changed.attributes["STR"] += 1
    changed.equipment.append("rope")
    assert changed.silver == hero.silver + 1 and changed.attributes != hero.attributes
    assert changed.equipment != hero.equipment
