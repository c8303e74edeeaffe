"""What can feed the company where it stands (issue 20's starvation trap): on the road a day's
hunting (4.2), foraging or fishing (house rules) with its odds; at a place a patron's provisions
or waybread, rations left in store there, or rations from the market. One list that the borg
plays by and the home screen's advice tells, each way with what it brings and why not here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign import market, patrons, travel
from thirdage_tui.campaign.house_rules import LEMBAS_CAKES
from thirdage_tui.campaign.pack import name_of
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.world.journey import GatheringOdds, cake_days, gathering_odds
from thirdage_tui.world.roles import doing

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

GATHER = "gather"
PROVISIONS = "provisions"
LEMBAS = "lembas"
FETCH = "fetch"
BUY = "buy"
WAYS = (GATHER, PROVISIONS, LEMBAS, FETCH, BUY)
"""The kinds of way to food, each one of the session's actions (`Hunt`, `Provision`, `Lembas`,
`Fetch`, `Buy`)."""


@dataclass(frozen=True)
class Victual:
    """A way to food here: its kind (`WAYS`), the gathering, patron or item it names, the words for
    it, the days of food for one it may be expected to bring, its chance, and why it cannot be had
    here (None: it can)."""

    way: str
    source: str
    words: str
    meals: float
    chance: float = 1.0
    why: str | None = None


def victuals(campaign: Campaign, content: Content) -> list[Victual]:
    """Every way to food where the company stands, the ones that may be had first, then by the meals
    they bring (most first). None while the tale is over or a band is upon the company."""
    if campaign.over or campaign.pending:
        return []
    found = _gatherings(campaign, content) if campaign.road is not None else _at_place(campaign, content)
    return sorted(found, key=lambda v: (v.why is not None, -v.meals))


def off_the_land(campaign: Campaign, content: Content) -> list[Victual]:
    """What a day's hunting or foraging on the road may be expected to bring this company, as its hunter
    would roll it on ground with game (fishing, which needs water, left out): for deciding at a place
    whether the company can set out short of food."""
    heroes, held = campaign.heroes, travel.roles(campaign, content)
    return [_gathering(content, GatheringOdds(how, rules.name, doing(content, heroes, held, "hunter", dict(rules.skills)),
                                              rules.days * min(rules.feeds, len(heroes))))
            for how, rules in content.travel.gathering.items() if not rules.water]


def _gatherings(campaign: Campaign, content: Content) -> list[Victual]:
    journey = travel.journey(campaign, content)
    return [_gathering(content, gathering_odds(journey, how, content)) for how in content.travel.gathering]


def _gathering(content: Content, odds: GatheringOdds) -> Victual:
    words = f"{odds.name}: {odds.used.told(content)}, {odds.chance:.0%} for {odds.meals} meals"
    return Victual(GATHER, odds.how, words, odds.expected, odds.chance, odds.why)


def _at_place(campaign: Campaign, content: Content) -> list[Victual]:
    out = []
    mouths = len(campaign.heroes)
    if not campaign.wander:
        for person in patrons.present(campaign, content, campaign.place or ""):
            days = patrons.provision_days(campaign, content, person.id) * mouths
            out.append(Victual(PROVISIONS, person.id, f"{person.name}'s provisions: {days} days of rations",
                               days, why=patrons.food_refusal(campaign, content, person.id, PROVISIONS)))
            if content.travel.lembas:
                days = LEMBAS_CAKES * cake_days(content) * mouths
                out.append(Victual(LEMBAS, person.id, f"{person.name}'s waybread: food for {days} days",
                                   days, why=patrons.food_refusal(campaign, content, person.id, LEMBAS)))
    stored = [i for i in campaign.stash.get(campaign.place or "", []) if i in content.travel.rations]
    for item in sorted(set(stored)):
        out.append(Victual(FETCH, item, f"{name_of(content, item)} left in store here: {stored.count(item)}",
                           stored.count(item)))
    out.extend(_market(campaign, content))
    return out


def _market(campaign: Campaign, content: Content) -> list[Victual]:
    try:
        sold = [w for w in market.wares(campaign, content) if w.item in content.travel.rations]
    except CampaignError as exc:
        return [Victual(BUY, "", "Rations from a market", 0, why=str(exc))]
    silver = sum(h.silver for h in campaign.heroes)
    out = []
    for ware in sold:
        days = silver // ware.price if ware.price else 100
        out.append(Victual(BUY, ware.item, f"{name_of(content, ware.item)} at the market: {ware.price} silver a day's",
                           days, why=None if days else f"the company has {silver} silver; a day's costs {ware.price}"))
    return out
