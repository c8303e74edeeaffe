"""Armour per location and the layering rule (6.2)."""

from __future__ import annotations

import pytest

from thirdage_tui.engine.armour import check_layers, protection
from thirdage_tui.engine.refusals import ArmourError
from thirdage_tui.engine.sheet import character_sheet

WORKED_EXAMPLE = ["chainmail_byrnie", "chainmail_coif", "cuirboilli_greaves", "leather_byrnie", "leather_pants",
                  "leather_hood"]


def pieces(content, ids):
    return [content.find("armour", i) for i in ids]


@pytest.mark.rule("6.2")
def test_the_worked_example(content, make_hero):
    """Head 6, arms 6, chest 6, abdomen 7, legs 3, and 4 ENC of armour."""
    sheet = character_sheet(make_hero(equipment=WORKED_EXAMPLE), content)
    assert sheet.armour == {"right_leg": 3, "left_leg": 3, "abdomen": 7, "chest": 6, "right_arm": 6,
                            "left_arm": 6, "head": 6}
    assert sheet.enc.carried == 4


@pytest.mark.rule("6.2")
def test_the_worked_example_by_name(content):
    names = ["Chainmail Byrnie", "Chainmail Coif", "Cuirboilli Greaves", "Leather Byrnie", "Leather Leggings",
             "Leather Hood"]
    assert protection(pieces(content, names), content.bodies["humanoid"])["abdomen"] == 7


@pytest.mark.rule("6.2")
@pytest.mark.parametrize(("worn", "named"), [
    (["chainmail_byrnie", "plate_cuirass"], "Chainmail Byrnie and Plate Cuirass cannot be worn together over the abd"),
    (["open_helm", "chainmail_coif"], "Chainmail Coif and Open Helm"),
    (["plate_greaves", "cuirboilli_greaves"], "Cuirboilli Greaves and Plate Greaves"),
    (["leather_byrnie", "leather_pants", "leather_skirt"], "too many layers of leather over the abdomen"),
])
def test_illegal_layering_is_rejected_naming_the_pieces(content, worn, named):
    with pytest.raises(ArmourError, match=named):
        check_layers(sorted(pieces(content, worn), key=lambda p: p.name))


@pytest.mark.rule("6.2")
def test_two_leather_layers_under_one_other(content):
    worn = pieces(content, ["plate_cuirass", "leather_byrnie", "leather_pants"])
    assert protection(worn, content.bodies["humanoid"])["abdomen"] == 6 + 1 + 1


@pytest.mark.rule("2.6")
def test_greaves_and_vambraces_go_with_a_hauberk_the_better_counting(content):
    """The Heavy Cavalry's own kit: a scale hauberk with plate greaves and vambraces."""
    worn = pieces(content, ["closed_helm", "heavy_scale_hauberk", "plate_greaves", "plate_vambraces"])
    assert protection(worn, content.bodies["humanoid"]) == {
        "right_leg": 6, "left_leg": 6, "abdomen": 4, "chest": 4, "right_arm": 6, "left_arm": 6, "head": 5}
