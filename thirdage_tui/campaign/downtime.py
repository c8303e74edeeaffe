"""Quiet time (3.1.1): days and game weeks of rest, winter quarters, supplication for new magic
(5.3.1) and the chance of more POW after a heroic deed (5.3.2).

A day of rest heals 1 HP in each injured location (G4.7), restores POW (5.1) and, if asked, gives
one ticked skill per hero its day of practice (4.4). Days spent training or in supplication heal
and restore too, but leave no time for practice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands
from thirdage_tui.campaign.clock import days_to_spring, note, weeks
from thirdage_tui.campaign.days import end_day
from thirdage_tui.campaign.state import Campaign, CampaignError
from thirdage_tui.engine.advancement import (
    Roll,
    Sacrifice,
    gain_pow,
    improve_skill,
    sacrifice_for_hero_magic,
    sacrifice_for_spell,
    tick_name,
)
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.wording import counted, in_sentence, listed

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.store import Content


RESTS = {"day": 1, "week": weeks(1), "long": weeks(2)}
"""The rests a company may take at a place, in days: a day, a game week, a long rest of two."""
WINTER = "winter"
"""Winter quarters: rest until spring."""


@dataclass(frozen=True)
class Stay:
    """A rest on offer: its kind (one of `RESTS`, or `WINTER`), the days it takes, and why it cannot
    be taken now (None: it can)."""

    kind: str
    days: int
    blocked: str | None = None


def stays(campaign: Campaign, content: Content) -> list[Stay]:
    """The rests on offer at a place: a day, a week, two weeks, and winter quarters while it is winter."""
    winter = days_to_spring(content, campaign.date)
    return [*(Stay(kind, days) for kind, days in RESTS.items()),
            Stay(WINTER, winter, None if winter else "it is not winter")]


def settled(campaign: Campaign) -> str:
    """The place the company stands at, with nothing on the road to deal with; CampaignError when
    it is not settled at one."""
    if campaign.over:
        raise CampaignError("the tale has ended")
    if campaign.place is None:
        raise CampaignError("the company is on the road: rest in camp, or reach a place first")
    if campaign.pending:
        raise CampaignError("a band is upon the company: deal with it first")
    return campaign.place


def rest(campaign: Campaign, content: Content, days: int = 1, practise: bool = True) -> None:
    """Whole days of rest at a place."""
    settled(campaign)
    pass_days(campaign, content, days, practise=practise, activity="Rested")


def winter_quarters(campaign: Campaign, content: Content) -> int:
    """Rest until spring (2.3: the time for training, too); the days it took."""
    place = settled(campaign)
    days = days_to_spring(content, campaign.date)
    if not days:
        raise CampaignError("it is not winter")
    note(campaign, content, "winter", f"The company settles in winter quarters at {in_sentence(content.places[place].name)}.")
    pass_days(campaign, content, days, practise=True, activity="Winter quarters")
    return days


def pass_days(campaign: Campaign, content: Content, days: int, *, practise: bool, activity: str | None) -> None:
    """Let `days` go by at a place, healing and recovering; each day ends as every day does, and counts
    as a day spent at the place (errands that watch it). The journal tells them once, on the last day:
    `activity`, how long, what it mended and what practice gave; with no activity (captivity, which its
    own rule tells once) neither."""
    before = {hero.name: hero for hero in campaign.heroes}
    lines: list[str] = []
    for day in range(1, days + 1):
        rng = campaign.rng()
        for hero in list(campaign.heroes):
            hero, line = rest_hero(hero, rng, content, practise)
            campaign.replace_hero(hero)
            if line:
                lines.append(line)
        if activity is not None:
            if day == days:
                note(campaign, content, "rest", " ".join([rested(activity, days), *mended(before, campaign.heroes),
                                                          *lines]))
            errands.stayed(campaign, content)
        end_day(campaign, content)


def rested(activity: str, days: int) -> str:
    """The rest as the journal names it: 'Rested.' for a day, 'Rested for 7 days.' for more."""
    return f"{activity}." if days == 1 else f"{activity} for {counted(days, 'day')}."


def mended(before: dict[str, Hero], after: list[Hero]) -> list[str]:
    """What the days gave back to each hero, from how he was before them: hit points mended (whole
    again or not yet) and POW regained."""
    told = []
    for hero in after:
        was = before.get(hero.name)
        if was is None:
            continue
        healed = sum(was.wounds.values()) - sum(hero.wounds.values())
        gains = [f"mends {counted(healed, 'hit point')}" + ("" if hero.wounds else " and is whole again")] if healed > 0 else []
        if was.pow_spent > hero.pow_spent:
            gains.append(f"regains {was.pow_spent - hero.pow_spent} POW")
        if gains:
            told.append(f"{hero.name} {listed(gains)}.")
    return told


def rest_hero(hero: Hero, rng: Random, content: Content, practise: bool) -> tuple[Hero, str]:
    """One day's rest for one hero: wounds mend a point a location, POW comes back, and a ticked skill
    may be practised (4.4). The hero after it, and what the practice gave."""
    hero = hero.evolve(wounds={loc: d - 1 for loc, d in hero.wounds.items() if d > 1}, pow_spent=0)
    if not (practise and hero.ticks):
        return hero, ""
    key = hero.ticks[0]
    try:
        roll = improve_skill(hero, key, rng, content)
    except AdvancementError as exc:
        return hero.evolve(ticks=hero.ticks[1:]), f"{hero.name}: {exc}."
    verdict = "improved" if roll.success else "no better"
    return roll.hero, f"{hero.name} practised {tick_name(content, key)} ({roll.roll} against {roll.target}): {verdict}."


def sacrifice(campaign: Campaign, content: Content, hero_name: str, *, hero_magic: str | None = None,
              level: int | None = None, spell: str | None = None) -> Sacrifice:
    """Petition the Valar for new Hero Magic (to `level`) or a spell (5.3.1): the POW is given up and a
    day of supplication passes for each point, at a place."""
    settled(campaign)
    try:
        result = offering(campaign.companion(hero_name), content, hero_magic=hero_magic, level=level, spell=spell)
    except AdvancementError as exc:
        raise CampaignError(str(exc)) from None
    campaign.replace_hero(result.hero)
    note(campaign, content, "magic", f"{hero_name} gives up {result.pow_sacrificed} POW to the Valar for "
         f"{result.learnt}, and spends {counted(result.days, 'day')} in supplication.")
    pass_days(campaign, content, result.days, practise=False, activity="Supplication")
    return result


def offering(hero: Hero, content: Content, *, hero_magic: str | None = None, level: int | None = None,
             spell: str | None = None) -> Sacrifice:
    """What `hero` gives up for the spell, or for the Hero Magic at `level` (by default the next he
    would know); AdvancementError says why he cannot, CampaignError that neither is named."""
    if spell is not None:
        return sacrifice_for_spell(hero, spell, content)
    if hero_magic is None:
        raise CampaignError("name the Hero Magic or the spell to petition for")
    return sacrifice_for_hero_magic(hero, hero_magic, level or hero.hero_magic.get(hero_magic, 0) + 1, content)


def heroic_deed(campaign: Campaign, content: Content, hero_name: str, deed: str) -> Roll:
    """Magic used in a way that pleases the Valar: the roll for a point of POW, taken at once (5.3.2)."""
    roll = gain_pow(campaign.companion(hero_name), campaign.rng())
    campaign.replace_hero(roll.hero)
    note(campaign, content, "magic", f"{hero_name}, {deed}: POW roll {roll.roll} against {roll.target}, "
         f"{'POW rises to ' + str(roll.hero.attributes['POW']) if roll.success else 'no change'}.")
    return roll
