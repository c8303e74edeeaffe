"""The referee's odds (`combat.simulate`): independent runs of the game's own fight, an interval that
holds across seeds, every run counted once, the same figures in one process or two."""

from __future__ import annotations

import json
import os
from random import Random

import pytest

from thirdage_tui.combat.muster import SURPRISE_FT, muster
from thirdage_tui.combat.simulate import (
    MAX_RUNS,
    VERDICTS,
    WINS,
    Encounter,
    Situation,
    fight,
    preview,
    runs_for,
    verdict,
)


def odds(content, party, foe, count=1, **kw):
    return preview(content, party, [(content.bestiary[foe], count)], **kw)


@pytest.mark.rule("appendix 3")
def test_the_interval_holds_across_twenty_seeds(content, dwarf):
    """A lone dwarf against a hill troll is the case the fixed pool of foes got most wrong: across
    20 seeds the rates are spread as independent runs would be (a dispersion test), and the pooled
    rate lies within nearly every seed's interval."""
    runs, seeds = 400, range(20)
    results = [odds(content, [dwarf], "hill_troll", runs=runs, seed=seed) for seed in seeds]
    wins = [r["party_wins"] for r in results]
    p = sum(wins) / (runs * len(results))
    assert 0.05 < p < 0.95
    dispersion = sum((w - runs * p) ** 2 for w in wins) / (runs * p * (1 - p))
    assert dispersion < 38.58, f"the seeds disagree more than chance allows (chi2 {dispersion:.1f}, 19 df, p=0.005)"
    inside = sum(lo <= p <= hi for lo, hi in (r["ci95"] for r in results))
    assert inside >= 17, f"only {inside} of 20 intervals hold the pooled rate"


def test_every_run_ends_one_way_and_the_ways_add_up(content, dwarf):
    result = odds(content, [dwarf], "mordor_orc", 4, runs=300, seed=11)
    assert set(result["outcomes"]) == set(VERDICTS)
    assert sum(result["outcomes"].values()) == result["runs"] == 300
    assert result["party_wins"] == sum(result["outcomes"][v] for v in WINS)
    fate = result["combatants"]["Borin"]
    assert fate["side"] == "party" and 0 <= fate["hp_left"]["p10"] <= fate["hp_left"]["mean"] <= fate["hit_points"]
    assert fate["damage_taken"] == pytest.approx(fate["hit_points"] - fate["hp_left"]["mean"], abs=0.02)


def test_a_rout_is_not_a_kill(content):
    """Orcs break and run (3.4.5 morale): those victories are routs, told apart from foes felled."""
    from thirdage_tui.combat.profiles import creature_profile

    troll = creature_profile(content.bestiary["hill_troll"], content)
    result = odds(content, [troll], "mordor_orc", 4, runs=200, seed=3)
    assert result["outcomes"]["rout"] > 0 and result["outcomes"]["kill"] + result["outcomes"]["rout"] > 0


def test_two_jobs_give_the_same_figures_as_one(content, dwarf):
    one = odds(content, [dwarf], "wolf", 3, runs=240, seed=5, jobs=1)
    two = odds(content, [dwarf], "wolf", 3, runs=240, seed=5, jobs=2)
    assert json.dumps(one) == json.dumps(two)


def test_three_jobs_over_several_batches_give_the_same_figures_as_one(content, dwarf):
    """With `precision` the runs come in batches, each shared out afresh as tickets among the processes."""
    one = odds(content, [dwarf], "wolf", 2, runs=100, seed=2, precision=0.03, jobs=1)
    three = odds(content, [dwarf], "wolf", 2, runs=100, seed=2, precision=0.03, jobs=3)
    assert json.dumps(one) == json.dumps(three) and one["runs"] > 100


def test_a_helper_that_dies_is_said_not_waited_for(content, dwarf, monkeypatch):
    """A helper process that stops with its stretch untold ends the preview with a plain error."""
    from thirdage_tui.combat import simulate

    played = simulate._play_span

    def dies_in_a_helper(span):
        if os.getpid() != parent:
            os._exit(3)
        return played(span)

    parent = os.getpid()
    monkeypatch.setattr(simulate, "_play_span", dies_in_a_helper)
    with pytest.raises(RuntimeError, match="stopped before its runs were done"):
        odds(content, [dwarf], "wolf", 2, runs=400, seed=2, jobs=2)


def test_precision_runs_until_the_interval_is_that_narrow(content, dwarf):
    result = odds(content, [dwarf], "wolf", 2, runs=100, seed=2, precision=0.02)
    lo, hi = result["ci95"]
    assert (hi - lo) / 2 <= 0.02 + 1e-4 and result["runs"] > 400 and result["precision"] == 0.02


