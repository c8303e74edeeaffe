"""A key press on the wander map at 200x60, headless under Pilot: the cursor moved one cell in open
country (the view following it, the panel beside it told what lies there) and the screen drawn
through Textual's compositor; beside a key nothing is bound to, pressed on the same screen in the
same run; and the cursor moved on and off a place, whose words are a line longer (the panel keeps
that height in open country too, so neither key lays the screen out afresh)."""

from __future__ import annotations

import asyncio

from benchmarks.measure import (
    SCREEN_SIZE,
    UNBOUND,
    Budget,
    Figure,
    alternating,
    game_screen,
    key_press,
    paired_async,
    report,
)


def run() -> None:
    asyncio.run(_measure())


async def _measure() -> None:
    from benchmarks.reference import reference_hero
    from thirdage_tui.content import load_content
    from thirdage_tui.tui.screens.maps import TravelScreen
    from thirdage_tui.tui.widgets.map_view import MapView

    content = load_content()
    async with game_screen(TravelScreen(content, (reference_hero("halbarad", content),), "bree", seed=1)) as pilot:
        view = pilot.app.screen.query_one(MapView)
        home = view.cursor
        view.cursor = next(c for c in ((home[0], home[1] + dy) for dy in range(2, 20)) if _open(view, c))
        await pilot.pause()
        moved, idle = await paired_async(alternating(pilot, "right", "left"), key_press(pilot, UNBOUND))
        view.cursor = home
        await pilot.pause()
        onto, idle_too = await paired_async(alternating(pilot, "right", "left"), key_press(pilot, UNBOUND), repeat=9)
    report(Figure(f"map key press: cursor one cell in open country ({SCREEN_SIZE[0]}x{SCREEN_SIZE[1]}, detail zoom)", moved,
                  f"unbound key ({UNBOUND}) on the same screen", idle, Budget(cpu_ms=16)))
    report(Figure("map key press: cursor on and off a place (the panel's words a line longer there)", onto,
                  f"unbound key ({UNBOUND}) on the same screen", idle_too, Budget(cpu_ms=16)))


def _open(view, cell) -> bool:
    """Whether `cell` and the cell to its right are open country (no place, passable)."""
    x, y = cell
    world = view.world
    return all(world.index((x + dx, y)) not in world.place_at and world.passable(world.index((x + dx, y)))
               for dx in (0, 1))
