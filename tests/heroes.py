"""The reference heroes (`examples/heroes/`): starting characters of average rolls with their
background's kit and legal choices, which the balance bars (docs/rulings.md, "Combat"), the fight
fingerprints and the benchmarks are measured with, and which a referee can hand to any command."""

from __future__ import annotations

import json
from pathlib import Path

from thirdage_tui.engine.hero import Hero

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "heroes"


def reference(stem: str) -> Hero:
    """The hero of `examples/heroes/STEM.json`, rebuilt from the state his file keeps."""
    state = json.loads((EXAMPLES / f"{stem}.json").read_text(encoding="utf-8"))["state"]
    return Hero(**{key: value for key, value in state.items() if key != "format"})


def starting_dwarf() -> Hero:
    """A Heavy Infantry dwarf in mail and helm, with axe and heavy shield."""
    return reference("borin")


def starting_ranger() -> Hero:
    """A Ranger of the Dúnedain in leather, with sword, longbow and dagger."""
    return reference("halbarad")


def starting_mage() -> Hero:
    """A Noldor Mage with twelve points of fighting spells: Smite, Protection, Daylight, Abjure, Share Life."""
    return reference("elwen")
