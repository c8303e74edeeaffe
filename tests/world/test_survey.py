"""The real map against Tolkien's reckonings (docs/map.md, "The survey"): the ways under and over the
mountains, and the table of known distances."""

from __future__ import annotations

import pytest

from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import plan_route


def route(content, start, end, mode="walk"):
    return plan_route(content, content.places[start], content.places[end], mode)


@pytest.mark.rule("3.2.1")
def test_moria_is_a_way_of_about_two_days_under_the_mountains(content):
    """The Dwarrow-delf: some forty miles West-gate to Dimrill Dale (FotR II.4), dark and deadly."""
    walked = route(content, "moria_west_gate", "dimrill_dale")
    assert walked.miles == pytest.approx(40, abs=4)
    assert 2 <= walked.days <= 3 and walked.danger == 5
    assert all(leg.roads == ("The Dwarrow-delf",) for leg in walked.legs)
    assert route(content, "moria_west_gate", "dimrill_dale", "march").days < 2


@pytest.mark.rule("3.2.1")
def test_the_delved_halls_are_entered_only_at_their_gates(content):
    world = world_map(content)
    halls = [i for i, t in enumerate(world.terrain) if t == "delving" and i not in world.place_at]
    assert halls
    for i in halls:
        x, y = world.cell(i)
        for dx in (-1, 0, 1):
            for dy in (-1, 0, 1):
                j = world.index((x + dx, y + dy))
                assert (world.terrain[j] in ("delving", "peaks") or j in world.place_at), (world.cell(j), (x, y))


def test_the_redhorn_pass_is_still_the_way_over(content):
    over = route(content, "redhorn_gate", "dimrill_dale")
    assert over.danger >= 4 and "Delved halls" not in {t for leg in over.legs for t in leg.terrain}
