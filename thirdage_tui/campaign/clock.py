"""Time in the campaign (3.1): the calendar, the journal dated by it, and game weeks (3.1.1). How a
day ends is `campaign.days`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.house_rules import WEEK_DAYS
from thirdage_tui.campaign.state import Campaign, JournalEntry
from thirdage_tui.world.calendar import Calendar, Date

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content


def calendar(content: Content) -> Calendar:
    return content.derived("campaign.calendar", lambda c: Calendar(c.travel))


def note(campaign: Campaign, content: Content, kind: str, text: str) -> JournalEntry:
    """Write a line in the journal, dated today."""
    entry = JournalEntry(campaign.tale.days, calendar(content).label(campaign.date), kind, text)
    campaign.journal.append(entry)
    return entry


def weeks(n: int) -> int:
    """Days in `n` game weeks."""
    return n * WEEK_DAYS


def days_to_spring(content: Content, date: Date) -> int:
    """Days until the first day of spring (0 if it is not winter)."""
    cal, days = calendar(content), 0
    while cal.season(date) == "winter":
        date, days = cal.next_day(date), days + 1
    return days
