"""Getting better: training, CHA, improvement, learning, POW and sacrifice (2.3, 2.4, 4.3, 4.4, 5.3; G4.9).
Rates are checked over many seeded rolls against their exact probabilities."""

from __future__ import annotations

import random

import pytest

from thirdage_tui.engine import advancement as adv
from thirdage_tui.engine.refusals import AdvancementError

TRIES = 20_000


def rate(results) -> float:
    results = list(results)
    return sum(r.success for r in results) / len(results)


def within(observed: float, p: float, n: int = TRIES) -> bool:
    """Inside five standard errors."""
    return abs(observed - p) <= 5 * (p * (1 - p) / n) ** 0.5 + 1e-9


# -- 2.3 training ----------------------------------------------------------------------------------------

@pytest.mark.rule("2.3")
@pytest.mark.parametrize(("old", "p"), [(8, 13 / 20), (14, 7 / 20), (19, 2 / 20), (20, 1 / 20)])
def test_training_succeeds_on_d20_at_least_the_old_value(content, make_hero, old, p):
    hero = make_hero(race="dwarf", DEX=old, STR=12, CON=12)
    rng = random.Random(old)
    results = [adv.train_attribute(hero, "DEX", rng, content) for _ in range(TRIES)]
    assert within(rate(results), p)
    assert {r.weeks for r in results} == {1, 2, 3, 4}
    assert all(r.cost == 100 * r.weeks for r in results)
    win = next(r for r in results if r.success)
    assert win.hero.attributes["DEX"] == old + 1 and win.changed == {"DEX": (old, old + 1)}
    assert hero.attributes["DEX"] == old


@pytest.mark.rule("2.3")
def test_at_twenty_or_more_only_a_natural_twenty(content, make_hero):
    hero = make_hero(race="hobbit", DEX=22)
    results = [adv.train_attribute(hero, "DEX", random.Random(s), content) for s in range(400)]
    assert all(r.success == (r.roll == 20) for r in results)


@pytest.mark.rule("2.3")
@pytest.mark.parametrize(("attrs", "attr", "why"), [
    ({}, "INT", "INT cannot be raised by training"),
    ({}, "SIZ", "SIZ cannot be raised by training"),
    ({}, "POW", "POW cannot be raised by training"),
    ({"STR": 14, "CON": 12, "SIZ": 13}, "STR", "STR is already the highest of STR, CON and SIZ"),
    ({"STR": 12, "CON": 13, "SIZ": 13}, "CON", "CON is already the highest"),
    ({"DEX": 21}, "DEX", "DEX is at its species maximum of 21"),
])
def test_what_cannot_be_trained(content, make_hero, attrs, attr, why):
    hero = make_hero(**attrs)
    assert why in adv.training_refusal(hero, attr, content)
    with pytest.raises(AdvancementError, match=why):
        adv.train_attribute(hero, attr, random.Random(1), content)


@pytest.mark.rule("2.3")
def test_str_may_be_trained_up_to_con_or_siz(content, make_hero):
    assert adv.training_refusal(make_hero(STR=12, CON=10, SIZ=13), "STR", content) is None


# -- 2.4 charisma ----------------------------------------------------------------------------------------

@pytest.mark.rule("2.4")
@pytest.mark.parametrize(("oratory_points", "bonus"), [(4, 0), (5, 1), (14, 2), (15, 3), (20, 4), (30, 4)])
def test_cha_from_oratory(content, make_hero, oratory_points, bonus):
    """Persuasion is 0 for an average hero, so the level is the points."""
    assert adv.charisma_bonus(make_hero(skills={"oratory": oratory_points}), content) == bonus


@pytest.mark.rule("2.4")
@pytest.mark.parametrize(("points", "bonus"), [(10, 0), (14, 0), (15, 1), (19, 1), (20, 2), (25, 3)])
def test_cha_from_the_main_weapon(content, make_hero, points, bonus):
    """Attack is 0 for an average hero: the attack is the points."""
    hero = make_hero(weapons={"spear": points, "dagger": 5})
    assert adv.charisma_bonus(hero, content) == bonus


@pytest.mark.rule("2.4")
def test_cha_from_legendary_items_counts_once(content, make_hero):
    assert adv.charisma_bonus(make_hero(equipment=["blade_of_westernesse"]), content) == 1
    assert adv.charisma_bonus(make_hero(equipment=["blade_of_westernesse", "star_pendant"]), content) == 1
    assert adv.charisma_bonus(make_hero(equipment=["potion_of_restore"]), content) == 0


# -- 4.4 improvement -------------------------------------------------------------------------------------

@pytest.mark.rule("4.4")
@pytest.mark.parametrize(("points", "p"), [(12, 8 / 20), (3, 17 / 20)])
def test_improvement_needs_d20_over_the_level(content, make_hero, points, p):
    """Ancient Lore: Knowledge is 0 for an average hero, so the level is the points."""
    hero = adv.tick(make_hero(skills={"ancient_lore": points}), "ancient_lore")
    rng = random.Random(points)
    results = [adv.improve_skill(hero, "ancient_lore", rng, content) for _ in range(TRIES)]
    assert within(rate(results), p)
    win = next(r for r in results if r.success)
    assert win.hero.skills["ancient_lore"] == points + 1 and win.target == points and win.days == 1
    assert all(r.hero.ticks == [] for r in results)


