"""A new campaign (appendix 6: the Green Company is formed in 2760): the company at the home of
the patron whose errand opens the game — Radagast at Rhosgobel in the base content — in the
spring of T.A. 2760, with that first errand in hand."""

from __future__ import annotations

from contextlib import suppress
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands, patrons
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.house_rules import START_RENOWN
from thirdage_tui.campaign.opening import home, opening
from thirdage_tui.campaign.state import Campaign, CampaignError

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def gathering(hero: Hero, companions: tuple[Hero, ...], place: str) -> str:
    """Who sets out, in words: "Bilbo, your hero, joins the Green Company at Rhosgobel, with Pipwick
    as his companion from the start"."""
    line = f"{hero.name}, your hero, joins the Green Company at {place}"
    names = [h.name for h in companions]
    if not names:
        return line
    joined = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
    return f"{line}, with {joined} as his {'companion' if len(names) == 1 else 'companions'} from the start"


def new_campaign(content: Content, hero: Hero, seed: int, explorer: bool = False,
                 companions: tuple[Hero, ...] = ()) -> Campaign:
    """The hero (and any companions of the Green Company) at the patron's home on the first day, known to
    the patron, given his first errand and, if his stores allow, provisions for the road."""
    names = [h.name for h in (hero, *companions)]
    if len(set(names)) != len(names):
        raise CampaignError("every hero of the company needs his own name")
    tpl = opening(content)
    patron = tpl.patrons[0]
    place = home(content)
    campaign = Campaign(seed, [hero, *companions], place, calendar(content).start(), explorer)
    campaign.renown[patron] = START_RENOWN
    note(campaign, content, "start", f"{gathering(hero, companions, content.places[place].name)}"
         f"{' (explorer mode: death is not the end)' if explorer else ''}. Seed {seed}.")
    errand = errands.instantiate(campaign, content, tpl, patron, Random(f"{seed}:opening"))
    if errand is None:
        raise CampaignError(f"the opening errand {tpl.id!r} has no target it can reach")
    errands.accept(campaign, content, errand)
    with suppress(CampaignError):  # a patron with stores sees the company provisioned before it sets out
        patrons.provision(campaign, content, patron)
    return campaign


def wander(content: Content, heroes: tuple[Hero, ...], place: str, seed: int) -> Campaign:
    """A free wander of `heroes` from `place` on the first day: days, bands and fights as a campaign
    plays them, but no errands and no patrons."""
    if place not in content.places:
        raise CampaignError(f"there is no place {place!r} to set out from")
    return Campaign(seed, list(heroes), place, calendar(content).start(), wander=True)


def join(campaign: Campaign, content: Content, companion: Hero) -> None:
    """A companion of the Green Company joins the hero."""
    if any(h.name == companion.name for h in campaign.heroes):
        raise CampaignError(f"there is already a {companion.name} in the company")
    if companion.name in campaign.slain:
        raise CampaignError(f"{companion.name} fell in this tale, and the dead do not rejoin")
    if campaign.road is not None:
        raise CampaignError("companions join at a place, not on the road")
    campaign.heroes.append(companion)
    note(campaign, content, "company", f"{companion.name} joins the company as a companion of {campaign.hero.name}.")
