"""The campaign session's events as the player hears them wherever he is: a refusal and why, an
errand ended and what it brought, a lesson's roll, a run that could not be kept. What each screen
does about the rest (a band met, a fight, the hero's fall, an arrival) is its own."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from thirdage_tui.campaign.session import ErrandEnded, LessonOver, Noted, NotSaved, Refused, SessionEvent
from thirdage_tui.tui.screens.game_screen import sentence

if TYPE_CHECKING:
    from textual.widget import Widget


def tell(screen: Widget, events: Iterable[SessionEvent], *, noted: bool = False) -> None:
    """Pop up what the player must hear of `events`; with `noted`, on a screen that shows no journal,
    what the journal wrote too (the errand taken, the gift received: each deed confirmed)."""
    for event in events:
        if isinstance(event, Noted) and noted:
            screen.notify("\n".join(entry.text for entry in event.entries), title="Done")
        elif isinstance(event, Refused):
            screen.notify(sentence(event.why), title="Not now", severity="warning")
        elif isinstance(event, ErrandEnded):
            screen.notify(f"{event.title}: {event.brought}.", title="Errand done" if event.done else "Errand failed",
                          severity="information" if event.done else "warning", timeout=8)
        elif isinstance(event, LessonOver):
            roll = event.roll
            screen.notify(f"{event.hero} rolled {roll.roll} against {roll.target}: "
                          f"{'success' if roll.success else 'no gain'}.", title="Lesson over")
        elif isinstance(event, NotSaved):
            screen.notify(event.why, title=f"Could not save {event.name}", severity="error")
