"""Where a hero's things are (6.2-6.5; docs/rulings.md, "Life on the road"): armour worn or carried,
things on him or loaded on his mount, and the moves between, each refused with its reason."""

from __future__ import annotations

import json

import pytest

from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.herofile import hero_from_json, hero_json
from thirdage_tui.engine.inventory import (
    LOADED,
    WORN,
    load,
    placed_stacks,
    stow,
    take_off,
    unload,
    wear,
    without,
    worn,
)
from thirdage_tui.engine.refusals import HeroFileError, PackError
from thirdage_tui.engine.sheet import character_sheet

KIT = ["open_helm", "chainmail_byrnie", "spear", "horse", "saddle_and_tack"]


@pytest.fixture
def rider(make_hero):
    """STR 12 SIZ 12 (max 12 ENC), helm and byrnie worn, a spear, a riding horse; Horse Care trained."""
    return make_hero(STR=12, SIZ=12, equipment=list(KIT), skills={"horse_care": 5})


@pytest.mark.rule("6.2")
def test_armour_taken_off_protects_nothing_and_still_weighs(rider, content):
    worn_sheet = character_sheet(rider, content)
    bare = take_off(rider, content, "chainmail_byrnie")
    sheet = character_sheet(bare, content)
    assert worn(bare, content) == ["open_helm"] and bare.unworn == ["chainmail_byrnie"]
    assert sheet.armour["chest"] == 0 < worn_sheet.armour["chest"] and sheet.enc.carried == worn_sheet.enc.carried
    assert character_sheet(wear(bare, content, "chainmail_byrnie"), content).armour == worn_sheet.armour
    assert [s.where for s in sheet.kit if s.id == "chainmail_byrnie"] == ["carried"]


@pytest.mark.rule("6.2")
def test_what_cannot_be_worn_is_refused_with_the_reason(rider, content):
    with pytest.raises(PackError, match="already wears"):
        wear(rider, content, "open_helm")
    with pytest.raises(PackError, match="not armour"):
        wear(rider, content, "spear")
    with pytest.raises(PackError, match="does not wear"):
        take_off(rider, content, "closed_helm")
    second, _ = stow(rider, content, ["closed_helm"], past_max=True)
    assert second.unworn == ["closed_helm"]  # what comes to him comes unworn
    with pytest.raises(PackError, match="cannot put on Closed Helm: Open Helm and Closed Helm cannot be worn together over the head"):
        wear(second, content, "closed_helm")


@pytest.mark.rule("6.5")
def test_a_loaded_horse_bears_what_the_rider_no_longer_carries(rider, content):
    laden, _ = stow(rider, content, ["tent_three_man", "ladder"], past_max=True)
    before = hero_enc(laden, content)
    on_horse = load(load(laden, content, "ladder"), content, "tent_three_man")
    enc = hero_enc(on_horse, content)
    assert (enc.carried, enc.mount_load, enc.mount_capacity) == (before.carried - 8, 8, 15)
    assert {(s.id, s.where) for s in placed_stacks(on_horse, content) if s.where == LOADED} == {
        ("ladder", LOADED), ("tent_three_man", LOADED)}
    assert unload(on_horse, content, "ladder").loaded == ["tent_three_man"]


@pytest.mark.rule("6.5")
def test_without_horse_care_a_mount_bears_half_its_load(rider, content):
    unskilled = rider.evolve(skills={}, equipment=[*rider.equipment, "ladder", "ladder"])
    once = load(unskilled, content, "ladder")
    assert hero_enc(once, content).mount_capacity == 7.5
    with pytest.raises(PackError, match="would bear 8 ENC of the 7.5 they may without Horse Care"):
        load(once, content, "ladder")
    assert load(once.evolve(skills={"horse_care": 1}), content, "ladder").loaded == ["ladder", "ladder"]


@pytest.mark.rule("6.5")
def test_bad_loads_are_refused(rider, make_hero, content):
    with pytest.raises(PackError, match="no mount to load"):
        load(make_hero(equipment=["spear"]), content, "spear")
    with pytest.raises(PackError, match="walks"):
        load(rider, content, "horse")
    with pytest.raises(PackError, match="take off what he wears first"):
        load(rider, content, "open_helm")
    with pytest.raises(PackError, match="carries 1 Spear he could load"):
        load(rider, content, "spear", 2)
    with pytest.raises(PackError, match="bear 0 Spear"):
        unload(rider, content, "spear")


@pytest.mark.rule("3.3")
def test_what_is_taken_goes_from_his_hands_first_then_the_mount_then_what_he_wears(rider, content):
    two = stow(rider, content, ["spear", "chainmail_byrnie"], past_max=True)[0]
    loaded = load(two, content, "spear")
    assert without(loaded, content, "spear", 1).loaded == ["spear"]
    assert without(loaded, content, "spear", 2).loaded == []
    spare = without(two, content, "chainmail_byrnie", 1)
    assert "chainmail_byrnie" in worn(spare, content) and spare.unworn == []
    with pytest.raises(PackError):
        without(rider, content, "spear", 2)


@pytest.mark.rule("3.3")
def test_stow_puts_things_on_him_then_on_his_mount_and_leaves_the_rest(rider, make_hero, content):
    hero, left = stow(rider, content, ["ladder"] * 4)
    assert hero.equipment.count("ladder") == 4 and hero.loaded == ["ladder"] * 2 and left == []  # 8 ENC on each
    walker, left = stow(make_hero(STR=12, SIZ=12), content, ["ladder"] * 4)
    assert walker.equipment.count("ladder") == 3 and left == ["ladder"]


@pytest.mark.rule("6.2")
def test_the_hero_file_keeps_what_is_worn_and_loaded_and_refuses_what_does_not_add_up(rider, content):
    kept = load(take_off(rider, content, "chainmail_byrnie"), content, "spear")
    data = json.loads(json.dumps(hero_json(kept, content)))
    again = hero_from_json(data, content)
    assert (again.unworn, again.loaded) == (["chainmail_byrnie"], ["spear"])
    for key, bad in (("loaded", ["ladder"]), ("unworn", ["spear"]), ("loaded", ["horse"])):
        broken = json.loads(json.dumps(data))
        broken["state"][key] = bad
        with pytest.raises(HeroFileError, match=key):
            hero_from_json(broken, content)


def test_the_sheet_stacks_the_kit_by_where_it_is(rider, content):
    kit = character_sheet(rider.evolve(equipment=[*rider.equipment, *["dried_rations"] * 3]), content).kit
    assert [(s.label, s.where) for s in kit if s.where == WORN] == [("Open Helm", WORN),
                                                                    ("Chainmail Byrnie", WORN)]
    assert any(s.label == "Rations (dried, 1 day) ×3" for s in kit)
