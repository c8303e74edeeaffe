"""Hero Magic and spells in a site by their kinds of effect (5.1, 5.2): the senses, Reveal Magic, what
a hero may use (learnt, or granted by an item he carries) and the POW it takes."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, rows, site

from thirdage_tui.world import delving as dv

ROOMS = rows(
    "##############",
    "#<..........O#",
    "##############",
    "#W..........T#",
    "##############",
)


def features(what: str = "goblin") -> dict[str, dict[str, object]]:
    return {"O": {"name": "Orcs", "band": {"creatures": [{"creature": what, "count": "3"}]}},
            "W": {"name": "A wight", "band": {"creatures": [{"creature": "barrow_wight"}], "awake": False}},
            "T": {"name": "A hoard", "treasure": {"items": ["ring_of_healing"]}}}


def sensed(run: Run, magic: str) -> dv.Sensed:
    run.do(dv.UseMagic(run.company[0].name, magic))
    return run.of(dv.Sensed)[-1]


@pytest.mark.rule("5.1")
def test_sense_enemies_tells_how_many_which_way_and_how_far_within_60_feet(content):
    seer = hero(hero_magic={"sense_enemies": 1})
    run = Run(content, site(ROOMS, features()), (seer,))
    for _ in range(2):
        run.do(dv.Stride(1, 0))
    told = sensed(run, "sense_enemies")
    assert told.count == 1 and "3 foes 45 feet east" in told.words  # the wight is past 5 feet of rock
    assert run.hero("Bilbo").pow_spent == 1


@pytest.mark.rule("5.1")
def test_sense_enemies_tells_the_bands_own_number_and_the_band_keeps_it(content):
    """The number sensed is the band's, rolled once and kept for the fight (it used to tell the least its
    dice could bring: a band of 2D6 was always "2 foes")."""
    told = set()
    for seed in range(12):
        things = {**features(), "O": {"name": "Orcs", "band": {"creatures": [{"creature": "goblin", "count": "2D6"}]}}}
        run = Run(content, site(ROOMS, things), (hero(hero_magic={"sense_enemies": 2}),), seed=seed)
        for _ in range(2):
            run.do(dv.Stride(1, 0))
        first = sensed(run, "sense_enemies")
        again = sensed(run, "sense_enemies")
        count = run.delve.numbers["O"][0]
        assert f"{count} foes 45 feet east" in first.words and first.words == again.words
        told.add(count)
    assert len(told) >= 4 and min(told) >= 2


@pytest.mark.rule("5.1")
def test_five_feet_of_stone_blinds_the_senses(content):
    seer = hero(hero_magic={"sense_enemies": 1})
    plan = "####\n#<.#\n####\n#W.#\n####"
    run = Run(content, site(plan, {"W": features()["W"]}), (seer,))
    told = sensed(run, "sense_enemies")
    assert told.count == 0 and "nothing within 60 feet" in told.words


@pytest.mark.rule("5.1")
def test_sense_evil_feels_only_evil_things(content):
    seer = hero(hero_magic={"sense_evil": 1})
    plan = "#########\n#<.O...P#\n#########"
    things = {"O": {"name": "Orcs", "band": {"creatures": [{"creature": "goblin"}]}},
              "P": {"name": "Wolves", "band": {"creatures": [{"creature": "wolf"}]}}}
    told = sensed(Run(content, site(plan, things), (seer,)), "sense_evil")
    assert told.count == 1 and "evil 10 feet east" in told.words


@pytest.mark.rule("5.1")
def test_sense_magic_shows_enchanted_things_in_sight_within_15_feet(content):
    seer = hero(hero_magic={"sense_magic": 1})
    plan = "#######\n#<..T.#\n#######"
    things = {"T": {"name": "A hoard", "treasure": {"items": ["ring_of_healing"]}}}
    far = Run(content, site(plan, things, light="lit"), (seer,))
    assert sensed(far, "sense_magic").count == 1
    dark = Run(content, site(plan, things), (seer,))
    assert sensed(dark, "sense_magic").count == 0  # not seen, in the dark


@pytest.mark.rule("5.2")
def test_reveal_magic_tells_the_virtues_of_a_hoards_items(content):
    mage = hero("Elwen", "noldor", "mage", spells=["reveal_magic"])
    plan = "#####\n#<T.#\n#####"
    run = Run(content, site(plan, {"T": {"name": "A hoard", "treasure": {"items": ["ring_of_healing"]}}},
                             light="lit"), (mage,))
    run.do(dv.UseMagic("Elwen", "reveal_magic", target="T"))
    [revealed] = run.of(dv.Revealed)
    assert revealed.what.startswith(content.magic_items["ring_of_healing"].name + ": ")


def test_a_magic_item_carried_grants_its_hero_magic(content):
    hooded = hero(equipment=["night_hood"])
    run = Run(content, site("####\n#<.#\n####"), (hooded,))
    run.do(dv.UseMagic("Bilbo", "darksight"))
    assert run.delve.magic and run.hero("Bilbo").pow_spent == 2


def test_magic_not_known_or_beyond_the_pow_left_is_refused(content):
    run = Run(content, site("####\n#<.#\n####"), (hero(),))
    assert isinstance(run.do(dv.UseMagic("Bilbo", "light"))[0], dv.Balked)
    tired = hero(spells=["daylight"], attributes={"POW": 3})
    run = Run(content, site("####\n#<.#\n####"), (tired,))
    refused = run.do(dv.UseMagic("Bilbo", "daylight"))[0]
    assert isinstance(refused, dv.Balked) and "POW" in refused.why


def test_taking_a_hoard_tells_what_it_held_and_it_stays_taken(content):
    plan = "#####\n#<T.#\n#####"
    hoard = {"T": {"name": "A hoard", "treasure": {"items": ["ring_of_healing"], "silver": 12, "lore": "Old words."}}}
    run = Run(content, site(plan, hoard, light="lit"), (hero(),))
    assert run.do(dv.Take("T"))[0] == dv.Took("T", ("ring_of_healing",), 12, "Old words.")
    assert isinstance(run.do(dv.Take("T"))[0], dv.Balked)
    look = dv.glimpse(run.delve, run.site, run.company, content, False)
    assert look.marks[(2, 1)] == "."


@pytest.mark.rule("5.2")
def test_daylight_turns_trolls_that_fear_the_sun_to_stone(content):
    mage = hero("Elwen", "noldor", "mage", spells=["daylight"], attributes={"POW": 14})
    plan = "########\n#<..S..#\n########"
    trolls = {"S": {"name": "Trolls", "band": {"creatures": [{"creature": "stone_troll", "count": "2"}],
                                               "awake": False}}}
    run = Run(content, site(plan, trolls), (mage,))
    run.do(dv.UseMagic("Elwen", "daylight"))
    assert "S" in run.delve.beaten and any("turn to stone" in t.text for t in run.of(dv.Told))


@pytest.mark.rule("A1")
def test_a_blade_of_westernesse_glows_when_evil_is_near(content):
    plan = "#" * 20 + "\n#<" + "." * 16 + "O#\n" + "#" * 20
    bearer = hero(equipment=["blade_of_westernesse"], skills={"move_silently": 30})
    run = Run(content, site(plan, {"O": features()["O"]}), (bearer,))
    run.do(dv.Stride(1, 0))
    assert not run.of(dv.Told)
    for _ in range(4):
        run.do(dv.Stride(1, 0))
    assert [t.text for t in run.of(dv.Told)] == [
        "What Bilbo carries glows with a pale blue light: something evil is near."]
    run.do(*[dv.Stride(-1, 0)] * 3)
    assert run.of(dv.Told)[-1].text == "The glow of what Bilbo carries fades."
