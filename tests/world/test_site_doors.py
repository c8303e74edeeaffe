"""Doors in a site: locks picked (Lock-picking with the burglar's toolkit, by light, 4.2, 6.3), doors
forced (opposed STR against their resistance, a crowbar helping, 4.5.2), sundered (5.2) and found
when hidden (Spot Hidden)."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, level, site
from test_site_traps import TRIALS, near

from thirdage_tui.engine.rolls import opposed_chances
from thirdage_tui.world import delving as dv

PLAN = "######\n#<.D.#\n######"


def door(**kw: object) -> dict[str, dict[str, object]]:
    return {"D": {"name": "A bronze door", "door": kw}}


@pytest.mark.rule("4.2")
@pytest.mark.parametrize(("kit", "light", "shift"), [
    (["burglars_toolkit"], "lit", -3), ([], "lit", -8), (["burglars_toolkit"], "dark", -8)])
def test_a_lock_is_picked_with_tools_by_light(content, kit, light, shift):
    """The lock's modifier, and -5 with no tools for it, -5 with no light on it; a full turn a try."""
    who = hero(skills={"lock_picking": 10}, equipment=kit)
    need = level(content, who, "lock_picking") + shift
    opened = 0
    for seed in range(TRIALS):
        run = Run(content, site(PLAN, door(lock=-3), light=light), (who,), seed=seed)
        run.do(dv.Stride(1, 0), dv.PickLock("D"))
        assert run.of(dv.Rolled)[-1].target == need
        assert run.delve.twelfths == 4 + dv.TWELFTHS_A_TURN
        opened += "D" in run.delve.opened
    assert near(opened, need / 20)


def test_the_lantern_is_the_light_a_lock_is_picked_by(content):
    who = hero(skills={"lock_picking": 10}, equipment=["burglars_toolkit", "lantern", "lamp_oil", "flint_and_steel"])
    run = Run(content, site(PLAN, door(lock=0)), (who,))
    run.do(dv.Stride(1, 0), dv.Kindle("Bilbo", "lantern"), dv.PickLock("D"))
    assert "in the dark" not in run.of(dv.Rolled)[-1].why


@pytest.mark.rule("4.5.2")
def test_a_door_is_forced_by_str_against_its_resistance_a_crowbar_helping(content):
    strong = hero("Borin", "dwarf", "heavy_infantry", attributes={"STR": 14}, equipment=["crowbar"])
    burst = 0
    for seed in range(TRIALS):
        run = Run(content, site(PLAN, door(lock=-10, force=16), light="lit"), (strong,), seed=seed)
        run.do(dv.Stride(1, 0), dv.Force("D"))
        [rolled] = run.of(dv.Rolled)
        assert rolled.skill == "STR" and rolled.target == 18 and "+4 Crowbar" in rolled.words
        burst += "D" in run.delve.broken
    assert near(burst, opposed_chances(18, 16).attacker)


def test_forcing_a_door_is_heard(content):
    plan = "#########\n#<.D...O#\n#########"
    features = {**door(force=40), "O": {"name": "Orcs", "band": {"creatures": [{"creature": "goblin"}]}}}
    run = Run(content, site(plan, features, light="lit"), (hero(),))
    run.do(dv.Stride(1, 0), dv.Force("D"))
    assert run.delve.alert["O"] == 2


@pytest.mark.rule("5.2")
def test_sunder_breaks_a_door_with_a_boom(content):
    mage = hero("Elwen", "noldor", "mage", spells=["sunder"], attributes={"POW": 14})
    run = Run(content, site(PLAN, door(lock=-10), light="lit"), (mage,))
    run.do(dv.Stride(1, 0), dv.UseMagic("Elwen", "sunder", target="D"))
    assert "D" in run.delve.broken and run.hero("Elwen").pow_spent == 3
    run.do(dv.Stride(1, 0))
    assert run.delve.at == (3, 1)


def test_magic_on_a_door_must_be_cast_beside_it(content):
    mage = hero("Elwen", "noldor", "mage", spells=["sunder"], attributes={"POW": 14})
    run = Run(content, site(PLAN, door(), light="lit"), (mage,))
    assert isinstance(run.do(dv.UseMagic("Elwen", "sunder", target="D"))[0], dv.Balked)
    assert run.hero("Elwen").pow_spent == 0


@pytest.mark.rule("4.2")
def test_a_hidden_door_is_wall_until_a_search_finds_it(content):
    plan = "######\n#<.D.#\n######"
    run = Run(content, site(plan, door(hidden=0), light="lit"), (hero(skills={"spot_hidden": 30}),))
    run.do(dv.Stride(1, 0))
    assert isinstance(run.do(dv.Stride(1, 0))[0], dv.Balked)
    assert dv.glimpse(run.delve, run.site, run.company, content, False).marks[(3, 1)] == "#"
    run.do(dv.Search())
    assert "D" in run.delve.found and run.of(dv.Rolled)[-1].skill == "spot_hidden"
    run.do(dv.Stride(1, 0))
    assert run.delve.at == (3, 1) and "D" in run.delve.opened


@pytest.mark.rule("6.3")
def test_iron_spikes_jam_a_door_against_a_band_until_the_company_opens_it(content):
    plan = "#########\n#<.D...O#\n#########"
    features = {**door(), "O": {"name": "Orcs", "band": {"creatures": [{"creature": "goblin"}]}}}
    run = Run(content, site(plan, features, light="lit"), (hero(equipment=["iron_spikes"]),))
    run.do(dv.Stride(1, 0), dv.Spike("D"))
    assert "D" in run.delve.held and "iron_spikes" not in run.hero("Bilbo").equipment
    run.delve.alert["O"] = dv.ROUSED
    run.do(dv.ListenAt())
    assert not run.of(dv.Met)
    assert isinstance(run.do(dv.Spike("D"))[0], dv.Balked)  # no spikes left


def test_a_door_jammed_by_the_company_is_let_go_when_it_opens_it(content):
    run = Run(content, site(PLAN, door(lock=-3), light="lit"), (hero(equipment=["iron_spikes"]),))
    run.delve.opened.add("D")  # picked earlier
    run.do(dv.Stride(1, 0), dv.Spike("D"))
    assert dv.glimpse(run.delve, run.site, run.company, content, False).marks[(3, 1)] == "+"
    run.do(dv.Open("D"))
    assert "D" not in run.delve.held and "D" in run.delve.opened and not run.of(dv.Rolled)
