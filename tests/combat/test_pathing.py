"""The path searches against the plain Dijkstra they must agree with, on every kind of ground: the
squares near a goal that a closing fighter may stop on (`Paths._near`, which stops as soon as the
answer is settled) are those the level-by-level rule gives from every square's least move; and
where every square beside the goal is taken, the square he runs to (`Paths._closest`, searched ring
by ring) is the nearest the goal of all he can reach."""

from __future__ import annotations

from random import Random

import pytest

from thirdage_tui.combat.battlefield import TERRAINS, generate, squares
from thirdage_tui.combat.pathing import BLOCKED, Paths


def levels(paths: Paths, start: int, near: list[int], rank: dict[int, tuple[int, int]], allowance: int,
           blocked: set[int]) -> dict[int, tuple[tuple[int, int], int]]:
    """The rule `_near` keeps, told from every square's least move: the squares of `near` settled
    move by move, up to the first move at which the best of them is ranked no worse than every
    square not yet settled."""
    moves = paths._search(start, blocked, allowance)
    reached: dict[int, tuple[tuple[int, int], int]] = {}
    for move in sorted({moves[p] for p in near if p in moves}):
        reached.update((p, (rank[p], moves[p])) for p in near if moves.get(p) == move)
        best = min(ranked for ranked, _ in reached.values())
        if all(rank[p] >= best for p in near if p not in reached):
            break
    return reached


@pytest.mark.rule("3.4.2")
@pytest.mark.parametrize("terrain", TERRAINS)
def test_the_squares_near_a_goal_are_those_the_plain_search_finds(terrain):
    rng = Random(terrain)
    for _ in range(60):
        field = generate(terrain, rng, rng.randint(16, 30), rng.randint(12, 20))
        paths = field.paths
        open_ = [(x, y) for y in range(field.height) for x in range(field.width) if field.passable((x, y))]
        start, goal, *crowd = rng.sample(open_, rng.randint(2, 14))
        blocked = paths.blocked([goal, *crowd], start)
        allowance, stop_within = rng.randint(1, 24), rng.choice((1, 1, 2, 4))
        near = [p for p in paths._around(goal, stop_within) if p not in blocked]
        found = paths._near(paths.index(start), goal, allowance, blocked, stop_within, near)
        onward = paths._search(paths.index(goal), blocked - {paths.index(goal)}, wanted=set(near))
        if stop_within == 1:
            onward = {p: paths.cost[p] if p != paths.index(goal) else 0 for p in near}
        rank = {p: (onward.get(p, BLOCKED), squares(paths.cell(p), goal)) for p in near}
        if squares(start, goal) - stop_within > allowance:
            assert found == {}
        else:
            assert found == levels(paths, paths.index(start), near, rank, allowance, blocked)


@pytest.mark.rule("3.4.2")
@pytest.mark.parametrize("terrain", TERRAINS)
def test_beside_a_goal_hemmed_in_a_fighter_runs_to_the_nearest_square_he_can_reach(terrain):
    rng = Random(f"hemmed {terrain}")
    for _ in range(60):
        field = generate(terrain, rng, rng.randint(16, 30), rng.randint(12, 20))
        paths = field.paths
        open_ = [(x, y) for y in range(field.height) for x in range(field.width) if field.passable((x, y))]
        start, goal, *crowd = rng.sample(open_, rng.randint(2, 30))
        stop_within = rng.choice((1, 1, 2))
        beside = [paths.cell(p) for p in paths._around(goal, stop_within + rng.randint(0, 2))]
        if start in beside:
            continue
        crowd = sorted({*crowd, *beside})  # the goal hemmed in (and sometimes more)
        run = rng.randint(1, 24)
        ways = paths.costs(start, crowd, run)
        plain = min(ways, key=lambda c: (squares(c, goal), ways[c], c))
        assert paths.close_in(start, goal, rng.randint(1, run), run, crowd, stop_within) == (plain, False)
