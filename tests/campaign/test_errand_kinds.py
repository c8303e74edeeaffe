"""Errands for every patron (issue 20; rules text 1.0, appendix 5): the new kinds (parley, defend,
find, gather, secret, clear), chains a patron remembers, and the arc toward the shadow in Mirkwood."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from random import Random

import pytest

from thirdage_tui.campaign import arc, downtime, errands, fights, patrons
from thirdage_tui.campaign.house_rules import ERRAND_OFFERS, RENOWN_FOR_STANDING
from thirdage_tui.content.loader import load_layers
from thirdage_tui.content.models.errand_templates import OBJECTIVES
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.world.encounters import Meeting

LEGENDARY = RENOWN_FOR_STANDING[-1]


def given(campaign, content, template: str, patron: str | None = None):
    """An errand of `template` taken on and the company standing at its target."""
    tpl = content.errands[template]
    patron = patron or tpl.patrons[0]
    home = patrons.found_at(campaign, content, patron)
    campaign.place = home if home and home not in tpl.places else "bree" if "bree" not in tpl.places else "rivendell"
    errand = errands.instantiate(campaign, content, tpl, patron, Random(3))
    assert errand is not None
    errand.id += f".{len(campaign.errands)}"
    errands.accept(campaign, content, errand)
    campaign.place = errand.target
    return errand


def test_there_are_forty_templates_of_every_kind(content):
    assert len(content.errands) >= 40
    assert {t.kind for t in content.errands.values()} == set(OBJECTIVES)


@pytest.mark.rule("1.0")
def test_every_living_patron_offers_errands_at_home(campaign, content):
    """Each of the great alive in 2760 has work for a renowned hero who stands where he is found."""
    campaign.clues = 99
    for person in content.personalities.values():
        where = patrons.found_at(campaign, content, person.id)
        if where is None:
            assert person.awaits_seat or person.died is not None and person.died <= campaign.date.year, person.id
            continue
        campaign.place, campaign.renown[person.id] = where, LEGENDARY
        assert errands.offers(campaign, content, person.id), person.id


@pytest.mark.rule("4.4")
def test_a_gathering_is_found_by_days_of_search_at_its_rate(campaign, content):
    """Each day's search is a d20 under the best Herb Lore plus the template's ease."""
    days, company = [], list(campaign.heroes)
    for seed in range(60):
        campaign.seed, campaign.errands, campaign.heroes = seed, [], list(company)
        errand = given(campaign, content, "herbs_for_the_brown_wizard")
        for day in range(1, 40):
            downtime.rest(campaign, content, 1)
            if errand.status != "active":
                days.append(day)
                break
    _, _, level = errands.best_at(campaign, content, "herb_lore")
    chance = min(1.0, max(0.0, (level + content.errands["herbs_for_the_brown_wizard"].ease) / 20))
    mean = sum(days) / len(days)
    assert abs(mean - 1 / chance) < 0.5 / chance + 1, (mean, chance)


def test_a_parley_is_held_on_arrival_and_may_fail(campaign, content):
    """The company's best speaker against those there (4.5's opposed roll); no speaker, no hearing."""
    errand = given(campaign, content, "parley_with_the_hillmen")
    errands.arrived(campaign, content)
    assert errand.status == "failed"
    campaign.replace_hero(campaign.hero.evolve(skills={**campaign.hero.skills, "oratory": 14}))
    outcomes = set()
    for seed in range(30):
        campaign.seed, campaign.errands = seed, []
        errand = given(campaign, content, "parley_with_the_hillmen")
        errands.arrived(campaign, content)
        outcomes.add(errand.status)
        assert any("speaks for the company" in line.text for line in campaign.journal[-8:])
    assert outcomes == {"done", "failed"}


def test_a_secret_is_lost_to_a_band_that_catches_the_company_unaware(campaign, content):
    errand = given(campaign, content, "the_sealed_casket", "saruman")
    campaign.pending = [Meeting("bandit", 2, "night", "foes")]
    errands.day_over(campaign, content)
    assert errand.status == "active"
    campaign.pending = [Meeting("bandit", 2, "night", "company")]
    errands.day_over(campaign, content)
    assert errand.status == "failed"


def test_a_defence_is_fought_by_night(campaign, content):
    errand = given(campaign, content, "defend_the_bree_farms")
    _, foe = fights.quarry(campaign, content, errand.id)
    assert foe.time == "night" and foe.creature == "bandit"
    hunt = given(campaign, content, "orcs_from_the_east")
    assert fights.quarry(campaign, content, hunt.id)[1].time == "day"


def test_a_chain_opens_when_its_first_errand_is_done(campaign, content):
    chained = content.errands["the_captain_who_got_away"]
    assert not errands.open_to(campaign, chained)
    first = given(campaign, content, "orcs_on_the_borders", "arassuil")
    errands.complete(campaign, content, first, True)
    assert errands.open_to(campaign, chained)


def test_a_patron_remembers_a_failure(campaign, content):
    casket = content.errands["the_sealed_casket"]
    assert errands.open_to(campaign, casket)
    errands.complete(campaign, content, given(campaign, content, "the_sealed_casket", "saruman"), False)
    assert not errands.open_to(campaign, casket)


@pytest.mark.rule("1.0")
def test_the_arc_climbs_its_milestones_to_the_white_council(campaign, content):
    ending = content.errands["proof_for_the_white_council"]
    assert not errands.open_to(campaign, ending)
    reached = []
    while campaign.clues < ending.knowledge:
        before = arc.stage(campaign.clues)
        errands.complete(campaign, content, given(campaign, content, "signs_in_the_southern_eaves"), True)
        if arc.stage(campaign.clues) != before:
            reached.append(arc.stage(campaign.clues).name)
    assert reached == [m.name for m in arc.MILESTONES[1:]]
    assert errands.open_to(campaign, ending)
    errand = given(campaign, content, "proof_for_the_white_council")
    errands.complete(campaign, content, errand, True)
    assert campaign.arc_ended is not None and arc.ENDING in campaign.journal[-1].text
    assert not errands.open_to(campaign, ending)


@pytest.mark.rule("1.0")
def test_the_proof_is_put_forward_every_month_once_it_is_open(campaign, content):
    """Offers are a sample of a patron's errands; the one that ends the arc is never left out of it (seeds
    1 and 3 knew enough for years, 13 of Radagast's errands open to them, and never saw the proof)."""
    ending = content.errands["proof_for_the_white_council"]
    campaign.clues, campaign.renown["radagast"] = ending.knowledge, 40
    offered = []
    for month in range(1, 13):
        campaign.date = replace(campaign.date, month=month)
        offers = errands.offers(campaign, content, "radagast")
        assert len(offers) == ERRAND_OFFERS
        offered.append(offers[0].template)
    assert offered == [ending.id] * 12
    campaign.clues = ending.knowledge - 1
    assert ending.id not in {e.template for e in errands.offers(campaign, content, "radagast")}


