"""Sites as content: the six of the base content, and a bad plan reported at its own row and column."""

from __future__ import annotations

from pathlib import Path

import pytest

from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.world.site_plan import SitePlan

SIX = {"barrow_of_the_downs": "barrow_downs", "goblin_caves_of_the_high_pass": "high_pass",
       "troll_hole_of_the_trollshaws": "last_bridge", "spider_nest_of_mirkwood": "forest_gate",
       "eaves_of_dol_guldur": "dol_guldur", "orc_hold_under_mount_gram": "mount_gram"}


def reachable(plan: SitePlan, start: tuple[int, int], avoid: frozenset[tuple[int, int]] = frozenset()) -> set:
    """Every square the company could come to from `start` (doors opened, hard ground crossed)."""
    seen, todo = {start}, [start]
    while todo:
        x, y = todo.pop()
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                cell = (x + dx, y + dy)
                if cell not in seen and cell not in avoid and plan.inside(cell) and plan.ground(cell).walk:
                    seen.add(cell)
                    todo.append(cell)
    return seen


def test_the_six_sites_stand_at_their_places(content):
    assert {k: s.place for k, s in content.sites.items()} == SIX


@pytest.mark.parametrize("site_id", sorted(SIX))
def test_every_feature_of_a_site_can_be_reached_from_the_way_in(content, site_id):
    plan = SitePlan.from_site(content.sites[site_id])
    assert set(plan.cells.values()) <= reachable(plan, plan.entrances[0])


def test_treasure_is_of_the_magic_items_of_appendix_1(content):
    items = [i for s in content.sites.values() for f in s.features.values() if f.treasure for i in f.treasure.items]
    assert items and all(i in content.magic_items for i in items)


def test_the_barrows_grave_goods_lie_past_its_trap_its_lock_and_its_wight(content):
    barrow = content.sites["barrow_of_the_downs"]
    kinds = {f.kind for f in barrow.features.values()}
    assert kinds == {"trap", "door", "band", "treasure"}
    plan = SitePlan.from_site(barrow)
    for letter in ("A", "B"):
        assert plan.cells["T"] not in reachable(plan, plan.entrances[0], frozenset({plan.cells[letter]}))
    door = next(f.door for f in barrow.features.values() if f.door)
    assert door.lock is not None
    assert next(f.band for f in barrow.features.values() if f.band).creatures[0].creature == "barrow_wight"


BAD = """\
- id: bad_plan
  name: A bad plan
  place: bree
  plan: |
    #####
    #<.?#
    #..Q#
    #####
  features:
    Q: {name: A door, door: {}}
- id: unkeyed
  name: An unkeyed letter
  place: bree
  plan: |
    #####
    #<.X#
    #####
- id: unused_key
  name: A key on no square
  place: bree
  plan: |
    ####
    #<.#
    ####
  features:
    Z: {name: A hoard, treasure: {silver: 1}}
- id: no_way_in
  name: No way in
  place: bree
  plan: |
    ####
    #..#
    ####
- id: two_kinds
  name: Two kinds at once
  place: bree
  plan: |
    ####
    #<A#
    ####
  features:
    A: {name: A trapped door, door: {}, trap: {damage: 1D6}}
"""


def test_a_bad_plan_is_reported_at_its_row_and_column(tmp_path: Path):
    mod = tmp_path / "bad_sites"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: bad_sites\nname: Bad sites\nversion: '1.0'\n")
    (mod / "sites.yaml").write_text(BAD)
    [report] = load_with_mods([base_content_dir()], [mod]).reports
    said = sorted(str(e).split(": ", 1)[1] for e in report.errors)
    where = {e.message.split(":")[0]: (e.line, e.col) for e in report.errors}
    assert not report.loaded and len(said) == 5, said
    assert where["site 'bad_plan'"] == (6, 8)  # the '?' on the plan's second row, fourth column
    assert where["site 'unkeyed'"] == (16, 8)
    assert where["site 'unused_key'"] == (26, 5)  # at the key under features
    assert where["site 'no_way_in'"][0] == 30  # at the plan
    assert any("exactly one of trap, door, band, treasure, captive (this has trap, door)" in e.message
               for e in report.errors)


@pytest.mark.parametrize("site_id", sorted(SIX))
def test_every_site_can_be_entered_looked_at_and_searched(content, site_id):
    import random

    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world import delving as dv

    site = content.sites[site_id]
    hobbit = Hero(name="Tom", race="hobbit", nation=None, background="burglar",
                  attributes=dict.fromkeys(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"), 11))
    delve = dv.enter(site)
    turn = dv.act(delve, site, (hobbit,), content, dv.Search(), random.Random(1), daylight=True)
    look = dv.glimpse(delve, site, turn.company, content, True)
    assert delve.at in look.visible and delve.twelfths == dv.TWELFTHS_A_TURN
