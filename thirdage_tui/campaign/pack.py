"""The company's packs (3.3, 6.2-6.5): what each hero wears, carries and has loaded on his mounts;
armour put on and taken off, things loaded and unloaded, dropped, left at a place and fetched again,
or handed to a companion; never more than a hero can carry without the game saying so. The rules of
where a thing may go are `engine.inventory`'s. On the road the food is shared out for the journey
(`world.journey.Food`) and the packs lose what is eaten day by day."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.downtime import settled
from thirdage_tui.campaign.state import Campaign, CampaignError
from thirdage_tui.content.errors import UnknownId
from thirdage_tui.engine import inventory
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.items import item
from thirdage_tui.engine.refusals import PackError
from thirdage_tui.engine.wording import in_sentence
from thirdage_tui.world.journey import cake_days

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def burden_words(content: Content, hero: Hero) -> str:
    """What the hero carries against his maximum, what the excess costs, and what his mounts bear."""
    enc = hero_enc(hero, content)
    told = f"ENC {enc.carried:g}/{enc.max}"
    if enc.mount_capacity:
        told += f" (mounts bear {enc.mount_load:g} of {enc.mount_capacity:g})"
    if enc.cannot_move:
        return f"{told}: more than he can move with"
    if enc.over:
        return f"{told}: {enc.over} over, −{enc.over} to move, Defence and skills, +{enc.over} SR"
    return told


def overburdens(content: Content, hero: Hero) -> str | None:
    """Why the hero, as he would be, carries more than he can (None: he can), with what may be done."""
    enc = hero_enc(hero, content)
    if enc.over or enc.cannot_move:
        return (f"{hero.name} would carry {burden_words(content, hero)}; leave something in a stash at "
                f"a place, or buy a pack animal to bear it")
    return inventory.no_room(hero, content)


def name_of(content: Content, item_id: str) -> str:
    try:
        return item(content, item_id).name
    except UnknownId as exc:
        raise CampaignError(str(exc)) from None


def taken(campaign: Campaign, content: Content, hero: Hero, item_id: str, count: int) -> Hero:
    """The hero without `count` of the item (CampaignError when he has fewer, when it is the shared
    food on the road, or when it is a mount whose load the others could not bear)."""
    name = name_of(content, item_id)
    if campaign.road is not None and _food(content, item_id):
        raise CampaignError(f"on the road the {name.lower()} are shared out for the journey: "
                            f"reach a place first")
    try:
        after = inventory.without(hero, content, item_id, count)
    except PackError as exc:
        raise CampaignError(f"{hero.name} cannot part with {count} {name}: he {exc}") from None
    before, left = hero_enc(hero, content), hero_enc(after, content)
    if left.mount_overloaded:
        raise CampaignError(f"{name} bears a load the rest could not: unload it first")
    if left.packs_overfull and left.room < before.room:
        raise CampaignError(f"{name} holds small things he could not carry without it: "
                            f"{inventory.no_room(after, content)}")
    return after


def drop(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Leave `count` of an item behind for good."""
    campaign.replace_hero(taken(campaign, content, campaign.companion(hero), item_id, count))
    note(campaign, content, "pack", f"{hero} left {count} × {name_of(content, item_id)} behind.")


