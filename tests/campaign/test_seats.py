"""The chronicle keeps its seats filled (appendix 6, Tolkien's Appendices A and B): an heir takes the
seat the day his predecessor dies, and the danger an event brings falls on the places it names."""

from __future__ import annotations

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign import chronicle, errands, patrons
from thirdage_tui.campaign.clock import calendar
from thirdage_tui.campaign.days import end_day
from thirdage_tui.campaign.house_rules import RENOWN_FOR_STANDING
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.map import world_map

SEAT_HOMES = {"steward_of_gondor": "minas_tirith", "king_of_the_mark": "edoras",
              "lord_of_the_iron_hills": "iron_hills", "thain_of_the_shire": "tuckborough"}
"""Seats held from a town the holder never leaves in 2760-2790: a patron is there every day."""


def run_days(campaign, content, until: Date):
    """Each day's end through the campaign's own `end_day`, yielding the campaign at each dawn."""
    while campaign.date <= until:
        yield campaign
        end_day(campaign, content)


@pytest.mark.rule("A6")
def test_thirty_years_of_the_chronicle_leave_no_seat_empty(content):
    campaign = new_campaign(content, starting_ranger(), 2760)
    seats = set(chronicle.first_holders(content))
    assert {"steward_of_gondor", "chieftain_of_the_dunedain", "king_of_the_mark", "king_of_durins_folk",
            "lord_of_the_iron_hills", "thain_of_the_shire"} <= seats
    seen: dict[str, list[str]] = {seat: [] for seat in seats}
    days = 0
    for today in run_days(campaign, content, Date(2790, len(calendar(content).months) - 1, 1)):
        days += 1
        holders = chronicle.holders(today, content)
        assert set(holders) == seats
        for seat, holder in holders.items():
            assert chronicle.living(today, content, holder), (calendar(content).label(today.date), seat, holder)
            assert content.personalities[holder].seat == seat
            if not seen[seat] or seen[seat][-1] != holder:
                seen[seat].append(holder)
        for seat, home in SEAT_HOMES.items():
            assert patrons.found_at(today, content, holders[seat]) == home, (calendar(content).label(today.date), seat)
    assert days > 30 * 360
    assert seen["steward_of_gondor"] == ["beren_steward", "beregond_steward"]
    assert seen["chieftain_of_the_dunedain"] == ["arassuil", "arathorn_i"]
    assert seen["king_of_durins_folk"] == ["thror", "thrain_ii"]
    assert seen["king_of_the_mark"] == ["frealaf"]


@pytest.mark.rule("A6")
def test_an_heir_is_found_nowhere_until_the_chronicle_seats_him(content):
    campaign = new_campaign(content, starting_ranger(), 2760)
    assert patrons.found_at(campaign, content, "beregond_steward") is None
    assert [p.id for p in patrons.present(campaign, content, "minas_tirith")] == ["beren_steward"]
    campaign.date = chronicle.entry_date(content.timeline["beren_dies"], content)
    chronicle.fire(campaign, content)
    assert [p.id for p in patrons.present(campaign, content, "minas_tirith")] == ["beregond_steward"]
    campaign.place, campaign.renown["beregond_steward"] = "minas_tirith", RENOWN_FOR_STANDING[-1]
    given = errands.offers(campaign, content, "beregond_steward")
    assert given and {content.errands[e.template].id for e in given} <= {
        t.id for t in content.errands.values() if "beren_steward" in t.patrons}
    assert {e.patron for e in given} == {"beregond_steward"}


@pytest.mark.rule("A6")
def test_smaug_endangers_the_mountain_and_dale_but_not_lake_town(content):
    campaign = new_campaign(content, starting_ranger(), 2760)
    world = world_map(content)
    cells = {p: world.place_cell(content.places[p]) for p in ("erebor", "dale", "esgaroth")}
    before = {p: chronicle.cell_danger(campaign, content, i) for p, i in cells.items()}
    campaign.date = chronicle.entry_date(content.timeline["smaug_comes"], content)
    chronicle.fire(campaign, content)
    after = {p: chronicle.cell_danger(campaign, content, i) for p, i in cells.items()}
    assert after == {"erebor": before["erebor"] + 3, "dale": before["dale"] + 3, "esgaroth": before["esgaroth"]}
    assert chronicle.region_danger(campaign, content, "erebor") == content.regions["erebor"].danger
    assert patrons.present(campaign, content, "dale") == []


@pytest.mark.rule("A6")
def test_orcs_trouble_rohan_from_2800_until_folca_clears_them_in_2864(content):
    campaign = new_campaign(content, starting_ranger(), 2760)
    base = content.regions["rohan"].danger
    for year, danger in ((2799, base), (2800, base + 1), (2863, base + 1), (2864, base)):
        campaign.date = Date(year, 1, 1)
        chronicle.fire(campaign, content)
        assert chronicle.region_danger(campaign, content, "rohan") == danger, year


@pytest.mark.rule("A6")
def test_validate_refuses_a_holder_who_dies_with_no_successor(tmp_path):
    mod = tmp_path / "interregnum"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: interregnum\nname: Interregnum\nversion: '1.0'\n")
    (mod / "timeline.yaml").write_text(
        "- id: beren_dies\n  replace: true\n  name: Death of Beren\n  description: He dies.\n  year: 2763\n"
        "  effects:\n    - {type: personality, personality: beren_steward, change: dies}\n")
    [report] = load_with_mods([base_content_dir()], [mod]).reports
    assert not report.loaded
    problems = {str(e).split(": error: ")[1]: str(e) for e in report.errors}
    assert set(problems) == {
        ("timeline 'beren_dies': 'beren_steward' dies and nobody takes seat 'steward_of_gondor': "
         "seat his successor in the same entry"),
        "personality 'beregond_steward': awaits a seat no timeline entry ever gives him"}
    assert any(where.startswith(f"{mod / 'timeline.yaml'}:1:") for where in problems.values())
