"""What a player waits for the first time in a run, each in a process of its own: `python
benchmarks/firsts.py route` plans the first route of the process (Grey Havens -> Iron Hills: the map
built and every step its search reaches worked out), `python benchmarks/firsts.py map` opens the
campaign map for the first time (headless at 80x24 under Pilot, from a new campaign's home screen,
until the map is up and the app idle). Each prints that one operation's CPU and wall seconds (CPU:
every thread of the process, so the route the map previews in a thread counts). Run as a script
with another checkout first on the path, it times that checkout's code with this same harness
(`--before`). It uses nothing of the benchmarks but this file."""

from __future__ import annotations

import asyncio
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def first_route() -> tuple[float, float]:
    from thirdage_tui.content import load_content
    from thirdage_tui.world.map import WorldMap
    from thirdage_tui.world.route import Planner

    content = load_content()
    start, end = content.places["grey_havens"], content.places["iron_hills"]
    cpu, wall = time.process_time(), time.perf_counter()
    Planner(WorldMap(content)).plan(start, end)
    return time.process_time() - cpu, time.perf_counter() - wall


async def first_map() -> tuple[float, float]:
    from thirdage_tui.campaign import start
    from thirdage_tui.engine.creation import Draft
    from thirdage_tui.tui.app import ThirdAgeApp
    from thirdage_tui.tui.screens.campaign import CampaignScreen

    with tempfile.TemporaryDirectory(prefix="thirdage-bench-") as saves:
        app = ThirdAgeApp(seed=2760, saves_dir=Path(saves))
        app.animation_level = "none"
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()  # the title's preload (screens, content) let finish
            content = app.content
            draft = Draft(content, random.Random(1))
            draft.set_race("human")
            draft.set_name("Hirgon")
            draft.fill_defaults()
            campaign = start.new_campaign(content, draft.build(), 5)
            await app.push_screen(CampaignScreen(campaign, Path(saves) / "hirgon-campaign.json"))
            await pilot.pause()
            home = app.screen
            cpu, wall = time.process_time(), time.perf_counter()
            await pilot.press("g")
            while app.screen is home:
                await asyncio.sleep(0.001)
            await pilot.pause()
            await app.workers.wait_for_complete()  # the route previewed, planned in a thread
            await pilot.pause()
            return time.process_time() - cpu, time.perf_counter() - wall


def by_checkout(checkout: Path, which: str) -> Callable[[], tuple[float, float]]:
    """`which` ("route" or "map") timed with the code of `checkout`, in a process of its own, as an
    operation for `measure.paired`."""
    env = {**os.environ, "PYTHONPATH": str(checkout), "PYTHONSAFEPATH": "1", "THIRDAGE_MODS": "off"}

    def run() -> tuple[float, float]:
        out = subprocess.run([sys.executable, __file__, which], capture_output=True, text=True, check=True, env=env)
        cpu, wall = out.stdout.split()
        return float(cpu), float(wall)

    return run


def main(which: str) -> None:
    cpu, wall = first_route() if which == "route" else asyncio.run(first_map())
    print(cpu, wall)


if __name__ == "__main__":
    main(sys.argv[1])
