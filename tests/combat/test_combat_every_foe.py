"""Every creature of the bestiary fights and is fought to the end without the engine failing: on the
line and on the grid, beside its own kind or a hero, by day and by night, as foe and as companion.
(A band of two warg riders once crashed the round when both loosed again at one strike rank.)"""

from __future__ import annotations

from random import Random

import pytest

from thirdage_tui.combat.battle import MAX_ROUNDS, Battle
from thirdage_tui.combat.combatant import OFF_FIELD, OUT_OF_FIGHT, Combatant
from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import creature_profile

KINDS = ("crebain", "haradrim_warrior", "bandit", "dunlending", "mordor_orc", "goblin", "uruk_hai", "orc_chieftain",
         "giant_spider", "hill_troll", "stone_troll", "warg", "warg_rider", "barrow_wight", "huorn", "wolf",
         "wolf_pack_leader", "balrog", "dragon", "nazgul")


def test_the_list_covers_the_whole_bestiary(content):
    assert set(KINDS) == set(content.bestiary)


@pytest.mark.parametrize("creature_id", KINDS)
def test_a_band_of_one_kind_fights_a_hero_to_the_end_by_day_and_night(content, rules, dwarf, creature_id):
    """Typical individuals, all alike, so that ties of strike rank and DEX are common."""
    typical = creature_profile(content.bestiary[creature_id], content)
    rng = Random(creature_id)
    for run in range(8):
        band = [Combatant(typical, f"{typical.name} {n}", 1) for n in range(3)]
        battle = Battle([Combatant(dwarf, "Borin", 0), *band], content, rng, rules=rules, daylight=run % 2 == 0)
        battle.run()
        assert battle.over or battle.round == MAX_ROUNDS
        assert battle.log, "every fight tells what happened"
        assert all(settled(c) for c in battle.c)


@pytest.mark.parametrize("creature_id", KINDS)
def test_a_creature_fights_beside_a_hero_on_the_grid(content, dwarf, creature_id):
    ally = creature_profile(content.bestiary[creature_id], content)
    for seed, terrain in enumerate(("open", "forest", "hills")):
        battle = muster(content, [dwarf, ally], [(content.bestiary["goblin"], 2), (content.bestiary["wolf"], 1)],
                        Random(seed), terrain=terrain, daylight=seed == 1)
        battle.run()
        assert battle.over or battle.round == MAX_ROUNDS
        assert all(settled(c) for c in battle.c)


def settled(c: Combatant) -> bool:
    """A fighter's kept `present` and `able` agree with his conditions as they ended."""
    present = not any(getattr(c, name) for name in OFF_FIELD)
    return c.present == present and c.able == (present and not any(getattr(c, name) for name in OUT_OF_FIGHT))
