"""The people of a place, asked by keys alone."""

from __future__ import annotations

from textual.widgets import OptionList
from tui_helpers import sample_hero, settled

from thirdage_tui.campaign import start
from thirdage_tui.campaign.house_rules import PROVISIONS_A_SEASON
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.patron import PatronScreen


async def people(pilot, content, saves, *keys: str):
    """A new campaign's home screen, then `p` (and `keys`): the screen that leaves open."""
    campaign = start.new_campaign(content, sample_hero(content), 5)
    await pilot.app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
    await pilot.press("p", *keys)
    await pilot.pause()
    return pilot.app.screen


async def test_enter_on_a_patron_then_enter_asks_his_first_deed(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await people(pilot, content, saves, "enter")
        assert isinstance(screen, PatronScreen)
        deeds = screen.query_one("#patron-deeds", OptionList)
        assert deeds.has_focus and deeds.highlighted == 0
        labels = [str(deeds.get_option_at_index(i).prompt) for i in range(deeds.option_count)]
        assert labels[0].startswith("Errand: ")  # errands first, where a player looks
        at = labels.index("Provisions")
        await pilot.press(*["down"] * at)
        for _ in range(PROVISIONS_A_SEASON):  # the start's provisions were the home's larder's (uncounted)
            await pilot.press("enter")
            await pilot.pause()
            assert not any("all he can spare" in n.message for n in app._notifications)
        await pilot.press("enter")
        await pilot.pause()
        assert any("all he can spare" in n.message for n in app._notifications)
        assert deeds.highlighted == at


async def test_tab_goes_from_list_to_list_then_to_the_description(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await people(pilot, content, saves)
        focus = []
        for _ in range(3):
            await pilot.press("tab")
            focus.append(app.focused.id)
        assert focus == ["patron-deeds", "patron-about-box", "patron-people"]
        await pilot.press("shift+tab")
        assert app.focused is screen.query_one("#patron-about-box")


async def test_the_ask_list_follows_its_cursor_from_the_first_key(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        screen = PatronScreen(home.session)
        await app.push_screen(screen)
        deeds = screen.query_one("#patron-deeds", OptionList)
        screen.action_switch(1)
        assert app.focused is deeds  # at once: the next key goes to the list
        deeds.action_last()  # as the screen opens, before it is laid out
        await settled(pilot, lambda: 0 < deeds.max_scroll_y == deeds.scroll_offset.y)
        assert deeds.highlighted == deeds.option_count - 1
        assert deeds.max_scroll_y > 0 and deeds.scroll_offset.y == deeds.max_scroll_y


async def test_the_ask_list_takes_the_height_the_description_leaves(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 40)) as pilot:
        screen = await people(pilot, content, saves)
        about, deeds = (screen.query_one(f"#patron-{part}") for part in ("about-box", "deeds"))
        assert about.outer_size.height + deeds.outer_size.height == screen.query_one("#patron-side").size.height
        assert deeds.outer_size.height >= 20


async def at_beorns_house(pilot, content, saves, *keys: str):
    """A new campaign's company at Beorn's house (who keeps his lessons for the trusted), then `keys`."""
    campaign = start.new_campaign(content, sample_hero(content), 5)
    campaign.place = "beorns_house"
    await pilot.app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
    await pilot.press(*keys)
    await pilot.pause()
    return campaign


async def test_errands_come_first_in_the_ask_list_and_lessons_kept_for_renown_are_shown_greyed(make_app, saves,
                                                                                                content):
    from thirdage_tui.campaign import errands

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = await at_beorns_house(pilot, content, saves, "p")
        screen = app.screen
        people = screen.query_one("#patron-people", OptionList)
        people.highlighted = next(i for i in range(people.option_count) if people.get_option_at_index(i).id == "beorn")
        await pilot.pause()
        deeds = screen.query_one("#patron-deeds", OptionList)
        labels = [str(deeds.get_option_at_index(i).prompt) for i in range(deeds.option_count)]
        offered = errands.offers(campaign, content, "beorn")
        assert [label.startswith("Errand: ") for label in labels[:len(offered)]] == [True] * len(offered)
        taught = ", ".join(content.skills[s].name for o in content.personalities["beorn"].offers
                           if o.kind == "training" for s in o.skills)
        assert f"Learn {taught} [dim](when trusted)[/dim]" in labels, labels


async def test_the_learn_key_says_who_teaches_here_once_the_hero_is_of_greater_renown(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await at_beorns_house(pilot, content, saves, "l")
        await settled(pilot, lambda: any("Nobody here" in n.message for n in app._notifications))
        told = " ".join(n.message for n in app._notifications)
        assert "Nobody here teaches the company yet: Beorn teaches" in told and "when trusted" in told


async def test_a_patrons_stores_are_offered_in_words(make_app, saves, content):
    """Beorn's stores give a mount: the Ask list says so, not the goods' kind word."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.place = "beorns_house"
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        screen = PatronScreen(home.session)
        await app.push_screen(screen)
        await pilot.pause()
        deeds = screen.query_one("#patron-deeds", OptionList)
        labels = [str(deeds.get_option_at_index(i).prompt) for i in range(deeds.option_count)]
        assert any(label.startswith("A mount from the stores") for label in labels), labels
        assert not any("mounts" in label for label in labels)
