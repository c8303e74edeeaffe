"""Each main screen ready after its key (headless, 80x24, under Pilot): the key pressed until the
screen is up and the app idle, beside a bare Textual screen pushed the same way in the same run (the
battle screen pushed with a fight of a hero against three goblins).

The first opening of each screen is reported on its own (it imports the screen's module unless the
app's background preload has, which the title screen starts once drawn and which is let finish, as a
player reading the title would), then the median of the openings after it. With `--before DIR`, the
first opening of the campaign map, in a fresh process each (`benchmarks/firsts.py`, which lets the
route it previews finish), against that checkout's, the two alternated."""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
from pathlib import Path

RUNS = 4
BUDGET_MS = 500


def run() -> None:
    asyncio.run(_measure())
    from benchmarks.firsts import by_checkout
    from benchmarks.measure import BEFORE, HERE, Budget, Figure, paired, report

    for checkout in BEFORE:
        first, before = paired(by_checkout(HERE, "map"), by_checkout(checkout, "map"), repeat=5, warmup=0)
        report(Figure("home -> campaign map, the first of a fresh process, its route previewed: this checkout", first,
                      f"the same with the code of {checkout}", before, Budget(cpu_ms=BUDGET_MS)))


async def _measure() -> None:
    from textual.screen import Screen
    from textual.widgets import Static

    from benchmarks.measure import Budget, Figure, Sample, report
    from thirdage_tui.campaign import start
    from thirdage_tui.combat.muster import muster
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.engine.creation import Draft
    from thirdage_tui.persistence.heroes import write_new_hero
    from thirdage_tui.tui.app import ThirdAgeApp
    from thirdage_tui.tui.screens.campaign import CampaignScreen
    from thirdage_tui.tui.screens.grid_fight import BattleScreen

    class Bare(Screen[None]):
        def compose(self):
            yield Static("bare")

    with tempfile.TemporaryDirectory() as saves:
        app = ThirdAgeApp(seed=2760, saves_dir=saves)
        app.animation_level = "none"
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()

            async def leave() -> None:
                await pilot.press("escape")

            async def ready(open_it, close=leave) -> Sample:
                """CPU and wall seconds from `open_it()` to a new screen up and the app idle."""
                sample = Sample()
                for _ in range(RUNS):
                    before = app.screen
                    cpu, wall = time.process_time(), time.perf_counter()
                    await open_it()
                    while app.screen is before:
                        await asyncio.sleep(0.001)
                    await pilot.pause()
                    sample.add(time.process_time() - cpu, time.perf_counter() - wall)
                    await close()
                    await pilot.pause()
                return sample

            async def bare() -> None:
                app.push_screen(Bare())

            async def pop() -> None:
                app.pop_screen()

            baseline = await ready(bare, pop)
            # The first key that needs the content (reads it, unless the preload has).
            figures = {"title -> new campaign": await ready(lambda: pilot.press("a"))}
            content = app.content
            draft = Draft(content, random.Random(1))
            draft.set_race("human")
            draft.set_name("Hirgon")
            draft.fill_defaults()
            hero = draft.build()
            write_new_hero(Path(saves), hero, content)
            figures |= {"title -> hero wizard": await ready(lambda: pilot.press("n")),
                        "title -> codex": await ready(lambda: pilot.press("c")),
                        "title -> heroes": await ready(lambda: pilot.press("l"))}
            campaign = start.new_campaign(content, hero, 5)
            await app.push_screen(CampaignScreen(campaign, Path(saves) / "hirgon-campaign.json"))
            await pilot.pause()
            figures |= {"home -> map": await ready(lambda: pilot.press("g")),
                        "home -> people": await ready(lambda: pilot.press("p")),
                        "home -> sheet": await ready(lambda: pilot.press("i"))}
            band = muster(content, [hero_profile(hero, content)], [(content.bestiary["goblin"], 3)], random.Random(3))

            async def battle() -> None:
                app.push_screen(BattleScreen(band))

            figures["a fight on the grid"] = await ready(battle, pop)
    for name, sample in figures.items():
        first, again = Sample(sample.cpu[:1], sample.wall[:1]), Sample(sample.cpu[1:], sample.wall[1:])
        report(Figure(f"screen ready: {name}, first time", first, "bare screen push", baseline, Budget(cpu_ms=BUDGET_MS)))
        report(Figure(f"screen ready: {name}, again", again, "bare screen push", baseline, Budget(cpu_ms=BUDGET_MS)))

