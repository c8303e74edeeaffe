"""The battlefield of five-foot squares: generation by terrain, movement, line of sight, and the
melee round played on it."""

from __future__ import annotations

from random import Random

import pytest
from combat_helpers import arm, fighter, ready
from heroes import starting_dwarf

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.battlefield import (
    GROUNDS,
    MOST,
    TERRAINS,
    Battlefield,
    deploy,
    generate,
    line,
    size_for,
    squares,
)
from thirdage_tui.combat.grid import COVER
from thirdage_tui.combat.intent import ATTACK, HOLD, SHOOT, Intent
from thirdage_tui.combat.profiles import creature_profile, hero_profile


def plain(width: int, height: int, features: dict[tuple[int, int], str] | None = None) -> Battlefield:
    squares_ = [GROUNDS["grass"]] * (width * height)
    for (x, y), ground in (features or {}).items():
        squares_[y * width + x] = GROUNDS[ground]
    return Battlefield("open", width, height, list(squares_))


@pytest.mark.parametrize("terrain", TERRAINS)
def test_every_terrain_leaves_both_sides_a_way_to_meet(terrain):
    for seed in range(5):
        field = generate(terrain, Random(seed), *size_for(8, 40))
        cells = deploy(field, [0] * 4 + [1] * 4, 40)
        assert len(set(cells)) == 8 and all(field.passable(c) for c in cells)
        assert cells[4] in field.costs(cells[0]), f"{terrain} seed {seed}: the sides cannot reach each other"


def test_generation_is_seeded_and_terrain_shows():
    a, b = generate("forest", Random(3), 30, 20), generate("forest", Random(3), 30, 20)
    assert a.squares == b.squares
    assert sum(g.id == "tree" for g in a.squares) > 30
    river = generate("river", Random(3), 30, 20)
    assert {"water", "ford"} <= {g.id for g in river.squares}
    assert any(g.id == "wall" for g in generate("ruins", Random(3), 30, 20).squares)


@pytest.mark.rule("G4.8")
def test_movement_follows_the_ground():
    field = plain(10, 3, {(2, 0): "tree", (2, 1): "tree", (2, 2): "slope"})
    costs = field.costs((0, 1))
    assert (2, 1) not in costs  # a tree stops a walker
    assert costs[(2, 2)] == 3  # two squares of move for the slope
    assert costs[(3, 1)] == 4  # through the slope, the only way round the trees
    assert field.costs((0, 1), occupied=[(1, 0), (1, 1), (1, 2)]) == {(0, 1): 0, (0, 0): 1, (0, 2): 1}


def test_sight_and_cover():
    field = plain(10, 3, {(4, 1): "wall", (4, 0): "tree"})
    assert field.sight((0, 1), (8, 1)) == (False, True)
    assert field.sight((0, 0), (8, 0)) == (True, True)
    assert field.sight((0, 2), (8, 2)) == (True, False)
    assert line((0, 0), (3, 1))[0] == (0, 0) and line((0, 0), (3, 1))[-1] == (3, 1)
    assert squares((0, 0), (3, 1)) == 3


@pytest.mark.rule("3.4.2")
def test_a_fighter_closes_round_the_trees_and_strikes(content):
    field = plain(12, 5, {(4, y): "tree" for y in range(4)})
    hero = ready(fighter(content, "Hero", arms=(arm(attack=30),)), side=0)
    foe = ready(fighter(content, "Foe", hp=30), side=1)
    battle = Battle([hero, foe], content, Random(1), field=field, at={"Hero": (1, 1), "Foe": (7, 1)})
    battle.play_round({"Hero": Intent(hero, ATTACK, foe, 0), "Foe": Intent(foe, HOLD)})
    assert squares(battle.at["Hero"], battle.at["Foe"]) <= 1
    assert any(e.kind == "attack" for e in battle.log), [str(e) for e in battle.log]


def test_a_wall_stops_a_shot_and_trees_give_cover(content):
    bow = arm("bow", kind="missile", attack=15, parry=None, range_ft=300, sr=0)
    field = plain(12, 3, {(5, 0): "wall", (5, 2): "tree"})
    archer = ready(fighter(content, "Archer", arms=(bow,)), side=0)
    foe = ready(fighter(content, "Foe"), side=1)
    battle = Battle([archer, foe], content, Random(2), field=field, at={"Archer": (2, 0), "Foe": (7, 0)})
    battle.play_round({"Archer": Intent(archer, SHOOT, foe, 0), "Foe": Intent(foe, HOLD)})
    assert any("cannot see" in e.text for e in battle.log)
    battle.at = {"Archer": (2, 2), "Foe": (7, 2)}
    assert battle.cover(archer, foe) == COVER


def test_the_round_pauses_at_each_strike_rank(content):
    hero = ready(fighter(content, "Hero", arms=(arm(attack=30, sr=3),)), side=0)
    foe = ready(fighter(content, "Foe", arms=(arm(sr=7),), hp=40), side=1)
    battle = Battle([hero, foe], content, Random(1), field=plain(8, 3), at={"Hero": (2, 1), "Foe": (3, 1)})
    steps = list(battle.round_steps({"Hero": Intent(hero, ATTACK, foe, 0), "Foe": Intent(foe, ATTACK, hero, 0)}))
    assert steps[0] is None and steps[1:] == sorted(steps[1:]) and len(steps) == 3


def test_a_whole_fight_on_the_grid_ends(content):
    dwarf = hero_profile(starting_dwarf(), content)
    from thirdage_tui.combat.combatant import Combatant

    goblin = content.bestiary["goblin"]
    fighters = [Combatant(dwarf, "Borin", 0)] + [
        Combatant(creature_profile(goblin, content, Random(n)), f"Goblin {n}", 1) for n in range(3)]
    field = generate("forest", Random(5), *size_for(4, 40))
    battle = Battle(fighters, content, Random(5), field=field, distance_ft=40)
    outcome = battle.run()
    assert battle.over and outcome.rounds < 100
    assert len({battle.at[c.uid] for c in fighters if c.present}) == sum(c.present for c in fighters)


def test_the_field_is_sized_by_the_fight_alone_and_the_lines_stand_about_its_middle():
    """The field's size follows the fighters and how far apart they meet, never a screen (our
    ruling: a seed plays the same fight on any terminal), up to the largest field; on a larger
    field the two lines stand about the middle, and on the usual one where they always stood."""
    assert size_for(5, 60) == (22, 12) and size_for(14, 60) == (22, 20) and size_for(5, 250) == (60, 12)
    assert size_for(500, 5000) == MOST
    usual = deploy(plain(22, 12), [0, 1], 60)
    assert usual == [(2, 6), (14, 6)]
    wide = deploy(plain(26, 19), [0, 1], 60)
    assert wide == [(4, 9), (16, 9)] and wide[1][0] - wide[0][0] == 12
