"""Light and sight in a site: candles, lanterns and torches (6.3), the Light and Daylight spells (5.2),
Darksight and Farsight (5.1), the day at the way in, and walls and doors in the way."""

from __future__ import annotations

import pytest
from site_kit import Run, hero, site

from thirdage_tui.world import delving as dv

HALL = "\n".join(["#" * 21, "#<" + "." * 18 + "#", *["#" + "." * 19 + "#"] * 9, "#" * 21])
FLINT = "flint_and_steel"


def lit_around(run: Run) -> set[int]:
    """How far from the company the lit squares reach."""
    look = dv.glimpse(run.delve, run.site, run.company, run.content, run.daylight)
    x0, y0 = run.delve.at
    return {max(abs(x - x0), abs(y - y0)) for x, y in look.lit}


def walk_in(run: Run, squares: int = 6) -> None:
    for _ in range(squares):
        run.do(dv.Stride(1, 1) if run.delve.at[1] < 6 else dv.Stride(1, 0))


@pytest.mark.rule("6.3")
@pytest.mark.parametrize(("item", "reach"), [("candles", 0), ("lantern", 3), ("pitch_torch", 3)])
def test_a_light_carried_lights_the_squares_within_its_radius(content, item, reach):
    """A candle 3 feet (its own square), a lantern 15 feet (3 squares), a torch as a lantern."""
    run = Run(content, site(HALL), (hero(equipment=[item, "lamp_oil", FLINT]),))
    walk_in(run)
    assert not lit_around(run)
    run.do(dv.Kindle("Bilbo", item))
    assert max(lit_around(run)) == reach


@pytest.mark.rule("5.2")
def test_the_light_spell_shines_20_feet_for_an_hour_for_a_point_of_pow(content):
    mage = hero("Elwen", "noldor", "mage", spells=["light"])
    run = Run(content, site(HALL), (mage,))
    walk_in(run)
    run.do(dv.UseMagic("Elwen", "light"))
    assert max(lit_around(run)) == 4
    assert run.hero("Elwen").pow_spent == 1
    assert run.delve.lights["Elwen"].rounds == 300  # an hour: twelve full turns


@pytest.mark.rule("5.2")
def test_daylight_fills_50_feet_around_the_caster(content):
    mage = hero("Elwen", "noldor", "mage", spells=["daylight"], attributes={"POW": 16})
    big = "\n".join(["#" * 31, "#<" + "." * 28 + "#", *["#" + "." * 29 + "#"] * 25, "#" * 31])
    run = Run(content, site(big), (mage,))
    for _ in range(12):
        run.do(dv.Stride(1, 1))
    run.do(dv.UseMagic("Elwen", "daylight"))
    assert max(lit_around(run)) == 10


@pytest.mark.rule("3.2.2")
def test_in_the_dark_without_light_the_company_sees_only_its_own_square(content):
    run = Run(content, site(HALL), (hero(),))
    walk_in(run)
    look = dv.glimpse(run.delve, run.site, run.company, content, False)
    assert look.visible == frozenset({run.delve.at})


def test_by_day_the_light_falls_a_few_squares_in_from_the_way_in(content):
    run = Run(content, site(HALL), (hero(),), daylight=True)
    by_day = dv.glimpse(run.delve, run.site, run.company, content, True)
    by_night = dv.glimpse(run.delve, run.site, run.company, content, False)
    assert (4, 4) in by_day.lit and (4, 4) in by_day.visible and (5, 5) not in by_day.lit
    assert not by_night.lit


@pytest.mark.rule("5.1")
def test_darksight_sees_in_complete_darkness_as_by_day(content):
    elf = hero("Legolas", "sindar", "ranger", hero_magic={"darksight": 1})
    run = Run(content, site(HALL), (elf,))
    walk_in(run)
    run.do(dv.UseMagic("Legolas", "darksight"))
    look = dv.glimpse(run.delve, run.site, run.company, content, False)
    assert not look.lit and len(look.visible) > 100
    assert run.hero("Legolas").pow_spent == 2


