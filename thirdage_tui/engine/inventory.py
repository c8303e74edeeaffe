"""A hero's inventory (6.2-6.5): his items stacked by kind, and where each is — armour worn or
carried, things on him or loaded on his mounts — with the moves between: wear and take off, load and
unload, and taking things out of his kit altogether. Each move is refused (`PackError`, saying why)
when the rules will not have it: armour that will not layer (6.2), a mount past its load (6.5),
packs too full for the small things (6.3)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from thirdage_tui.content.models.equipment import Gear
from thirdage_tui.engine.armour import check_layers
from thirdage_tui.engine.encumbrance import cares_for_mounts, hero_enc
from thirdage_tui.engine.items import carried_enc, item
from thirdage_tui.engine.refusals import ArmourError, PackError

if TYPE_CHECKING:
    from collections.abc import Iterable

    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

WORN, CARRIED, LOADED, TACK = "worn", "carried", "loaded", "tack"
"""Where a stack is: armour worn, things on the hero, things on his mounts, and a mount's own tack
(a saddle or barding for each mount he has, which weighs nothing, 6.5)."""


@dataclass(frozen=True)
class Stack:
    """One kind of item and how many of it, with the ENC they weigh together, and where they are."""

    id: str
    name: str
    count: int
    enc: float
    where: str = CARRIED

    @property
    def label(self) -> str:
        """"Dried rations ×14" (a single item by its name alone)."""
        return self.name if self.count == 1 else f"{self.name} ×{self.count}"


def stacks(content: Content, equipment: Iterable[str], where: str = CARRIED) -> list[Stack]:
    """The items stacked, in the order first carried."""
    out = []
    for item_id, count in Counter(equipment).items():
        thing = item(content, item_id)
        out.append(Stack(item_id, thing.name, count, carried_enc(thing) * count, where))
    return out


def placed_stacks(hero: Hero, content: Content) -> list[Stack]:
    """The hero's kit stacked by where it is: worn armour, what he carries, what his mounts bear."""
    mounts = sum(i in content.mounts for i in hero.equipment)
    on_him = loose(hero, content)
    kit = [i for i in dict.fromkeys(on_him) if isinstance(thing := item(content, i), Gear) and thing.mount_kit]
    tack = [i for i in kit for _ in range(min(mounts, on_him.count(i)))]
    return [*stacks(content, worn(hero, content), WORN), *stacks(content, _less(on_him, tack), CARRIED),
            *[replace(s, enc=0) for s in stacks(content, tack, TACK)], *stacks(content, hero.loaded, LOADED)]


def on_person(hero: Hero) -> list[str]:
    """Everything he has that is not loaded on a mount."""
    return _less(hero.equipment, hero.loaded)


def worn(hero: Hero, content: Content) -> list[str]:
    """The armour he wears: all the armour on him but the pieces he carries unworn."""
    return _less([i for i in on_person(hero) if i in content.armour], hero.unworn)


def loose(hero: Hero, content: Content) -> list[str]:
    """What is on him without being worn armour."""
    return _less(on_person(hero), worn(hero, content))


def wear(hero: Hero, content: Content, item_id: str) -> Hero:
    """Put on a piece of armour he carries (taking it off his mount if it is there)."""
    name = _name(content, item_id)
    if item_id not in content.armour:
        raise PackError(f"{name} is not armour to wear")
    if item_id in hero.unworn:
        after = hero.evolve(unworn=_less(hero.unworn, [item_id]))
    elif item_id in hero.loaded:
        after = hero.evolve(loaded=_less(hero.loaded, [item_id]))
    else:
        raise PackError(f"{hero.name} already wears {name}" if item_id in hero.equipment
                        else f"{hero.name} has no {name}")
    try:
        check_layers([content.armour[i] for i in worn(after, content)])
    except ArmourError as exc:
        raise PackError(f"{hero.name} cannot put on {name}: {exc}") from None
    return after


