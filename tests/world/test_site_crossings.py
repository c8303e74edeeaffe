"""Hard ground in a site (4.2): climbs (a check a full turn, rope and grapnel helping), ledges (Balance),
deep water (Swim, less what a load past its maximum costs, 3.3), chasms (Jump), and Levitate and Salmon
Leap (5.1) crossing what others cannot. Each hero crosses; each who fails is hurt."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, level, site
from test_site_traps import TRIALS, near

from thirdage_tui.world import delving as dv


def ground(glyph: str) -> dv.Site:
    return site(f"######\n#<.{glyph}.#\n######", light="lit")


@pytest.mark.rule("4.2")
def test_a_climb_takes_a_full_turn_and_a_climb_check_a_rope_helping_everyone(content):
    climber, roped = hero("Bilbo"), hero("Hal", "human", "ranger", equipment=["hemp_rope"])
    run = Run(content, ground("^"), (climber, roped))
    run.do(dv.Stride(1, 0), dv.Stride(1, 0))
    rolled = run.of(dv.Rolled)
    assert {r.hero for r in rolled} == {"Bilbo", "Hal"}
    assert all(r.skill == "climb" and "+5 Rope (hemp" in r.why for r in rolled)
    assert run.delve.at == (3, 1) and run.delve.twelfths == 4 + dv.TWELFTHS_A_TURN
    assert len(run.of(dv.Harmed)) == sum(not r.success for r in rolled)


@pytest.mark.rule("4.2")
def test_a_ledge_is_balanced_and_a_fall_hurts(content):
    who = hero()
    need = level(content, who, "balance")
    fell = 0
    for seed in range(TRIALS):
        run = Run(content, ground("="), (who,), seed=seed)
        run.do(dv.Stride(1, 0), dv.Stride(1, 0))
        assert run.of(dv.Rolled)[0].skill == "balance"
        fell += bool(run.of(dv.Harmed))
    assert near(fell, 1 - need / 20)


@pytest.mark.rule("4.2")
def test_swimming_in_a_load_past_its_maximum_costs_skill(content):
    light, laden = hero(skills={"swim": 10}), hero(skills={"swim": 10}, equipment=["ladder"] * 3)
    assert level(content, laden, "swim") < level(content, light, "swim")
    run = Run(content, ground("~"), (laden,))
    run.do(dv.Stride(1, 0), dv.Stride(1, 0))
    assert run.of(dv.Rolled)[0].target == level(content, laden, "swim")


@pytest.mark.rule("4.2")
def test_a_chasm_is_jumped_to_the_far_side(content):
    run = Run(content, site("#######\n#<.*..#\n#######", light="lit"), (hero(skills={"jump": 30}),))
    run.do(dv.Stride(1, 0), dv.Stride(1, 0))
    assert run.delve.at == (4, 1) and run.of(dv.Rolled)[0].skill == "jump"


def test_a_jump_needs_footing_beyond(content):
    run = Run(content, site("######\n#<.*##\n######", light="lit"), (hero(),))
    run.do(dv.Stride(1, 0))
    assert isinstance(run.do(dv.Stride(1, 0))[0], dv.Balked) and run.delve.at == (2, 1)


@pytest.mark.rule("5.1")
def test_levitate_floats_a_hero_over_a_chasm_or_up_a_climb_with_no_roll(content):
    floater = hero(hero_magic={"levitate": 1}, attributes={"POW": 12})
    for plan in ("#######\n#<.*..#\n#######", "######\n#<.^.#\n######"):
        run = Run(content, site(plan, light="lit"), (floater,))
        run.do(dv.Stride(1, 0), dv.UseMagic("Bilbo", "levitate"), dv.Stride(1, 0))
        assert not run.of(dv.Rolled) and run.hero("Bilbo").pow_spent == 3


@pytest.mark.rule("5.1")
def test_salmon_leap_carries_a_hero_over_once(content):
    leaper = hero(hero_magic={"salmon_leap": 1})
    run = Run(content, site("########\n#<.*.*.#\n########", light="lit"), (leaper,))
    run.do(dv.Stride(1, 0), dv.UseMagic("Bilbo", "salmon_leap"), dv.Stride(1, 0))
    assert not run.of(dv.Rolled) and run.delve.at == (4, 1)
    run.do(dv.Stride(1, 0))
    assert run.of(dv.Rolled)[0].skill == "jump"  # the leap is spent


def test_an_explicit_climb_where_there_is_nothing_to_climb_is_refused(content):
    run = Run(content, ground("."), (hero(),))
    assert isinstance(run.do(dv.Climb(1, 0))[0], dv.Balked)
