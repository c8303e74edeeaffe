"""A Mage's own spells away from a fight (5.2): a hero casts a spell he knows that is not for
fights, paying its POW from what he has left (spent POW comes back with rest, 5.1); what it does is
what a granted casting of it does (`patrons.speak`). The spells for fights are cast in one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign import patrons
from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.state import CampaignError

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content


def pow_cost(content: Content, spell: str) -> int:
    """The POW a Mage spends to cast `spell` himself."""
    return content.spells[spell].use_cost(1)


def own_refusal(campaign: Campaign, content: Content, hero_name: str, spell: str) -> str | None:
    """Why `hero_name` cannot cast his own `spell` here and now (None: he can)."""
    hero = campaign.companion(hero_name)
    if spell not in hero.spells:
        return f"{hero_name} does not know {content.spells[spell].name}" if spell in content.spells else \
            f"there is no spell {spell!r}"
    why = patrons.cast_refusal(campaign, content, hero_name, spell)
    if why:
        return why.replace(", at no POW", "")
    left, cost = hero.attributes["POW"] - hero.pow_spent, pow_cost(content, spell)
    if cost > left:
        return f"{hero_name} has {left} POW left and {content.spells[spell].name} takes {cost}: rest first"
    return None


def own_spells(campaign: Campaign, content: Content) -> list[tuple[str, str, str | None]]:
    """(hero, spell, why not) for every spell a hero of the company knows."""
    return [(hero.name, spell, own_refusal(campaign, content, hero.name, spell))
            for hero in campaign.heroes for spell in hero.spells]


def cast_own(campaign: Campaign, content: Content, hero_name: str, spell: str) -> None:
    """`hero_name` casts a spell of his own, spending its POW; CampaignError (nothing changed) when he cannot."""
    why = own_refusal(campaign, content, hero_name, spell)
    if why:
        raise CampaignError(why)
    hero, cost = campaign.companion(hero_name), pow_cost(content, spell)
    campaign.replace_hero(hero.evolve(pow_spent=hero.pow_spent + cost))
    note(campaign, content, "magic", f"{hero_name} casts {content.spells[spell].name} ({cost} POW; it comes back "
                                     "with rest).")
    patrons.speak(campaign, content, hero_name, spell)