def test_each_new_template_names_real_things_in_its_title(campaign, content):
    for tpl in content.errands.values():
        for patron in tpl.patrons:
            errand = errands.instantiate(campaign, content, tpl, patron, Random(1))
            if errand is not None:
                assert "{" not in errands.title(content, errand), tpl.id


def test_a_modders_chain_to_an_unknown_errand_is_reported_where_it_is_written(tmp_path: Path):
    (tmp_path / "errands.yaml").write_text(
        "- id: my_errand\n  name: Mine\n  title: Go to {target}\n  description: A test.\n"
        "  kind: gather\n  patrons: [radagast]\n  places: [carrock]\n  follows: [word_to_the_woodman]\n"
        "  skill: herb_lor\n")
    _, found = load_layers([base_content_dir(), tmp_path])
    text = sorted(str(e).replace(str(tmp_path) + "/", "") for e in found)
    assert any(t.startswith("errands.yaml:8:") and "did you mean 'word_to_the_woodmen'" in t for t in text), text
    assert any(t.startswith("errands.yaml:9:") and "did you mean 'herb_lore'" in t for t in text), text


def test_every_patron_of_the_tale_has_errands_in_his_line(content):
    """Each of the great the campaign may meet (all but those dead before it begins) is named by some
    template, himself or through the seat he holds or will hold (an heir gives what his line gave)."""
    from thirdage_tui.campaign.chronicle import line_of
    from thirdage_tui.campaign.clock import calendar

    start = calendar(content).start().year
    for person in content.personalities.values():
        if person.died is not None and person.died < start:
            continue
        line = line_of(content, person.id)
        assert any(not line.isdisjoint(t.patrons) and not t.opening for t in content.errands.values()), person.id
