"""The end of each day (3.1). Every day that passes goes through `end_day`, whatever filled it
(travel, rest, training, supplication): the calendar turns, the chronicle fires what is due, and
errands past their deadline fail (a secret one, too, when a band caught the company unaware)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign import chronicle, errands
from thirdage_tui.campaign.clock import calendar
from thirdage_tui.campaign.state import Campaign

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.calendar import Date


def end_day(campaign: Campaign, content: Content, date: Date | None = None) -> None:
    """The day is over: move to `date` (the next day by default), then fire the chronicle and
    end the errands the day has failed (`errands.day_over`)."""
    campaign.date = date or calendar(content).next_day(campaign.date)
    campaign.tale.days += 1
    chronicle.fire(campaign, content)
    errands.day_over(campaign, content)
