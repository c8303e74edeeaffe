"""Balance bars (docs/rulings.md, "Combat"): regression tests on simulated odds, fixed seeds."""

from __future__ import annotations

import pytest
from heroes import starting_ranger

from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.simulate import preview, wilson

RUNS = 400


def odds(content, hero, foe, count=1, **kw):
    return preview(content, [hero], [(content.bestiary[foe], count)], runs=RUNS, seed=2760, **kw)


@pytest.mark.rule("2.6.3")
def test_a_starting_heavy_infantry_dwarf_beats_one_goblin_nearly_always(content, dwarf):
    assert odds(content, dwarf, "goblin")["ci95"][0] >= 0.90


@pytest.mark.rule("appendix 3")
def test_a_lone_starting_hero_rarely_beats_a_hill_troll(content, dwarf):
    assert odds(content, dwarf, "hill_troll")["ci95"][1] <= 0.30
    assert odds(content, hero_profile(starting_ranger(), content), "hill_troll")["ci95"][1] <= 0.15


@pytest.mark.rule("appendix 3")
def test_four_mordor_orcs_are_a_real_fight_for_one_dwarf(content, dwarf):
    result = odds(content, dwarf, "mordor_orc", 4)
    assert 0.5 <= result["win_rate"] <= 0.97
    assert result["combatants"]["Borin"]["dies"] >= 0.02


@pytest.mark.rule("appendix 3")
def test_nobody_starting_out_beats_a_balrog(content, dwarf):
    assert odds(content, dwarf, "balrog")["party_wins"] == 0


@pytest.mark.rule("5.2")
def test_under_the_sun_a_troll_is_stone(content, dwarf):
    assert odds(content, dwarf, "hill_troll", daylight=True)["win_rate"] == 1.0


def test_preview_is_deterministic_and_its_interval_holds_the_rate(content, dwarf):
    first, second = odds(content, dwarf, "wolf", 2), odds(content, dwarf, "wolf", 2)
    assert first == second
    assert first["ci95"][0] <= first["win_rate"] <= first["ci95"][1]
    assert first["rounds"]["p10"] <= first["rounds"]["mean"] <= first["rounds"]["p90"]


def test_wilson_interval():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
