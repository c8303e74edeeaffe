"""A key press on the battle grid at 200x60, headless under Pilot: the cursor moved one square in a
fight of four heroes against twelve orcs in a forest, and the screen drawn through Textual's
compositor; beside a key nothing is bound to, pressed on the same screen in the same run."""

from __future__ import annotations

import asyncio
from random import Random

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
    from thirdage_tui.combat.muster import muster
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.content import load_content
    from thirdage_tui.tui.screens.grid_fight import BattleScreen

    content = load_content()
    party = [hero_profile(reference_hero(stem, content), content) for stem in ("borin", "halbarad", "elwen", "borin")]
    battle = muster(content, party, [(content.bestiary["mordor_orc"], 12)], Random(3), terrain="forest")
    async with game_screen(BattleScreen(battle)) as pilot:
        moved, idle = await paired_async(alternating(pilot, "right", "left"), key_press(pilot, UNBOUND))
    report(Figure(f"grid key press: cursor one square ({SCREEN_SIZE[0]}x{SCREEN_SIZE[1]}, 4 heroes vs 12 orcs)", moved,
                  f"unbound key ({UNBOUND}) on the same screen", idle, Budget(cpu_ms=16)))
