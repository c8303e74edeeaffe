"""The chronicle (appendix 6): the age goes on after 2760. A timeline entry dated after the day the
campaign begins (`travel.yaml`'s start) is still to come: it fires on the day the calendar reaches
it, whatever its year, and changes the campaign's world, never the content: a region's danger or the
land round a place it names, a place taken or ruined, a personality dead, gone or moved, an heir in
his predecessor's seat. The rest is the past the hero knows.

A *seat* is a line of rulers (the Stewards of Gondor, the Kings of the Mark...): personalities name
the seat they hold or will hold; the one who holds it when the campaign begins is the one no
`takes_seat` change names, and each death of a holder seats his successor in the same entry, so
every seat is filled on every day (`seat_problems` holds the content to it)."""

from __future__ import annotations

import math
import unicodedata
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.state import Campaign, Whereabouts
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.map import world_map

if TYPE_CHECKING:
    from collections.abc import Iterator

    from thirdage_tui.content.models.lore import ChronicleEffect, DangerChange, PersonalityChange, TimelineEntry
    from thirdage_tui.content.store import Content

DANGER_RANGE = (0, 5)


def entry_date(entry: TimelineEntry, content: Content) -> Date:
    """The day an entry comes: its month counts the calendar's real months (not the one-day
    feasts); no month is the year's first day, no day the month's first."""
    months = [i for i, m in enumerate(calendar(content).months) if m.days > 1]
    month = months[entry.month - 1] if entry.month else 0
    return Date(entry.year, month, entry.day or 1)


def is_future(entry: TimelineEntry, content: Content) -> bool:
    """Whether the entry comes after the campaign begins (and so fires when its day comes)."""
    return entry_date(entry, content) > calendar(content).start()


def schedule(content: Content) -> list[tuple[Date, TimelineEntry]]:
    """The entries still to come when the campaign begins, in the order they come."""
    return content.derived("campaign.chronicle", lambda c: sorted(
        ((entry_date(e, c), e) for e in c.timeline.values() if is_future(e, c)), key=lambda pair: pair[0]))


def due(campaign: Campaign, content: Content) -> list[TimelineEntry]:
    """Entries whose day has come and that have not fired yet."""
    fired = set(campaign.fired)
    return [e for when, e in schedule(content) if when <= campaign.date and e.id not in fired]


def upcoming(campaign: Campaign, content: Content) -> list[tuple[Date, TimelineEntry]]:
    """Entries still to come (for a referee's eye; the chronicle screen shows the past)."""
    return [(when, e) for when, e in schedule(content) if when > campaign.date]


def fire(campaign: Campaign, content: Content) -> list[TimelineEntry]:
    """Apply every entry that is due, note it in the journal, and return them."""
    fired = due(campaign, content)
    for entry in fired:
        for effect in entry.effects:
            apply(campaign, effect)
        campaign.fired.append(entry.id)
        note(campaign, content, "chronicle", f"{entry.name}. {entry.description}".strip())
    return fired


def apply(campaign: Campaign, effect: ChronicleEffect) -> None:
    """One effect of a timeline entry on the campaign's world (the land round a place is read from
    the entries fired, `danger_shifts`)."""
    if effect.type == "danger":
        if effect.region is not None:
            campaign.danger[effect.region] = campaign.danger.get(effect.region, 0) + effect.delta
    elif effect.type == "place":
        campaign.places[effect.place] = effect.state
    elif effect.change == "dies":
        campaign.whereabouts[effect.personality] = Whereabouts("dead")
    elif effect.change == "takes_seat":
        if effect.dwells or effect.personality not in campaign.whereabouts:
            campaign.whereabouts[effect.personality] = Whereabouts("home", effect.dwells)
    elif effect.change == "leaves" or effect.dwells is None:
        campaign.whereabouts[effect.personality] = Whereabouts("away")
    else:
        campaign.whereabouts[effect.personality] = Whereabouts("home", effect.dwells)


def whereabouts(campaign: Campaign, content: Content, personality: str) -> Whereabouts:
    """Where the chronicle has left a personality: at home unless it has changed that; an heir who
    awaits his seat is away until it seats him."""
    where = campaign.whereabouts.get(personality)
    if where is not None:
        return where
    return Whereabouts("away") if content.personalities[personality].awaits_seat else Whereabouts()


def living(campaign: Campaign, content: Content, personality: str) -> bool:
    """Whether a personality is born and not dead, as the content and the chronicle have it."""
    person, year = content.personalities[personality], campaign.date.year
    return ((person.born or 0) <= year and (person.died is None or person.died > year)
            and whereabouts(campaign, content, personality).status != "dead")


def first_holders(content: Content) -> dict[str, str]:
    """Each seat and the personality who holds it when the campaign begins."""
    return {seat: ids[0] for seat, ids in _first_claims(content).items()}


def _first_claims(content: Content) -> dict[str, list[str]]:
    """Each seat and the living personalities of it who neither await it nor are seated in it by a
    timeline `takes_seat` change (one, in sound content)."""
    seated = {e.personality for _, e in _seatings(content)}
    claims: dict[str, list[str]] = {}
    for p in content.personalities.values():
        if p.seat is not None and p.id not in seated and p.died is None and not p.awaits_seat:
            claims.setdefault(p.seat, []).append(p.id)
    return claims


SMALL_WORDS = frozenset({"of", "the", "under", "and", "in"})
"""Words a seat's title leaves in lower case ('Lord of the Iron Hills')."""


def seat_title(content: Content, seat: str) -> str:
    """A seat in words: the title of one of its holders that the seat's id spells ('King of Durin's
    Folk' for `king_of_durins_folk`), else its id's words in title case."""
    for person in content.personalities.values():
        if person.seat == seat:
            for title in person.titles:
                if _spelt(title) == seat:
                    return title
    words = seat.split("_")
    return " ".join(w if w in SMALL_WORDS and k else w.capitalize() for k, w in enumerate(words))


