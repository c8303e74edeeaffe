"""Stealth against the inhabitants (4.5.1): a careful step in earshot is the company's worst Move
Silently against the band's Listen, in their sight its worst Hide in Cover against their Spot Hidden;
running is heard and a light is seen without a roll; alertness rises to the band coming (`Met`)."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, level, rows, site
from test_site_traps import TRIALS, near

from thirdage_tui.engine.rolls import opposed_chances
from thirdage_tui.world import delving as dv

# The company walks along the top; the orc stands round a corner, out of sight, within earshot.
EARSHOT = rows("##########", "#<.......#", "########.#", "########O#", "##########")
IN_SIGHT = "##########\n#<......O#\n##########"


def orcs(awake: bool = True, **kw: object) -> dict[str, dict[str, object]]:
    return {"O": {"name": "A knot of orcs", "band": {"creatures": [{"creature": "goblin"}], "awake": awake,
                                                     "listen": 8, "spot": 8, **kw}}}


@pytest.mark.rule("4.5.1")
def test_a_careful_step_in_earshot_is_move_silently_against_the_bands_listen(content):
    """The band stirs as often as it wins the opposed roll by its own success (neither succeeding, nothing
    changes)."""
    quiet, clumsy = hero("Bilbo", skills={"move_silently": 10}), hero("Hal", "human", "ranger")
    worst = min(level(content, h, "move_silently") for h in (quiet, clumsy))
    stirred = 0
    for seed in range(TRIALS):
        run = Run(content, site(EARSHOT, orcs()), (quiet, clumsy), seed=seed)
        run.delve.at = (5, 1)
        run.do(dv.Stride(1, 0))
        [rolled] = run.of(dv.Rolled)
        assert rolled.hero == "Hal" and rolled.target == worst and "an unseen foe's Listen 8" in rolled.words
        stirred += bool(run.of(dv.Stirred))
    assert near(stirred, opposed_chances(worst, 8).defender)


@pytest.mark.rule("4.5.1")
def test_a_sleeping_band_listens_at_minus_5(content):
    run = Run(content, site(EARSHOT, orcs(awake=False)), (hero(),))
    run.delve.at = (5, 1)
    run.do(dv.Stride(1, 0))
    assert "an unseen foe's Listen (asleep) 3" in run.of(dv.Rolled)[0].words


@pytest.mark.rule("5.1")
def test_muffle_adds_two_to_move_silently_for_each_point_of_pow(content):
    sneak = hero(skills={"move_silently": 6}, hero_magic={"muffle": 3})
    run = Run(content, site(EARSHOT, orcs()), (sneak,))
    run.delve.at = (5, 1)
    run.do(dv.UseMagic("Bilbo", "muffle", level=3), dv.Stride(1, 0))
    rolled = run.of(dv.Rolled)[0]
    assert rolled.target == level(content, sneak, "move_silently") + 6 and "+6 Muffle" in rolled.why
    assert run.hero("Bilbo").pow_spent == 3


@pytest.mark.rule("5.1")
def test_stalk_adds_one_to_every_stealth_skill_per_point(content):
    sneak = hero(hero_magic={"stalk": 2})
    run = Run(content, site(EARSHOT, orcs()), (sneak,))
    run.delve.at = (5, 1)
    run.do(dv.UseMagic("Bilbo", "stalk", level=2), dv.Stride(1, 0))
    assert run.of(dv.Rolled)[0].target == level(content, sneak, "move_silently") + 2


def test_running_is_heard_without_a_roll(content):
    run = Run(content, site(EARSHOT, orcs(), light="lit"), (hero(),))
    run.delve.at = (5, 1)
    run.do(dv.Pace("run"), dv.Stride(1, 0))
    assert not run.of(dv.Rolled) and run.delve.alert["O"] == 2


def test_a_light_shown_is_seen_by_a_band_in_sight(content):
    run = Run(content, site(IN_SIGHT, orcs(listen=0)), (hero(equipment=["pitch_torch", "flint_and_steel"]),))
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    assert run.delve.alert["O"] == 2


@pytest.mark.rule("4.5.1")
def test_in_sight_of_a_band_a_careful_step_is_hide_in_cover_against_its_spot_hidden(content):
    run = Run(content, site(IN_SIGHT, orcs(listen=0), light="lit"), (hero(skills={"move_silently": 30}),))
    run.do(dv.Stride(1, 0))
    assert [r.skill for r in run.of(dv.Rolled)] == ["move_silently", "hide_in_cover"]
    assert "the Goblin's Spot Hidden 8" in run.of(dv.Rolled)[1].words


def test_an_opposed_roll_names_whose_skill_it_was_by_what_the_company_has_seen(content):
    """The band's roll is named for its creatures once its lair has been seen (a band of many by their
    plural), else for an unseen foe; never "their Listen", which named no one."""
    run = Run(content, site(IN_SIGHT, orcs(listen=0, creatures=[{"creature": "goblin", "count": "3"}]), light="lit"),
              (hero(skills={"move_silently": 30}),))
    run.do(dv.Stride(1, 0))
    assert ["the Goblins' Listen 0" in r.words for r in run.of(dv.Rolled)] == [True, False]
    assert "the Goblins' Spot Hidden 8" in run.of(dv.Rolled)[1].words


def test_a_band_roused_comes_to_fight(content):
    run = Run(content, site(IN_SIGHT, orcs(listen=0), light="lit"), (hero(),))
    run.do(dv.Pace("stroll"), dv.Stride(1, 0), dv.Stride(1, 0))
    assert run.delve.alert["O"] == dv.ROUSED and run.of(dv.Met)[0] == dv.Met("O")


def test_stepping_onto_a_band_falls_upon_it(content):
    run = Run(content, site("####\n#<O#\n####", orcs(awake=False)), (hero(),))
    assert run.do(dv.Stride(1, 0))[-1] == dv.Met("O")


@pytest.mark.rule("5.2")
def test_a_door_held_by_hold_portal_keeps_a_roused_band_from_coming(content):
    plan = "#######\n#<.D.O#\n#######"
    features = {**orcs(), "D": {"name": "A door", "door": {}}}
    mage = hero("Elwen", "noldor", "mage", spells=["hold_portal"])
    run = Run(content, site(plan, features, light="lit"), (mage,))
    run.do(dv.Stride(1, 0), dv.UseMagic("Elwen", "hold_portal", target="D"))
    run.delve.alert["O"] = dv.ROUSED
    run.do(dv.ListenAt())
    assert not run.of(dv.Met) and "D" in run.delve.held
    for _ in range(25):
        run.do(dv.ListenAt())  # a full turn later the spell is gone
    assert "D" not in run.delve.held and run.of(dv.Met)


def test_a_roused_band_throws_open_the_shut_doors_on_its_way(content):
    """A band that comes opens the doors between (a locked one too, from beyond), so the fight is fought
    with them open: the lone hobbit and the wight stood 100 rounds either side of the bronze door."""
    plan = "#########\n#<.D.+.O#\n#########"
    features = {**orcs(), "D": {"name": "A locked door", "door": {"lock": 0}}}
    run = Run(content, site(plan, features, light="lit"), (hero(),))
    run.delve.alert["O"] = dv.ROUSED
    run.do(dv.ListenAt())
    assert run.of(dv.Met) == [dv.Met("O")]
    assert "D" in run.delve.opened and (5, 1) in run.delve.ajar
    assert [o.letter for o in run.of(dv.Opened)] == ["D"]


def test_a_roused_band_does_not_swim_to_the_company(content):
    """Deep water, a chasm or a climb between keeps a band from coming (a fight cannot cross them: the
    company that swam the moat at Dol Guldur stood 100 rounds across it from the orcs)."""
    for between in "~*^":
        run = Run(content, site(f"#######\n#<.{between}.O#\n#######", orcs(), light="lit"), (hero(),))
        run.delve.at = (2, 1)
        run.delve.alert["O"] = dv.ROUSED
        run.do(dv.ListenAt())
        assert not run.of(dv.Met), between


def test_keeping_still_in_cover_calms_a_band_that_fails_to_spot_the_company(content):
    run = Run(content, site(IN_SIGHT, orcs(spot=0), light="lit"), (hero(skills={"hide_in_cover": 30}),))
    run.delve.alert["O"] = 2
    run.do(dv.Hide())
    assert run.delve.alert["O"] == 1


def test_no_one_hides_with_a_light_shown(content):
    run = Run(content, site(IN_SIGHT, orcs()), (hero(equipment=["pitch_torch", "flint_and_steel"]),))
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    assert isinstance(run.do(dv.Hide())[0], dv.Balked)


def test_listening_at_a_door_hears_a_band_beyond(content):
    plan = "#######\n#<.+.O#\n#######"
    run = Run(content, site(plan, orcs(awake=False)), (hero(skills={"listen": 30, "move_silently": 30}),))
    run.do(dv.Stride(1, 0), dv.ListenAt())
    assert any("breathing, as of something asleep, 35 feet off" in t.text for t in run.of(dv.Told))


def test_a_listen_that_fails_reads_as_one_with_nothing_to_hear(content):
    """Listening is the referee's roll: a failure is not told (it would say something lies within earshot)."""
    for seed in range(40):
        run = Run(content, site(EARSHOT, orcs(awake=False)), (hero(),), seed=seed)
        run.delve.at = (5, 1)
        run.do(dv.ListenAt())
        assert all(r.success for r in run.of(dv.Rolled))
        if not run.of(dv.Rolled):
            assert "hears nothing" in run.of(dv.Told)[-1].text