def stash(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Leave `count` of an item at this place, to fetch on a later visit."""
    place = settled(campaign)
    campaign.replace_hero(taken(campaign, content, campaign.companion(hero), item_id, count))
    campaign.stash.setdefault(place, []).extend([item_id] * count)
    note(campaign, content, "pack", f"{hero} left {count} × {name_of(content, item_id)} in store at "
         f"{in_sentence(content.places[place].name)}.")


def fetch(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Take `count` of an item from what the company left here (on him, or on his mount; refused past
    what he can carry)."""
    place = settled(campaign)
    name = name_of(content, item_id)
    try:
        left = inventory.take_out(campaign.stash.get(place, []), item_id, count)
    except PackError:
        raise CampaignError(f"the company left no {count} × {name} at {in_sentence(content.places[place].name)}") from None
    taker = _received(content, campaign.companion(hero), [item_id] * count, past_max=True)
    campaign.replace_hero(taker)
    campaign.stash[place] = left
    if not left:
        del campaign.stash[place]
    note(campaign, content, "pack", f"{hero} took {count} × {name} from store; he carries "
         f"{burden_words(content, taker)}.")


def give(campaign: Campaign, content: Content, hero: str, to: str, item_id: str, count: int = 1) -> None:
    """Hand `count` of an item to a companion (refused past what he can carry)."""
    giver, taker = campaign.companion(hero), campaign.companion(to)
    if giver.name == taker.name:
        raise CampaignError(f"{hero} already carries it")
    kept = taken(campaign, content, giver, item_id, count)
    got = _received(content, taker, [item_id] * count)
    campaign.replace_hero(kept)
    campaign.replace_hero(got)
    note(campaign, content, "pack", f"{hero} gave {count} × {name_of(content, item_id)} to {to}.")


def spoils_words(content: Content, items: list[str] | tuple[str, ...]) -> str:
    """The spoils of a fight told, stacked: "Scimitar ×2, Shield"."""
    return ", ".join(s.label for s in inventory.stacks(content, items))


def take_spoils(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """A hero takes `count` of what the foes left where they fell: on his mounts, else on him, beyond his
    maximum ENC if he chooses (as from a store: the burden is told), refused only past his packs' room or
    what he can move with."""
    name = name_of(content, item_id)
    try:
        left = inventory.take_out(campaign.spoils, item_id, count)
    except PackError:
        raise CampaignError(f"the foes left no {count} × {name} where they fell") from None
    taker = _received(content, campaign.companion(hero), [item_id] * count, past_max=True)
    campaign.replace_hero(taker)
    campaign.spoils = left
    _food_for_the_road(campaign, content, [item_id] * count)
    burden = f"; he carries {burden_words(content, taker)}" if hero_enc(taker, content).over else ""
    note(campaign, content, "loot", f"{hero} takes {count} × {name} from the fallen{burden}.")


def share_spoils(campaign: Campaign, content: Content) -> None:
    """The spoils shared out: each thing in turn to the next hero who can carry it unhindered; what
    nobody can is left where it lies."""
    if not campaign.spoils:
        raise CampaignError("there is nothing left where the foes fell")
    heroes, left, shared, got = list(campaign.heroes), [], [], Counter[str]()
    turn = 0
    for item_id in campaign.spoils:
        for k in range(len(heroes)):
            hero = heroes[(turn + k) % len(heroes)]
            after, over = inventory.stow(hero, content, [item_id])
            if not over:
                heroes[(turn + k) % len(heroes)] = after
                shared.append(item_id)
                got[f"{hero.name} takes {name_of(content, item_id)}"] += 1
                turn = (turn + k + 1) % len(heroes)
                break
        else:
            left.append(item_id)
    for hero in heroes:
        campaign.replace_hero(hero)
    _food_for_the_road(campaign, content, shared)
    campaign.spoils = left
    told = "; ".join(f"{what} ×{n}" if n > 1 else what for what, n in got.items()) or "nobody can carry any more"
    rest = f"; {spoils_words(content, left)} left where they fell" if left else ""
    note(campaign, content, "loot", f"The spoils shared out: {told}{rest}.")


def _food_for_the_road(campaign: Campaign, content: Content, items: list[str]) -> None:
    """On the road, the rations and waybread among `items` just taken join the food shared out for the
    journey (else the next day's repacking would take them out of the packs again)."""
    road = campaign.road
    if road is None:
        return
    rules = content.travel
    rations = sum(i in rules.rations for i in items)
    cakes = sum(i == rules.lembas for i in items)
    if rations or cakes:
        road.food = replace(road.food, rations=road.food.rations + rations,
                            lembas=road.food.lembas + cakes * cake_days(content))


def receive(campaign: Campaign, content: Content, hero: Hero, items: list[str], why: str) -> Hero:
    """Hand a hero `items` (a patron's gift, provisions): on him while he carries them unhindered, then
    on his mounts, then on him even so. When that burdens him the journal says what it costs and what
    may be done; what his packs have no room for goes into store here. The hero after."""
    after, left = inventory.stow(hero, content, items, past_max=True)
    campaign.replace_hero(after)
    note(campaign, content, "gift", f"{hero.name} receives {_counted(content, items)} ({why}).")
    place = content.places[settled(campaign)].name
    if hero_enc(after, content).over > hero_enc(hero, content).over:
        note(campaign, content, "gift", f"It burdens {hero.name}: he carries {burden_words(content, after)}. He "
             f"may leave things in store at {place} (the packs), or load them on a pack animal.")
    if left:
        campaign.stash.setdefault(settled(campaign), []).extend(left)
        note(campaign, content, "gift", f"{hero.name} cannot carry {_counted(content, left)} as well (his packs are "
             f"full, or he could not move under it): kept for him in store at {place} until he has a backpack, a "
             f"sack or a mount to carry them.")
    return after


def wear(campaign: Campaign, content: Content, hero: str, item_id: str) -> None:
    """Put on a piece of armour the hero carries."""
    _move(campaign, content, hero, lambda h: inventory.wear(h, content, item_id),
          f"{hero} puts on {name_of(content, item_id)}.")


def take_off(campaign: Campaign, content: Content, hero: str, item_id: str) -> None:
    """Take off a piece of armour the hero wears (he carries it still)."""
    _move(campaign, content, hero, lambda h: inventory.take_off(h, content, item_id),
          f"{hero} takes off {name_of(content, item_id)} and carries it.")


def load(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Load `count` of a thing the hero carries on his mounts."""
    _move(campaign, content, hero, lambda h: inventory.load(h, content, item_id, count),
          f"{hero} loads {count} × {name_of(content, item_id)} on his mount.")


def unload(campaign: Campaign, content: Content, hero: str, item_id: str, count: int = 1) -> None:
    """Take `count` of a thing off the hero's mounts, to carry himself."""
    _move(campaign, content, hero, lambda h: inventory.unload(h, content, item_id, count),
          f"{hero} takes {count} × {name_of(content, item_id)} off his mount.")


def wield(campaign: Campaign, content: Content, hero: str, item_id: str | None) -> None:
    """Choose the weapon the hero takes in hand when a fight starts (None: his best, as the fight
    finds it); CampaignError, nothing changed, unless it is a weapon he carries on him."""
    try:
        after = inventory.wield(campaign.companion(hero), content, item_id)
    except PackError as exc:
        raise CampaignError(str(exc).removeprefix("wielded: ")) from None
    campaign.replace_hero(after)
    told = f"{name_of(content, item_id)} in hand" if item_id else "his best weapon in hand"
    note(campaign, content, "pack", f"{hero} will have {told} when a fight starts.")


def _move(campaign: Campaign, content: Content, hero: str, move: Callable[[Hero], Hero], told: str) -> None:
    """A hero's things moved (CampaignError saying why not), and the journal told, with his burden after."""
    try:
        after = move(campaign.companion(hero))
    except PackError as exc:
        raise CampaignError(str(exc)) from None
    campaign.replace_hero(after)
    note(campaign, content, "pack", f"{told} He carries {burden_words(content, after)}.")


def _received(content: Content, hero: Hero, items: list[str], *, past_max: bool = False) -> Hero:
    """The hero with `items` on him or his mounts (CampaignError when they fit on neither; with
    `past_max` they go on him beyond his maximum ENC, and only his packs' room refuses them)."""
    after, left = inventory.stow(hero, content, items, past_max=past_max)
    if left:
        whole = hero.evolve(equipment=[*hero.equipment, *items])
        raise CampaignError(overburdens(content, whole) or f"{hero.name} has no room for {_counted(content, left)}")
    return after


def _counted(content: Content, items: list[str]) -> str:
    counts = Counter(name_of(content, i) for i in items)
    return ", ".join(f"{n} × {name}" if n > 1 else name for name, n in counts.items())


def _food(content: Content, item_id: str) -> bool:
    rules = content.travel
    return item_id in rules.rations or item_id == rules.lembas
