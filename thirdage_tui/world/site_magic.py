"""Hero Magic and spells in a site (5.1, 5.2): what each kind of effect the content's vocabulary marks
for sites does there (light, darksight, senses, leaps and floating, skill bonuses, holding, sundering
and revealing)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content


def magic_entry(content: Content, magic_id: str) -> Magic:
    """A Hero Magic or a spell by id."""
    found = content.hero_magic.get(magic_id) or content.spells.get(magic_id)
    if found is None:
        raise KeyError(magic_id)
    return found