def take_off(hero: Hero, content: Content, item_id: str) -> Hero:
    """Take off a piece of armour he wears; he carries it still (it still weighs, 6.2)."""
    if item_id not in worn(hero, content):
        raise PackError(f"{hero.name} does not wear {_name(content, item_id)}")
    return hero.evolve(unworn=[*hero.unworn, item_id])


def load(hero: Hero, content: Content, item_id: str, count: int = 1) -> Hero:
    """Put `count` of a thing he carries (not armour he wears) on his mounts, as far as they bear it."""
    name = _name(content, item_id)
    if item_id in content.mounts:
        raise PackError(f"a mount does not ride on a mount: {name} walks")
    if not any(i in content.mounts for i in hero.equipment):
        raise PackError(f"{hero.name} has no mount to load: buy a mule, a pony or a horse at a market")
    free = loose(hero, content).count(item_id)
    if count < 1 or count > free:
        why = " (take off what he wears first)" if item_id in worn(hero, content) else ""
        raise PackError(f"{hero.name} carries {free} {name} he could load{why}")
    unworn = _less(hero.unworn, [item_id] * count) if item_id in content.armour else hero.unworn
    after = hero.evolve(loaded=[*hero.loaded, *[item_id] * count], unworn=unworn)
    enc = hero_enc(after, content)
    if enc.mount_overloaded:
        care = "" if cares_for_mounts(after) else " without Horse Care"
        raise PackError(f"{hero.name}'s mounts would bear {enc.mount_load:g} ENC of the {enc.mount_capacity:g} "
                        f"they may{care}: load less")
    return holding(hero, after)


def unload(hero: Hero, content: Content, item_id: str, count: int = 1) -> Hero:
    """Take `count` of a thing off his mounts, to carry himself (armour comes off unworn)."""
    name = _name(content, item_id)
    held = hero.loaded.count(item_id)
    if count < 1 or count > held:
        raise PackError(f"{hero.name}'s mounts bear {held} {name}")
    unworn = [*hero.unworn, *[item_id] * count] if item_id in content.armour else hero.unworn
    return hero.evolve(loaded=_less(hero.loaded, [item_id] * count), unworn=unworn)


def without(hero: Hero, content: Content, item_id: str, count: int) -> Hero:
    """The hero with `count` of a thing gone from his kit: what he carries loose first, then what his
    mounts bear, worn armour last. PackError when he has fewer."""
    equipment = take_out(hero.equipment, item_id, count)
    spare = (hero.unworn.count(item_id) if item_id in content.armour
             else on_person(hero).count(item_id))
    from_loose = min(count, spare)
    from_mount = min(count - from_loose, hero.loaded.count(item_id))
    unworn = _less(hero.unworn, [item_id] * from_loose) if item_id in content.armour else hero.unworn
    return holding(hero, hero.evolve(equipment=equipment, unworn=unworn,
                                     loaded=_less(hero.loaded, [item_id] * from_mount)))


def take_out(equipment: list[str], item_id: str, count: int) -> list[str]:
    """The list without `count` of `item_id` (the last carried first); PackError when it holds fewer."""
    held = equipment.count(item_id)
    if count < 1 or count > held:
        raise PackError(f"carries {held}")
    left = list(equipment)
    for _ in range(count):
        left.reverse()
        left.remove(item_id)
        left.reverse()
    return left


def no_room(hero: Hero, content: Content) -> str | None:
    """Why the small things on the hero will not go in his packs and pockets (6.3), or None."""
    enc = hero_enc(hero, content)
    if not enc.packs_overfull:
        return None
    return (f"{hero.name}'s packs and pockets hold {enc.room:g} ENC of small things and he would have "
            f"{enc.small:g}: a backpack holds 6, a large sack 6, a small sack 3; or load his mount")


