"""Key bindings by id: every binding the game's screens and widgets declare, and checking the
player's keymap (binding id -> comma-separated keys) before the app applies it."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from dataclasses import dataclass

from textual.binding import Binding
from textual.dom import DOMNode

import thirdage_tui.tui


@dataclass(frozen=True)
class GameBinding:
    """One binding of the game: its id, default keys, what it does and where it is declared."""

    id: str
    keys: str
    description: str
    owner: str


def _subclasses(cls: type[DOMNode]) -> Iterator[type[DOMNode]]:
    for sub in cls.__subclasses__():
        yield sub
        yield from _subclasses(sub)


def declaring_classes() -> list[type[DOMNode]]:
    """Every app, screen and widget class of the game (importing all of `thirdage_tui.tui`)."""
    for module in pkgutil.walk_packages(thirdage_tui.tui.__path__, "thirdage_tui.tui."):
        importlib.import_module(module.name)
    return sorted({c for c in _subclasses(DOMNode) if c.__module__.startswith("thirdage_tui.")},
                  key=lambda c: (c.__module__, c.__qualname__))


def game_bindings() -> list[GameBinding]:
    """Every binding the game declares, by id (bindings without an id are listed under '?')."""
    found: dict[str, GameBinding] = {}
    for cls in declaring_classes():
        for binding in cls.__dict__.get("BINDINGS", ()):
            if isinstance(binding, Binding):
                key = binding.id or f"?{cls.__qualname__}.{binding.action}"
                found.setdefault(key, GameBinding(key, binding.key, binding.description, cls.__qualname__))
    return sorted(found.values(), key=lambda b: b.id)