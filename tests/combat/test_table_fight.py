"""The fight at the table as the table screen drives it: seating heroes and bands, stated intents in
the strike-rank order, kept across a save, new each round (3.4.1, 3.5; G4.5)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from thirdage_tui.combat.one_blow import ResolveError
from thirdage_tui.combat.table_fight import MAX_SEATED, TableFight
from thirdage_tui.persistence.heroes import read_hero
from thirdage_tui.persistence.table_files import keep_table, open_table, write_back

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


@pytest.fixture
def table(content, tmp_path):
    path = tmp_path / "borin.json"
    shutil.copy(EXAMPLES / "borin.json", path)
    fight = TableFight(content, seed=5)
    fight.seat_hero(read_hero(path, content), str(path))
    fight.seat_band(content.bestiary["goblin"], 2, seed=1)
    return fight, path


def test_a_band_is_numbered_and_each_rolled(table):
    fight, _ = table
    assert [c.uid for c in fight.fighters] == ["Borin", "Goblin 1", "Goblin 2"]
    assert [s.seed for s in fight.seats[1:]] == [1000, 1001]
    with pytest.raises(ResolveError, match=f"at most {MAX_SEATED}"):
        fight.seat_band(fight.content.bestiary["goblin"], MAX_SEATED)


@pytest.mark.rule("3.5.2")
def test_a_stated_weapon_costs_its_change_in_the_order(table):
    fight, _ = table
    borin = fight.fighters[0]
    fight.state_intent("borin", "throwing axe", "goblin 2")
    after = {name: (sr, weapon) for sr, _, name, weapon in fight.order()}
    axe = borin.p.arms[borin.p.arm("throwing_axe")]
    assert after["Borin"] == (fight.rules.change_weapon + max(0, axe.strike_rank + borin.sr_mod), "Throwing Axe")
    assert fight.intents["Borin"].target == "Goblin 2"


@pytest.mark.rule("3.4.1")
def test_intents_refused_kept_and_new_each_round(content, table, tmp_path):
    fight, _ = table
    with pytest.raises(ResolveError, match="does not carry"):
        fight.state_intent("Borin", "longbow")
    with pytest.raises(ResolveError, match="himself"):
        fight.state_intent("Borin", "one_handed_axe", "Borin")
    fight.state_intent("Goblin 1", fight.fighters[1].p.arms[0].id, "Borin")
    state = tmp_path / "fight.json"
    keep_table(state, fight)
    again = open_table(content, state)
    assert again.intents == fight.intents and again.order() == fight.order()
    again.next_round()
    assert again.intents == {}


@pytest.mark.rule("3.6.3")
def test_the_end_writes_wounds_back(content, table):
    fight, path = table
    borin = fight.fighters[0]
    fight.blow("Goblin 1", fight.fighters[1].p.arms[0].id, "Borin", None, parry="none")
    kept = write_back(content, fight)
    assert [k.name for k in kept] == ["Borin"]
    lost = {loc.id: loc.hp - hp for loc, hp in zip(borin.p.locations, borin.hp, strict=True) if hp < loc.hp}
    assert read_hero(path, content).wounds == kept[0].wounds == lost


def test_nothing_happens_in_a_fight_once_its_end_is_written_back(content, table):
    """What happened afterwards would never reach the hero files, so it is refused with the reason."""
    fight, _ = table
    write_back(content, fight)
    for change in (lambda: fight.blow("Goblin 1", fight.fighters[1].p.arms[0].id, "Borin", None),
                   lambda: fight.state_intent("Borin", "one_handed_axe"), fight.next_round,
                   lambda: fight.cast("Borin", content.hero_magic["heal"], 2),
                   lambda: fight.seat_band(content.bestiary["goblin"], 1)):
        with pytest.raises(ResolveError, match="this fight is over"):
            change()
    assert fight.round == 1


@pytest.mark.rule("5.1")
def test_healing_acts_at_once_on_the_one_touched_and_lasts_on_nobody(content, table):
    fight, _ = table
    borin, goblin = fight.fighters[0], fight.fighters[1]
    fight.blow("Goblin 1", goblin.p.arms[0].id, "Borin", [3, 14, 8], parry="none")
    hurt = borin.hp_left
    assert hurt < borin.p.hit_points
    heal = content.hero_magic["heal"]
    pow_left = goblin.pow_left
    fight.cast("Goblin 1", heal, 2, on="Borin")
    assert borin.hp_left > hurt and not borin.effects
    assert goblin.pow_left == pow_left - heal.use_cost(2)
    fight.cast("Borin", content.hero_magic["shield"], 1)
    assert [a.magic.id for a in borin.effects] == ["shield"]


def test_a_blow_names_its_weapons_in_words(table):
    fight, _ = table
    goblin = fight.fighters[1]
    explained = fight.blow("Goblin 1", goblin.p.arms[0].id, "Borin", [3, 5, 14, 8], parry="heavy_shield")
    assert explained.parry_name == "Heavy Shield" and "parry d20 (Heavy Shield)" in [d.source for d in explained.dice]
    assert f"with {goblin.p.arms[0].name}" in fight.log[-1]



@pytest.mark.rule("2.2.3")
def test_defence_is_shared_only_by_one_who_has_some_and_told_with_the_right_pronoun(content, table, tmp_path):
    fight, _ = table
    borin = fight.fighters[0]
    assert borin.defence == 0
    assert fight.why_no_share(borin) == "Borin has no Defence to share (Defence 0)"
    with pytest.raises(ResolveError, match="no Defence to share"):
        fight.split_defence(borin, {"Goblin 1": 0})
    path = tmp_path / "elwen.json"
    shutil.copy(EXAMPLES / "elwen.json", path)
    elwen = fight.seat_hero(read_hero(path, content), str(path))
    fight.split_defence(elwen, {"Goblin 1": 2})
    assert fight.defence_said(elwen) == f"Elwen puts his Defence 2 against Goblin 1 (1 of {elwen.defence} left)"
    wolf = fight.seat_band(content.bestiary["wolf"], 1, seed=2)[0]
    fight.split_defence(wolf, {"Borin": 1})
    assert fight.defence_said(wolf) == f"Wolf puts its Defence 1 against Borin ({wolf.defence - 1} of {wolf.defence} left)"
    goblin = fight.seat_band(content.bestiary["goblin"], 1, seed=2)[0]
    fight.split_defence(goblin, {"Elwen": 0})
    assert fight.defence_said(goblin) == f"Goblin puts none of his Defence against anyone ({goblin.defence} of " \
                                         f"{goblin.defence} left)"
    with pytest.raises(ResolveError, match="not strike at itself"):
        fight.blow("Wolf", wolf.p.arms[0].id, "Wolf", None)
    wolf.dead = True
    assert fight.why_no_share(wolf) == f"Wolf cannot defend: {wolf.status}"


def test_a_heroine_is_spoken_of_as_she(content, tmp_path):
    path = tmp_path / "elwen.json"
    shutil.copy(EXAMPLES / "elwen.json", path)
    fight = TableFight(content)
    elwen = fight.seat_hero(read_hero(path, content).evolve(pronoun="she"), str(path))
    fight.seat_band(content.bestiary["wolf"], 1, seed=2)
    fight.split_defence(elwen, {"Wolf": 2})
    assert fight.defence_said(elwen).startswith("Elwen puts her Defence 2 against Wolf")
    with pytest.raises(ResolveError, match="not strike at herself"):
        fight.state_intent("Elwen", elwen.p.arms[0].id, "Elwen")


@pytest.mark.rule("2.2.3")
def test_a_blow_that_fells_tells_the_defence_it_found_him_with(content, tmp_path):
    path = tmp_path / "elwen.json"
    shutil.copy(EXAMPLES / "elwen.json", path)
    fight = TableFight(content)
    elwen = fight.seat_hero(read_hero(path, content), str(path))
    wolf = fight.seat_band(content.bestiary["wolf"], 1, seed=2)[0]
    fight.split_defence(elwen, {"Wolf": 2})
    assert fight.log[-1] == "R1 Elwen puts his Defence 2 against Wolf (1 of 3 left)"
    explained = fight.blow("Wolf", wolf.p.arms[0].id, "Elwen", [1, 9, 8], parry="none")  # a hit in the abdomen fells her
    assert elwen.down and elwen.defence == 0
    assert (explained.defence_of, explained.defence_used, explained.defence_left) == (3, 2, 1)


@pytest.mark.rule("5.1")
def test_the_referee_is_told_the_senses_tell_nothing_in_a_fight(content, table):
    fight, _ = table
    pow_left = fight.fighters[0].pow_left
    with pytest.raises(ResolveError, match="Sense Enemies tells nothing in a fight"):
        fight.cast("Borin", content.hero_magic["sense_enemies"], 1)
    assert fight.fighters[0].pow_left == pow_left
