"""The referee's odds: the fight the game plays (`combat.muster`, the same `Battle`), played many
times (`encounter preview`).

Each run is its own fight from its own seed (`run_rng`): the foes are rolled afresh as individuals,
the battlefield drawn afresh, so the runs are independent and the Wilson interval of the win rate
holds. Because a run depends on the seed and its number alone, the runs can be shared among
processes (`jobs`) and gathered back in order: the same figures as one process, to the byte.
Events are kept only for the sample fights asked for (`log`).
"""

from __future__ import annotations

import contextlib
import math
import os
import pickle
import select
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any, NamedTuple, Self

from thirdage_tui.combat.muster import MEETING_FT, SURPRISE_FT, Foes, muster
from thirdage_tui.combat.rules import CombatRules

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.combat.outcome import Outcome
    from thirdage_tui.content.store import Content

Z95 = 1.959964
MAX_RUNS = 100_000
VERDICTS = ("kill", "rout", "surrender", "party_loss", "party_flight", "stalemate", "timeout")
"""How a run ended, each run exactly one: the party won with every foe felled (kill), with some
foe fled (rout) or, none fled, yielded (surrender); the party lost (party_loss) or ran
(party_flight); nobody was left fighting (stalemate); both still fought at the round limit."""
WINS = ("kill", "rout", "surrender")
STRETCH = 50
"""Runs handed to a process at a time (and between two words of progress)."""
FIRST_RUNS = 400
"""`precision`: the runs played before the interval is first looked at."""


@dataclass(frozen=True)
class Situation:
    """How the two sides meet: the ground, how far apart, under the sun or not, and which side
    (0 the party, 1 the foes) was caught unaware."""

    terrain: str = "open"
    distance_ft: int = MEETING_FT
    daylight: bool = False
    surprised: int | None = None

    @classmethod
    def of(cls, *, terrain: str = "open", distance_ft: int | None = None, daylight: bool = False,
           surprised: int | None = None) -> Situation:
        """A situation; with no distance given, the game's: a band falls on the unaware from
        close by, otherwise they meet at the usual distance."""
        if distance_ft is None:
            distance_ft = SURPRISE_FT if surprised is not None else MEETING_FT
        return cls(terrain, distance_ft, daylight, surprised)


class Fate(NamedTuple):
    """One fighter at the end of one run."""

    dead: bool
    out: bool
    """Alive but out of the fight, or maimed."""
    hp_left: int
    hit_points: int
    dealt: int
    """Hit points his blows took from others."""


class Run(NamedTuple):
    """One run reduced to its figures. A named tuple, as its fates are, rather than a dataclass: thousands
    are made, and a helper process pickles its runs back, which tuples make cheap both ways."""

    verdict: str
    rounds: int
    fates: tuple[Fate, ...]


@dataclass(frozen=True)
class Encounter:
    """What is simulated: the party, the foes (by kind and count) and the situation."""

    content: Content
    party: Sequence[Profile]
    foes: Foes
    situation: Situation = Situation()


def run_rng(seed: int, run: int) -> Random:
    """The dice of run number `run` under `seed`: its own stream, whoever plays it."""
    return Random(f"odds:{seed}:{run}")


def fight(encounter: Encounter, seed: int, run: int, *, log: bool = False,
          rules: CombatRules | None = None) -> Battle:
    """Play run `run` to its end: the game's muster and battle, every foe rolled afresh."""
    s = encounter.situation
    battle = muster(encounter.content, encounter.party, encounter.foes, run_rng(seed, run), terrain=s.terrain,
                    distance_ft=s.distance_ft, daylight=s.daylight, surprised=s.surprised, log=log, rules=rules)
    battle.run()
    return battle


def verdict(outcome: Outcome) -> str:
    """The run's one verdict (VERDICTS)."""
    if outcome.ending == "victory":
        foes = outcome.side(1)
        if any(f.fled for f in foes):
            return "rout"
        return "surrender" if any(f.surrendered for f in foes) else "kill"
    return {"defeat": "party_loss", "flight": "party_flight"}.get(outcome.ending, outcome.ending)


