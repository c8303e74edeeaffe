"""Saying no out loud: a key whose action cannot be done now tells why (and what would allow it)
instead of doing nothing."""

from __future__ import annotations

from test_encounter import campaign_home, meet

from thirdage_tui.campaign.state import Meeting


def told(app) -> list[str]:
    return [n.message for n in app._notifications]


async def test_slipping_away_when_seen_first_says_why(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        met = await meet(pilot, campaign_home(content, saves, band=Meeting("wolf", 2, "day", "company")))
        await pilot.press("s")
        await pilot.pause()
        assert app.screen is met
        assert "Slip away: they saw you first." in told(app)


async def test_road_keys_at_a_place_and_place_keys_on_the_road_say_why(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves)
        await app.push_screen(home)
        await pilot.press("t", "b", "f")
        await pilot.pause()
        assert told(app) == ["That is done on the road: set out first (g: go).", "No band is upon the company.",
                             "No foe of an errand is near here: Errands (e) says where each one is found."]
        assert home.campaign.tale.days == 0


async def test_a_refusal_said_again_replaces_itself_rather_than_piling_up(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(campaign_home(content, saves))
        await pilot.press("t", "t", "t", "b", "t")
        await pilot.pause()
        assert told(app) == ["No band is upon the company.", "That is done on the road: set out first (g: go)."]


async def test_a_key_taken_by_the_focused_widget_says_nothing(make_app, content, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter")  # the title menu's own Enter, while the title has no Enter of its own
        await pilot.pause()
        assert told(app) == []


async def test_an_errand_taken_from_a_patron_is_confirmed(make_app, content, saves):
    from test_patron import people

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await people(pilot, content, saves, "enter")
        deeds = screen.query_one("#patron-deeds")
        ids = [deeds.get_option_at_index(i).id for i in range(deeds.option_count)]
        at = next(i for i, deed in enumerate(ids) if deed and deed.startswith("errand:"))
        before = len(screen.campaign.errands)
        deeds.highlighted = at
        await pilot.press("enter")
        await pilot.pause()
        assert len(screen.campaign.errands) == before + 1
        done = [n for n in app._notifications if n.title == "Done"]
        assert done and " asks: " in done[-1].message


async def test_next_on_the_wizards_last_step_says_what_ends_it(make_app, content):
    from tui_helpers import go, wizard_keys

    from thirdage_tui.tui.screens.wizard import CreationScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for keys in wizard_keys(content, "human", "Eorl")[:-1]:  # up to the summary, not its Enter
            await go(pilot, *keys)
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert isinstance(app.screen, CreationScreen)
        assert told(app)[-1] == "This is the last step: Enter saves the hero, Esc goes back."
