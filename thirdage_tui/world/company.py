"""Who travels and how fast (rules text 3.2.1, GUIDE G4.8): daily miles by mode, terrain multipliers
that stack, roads that cancel the forest penalty only, folk never slowed by forest, mounts for
riding, and the slowest member's pace."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine.wording import listed

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import RuleTables
    from thirdage_tui.content.models.world import TravelRules
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

FOREST = "forest"
"""The one terrain multiplier that roads cancel and some folk ignore (G4.8)."""


class TravelError(ValueError):
    """A journey that cannot be made as asked (no mounts to ride, nowhere to go...)."""


@dataclass(frozen=True)
class Traveller:
    """What travel needs to know of one member of a company."""

    name: str
    unhindered_by_forest: bool = False
    mounts: frozenset[str] = frozenset()
    pace: float = 1.0
    """The part of a day's going his load leaves him (our ruling: as 3.3 takes it off his move)."""
    load: str = ""
    """His load in words, when it slows him."""


@dataclass(frozen=True)
class Company:
    """Those who travel together. With no members (a referee's plan) the company is slowed by
    forest like most folk and is assumed to have whatever mounts its mode needs."""

    members: tuple[Traveller, ...] = ()
    boat: bool = False

    @property
    def pace(self) -> float:
        """The slowest member's part of a day's going."""
        return min((m.pace for m in self.members), default=1.0)

    @property
    def burdened(self) -> tuple[Traveller, ...]:
        """The members slowed by what they carry."""
        return tuple(m for m in self.members if m.pace < 1)

    @property
    def hindered_by_forest(self) -> bool:
        """The slowest member sets the pace: one member slowed by forest slows them all."""
        return not self.members or any(not m.unhindered_by_forest for m in self.members)


def traveller(hero: Hero, content: Content) -> Traveller:
    """A hero as a traveller: forest-wise by race or background, with the mounts he owns, slowed by
    his load (our reading of 3.3: a share of the day's going for each whole point over his maximum
    ENC, never below the travel rules' slowest; nothing at all past 1.5 × STR)."""
    from thirdage_tui.engine.encumbrance import hero_enc  # a route with no heroes needs no equipment models

    race, background = content.races[hero.race], content.backgrounds[hero.background]
    enc, rules = hero_enc(hero, content), content.travel.burden
    pace = 0.0 if enc.cannot_move else max(rules.slowest, 1 - enc.over * rules.pace_per_point) if enc.over else 1.0
    load = f"ENC {enc.carried:g} of {enc.max}, {enc.over} over: {pace:.0%} of the pace" if pace < 1 else ""
    return Traveller(hero.name, race.unhindered_by_forest or background.unhindered_by_forest,
                     frozenset(i for i in hero.equipment if i in content.mounts), pace, load)


def check_mode(company: Company, mode: str, rules: TravelRules) -> None:
    """TravelError unless every member can move and has a mount the mode needs."""
    stuck = [m.name for m in company.members if m.pace <= 0]
    if stuck:
        raise TravelError(f"{', '.join(stuck)} cannot move under {'his' if len(stuck) == 1 else 'their'} load: "
                          f"leave something behind")
    if mode not in rules.modes:
        raise TravelError(f"unknown mode {mode!r}: choose from {', '.join(rules.modes)}")
    if by_boat(rules, mode) and company.members:
        _check_boat(company)
    needed = set(rules.modes[mode].mounts)
    if not needed:
        return
    lacking = [m.name for m in company.members if not m.mounts & needed]
    if lacking:
        raise TravelError(f"cannot {mode}: {listed(lacking)} {'has' if len(lacking) == 1 else 'have'} no mount")


def by_boat(rules: TravelRules, mode: str) -> bool:
    """Whether `mode` goes by boat along the rivers (our ruling: "River journeys")."""
    return any(m == mode and r.afloat for m, r in rules.modes.items())


def _check_boat(company: Company) -> None:
    """TravelError unless the company has a boat and no mounts (the boats carry none: our ruling)."""
    if not company.boat:
        raise TravelError("the company has no boat: hire one where the river folk keep them")
    horsed = [m.name for m in company.members if m.mounts]
    if horsed:
        raise TravelError(f"the boats carry no mounts: {', '.join(horsed)} must leave {'his' if len(horsed) == 1 else 'theirs'} "
                          "in store first")


def multiplier(slowed_as: Iterable[str], tables: RuleTables, *, road: bool = False,
               unhindered_by_forest: bool = False) -> float:
    """The product of the terrain multipliers that apply; road or forest-wise folk drop the forest's."""
    product = 1.0
    for key in slowed_as:
        if key == FOREST and (road or unhindered_by_forest):
            continue
        product *= tables.terrain_multipliers[key]
    return product


def miles_per_day(mode: str, slowed_as: Sequence[str], tables: RuleTables, *, road: bool = False,
                  unhindered_by_forest: bool = False, weather: float = 1.0) -> float:
    """Miles a day in `mode` over ground slowed as `slowed_as` (3.2.1)."""
    if mode not in tables.daily_miles:
        raise TravelError(f"unknown mode {mode!r}: choose from {', '.join(tables.daily_miles)}")
    return tables.daily_miles[mode] * weather * multiplier(slowed_as, tables, road=road,
                                                           unhindered_by_forest=unhindered_by_forest)


def weather_multiplier(rules: TravelRules, season: str | None, terrain: str) -> float:
    """The house rule for the season (winter and snow): 1 when none applies."""
    if season is None:
        return 1.0
    return math.prod(w.multiplier for w in rules.weather
                     if season in w.seasons and (not w.terrains or terrain in w.terrains))


def march_factor(content: Content, tired: int) -> float:
    """House rule: a forced march after `tired` days of it makes `march_fatigue_miles` fewer miles for
    each, never slower than walking; the part of a fresh march's day it makes."""
    daily = content.tables.daily_miles
    march = daily["march"]
    return max(daily["walk"], march - tired * content.travel.march_fatigue_miles) / march
