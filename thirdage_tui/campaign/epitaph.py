"""The tale the hall tells of a hero who fell or retired — his record, like a roguelike's morgue
file: the counts, his sheet, errands, foes felled, the arc, the journal's highlights, the cause of
his end and his score (`legacy`). Pure: the hall itself is kept by `persistence.campaigns`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from thirdage_tui.campaign import reputation
from thirdage_tui.campaign.arc import stage
from thirdage_tui.campaign.errands import title
from thirdage_tui.campaign.legacy import highlights, score
from thirdage_tui.engine.items import item
from thirdage_tui.engine.sheet import character_sheet

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content


def tale(campaign: Campaign, content: Content) -> dict[str, Any]:
    """The tale of the hero told in the hall: days, foes slain, errands, reputation, cause of death, seed,
    and his record."""
    fall, hero = campaign.fallen, campaign.hero
    sheet = character_sheet(hero, content)
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
        "retired": campaign.retired, "score": score(campaign),
        "sheet": {"attributes": dict(hero.attributes), "hit_points": sheet.hit_points, "skills": dict(sheet.skills),
                  "hero_magic": dict(sheet.hero_magic), "spells": list(sheet.spells), "silver": hero.silver,
                  "equipment": [item(content, i).name for i in hero.equipment]},
        "company": [h.name for h in campaign.heroes[1:]], "companions_fallen": list(campaign.slain),
        "foes_felled": {content.bestiary[kind].name: lore.slain for kind, lore in sorted(campaign.monsters.items())
                        if lore.slain and kind in content.bestiary},
        "arc": {"clues": campaign.clues, "milestone": stage(campaign.clues).name, "ended": campaign.arc_ended},
        "deaths": campaign.tale.deaths, "highlights": highlights(campaign),
    }