def _spelt(title: str) -> str:
    """A title as an id would spell it: lower case, accents and apostrophes dropped, words joined by _."""
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode().lower().replace("'", "")
    return "_".join(plain.split())


def line_of(content: Content, personality: str) -> set[str]:
    """A personality and those of his seat, before and after him (the work a ruler gives is his
    seat's: an heir gives what his predecessors gave)."""
    seat = content.personalities[personality].seat
    return {personality} if seat is None else {p.id for p in content.personalities.values() if p.seat == seat}


def holders(campaign: Campaign, content: Content) -> dict[str, str]:
    """Each seat and who holds it now: the last the chronicle seated, else its first holder."""
    now = first_holders(content)
    for entry_id in campaign.fired:
        entry = content.timeline.get(entry_id)
        for effect in entry.effects if entry else ():
            if effect.type == "personality" and effect.change == "takes_seat":
                seat = content.personalities[effect.personality].seat
                if seat is not None:
                    now[seat] = effect.personality
    return now


def _seatings(content: Content) -> Iterator[tuple[TimelineEntry, PersonalityChange]]:
    """Every `takes_seat` change of the timeline, with its entry."""
    for entry in content.timeline.values():
        for effect in entry.effects:
            if effect.type == "personality" and effect.change == "takes_seat":
                yield entry, effect


def seat_problems(content: Content) -> Iterator[tuple[str, str, str]]:
    """A whole-content check: every seat has one first holder, only a personality of a seat takes
    one, an heir who awaits his seat is seated some day, and a holder's death seats a successor."""
    firsts = _first_claims(content)
    for seat, claims in firsts.items():
        if len(claims) > 1:
            yield "personalities", claims[1], (f"seat {seat!r} has two first holders ({', '.join(claims)}): "
                                               "name the later in a takes_seat change")
    for entry, seating in _seatings(content):
        taken = content.personalities[seating.personality].seat
        if taken is None:
            yield "timeline", entry.id, f"{seating.personality!r} takes a seat, but has none to take"
        elif taken not in firsts:
            yield "timeline", entry.id, f"{seating.personality!r} takes seat {taken!r}, which nobody holds first"
    seated = {seating.personality for _, seating in _seatings(content)}
    for person in content.personalities.values():
        if person.awaits_seat and person.id not in seated:
            yield "personalities", person.id, "awaits a seat no timeline entry ever gives him"
    for entry in content.timeline.values():
        yield from _deaths_unfilled(content, entry)


def _deaths_unfilled(content: Content, entry: TimelineEntry) -> Iterator[tuple[str, str, str]]:
    """The seat-holders dying in `entry` whom nobody follows in the same entry."""
    changes = [e for e in entry.effects if e.type == "personality"]
    taken = {content.personalities[e.personality].seat for e in changes if e.change == "takes_seat"}
    for change in changes:
        seat = content.personalities[change.personality].seat
        if change.change == "dies" and seat is not None and seat not in taken:
            yield "timeline", entry.id, (f"{change.personality!r} dies and nobody takes seat {seat!r}: "
                                         "seat his successor in the same entry")


def danger_shifts(campaign: Campaign, content: Content) -> dict[str | int, int]:
    """How the chronicle has moved danger, for the map's `danger`: region id -> change, and the index
    of each cell within reach of a place a fired entry names -> change."""
    shifts: dict[str | int, int] = {region: change for region, change in campaign.danger.items()}
    for entry_id in campaign.fired:
        entry = content.timeline.get(entry_id)
        for effect in entry.effects if entry else ():
            if effect.type == "danger" and effect.place is not None:
                for index in _round(content, effect):
                    shifts[index] = shifts.get(index, 0) + effect.delta
    return shifts


def _round(content: Content, effect: DangerChange) -> list[int]:
    """The cells within `effect.within` miles of its place (its own cell at 0)."""
    world = world_map(content)
    x, y = world.cell(world.place_cell(content.places[effect.place or ""]))
    reach = int(effect.within // world.miles_per_cell)
    return [world.index((cx, cy)) for cx in range(x - reach, x + reach + 1) for cy in range(y - reach, y + reach + 1)
            if world.inside((cx, cy)) and math.hypot(cx - x, cy - y) * world.miles_per_cell <= effect.within]


def cell_danger(campaign: Campaign, content: Content, index: int) -> int:
    """A cell's danger as the chronicle has left it."""
    return world_map(content).danger(index, danger_shifts(campaign, content))


def dwelling(campaign: Campaign, content: Content, personality: str) -> str | None:
    """Where a personality makes his home, as the chronicle has left it (None: he wanders)."""
    where = campaign.whereabouts.get(personality)
    return where.dwells if where and where.dwells else content.personalities[personality].dwells


def region_danger(campaign: Campaign, content: Content, region: str | None) -> int:
    """A region's danger as the chronicle has left it (0 for no region)."""
    if region is None:
        return 0
    base = content.regions[region].danger if region in content.regions else 0
    return max(DANGER_RANGE[0], min(DANGER_RANGE[1], base + campaign.danger.get(region, 0)))


def place_state(campaign: Campaign, place: str) -> str:
    """"free" unless the chronicle has changed it ("held_by_enemy", "ruined"...)."""
    return campaign.places.get(place, "free")


def history(campaign: Campaign, content: Content) -> list[TimelineEntry]:
    """The chronicle as the hero knows it: the past of appendix 6 and what has fired since, in order."""
    fired = set(campaign.fired)
    return sorted((e for e in content.timeline.values() if not is_future(e, content) or e.id in fired),
                  key=lambda e: e.when)
