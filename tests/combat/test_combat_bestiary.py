"""The bestiary (appendix 3): every foe listed, derived by the same rules as heroes, each on its own body."""

from __future__ import annotations

from random import Random

import pytest

from thirdage_tui.combat.creatures import average_attributes, creature_sheet, roll_attributes
from thirdage_tui.content.models.base import replaced
from thirdage_tui.engine import abilities as ab

APPENDIX_3 = ["crebain", "haradrim_warrior", "bandit", "dunlending", "mordor_orc", "goblin", "uruk_hai",
              "orc_chieftain", "giant_spider", "hill_troll", "stone_troll", "warg", "warg_rider", "barrow_wight",
              "wolf", "wolf_pack_leader"]
NEVER_MET = ["balrog", "dragon", "nazgul"]


@pytest.mark.rule("appendix 3")
def test_every_enemy_of_appendix_3_is_in_the_bestiary(content):
    assert set(APPENDIX_3 + NEVER_MET) <= set(content.bestiary)


@pytest.mark.rule("appendix 3")
def test_the_three_that_should_not_be_met_are_legendary_and_never_drawn(content):
    for creature_id in NEVER_MET:
        assert content.bestiary[creature_id].legendary and not content.bestiary[creature_id].drawable
    assert all(content.bestiary[c].drawable for c in APPENDIX_3)


def test_the_folk_among_the_foes_are_he_and_beasts_it(content):
    """The words of a fight speak of each foe by its entry's pronoun ("the wolf shares its Defence")."""
    from thirdage_tui.combat.profiles import creature_profile

    folk = {c.id for c in content.bestiary.values() if c.family in ("men", "orcs", "trolls", "undead")}
    assert {c.id for c in content.bestiary.values() if c.pronoun == "he"} == folk
    assert {c.pronoun for c in content.bestiary.values() if c.id not in folk} == {"it"}
    assert creature_profile(content.bestiary["wolf"], content).pronoun == "it"


@pytest.mark.rule("G4.3")
@pytest.mark.parametrize("creature_id", APPENDIX_3 + NEVER_MET)
def test_derived_values_follow_the_hero_rules(content, creature_id):
    creature = content.bestiary[creature_id]
    attrs = roll_attributes(creature, Random(creature_id))
    sheet = creature_sheet(creature, content, attrs)
    assert sheet.hit_points == ab.hit_points(attrs, content.tables)
    assert sheet.damage_bonus == ab.damage_bonus(attrs, content.tables)
    assert sheet.abilities == ab.ability_modifiers(attrs, content.tables)
    assert set(sheet.locations) == {loc.id for loc in content.bodies[creature.body].locations}


@pytest.mark.rule("appendix 3")
def test_trolls_are_huge_strong_and_dim(content):
    troll = average_attributes(content.bestiary["hill_troll"])
    assert troll["SIZ"] >= 28 and troll["STR"] >= 28 and troll["INT"] == 5


@pytest.mark.rule("3.6.1")
def test_beasts_have_their_own_hit_location_tables(content):
    assert content.bestiary["wolf"].body == "four_legged"
    assert content.bestiary["giant_spider"].body == "many_legged"
    assert content.bestiary["crebain"].body == "winged"
    assert content.bestiary["dragon"].body == "dragon"


def test_natural_armour_adds_to_worn_armour(content):
    sheet = creature_sheet(content.bestiary["stone_troll"], content)
    assert set(sheet.armour.values()) == {6}


def test_special_abilities_are_data(content):
    types = {s.type for c in content.bestiary.values() for s in c.specials}
    assert {"daylight_penalty", "daylight_immune", "sunlight_stone", "venom", "terror", "cold_touch",
            "drag_down"} <= types


@pytest.mark.rule("3.3")
def test_a_burdened_creature_pays_for_it_with_every_weapon_natural_ones_too(content):
    """One stat block for heroes and creatures: the ENC penalty falls on a bite as on a sword."""
    wolf = replaced(content.bestiary["wolf"], armour=["heavy_scale_hauberk", "closed_helm"])
    attrs = average_attributes(wolf) | {"STR": 3}
    free, laden = creature_sheet(content.bestiary["wolf"], content, attrs), creature_sheet(wolf, content, attrs)
    over = laden.enc.over
    assert over > 0 and free.enc.over == 0
    [bite_free], [bite_laden] = free.weapons, laden.weapons
    rules = content.tables.enc
    assert bite_laden.strike_rank == bite_free.strike_rank + over * rules.strike_rank_per_point
    assert bite_laden.attack == bite_free.attack + over * rules.skills_per_point
    assert laden.move == max(0, free.move + over * rules.move_per_point)


@pytest.mark.rule("appendix 3")
@pytest.mark.parametrize("creature_id", ["mordor_orc", "giant_spider", "warg_rider"])
def test_a_fighter_is_his_stat_block_whatever_was_made_before_him(content, creature_id):
    """A creature's fighter is built from what its kind shares (made once) and his own attributes:
    each individual of a band fights with his own sheet's numbers, and a creature changed under the
    same id (a mod, a test) is not taken for the one made before it."""
    from thirdage_tui.combat.profiles import creature_profile

    creature = content.bestiary[creature_id]
    for seed in range(6):
        fighter = creature_profile(creature, content, Random(seed))
        sheet = creature_sheet(creature, content, roll_attributes(creature, Random(seed)))
        assert fighter.attributes == sheet.attributes and fighter.hit_points == sheet.hit_points
        assert [(loc.id, loc.hp, loc.armour) for loc in fighter.locations] == \
            [(loc, sheet.locations[loc], sheet.armour[loc]) for loc in sheet.locations]
        assert [(a.id, a.attack, a.parry, a.strike_rank) for a in fighter.arms] == \
            [(w.id, w.attack, w.parry, w.strike_rank) for w in sheet.weapons]
    tougher = replaced(creature, attributes={**creature.attributes, "CON": "30"})
    assert creature_profile(tougher, content).hit_points == creature_sheet(tougher, content).hit_points \
        > creature_profile(creature, content).hit_points
