"""Who lives where (appendix 3, 3.2.1): the encounter tables draw only creatures at home in their
regions, every region of danger 2 or more has something to meet by day and by night in every season,
and the tables the re-survey found wrong stay mended."""

from __future__ import annotations

import pytest

from thirdage_tui.content.models.world import SEASONS
from thirdage_tui.world import encounters


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
