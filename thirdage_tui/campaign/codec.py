"""A campaign as plain JSON data and back, and the content ids a saved campaign needs.

`to_data` and `from_data` are exact inverses; `from_data` raises `SaveError` naming the first part
of the data that is not the shape it should be."""

from __future__ import annotations

import types
from dataclasses import asdict, fields, is_dataclass
from functools import cache
from typing import TYPE_CHECKING, Any, TypeVar, Union, get_args, get_origin, get_type_hints

from thirdage_tui.campaign.state import (
    Campaign,
    Errand,
    Fall,
    Grant,
    JournalEntry,
    Lore,
    Rival,
    Tale,
    Trip,
    Whereabouts,
)
from thirdage_tui.engine.hero import Hero, split_skill_key, ticked_weapon
from thirdage_tui.engine.items import ITEM_KINDS
from thirdage_tui.engine.refusals import SaveError
from thirdage_tui.engine.rolls import Opposed
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.delving import Delve
from thirdage_tui.world.encounters import Meeting
from thirdage_tui.world.journey import Food

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

    from thirdage_tui.content.store import Content

R = TypeVar("R", bound="DataclassInstance")
"""A saved record: a dataclass whose fields `_build` checks."""


def to_data(campaign: Campaign) -> dict[str, Any]:
    """The campaign as JSON-ready data."""
    data = asdict(campaign)
    data["date"] = [campaign.date.year, campaign.date.month, campaign.date.day]
    data["journal"] = [[e.day, e.date, e.kind, e.text] for e in campaign.journal]
    data["delve"], data["sites"] = _plain(data["delve"]), _plain(data["sites"])
    return data


def _plain(value: Any) -> Any:
    """Data as JSON has it: sets as sorted lists, tuples as lists (`asdict` keeps both)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    if isinstance(value, set | frozenset):
        return [_plain(v) for v in sorted(value)]
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


def from_data(data: object) -> Campaign:
    """The campaign saved as `data`."""
    if not isinstance(data, dict):
        raise SaveError("the campaign is not a JSON object")
    try:
        d = dict(data)
        d["heroes"] = [_build(Hero, h) for h in d["heroes"]]
        d["date"] = Date(*_ints(d["date"], 3))
        d["journal"] = [_build(JournalEntry, dict(zip(("day", "date", "kind", "text"), _row(row), strict=True)))
                        for row in d["journal"]]
        d["errands"] = [_build(Errand, e) for e in d["errands"]]
        d["whereabouts"] = {k: _build(Whereabouts, v) for k, v in d["whereabouts"].items()}
        d["monsters"] = {k: _build(Lore, v) for k, v in d["monsters"].items()}
        d["grants"] = [_build(Grant, g) for g in d["grants"]]
        d["tale"] = _build(Tale, d["tale"])
        d["rivals"] = [_build(Rival, r) for r in d.get("rivals", [])]  # saves before rivals have none
        d["pending"] = [_meeting(m) for m in d["pending"]]
        d["fallen"] = _build(Fall, d["fallen"]) if d["fallen"] is not None else None
        delve = d.get("delve")  # saves before sites have no delve
        d["delve"] = _thawed(Delve, delve) if delve is not None else None
        d["sites"] = {k: _thawed(Delve, v) for k, v in d.get("sites", {}).items()}
        if d["road"] is not None:
            road = dict(d["road"])
            road["food"] = _build(Food, road["food"])
            d["road"] = _build(Trip, road)
        campaign = _build(Campaign, d)
    except KeyError as exc:
        raise SaveError(f"the campaign data is damaged (no {exc})") from None
    except (TypeError, AttributeError, ValueError) as exc:
        raise SaveError(f"the campaign data is damaged ({exc})") from None
    return campaign


def _meeting(data: object) -> Meeting:
    """A band pending, with the noticing rolls it was met by (saves before them have none)."""
    if not isinstance(data, dict):
        raise TypeError(f"Meeting: expected an object, got {type(data).__name__}")
    rolls = {k: _build(Opposed, data[k]) for k in ("spotted", "heard") if data.get(k) is not None}
    return _build(Meeting, {**data, **rolls})


def _build(cls: type[R], data: object) -> R:
    """The record of `cls` that `data` holds, each field of the type it is declared."""
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__}: expected an object, got {type(data).__name__}")
    hints = _hints(cls)
    unknown = set(data) - hints.keys()
    if unknown:
        raise TypeError(f"{cls.__name__}: unknown keys {', '.join(sorted(unknown))}")
    for name, value in data.items():
        if not _fits(value, hints[name]):
            raise TypeError(f"{cls.__name__}.{name}: expected {_shape(hints[name])}, got {str(value)[:40]!r}")
    return cls(**data)


def _thawed(cls: type[R], data: object) -> R:
    """A record saved with sets and tuples (which JSON keeps as lists), and records within it."""
    if not isinstance(data, dict):
        raise TypeError(f"{cls.__name__}: expected an object, got {type(data).__name__}")
    hints = _hints(cls)
    return _build(cls, {k: _thaw(v, hints[k]) if k in hints else v for k, v in data.items()})


def _thaw(value: object, hint: object) -> object:
    """JSON data made the type `hint` declares where only its container differs (a list for a set or a
    tuple; an object for a record); anything else as it is, for `_build` to judge."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        return next((_thaw(value, a) for a in args if a is not type(None)), value) if value is not None else None
    if isinstance(value, list):
        if origin is set:
            return {_thaw(v, args[0]) for v in value}
        if origin is tuple and len(args) == len(value):
            return tuple(_thaw(v, a) for v, a in zip(value, args, strict=True))
        if origin is list:
            return [_thaw(v, args[0]) for v in value]
    if isinstance(value, dict):
        if origin is dict:
            return {k: _thaw(v, args[1]) for k, v in value.items()}
        if isinstance(hint, type) and is_dataclass(hint):
            return _thawed(hint, value)
    return value


