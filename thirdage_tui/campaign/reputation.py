"""Renown and standing (rules text 1.0, 6.0; 2.4 items 4 and 5): points with each patron and each
folk, read on the scale unknown .. legendary; CHA won or lost by leading errands and by having
powerful friends."""

from __future__ import annotations

from bisect import bisect_right
from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.house_rules import FOLK_SHARE, FRIEND_STANDING, LEADERSHIP_CHA_LIMIT, RENOWN_FOR_STANDING
from thirdage_tui.campaign.opening import opening
from thirdage_tui.campaign.state import Campaign
from thirdage_tui.content.models.lore import REPUTATION
from thirdage_tui.engine.attributes import species_maximum

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

MIN_CHA = 3
KNOWN = 1
"""The step of the reputation scale at which a patron receives the hero as one he knows."""


def folk_key(folk: str) -> str:
    return f"folk:{folk}"


def level(points: int) -> int:
    """The step of the reputation scale that `points` of renown reach (0 unknown .. 4 legendary)."""
    return max(0, bisect_right(RENOWN_FOR_STANDING, points) - 1)


def standing(campaign: Campaign, content: Content, personality: str) -> int:
    """The hero's standing with a personality: renown with him, and a share of renown with his folk.
    The patron who gathered the Company never holds one of it less than known, failures or not."""
    folk = content.personalities[personality].folk
    value = level(campaign.renown.get(personality, 0) + campaign.renown.get(folk_key(folk), 0) // FOLK_SHARE)
    return max(value, KNOWN) if personality in opening(content).patrons[:1] else value


def standing_name(value: int) -> str:
    return REPUTATION[value]


def gain(campaign: Campaign, content: Content, personality: str, points: int) -> None:
    """Renown (or its loss) with a patron and with his folk; the first time the hero stands
    renowned with one of the great, a powerful friend raises his CHA (2.4 item 5)."""
    folk = folk_key(content.personalities[personality].folk)
    for key in (personality, folk):
        campaign.renown[key] = campaign.renown.get(key, 0) + points
    name = content.personalities[personality].name
    note(campaign, content, "renown", f"{'Renown' if points >= 0 else 'Disfavour'} with {name}: "
         f"{points:+d}, now {standing_name(standing(campaign, content, personality))}.")
    if not campaign.great_friend and standing(campaign, content, personality) >= FRIEND_STANDING:
        campaign.great_friend = True
        change_cha(campaign, content, campaign.hero, 1, f"the friendship of {name}")


def leadership(campaign: Campaign, content: Content, delta: int, why: str) -> None:
    """CHA from leading an errand well or badly (2.4 item 4), within LEADERSHIP_CHA_LIMIT of the start."""
    wanted = max(-LEADERSHIP_CHA_LIMIT, min(LEADERSHIP_CHA_LIMIT, campaign.leadership + delta))
    if wanted != campaign.leadership:
        applied = change_cha(campaign, content, campaign.hero, wanted - campaign.leadership, why)
        campaign.leadership += applied


def change_cha(campaign: Campaign, content: Content, hero: Hero, delta: int, why: str) -> int:
    """Move a hero's CHA by `delta`, never past his species maximum or below 3; the change made."""
    old = hero.attributes["CHA"]
    top = species_maximum(content.races[hero.race], "CHA", content.tables.attributes)
    new = max(MIN_CHA, min(top, old + delta))
    if new != old:
        campaign.replace_hero(hero.evolve(attributes=hero.attributes | {"CHA": new}))
        note(campaign, content, "cha", f"{hero.name}'s CHA {old} -> {new}: {why}.")
    return new - old


def cha_towards(campaign: Campaign, content: Content, hero: Hero, folk: str) -> int:
    """A hero's CHA in dealing with a folk: one more while on an errand for one of its great
    (2.4 item 5: on a mission from Elrond, Elves listen better)."""
    sent = any(content.personalities[e.patron].folk == folk for e in campaign.active_errands()
               if e.patron in content.personalities)
    return hero.attributes["CHA"] + sent
