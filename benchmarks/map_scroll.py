"""A scroll step of the travel map at 80x24, headless: the cursor moved one cell (the view
following it) and every visible line redrawn, beside the same redraw with nothing changed."""

from __future__ import annotations

import asyncio


def run() -> None:
    asyncio.run(_measure())


async def _measure() -> None:
    from textual.app import App

    from benchmarks.measure import redraw_seconds, report
    from thirdage_tui.content import load_content
    from thirdage_tui.tui.widgets.map_view import MapView
    from thirdage_tui.world.map import world_map

    content = load_content()
    world = world_map(content)
    start = tuple(content.places["rhosgobel"].at)

    class Bench(App):
        def compose(self):
            yield MapView(world, start)

    app = Bench()
    async with app.run_test(size=(80, 24)) as pilot:
        view = app.query_one(MapView)
        await pilot.pause()

        scrolling = await redraw_seconds(pilot, view, lambda n: view.action_move(1 if n % 20 < 10 else -1, 0))
        empty = await redraw_seconds(pilot, view, lambda n: view.refresh())
    report("map scroll step (80x24, detail zoom)", scrolling, "empty refresh", empty, "<= 16 ms")
