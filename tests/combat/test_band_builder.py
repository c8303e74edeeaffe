"""The encounter builder and the bestiary's danger ratings against simulated odds (appendix 3)."""

from __future__ import annotations

import pytest

from thirdage_tui.combat.band_builder import danger_of, nearest_count, propose, region_creatures
from thirdage_tui.combat.simulate import preview


@pytest.mark.rule("appendix 3")
def test_each_creature_s_danger_agrees_with_the_odds_against_it(content, dwarf):
    """The reference dwarf's odds against one of each creature read as a danger (`DANGER_BANDS`):
    every creature's rating is within one of it."""
    off = {}
    for creature in content.bestiary.values():
        if creature.legendary:
            continue
        rate = preview(content, [dwarf], [(creature, 1)], runs=200, seed=15)["win_rate"]
        if abs(danger_of(rate) - creature.danger) > 1:
            off[creature.id] = (creature.danger, danger_of(rate), rate)
    assert not off, f"danger (rated, by the odds, win rate): {off}"


def test_danger_bands():
    assert [danger_of(r) for r in (1.0, 0.95, 0.85, 0.7, 0.5, 0.3, 0.1, 0.01)] == [1, 2, 3, 4, 5, 6, 7, 8]


def test_the_band_proposed_is_the_one_nearest_the_rate(content, dwarf):
    goblin = content.bestiary["goblin"]
    count = nearest_count(content, [dwarf], goblin, 0.7, seed=1, jobs=1)
    rates = {n: preview(content, [dwarf], [(goblin, n)], runs=100, seed=1)["win_rate"] for n in (count - 1, count + 1)
             if n >= 1}
    mine = preview(content, [dwarf], [(goblin, count)], runs=100, seed=1)["win_rate"]
    assert all(abs(mine - 0.7) <= abs(r - 0.7) for r in rates.values())


def test_a_region_s_creatures_come_from_its_tables(content):
    found = {c.id for c in region_creatures(content, "misty_mountains")}
    assert "goblin" in found and "dunlending" not in found
    assert not any(c.legendary for c in region_creatures(content, None))


def test_proposals_come_nearest_first(content, dwarf):
    creatures = [content.bestiary["goblin"], content.bestiary["wolf"]]
    bands = propose(content, [dwarf], 0.6, creatures, seed=2, runs=100)
    assert [abs(b.win_rate - 0.6) for b in bands] == sorted(abs(b.win_rate - 0.6) for b in bands)