def reduce(outcome: Outcome) -> Run:
    return Run(verdict(outcome), outcome.rounds,
               tuple(Fate(f.dead, (not f.dead) and (f.out or f.maimed), f.hp_left, f.hit_points, f.dealt)
                     for f in outcome.fighters))


# -- playing many runs, in one process or several -------------------------------------------------

_SHARED: tuple[Encounter, int] | None = None
"""The encounter and seed played (set before the helpers are forked, so they have it from birth)."""


def _play_span(span: tuple[int, int]) -> list[Run]:
    """Runs `start` to `stop` (not included) of the shared encounter."""
    assert _SHARED is not None
    encounter, seed = _SHARED
    rules = CombatRules.from_tables(encounter.content.tables)
    return [reduce(fight(encounter, seed, run, rules=rules).finish()) for run in range(*span)]


def spans(start: int, stop: int, parts: int) -> list[tuple[int, int]]:
    """[start, stop) cut into at most `parts` consecutive spans of nearly equal size."""
    size = max(1, math.ceil((stop - start) / parts))
    return [(a, min(stop, a + size)) for a in range(start, stop, size)]


class Helper:
    """A process forked from this one, the encounter already in it: it takes stretches from the tickets
    shared by every process of the preview, as soon as it is free, and sends back each one's runs, until
    the tickets' pipe is closed. Forked rather than started afresh, it needs neither the imports nor the
    content again; it talks over pipes (no `multiprocessing`: its import and its threads would cost this
    process more than they give)."""

    def __init__(self, tickets: int, tickets_in: int) -> None:
        self.runs, runs_out = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:  # pragma: no cover -- the helper's side; its figures are checked in the parent
            os.close(self.runs)
            os.close(tickets_in)
            code = 0
            try:
                while (span := _take(tickets, wait=True)) is not None:
                    _send(runs_out, (span[0], _play_span(span)))
            except BaseException:  # noqa: BLE001 -- the parent sees the pipe end and says so
                code = 1
            os._exit(code)  # never the parent's exit handlers, nor its buffered output written twice
        os.close(runs_out)

    def answer(self) -> tuple[int, list[Run]]:
        """The next stretch this helper played: where it starts, and its runs."""
        head = _read(self.runs, 4)
        return pickle.loads(_read(self.runs, int.from_bytes(head, "little")))  # type: ignore[no-any-return]

    def close(self) -> None:
        """End the helper (at once if it is still playing) and wait for it."""
        import signal  # here, not at the top: its enums cost every preview's start-up, most of which fork nothing

        os.close(self.runs)
        with contextlib.suppress(ProcessLookupError):
            os.kill(self.pid, signal.SIGTERM)
        os.waitpid(self.pid, 0)


TICKET = 8
"""The bytes of one ticket: a stretch's start and stop."""


def _take(tickets: int, *, wait: bool) -> tuple[int, int] | None:
    """The next stretch left to play, taken from the tickets every process shares (a read of a whole
    ticket from a pipe is one process's alone); None when there is none (now, or, with `wait`, ever: the
    pipe closed)."""
    while True:
        try:
            data = os.read(tickets, TICKET)
        except BlockingIOError:
            if not wait:
                return None
            select.select([tickets], [], [])
            continue
        if not data:
            return None
        if len(data) != TICKET:
            raise RuntimeError("a ticket of the odds was read in part")
        return int.from_bytes(data[:4], "little"), int.from_bytes(data[4:], "little")


def _send(fd: int, value: object) -> None:
    """`value` pickled down a pipe, after its length."""
    data = pickle.dumps(value, pickle.HIGHEST_PROTOCOL)
    data = len(data).to_bytes(4, "little") + data
    while data:
        data = data[os.write(fd, data):]


