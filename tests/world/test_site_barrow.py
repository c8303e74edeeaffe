"""The Done-when barrow played by the rules alone: a hobbit Burglar with lantern and toolkit finds and
disarms the falling stone, picks the bronze door by lantern light, and either slips past the wight to
the grave goods or wakes it; over seeded runs both happen."""

from __future__ import annotations

import random

import pytest
from site_kit import hero

from thirdage_tui.world import delving as dv

KIT = ["lantern", "lamp_oil", "burglars_toolkit", "flint_and_steel", "leather_byrnie", "leather_hood"]
SKILLS = {"lock_picking": 10, "spot_trap": 10, "set_trap_and_disarm": 10, "move_silently": 10, "hide_in_cover": 10}


def burgle(content, seed: int) -> tuple[dv.Delve, bool, list[dv.DelveEvent]]:
    """One run: the delve, whether the wight came, and every event."""
    barrow = content.sites["barrow_of_the_downs"]
    delve, rng, events = dv.enter(barrow), random.Random(seed), []
    company = (hero(skills=SKILLS, equipment=KIT, attributes={"DEX": 15, "SIZ": 7}),)

    def do(action: dv.DelveAction, until: object = None, tries: int = 1) -> None:
        nonlocal company
        for _ in range(tries):
            if any(isinstance(e, dv.Met) for e in events) or (until is not None and until()):
                return
            turn = dv.act(delve, barrow, company, content, action, rng)
            company = turn.company
            events.extend(turn.events)

    do(dv.Kindle("Bilbo", "lantern"))
    for step in [(1, 0)] * 4 + [(1, 1)]:
        do(dv.Stride(*step))
    do(dv.Search(), lambda: "A" in delve.found, tries=10)
    do(dv.Disarm("A"), lambda: "A" in delve.disarmed | delve.sprung, tries=10)
    for step in [(0, 1)] * 4:
        do(dv.Stride(*step))
    do(dv.PickLock("B"), lambda: "B" in delve.opened, tries=10)
    for step in [(0, 1), (0, 1), (-1, 1), (0, 1), (1, 1)]:
        do(dv.Stride(*step))
    do(dv.Take("T"))
    return delve, any(isinstance(e, dv.Met) for e in events), events


@pytest.mark.rule("4.5.1")
def test_a_burglar_by_lantern_light_slips_past_the_wight_or_wakes_it(content):
    runs = [burgle(content, seed) for seed in range(80)]
    took = sum("T" in delve.taken for delve, _, _ in runs) / len(runs)
    woke = sum(met for _, met, _ in runs) / len(runs)
    assert 0.3 < took < 0.9 and 0.2 < woke < 0.8
    picked = [e for _, _, events in runs for e in events if isinstance(e, dv.Rolled) and e.skill == "lock_picking"]
    assert picked and all("in the dark" not in e.why and "no tools" not in e.why for e in picked)
