"""A year of a campaign played by the borg (`campaign.borg`: every choice, the invariants after each
action, the save's checks at the year's end), with the reference heroes, beside a year played by the
saves benchmark's plain script (journeys, fights when met, rest) in the same run: the days a second
and the years of campaign a CPU second."""

from __future__ import annotations

from benchmarks.measure import Budget, Figure, paired, report, timed
from benchmarks.reference import reference_hero
from benchmarks.saves import a_year
from thirdage_tui.campaign.borg import autoplay
from thirdage_tui.commands.autoplay import sound
from thirdage_tui.content import load_content

SEED = 2760
DAYS_A_YEAR = 365.25


def run() -> None:
    content = load_content()
    company = [reference_hero("halbarad", content), reference_hero("borin", content)]
    summary, _ = autoplay(content, SEED, 1, company, check=sound)
    label = f"{summary.tale.days} days, {summary.actions} actions, {summary.tale.fights} fights"
    played, scripted = paired(lambda: timed(lambda: autoplay(content, SEED, 1, company, check=sound)),
                              lambda: timed(lambda: a_year(content)), repeat=3)
    years = summary.tale.days / DAYS_A_YEAR / played.median_cpu
    report(Figure(f"a year played by the borg ({label}): {years:.2f} years of campaign a CPU second", played, "a year of the plain script", scripted,
                  Budget(cpu_ms=10_000), per=("day", summary.tale.days)))
