"""Who lives where (appendix 3, 3.2.1): the encounter tables draw only creatures at home in their
regions, every region of danger 2 or more has something to meet by day and by night in every season,
and the tables the re-survey found wrong stay mended."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from thirdage_tui.content.models.world import SEASONS
from thirdage_tui.engine.hero import Hero
from thirdage_tui.world import encounters
from thirdage_tui.world.journey import start_journey, travel_day
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import plan_route


def drawn(content, region: str, time: str, season: str = "summer", danger: int | None = None) -> set[str]:
    """The creatures a company of the tables' own size may meet in `region`, by `time`."""
    danger = content.regions[region].danger if danger is None else danger
    return {foe.creature for _, foe in encounters.candidates(content, region, time, season, danger)}


@pytest.mark.rule("3.2.1")
def test_every_region_of_danger_two_or_more_has_day_and_night_tables(content):
    bare = [(r.id, time, season) for r in content.regions.values() if r.danger >= 2
            for time in ("day", "night") for season in SEASONS if not drawn(content, r.id, time, season)]
    assert bare == []


@pytest.mark.rule("A3")
def test_a_creature_drawn_in_a_region_lives_there(content):
    strays = [(table.id, foe.creature, region) for table in content.encounter_tables.values()
              for foe in table.foes for region in table.regions
              if region not in content.bestiary[foe.creature].habitats]
    assert strays == []


@pytest.mark.rule("A3")
def test_every_region_of_danger_two_or_more_has_foes_at_home_for_errands(content):
    homeless = [r.id for r in content.regions.values() if r.danger >= 2
                and not any(r.id in c.habitats and c.drawable for c in content.bestiary.values())]
    assert homeless == []


@pytest.mark.rule("A3")
def test_the_wrong_tables_stay_mended(content):
    for fells in ("trollshaws", "ettenmoors"):
        day = drawn(content, fells, "day")
        assert day and not day & {"hill_troll", "stone_troll"}, fells  # trolls shun the sun
    assert "barrow_wight" not in drawn(content, "old_forest", "night")
    assert "crebain" not in drawn(content, "moria", "day", danger=5)
    assert "haradrim_warrior" not in drawn(content, "emyn_muil", "day", danger=5)
    dunland = {t.id for t in content.encounter_tables.values() if "dunland" in t.regions}
    assert not dunland & {t.id for t in content.encounter_tables.values() if "fangorn" in t.regions}


@pytest.mark.rule("A6")
def test_orcs_come_to_rohan_when_the_chronicle_raises_its_danger(content):
    base = content.regions["rohan"].danger
    assert "goblin" not in drawn(content, "rohan", "day", danger=base)
    assert "goblin" in drawn(content, "rohan", "day", danger=base + 1)


@pytest.mark.rule("3.2.1")
def test_the_days_band_is_met_along_the_road_walked_not_only_at_camp(content):
    """The day's last two cells to Rivendell (the first step all but done): one in Eriador (danger 2: a
    band on a d20 of 2 or less), then the valley (danger 0). A camp in the valley meets nothing; the
    day's road meets Eriador's bands on half the draws, so about 1 day in 20."""
    route = plan_route(content, content.places["weathertop"], content.places["rivendell"])
    world = world_map(content)
    assert [world.region[world.index(c)] for c in route.cells[-2:]] == ["eriador", "rivendell"]
    walker = Hero(name="Hal", race="human", nation="gondor", background="medium_infantry",
                  attributes=dict.fromkeys(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"), 11),
                  equipment=["dried_rations"] * 5)
    near = replace(start_journey(content, route, (walker,)), step=len(route.cells) - 3,
                   progress=route.step_days[-2] - 0.02)
    days = [travel_day(near, "walk", random.Random(seed), content)[1] for seed in range(600)]
    arrived = [d for d in days if d.arrived]
    assert len(arrived) > 400
    met = [m for d in arrived for m in d.encounters]
    assert {m.time for m in met} == {"day"}
    assert all("eriador" in content.bestiary[m.creature].habitats for m in met)
    assert abs(len(met) / len(arrived) - 0.05) < 0.03
