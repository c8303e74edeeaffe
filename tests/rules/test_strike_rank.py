"""Strike rank: every row of 3.5.1 (G4.5)."""

from __future__ import annotations

import pytest

from thirdage_tui.engine import strike_rank as sr
from thirdage_tui.engine.statblock import Wielded


@pytest.fixture
def rules(content):
    return content.tables.strike_rank


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("sizes", "value"), [(range(1, 7), 3), (range(7, 15), 2), (range(15, 22), 1),
                                              (range(22, 40), 0)])
def test_siz_rows(rules, sizes, value):
    assert {sr.siz_sr(rules, siz) for siz in sizes} == {value}


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("dexes", "value"), [(range(1, 6), 5), (range(6, 9), 4), (range(9, 13), 3),
                                              (range(13, 16), 2), (range(16, 19), 1), (range(19, 40), 0)])
def test_dex_rows(rules, dexes, value):
    assert {sr.dex_sr(rules, dex) for dex in dexes} == {value}


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("weapon", "length_sr"), [
    ("spear", 0), ("lance", 0),           # more than 5 ft
    ("short_spear", 1), ("great_sword", 1),  # up to 5 ft
    ("one_handed_sword", 2),              # up to 3 ft
    ("warhammer", 3),                     # up to 2 ft
    ("dagger", 4),                        # less than 1 ft
])
def test_weapon_length_rows(content, rules, weapon, length_sr):
    """Melee: SIZ SR + DEX SR + the weapon's length SR (SIZ 11: 2, DEX 11: 3)."""
    attrs = {"SIZ": 11, "DEX": 11}
    assert content.weapons[weapon].strike_rank == length_sr
    assert sr.length_sr(rules, attrs, Wielded.weapon(content.weapons[weapon], 0, 0).length_sr) == 2 + 3 + length_sr


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("pow_used", "value"), [(1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (8, 7)])
def test_pow_used_rows(rules, pow_used, value):
    assert sr.pow_used_sr(rules, pow_used) == value


@pytest.mark.rule("G4.5")
def test_magic_strike_rank(rules):
    assert sr.magic_sr(rules, 11, 3) == 3 + 2
    assert sr.magic_sr(rules, 11, 3, spell_prepared=False) == 3 + 2 + 5


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize("weapon", ["bow", "longbow", "crossbow", "sling", "javelin", "throwing_axe"])
def test_readiness_rows_for_missiles(content, rules, weapon):
    """Missiles ignore SIZ and length: DEX SR when ready, 5 more when not."""
    attrs = {"SIZ": 3, "DEX": 16}
    ready = sr.length_sr(rules, attrs, Wielded.weapon(content.weapons[weapon], 0, 0).length_sr)
    assert ready == 1 and ready + rules.unprepared == 6


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("feet", "value"), [(0, 3), (5, 3), (10, 3), (11, 1), (30, 1), (31, 0), (100, 0)])
def test_surprise_rows(rules, feet, value):
    assert sr.surprise_sr(rules, feet) == value


@pytest.mark.rule("3.5.1")
@pytest.mark.parametrize(("feet", "value"), [(0, 0), (5, 0), (10, 1), (25, 2), (30, 3)])
def test_movement_row(rules, feet, value):
    """+1 for each (whole) 10 ft moved; 3.5.4 counts 30 ft as 3 SR."""
    assert sr.movement_sr(rules, feet) == value


@pytest.mark.rule("3.5.2")
def test_changing_weapons_and_the_round_limit(rules):
    assert (rules.change_weapon, rules.round_limit) == (5, 12)
