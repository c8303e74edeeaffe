"""What can feed us here (issue 20's starvation trap): one list of the ways to food where the company
stands, with what each brings and why not, which the borg plays by and the home screen tells."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import patrons, travel, victuals
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.engine.rolls import chance


@pytest.mark.rule("4.2")
def test_on_the_road_each_way_of_finding_food_with_its_odds(content):
    camp = new_campaign(content, starting_ranger(), 3, companions=(starting_dwarf(),))
    travel.set_out(camp, content, "carrock")
    ways = {v.source: v for v in victuals.victuals(camp, content) if v.way == victuals.GATHER}
    assert set(ways) == set(content.travel.gathering)
    hunt = ways["hunt"]
    used = travel.journey(camp, content).doing(content, "hunter", dict(content.travel.gathering["hunt"].skills))
    assert hunt.chance == (0.0 if hunt.why else chance(used.level))
    assert hunt.meals == pytest.approx(hunt.chance * 4 * 2)  # four days for each of the two
    assert "Hunting" in hunt.words and f"{hunt.chance:.0%}" in hunt.words


def test_at_home_the_patrons_provisions_and_at_a_market_rations(content):
    camp = new_campaign(content, starting_ranger(), 3, companions=(starting_dwarf(),))
    ways = victuals.victuals(camp, content)
    given = next(v for v in ways if v.way == victuals.PROVISIONS and v.source == "radagast")
    assert given.why is None and given.meals == 2 * patrons.provision_days(camp, content, "radagast")
    assert any(v.way == victuals.BUY and v.why and "no market" in v.why for v in ways)  # Rhosgobel has none
    camp.place = "woodmen_town"
    poor = [v for v in victuals.victuals(camp, content) if v.way == victuals.BUY]
    assert poor and all(v.why and "0 silver" in v.why for v in poor)
    camp.heroes = [h.evolve(silver=10) for h in camp.heroes]
    bought = [v for v in victuals.victuals(camp, content) if v.way == victuals.BUY]
    assert bought and all(v.why is None and v.meals == 20 for v in bought)  # a silver a day's rations


def test_at_the_companys_home_a_company_short_of_food_is_always_provisioned(content):
    """The home's larder (docs/rulings.md): carrying a week's food or more, the season's three; with less,
    whatever the count."""
    camp = new_campaign(content, starting_ranger(), 3, companions=(starting_dwarf(),))
    food = set(content.travel.rations)
    for _ in range(3):
        patrons.provision(camp, content, "radagast")  # the company carries its first provisions
    assert "all he can spare" in patrons.food_refusal(camp, content, "radagast", victuals.PROVISIONS)
    for _ in range(3):
        camp.heroes = [h.evolve(equipment=[i for i in h.equipment if i not in food]) for h in camp.heroes]
        assert patrons.food_refusal(camp, content, "radagast", victuals.PROVISIONS) is None
        patrons.provision(camp, content, "radagast")
    assert "all he can spare" in patrons.food_refusal(camp, content, "radagast", victuals.PROVISIONS)


@pytest.mark.rule("4.2")
def test_a_company_lives_off_the_land_only_if_its_hunter_can_hunt_or_forage(content):
    """The route's food warning points to hunting on the way only then (a dwarf alone cannot)."""
    from thirdage_tui.campaign.borg import MemoryKeeper
    from thirdage_tui.campaign.session import Session

    dwarf = Session(new_campaign(content, starting_dwarf(), 3), content, MemoryKeeper())
    assert not dwarf.lives_off_the_land()
    hunter = starting_dwarf().evolve(skills={**starting_dwarf().skills, "hunting": 14})
    assert Session(new_campaign(content, hunter, 3), content, MemoryKeeper()).lives_off_the_land()
