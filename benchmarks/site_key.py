"""A key press on the site screen at 200x60, headless under Pilot: the company one square on in the
barrow on the Downs by lantern light (the session plays the step, the light's reach moves with the
company, the rows it changed are drawn afresh, the panel's clock goes on) and the screen drawn
through Textual's compositor; beside a key nothing is bound to, pressed on the same screen in the
same run."""

from __future__ import annotations

import asyncio

from benchmarks.measure import UNBOUND, Budget, Figure, alternating, game_screen, key_press, paired_async, report

SIZE = (200, 60)
"""The terminal of the figure: issue 19's large one, as the map's and the grid's (the whole plan and a wide panel in view)."""
SITE = "barrow_of_the_downs"
LANTERN = ("lantern", "lamp_oil", "flint_and_steel")
"""What the ranger carries in besides his kit, to light the squares about him."""


def run() -> None:
    asyncio.run(_measure())


async def _measure() -> None:
    from benchmarks.reference import reference_hero
    from thirdage_tui.campaign import start
    from thirdage_tui.campaign.borg import MemoryKeeper
    from thirdage_tui.campaign.session import EnterSite, Explore, Session
    from thirdage_tui.content import load_content
    from thirdage_tui.tui.screens.site import SiteScreen
    from thirdage_tui.world.delving import Kindle

    content = load_content()
    hero = reference_hero("halbarad", content)
    hero = hero.evolve(equipment=[*hero.equipment, *LANTERN])
    campaign = start.new_campaign(content, hero, 1)
    campaign.place = content.sites[SITE].place
    session = Session(campaign, content, MemoryKeeper())
    session.perform(EnterSite(SITE))
    session.perform(Explore(Kindle(hero.name, "lantern")))
    assert campaign.delve is not None and campaign.delve.lights, "the lantern is lit"
    async with game_screen(SiteScreen(session)) as pilot:
        await pilot.resize_terminal(*SIZE)
        await pilot.pause()
        moved, idle = await paired_async(alternating(pilot, "l", "h"), key_press(pilot, UNBOUND))
    report(Figure(f"site key press: the company one square on by lantern light ({SIZE[0]}x{SIZE[1]}, the barrow)",
                  moved, f"unbound key ({UNBOUND}) on the same screen", idle, Budget(cpu_ms=16)))
