"""Command palette entries for the game's top-level destinations."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from thirdage_tui.tui.destinations import DESTINATIONS, Destination


class ScreensProvider(Provider):
    """The destinations (`destinations.DESTINATIONS`: the title menu's screens, the sheet, reloading
    and quitting): every one on the title screen, elsewhere only those that leave the game as it is
    (no new campaign in the middle of a fight)."""

    @property
    def places(self) -> list[Destination]:
        from thirdage_tui.tui.screens.title import TitleScreen

        on_title = isinstance(self.screen, TitleScreen)
        return [place for place in DESTINATIONS if on_title or place.anywhere]

    def _go(self, place: Destination) -> Callable[[], Awaitable[bool]]:
        """Go to `place`, as its title key does."""
        return partial(self.app.run_action, place.action)

    async def discover(self) -> Hits:
        for place in self.places:
            yield DiscoveryHit(place.label, self._go(place), help=place.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for place in self.places:
            if (score := matcher.match(place.label)) > 0:
                yield Hit(score, matcher.highlight(place.label), self._go(place), help=place.help)
