"""What the game will do with a campaign it loads, tried at load: so that a save `saves check` passes
is one the game can play. The codec has checked the shape (each field of its type) and the content
has every id the save names; this checks what only the rules know: counts within their bounds, a
date of the calendar, a road made of steps of the map, a company of at least one hero."""

from __future__ import annotations

from collections.abc import Collection, Iterator
from typing import TYPE_CHECKING

from thirdage_tui.campaign.house_rules import LEADERSHIP_CHA_LIMIT
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.inventory import check_placement
from thirdage_tui.engine.refusals import PackError

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.delving import Delve

MAX_COUNT = 10_000
"""The most of anything a save counts (foes in a band, days of food, renown, danger...)."""
MAX_DAYS = 1_000_000
"""The most days a campaign has run, or a deadline lies ahead."""
STATUSES = ("offered", "active", "done", "failed")
WHEREABOUTS = ("home", "away", "dead")
TIMES = ("day", "night")
SURPRISED = ("company", "foes", None)


def campaign_problems(campaign: Campaign, content: Content) -> list[str]:
    """Every reason the game could not play `campaign` (none when it can)."""
    problems = [*_company(campaign), *_packs(campaign, content), *_where(campaign, content), *_counts(campaign),
                *_states(campaign), *_delves(campaign, content)]
    problems += _date(campaign, content)
    if not problems:  # the road is rebuilt only from sound parts
        problems += _road(campaign, content)
    return problems


def _company(campaign: Campaign) -> Iterator[str]:
    if not campaign.heroes:
        yield "heroes: the company has no hero (expected at least the player's own)"
    names = [hero.name for hero in campaign.heroes]
    if len(set(names)) != len(names):
        yield f"heroes: two heroes share a name ({', '.join(sorted({n for n in names if names.count(n) > 1}))})"
    for grant in campaign.grants:
        yield from _named("grants", grant.hero, names, "hero of the company")


def _packs(campaign: Campaign, content: Content) -> Iterator[str]:
    """Each hero's loaded and unworn things among those he has (`engine.inventory.check_placement`)."""
    for hero in campaign.heroes:
        try:
            check_placement(hero, content)
        except PackError as exc:
            yield f"heroes: {hero.name}: {exc}"


def _where(campaign: Campaign, content: Content) -> Iterator[str]:
    if campaign.place is None and campaign.road is None:
        yield "place: the company is neither at a place nor on the road"
    elif campaign.place is not None and campaign.road is not None:
        yield "place: the company is at a place and on the road at once"
    elif campaign.place is not None and campaign.place not in content.places:
        yield f"place: {campaign.place!r} is no place of the map"


def _bounded(where: str, value: float, low: float, high: float) -> Iterator[str]:
    if not low <= value <= high:
        yield f"{where}: {value} is outside {low}-{high}"


def _named(where: str, key: str, known: Collection[str], what: str) -> Iterator[str]:
    """The complaint when `key` names none of `known` (`what` says what it should be)."""
    if key not in known:
        yield f"{where}: {key!r} is no {what}"


def _counts(campaign: Campaign) -> Iterator[str]:
    yield from _bounded("rolls", campaign.rolls, 0, 10**12)
    yield from _bounded("leadership", campaign.leadership, -LEADERSHIP_CHA_LIMIT, LEADERSHIP_CHA_LIMIT)
    for name, value in vars(campaign.tale).items():
        yield from _bounded(f"tale.{name}", value, 0, MAX_DAYS * 100)
    for field, mapping in (("renown", campaign.renown), ("danger", campaign.danger), ("supplied", campaign.supplied)):
        for key, value in mapping.items():
            yield from _bounded(f"{field}.{key}", value, -MAX_COUNT, MAX_COUNT)
    for id_, lore in campaign.monsters.items():
        for name, value in vars(lore).items():
            yield from _bounded(f"monsters.{id_}.{name}", value, 0, MAX_DAYS)
    for errand in campaign.errands:
        yield from _bounded(f"errand {errand.id}: foe_count", errand.foe_count, 0, MAX_COUNT)
        for name in ("given_day", "deadline_day", "stayed"):
            yield from _bounded(f"errand {errand.id}: {name}", getattr(errand, name), 0, MAX_DAYS)
    for line in campaign.journal:
        yield from _bounded("journal: day", line.day, 0, MAX_DAYS)
    for i, meeting in enumerate(campaign.pending):
        yield from _bounded(f"pending[{i}].count", meeting.count, 1, MAX_COUNT)
    if campaign.fallen is not None:
        yield from _bounded("fallen.day", campaign.fallen.day, 0, MAX_DAYS)
    for rival in campaign.rivals:
        yield from _bounded(f"rival {rival.name}: first_met", rival.first_met, 0, MAX_DAYS)
        yield from _bounded(f"rival {rival.name}: escaped", rival.escaped, 0, MAX_COUNT)