@cache
def _hints(cls: type[DataclassInstance]) -> dict[str, object]:
    """The declared type of each field of a saved dataclass."""
    hints = get_type_hints(cls)
    return {f.name: hints[f.name] for f in fields(cls)}


def _fits(value: object, hint: object) -> bool:
    """Whether `value` (JSON data, with its nested records already built) has the type `hint`."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        return any(_fits(value, arg) for arg in args)
    if origin is list:
        return isinstance(value, list) and all(_fits(v, args[0]) for v in value)
    if origin is set:
        return isinstance(value, set) and all(_fits(v, args[0]) for v in value)
    if origin is tuple:
        return isinstance(value, tuple) and len(value) == len(args) and all(map(_fits, value, args))
    if origin is dict:
        return isinstance(value, dict) and all(_fits(k, args[0]) and _fits(v, args[1]) for k, v in value.items())
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return hint is Any or (isinstance(hint, type) and isinstance(value, hint))


def _shape(hint: object) -> str:
    """A type as a save's reader would say it."""
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        return " or ".join(_shape(arg) for arg in args)
    if origin in (list, set):
        return f"a list of {_shape(args[0])}"
    if origin is tuple:
        return f"a list of {len(args)}: {', '.join(map(_shape, args))}"
    if origin is dict:
        return f"an object of {_shape(args[1])}"
    if not isinstance(hint, type):
        return str(hint)
    words = {int: "a whole number", float: "a number", str: "text", bool: "true or false", type(None): "null"}
    return words.get(hint) or (f"a {hint.__name__} record" if is_dataclass(hint) else str(hint))


def _row(value: object) -> list[object]:
    if not isinstance(value, list) or len(value) != 4:
        raise TypeError(f"a journal line: expected [day, date, kind, text], got {str(value)[:40]!r}")
    return value


def _ints(value: object, n: int) -> list[int]:
    if not isinstance(value, list) or len(value) != n or not all(isinstance(v, int) for v in value):
        raise TypeError(f"expected {n} whole numbers, got {value!r}")
    return value


def referenced_ids(campaign: Campaign) -> dict[str, set[str]]:
    """Every content id the campaign refers to, by kind."""
    refs: dict[str, set[str]] = {k: set() for k in (
        "races", "nations", "backgrounds", "weapons", "skills", "hero_magic", "spells", "items", "places",
        "personalities", "errands", "bestiary", "timeline", "regions", "sites")}
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
    refs["places"].update(p for p in (campaign.place, *campaign.places, *campaign.stash) if p)
    refs["items"].update(i for kept in campaign.stash.values() for i in kept)
    refs["items"].update(campaign.spoils)
    if campaign.road:
        refs["places"].update((campaign.road.start, campaign.road.end))
    refs["personalities"].update(k for k in campaign.renown if not k.startswith("folk:"))
    refs["personalities"].update(campaign.whereabouts)
    refs["personalities"].update(g.giver for g in campaign.grants)
    refs["spells"].update(g.spell for g in campaign.grants)
    refs["bestiary"].update(campaign.monsters)
    refs["bestiary"].update(r.creature for r in campaign.rivals)
    refs["bestiary"].update(m.creature for m in campaign.pending)
    refs["timeline"].update(campaign.fired)
    refs["regions"].update(campaign.danger)
    refs["sites"].update(campaign.sites)
    if campaign.delve is not None:
        refs["sites"].add(campaign.delve.site)
    return refs


def missing_content(campaign: Campaign, content: Content) -> dict[str, set[str]]:
    """The ids the campaign names that the content lacks, by kind."""
    missing = {}
    for kind, ids in referenced_ids(campaign).items():
        known = set().union(*(content.all(k) for k in ITEM_KINDS)) if kind == "items" else content.all(kind)
        gone = {i for i in ids if i not in known}
        if gone:
            missing[kind] = gone
    return missing
