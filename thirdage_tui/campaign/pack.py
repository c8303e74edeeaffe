"""The company's packs (3.3, 6.3-6.5): what each hero carries, dropped, left at a place and fetched
again, or handed to a companion; never more than a hero can carry without the game saying so. On
the road the food is shared out for the journey (`world.journey.Food`), so it stays in the packs
until the company reaches a place."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.state import Campaign, CampaignError
from thirdage_tui.content.errors import UnknownId
from thirdage_tui.engine.encumbrance import encumbrance
from thirdage_tui.engine.inventory import take_out
from thirdage_tui.engine.items import item

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def burden_words(content: Content, equipment: list[str], hero: Hero) -> str:
    """What `equipment` weighs on the hero, against his maximum, and what the excess costs."""
    enc = encumbrance(equipment, hero.attributes, content)
    told = f"ENC {enc.carried:g}/{enc.max}"
    if enc.mount_capacity:
        told += f" (a mount bears {enc.mount_load:g} of {enc.mount_capacity})"
    if enc.cannot_move:
        return f"{told}: more than he can move with"
    if enc.over:
        return f"{told}: {enc.over} over, −{enc.over} to move, Defence and skills, +{enc.over} SR"
    return told


def overburdens(content: Content, hero: Hero, equipment: list[str]) -> str | None:
    """Why `equipment` is more than the hero can carry (None: he can), with what may be done."""
    enc = encumbrance(equipment, hero.attributes, content)
    if not enc.over and not enc.cannot_move:
        return None
    return (f"{hero.name} would carry {burden_words(content, equipment, hero)}; leave something in a stash at "
            f"a place, or buy a pack animal to bear it")


def name_of(content: Content, item_id: str) -> str:
    try:
        return item(content, item_id).name
    except UnknownId as exc:
        raise CampaignError(str(exc)) from None


def taken(campaign: Campaign, content: Content, hero: Hero, item_id: str, count: int) -> list[str]:
    """The hero's equipment without `count` of the item (CampaignError when he has fewer, or when it is
    the shared food on the road)."""
    name = name_of(content, item_id)
    if campaign.road is not None and _food(content, item_id):
        raise CampaignError(f"on the road the {name.lower()} are shared out for the journey: "
                            f"reach a place first")
    try:
        return take_out(hero.equipment, item_id, count)
    except ValueError as exc:
        raise CampaignError(f"{hero.name} cannot part with {count} {name}: he {exc}") from None


def drop(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Leave `count` of an item behind for good."""
    holder = campaign.companion(hero)
    campaign.replace_hero(holder.evolve(equipment=taken(campaign, content, holder, item_id, count)))
    note(campaign, content, "pack", f"{hero} left {count} × {name_of(content, item_id)} behind.")


def stash(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Leave `count` of an item at this place, to fetch on a later visit."""
    place = settled(campaign)
    holder = campaign.companion(hero)
    campaign.replace_hero(holder.evolve(equipment=taken(campaign, content, holder, item_id, count)))
    campaign.stash.setdefault(place, []).extend([item_id] * count)
    note(campaign, content, "pack", f"{hero} left {count} × {name_of(content, item_id)} in store at "
         f"{content.places[place].name}.")


def fetch(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Take `count` of an item from what the company left here (refused past what he can carry)."""
    place = settled(campaign)
    holder = campaign.companion(hero)
    name = name_of(content, item_id)
    try:
        left = take_out(campaign.stash.get(place, []), item_id, count)
    except ValueError:
        raise CampaignError(f"the company left no {count} × {name} at {content.places[place].name}") from None
    equipment = [*holder.equipment, *[item_id] * count]
    problem = overburdens(content, holder, equipment)
    if problem:
        raise CampaignError(problem)
    campaign.replace_hero(holder.evolve(equipment=equipment))
    campaign.stash[place] = left
    if not left:
        del campaign.stash[place]
    note(campaign, content, "pack", f"{hero} took {count} × {name} from store.")


def give(campaign: Campaign, content: Content, hero: str, to: str, item_id: str, count: int = 1) -> None:
    """Hand `count` of an item to a companion (refused past what he can carry)."""
    giver, taker = campaign.companion(hero), campaign.companion(to)
    if giver.name == taker.name:
        raise CampaignError(f"{hero} already carries it")
    kept = taken(campaign, content, giver, item_id, count)
    equipment = [*taker.equipment, *[item_id] * count]
    problem = overburdens(content, taker, equipment)
    if problem:
        raise CampaignError(problem)
    campaign.replace_hero(giver.evolve(equipment=kept))
    campaign.replace_hero(campaign.companion(to).evolve(equipment=equipment))
    note(campaign, content, "pack", f"{hero} gave {count} × {name_of(content, item_id)} to {to}.")


def _food(content: Content, item_id: str) -> bool:
    rules = content.travel
    return item_id in rules.rations or item_id == rules.lembas
