"""Encumbrance (3.3; G4.8)."""

from __future__ import annotations

import pytest

from thirdage_tui.engine.encumbrance import encumbrance, max_enc
from thirdage_tui.engine.sheet import character_sheet


@pytest.mark.rule("3.3")
@pytest.mark.parametrize(("str_", "siz", "most"), [(10, 10, 10), (10, 13, 10), (12, 9, 10), (13, 8, 10),
                                                   (3, 18, 3), (18, 3, 10)])
def test_maximum_is_the_average_of_str_and_siz_but_never_above_str(str_, siz, most):
    assert max_enc({"STR": str_, "SIZ": siz}) == most


@pytest.mark.rule("3.3")
def test_what_counts(content):
    """Weapons, armour and gear count; worn clothes and the mount do not; a spare outfit does."""
    attrs = {"STR": 10, "SIZ": 10}
    gear = ["one_handed_sword", "chainmail_byrnie", "backpack", "adventurers_outfit", "pony"]
    assert encumbrance(gear, attrs, content).carried == 1 + 1 + 1
    assert encumbrance([*gear, "adventurers_outfit"], attrs, content).carried == 3.5


@pytest.mark.rule("6.5")
def test_what_is_loaded_rides_on_the_mount_and_horse_care_lets_it_bear_its_whole_load(content):
    attrs = {"STR": 10, "SIZ": 10}
    things = ["pony", "ladder", "tent_three_man", "sledgehammer", "spear"]
    enc = encumbrance(things, attrs, content, loaded=["ladder", "tent_three_man"])
    assert (enc.mount_capacity, enc.mount_load, enc.carried) == (10, 4 + 4, 2 + 2)
    assert not enc.mount_overloaded
    unskilled = encumbrance(things, attrs, content, loaded=["ladder", "tent_three_man"], horse_care=False)
    assert (unskilled.mount_capacity, unskilled.mount_overloaded) == (5, True)


@pytest.mark.rule("6.5")
def test_a_saddle_and_barding_for_each_mount_weigh_nothing_a_spare_does(content):
    attrs = {"STR": 10, "SIZ": 10}
    kit = ["warhorse", "saddle_and_tack", "leather_barding"]
    assert encumbrance(kit, attrs, content).carried == 0
    assert encumbrance([*kit, "saddle_and_tack"], attrs, content).carried == 3
    assert encumbrance(["saddle_and_tack"], attrs, content).carried == 3


@pytest.mark.rule("6.3")
def test_small_things_need_room_in_packs_and_pockets(content):
    """House rule: 1 ENC of small things (½ ENC or less each) loose; a backpack holds 6, a sack 6 or 3."""
    attrs = {"STR": 10, "SIZ": 10}
    assert not encumbrance(["dried_rations"] * 4, attrs, content).packs_overfull
    crammed = encumbrance(["dried_rations"] * 5, attrs, content)
    assert (crammed.small, crammed.room, crammed.packs_overfull) == (1.25, 1, True)
    packed = encumbrance(["backpack", *["dried_rations"] * 28], attrs, content)
    assert (packed.room, packed.packs_overfull) == (7, False)
    assert encumbrance(["small_sack", *["dried_rations"] * 17], attrs, content).packs_overfull


@pytest.mark.rule("3.3")
@pytest.mark.parametrize(("extra", "over"), [([], 0), (["backpack", "blanket"], 0), (["backpack"] * 2, 1),
                                             (["backpack", "backpack", "blanket"], 1), (["ladder"], 3)])
def test_only_whole_points_over_count(content, extra, over):
    """STR 10 SIZ 8: max 9; two ladders are 8."""
    assert encumbrance(["ladder"] * 2 + extra, {"STR": 10, "SIZ": 8}, content).over == over


@pytest.mark.rule("3.3")
@pytest.mark.parametrize(("ladders", "over"), [(2, 0), (3, 2), (4, 6)])
def test_each_point_over_costs_move_defence_strike_rank_and_skills(content, make_hero, ladders, over):
    """STR 12 SIZ 12: max 12 ENC. A spear (2) and ladders (4 each)."""
    hero = make_hero(STR=12, SIZ=12, DEX=17, INT=17, equipment=["spear"], weapons={"spear": 10})
    base = character_sheet(hero, content)
    loaded = character_sheet(hero.evolve(equipment=["spear"] + ["ladder"] * ladders), content)
    assert loaded.enc.over == over
    assert loaded.move == base.move - over
    assert loaded.defence == max(0, base.defence - over)
    assert loaded.weapons[0].strike_rank == base.weapons[0].strike_rank + over
    assert loaded.weapons[0].attack == base.weapons[0].attack - over
    assert loaded.weapons[0].parry == base.weapons[0].parry - over
    assert loaded.skills["Climb"] == base.skills["Climb"] - over


@pytest.mark.rule("3.3")
@pytest.mark.parametrize(("ladders", "cannot_move"), [(3, False), (4, True)])
def test_over_one_and_a_half_times_str_the_hero_cannot_move(content, make_hero, ladders, cannot_move):
    """STR 10: collapse above 15 ENC (a spear and 3 ladders is 14, 4 ladders 18)."""
    hero = make_hero(STR=10, SIZ=10, equipment=["spear"] + ["ladder"] * ladders)
    sheet = character_sheet(hero, content)
    assert sheet.enc.cannot_move is cannot_move
    assert (sheet.move == 0) is cannot_move
