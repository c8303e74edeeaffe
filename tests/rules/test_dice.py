"""Dice expressions and their distribution."""

from __future__ import annotations

import random
from collections import Counter
from itertools import product

import pytest

from thirdage_tui.engine.dice import Dice, seeded


@pytest.mark.parametrize(("text", "low", "high", "mean", "shown"), [
    ("3D6", 3, 18, 10.5, "3D6"),
    ("1D8+1", 2, 9, 5.5, "1D8+1"),
    ("-1D4", -4, -1, -2.5, "-1D4"),
    ("2D6+1D4", 3, 16, 9.5, "2D6+1D4"),
    ("1d4 + 2d6", 3, 16, 9.5, "2D6+1D4"),
    ("D20", 1, 20, 10.5, "1D20"),
    ("", 0, 0, 0, ""),
])
def test_parse(text, low, high, mean, shown):
    dice = Dice.parse(text)
    assert (dice.minimum, dice.maximum, dice.mean, str(dice)) == (low, high, mean, shown)


@pytest.mark.parametrize("text", ["3X6", "D", "1D0", "3D6+", "abc", "2D6 1D4"])
def test_rejects_non_dice(text):
    with pytest.raises(ValueError, match="a dice string such as 2D6"):
        Dice.parse(text)


@pytest.mark.parametrize("text", ["999999999D999999999", "101D6", "1D1001", "1D6+10001", "1D6" + "+1" * 100])
def test_dice_are_bounded(text):
    """Nothing a file holds makes a roll hang: at most 100 dice of at most 1000 sides."""
    with pytest.raises(ValueError, match="at most"):
        Dice.parse(text)


def test_parse_is_cached():
    assert Dice.parse("3D6") is Dice.parse("3D6")


@pytest.mark.rule("G4.3")
@pytest.mark.parametrize(("left", "right", "total"), [
    ("+1D6", "+1D6", "+2D6"), ("+2D6", "+1D6", "+3D6"), ("", "+1D4", "+1D4"), ("1D8", "-1D4", "+1D8-1D4"),
])
def test_adding_dice_of_the_same_sides(left, right, total):
    assert (Dice.parse(left) + Dice.parse(right)).signed() == total


def test_rolls_stay_within_bounds_and_sum_to_the_total(rng):
    dice = Dice.parse("2D6-1D4+1")
    for _ in range(500):
        faces = dice.rolls(rng)
        assert len(faces) == 3 and all(1 <= f <= 6 for f in faces)
        assert dice.minimum <= dice.total_of(faces) <= dice.maximum


def test_table_dice_must_all_be_given():
    with pytest.raises(ValueError, match="needs 2 dice"):
        Dice.parse("2D6").total_of([3])


@pytest.mark.rule("2.1")
def test_3d6_distribution_chi_square():
    """20,000 rolls of 3D6 fit the exact distribution (chi-square, 15 degrees of freedom, p = 0.001)."""
    rolls = 20_000
    exact = Counter(sum(faces) for faces in product(range(1, 7), repeat=3))
    rng = random.Random(3)
    seen = Counter(Dice.parse("3D6").roll(rng) for _ in range(rolls))
    chi2 = sum((seen[total] - rolls * n / 216) ** 2 / (rolls * n / 216) for total, n in exact.items())
    assert set(seen) <= set(exact)
    assert chi2 < 37.70


def test_seeded_dice_draw_what_randint_draws():
    """The seeded die is `randint(1, sides)` drawn the short way: the same faces from the same seed,
    die after die, for every size of die, mixed as a fight mixes them; a die of no sides is refused."""
    sizes = [*range(1, 130), 1000, 10**6, 2**31, 2**70]
    mixed = random.Random(3)
    order = [mixed.choice(sizes) for _ in range(20_000)] + sizes
    ours, theirs = seeded(random.Random(11)), random.Random(11)
    assert [ours(sides) for sides in order] == [theirs.randint(1, sides) for sides in order]
    for sides in (0, -1):
        with pytest.raises(ValueError, match="side"):
            ours(sides)


def test_seeded_dice_from_a_random_of_its_own_draw_what_its_randint_draws():
    """A `Random` that replaces `random()` alone draws below a number its own way; the die follows it."""

    class Coarse(random.Random):
        def random(self) -> float:
            return super().random()

    ours, theirs = seeded(Coarse(5)), Coarse(5)
    sizes = [1, 2, 3, 4, 6, 8, 10, 12, 20, 100] * 200
    assert [ours(sides) for sides in sizes] == [theirs.randint(1, sides) for sides in sizes]
