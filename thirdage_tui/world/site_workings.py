"""The magic working on the company in a site: each Hero Magic or spell by id, and the sizes of the
effects of a kind that work now (Darksight, Farsight, a Muffle's bonus...)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.site_state import Delve


def magic_entry(content: Content, magic_id: str) -> Magic:
    """A Hero Magic or a spell by id."""
    found = content.hero_magic.get(magic_id) or content.spells.get(magic_id)
    if found is None:
        raise KeyError(magic_id)
    return found


def magic_on(delve: Delve, content: Content, hero: str | None, kind: str) -> list[float]:
    """The sizes of every effect of `kind` working now (on `hero`, or on anyone for None)."""
    sizes = []
    for lasting in delve.magic:
        if hero is None or lasting.hero == hero:
            magic = magic_entry(content, lasting.magic)
            sizes += [e.value(lasting.level) for e in magic.effects_at(lasting.level) if e.type == kind]
    return sizes
