"""The chronicle (appendix 6): the age goes on after 2760. A timeline entry dated after the day the
campaign begins (`travel.yaml`'s start) is still to come: it fires on the day the calendar reaches
it, whatever its year, and changes the campaign's world, never the content: a region's danger, a
place taken or ruined, a personality dead, gone or moved. The rest is the past the hero knows."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.state import Campaign, Whereabouts
from thirdage_tui.world.calendar import Date

if TYPE_CHECKING:
    from thirdage_tui.content.models.lore import ChronicleEffect, TimelineEntry
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
    """One effect of a timeline entry on the campaign's world."""
    if effect.type == "danger":
        campaign.danger[effect.region] = campaign.danger.get(effect.region, 0) + effect.delta
    elif effect.type == "place":
        campaign.places[effect.place] = effect.state
    elif effect.change == "dies":
        campaign.whereabouts[effect.personality] = Whereabouts("dead")
    elif effect.change == "leaves" or effect.dwells is None:
        campaign.whereabouts[effect.personality] = Whereabouts("away")
    else:
        campaign.whereabouts[effect.personality] = Whereabouts("home", effect.dwells)


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
