"""Traps in a site: seen in time in passing or found by a search (Spot Trap, 4.2; at half speed, 3.2.3),
sprung through armour onto a hit location (3.6), disarmed or set (Set Trap & Disarm), each success
ticked (4.4). Chances are measured over many seeded delves."""

from __future__ import annotations

import math

import pytest
from site_kit import Run, hero, level, site

from thirdage_tui.world import delving as dv

PASSAGE = "#######\n#<.A..#\n#######"
TRIALS = 1500


def trap(**kw: object) -> dict[str, dict[str, object]]:
    return {"A": {"name": "A pit", "trap": {"damage": "1D6", **kw}}}


def near(count: int, chance: float, trials: int = TRIALS) -> bool:
    """Whether `count` successes of `trials` fit `chance` (within four standard deviations)."""
    spread = 4 * math.sqrt(trials * chance * (1 - chance)) + 1
    return abs(count - trials * chance) <= spread


def burglar(**kw: object) -> dv.Hero:
    return hero(skills={"spot_trap": 10, "set_trap_and_disarm": 10}, equipment=["lantern", "lamp_oil"], **kw)


def lit(plan: str = PASSAGE, **kw: object) -> dv.Site:
    return site(plan, trap(**kw), light="lit")


@pytest.mark.rule("3.2.3")
def test_at_a_cautious_pace_the_one_in_front_may_see_a_trap_in_time(content):
    """Spot Trap at -5 in passing, plus the trap's own modifier; seen, the company stops short of it."""
    who = burglar()
    need = level(content, who, "spot_trap") - 5 + 2
    seen = 0
    for seed in range(TRIALS):
        run = Run(content, lit(spot=2), (who,), seed=seed)
        run.do(dv.Stride(1, 0), dv.Stride(1, 0))
        rolled = run.of(dv.Rolled)[0]
        assert rolled.skill == "spot_trap" and rolled.target == need
        if "A" in run.delve.found:
            seen += 1
            assert run.delve.at == (2, 1) and not run.of(dv.Sprung)
        else:
            assert run.of(dv.Sprung)
    assert near(seen, need / 20)


@pytest.mark.rule("3.2.3")
def test_at_a_stroll_a_trap_is_trodden_on_unseen(content):
    run = Run(content, lit(), (burglar(),))
    run.do(dv.Pace("stroll"), dv.Stride(1, 0), dv.Stride(1, 0))
    assert not run.of(dv.Rolled) and run.of(dv.Sprung) and "A" in run.delve.sprung


@pytest.mark.rule("4.2")
def test_a_search_takes_a_full_turn_and_finds_a_trap_by_spot_trap(content):
    who = burglar()
    need = level(content, who, "spot_trap") - 3
    found = 0
    for seed in range(TRIALS):
        run = Run(content, lit(spot=-3), (who,), seed=seed)
        run.do(dv.Stride(1, 0), dv.Search())
        if "A" in run.delve.found:
            found += 1
            assert run.of(dv.Rolled)[-1].target == need
        else:  # the referee's roll: a failure is not told, so it never says something lies there unfound
            assert not run.of(dv.Rolled) and "finds nothing" in run.of(dv.Told)[-1].text
        assert run.delve.twelfths == 4 + dv.TWELFTHS_A_TURN
    assert near(found, need / 20)


def test_a_search_where_nothing_lies_reads_as_one_that_fails(content):
    run = Run(content, site("#####\n#<..#\n#####", {}, light="lit"), (burglar(),))
    run.do(dv.Search())
    assert not run.of(dv.Rolled) and "finds nothing" in run.of(dv.Told)[-1].text


@pytest.mark.rule("3.6.1")
def test_a_sprung_trap_strikes_its_location_through_the_armour_there(content):
    hooded = hero(equipment=["leather_hood"])
    run = Run(content, site(PASSAGE, {"A": {"name": "A stone", "trap": {"damage": "5", "where": "head"}}},
                             light="lit"), (hooded,))
    run.do(dv.Pace("run"), dv.Stride(1, 0), dv.Stride(1, 0))
    [sprung] = run.of(dv.Sprung)
    assert (sprung.location, sprung.damage) == ("head", 4)
    assert run.hero("Bilbo").wounds == {"head": 4}


@pytest.mark.rule("3.6.1")
def test_a_trap_with_no_location_strikes_where_the_d20_falls(content):
    places = set()
    for seed in range(200):
        run = Run(content, lit(), (hero(),), seed=seed)
        run.do(dv.Pace("run"), dv.Stride(1, 0), dv.Stride(1, 0))
        places.add(run.of(dv.Sprung)[0].location)
    assert places == {"head", "chest", "abdomen", "right_arm", "left_arm", "right_leg", "left_leg"}


