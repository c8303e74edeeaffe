"""The reference heroes the figures are measured with (`examples/heroes/`), read as the game reads a
hero file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.persistence.heroes import read_hero

if TYPE_CHECKING:
    from thirdage_tui.content import Content
    from thirdage_tui.engine.hero import Hero

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "heroes"


def reference_hero(stem: str, content: Content) -> Hero:
    """The hero of `examples/heroes/STEM.json`: borin (a Heavy Infantry dwarf), halbarad (a Ranger)."""
    return read_hero(EXAMPLES / f"{stem}.json", content)
