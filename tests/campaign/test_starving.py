"""Starving to death on the road (our ruling, docs/rulings.md "Starving to death"; 3.6.2): the
campaign buries those hunger kills as it buries those a fight kills."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import travel
from thirdage_tui.campaign.start import new_campaign


def _foodless(content, hero):
    food = {*content.travel.rations, content.travel.lembas}
    return hero.evolve(equipment=[i for i in hero.equipment if i not in food])


def _starve(camp, content, days):
    """Rest on the road without food for up to `days`, bands met waved off; the days the company camped."""
    for n in range(1, days + 1):
        camp.pending.clear()
        travel.camp(camp, content)
        if camp.road is None or camp.over:
            return n
    return days


@pytest.mark.rule("3.6.2")
@pytest.mark.parametrize("explorer", [False, True])
def test_a_company_left_without_food_starves_to_death(content, explorer):
    camp = new_campaign(content, _foodless(content, starting_ranger()), 3, explorer=explorer,
                        companions=(_foodless(content, starting_dwarf()),))
    hero, dwarf = (_foodless(content, h) for h in camp.heroes)  # the patron's provisions left behind
    camp.heroes = [hero, dwarf.evolve(wounds={"chest": 5, "abdomen": 3})]
    travel.set_out(camp, content, "rivendell")
    days = _starve(camp, content, 40)
    deaths = [e.text for e in camp.journal if e.kind == "death"]
    assert deaths[0].startswith("Borin falls: starved to death on the road (")  # wounded, he goes first
    assert [h.name for h in camp.heroes] == ["Halbarad"] and camp.slain == ["Borin"]
    assert deaths[1] == "Halbarad falls: starved to death on the road (14 days without food)."
    assert camp.fallen is not None and "starved" in camp.fallen.cause
    assert days == 14  # within the borg's month: hunger ends what it begins
    if explorer:
        assert camp.place == "rhosgobel" and camp.road is None and not camp.over
    else:
        assert camp.over
