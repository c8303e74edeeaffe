"""A hero's race and background in words, as lists of heroes show them (saved heroes, companions,
the hall of the fallen)."""

from __future__ import annotations

from typing import Any


def kind_of(content: Any, race: str, background: str) -> str:
    """A hero's race and background by their names: 'noldor', 'mage' -> 'Noldor, Mage' (ids the content
    does not know, as from a mod since disabled, as they are)."""
    return f"{_name(content.races, race)}, {_name(content.backgrounds, background)}"


def _name(entries: Any, entry_id: str) -> str:
    entry = entries.get(entry_id)
    return entry.name if entry is not None else entry_id.replace("_", " ")