def _states(campaign: Campaign) -> Iterator[str]:
    for errand in campaign.errands:
        if errand.status not in STATUSES:
            yield f"errand {errand.id}: status {errand.status!r} is not one of {', '.join(STATUSES)}"
    for id_, where in campaign.whereabouts.items():
        if where.status not in WHEREABOUTS:
            yield f"whereabouts.{id_}: status {where.status!r} is not one of {', '.join(WHEREABOUTS)}"
    for i, meeting in enumerate(campaign.pending):
        if meeting.time not in TIMES or meeting.surprised not in SURPRISED:
            yield f"pending[{i}]: met by {meeting.time!r}, surprised {meeting.surprised!r}: not a meeting the game has"
        if meeting.rival is not None and not any(r.name == meeting.rival and not r.slain for r in campaign.rivals):
            yield f"pending[{i}]: led by {meeting.rival!r}, who is no named foe at large"


MAX_RADIUS = 40
"""The most squares a light or a magic in a site reaches."""


def _delves(campaign: Campaign, content: Content) -> Iterator[str]:
    """The delve under way (at the place the company stands at), each site as the company left it, and
    the lights it carried out part-burnt (of anyone who was in the company: a hero gone since is passed
    over)."""
    for hero, kept in campaign.unburnt.items():
        for fuel, rounds in kept.items():
            yield from _named(f"unburnt.{hero}", fuel, content.gear, "thing a light burns")
            yield from _bounded(f"unburnt.{hero}.{fuel}", rounds, 0, MAX_DAYS)
    delve = campaign.delve
    if delve is not None:
        site = content.sites.get(delve.site)
        if site is None:
            yield f"delve: {delve.site!r} is no site"
        elif campaign.place != site.place:
            yield f"delve: the company is in {site.name}, but not at {site.place!r} where it is entered"
        else:
            yield from _delve("delve", delve, site, campaign)
    for key, left in campaign.sites.items():
        site = content.sites.get(key)
        if site is None or left.site != key:
            yield f"sites.{key}: not the site {key!r} left as the company left it"
        else:
            yield from _delve(f"sites.{key}", left, site, campaign)


def _delve(where: str, delve: Delve, site: Site, campaign: Campaign) -> Iterator[str]:
    """One delve, against its site's plan and features and the company."""
    from thirdage_tui.world.delving import PACES, ROUSED
    from thirdage_tui.world.site_plan import SitePlan

    plan = SitePlan.from_site(site)
    if not (plan.inside(delve.at) and plan.ground(delve.at).walk):
        yield f"{where}.at: {delve.at} is no square of {site.name} the company could stand on"
    if delve.pace not in PACES:
        yield f"{where}.pace: {delve.pace!r} is not one of {', '.join(PACES)}"
    yield from _bounded(f"{where}.twelfths", delve.twelfths, 0, MAX_DAYS * 10**4)
    for name in ("found", "sprung", "disarmed", "opened", "held", "broken", "taken", "beaten"):
        strange = sorted(getattr(delve, name) - site.features.keys())
        if strange:
            yield f"{where}.{name}: {', '.join(strange)} {'is' if len(strange) == 1 else 'are'} no feature of {site.name}"
    for name in ("seen", "ajar", "set_traps"):
        if not all(plan.inside(cell) for cell in getattr(delve, name)):
            yield f"{where}.{name}: squares outside the plan of {site.name}"
    bands = {k for k, f in site.features.items() if f.band is not None}
    for letter, alert in delve.alert.items():
        yield from _named(f"{where}.alert", letter, bands, f"band of {site.name}")
        yield from _bounded(f"{where}.alert.{letter}", alert, 0, ROUSED)
    names = {hero.name for hero in campaign.heroes}
    for hero, light in delve.lights.items():
        yield from _named(f"{where}.lights", hero, names, "hero of the company")
        yield from _bounded(f"{where}.lights.{hero}.radius", light.radius, 0, MAX_RADIUS)
        yield from _bounded(f"{where}.lights.{hero}.rounds", light.rounds, 0, MAX_DAYS)
    for lasting in delve.magic:
        yield from _named(f"{where}.magic", lasting.hero, names, "hero of the company")
        yield from _bounded(f"{where}.magic.{lasting.magic}.level", lasting.level, 0, MAX_RADIUS)
        yield from _bounded(f"{where}.magic.{lasting.magic}.rounds", lasting.rounds, 0, MAX_DAYS)
    for letter, alert in delve.heard.items():
        yield from _named(f"{where}.heard", letter, bands, f"band of {site.name}")
        yield from _bounded(f"{where}.heard.{letter}", alert, 0, ROUSED)
    for hero, when in delve.bleeding.items():
        yield from _named(f"{where}.bleeding", hero, names, "hero of the company")
        yield from _bounded(f"{where}.bleeding.{hero}", when, 0, MAX_DAYS * 10**4)
    yield from _band_state(delve, site, where, bands, names)


