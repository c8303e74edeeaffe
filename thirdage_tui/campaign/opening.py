"""Where the Green Company gathers (appendix 6): the errand the game opens with, and the home of
the patron who gives it — Radagast at Rhosgobel in the base content. Read from the content alone,
so both the start of a run and a patron's standing can ask it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.state import CampaignError

if TYPE_CHECKING:
    from thirdage_tui.content.models.errand_templates import ErrandTemplate
    from thirdage_tui.content.store import Content


def opening(content: Content) -> ErrandTemplate:
    """The errand the game opens with (the first by id, should mods add more)."""
    found = sorted((t for t in content.errands.values() if t.opening), key=lambda t: t.id)
    if not found:
        raise CampaignError("the content has no opening errand (an errand with opening: true)")
    return found[0]


def home(content: Content) -> str:
    """Where the company gathers: the dwelling of the opening errand's patron."""
    patron = content.personalities[opening(content).patrons[0]]
    if patron.dwells is None:
        raise CampaignError(f"{patron.name} gives the opening errand but dwells nowhere")
    return patron.dwells
