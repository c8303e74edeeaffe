"""The tale the hall of the fallen tells of a hero: pure, the hall itself is kept by
`persistence.campaigns`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thirdage_tui.campaign import reputation
from thirdage_tui.campaign.errands import title

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content


def tale(campaign: Campaign, content: Content) -> dict[str, Any]:
    """The tale of the hero told in the hall: days, foes slain, errands, reputation, cause of death, seed."""
    fall = campaign.fallen
    return {
        "hero": campaign.hero.name, "race": campaign.hero.race, "background": campaign.hero.background,
        "explorer": campaign.explorer, "seed": campaign.seed, "days": campaign.tale.days,
        "miles": round(campaign.tale.miles), "fights": campaign.tale.fights, "foes_slain": campaign.tale.foes_slain,
        "errands": {"done": [title(content, e) for e in campaign.errands if e.status == "done"],
                    "failed": [title(content, e) for e in campaign.errands if e.status == "failed"]},
        "reputation": {content.personalities[p].name:
                       reputation.standing_name(reputation.standing(campaign, content, p))
                       for p in sorted(campaign.renown) if p in content.personalities},
        "cause": fall.cause if fall else None, "fell_on": fall.date if fall else None,
    }
