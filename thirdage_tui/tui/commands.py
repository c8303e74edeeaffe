"""Command palette entries for the game's screens."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from textual.command import DiscoveryHit, Hit, Hits, Provider


class ScreensProvider(Provider):
    """Every screen the title menu opens, the sheet, reloading and quitting, from anywhere."""

    def _commands(self) -> Iterator[tuple[str, str, Callable[[], object]]]:
        app = self.app
        yield "New campaign", "A hero of the Green Company at Rhosgobel, spring of 2760", app.action_campaign
        yield "Continue campaign", "Go on with a saved campaign", app.action_continue_campaign
        yield "Hall of the fallen", "The tales of the heroes who fell", app.action_hall
        yield "Make a hero", "Create a new hero by the rules", app.action_new_game
        yield "Heroes", "Open the sheet of a saved hero", app.action_load
        yield "Codex", "Browse races, backgrounds, weapons, magic and lore", app.action_codex
        yield "Referee's workshop", "Build an encounter, see its odds, fight it on the grid", app.action_workshop
        yield "Sheet", "Show the character sheet of the current hero", app.action_sheet
        yield "Wander the map", "Set out from Rhosgobel on the map of Middle-earth", app.action_travel
        yield "Mods", "Enable or disable mods, see their problems, reload", app.action_mods
        yield "Reload content", "Read the content and mods afresh, keeping the game", app.action_reload_content
        yield "Settings", "Theme and keys", app.action_settings
        yield "Quit", "Leave the game", app.action_quit

    async def discover(self) -> Hits:
        for name, help_text, callback in self._commands():
            yield DiscoveryHit(name, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, help_text, callback in self._commands():
            if (score := matcher.match(name)) > 0:
                yield Hit(score, matcher.highlight(name), callback, help=help_text)