@pytest.mark.rule("4.2")
def test_a_found_trap_is_disarmed_by_set_trap_and_disarm_and_a_20_springs_it(content):
    who = burglar()
    need = level(content, who, "set_trap_and_disarm") - 2 + 2  # the trap's -2; the toolkit's +2
    who = who.evolve(equipment=[*who.equipment, "burglars_toolkit"])
    made_safe = sprung = 0
    for seed in range(TRIALS):
        run = Run(content, lit(disarm=-2), (who,), seed=seed)
        run.delve.found.add("A")
        run.do(dv.Stride(1, 0), dv.Disarm("A"))
        rolled = run.of(dv.Rolled)[-1]
        assert rolled.target == need and "+2 Burglar's Toolkit" in rolled.why
        made_safe += "A" in run.delve.disarmed
        sprung += "A" in run.delve.sprung
        assert ("A" in run.delve.sprung) == (rolled.roll == 20)
    assert near(made_safe, need / 20) and near(sprung, 1 / 20)


@pytest.mark.rule("4.4")
def test_a_success_ticks_the_skill_once(content):
    run = Run(content, lit(disarm=20), (burglar(),))
    run.delve.found.add("A")
    run.do(dv.Stride(1, 0), dv.Disarm("A"))
    assert run.hero("Bilbo").ticks == ["set_trap_and_disarm"]
    assert [t.skill for t in run.of(dv.Ticked)] == ["set_trap_and_disarm"]
    run.delve.disarmed.clear()
    run.do(dv.Disarm("A"))
    assert run.hero("Bilbo").ticks == ["set_trap_and_disarm"] and len(run.of(dv.Ticked)) == 1


def test_a_found_trap_is_not_trodden_on_but_may_be_jumped(content):
    run = Run(content, lit(), (hero(skills={"jump": 30}),))
    run.delve.found.add("A")
    run.do(dv.Stride(1, 0))
    assert isinstance(run.do(dv.Stride(1, 0))[0], dv.Balked)
    run.do(dv.Jump(1, 0))
    assert run.delve.at == (4, 1) and "A" not in run.delve.sprung


@pytest.mark.rule("4.1")
def test_every_roll_is_told_with_its_target_and_why(content):
    run = Run(content, lit(spot=2), (burglar(),), seed=4)
    run.do(dv.Stride(1, 0), dv.Stride(1, 0))
    rolled = run.of(dv.Rolled)[0]
    assert rolled.why == "+2 for the trap, -5 in passing"
    assert rolled.words.startswith(f"Bilbo's Spot Trap {rolled.target + 3}, -3 (+2 for the trap, -5 in passing): "
                                   f"rolled {rolled.roll}, needing {rolled.target} or less")
    alone = Run(content, lit(), (burglar(),), seed=4)
    alone.do(dv.Stride(1, 0), dv.Stride(1, 0))
    rolled = alone.of(dv.Rolled)[0]
    # one modifier is told once, by its reason: not "-5 (-5 in passing)"
    assert rolled.words.startswith(f"Bilbo's Spot Trap {rolled.target + 5}, -5 in passing: rolled {rolled.roll}")


@pytest.mark.rule("4.2")
def test_a_trap_of_the_companys_own_is_set_in_a_full_turn(content):
    run = Run(content, site("#####\n#<..#\n#####", light="lit"), (hero(skills={"set_trap_and_disarm": 30}),))
    run.do(dv.Stride(1, 0), dv.SetTrap())
    assert run.delve.set_traps == {(2, 1)} and run.delve.twelfths == 4 + dv.TWELFTHS_A_TURN


@pytest.mark.rule("4.2")
def test_a_roused_band_coming_on_springs_the_companys_trap_on_its_way(content):
    """The band walks to the company over the trap set on its way: the trap is used up and its damage kept
    for the fight; a trap off its way stays set."""
    features = {"O": {"name": "A knot of orcs", "band": {"creatures": [{"creature": "goblin"}], "awake": True}}}
    run = Run(content, site("########\n#<....O#\n#......#\n########", features, light="lit"), (hero(),))
    run.delve.set_traps = {(3, 1), (3, 2)}
    run.delve.alert["O"] = dv.ROUSED
    run.do(dv.ListenAt())
    assert run.of(dv.Met) == [dv.Met("O")]
    assert run.delve.set_traps == {(3, 2)} and 1 <= run.delve.trapped["O"] <= 6
    assert any("trap the company set" in e.text for e in run.of(dv.Told))