def wield(hero: Hero, content: Content, weapon_id: str | None) -> Hero:
    """The hero with `weapon_id` chosen as the weapon he takes in hand when a fight starts (None: his
    best); PackError unless it is a weapon, not a shield, that he carries on him."""
    if weapon_id is not None:
        _check_wielded(hero, content, weapon_id)
    return hero.evolve(wielded=weapon_id)


def holding(before: Hero, after: Hero) -> Hero:
    """`after`, a move of his kit later, still holding the weapon `before` chose if he has it on him;
    if it is gone from him (dropped, stored, given, loaded on a mount), his best again."""
    chosen = before.wielded
    return after if chosen is None or chosen in on_person(after) else after.evolve(wielded=None)


def _check_wielded(hero: Hero, content: Content, weapon_id: str) -> None:
    """PackError unless `weapon_id` is a weapon, not a shield, that he carries on him (an id he does
    not carry is told as given: it may be no item at all)."""
    weapon = content.weapons.get(weapon_id)
    if weapon_id not in on_person(hero):
        where = " (it is on his mount)" if weapon_id in hero.loaded else ""
        raise PackError(f"wielded: {hero.name} does not carry {weapon.name if weapon else repr(weapon_id)}{where}")
    if weapon is None:
        raise PackError(f"wielded: {_name(content, weapon_id)} is no weapon to take in hand")
    if weapon.kind == "shield":
        raise PackError(f"wielded: {weapon.name} is a shield; he takes one up beside the weapon in hand himself")


def check_placement(hero: Hero, content: Content) -> None:
    """PackError unless what is loaded and what is unworn are among his things (no mount on a mount),
    the unworn pieces being armour on him, and the weapon he has chosen to wield one he carries."""
    if _less(hero.loaded, hero.equipment):
        raise PackError(f"loaded: {', '.join(sorted(set(_less(hero.loaded, hero.equipment))))} not among his things")
    unworn = _less(hero.unworn, [i for i in on_person(hero) if i in content.armour])
    if unworn:
        raise PackError(f"unworn: {', '.join(sorted(set(unworn)))} not armour he has on him")
    if any(i in content.mounts for i in hero.loaded):
        raise PackError("loaded: a mount cannot ride on a mount")
    if hero.wielded is not None:
        _check_wielded(hero, content, hero.wielded)


def _less(items: list[str], gone: Iterable[str]) -> list[str]:
    """`items` without one of each of `gone` (the last first), as many as there are."""
    left = list(items)
    for item_id in gone:
        for k in range(len(left) - 1, -1, -1):
            if left[k] == item_id:
                del left[k]
                break
    return left


def _name(content: Content, item_id: str) -> str:
    return item(content, item_id).name


def stow(hero: Hero, content: Content, items: Iterable[str], *, past_max: bool = False) -> tuple[Hero, list[str]]:
    """The hero with `items` put where they go: on him while he stays within his maximum ENC (3.3) and
    his packs hold the small ones (6.3), then on his mounts while they bear them (6.5); with
    `past_max`, then on him beyond his maximum. Armour comes unworn. What fits nowhere is left over,
    in order."""
    left = []
    for item_id in items:
        before = hero_enc(hero, content)
        unworn = [*hero.unworn, item_id] if item_id in content.armour else hero.unworn
        worn_on = hero.evolve(equipment=[*hero.equipment, item_id], unworn=unworn)
        on_him = hero_enc(worn_on, content)
        fits = not (on_him.packs_overfull and on_him.small > before.small) and not on_him.cannot_move
        mounted = worn_on.evolve(loaded=[*hero.loaded, item_id], unworn=hero.unworn)
        if fits and (not on_him.over or on_him.carried <= before.carried):
            hero = worn_on
        elif item_id not in content.mounts and any(i in content.mounts for i in hero.equipment) \
                and not hero_enc(mounted, content).mount_overloaded:
            hero = mounted
        elif fits and past_max:
            hero = worn_on
        else:
            left.append(item_id)
    return hero, left
