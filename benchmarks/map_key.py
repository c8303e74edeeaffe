"""A key press on the wander map at 200x60, headless under Pilot: the cursor moved one cell (the
view following it, the panel beside it told what lies there) and the screen drawn through Textual's
compositor; beside a key nothing is bound to, pressed on the same screen in the same run."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from benchmarks.measure import Budget, Figure, key_press, paired_async, report

SIZE = (200, 60)
UNBOUND = "f12"


def run() -> None:
    asyncio.run(_measure())


async def _measure() -> None:
    from benchmarks.reference import reference_hero
    from thirdage_tui.content import load_content
    from thirdage_tui.tui.app import ThirdAgeApp
    from thirdage_tui.tui.screens.maps import TravelScreen
    from thirdage_tui.tui.widgets.map_view import MapView

    content = load_content()
    with tempfile.TemporaryDirectory(prefix="thirdage-bench-") as tmp:
        app = ThirdAgeApp(seed=1, saves_dir=Path(tmp))
        app.animation_level = "none"
        async with app.run_test(size=SIZE) as pilot:
            await app.push_screen(TravelScreen(content, (reference_hero("halbarad", content),), "bree", seed=1))
            await pilot.pause()
            view = app.screen.query_one(MapView)
            moves = iter(["right", "left"] * 1000)

            def move():
                return key_press(pilot, next(moves))()

            moved, idle = await paired_async(move, key_press(pilot, UNBOUND))
            assert view.cursor in {(x, view.cursor[1]) for x in range(view.world.width)}
    report(Figure(f"map key press: cursor one cell ({SIZE[0]}x{SIZE[1]}, detail zoom)", moved,
                  f"unbound key ({UNBOUND}) on the same screen", idle, Budget(cpu_ms=16)))
