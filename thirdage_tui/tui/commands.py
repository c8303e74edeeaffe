"""Command palette entries for the game's screens."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from textual.command import DiscoveryHit, Hit, Hits, Provider


class ScreensProvider(Provider):
    """New game, Load, Codex, Sheet and Quit, from anywhere."""

    def _commands(self) -> Iterator[tuple[str, str, Callable[[], object]]]:
        app = self.app
        yield "New game", "Create a new hero", app.action_new_game
        yield "Load", "Open the sheet of a saved hero", app.action_load
        yield "Codex", "Browse races, backgrounds, weapons, magic and lore", app.action_codex
        yield "Sheet", "Show the character sheet of the current hero", app.action_sheet
        yield "Quit", "Leave the game", app.action_quit

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            if (score := matcher.match(name)) > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
