"""The packs, the market, the roles and a day finding food, played by keys from the home screen
(80x24): each screen hands the session an action and shows what it answers; a refusal is told."""

from __future__ import annotations

from textual.widgets import OptionList, Static
from tui_helpers import sample_hero, settled

from thirdage_tui.campaign import start, travel
from thirdage_tui.tui.screens.baggage import PackScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.screens.choice import ChoiceScreen
from thirdage_tui.tui.screens.trading import MarketScreen


def at_woodmen_town(content):
    campaign = start.new_campaign(content, sample_hero(content).evolve(silver=50), 5)
    campaign.place = "woodmen_town"
    return campaign


async def home(app, pilot, campaign, saves) -> CampaignScreen:
    screen = CampaignScreen(campaign, saves / "run-campaign.json")
    await app.push_screen(screen)
    await pilot.pause()
    return screen


async def test_buying_ten_rations_at_the_market(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_woodmen_town(content)
        rations = campaign.hero.equipment.count("dried_rations")
        await home(app, pilot, campaign, saves)
        await pilot.press("w")
        assert await settled(pilot, lambda: isinstance(app.screen, MarketScreen))
        status = str(app.screen.query_one("#market-status", Static).render())
        assert "50 silver" in status and "a better price" in status and "%" in status
        await pilot.press("t")  # ten of the first ware: dried rations
        await pilot.pause()
        assert campaign.hero.equipment.count("dried_rations") == rations + 10 and campaign.hero.silver == 40
        assert "40 silver" in str(app.screen.query_one("#market-status", Static).render())
        await pilot.press("tab")
        await pilot.pause()
        labels = [str(o.prompt) for o in app.screen.query_one(OptionList).options]
        assert any("Rations" in label and "silver" in label for label in labels)


async def test_a_purse_too_light_is_told_and_nothing_changes(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_woodmen_town(content)
        campaign.replace_hero(campaign.hero.evolve(silver=0))
        before = list(campaign.hero.equipment)
        await home(app, pilot, campaign, saves)
        await pilot.press("w")
        assert await settled(pilot, lambda: isinstance(app.screen, MarketScreen))
        await pilot.press("enter")
        await pilot.pause()
        assert campaign.hero.equipment == before
        assert any("0 silver" in n.message for n in app._notifications)


async def test_the_pack_stacks_and_stores(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_woodmen_town(content)
        campaign.replace_hero(campaign.hero.evolve(equipment=["dagger", *["dried_rations"] * 6]))
        await home(app, pilot, campaign, saves)
        await pilot.press("a")
        assert await settled(pilot, lambda: isinstance(app.screen, PackScreen))
        listing = app.screen.query_one(OptionList)
        labels = [str(o.prompt) for o in listing.options]
        assert sum("Rations" in label for label in labels) == 1 and any("×6" in label for label in labels)
        listing.highlighted = next(i for i, label in enumerate(labels) if "×6" in label)
        await pilot.press("S")  # the whole stack into store
        await pilot.pause()
        assert "dried_rations" not in campaign.hero.equipment
        assert campaign.stash["woodmen_town"] == ["dried_rations"] * 6
        labels = [str(o.prompt) for o in listing.options]
        listing.highlighted = next(i for i, label in enumerate(labels) if "×6" in label)
        await pilot.press("f")  # one back
        await pilot.pause()
        assert campaign.hero.equipment.count("dried_rations") == 1


def foraging_on_the_road(content):
    """A campaign on its way to the Carrock whose hero has Survival enough to forage (not to hunt)."""
    hero = sample_hero(content)
    campaign = start.new_campaign(content, hero.evolve(skills={**hero.skills, "survival": 8}), 5)
    travel.set_out(campaign, content, "carrock")
    return campaign


async def test_on_the_road_food_is_found_by_a_choice_that_says_what_cannot_be_done(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await home(app, pilot, foraging_on_the_road(content), saves)
        await pilot.press("u")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        labels = [str(o.prompt) for o in app.screen.query_one(OptionList).options]
        assert labels[0].startswith("Hunting") and "no d20 roll is that low" in labels[0]
        assert any(label.startswith("Foraging (house rule)") and "% by " in label for label in labels)
        assert any("Fishing" in label and ("no water" in label or "nobody" in label) for label in labels)
        await pilot.press("down", "enter")  # forage
        await pilot.pause()
        assert screen.campaign.journal[-1].text.startswith("Foraging (house rule)")


async def test_on_the_campaign_map_u_asks_how_to_find_food_as_the_home_screen_does(make_app, saves, content):
    from thirdage_tui.tui.screens.maps import CampaignMapScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = foraging_on_the_road(content)
        await home(app, pilot, campaign, saves)
        await pilot.press("g")
        assert await settled(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        days = len(campaign.journal)
        await pilot.press("u")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert len(campaign.journal) == days  # nothing done before the way is chosen
        assert app.screen.title_text == "A day finding food"
        await pilot.press("down", "enter")  # forage
        assert await settled(pilot, lambda: isinstance(app.screen, CampaignMapScreen))  # back on the map
        assert any(e.text.startswith("Foraging (house rule)") for e in campaign.journal[days:])


async def test_a_role_is_given_on_the_home_screen(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        await home(app, pilot, campaign, saves)
        await pilot.press("o")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        assert "A lone hero holds every role, at −2 on each" in str(app.screen.query_one("#choice-text", Static).render())
        guide = next(c.label for c in app.screen.choices if c.id == "guide")
        assert f"{campaign.hero.name}, Trail-finding " in guide and "several roles" in guide
        await pilot.press("enter")  # the guide
        await pilot.pause()
        (who,) = app.screen.choices
        assert who.label.startswith(f"{campaign.hero.name}: Trail-finding ")  # his skill in it, to choose by
        await pilot.press("enter")  # the hero
        await pilot.pause()
        assert campaign.roles == {"guide": campaign.hero.name}


async def test_boats_are_hired_and_the_company_sets_out_by_boat_from_the_travel_screen(make_app, saves, content):
    from thirdage_tui.tui.screens.maps import CampaignMapScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content).evolve(silver=50), 5)
        campaign.place = "lothlorien"
        screen = CampaignMapScreen(CampaignScreen(campaign, saves / "run-campaign.json").session)
        await app.push_screen(screen)
        await pilot.pause()
        screen.ask_pace("rauros")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        boat = next(c for c in app.screen.choices if c.id == "boat")
        assert boat.blocked is None and boat.label.startswith("Boat (hire boats, 40 silver): 18.2 days")
        ride = next(c for c in app.screen.choices if c.id == "ride")
        assert ride.blocked and "no mount" in ride.blocked
        app.screen.dismiss("boat")
        await pilot.pause()
        assert campaign.boat and campaign.hero.silver == 10 and campaign.road and campaign.road.mode == "boat"


async def test_the_pack_wears_and_loads(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_woodmen_town(content)
        campaign.replace_hero(campaign.hero.evolve(equipment=["open_helm", "horse", *["dried_rations"] * 4]))
        await home(app, pilot, campaign, saves)
        await pilot.press("a")
        assert await settled(pilot, lambda: isinstance(app.screen, PackScreen))
        listing = app.screen.query_one(OptionList)

        def pick(text: str) -> None:
            labels = [str(o.prompt) for o in listing.options]
            listing.highlighted = next(i for i, label in enumerate(labels) if text in label)

        pick("Open Helm")
        assert "worn" in str(listing.get_option_at_index(listing.highlighted).prompt)
        await pilot.press("w")  # off
        await pilot.pause()
        assert campaign.hero.unworn == ["open_helm"]
        pick("×4")
        await pilot.press("L")  # the whole stack on the horse
        await pilot.pause()
        assert campaign.hero.loaded == ["dried_rations"] * 4
        assert any("on his mount" in str(o.prompt) for o in listing.options)
        pick("Horse")
        await pilot.press("l")  # a horse on a horse: refused, and said why
        await pilot.pause()
        assert any("walks" in n.message for n in app._notifications)


async def test_a_role_is_given_on_the_map_of_the_road_too(make_app, saves, content):
    from thirdage_tui.tui.screens.maps import CampaignMapScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, sample_hero(content), 5)
        travel.set_out(campaign, content, "carrock")
        await home(app, pilot, campaign, saves)
        await pilot.press("g")
        assert await settled(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        await pilot.press("o")
        assert await settled(pilot, lambda: isinstance(app.screen, ChoiceScreen))
        await pilot.press("down", "enter")  # the hunter
        await pilot.pause()
        await pilot.press("enter")  # the hero
        assert await settled(pilot, lambda: isinstance(app.screen, CampaignMapScreen))
        assert campaign.roles == {"hunter": campaign.hero.name}


async def test_spoils_are_taken_and_shared_out_from_the_pack(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = at_woodmen_town(content)
        campaign.replace_hero(campaign.hero.evolve(equipment=["open_helm"]))
        campaign.spoils = ["dagger", "water_flask"]
        await home(app, pilot, campaign, saves)
        await pilot.press("a")
        assert await settled(pilot, lambda: isinstance(app.screen, PackScreen))
        listing = app.screen.query_one(OptionList)
        labels = [str(o.prompt) for o in listing.options]
        assert "Left where the foes fell" in labels[-3]
        listing.highlighted = len(labels) - 2  # the dagger
        await pilot.press("f")
        await pilot.pause()
        assert campaign.spoils == ["water_flask"] and "dagger" in campaign.hero.equipment
        await pilot.press("h")
        await pilot.pause()
        assert campaign.spoils == [] and "water_flask" in campaign.hero.equipment
