"""Long lists narrow as the player types: the destinations from Rhosgobel, by the same widget every
choice list uses."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_helpers import sample_hero, save_hero

from thirdage_tui.campaign import start
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.widgets.filter_list import FilterList


async def test_typing_narrows_the_destinations_and_backspace_and_escape_undo_it(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("g", "slash")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceScreen)
        listing = app.screen.query_one(FilterList)
        everything = listing.option_count
        assert everything > 20 and listing.border_subtitle == "type to narrow the list"
        await pilot.press(*"CARR")
        assert listing.option_count < everything
        names = [str(listing.get_option_at_index(i).prompt) for i in range(listing.option_count)]
        assert names and all("carr" in name.casefold() for name in names)
        await pilot.press("backspace", "backspace", "backspace", "backspace")
        assert listing.option_count == everything
        await pilot.press(*"zzz")
        assert listing.option_count == 0 and "0 of" in str(listing.border_subtitle)
        await pilot.press("escape")  # clears the letters first
        assert isinstance(app.screen, ChoiceScreen) and listing.option_count == everything
        await pilot.press("escape")
        assert not isinstance(app.screen, ChoiceScreen)


async def test_typing_narrows_the_heroes_of_a_new_campaign_and_ctrl_keys_mark_and_choose(make_app, content, saves):
    from tui_helpers import save_hero

    from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen

    for name, race in (("hirgon.json", "human"), ("nali.json", "dwarf"), ("cora.json", "hobbit")):
        save_hero(saves, content, name=name, race=race)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewCampaignScreen)
        heroes = screen.query_one(FilterList)
        await pilot.press(*"dwarf")  # letters the screen's keys once took (x, c) narrow the list too
        assert heroes.option_count == 1 and "Dwarf" in str(heroes.get_option_at_index(0).prompt)
        await pilot.press("ctrl+a", "ctrl+x")
        assert len(screen.companions) == 1 and screen.explorer
        assert "companion" in str(heroes.get_option_at_index(0).prompt)  # still narrowed, still on him
        await pilot.press("escape")
        assert heroes.option_count == 4 and isinstance(app.screen, NewCampaignScreen)


async def test_the_workshop_narrows_its_bestiary_after_a_slash_and_keeps_its_letter_keys(make_app, content, saves):
    from thirdage_tui.tui.screens.workshop import WorkshopScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("w")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, WorkshopScreen)
        creatures = screen.query_one(FilterList)
        everything = creatures.option_count
        await pilot.press("slash", *"spider", "enter")  # ("troll" finds the Trollshaws' goblins and wolves too)
        names = [str(creatures.get_option_at_index(i).prompt) for i in range(creatures.option_count)]
        assert names and all("Spider" in n for n in names) and creatures.option_count < everything
        await pilot.press("slash", "ctrl+u", *"orcs", "enter")  # a family finds them too
        assert "Goblin" in [str(creatures.get_option_at_index(i).prompt) for i in range(creatures.option_count)]
        await pilot.press("enter", "x")  # the letter is the workshop's key again: lock
        assert [(line.count, line.locked) for line in screen.lines] == [(1, True)]


async def test_typing_narrows_the_saved_heroes(make_app, content, saves):
    from tui_helpers import save_hero

    from thirdage_tui.tui.screens.load import LoadScreen

    save_hero(saves, content, name="hirgon.json")
    save_hero(saves, content, name="nali.json", race="dwarf")
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        heroes = app.screen.query_one("#load-list")
        assert heroes.option_count == 2
        await pilot.press(*"dwarf")
        await pilot.pause()
        assert heroes.option_count == 1 and "nali.json" in str(heroes.get_option_at_index(0).prompt)


async def test_every_list_wraps_alike_the_title_menu_the_wizard_and_the_new_campaigns_heroes(make_app, content, saves):
    """Up from the first option goes to the last, Down from the last to the first, in every list the
    player meets first (Textual's option lists all wrap): the new campaign's heroes are no exception."""
    save_hero(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        wrapped = []
        for opener in ("", "n", "escape a"):
            await pilot.press(*opener.split())
            await pilot.pause()
            listing = app.screen.query_one(OptionList)
            listing.highlighted = 0
            await pilot.press("up")
            last = listing.highlighted
            await pilot.press("down")
            wrapped.append((type(app.screen).__name__, last == listing.option_count - 1 and listing.highlighted == 0))
        assert wrapped == [("TitleScreen", True), ("CreationScreen", True), ("NewCampaignScreen", True)]
