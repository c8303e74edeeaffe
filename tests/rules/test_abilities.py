"""Ability modifiers, hit points and damage bonus (2.2, 2.2.4, 3.6.2; G4.2, G4.3)."""

from __future__ import annotations

import pytest

from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.bands import band_int

# G4.2: the four row shapes by column 01-04, 05-08, 09-12, 13-16, 17-20, then each further 4.
SHAPES = {
    "P+": (-2, -1, 0, 1, 2, 1),
    "S+": (-1, 0, 0, 0, 1, 1),
    "P-": (2, 1, 0, -1, -2, -1),
    "S-": (1, 0, 0, 0, -1, -1),
}
COLUMNS = [range(1, 5), range(5, 9), range(9, 13), range(13, 17), range(17, 21)]

# G4.2: every ability's rows, printed and restored.
ROWS = {
    "attack": {"STR": "S+", "POW": "S+", "INT": "P+", "DEX": "P+"},
    "parry": {"STR": "S+", "POW": "S+", "DEX": "P+", "SIZ": "S-"},
    "defence": {"SIZ": "S-", "POW": "S+", "INT": "P+", "DEX": "P+"},
    "perception": {"INT": "P+", "CON": "S+", "POW": "S+"},
    "stealth": {"SIZ": "P-", "POW": "S-", "DEX": "P+"},
    "manipulation": {"STR": "S+", "POW": "S+", "INT": "P+", "DEX": "P+"},
    "knowledge": {"INT": "P+"},
    "persuasion": {"INT": "S+", "POW": "S+", "CHA": "P+"},
}


def expected(shape: str, score: int) -> int:
    values = SHAPES[shape]
    if score <= 20:
        return values[(score - 1) // 4]
    return values[4] + values[5] * -(-(score - 20) // 4)


@pytest.mark.rule("G4.2")
@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("score", range(1, 41))
def test_every_shape_at_every_score(content, shape, score):
    assert ab.modifier(content.tables, shape, score) == expected(shape, score)


@pytest.mark.rule("G4.2")
@pytest.mark.parametrize(("shape", "score", "value"), [
    ("P+", 21, 3), ("P+", 24, 3), ("P+", 25, 4), ("P+", 28, 4), ("S+", 24, 2), ("P-", 24, -3), ("S-", 25, -3),
])
def test_each_further_four_points_step(content, shape, score, value):
    assert ab.modifier(content.tables, shape, score) == value


@pytest.mark.rule("G4.2")
def test_the_ability_rows_are_the_rulings(content):
    assert {a: dict(rows) for a, rows in content.tables.abilities.items()} == ROWS


@pytest.mark.rule("G4.2")
@pytest.mark.parametrize("ability", ROWS)
@pytest.mark.parametrize("column", range(5))
def test_every_ability_at_every_column(content, ability, column):
    """All attributes in one column: the ability is the sum of its rows there."""
    score = COLUMNS[column][1]
    attrs = dict.fromkeys(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"), score)
    want = sum(SHAPES[shape][column] for shape in ROWS[ability].values())
    assert ab.ability_modifiers(attrs, content.tables)[ability] == want


@pytest.mark.rule("G4.2")
def test_abilities_of_a_mixed_hero(content):
    attrs = {"STR": 15, "CON": 10, "SIZ": 6, "INT": 18, "POW": 3, "DEX": 22, "CHA": 13}
    assert ab.ability_modifiers(attrs, content.tables) == {
        "attack": 0 - 1 + 2 + 3, "parry": 0 - 1 + 3 + 0, "defence": 0 - 1 + 2 + 3, "perception": 2 + 0 - 1,
        "stealth": 1 + 1 + 3, "manipulation": 0 - 1 + 2 + 3, "knowledge": 2, "persuasion": 1 - 1 + 1,
    }


@pytest.mark.rule("G4.3")
@pytest.mark.parametrize(("con", "siz", "pow_", "total"), [
    (10, 10, 10, 10), (10, 3, 10, 8), (10, 7, 10, 9), (10, 14, 10, 11), (10, 18, 10, 12), (10, 22, 10, 13),
    (10, 10, 3, 9), (10, 10, 18, 11), (10, 10, 21, 12), (15, 18, 18, 18),
])
def test_total_hit_points(content, con, siz, pow_, total):
    """CON, with SIZ as a primary and POW as a secondary modifier (2.2.4)."""
    attrs = {"CON": con, "SIZ": siz, "POW": pow_}
    assert ab.hit_points(attrs, content.tables) == total


# 3.6.2 / G4.3: by total HP 01-06, 07-09, 10-12, 13-15, 16-18, 19-21, then each +3.
HP_BANDS = [(1, 6), (7, 9), (10, 12), (13, 15), (16, 18), (19, 21), (22, 24), (25, 27)]
ROW_START = {"leg": 2, "abdomen": 2, "head": 2, "chest": 3, "arm": 1}


@pytest.mark.rule("3.6.2")
@pytest.mark.parametrize("row", ROW_START)
@pytest.mark.parametrize("band", range(len(HP_BANDS)))
def test_location_hit_points_every_band(content, row, band):
    for total in range(HP_BANDS[band][0], HP_BANDS[band][1] + 1):
        assert band_int(content.tables.location_hit_points[row], total) == ROW_START[row] + band


@pytest.mark.rule("G4.3")
def test_humanoid_locations_by_total(content):
    body = content.bodies["humanoid"]
    assert ab.location_hit_points(14, body, content.tables) == {
        "right_leg": 5, "left_leg": 5, "abdomen": 5, "chest": 6, "right_arm": 4, "left_arm": 4, "head": 5}


@pytest.mark.rule("G4.3")
@pytest.mark.parametrize(("average", "bonus"), [
    (1, "-1D4"), (6, "-1D4"), (7, ""), (12, ""), (13, "+1D4"), (16, "+1D4"), (17, "+1D6"), (20, "+1D6"),
    (21, "+2D6"), (28, "+2D6"), (29, "+3D6"), (36, "+3D6"), (37, "+4D6"),
])
def test_damage_bonus_bands(content, average, bonus):
    assert ab.damage_bonus({"STR": average, "SIZ": average}, content.tables) == bonus


@pytest.mark.rule("G4.3")
def test_damage_bonus_reads_the_average_rounded_down(content):
    assert ab.damage_bonus({"STR": 13, "SIZ": 12}, content.tables) == ""
    assert ab.damage_bonus({"STR": 14, "SIZ": 12}, content.tables) == "+1D4"


@pytest.mark.rule("3.6.3")
def test_wounds_take_from_the_total_a_limb_at_most_twice_its_own(content):
    body = content.bodies["humanoid"]
    hp = ab.location_hit_points(14, body, content.tables)  # an arm has 4
    assert ab.hit_points_lost({}, body, hp) == 0
    assert ab.hit_points_lost({"chest": 2, "head": 1}, body, hp) == 3
    assert ab.hit_points_lost({"left_arm": 9, "abdomen": 9}, body, hp) == 8 + 9
