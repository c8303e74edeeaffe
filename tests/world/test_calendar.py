"""The Shire Reckoning calendar from spring T.A. 2760 (appendix 6)."""

from __future__ import annotations

from thirdage_tui.world.calendar import Calendar, Date, is_leap


def days_in_year(calendar: Calendar, year: int) -> int:
    date, count = Date(year, 0, 1), 0
    while date.year == year:
        date, count = calendar.next_day(date), count + 1
    return count


def test_the_campaign_starts_in_spring_2760(content):
    calendar = Calendar(content.travel)
    start = calendar.start()
    assert calendar.label(start) == "1 Astron T.A. 2760 (S.R. 1160)"
    assert calendar.season(start) == "spring"


def test_years_have_365_days_and_366_in_leap_years(content):
    calendar = Calendar(content.travel)
    assert not is_leap(2761) and is_leap(2764) and not is_leap(2800)
    assert days_in_year(calendar, 2761) == 365
    assert days_in_year(calendar, 2764) == 366


def test_special_days_and_seasons(content):
    calendar = Calendar(content.travel)
    date = calendar.start()
    seasons = []
    labels = []
    for _ in range(365):
        date = calendar.next_day(date)
        seasons.append(calendar.season(date))
        labels.append(calendar.label(date))
    assert "Mid-year's Day T.A. 2760 (S.R. 1160)" in labels
    assert "Overlithe T.A. 2760 (S.R. 1160)" in labels  # 2760 is a leap year
    assert seasons.count("winter") >= 90 and seasons[0] == "spring"
    assert date.year == 2761
