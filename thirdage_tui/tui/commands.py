"""The command palette: the keys of the screen at hand (`KeysProvider`), and the game's top-level
destinations that make sense from it (`ScreensProvider`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterator
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

from thirdage_tui.tui.destinations import DESTINATIONS, Destination


class ScreensProvider(Provider):
    """The destinations (`destinations.DESTINATIONS`: the title menu's screens, the sheet, reloading
    and quitting): every one on the title screen, elsewhere only those that leave the game as it is
    (no new campaign in the middle of a fight), and none that a screen open beneath declines (a
    campaign's own sheet tells the hero as the campaign has him: `declines`)."""

    @property
    def places(self) -> list[Destination]:
        from thirdage_tui.tui.screens.title import TitleScreen

        on_title = isinstance(self.screen, TitleScreen)
        stack = self.app.screen_stack
        return [place for place in DESTINATIONS if (on_title or place.anywhere)
                and not any(place.action in getattr(screen, "DECLINES", ()) for screen in stack)]

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


NAMED_ELSEWHERE = frozenset({*(f"app.{place.action}" for place in DESTINATIONS), "app.key_legend"})
"""The actions of keys the palette offers by name already: the destinations (the title's keys) and
the key legend (its "Keys")."""


class KeysProvider(Provider):
    """What the screen at hand can do now, by its keys: each of the game's bindings there that is
    possible at this moment (the Footer's and the hidden ones, as the `?` legend lists them), named
    by what it does, its key in the help; the game's own keys and the destinations are offered by
    name elsewhere."""

    def commands(self) -> Iterator[tuple[str, str, Callable[[], Awaitable[bool]]]]:
        """(name, help, run) for each key of the screen that can be done now, one per binding id."""
        app, seen = self.app, set()
        for active in self.screen.active_bindings.values():
            binding = active.binding
            if (not active.enabled or binding.id is None or binding.id in seen or not binding.description
                    or active.node is app or binding.action in NAMED_ELSEWHERE):
                continue
            seen.add(binding.id)
            key = binding.key_display or app.get_key_display(binding)
            yield binding.description, f"key {key}", partial(app.run_action, binding.action, active.node)

    async def discover(self) -> Hits:
        for name, help_text, run in self.commands():
            yield DiscoveryHit(name, run, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, run in self.commands():
            if (score := matcher.match(name)) > 0:
                yield Hit(score, matcher.highlight(name), run, help=help_text)
