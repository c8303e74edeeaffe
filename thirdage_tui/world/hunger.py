"""Going hungry (our ruling; see docs/rulings.md): each day in a row without food costs a penalty
to skill rolls and to the day's miles, no healing nor POW back that night, and once a hero is
starving his body wastes a little each hungry day, held short of his last hit point until hunger
turns deadly, when it may take that too (3.6.2: past his hit points he is dead)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine import abilities as ab

if TYPE_CHECKING:
    from collections.abc import Mapping

    from thirdage_tui.content.models.tables import Body
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def hunger_penalty(content: Content, days: int) -> int:
    """What `days` hungry in a row take off every skill roll (at worst `worst_skill_penalty`)."""
    rules = content.travel.hunger
    return min(days * rules.skill_penalty, rules.worst_skill_penalty)


def pace_factor(content: Content, hunger: Mapping[str, int]) -> float:
    """The part of a day's miles a company makes with its hungriest member."""
    rules = content.travel.hunger
    worst = max(hunger.values(), default=0)
    return max(rules.slowest, 1 - worst * rules.pace_penalty)


def starving(content: Content, days: int) -> bool:
    return days >= content.travel.hunger.starving_after


def deadly(content: Content, days: int) -> bool:
    """Whether `days` hungry in a row may take a hero's last hit point."""
    return days >= content.travel.hunger.deadly_after


def waste(content: Content, hero: Hero, days: int) -> tuple[Hero, int]:
    """A hero starving `days` in a row wastes: the day's damage against his total hit points, on the
    rules' location while it has a point to spare, else on the location with most to spare (never
    disabling one), and held short of his last hit point until hunger is deadly. The hero and the
    damage done."""
    rules = content.travel.hunger
    total, body, hp = _frame(content, hero)
    wounds, done, last = dict(hero.wounds), 0, deadly(content, days)
    while done < rules.damage and total - ab.hit_points_lost(wounds, body, hp) > (0 if last else 1):
        spare = {loc.id: hp[loc.id] - wounds.get(loc.id, 0) - 1 for loc in body.locations}
        where = _wasting_place(rules.location, spare, last)
        if where is None:
            break
        wounds[where] = wounds.get(where, 0) + 1
        done += 1
    return (hero.evolve(wounds=wounds), done) if done else (hero, 0)


def _wasting_place(location: str, spare: dict[str, int], last: bool) -> str | None:
    """Where a point of wasting falls, given each location's points to spare before it is disabled:
    `location` while it has one, else the location with most; when none has, `location` if hunger
    is deadly (`last`), else nowhere."""
    if spare.get(location, 0) > 0:
        return location
    most = max(spare, key=spare.__getitem__)
    if spare[most] > 0:
        return most
    return (location if location in spare else most) if last else None


def starved(content: Content, hero: Hero) -> bool:
    """Whether a hero's wounds have reached his hit points (3.6.2), as hunger's last days may bring."""
    total, body, hp = _frame(content, hero)
    return ab.hit_points_lost(hero.wounds, body, hp) >= total


def hurt_short(content: Content, hero: Hero, location: str, damage: int) -> tuple[Hero, int]:
    """Up to `damage` to a location of the hero's body, short of his last hit point (in all or
    there); the hero and the damage done (none to a location his body does not have)."""
    total, _, hp = _frame(content, hero)
    here = hp.get(location, 0)
    taken = hero.wounds.get(location, 0)
    done = max(0, min(damage, min(total - sum(hero.wounds.values()), here - taken) - 1))
    if done == 0:
        return hero, 0
    return hero.evolve(wounds={**hero.wounds, location: taken + done}), done


def _frame(content: Content, hero: Hero) -> tuple[int, Body, dict[str, int]]:
    """A hero's total hit points, his body and each location's hit points (3.6.2)."""
    total = ab.hit_points(hero.attributes, content.tables)
    body = content.bodies[content.races[hero.race].body]
    return total, body, ab.location_hit_points(total, body, content.tables)


def hunger_words(days: int) -> str:
    """How a hero's hunger is told: "" when fed."""
    return "" if days <= 0 else f"hungry {days} day{'s' if days > 1 else ''}"
