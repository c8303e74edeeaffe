"""How every other screen looks at 80x24, and the main ones at 160x50 too (fixed seed; a hero made
by the engine and a new campaign at Rhosgobel where a campaign is needed)."""

from __future__ import annotations

import pytest
from tui_helpers import sample_hero, save_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen

SMALL, LARGE = (80, 24), (160, 50)

FROM_TITLE = {"codex": ("c",), "hall": ("h",), "new_campaign": ("a",), "settings": ("s",)}
"""Screens opened from the title, by the keys that open them."""
FROM_HOME = {"home": (), "errands": ("e",), "chronicle": ("k",), "people": ("p",), "patron": ("p", "enter"),
             "choice": ("l",), "hero": ("i",), "campaign_map": ("g",)}
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
        await pilot.pause(0.3)

    assert snap_compare(app, terminal_size=size, run_before=open_it)
