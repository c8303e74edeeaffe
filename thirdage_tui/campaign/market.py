"""Buying and selling at a place's market (4.5, 6.3): what it sells depends on the kind of place,
the price is in silver, and a hero may haggle, his better Bluff or Diplomacy opposed by the
merchant's, with the chances shown before he commits."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.pack import burden_words, name_of, taken
from thirdage_tui.campaign.state import Campaign, CampaignError
from thirdage_tui.engine.inventory import no_room, stow
from thirdage_tui.engine.rolls import OpposedChances, opposed, opposed_chances
from thirdage_tui.engine.wording import in_sentence
from thirdage_tui.world.road_skills import SkillUsed, best_skill

if TYPE_CHECKING:
    from thirdage_tui.content.models.road import Ware
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

MAX_COUNT = 100
"""The most of one thing bought or sold at once."""


@dataclass(frozen=True)
class Haggle:
    """A hero's haggling: the skill he brings, the merchant's level, and the chances of each end."""

    skill: SkillUsed
    merchant: int
    chances: OpposedChances

    def told(self, content: Content) -> str:
        c = self.chances
        return (f"{self.skill.told(content)} against the merchant's {self.merchant}: "
                f"{c.attacker:.0%} a better price, {c.defender:.0%} a worse, {c.neither:.0%} the asking price")


def market_size(campaign: Campaign, content: Content) -> int:
    """How big a market the place keeps (CampaignError where there is none)."""
    place = content.places[settled(campaign)]
    if not has_market(content, place):
        raise CampaignError(f"there is no market at {in_sentence(place.name)}")
    return content.markets.sizes[place.kind]


def has_market(content: Content, place: Place) -> bool:
    """Whether `place` keeps a market (one of a size its kind allows)."""
    return "market" in place.services and content.markets.sizes.get(place.kind, 0) > 0


def wares(campaign: Campaign, content: Content) -> list[Ware]:
    """What the market here sells."""
    size = market_size(campaign, content)
    return [w for w in content.markets.wares if w.size <= size]


def haggle(content: Content, hero: Hero) -> Haggle:
    """How the hero would fare haggling."""
    rules = content.markets
    skill = best_skill(content, hero, dict.fromkeys(rules.persuasion, 0))
    return Haggle(skill, rules.merchant, opposed_chances(skill.level, rules.merchant))


def price(content: Content, ware: Ware, count: int, selling: bool, end: str | None) -> int:
    """What `count` of a ware costs (or fetches), after haggling ended with `end` ("attacker": the hero
    won, "defender": the merchant did, None: the asking price)."""
    rules = content.markets
    base = ware.price * count * (rules.buys_at if selling else 1)
    better = (1 + rules.haggle) if selling else (1 - rules.haggle)
    worse = (1 - rules.haggle) if selling else (1 + rules.haggle)
    factor = better if end == "attacker" else worse if end == "defender" else 1.0
    return math.floor(base * factor) if selling else math.ceil(base * factor)


def buy(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1, haggled: bool = False) -> int:
    """Buy `count` of a ware here, at the asking price or haggled over; the silver paid. A hero with
    too little silver for the worst price is refused before any roll."""
    ware = _ware(campaign, content, item_id)
    buyer = campaign.companion(hero)
    _check_count(count)
    name = name_of(content, item_id)
    dearest = price(content, ware, count, False, "defender" if haggled else None)
    if buyer.silver < dearest:
        raise CampaignError(f"{hero} has {buyer.silver} silver; {count} × {name} may cost {dearest}")
    bought, left = stow(buyer, content, [item_id] * count, past_max=True)
    if left:
        raise CampaignError(no_room(bought.evolve(equipment=[*bought.equipment, *left]), content)
                            or f"{hero} has no room for {len(left)} × {name}")
    end, told = _haggle(campaign, content, buyer, haggled)
    paid = price(content, ware, count, False, end)
    campaign.replace_hero(bought.evolve(silver=buyer.silver - paid))
    note(campaign, content, "market", f"{hero} bought {count} × {name} for {paid} silver{told}; he carries "
         f"{burden_words(content, bought)}.")
    return paid


def sell(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1, haggled: bool = False) -> int:
    """Sell `count` of a thing the market here deals in; the silver got."""
    ware = _ware(campaign, content, item_id)
    seller = campaign.companion(hero)
    _check_count(count)
    kept = taken(campaign, content, seller, item_id, count)
    end, told = _haggle(campaign, content, seller, haggled)
    got = price(content, ware, count, True, end)
    campaign.replace_hero(kept.evolve(silver=seller.silver + got))
    note(campaign, content, "market", f"{hero} sold {count} × {name_of(content, item_id)} for {got} silver{told}.")
    return got


def _ware(campaign: Campaign, content: Content, item_id: str) -> Ware:
    here = wares(campaign, content)
    for ware in here:
        if ware.item == item_id:
            return ware
    raise CampaignError(f"the market at {in_sentence(content.places[settled(campaign)].name)} does not deal in "
                        f"{name_of(content, item_id)}")


def _check_count(count: int) -> None:
    if not 1 <= count <= MAX_COUNT:
        raise CampaignError(f"buy or sell from 1 to {MAX_COUNT} at a time, not {count}")


def _haggle(campaign: Campaign, content: Content, hero: Hero, haggled: bool) -> tuple[str | None, str]:
    """The end of the haggling (None: none, or neither won) and the words for it."""
    if not haggled:
        return None, ""
    odds = haggle(content, hero)
    roll = opposed(campaign.rng(), odds.skill.level, odds.merchant)
    end = roll.winner if roll.winner == "attacker" or roll.defender_roll <= odds.merchant else None
    outcome = {"attacker": "a better price", "defender": "a worse price", None: "the asking price"}[end]
    return end, (f" after haggling ({odds.skill.told(content)} rolled {roll.attacker_roll}, the merchant "
                 f"{roll.defender_roll} against {odds.merchant}: {outcome})")
