"""Content: YAML files loaded into typed, validated, cross-checked models. Its names are imported
when first asked for, so that importing one module of the package (`content.ids`) loads no other."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from thirdage_tui.content.errors import ContentError, ContentErrors, UnknownId
    from thirdage_tui.content.loader import load_content
    from thirdage_tui.content.store import Content

__all__ = ["Content", "ContentError", "ContentErrors", "UnknownId", "load_content"]
_HOMES = {"Content": "store", "ContentError": "errors", "ContentErrors": "errors", "UnknownId": "errors",
          "load_content": "loader"}


def __getattr__(name: str) -> object:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
