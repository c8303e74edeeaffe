"""Companions of the Green Company: marked on the new campaign screen, joining at a place from the
saved heroes, and chosen as the one who takes a lesson."""

from __future__ import annotations

import json

from tui_helpers import sample_hero, save_hero

from thirdage_tui.campaign import start
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.new_campaign import NewCampaignScreen
from thirdage_tui.tui.screens.patron import PatronScreen


def save_companion(saves, content, name: str = "Nali"):
    """A dwarf of the Green Company, saved beside the hero."""
    dwarf = sample_hero(content, "dwarf", seed=2).evolve(name=name)
    saves.mkdir(parents=True, exist_ok=True)
    path = saves / f"{name.lower()}.json"
    path.write_text(json.dumps(hero_json(dwarf, content)), encoding="utf-8")
    return path


async def pick(pilot, start_of_id: str) -> None:
    """Enter on the first choice of the open ChoiceScreen whose id starts with `start_of_id`."""
    screen = pilot.app.screen
    assert isinstance(screen, ChoiceScreen), screen
    screen.query_one("#choice-list").highlighted = next(
        i for i, c in enumerate(screen.choices) if c.id.startswith(start_of_id))
    await pilot.press("enter")
    await pilot.pause()


async def test_a_companion_marked_at_the_start_joins_the_company(make_app, saves, content):
    save_hero(saves, content)
    save_companion(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewCampaignScreen)
        heroes = screen.query_one("#new-campaign-heroes")
        names = [str(heroes.get_option_at_index(i).prompt) for i in range(heroes.option_count)]
        nali = next(i for i, n in enumerate(names) if "Nali" in n)
        hirgon = next(i for i, n in enumerate(names) if "Hirgon" in n)
        heroes.highlighted = nali
        await pilot.press("ctrl+a")
        assert "companion" in str(heroes.get_option_at_index(nali).prompt)
        heroes.highlighted = hirgon
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CampaignScreen)
        assert [h.name for h in app.screen.campaign.heroes] == ["Hirgon", "Nali"]


async def test_a_saved_hero_joins_at_rhosgobel_and_takes_a_lesson(make_app, saves, content):
    save_companion(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        home = CampaignScreen(campaign, saves / "hirgon-campaign.json")
        await app.push_screen(home)
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PatronScreen)
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, str(saves / "nali.json"))
        assert [h.name for h in campaign.heroes] == ["Hirgon", "Nali"]
        await pilot.press("escape", "l")
        await pilot.pause()
        await pick(pilot, "learn:herb_lore")
        assert app.screen.title_text == "Who studies?"
        await pick(pilot, "Nali")
        assert campaign.tale.days == 7
        assert any(e.text.startswith("Nali studies") for e in campaign.journal)


async def test_a_companion_who_fell_is_offered_greyed_and_does_not_rejoin(make_app, saves, content):
    save_companion(saves, content)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        campaign.slain.append("Nali")
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("p")
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        [nali] = app.screen.choices
        assert nali.blocked == "fell in this tale"
        await pilot.press("enter")
        await pilot.pause()
        assert [h.name for h in campaign.heroes] == ["Hirgon"]


def offers_join(screen) -> bool:
    """Whether the footer offers the join key now."""
    return any(b.binding.id == "patron.join" for b in screen.active_bindings.values())


async def test_the_join_key_is_offered_only_while_a_saved_hero_could_join(make_app, saves, content):
    """With no other saved hero the footer has no join key (pressed, it says where one is made); with
    one it has, and once he has joined it has not."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        await app.push_screen(CampaignScreen(campaign, saves / "hirgon-campaign.json"))
        await pilot.press("p")
        await pilot.pause()
        assert isinstance(app.screen, PatronScreen) and not offers_join(app.screen)
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, PatronScreen)
        assert any("No other saved hero" in n.message for n in app._notifications)
        save_companion(saves, content)
        await pilot.press("escape", "p")
        await pilot.pause()
        assert offers_join(app.screen)
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, str(saves / "nali.json"))
        assert [h.name for h in campaign.heroes] == ["Hirgon", "Nali"]
        assert isinstance(app.screen, PatronScreen) and not offers_join(app.screen)
