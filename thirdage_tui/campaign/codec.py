"""A campaign as plain JSON data and back, and the content ids a saved campaign needs.

`to_data` and `from_data` are exact inverses; `from_data` raises `SaveError` naming the first part
of the data that is not the shape it should be."""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from thirdage_tui.campaign.state import (
    Campaign,
    Errand,
    Fall,
    Grant,
    JournalEntry,
    Lore,
    Meeting,
    Road,
    Tale,
    Whereabouts,
)
from thirdage_tui.engine.hero import Hero, split_skill_key, ticked_weapon
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.journey import Food


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why and what can be done."""


def to_data(campaign: Campaign) -> dict[str, Any]:
    """The campaign as JSON-ready data."""
    data = asdict(campaign)
    data["date"] = [campaign.date.year, campaign.date.month, campaign.date.day]
    data["journal"] = [[e.day, e.date, e.kind, e.text] for e in campaign.journal]
    return data


def from_data(data: Any) -> Campaign:
    """The campaign saved as `data`."""
    if not isinstance(data, dict):
        raise SaveError("the campaign is not a JSON object")
    try:
        d = dict(data)
        d["heroes"] = [_build(Hero, h) for h in d["heroes"]]
        d["date"] = Date(*_ints(d["date"], 3))
        d["journal"] = [JournalEntry(*row) for row in d["journal"]]
        d["errands"] = [_build(Errand, e) for e in d["errands"]]
        d["whereabouts"] = {k: _build(Whereabouts, v) for k, v in d["whereabouts"].items()}
        d["monsters"] = {k: _build(Lore, v) for k, v in d["monsters"].items()}
        d["grants"] = [_build(Grant, g) for g in d["grants"]]
        d["tale"] = _build(Tale, d["tale"])
        d["pending"] = [_build(Meeting, m) for m in d["pending"]]
        d["fallen"] = _build(Fall, d["fallen"]) if d["fallen"] is not None else None
        if d["road"] is not None:
            road = dict(d["road"])
            road["food"] = _build(Food, road["food"])
            d["road"] = _build(Road, road)
        campaign = _build(Campaign, d)
    except KeyError as exc:
        raise SaveError(f"the campaign data is damaged (no {exc})") from None
    except (TypeError, AttributeError, ValueError) as exc:
        raise SaveError(f"the campaign data is damaged ({exc})") from None
    return campaign


def _build(cls, data: Any):
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__}: expected an object, got {type(data).__name__}")
    names = {f.name for f in fields(cls)}
    unknown = set(data) - names
    if unknown:
        raise TypeError(f"{cls.__name__}: unknown keys {', '.join(sorted(unknown))}")
    return cls(**data)


def _ints(value: Any, n: int) -> list[int]:
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, int) for v in value):
        raise TypeError(f"expected {n} whole numbers, got {value!r}")
    return value


def referenced_ids(campaign: Campaign) -> dict[str, set[str]]:
    """Every content id the campaign refers to, by kind."""
    refs: dict[str, set[str]] = {k: set() for k in (
        "races", "nations", "backgrounds", "weapons", "skills", "hero_magic", "spells", "items", "places",
        "personalities", "errands", "bestiary", "timeline", "regions")}
    for hero in campaign.heroes:
        refs["races"].add(hero.race)
        refs["backgrounds"].add(hero.background)
        if hero.nation:
            refs["nations"].add(hero.nation)
        refs["weapons"].update(hero.weapons)
        refs["skills"].update(split_skill_key(k)[0] for k in hero.skills)
        for key in hero.ticks:
            weapon = ticked_weapon(key)
            refs["weapons" if weapon else "skills"].add(weapon or split_skill_key(key)[0])
        refs["hero_magic"].update(hero.hero_magic)
        refs["spells"].update(hero.spells)
        refs["items"].update(hero.equipment)
    for errand in campaign.errands:
        refs["errands"].add(errand.template)
        refs["personalities"].add(errand.patron)
        refs["places"].add(errand.target)
        if errand.foe:
            refs["bestiary"].add(errand.foe)
    refs["places"].update(p for p in (campaign.place, *campaign.places) if p)
    if campaign.road:
        refs["places"].update((campaign.road.start, campaign.road.end))
    refs["personalities"].update(k for k in campaign.renown if not k.startswith("folk:"))
    refs["personalities"].update(campaign.whereabouts)
    refs["personalities"].update(g.giver for g in campaign.grants)
    refs["spells"].update(g.spell for g in campaign.grants)
    refs["bestiary"].update(campaign.monsters)
    refs["bestiary"].update(m.creature for m in campaign.pending)
    refs["timeline"].update(campaign.fired)
    refs["regions"].update(campaign.danger)
    return refs