@pytest.mark.rule("5.1")
def test_farsight_sees_five_times_as_far(content):
    long_hall = "#" * 70 + "\n#<" + "." * 67 + "#\n" + "#" * 70
    ranger = hero("Hal", "human", "ranger", hero_magic={"farsight": 1})
    run = Run(content, site(long_hall, light="lit"), (ranger,))
    before = dv.glimpse(run.delve, run.site, run.company, content, False)
    run.do(dv.UseMagic("Hal", "farsight"))
    after = dv.glimpse(run.delve, run.site, run.company, content, False)
    assert max(x for x, _ in before.visible) == 1 + 12
    assert max(x for x, _ in after.visible) == 1 + 60


def test_walls_and_shut_doors_stop_sight(content):
    plan = site("#######\n#<.+..#\n#######", light="lit")
    run = Run(content, plan, (hero(),))
    assert (4, 1) not in dv.glimpse(run.delve, run.site, run.company, content, False).visible
    run.do(dv.Stride(1, 0), dv.Stride(1, 0))
    assert (4, 1) in dv.glimpse(run.delve, run.site, run.company, content, False).visible
    assert (2, 1) in run.delve.seen


@pytest.mark.rule("6.3")
def test_a_torch_burns_an_hour_and_is_used_up(content):
    run = Run(content, site(HALL), (hero(equipment=["pitch_torch", FLINT]),))
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    for _ in range(12):
        run.do(dv.Search())  # a full turn each
    assert "pitch_torch" not in run.hero("Bilbo").equipment and not run.delve.lights
    assert any("burns out" in e.text for e in run.of(dv.Told))


@pytest.mark.rule("6.3")
def test_a_lantern_burns_its_flask_of_oil_and_needs_another(content):
    run = Run(content, site(HALL), (hero(equipment=["lantern", "lamp_oil", FLINT]),))
    run.do(dv.Kindle("Bilbo", "lantern"))
    assert run.delve.lights["Bilbo"].rounds == 6 * 300
    run.delve.lights["Bilbo"].rounds = 1
    run.do(dv.ListenAt())
    assert run.hero("Bilbo").equipment.count("lantern") == 1 and "lamp_oil" not in run.hero("Bilbo").equipment
    refused = run.do(dv.Kindle("Bilbo", "lantern"))
    assert isinstance(refused[0], dv.Balked) and "oil" in refused[0].why


@pytest.mark.rule("6.3")
def test_a_lantern_put_out_and_lit_again_burns_what_is_left_of_its_flask(content):
    """Putting the lantern out keeps the oil left in the flask; lighting it again does not refill it, nor
    does changing to a torch and back; the flask is spent after its six hours in all."""
    run = Run(content, site(HALL), (hero(equipment=["lantern", "lamp_oil", "pitch_torch", FLINT]),))
    run.do(dv.Kindle("Bilbo", "lantern"))
    for _ in range(12):
        run.do(dv.Search())  # a full turn each: an hour
    left = run.delve.lights["Bilbo"].rounds
    assert left < 5 * 300 + 10
    run.do(dv.Kindle("Bilbo", "lantern"))  # out
    assert "Bilbo" not in run.delve.lights
    run.do(dv.Kindle("Bilbo", "lantern"))  # lit again
    assert left - 2 <= run.delve.lights["Bilbo"].rounds <= left
    run.do(dv.Kindle("Bilbo", "pitch_torch"))  # the torch instead, then the lantern once more
    run.do(dv.Kindle("Bilbo", "lantern"))
    assert left - 4 <= run.delve.lights["Bilbo"].rounds <= left
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    assert run.delve.lights["Bilbo"].rounds > 290  # the torch had burnt a round or two, no more


def test_a_light_is_struck_with_flint_and_steel_and_can_be_put_out(content):
    run = Run(content, site(HALL), (hero(equipment=["pitch_torch"]),))
    assert isinstance(run.do(dv.Kindle("Bilbo", "pitch_torch"))[0], dv.Balked)
    run = Run(content, site(HALL), (hero(equipment=["pitch_torch", FLINT]),))
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    assert "Bilbo" in run.delve.lights
    run.do(dv.Kindle("Bilbo", "pitch_torch"))
    assert not run.delve.lights
