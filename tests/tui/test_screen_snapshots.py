"""How every other screen looks at 80x24, and the main ones at 160x50 too (fixed seed; a hero made
by the engine and a new campaign at Rhosgobel where a campaign is needed)."""

from __future__ import annotations

import pytest
from tui_helpers import sample_hero, save_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen

SMALL, LARGE = (80, 24), (160, 50)

FROM_TITLE = {"codex": ("c",), "hall": ("h",), "new_campaign": ("a",), "settings": ("s",),
              "key_legend": ("question_mark",)}
"""Screens opened from the title, by the keys that open them."""
FROM_HOME = {"home": (), "errands": ("e",), "chronicle": ("k",), "people": ("p",), "patron": ("p", "enter"),
             "choice": ("l",), "hero": ("i",), "campaign_map": ("g",), "leave": ("escape",), "roles": ("o",)}
"""Screens of a campaign, opened from its home screen."""
MAIN = {"codex", "new_campaign", "home", "patron", "campaign_map"}


def sizes(screens):
    return [pytest.param(name, size, id=f"{name}-{size[0]}x{size[1]}") for name in screens
            for size in ((SMALL, LARGE) if name in MAIN else (SMALL,))]


@pytest.mark.parametrize(("name", "size"), sizes(FROM_TITLE))
def test_a_screen_from_the_title(snap_compare, make_app, content, saves, name, size):
    save_hero(saves, content)

    async def open_it(pilot):
        await pilot.press(*FROM_TITLE[name])
        await pilot.pause(0.3)

    assert snap_compare(make_app(), terminal_size=size, run_before=open_it)


@pytest.mark.parametrize(("name", "size"), sizes(FROM_HOME))
def test_a_screen_of_the_campaign(snap_compare, make_app, content, saves, name, size):
    app = make_app()

    async def open_it(pilot):
        campaign = start.new_campaign(content, sample_hero(content), 2760)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press(*FROM_HOME[name])
        await app.workers.wait_for_complete()  # the map's route preview is planned in a thread
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=size, run_before=open_it)


def test_the_load_screen(snap_compare, make_app, content, tmp_path, monkeypatch):
    """The heroes saved, from a saves folder named as the player gave it (relative: the same
    picture wherever the test runs)."""
    monkeypatch.chdir(tmp_path)
    save_hero(tmp_path / "saves", content)
    save_hero(tmp_path / "saves", content, name="borin.json", race="dwarf")
    assert snap_compare(make_app(saves_dir="saves"), terminal_size=SMALL, press=["l"])


def test_a_place_reached_on_the_map(snap_compare, make_app, content):
    from thirdage_tui.tui.screens.maps import PlaceScreen

    app = make_app()

    async def open_it(pilot):
        await app.push_screen(PlaceScreen(content.places["rhosgobel"], content))
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)


def test_a_pick_in_a_fight(snap_compare, make_app, content):
    """The skills a fighter may use, asked on the grid (q)."""
    from random import Random

    from heroes import starting_dwarf

    from thirdage_tui.combat.muster import muster
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.tui.screens.grid_fight import BattleScreen

    app = make_app()

    async def open_it(pilot):
        battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary["goblin"], 1)],
                        Random(3), terrain="open", distance_ft=30)
        await app.push_screen(BattleScreen(battle))
        await pilot.press("q")
        await pilot.pause()

    assert snap_compare(app, terminal_size=SMALL, run_before=open_it)