def _read(fd: int, size: int) -> bytes:
    """`size` bytes from a helper's pipe (RuntimeError if the helper is gone first)."""
    out = b""
    while len(out) < size:
        chunk = os.read(fd, size - len(out))
        if not chunk:
            raise RuntimeError("a helper process of the odds stopped before its runs were done")
        out += chunk
    return out


class Runner:
    """Plays runs of one encounter under one seed, in this process or shared with `jobs` - 1 helper
    processes: every stretch is a ticket, and each process takes the next as soon as it is free (so no
    process waits at the end for another's longer share)."""

    def __init__(self, encounter: Encounter, seed: int, jobs: int = 1):
        self.encounter, self.seed, self.jobs = encounter, seed, jobs
        self._helpers: list[Helper] = []
        self._tickets = self._tickets_in = -1

    def __enter__(self) -> Self:
        global _SHARED
        _SHARED = (self.encounter, self.seed)
        if self.jobs > 1:
            self._tickets, self._tickets_in = os.pipe()
            os.set_blocking(self._tickets, False)  # shared by every process: each copes with an empty pipe
            self._helpers = [Helper(self._tickets, self._tickets_in) for _ in range(self.jobs - 1)]
        return self

    def __exit__(self, *exc: object) -> None:
        if self._helpers:
            os.close(self._tickets_in)
            os.close(self._tickets)
        for helper in self._helpers:
            helper.close()

    def play(self, start: int, stop: int) -> Iterator[list[Run]]:
        """The runs `start` to `stop`, in order, in stretches of about STRETCH."""
        parts = spans(start, stop, max(1, (stop - start) // STRETCH))
        if not self._helpers:
            return map(_play_span, parts)
        return self._shared(parts)

    def _shared(self, parts: list[tuple[int, int]]) -> Iterator[list[Run]]:
        """Every stretch a ticket, played by whichever process takes it; all given back in order, each as
        soon as it and those before it are in."""
        os.write(self._tickets_in, b"".join(a.to_bytes(4, "little") + b.to_bytes(4, "little") for a, b in parts))
        done: dict[int, list[Run]] = {}
        by_fd = {helper.runs: helper for helper in self._helpers}
        for start, _ in parts:
            while start not in done:
                span = _take(self._tickets, wait=False)
                if span is not None:
                    done[span[0]] = _play_span(span)
                wait: float | None = 0 if span is not None else None  # with no ticket left, for the helpers
                while ready := select.select(list(by_fd), [], [], wait)[0]:
                    for fd in ready:
                        begun, runs = by_fd[fd].answer()
                        done[begun] = runs
                    wait = 0
            yield done.pop(start)


# -- the figures ------------------------------------------------------------------------------------


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def half_width(successes: int, n: int) -> float:
    lo, hi = wilson(successes, n)
    return (hi - lo) / 2


def runs_for(precision: float, successes: int, n: int) -> int:
    """How many runs in all should bring the interval's half-width down to `precision`, judging by
    the rate so far (never fewer than a tenth more than already played)."""
    p = min(max(successes / n, 0.01), 0.99)
    spread, square = Z95 * Z95 * p * (1 - p), precision * precision
    wanted = MAX_RUNS if spread >= MAX_RUNS * square else math.ceil(spread / square)  # a tiny P: as many as may be
    return max(n + n // 10, wanted)


def percentile(values: Sequence[int], q: float) -> int:
    """Nearest-rank percentile of sorted `values`."""
    if not values:
        return 0
    rank = max(1, math.ceil(q * len(values)))
    return values[rank - 1]


def preview(content: Content, party: Sequence[Profile], foes: Foes, *, runs: int = 1000, seed: int = 0,
            distance_ft: int | None = None, daylight: bool = False, terrain: str = "open",
            surprised: int | None = None, precision: float | None = None, jobs: int = 1, log: int = 0,
            progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Play the encounter `runs` times (or, with `precision`, until the win rate's 95% interval is
    no wider than that either side, up to MAX_RUNS); the figures of `thirdage encounter preview
    --json` (GUIDE §3). `log` sample fights (the first runs) come with their events."""
    situation = Situation.of(terrain=terrain, distance_ft=distance_ft, daylight=daylight, surprised=surprised)
    encounter = Encounter(content, party, foes, situation)
    played: list[Run] = []
    goal = min(runs, FIRST_RUNS) if precision is not None else runs
    with Runner(encounter, seed, jobs) as runner:
        while len(played) < goal:
            for stretch in runner.play(len(played), goal):
                played += stretch
                if progress is not None:
                    progress(len(played), goal)
            wins = sum(r.verdict in WINS for r in played)
            if precision is not None and half_width(wins, len(played)) > precision and goal < MAX_RUNS:
                goal = min(MAX_RUNS, runs_for(precision, wins, len(played)))
    result = figures(encounter, played)
    result["situation"] = {"terrain": situation.terrain, "distance_ft": situation.distance_ft,
                           "daylight": situation.daylight,
                           "surprised": {None: None, 0: "party", 1: "foes"}[situation.surprised]}
    result["seed"] = seed
    if precision is not None:
        result["precision"] = precision
    if log:
        result["log"] = sample_fights(encounter, seed, min(log, len(played)))
    return result


def figures(encounter: Encounter, played: Sequence[Run]) -> dict[str, Any]:
    """The figures of a list of runs: wins and their interval, how the runs ended, how long they
    lasted, and each fighter's fate."""
    n = len(played)
    outcomes = dict.fromkeys(VERDICTS, 0)
    for r in played:
        outcomes[r.verdict] += 1
    wins = sum(outcomes[v] for v in WINS)
    lo, hi = wilson(wins, n)
    rounds = sorted(r.rounds for r in played)
    fighters: dict[str, dict[str, Any]] = {}
    for index, (name, side) in enumerate(fighter_names(encounter)):
        fates = [r.fates[index] for r in played]
        hp = sorted(f.hp_left for f in fates)
        fighters[name] = {
            "side": "party" if side == 0 else "foes", "dies": round(sum(f.dead for f in fates) / n, 4),
            "incapacitated": round(sum(f.out for f in fates) / n, 4),
            "hit_points": round(sum(f.hit_points for f in fates) / n, 2),
            "hp_left": {"mean": round(sum(hp) / n, 2), "p10": percentile(hp, 0.10), "p90": percentile(hp, 0.90)},
            "damage_taken": round(sum(f.hit_points - f.hp_left for f in fates) / n, 2),
            "damage_dealt": round(sum(f.dealt for f in fates) / n, 2)}
    return {
        "runs": n, "party_wins": wins, "win_rate": round(wins / n, 4), "ci95": [round(lo, 4), round(hi, 4)],
        "outcomes": outcomes,
        "rounds": {"mean": round(sum(rounds) / n, 2), "p10": percentile(rounds, 0.10),
                   "p90": percentile(rounds, 0.90), "max": rounds[-1]},
        "combatants": fighters,
    }


def fighter_names(encounter: Encounter) -> list[tuple[str, int]]:
    """Each fighter of the encounter as every run names him, with his side."""
    from thirdage_tui.combat.muster import slots

    return [(s.uid, s.side) for s in slots(encounter.content, encounter.party, encounter.foes, 0, pool=1)]


def sample_fights(encounter: Encounter, seed: int, count: int) -> list[dict[str, Any]]:
    """The first `count` runs played again with their events kept: the same fights as counted."""
    out = []
    for run in range(count):
        battle = fight(encounter, seed, run, log=True)
        outcome = battle.finish()
        out.append({"run": run, "verdict": verdict(outcome), "rounds": outcome.rounds,
                    "events": [str(e) for e in battle.log or ()],
                    "fighters": [{"name": f.uid, "status": f.status, "hp_left": f.hp_left, "hit_points": f.hit_points,
                                  "damage_dealt": f.dealt} for f in outcome.fighters]})
    return out