@pytest.mark.rule("4.4")
@pytest.mark.parametrize("points", [18, 19, 20, 25])
def test_at_twenty_or_more_a_natural_twenty_improves(content, make_hero, points):
    hero = adv.tick(make_hero(skills={"ancient_lore": points}), "ancient_lore")
    results = [adv.improve_skill(hero, "ancient_lore", random.Random(s), content) for s in range(300)]
    assert all(r.success == (r.roll > points or (points >= 20 and r.roll == 20)) for r in results)
    assert any(r.success for r in results)


@pytest.mark.rule("4.4")
def test_one_tick_per_skill_and_none_without(content, make_hero):
    hero = adv.tick(adv.tick(make_hero(), "climb"), "climb")
    assert hero.ticks == ["climb"]
    with pytest.raises(AdvancementError, match="Jump has no tick"):
        adv.improve_skill(hero, "jump", random.Random(1), content)


@pytest.mark.rule("4.4")
def test_a_common_skill_improves_from_its_common_points(content, make_hero):
    hero = adv.tick(make_hero(), "climb")
    win = next(r for s in range(50) if (r := adv.improve_skill(hero, "climb", random.Random(s), content)).success)
    assert win.hero.skills == {"climb": 6}


@pytest.mark.rule("4.4")
def test_a_weapon_improves_by_its_attack(content, make_hero):
    hero = adv.tick(make_hero(weapons={"spear": 10}), "weapon:spear")
    results = [adv.improve_skill(hero, "weapon:spear", random.Random(s), content) for s in range(300)]
    assert all(r.target == 10 and r.success == (r.roll > 10) for r in results)
    assert next(r for r in results if r.success).hero.weapons == {"spear": 11}


# -- 4.3 learning, 5.3 POW and sacrifice -----------------------------------------------------------------

@pytest.mark.rule("4.3")
@pytest.mark.parametrize(("int_", "p"), [(12, 12 / 20), (17, 17 / 20)])
def test_learning_a_skill(content, make_hero, int_, p):
    hero = make_hero(INT=int_)
    rng = random.Random(int_)
    results = [adv.learn_skill(hero, "healing", rng, content) for _ in range(TRIES)]
    assert within(rate(results), p)
    assert next(r for r in results if r.success).hero.skills == {"healing": 5}
    assert all(r.weeks == 1 for r in results)


@pytest.mark.rule("4.3")
def test_a_known_skill_is_not_learnt_again(content, make_hero):
    with pytest.raises(AdvancementError, match="Climb is already known"):
        adv.learn_skill(make_hero(), "climb", random.Random(1), content)


@pytest.mark.rule("5.3.2")
@pytest.mark.parametrize(("pow_", "p"), [(15, 6 / 20), (8, 13 / 20)])
def test_pow_gain(make_hero, pow_, p):
    hero = make_hero(POW=pow_)
    rng = random.Random(pow_)
    results = [adv.gain_pow(hero, rng) for _ in range(TRIES)]
    assert within(rate(results), p)
    assert next(r for r in results if r.success).hero.attributes["POW"] == pow_ + 1


@pytest.mark.rule("5.3.1")
@pytest.mark.parametrize(("known", "magic", "level", "cost"), [
    ({}, "heal", 3, 6), ({"heal": 1}, "heal", 3, 5), ({"heal": 2}, "heal", 3, 3), ({}, "courage", 1, 2),
    ({}, "levitate", 1, 3), ({}, "shield", 1, 1),
])
def test_sacrifice_costs_cumulatively(content, make_hero, known, magic, level, cost):
    hero = make_hero(POW=14, hero_magic=known)
    result = adv.sacrifice_for_hero_magic(hero, magic, level, content)
    assert (result.pow_sacrificed, result.days) == (cost, cost)
    assert result.hero.attributes["POW"] == 14 - cost and result.hero.hero_magic[magic] == level


@pytest.mark.rule("5.3.1")
def test_sacrifice_for_a_spell(content, make_hero):
    result = adv.sacrifice_for_spell(make_hero(POW=14), "abjure", content)
    assert (result.pow_sacrificed, result.days, result.hero.spells) == (4, 4, ["abjure"])


@pytest.mark.rule("5.3.1")
@pytest.mark.parametrize(("known", "magic", "level", "message"), [
    ({"courage": 1}, "courage", 1, "Courage is already known"),
    ({"heal": 3}, "heal", 2, "expected a level from 4 to 6"),
    ({}, "heal", 7, "expected a level from 1 to 6"),
    ({}, "levitate", 1, "needs 3 POW; a POW of 5 cannot fall below 3"),
])
def test_sacrifice_refusals(content, make_hero, known, magic, level, message):
    with pytest.raises(AdvancementError, match=message):
        adv.sacrifice_for_hero_magic(make_hero(POW=5, hero_magic=known), magic, level, content)