@pytest.mark.parametrize("precision", [1e-300, 5e-324, 1e-5])
def test_a_precision_too_fine_to_reach_asks_for_every_run_allowed(precision):
    """(1e-300 squared is 0: it once divided by it.)"""
    assert runs_for(precision, 50, 100) == MAX_RUNS


def test_the_sample_fights_are_the_fights_counted(content, dwarf):
    result = odds(content, [dwarf], "goblin", 2, runs=50, seed=9, log=2)
    assert [s["run"] for s in result["log"]] == [0, 1]
    encounter = Encounter(content, [dwarf], [(content.bestiary["goblin"], 2)], Situation())
    for sample in result["log"]:
        quiet = fight(encounter, 9, sample["run"]).finish()
        assert (verdict(quiet), quiet.rounds) == (sample["verdict"], sample["rounds"])
        assert any("Borin" in line for line in sample["events"])


@pytest.mark.rule("3.5.1")
def test_surprise_brings_the_foe_close_and_slows_the_unaware(content, dwarf):
    situation = Situation.of(surprised=1)
    assert situation.distance_ft == SURPRISE_FT
    assert Situation.of(surprised=1, distance_ft=30).distance_ft == 30
    result = odds(content, [dwarf], "goblin", 3, runs=20, seed=1, surprised=0, terrain="forest")
    assert result["situation"] == {"terrain": "forest", "distance_ft": SURPRISE_FT, "daylight": False,
                                   "surprised": "party"}


@pytest.mark.rule("5.2")
def test_daylight_is_passed_to_the_fight(content, dwarf):
    assert odds(content, [dwarf], "hill_troll", runs=30, seed=4, daylight=True)["outcomes"]["kill"] == 30


@pytest.mark.rule("appendix 3")
def test_each_foe_of_a_band_is_his_own_individual(content, dwarf):
    """Four orcs met together are four rolled individuals, not one rolled four times."""
    battle = muster(content, [dwarf], [(content.bestiary["mordor_orc"], 4)], Random(8))
    foes = [c.p.attributes for c in battle.sides[1]]
    assert len({tuple(sorted(a.items())) for a in foes}) > 1


def test_runs_are_fresh_individuals(content, dwarf):
    """Across runs the foe differs: his hit points vary from run to run."""
    result = odds(content, [dwarf], "goblin", runs=60, seed=0)
    assert result["combatants"]["Goblin"]["hit_points"] != int(result["combatants"]["Goblin"]["hit_points"])


@pytest.mark.rule("3.6.3")
@pytest.mark.parametrize(("fighter", "foe", "count"), [("hill_troll", "mordor_orc", 4),
                                                       ("hill_troll", "giant_spider", 2),
                                                       ("uruk_hai", "barrow_wight", 1)])
def test_what_is_dealt_is_what_is_lost(content, fighter, foe, count):
    """Every hit point a fighter loses (the limb cap applied) was dealt by someone's blow, venom or cold
    touch (none of these fighters heals): the two tallies agree fight by fight."""
    from thirdage_tui.combat.profiles import creature_profile

    party = [creature_profile(content.bestiary[fighter], content, Random(1))]
    dealt = 0
    for seed in range(12):
        ends = muster(content, party, [(content.bestiary[foe], count)], Random(seed), log=False).run().fighters
        assert sum(f.dealt for f in ends) == sum(f.hit_points - f.hp_left for f in ends)
        dealt += sum(f.dealt for f in ends)
    assert dealt > 0


def test_the_odds_say_what_each_fighter_dealt(content):
    from thirdage_tui.combat.profiles import creature_profile

    troll = creature_profile(content.bestiary["hill_troll"], content)
    result = odds(content, [troll], "mordor_orc", 4, runs=60, seed=2, log=1)
    fates = result["combatants"]
    foes = [f for f in fates.values() if f["side"] == "foes"]
    assert fates["Hill Troll"]["damage_dealt"] == pytest.approx(sum(f["damage_taken"] for f in foes), abs=0.05)
    assert sum(f["damage_dealt"] for f in foes) == pytest.approx(fates["Hill Troll"]["damage_taken"], abs=0.05)
    sample = result["log"][0]["fighters"]
    assert [f["name"] for f in sample] == list(fates)
    assert sum(f["damage_dealt"] for f in sample) == sum(f["hit_points"] - f["hp_left"] for f in sample)
