"""The weapon in hand on the packs screen and the sheet (80x24): `e` on a weapon makes it the one
in hand when a fight starts, `e` again his best; a thing that is no weapon is refused, told, and
nothing changes; the sheet marks the weapon in hand and says whether it was chosen."""

from __future__ import annotations

from heroes import starting_ranger
from textual.widgets import OptionList
from tui_helpers import settled

from thirdage_tui.campaign import start
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.tui.screens.baggage import PackScreen
from thirdage_tui.tui.screens.campaign import CampaignScreen
from thirdage_tui.tui.widgets import hero_parts


def labels(screen) -> list[str]:
    return [str(o.prompt) for o in screen.query_one(OptionList).options]


async def highlight(pilot, words: str) -> None:
    listing = pilot.app.screen.query_one(OptionList)
    listing.highlighted = next(i for i, label in enumerate(labels(pilot.app.screen)) if words in label)
    await pilot.pause()


async def test_e_on_the_packs_chooses_the_weapon_in_hand_and_refuses_what_is_no_weapon(make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        campaign = start.new_campaign(content, starting_ranger(), 5)
        await app.push_screen(CampaignScreen(campaign, saves / "run.json"))
        await pilot.pause()
        await pilot.press("a")
        assert await settled(pilot, lambda: isinstance(app.screen, PackScreen))
        sword = next(label for label in labels(app.screen) if "Sword" in label)
        assert "in hand" in sword and "his best" in sword
        await highlight(pilot, "Longbow")
        await pilot.press("e")
        await pilot.pause()
        assert campaign.hero.wielded == "longbow"
        bow = next(label for label in labels(app.screen) if "Longbow" in label)
        assert "in hand" in bow and "his best" not in bow
        assert not any("in hand" in label for label in labels(app.screen) if "Sword" in label)
        await highlight(pilot, "Leather Byrnie")
        await pilot.press("e")
        await pilot.pause()
        assert campaign.hero.wielded == "longbow"
        assert any("no weapon" in n.message for n in app._notifications)
        await highlight(pilot, "Longbow")
        await pilot.press("e")  # the chosen one again: his best
        await pilot.pause()
        assert campaign.hero.wielded is None


def test_the_sheet_marks_the_weapon_in_hand_and_whether_he_chose_it(content):
    from rich.console import Console

    def shown(hero) -> str:
        console = Console(width=60, record=True)
        console.print(hero_parts.weapons(character_sheet(hero, content)))
        return " ".join(console.export_text().split())

    best = shown(starting_ranger())
    assert "In hand at a fight: One-handed Sword, his best (packs: e)" in best
    chosen = shown(starting_ranger().evolve(wielded="longbow"))
    assert "In hand at a fight: Longbow, his choice" in chosen
