"""Fights in a site: the battlefield laid out from a plan square for square, the two sides deployed
about the company's square and the band's, and fighting in the dark (docs/rulings.md, "Fights in a
site")."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.battlefield import MOST, PLAN_GROUNDS, deploy_around, laid_out, window
from thirdage_tui.combat.darkness import PENALTY, Darkness
from thirdage_tui.combat.intent import HOLD, Intent

PLAN = ["##########",
        "#<...#...#",
        "#....+...#",
        "#,,:.#.=.#",
        "##########"]


def glyph(cell):
    x, y = cell
    return PLAN[y][x]


def test_every_glyph_of_a_plan_has_its_ground():
    for g in "# .+'<~,:=*^":
        assert g in PLAN_GROUNDS


@pytest.mark.rule("3.2.3")
def test_a_plan_is_laid_out_square_for_square():
    field, origin = laid_out(glyph, (10, 5), (3, 2))
    assert origin == (0, 0) and (field.width, field.height) == (10, 5)
    assert field.ground((0, 0)).id == "wall" and field.ground((2, 2)).id == "floor"
    assert field.ground((5, 2)).id == "door" and not field.passable((5, 2)) and field.ground((5, 2)).blocks_sight
    assert field.ground((1, 3)).cost == 2 and field.ground((3, 3)).cover  # shallows, rubble
    assert field.ground((7, 3)).id == "ledge" and field.ground((7, 3)).cost == 2
    assert not field.sight((2, 2), (7, 2))[0]  # the shut door stops sight


def test_a_door_opened_in_the_delve_is_open_ground_in_the_fight():
    field, _ = laid_out(lambda c: "'" if c == (5, 2) else glyph(c), (10, 5), (3, 2))
    assert field.passable((5, 2)) and field.sight((2, 2), (7, 2))[0]


def test_a_large_plan_is_fought_on_a_window_about_the_meeting():
    (left, top), (width, height) = window((200, 90), (150, 80))
    assert (width, height) == MOST
    assert left <= 150 < left + width and top <= 80 < top + height
    assert left + width <= 200 and top + height <= 90
    assert window((200, 90), (2, 2))[0] == (0, 0)


def test_each_side_stands_about_its_own_square_never_beyond_a_wall():
    field, _ = laid_out(glyph, (10, 5), (3, 2))
    cells = deploy_around(field, [0, 0, 0, 1, 1], (2, 2), (7, 2))
    assert cells[0] == (2, 2) and cells[3] == (7, 2)
    assert len(set(cells)) == 5
    assert all(x < 5 for x, _ in cells[:3]) and all(x > 5 for x, _ in cells[3:])


def _dark_duel(content, lights, family="folk"):
    """A hero and a foe side by side in a dark room, holding still for a round."""
    field, _ = laid_out(glyph, (10, 5), (3, 2))
    hero = ready(fighter(content, "Hero", arms=(arm(attack=12, parry=11),)))
    foe = ready(replace(fighter(content, "Foe", arms=(arm(attack=12, parry=11),)), family=family), side=1)
    darkness = Darkness(PENALTY["dark"], lights=lights)
    battle = Battle([hero, foe], content, Random(1), field=field, at={"Hero": (2, 2), "Foe": (3, 2)},
                    darkness=darkness)
    battle.play_round({c.uid: Intent(c, HOLD) for c in battle.c})
    return battle, hero, foe


@pytest.mark.rule("3.4.3")
def test_who_cannot_see_fights_blind_in_the_dark(content):
    _, hero, foe = _dark_duel(content, {})
    assert hero.daylight_mod == PENALTY["dark"] and foe.daylight_mod == PENALTY["dark"]


@pytest.mark.rule("3.4.3")
def test_a_lantern_lights_the_fight_about_its_bearer(content):
    battle, hero, foe = _dark_duel(content, {"Hero": 3})
    assert hero.daylight_mod == 0 and foe.daylight_mod == 0
    assert (4, 3) in battle.darkness.now and (7, 2) not in battle.darkness.now  # not through the wall and door


@pytest.mark.rule("3.4.3")
def test_creatures_of_the_dark_see_in_it(content):
    _, hero, wight = _dark_duel(content, {}, family="undead")
    assert hero.daylight_mod == PENALTY["dark"] and wight.daylight_mod == 0


@pytest.mark.rule("3.4.3")
def test_a_shot_into_the_dark_is_harder(content):
    battle, hero, foe = _dark_duel(content, {"Hero": 1})
    assert battle.darkness.shot(battle, hero, foe) == 0
    battle.at["Foe"] = (4, 1)
    battle.light()
    assert battle.darkness.shot(battle, hero, foe) == PENALTY["dark"]


@pytest.mark.rule("3.4.3")
def test_the_day_at_the_way_in_turns_a_troll_to_stone(content):
    from thirdage_tui.combat.profiles import creature_profile

    field, _ = laid_out(glyph, (10, 5), (3, 2))
    hero = ready(fighter(content, "Hero"))
    troll = ready(creature_profile(content.bestiary["stone_troll"], content, Random(2)), "Troll", side=1)
    battle = Battle([hero, troll], content, Random(1), field=field, at={"Hero": (2, 2), "Troll": (1, 1)},
                    darkness=Darkness(PENALTY["dark"], fixed=frozenset({(1, 1)}), sunlit=frozenset({(1, 1)})))
    battle.play_round({c.uid: Intent(c, HOLD) for c in battle.c})
    assert troll.stone and not hero.dead


def test_a_band_coming_down_a_passage_stands_on_its_way_as_the_fight_begins():
    from thirdage_tui.combat.battlefield import on_the_way

    rows = ["#" * 16, "#" + "." * 14 + "#", "#" * 16]
    field, _ = laid_out(lambda c: rows[c[1]][c[0]], (16, 3), (8, 1))
    assert on_the_way(field, (14, 1), (1, 1), 6) == (7, 1)
    assert on_the_way(field, (4, 1), (1, 1), 6) == (4, 1)  # near already: where it is
