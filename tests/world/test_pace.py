"""Daily movement (3.2.1) and its terrain rules (G4.8)."""

from __future__ import annotations

import pytest

from thirdage_tui.world.company import Company, TravelError, Traveller, check_mode, miles_per_day


@pytest.mark.rule("3.2.1")
@pytest.mark.parametrize("mode, miles", [("walk", 15), ("march", 24), ("ride", 20), ("cavalry", 30)])
def test_daily_miles_by_mode(content, mode, miles):
    assert miles_per_day(mode, [], content.tables) == miles


@pytest.mark.rule("G4.8")
@pytest.mark.parametrize("slowed, miles", [(["forest"], 10), (["hills"], 10), (["mountains"], 5),
                                           (["forest", "hills"], 15 * 4 / 9),
                                           (["forest", "mountains"], 15 * 2 / 9)])
def test_terrain_multipliers_stack(content, slowed, miles):
    assert miles_per_day("walk", slowed, content.tables) == pytest.approx(miles)


@pytest.mark.rule("G4.8")
def test_roads_cancel_the_forest_penalty_only(content):
    tables = content.tables
    assert miles_per_day("walk", ["forest"], tables, road=True) == 15
    assert miles_per_day("walk", ["forest", "hills"], tables, road=True) == pytest.approx(10)
    assert miles_per_day("walk", ["mountains"], tables, road=True) == pytest.approx(5)


@pytest.mark.rule("G4.8")
@pytest.mark.parametrize("kind, name", [("races", "avari"), ("backgrounds", "ranger"), ("backgrounds", "woodsman")])
def test_avari_rangers_and_woodsmen_are_never_slowed_by_forest(content, kind, name):
    assert content.all(kind)[name].unhindered_by_forest
    assert miles_per_day("march", ["forest"], content.tables, unhindered_by_forest=True) == 24
    assert miles_per_day("march", ["forest", "hills"], content.tables, unhindered_by_forest=True) == 16


@pytest.mark.rule("G4.8")
def test_the_slowest_member_sets_the_pace():
    elf, man = Traveller("Elf", unhindered_by_forest=True), Traveller("Man")
    assert not Company((elf,)).hindered_by_forest
    assert Company((elf, man)).hindered_by_forest


@pytest.mark.rule("3.2.1")
def test_riding_needs_a_mount_for_every_member(content):
    rules = content.travel
    rider, walker = Traveller("Rider", mounts=frozenset({"horse"})), Traveller("Walker")
    check_mode(Company((rider,)), "cavalry", rules)
    with pytest.raises(TravelError, match="Walker has no mount"):
        check_mode(Company((rider, walker)), "ride", rules)
    with pytest.raises(TravelError, match="cannot cavalry"):
        check_mode(Company((Traveller("Hobbit", mounts=frozenset({"pony"})),)), "cavalry", rules)
    check_mode(Company((walker,)), "march", rules)
