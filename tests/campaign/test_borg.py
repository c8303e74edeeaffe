"""The borg plays long campaigns headless (issue 20): no crash, no stuck state, no broken invariant."""

from __future__ import annotations

import pytest

from thirdage_tui.campaign.borg import autoplay, invariants, recruits
from thirdage_tui.commands.autoplay import sound

SEEDS = (1, 3, 4)
YEARS = 3
HUNGER_TRAP = 2
"""A seed whose run the borg found stuck in its second year, before hunger's penalty had a worst: a company
without food walked on at a mile or two a day, hunger spoiling every roll (Trail Finding -30) and killing
no one, for a month and more."""


@pytest.fixture(scope="module")
def runs(content):
    """A few years of a campaign on each seed, checked once a year as the game would load it."""
    return {seed: autoplay(content, seed, YEARS, recruits(content, seed, 3), check=sound) for seed in SEEDS}


@pytest.mark.parametrize("seed", SEEDS)
def test_the_borg_plays_years_without_getting_stuck(runs, seed):
    summary, _ = runs[seed]
    assert summary.stuck is None, summary.stuck
    assert summary.ended == "years played"
    assert summary.tale.days >= YEARS * 360
    assert summary.tale.fights and summary.tale.errands_done + summary.tale.errands_failed


@pytest.mark.parametrize("seed", SEEDS)
def test_a_run_of_the_borg_is_sound_at_its_end(content, runs, seed):
    _, campaign = runs[seed]
    assert invariants(campaign, content) == []
    assert sound(campaign, content) == []


def test_two_years_of_one_seed_do_not_stick(content):
    """The quick one: the borg's company feeds itself and keeps busy for two years (no stuck month, no
    spinning, no broken invariant)."""
    summary, campaign = autoplay(content, 6, 2, recruits(content, 6, 4))
    assert (summary.ended, summary.stuck) == ("years played", None)
    assert invariants(campaign, content) == []


def test_the_borg_replays_a_seed_exactly(content):
    again, _ = autoplay(content, SEEDS[0], 1, recruits(content, SEEDS[0], 3))
    first, _ = autoplay(content, SEEDS[0], 1, recruits(content, SEEDS[0], 3))
    assert vars(again) == vars(first)


def test_a_starving_company_is_not_left_walking_for_a_month(content):
    summary, _ = autoplay(content, HUNGER_TRAP, 2, recruits(content, HUNGER_TRAP, 3))
    assert summary.stuck is None, summary.stuck


FALLS = 7
"""A lone hero's seed on which he falls in his first year (seed 5 did, until hopeless hunts stopped being
offered: now its hero lives to crawl up the High Pass into winter, which `test_borg` does not yet hold)."""


def test_the_borg_stops_with_the_hero_in_permadeath(content):
    summary, campaign = autoplay(content, FALLS, 20, recruits(content, FALLS, 1), explorer=False)
    assert campaign.over and summary.ended == "the hero fell" and summary.tale.deaths == 1
