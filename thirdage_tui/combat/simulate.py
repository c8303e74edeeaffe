"""The referee's odds: the same fight played many times under one seed (`encounter preview`) —
the fight the game plays, on the battlefield, through `combat.muster`.

Foes are rolled as individuals (a pool per kind, drawn from the seed once) so the odds reflect a
typical band, not one average goblin copied four times. Events are not kept: this is the fast path.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING, Any

from thirdage_tui.combat.muster import MEETING_FT, Foes, battle, slots
from thirdage_tui.combat.outcome import ENDINGS
from thirdage_tui.combat.rules import CombatRules

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.store import Content

Z95 = 1.959964


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[int], q: float) -> int:
    """Nearest-rank percentile of sorted `values`."""
    if not values:
        return 0
    rank = max(1, math.ceil(q * len(values)))
    return values[rank - 1]


def preview(content: Content, party: Sequence[Profile], foes: Foes, *, runs: int = 1000, seed: int = 0,
            distance_ft: int = MEETING_FT, daylight: bool = False, terrain: str = "open",
            progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the encounter `runs` times; the figures of `thirdage encounter preview --json` (GUIDE §3)."""
    rules = CombatRules.from_tables(content.tables)
    places = slots(content, party, foes, seed)
    rng = Random(seed)
    endings = dict.fromkeys(ENDINGS, 0)
    rounds = []
    dies = {s.uid: 0 for s in places}
    out = {s.uid: 0 for s in places}
    step = max(1, runs // 20)
    for run in range(runs):
        outcome = battle(content, places, rng, run=run, terrain=terrain, distance_ft=distance_ft, daylight=daylight,
                         log=False, rules=rules).run()
        endings[outcome.ending] += 1
        rounds.append(outcome.rounds)
        for f in outcome.fighters:
            dies[f.uid] += f.dead
            out[f.uid] += (not f.dead) and (f.out or f.maimed)
        if progress is not None and (run + 1) % step == 0:
            progress(run + 1, runs)
    rounds.sort()
    wins = endings["victory"]
    lo, hi = wilson(wins, runs)
    return {
        "runs": runs, "party_wins": wins, "win_rate": round(wins / runs, 4), "ci95": [round(lo, 4), round(hi, 4)],
        "outcomes": endings,
        "rounds": {"mean": round(sum(rounds) / runs, 2), "p10": percentile(rounds, 0.10),
                   "p90": percentile(rounds, 0.90)},
        "combatants": {uid: {"side": "party" if side == 0 else "foes", "dies": round(dies[uid] / runs, 4),
                             "incapacitated": round(out[uid] / runs, 4)}
                       for uid, side in ((s.uid, s.side) for s in places)},
    }
