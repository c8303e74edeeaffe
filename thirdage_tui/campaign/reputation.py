"""Renown and standing (rules text 1.0, 6.0; 2.4 items 3 to 5): points with each patron and each
folk, read on the scale unknown .. legendary; the aid a patron opens to the hero as his standing
rises (1.0: aid in proportion to reputation), told when it does; CHA won or lost by leading errands,
by having powerful friends, and by bearing a legendary item."""

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
    from thirdage_tui.content.models.lore import Offer
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

OFFER_WORDS = {"counsel": "counsel", "lodging": "lodging", "winter_quarters": "winter quarters",
               "healing": "healing", "training": "training", "equipment": "equipment", "gift": "gifts",
               "spell_use": "a spell's casting", "lembas": "lembas"}
"""An offer's kind in words."""
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
    person = content.personalities[personality]
    was = standing(campaign, content, personality)
    for key in (personality, folk_key(person.folk)):
        campaign.renown[key] = campaign.renown.get(key, 0) + points
    name, now = person.name, standing(campaign, content, personality)
    note(campaign, content, "renown", f"{'Renown' if points >= 0 else 'Disfavour'} with {name}: "
         f"{points:+d}, now {standing_name(now)}.")
    opened = [o for o in person.offers_for(now) if o not in person.offers_for(was)]
    if opened:
        note(campaign, content, "patron", f"{name} now offers the {standing_name(now)} hero "
             + "; ".join(offer_text(o, content) for o in opened) + ".")
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


def offer_text(offer: Offer, content: Content) -> str:
    """What an offer holds, in a line."""
    held = ([*offer.attributes, *(content.skills[s].name for s in offer.skills), *offer.goods,
             *(content.magic_items[i].name for i in offer.items), *(content.spells[s].name for s in offer.spells)])
    return OFFER_WORDS[offer.kind] + (f": {', '.join(held)}" if held else "")


def heed_legends(campaign: Campaign, content: Content) -> None:
    """A hero who bears one or more legendary items has 1 CHA for it, however many; one who has lost
    them all loses it (2.4 item 3)."""
    for hero in list(campaign.heroes):
        bears = any(i in content.magic_items and content.magic_items[i].legendary for i in hero.equipment)
        if bears and hero.name not in campaign.legends:
            if change_cha(campaign, content, hero, 1, "he bears a legendary thing"):
                campaign.legends.append(hero.name)
        elif not bears and hero.name in campaign.legends:
            campaign.legends.remove(hero.name)
            change_cha(campaign, content, campaign.companion(hero.name), -1, "he no longer bears a legendary thing")
