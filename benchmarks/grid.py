"""The battlefield after one move: a 40x30 field with 12 fighters, headless; one fighter moved and
every visible line of the view redrawn, beside the same redraw with nothing changed, in the same run."""

from __future__ import annotations

import asyncio
from random import Random


def run() -> None:
    asyncio.run(_measure())


async def _measure() -> None:
    from textual.app import App

    from benchmarks.measure import redraw_seconds, report
    from thirdage_tui.combat.battlefield import generate
    from thirdage_tui.tui.widgets.field_view import FOE, PARTY, BattlefieldView, Token

    field = generate("forest", Random(1), 40, 30)
    cells = [c for c in ((x, y) for y in range(30) for x in range(40)) if field.passable(c)]
    tokens = {cell: Token(f"@{n}", PARTY if n < 6 else FOE) for n, cell in enumerate(cells[::97][:12])}

    class Bench(App):
        def compose(self):
            yield BattlefieldView(field)

    app = Bench()
    async with app.run_test(size=(120, 40)) as pilot:
        view = app.query_one(BattlefieldView)
        view.show(tokens)
        await pilot.pause()

        first = next(iter(tokens))
        free = [c for c in cells if c not in tokens]

        def move(n: int) -> None:
            moved = dict(tokens)
            moved[free[n]] = moved.pop(first)
            view.show(moved)

        moving = await redraw_seconds(pilot, view, move)
        empty = await redraw_seconds(pilot, view, lambda n: view.refresh())
    report("grid refresh after one move (40x30, 12 fighters)", moving, "empty refresh", empty, "<= 16 ms")
