"""Going hungry (our ruling; see docs/rulings.md): each day in a row without food costs a penalty
to skill rolls and to the day's miles, no healing nor POW back that night, and once a hero is
starving, damage to his body each hungry day (never his last hit point)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine import abilities as ab

if TYPE_CHECKING:
    from collections.abc import Mapping

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


def waste(content: Content, hero: Hero) -> tuple[Hero, int]:
    """A starving hero's body wastes: the damage of one hungry day to the rules' location."""
    rules = content.travel.hunger
    return hurt_short(content, hero, rules.location, rules.damage)


def hurt_short(content: Content, hero: Hero, location: str, damage: int) -> tuple[Hero, int]:
    """Up to `damage` to a location of the hero's body, short of his last hit point (in all or
    there); the hero and the damage done (none to a location his body does not have)."""
    total = ab.hit_points(hero.attributes, content.tables)
    body = content.bodies[content.races[hero.race].body]
    here = ab.location_hit_points(total, body, content.tables).get(location, 0)
    taken = hero.wounds.get(location, 0)
    done = max(0, min(damage, min(total - sum(hero.wounds.values()), here - taken) - 1))
    if done == 0:
        return hero, 0
    return hero.evolve(wounds={**hero.wounds, location: taken + done}), done


def hunger_words(days: int) -> str:
    """How a hero's hunger is told: "" when fed."""
    return "" if days <= 0 else f"hungry {days} day{'s' if days > 1 else ''}"