def _band_state(delve: Delve, site: Site, where: str, bands: set[str], names: set[str]) -> Iterator[str]:
    """The bands' numbers as rolled (each within its dice), the company's traps' damage kept for them, and
    the part-burnt lights put out, against the site and the company."""
    from thirdage_tui.engine.dice import Dice

    for letter, numbers in delve.numbers.items():
        band = site.features[letter].band if letter in bands else None
        if band is None or len(numbers) != len(band.creatures):
            yield f"{where}.numbers: {letter!r} is no band of {site.name} with as many kinds of creature"
            continue
        for n, kind in zip(numbers, band.creatures, strict=True):
            yield from _bounded(f"{where}.numbers.{letter}", n, 1, max(1, Dice.parse(kind.count).maximum))
    for letter, damage in delve.trapped.items():
        yield from _named(f"{where}.trapped", letter, bands, f"band of {site.name}")
        yield from _bounded(f"{where}.trapped.{letter}", damage, 0, MAX_COUNT)
    for hero, kept in delve.unburnt.items():
        yield from _named(f"{where}.unburnt", hero, names, "hero of the company")
        for fuel, rounds in kept.items():
            yield from _bounded(f"{where}.unburnt.{hero}.{fuel}", rounds, 0, MAX_DAYS)


def _date(campaign: Campaign, content: Content) -> Iterator[str]:
    from thirdage_tui.campaign.clock import calendar

    date, months = campaign.date, calendar(content).months
    if not 1 <= date.year <= 9999:
        yield f"date: the year {date.year} is outside 1-9999"
    elif not 0 <= date.month < len(months):
        yield f"date: month {date.month} is not one of the calendar's (0-{len(months) - 1})"
    elif not 1 <= date.day <= months[date.month].days:
        yield f"date: {months[date.month].name} has days 1-{months[date.month].days}, not {date.day}"


def _road(campaign: Campaign, content: Content) -> Iterator[str]:
    """The journey under way, rebuilt as the game rebuilds it each day."""
    from thirdage_tui.campaign.travel import position, route
    from thirdage_tui.world.map import world_map

    road = campaign.road
    if road is None:
        return
    cells = world_map(content).width * world_map(content).height
    if not road.path or not all(0 <= i < cells for i in road.path):
        yield f"road.path: expected the map's cells (0-{cells - 1}), got {str(road.path)[:60]}"
        return
    if road.mode not in content.travel.modes:
        yield f"road.mode: {road.mode!r} is not one of {', '.join(content.travel.modes)}"
        return
    yield from _bounded("road.step", road.step, 0, len(road.path) - 1)
    yield from _bounded("road.progress", road.progress, 0, len(road.path))
    for name, value in vars(road.food).items():
        yield from _bounded(f"road.food.{name}", value, 0, MAX_COUNT)
    for name, value in road.fatigue.items():
        yield from _bounded(f"road.fatigue.{name}", value, 0, MAX_COUNT)
    if road.season is not None and road.season not in {m.season for m in content.travel.calendar}:
        yield f"road.season: {road.season!r} is no season of the calendar"
    try:
        route(campaign, content)
        position(campaign, content)
    except (KeyError, IndexError, ValueError, CampaignError):
        yield "road.path: the road is not a way along the map's steps from its start to its end"
