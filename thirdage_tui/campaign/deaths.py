"""A hero's death in the campaign, whatever brought it (a fight, captivity, hunger on the road): a
companion leaves the tale; the player's hero ends it, unless in explorer mode."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.opening import home
from thirdage_tui.campaign.state import Fall
from thirdage_tui.engine.wording import in_sentence

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content


def fall(campaign: Campaign, content: Content, name: str, cause: str) -> None:
    """A hero dies. A companion leaves the tale; the player's hero ends it — unless in explorer mode,
    where he is carried home alive, and the fall is still told in the hall. (What was eaten on the
    road has already left the packs: each day on it repacks them.)"""
    hero = campaign.companion(name)
    entry = note(campaign, content, "death", f"{name} falls: {cause}.")
    if hero is not campaign.hero:
        campaign.heroes = [h for h in campaign.heroes if h.name != name]
        campaign.slain.append(name)
        return
    campaign.fallen = Fall(name, cause, entry.date, entry.day)
    campaign.tale.deaths += 1
    if not campaign.explorer:
        campaign.pending = []
        note(campaign, content, "death", "So ends the tale.")
        return
    campaign.replace_hero(hero.evolve(wounds={}, pow_spent=0))
    campaign.place, campaign.road, campaign.pending = home(content), None, []
    note(campaign, content, "death", f"Explorer mode: {name} is found alive and carried back to "
         f"{in_sentence(content.places[campaign.place].name)}.")
