"""The game's top-level destinations, declared once: the title menu, the title screen's keys and the
command palette are all built from `DESTINATIONS`."""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding, BindingType


@dataclass(frozen=True)
class Destination:
    """Somewhere the player goes from the title screen or the command palette."""

    action: str
    """The app's action that goes there (`ThirdAgeApp.action_<action>`)."""
    label: str
    """Its name on the title menu and in the command palette."""
    help: str
    """What the command palette says of it."""
    key: str | None = None
    """Its key on the title screen (None: the palette only)."""
    short: str | None = None
    """The key's description in the footer, when shorter than the label."""
    anywhere: bool = False
    """Offered by the command palette on every screen (a look that leaves the game as it is), not
    only on the title screen (somewhere that begins something new)."""

    @property
    def binding_id(self) -> str:
        """The id a player's keymap names the key by (settings.json): `title.<action>`."""
        return f"title.{self.action}"


DESTINATIONS: tuple[Destination, ...] = (
    Destination("campaign", "New campaign", "A hero of the Green Company at Rhosgobel, spring of 2760",
                "a", "Campaign"),
    Destination("continue_campaign", "Continue campaign", "Go on with a saved campaign", "o", "Continue"),
    Destination("new_game", "Make a hero", "Create a new hero by the rules", "n"),
    Destination("hall", "Hall of the fallen", "The tales of the heroes who fell", "h", "Hall", anywhere=True),
    Destination("load", "Heroes", "Open the sheet of a saved hero", "l"),
    Destination("sheet", "Sheet", "Show the character sheet of the current hero", anywhere=True),
    Destination("codex", "Codex", "Browse races, backgrounds, weapons, magic and lore", "c", anywhere=True),
    Destination("travel", "Wander the map", "Set out from Rhosgobel on the map of Middle-earth", "t", "Wander"),
    Destination("mods", "Mods", "Enable or disable mods, see their problems, reload", "m"),
    Destination("reload_content", "Reload content", "Read the content and mods afresh, keeping the game"),
    Destination("settings", "Settings", "Theme and keys", "s", anywhere=True),
    Destination("workshop", "Referee's workshop", "Build an encounter, see its odds, fight it on the grid",
                "w", "Workshop"),
    Destination("table", "Referee's table", "Track a fight at a real table: the players' dice, wounds, "
                "Defence, magic; written back to the hero files", "r", "Table"),
    Destination("veteran", "Enter a veteran", "Edit a saved hero's trained attributes, skills, magic, wounds "
                "and POW spent within the rules", "v", "Veteran"),
    Destination("quit", "Quit", "Leave the game", "q", anywhere=True),
)
"""Every destination, in the order of the title screen's keys in its footer; the palette lists them
in this order too."""

TITLE_MENU: tuple[str, ...] = ("campaign", "continue_campaign", "new_game", "load", "travel", "workshop",
                               "codex", "mods", "settings", "quit")
"""The title menu from the top, by action (an order of its own, not the keys'); the referee's table
and the veteran are keys in the footer (the menu fills 24 rows)."""


def title_menu() -> list[Destination]:
    """The destinations on the title menu, from the top."""
    by_action = {d.action: d for d in DESTINATIONS}
    return [by_action[action] for action in TITLE_MENU]


def title_bindings() -> list[BindingType]:
    """The title screen's keys, one for each destination that has one; the footer shows only those
    the menu does not (each menu entry shows its own key), and Quit, so that it fits 80 columns."""
    return [Binding(d.key, f"app.{d.action}", d.short or d.label, id=d.binding_id,
                    show=d.action not in TITLE_MENU or d.action == "quit")
            for d in DESTINATIONS if d.key is not None]
