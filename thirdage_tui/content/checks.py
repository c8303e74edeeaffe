"""Checks that look at many entries at once (the map holding together...), run once every entry
is valid and every reference resolves. Each check lives with the code that knows the rule and is
named here as `module:function`, imported only when content is checked; it returns
(kind, id, message) for each entry at fault, and the error is located at that entry."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from thirdage_tui.content.errors import ContentError, singular

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

CHECKS = ("thirdage_tui.world.map:map_problems", "thirdage_tui.content.ids:id_problems",
          "thirdage_tui.campaign.capture:prisoner_problems", "thirdage_tui.campaign.chronicle:seat_problems",
          "thirdage_tui.campaign.delves:errand_problems")


def run_checks(content: Content) -> list[ContentError]:
    """Every problem the whole-content checks find, located at the entries at fault."""
    errors = []
    for target in CHECKS:
        module, _, name = target.partition(":")
        for kind, id_, message in getattr(importlib.import_module(module), name)(content):
            errors.append(content.error_at(kind, id_, f"{singular(kind)} {id_!r}: {message}"))
    return errors
