"""Moving in a site: the paces of 3.2.2 on the clock of 3.1.2 (a pace half a square), hard ground,
doors, feeling the way in the dark, and the way out."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, site

from thirdage_tui.world import delving as dv

CORRIDOR = "#" * 82 + "\n#<" + "." * 79 + "#\n" + "#" * 82


@pytest.mark.rule("3.2.2")
@pytest.mark.rule("3.1.2")
@pytest.mark.parametrize(("pace", "squares"), [("cautious", 75), ("stroll", 150), ("run", 300)])
def test_a_full_turn_carries_the_company_150_300_600_paces(content, pace, squares):
    """150, 300 and 600 paces a full turn are 75, 150 and 300 squares (a pace half a square), so 3, 6
    and 12 squares a melee round; a full turn is 25 rounds (3.1.2)."""
    lit = site(CORRIDOR, light="lit")
    run = Run(content, lit, (hero(),))
    run.do(dv.Pace(pace))
    walked = 0
    while run.delve.twelfths < dv.TWELFTHS_A_TURN:
        if run.delve.at[0] == 80:
            run.delve.at = (2, 1)  # back to the start of the corridor: the clock is what is measured
        run.do(dv.Stride(1, 0))
        walked += 1
    assert walked == squares
    assert run.delve.rounds == 25


@pytest.mark.rule("3.2.2")
def test_in_the_dark_without_light_the_company_feels_its_way_at_a_cautious_pace(content):
    dark = site(CORRIDOR)
    run = Run(content, dark, (hero(),))
    run.do(dv.Pace("run"), dv.Stride(1, 0))
    assert run.delve.twelfths == 4  # a third of a round, as cautiously


def test_rubble_and_shallow_water_cost_two_squares_of_move(content):
    plan = site("#####\n#<:,#\n#####", light="lit")
    run = Run(content, plan, (hero(),))
    run.do(dv.Stride(1, 0))
    assert run.delve.twelfths == 8
    run.do(dv.Stride(1, 0))
    assert run.delve.twelfths == 16


def test_walls_stop_the_company_and_a_plain_door_opens_as_it_steps_in(content):
    plan = site("#####\n#<+.#\n#####", light="lit")
    run = Run(content, plan, (hero(),))
    assert isinstance(run.do(dv.Stride(0, -1))[0], dv.Balked)
    assert isinstance(run.do(dv.Stride(2, 0))[0], dv.Balked)
    run.do(dv.Stride(1, 0))
    assert run.delve.at == (2, 1) and (2, 1) in run.delve.ajar


def test_a_locked_door_stops_the_company_until_it_is_opened(content):
    plan = site("#####\n#<B.#\n#####", {"B": {"name": "A door", "door": {"lock": 0}}}, light="lit")
    run = Run(content, plan, (hero(),))
    told = run.do(dv.Stride(1, 0))
    assert isinstance(told[0], dv.Balked) and "locked" in told[0].why
    assert run.delve.at == (1, 1)


def test_the_company_goes_out_only_by_a_way_in(content):
    plan = site("####\n#<.#\n####", light="lit")
    run = Run(content, plan, (hero(),))
    run.do(dv.Stride(1, 0))
    assert isinstance(run.do(dv.GoOut())[0], dv.Balked)
    run.do(dv.Stride(-1, 0))
    assert isinstance(run.do(dv.GoOut())[0], dv.Left)


def test_an_unknown_pace_is_refused(content):
    run = Run(content, site("###\n#<#\n###"), (hero(),))
    assert isinstance(run.do(dv.Pace("gallop"))[0], dv.Balked)
    assert run.delve.pace == "cautious"
