"""A whole campaign month played headless through the campaign API: create, travel, fight, rest,
train, save, load and continue — and the run continued after a load is the run never interrupted."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import codec, downtime, fights, patrons, travel
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.persistence import campaigns

MONTH = 30


def step(camp, content) -> None:
    """One choice, as a cautious player would make it."""
    if camp.pending:
        fights.face(camp, content, "slip_away" if camp.pending[0].surprised == "foes" else "fight")
    elif camp.road:
        travel.travel(camp, content)
    elif any(e.target == camp.place for e in camp.active_errands()):
        downtime.rest(camp, content, 1)
    elif camp.active_errands():
        travel.set_out(camp, content, camp.active_errands()[0].target)
    elif camp.place != "rhosgobel":
        travel.set_out(camp, content, "rhosgobel")
    elif "herb_lore" not in camp.hero.skills:
        patrons.learn(camp, content, camp.hero.name, "herb_lore", "radagast")
    else:
        downtime.rest(camp, content, 1)


def play(camp, content, until: int) -> None:
    while camp.tale.days < until and not camp.over:
        step(camp, content)


def fresh(content):
    return new_campaign(content, starting_ranger(), 2760, explorer=True, companions=(starting_dwarf(),))


@pytest.mark.rule("3.1")
def test_a_month_of_the_green_company(content, tmp_path):
    camp = fresh(content)
    play(camp, content, 12)
    path = campaigns.save(camp, content, tmp_path)
    loaded = campaigns.load(path, content)
    assert loaded == camp
    play(loaded, content, MONTH)

    uninterrupted = fresh(content)
    play(uninterrupted, content, MONTH)
    assert codec.to_data(loaded) == codec.to_data(uninterrupted)

    tale = loaded.tale
    assert tale.days >= MONTH and tale.miles > 50
    assert tale.fights + sum(m.seen for m in loaded.monsters.values()) > 0
    assert loaded.errands[0].status in ("done", "failed")
    kinds = {e.kind for e in loaded.journal}
    assert {"start", "errand", "travel", "rest"} <= kinds
    campaigns.save(loaded, content, tmp_path)
    assert campaigns.load(path, content) == loaded
