"""Saving and loading a campaign after one in-game year (at least 200 journal entries), beside a
plain `json` dump and load of the same data in the same run."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from benchmarks.measure import Budget, Figure, paired, report, timed
from benchmarks.reference import reference_hero
from thirdage_tui.campaign import codec, downtime, fights, travel
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.content import load_content
from thirdage_tui.persistence import campaigns

PLACES = ("carrock", "rhosgobel", "woodmen_town", "rhosgobel", "beorns_house", "rhosgobel")
YEAR = 365


def a_year(content):
    """A year of the Green Company in explorer mode: journeys between Radagast's neighbours, fights
    when met, and rest."""
    camp = new_campaign(content, reference_hero("halbarad", content), 2760, explorer=True,
                        companions=(reference_hero("borin", content),))
    leg = 0
    while camp.tale.days < YEAR:
        if camp.pending:
            fights.face(camp, content, "fight")
        elif camp.road:
            travel.travel(camp, content)
        elif camp.tale.days % 60 > 40:
            downtime.rest(camp, content, 3)
        else:
            leg += 1
            target = PLACES[leg % len(PLACES)]
            if target == camp.place:
                downtime.rest(camp, content, 1)
            else:
                travel.set_out(camp, content, target)
    return camp


def run() -> None:
    content = load_content()
    camp = a_year(content)
    assert len(camp.journal) >= 200, len(camp.journal)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = campaigns.save(camp, content, folder)
        plain = folder / "plain.json"
        data = codec.to_data(camp)
        label = f"{len(camp.journal)} journal entries, {path.stat().st_size // 1024} KiB"

        def dump() -> None:
            plain.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")

        dump()
        saved, dumped = paired(lambda: timed(lambda: campaigns.save(camp, content, folder)), lambda: timed(dump))
        report(Figure(f"save a year's campaign ({label})", saved, "plain json dump", dumped, Budget(cpu_ms=50)))
        loaded, read = paired(lambda: timed(lambda: campaigns.load(path, content)),
                              lambda: timed(lambda: json.loads(plain.read_text(encoding="utf-8"))))
        report(Figure("load a year's campaign", loaded, "plain json load", read, Budget(cpu_ms=50)))
