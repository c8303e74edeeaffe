"""A dated event of the chronicle fires when its day comes, whatever its year: no flag needed."""

from __future__ import annotations

from pathlib import Path

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign import chronicle
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.paths import base_content_dir

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "mods" / "ettenmoors_watch"


@pytest.mark.rule("A6")
def test_the_example_mods_event_of_2761_fires_on_its_day():
    result = load_with_mods([base_content_dir()], [EXAMPLE])
    content = result.content
    assert result.errors == []
    campaign = new_campaign(content, starting_ranger(), 3)
    entry = content.timeline["snow_trolls_come_south"]
    assert chronicle.is_future(entry, content)
    campaign.date = chronicle.entry_date(entry, content)
    danger = chronicle.region_danger(campaign, content, "ettenmoors")
    assert entry in chronicle.fire(campaign, content)
    assert chronicle.region_danger(campaign, content, "ettenmoors") == min(danger + 1, 5)
    assert "snow_trolls_come_south" in [e.id for e in chronicle.history(campaign, content)]


@pytest.mark.rule("A6")
def test_the_past_never_fires(content):
    campaign = new_campaign(content, starting_ranger(), 3)
    past = [e for e in content.timeline.values() if e.year < 2760]
    assert past and not any(chronicle.is_future(e, content) for e in past)
    assert not {e.id for e in chronicle.fire(campaign, content)} & {e.id for e in past}
