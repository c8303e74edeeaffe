"""A save that loads is one the game can play: what passes `saves check` never crashes an action."""

from __future__ import annotations

import copy
import os
import time

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import codec
from thirdage_tui.campaign.codec import SaveError
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.travel import set_out, travel
from thirdage_tui.persistence import campaigns


@pytest.fixture(scope="module")
def on_the_road(content):
    campaign = new_campaign(content, starting_ranger(), 9, companions=(starting_dwarf(),))
    set_out(campaign, content, "bree")
    return campaign


def saved(tmp_path, data):
    """A save holding the campaign data `data` (with a matching checksum: damage a checksum cannot see)."""
    path = tmp_path / "spoilt.json"
    from thirdage_tui.persistence.jsonfile import write_json_atomic

    write_json_atomic(path, {"format": "thirdage-campaign", "version": campaigns.VERSION, "summary": {},
                             "checksum": campaigns.checksum(data), "campaign": data})
    return path


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda d: d["road"].update(path=[10**9, -5]), "road.path: expected the map's cells"),
    (lambda d: d["road"].update(path=d["road"]["path"][::2][:3] + [d["road"]["path"][-1]]), "not a way along"),
    (lambda d: d["road"].update(path=[]), "road.path"),
    (lambda d: d["road"].update(step=10**6), "road.step"),
    (lambda d: d["road"].update(mode="fly"), "road.mode"),
    (lambda d: d.update(date=[2760, 99, 99]), "date: month 99"),
    (lambda d: d.update(date=[2760, 0, 99]), "has days 1-"),
    (lambda d: d.update(heroes=[]), "the company has no hero"),
    (lambda d: d["road"]["food"].update(rations=10**14), "road.food.rations"),
    (lambda d: d.update(road=None, place=None), "neither at a place nor on the road"),
    (lambda d: d.update(place=""), "at a place and on the road at once"),  # found by the mutation test
    (lambda d: d.update(road=None, place=""), "'' is no place of the map"),
])
def test_a_save_the_game_cannot_play_is_refused_at_load(content, on_the_road, tmp_path, spoil, message):
    data = copy.deepcopy(codec.to_data(on_the_road))
    spoil(data)
    with pytest.raises(SaveError, match=message):
        campaigns.check(saved(tmp_path, data), content)


def test_a_sound_save_on_the_road_travels_on(content, on_the_road, tmp_path):
    path = saved(tmp_path, codec.to_data(on_the_road))
    campaign = campaigns.load(path, content)
    travel(campaign, content)


def test_a_crashed_writers_temporary_file_is_cleaned_at_the_next_save(tmp_path):
    from thirdage_tui.persistence.jsonfile import STALE_SECONDS, write_json_atomic

    path = tmp_path / "ranger.json"
    old, fresh = tmp_path / ".ranger-abc123.tmp", tmp_path / ".ranger-def456.tmp"
    other = tmp_path / ".dwarf-abc123.tmp"
    for leftover in (old, fresh, other):
        leftover.write_text("{half a save")
    long_ago = time.time() - STALE_SECONDS - 5
    os.utime(old, (long_ago, long_ago))
    os.utime(other, (long_ago, long_ago))
    write_json_atomic(path, {"ok": True})
    assert not old.exists()
    assert fresh.exists() and other.exists()  # a writer at work now, and another file's, are left alone


def test_a_leader_who_lost_cha_by_failed_errands_still_loads(content, on_the_road, tmp_path):
    """Found by the borg: failed errands take leadership below 0 (2.4 item 4), which the check refused."""
    data = copy.deepcopy(codec.to_data(on_the_road))
    data["leadership"] = -2
    assert campaigns.load(saved(tmp_path, data), content).leadership == -2
    data["leadership"] = -3
    with pytest.raises(SaveError, match="leadership"):
        campaigns.check(saved(tmp_path, data), content)


@pytest.fixture(scope="module")
def in_the_barrow(content):
    """A company inside the barrow on the Downs, a step in."""
    from thirdage_tui.campaign import delves

    campaign = new_campaign(content, starting_ranger(), 9, companions=(starting_dwarf(),))
    campaign.place = "barrow_downs"
    delves.enter(campaign, content, "barrow_of_the_downs")
    return campaign


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda d: d["delve"].update(site="no_such_site"), "missing sites: no_such_site"),
    (lambda d: d["delve"].update(at=[0, 0]), "delve.at"),
    (lambda d: d["delve"].update(at=[10**9, 3]), "delve.at"),
    (lambda d: d["delve"].update(twelfths=10**15), "delve.twelfths"),
    (lambda d: d["delve"].update(taken=["Z"]), "delve.taken: Z is no feature"),
    (lambda d: d["delve"].update(alert={"W": 10**6}), "delve.alert.W"),
    (lambda d: d["delve"].update(seen=[[-1, 5]]), "delve.seen"),
    (lambda d: d["delve"].update(lights={"Nobody": {"source": "lantern", "radius": 3, "rounds": 9}}), "no hero"),
    (lambda d: d["delve"].update(bleeding={"Halbarad": -3}), "delve.bleeding.Halbarad"),
    (lambda d: d["delve"].update(bleeding={"Nobody": 3}), "no hero"),
    (lambda d: d["delve"].update(heard={"T": 1}), "no band"),
    (lambda d: d["delve"].update(seen=[[1, 2, 3]]), "damaged"),
    (lambda d: d.update(delve=[1, 2]), "damaged"),
    (lambda d: d.update(place="bree"), "where it is entered"),
    (lambda d: d.update(sites={"barrow_of_the_downs": {**d["delve"], "site": "other"}}), "sites.barrow_of_the_downs"),
])
def test_a_hostile_delve_in_a_save_is_refused_at_load(content, in_the_barrow, tmp_path, spoil, message):
    data = copy.deepcopy(codec.to_data(in_the_barrow))
    spoil(data)
    with pytest.raises(SaveError, match=message):
        campaigns.check(saved(tmp_path, data), content)


def test_a_sound_save_in_a_site_loads_and_the_delve_goes_on(content, in_the_barrow, tmp_path):
    from thirdage_tui.campaign import delves
    from thirdage_tui.world.delving import Stride

    campaign = campaigns.load(saved(tmp_path, codec.to_data(in_the_barrow)), content)
    assert campaign.delve == in_the_barrow.delve
    delves.explore(campaign, content, Stride(1, 0))
    assert campaign.delve.at != in_the_barrow.delve.at
