"""Opposed rolls (4.5; G4.9)."""

from __future__ import annotations

import random
from itertools import product

import pytest

from thirdage_tui.engine.rolls import opposed, resolve_opposed


@pytest.mark.rule("4.5.1")
@pytest.mark.parametrize(("rolls", "winner"), [
    ((7, 12, 7, 24), "defender"),    # the worked example: the Orc 5 under, Aragorn 17 under
    ((12, 18, 9, 12), "attacker"),   # 4.5.2: the Mage 6 under, the liar 3 under
    ((5, 10, 15, 10), "attacker"),   # only the attacker succeeds
    ((15, 10, 5, 10), "defender"),   # only the defender succeeds
    ((5, 12, 3, 10), "attacker"),    # equal margins (7): the higher level wins
    ((3, 10, 5, 12), "defender"),
    ((5, 10, 5, 10), "defender"),    # equal margins and levels: the defender
    ((15, 10, 16, 10), "defender"),  # both fail: nothing changes
])
def test_who_wins(rolls, winner):
    result = resolve_opposed(*rolls)
    assert result.winner == winner


@pytest.mark.rule("G4.9")
def test_rolling_matches_the_exact_odds():
    """Level 14 against level 9: the exact chance over the 400 pairs of d20s, then 20,000 seeded rolls."""
    exact = sum(resolve_opposed(a, 14, d, 9).winner == "attacker" for a, d in product(range(1, 21), repeat=2)) / 400
    rng = random.Random(9)
    seen = sum(opposed(rng, 14, 9).winner == "attacker" for _ in range(20_000)) / 20_000
    assert abs(seen - exact) < 5 * (exact * (1 - exact) / 20_000) ** 0.5
    assert 0.5 < exact < 0.7
