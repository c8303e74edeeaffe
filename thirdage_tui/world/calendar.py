"""The Shire Reckoning calendar from the content (twelve months of thirty days and the special days),
seasons, and the date the game starts: spring of T.A. 2760."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from thirdage_tui.content.models.world import Month, TravelRules


@dataclass(frozen=True, order=True)
class Date:
    """A day: Third Age year, index of the month in the calendar, day of the month (from 1)."""

    year: int
    month: int
    day: int


def is_leap(year: int) -> bool:
    """Every fourth year, but not the last of a century (the Kings' and Shire Reckonings)."""
    return year % 4 == 0 and year % 100 != 0


class Calendar:
    """Days, months and seasons as the content's calendar has them."""

    def __init__(self, rules: TravelRules):
        self.rules = rules
        self.months: tuple[Month, ...] = tuple(rules.calendar)

    def start(self) -> Date:
        """The first day of the campaign."""
        month = next(i for i, m in enumerate(self.months) if m.name == self.rules.start_month)
        return Date(self.rules.start_year, month, self.rules.start_day)

    def month(self, date: Date) -> Month:
        return self.months[date.month]

    def season(self, date: Date) -> str:
        return self.months[date.month].season

    def next_day(self, date: Date) -> Date:
        """The day after `date` (special days that fall only in leap years are skipped otherwise)."""
        if date.day < self.months[date.month].days:
            return Date(date.year, date.month, date.day + 1)
        year, month = date.year, date.month + 1
        while True:
            if month == len(self.months):
                year, month = year + 1, 0
            if not self.months[month].leap_only or is_leap(year):
                return Date(year, month, 1)
            month += 1

    def label(self, date: Date) -> str:
        """'5 Astron T.A. 2760 (S.R. 1160)'; a one-day month is named alone: 'Mid-year's Day ...'."""
        month = self.months[date.month]
        day = month.name if month.days == 1 else f"{date.day} {month.name}"
        return f"{day} T.A. {date.year} ({self.rules.reckoning} {date.year + self.rules.reckoning_offset})"
