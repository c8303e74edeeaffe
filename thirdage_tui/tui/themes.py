"""The game's own themes, registered beside Textual's. `colour-safe` uses the Okabe-Ito palette,
which stays distinct under every common colour-vision deficiency; on every theme, meaning is also
carried by words and glyphs, never by colour alone."""

from __future__ import annotations

from textual.app import App
from textual.theme import Theme

THEMES = (
    Theme(name="third-age", dark=True, primary="#7a9a4a", secondary="#b08d57", accent="#d9b45a",
          warning="#e0a040", error="#c8553d", success="#8fbf5a", foreground="#e8e0cc", background="#1c1f17",
          surface="#262a1f", panel="#313628"),
    Theme(name="parchment", dark=False, primary="#5a6e2c", secondary="#8a5a2b", accent="#a0522d",
          warning="#b8860b", error="#a52a2a", success="#2e6b30", foreground="#2b2418", background="#f3ead3",
          surface="#e9dcbc", panel="#dccb9f"),
    Theme(name="colour-safe", dark=True, primary="#0072b2", secondary="#e69f00", accent="#56b4e9",
          warning="#f0e442", error="#d55e00", success="#009e73", foreground="#ffffff", background="#000000",
          surface="#121212", panel="#1e1e1e"),
)
"""Third Age (greens and gold), Parchment (light) and Colour-safe (Okabe-Ito, high contrast)."""
COLOUR_SAFE = "colour-safe"


def register_themes(app: App) -> None:
    """Make the game's themes available to `app`."""
    for theme in THEMES:
        app.register_theme(theme)
