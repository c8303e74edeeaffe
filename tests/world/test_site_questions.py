"""What the screen asks of a delve: features at hand, lights and magic to use (and why not), what is
known of the bands; and time passing outside the delve's own actions (a fight)."""

from __future__ import annotations

from site_kit import Run, hero, site

from thirdage_tui.world import delving as dv

PLAN = "#######\n#<ADT.#\n#######"
FEATURES = {"A": {"name": "A pit", "trap": {"damage": "1D6"}},
            "D": {"name": "A door", "door": {"lock": 0}},
            "T": {"name": "A hoard", "treasure": {"silver": 5, "hidden": 0}}}


def test_at_hand_names_only_what_is_within_reach_and_known(content):
    run = Run(content, site(PLAN, FEATURES, light="lit"), (hero(),))
    assert dv.at_hand(run.delve, run.site) == ()
    run.delve.found.add("A")
    assert dv.at_hand(run.delve, run.site) == ("A",)
    run.delve.at = (3, 1)
    run.delve.found.add("T")
    assert dv.at_hand(run.delve, run.site) == ("A", "D", "T")


def test_open_on_a_locked_door_picks_the_lock(content):
    run = Run(content, site(PLAN, FEATURES, light="lit"), (hero(skills={"lock_picking": 30},
                                                                 equipment=["burglars_toolkit"]),))
    run.delve.disarmed.add("A")
    run.do(dv.Stride(1, 0), dv.Open("D"))
    assert run.of(dv.Rolled)[-1].skill == "lock_picking" and "D" in run.delve.opened


def test_kindlings_and_castables_say_why_not(content):
    torch_bearer = hero(equipment=["pitch_torch", "lantern"], hero_magic={"darksight": 1, "shield": 1})
    run = Run(content, site(PLAN, FEATURES), (torch_bearer,))
    assert dv.kindlings(run.delve, run.company, content) == [
        ("Bilbo", "pitch_torch", "The company has nothing to strike a light with (flint and steel)."),
        ("Bilbo", "lantern", "Bilbo has no lamp oil (1 pint flask) for it.")]
    assert dv.castables(run.delve, run.company, content) == [("Bilbo", "darksight", None, False)]
    mage = hero("Elwen", "noldor", "mage", spells=["sunder"], attributes={"POW": 2})
    assert dv.castables(run.delve, (mage,), content) == [
        ("Elwen", "sunder", "Elwen has not the POW left for Sunder (3).", True)]


def test_what_is_heard_is_only_what_the_company_has_heard_or_seen(content):
    plan = "########\n#<....O#\n########"
    band = {"O": {"name": "Orcs", "band": {"creatures": [{"creature": "goblin"}], "awake": False}}}
    run = Run(content, site(plan, band), (hero(skills={"listen": 30, "move_silently": 30}),))
    assert dv.heard(run.delve, run.site) == []
    run.do(dv.ListenAt())
    assert dv.heard(run.delve, run.site) == ["Orcs: asleep"]


def test_time_passing_in_a_fight_burns_the_lights(content):
    run = Run(content, site(PLAN, FEATURES), (hero(equipment=["pitch_torch", "flint_and_steel"]),))
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    turn = dv.pass_time(run.delve, run.site, run.company, content, 300, run.rng)
    assert not run.delve.lights and "pitch_torch" not in turn.company[0].equipment
