"""Errands (rules text 1.0; GUIDE §5): templates filled in from the map, the personalities and the
bestiary; accepted, followed day by day, and ended by success or failure with their consequences.

A patron's offers are the same all month (seeded by the run, the patron and the month), so looking
at them changes nothing. A patron remembers: a template that `follows` others is offered once the
company has done them (a chain), one `barred_by` another never once that one failed, one that asks
`knowledge` only when the Company knows that much of the shadow (`arc`). What ends an errand
depends on its kind: reaching the target (message, escort, secret: a secret fails if a band catches
the company unaware on the way), staying there some days (scout, watch), beating the foe found
there (hunt, rescue, recover, clear, and defend, whose foe comes by night: `fights.confront`), a
day's search there that succeeds (find, gather: the company's best at the skill rolls a d20 each
day), or a parley there that does (the best speaker against the template's resolve). Past its
deadline an active errand fails."""

from __future__ import annotations

import math
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign import arc, reputation
from thirdage_tui.campaign.chronicle import danger_shifts, dwelling, line_of, region_danger
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.house_rules import ERRAND_OFFERS
from thirdage_tui.campaign.rivals import quarry_for, rival_words
from thirdage_tui.campaign.state import Campaign, CampaignError, Errand
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.rolls import d20, opposed
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.world.company import Company, TravelError, traveller
from thirdage_tui.world.encounters import plural
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import plan_route

if TYPE_CHECKING:
    from thirdage_tui.content.models.errand_templates import Consequence, ErrandTemplate
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.content.store import Content


def template(content: Content, errand: Errand) -> ErrandTemplate:
    return content.errands[errand.template]


def title(content: Content, errand: Errand) -> str:
    """The errand in a line: "Keep watch at the Carrock", "Clear the Giant Spiders of Mirkwood from the
    woods near the Forest Gate" (`{foe}` is the band with its article, or the rival by name)."""
    return template(content, errand).title.format(
        target=in_sentence(content.places[errand.target].name), foe=foe_words(content, errand),
        patron=content.personalities[errand.patron].name)


def foe_words(content: Content, errand: Errand) -> str:
    """The errand's foe as its title names it: the rival, else "the Wargs" (or "the Warg", for one)."""
    if not errand.foe:
        return ""
    if errand.rival:
        return rival_words(content, errand.rival, errand.foe)
    creature = content.bestiary[errand.foe]
    return f"the {creature.name if errand.foe_count == 1 else plural(creature)}"


def offers(campaign: Campaign, content: Content, patron: str) -> list[Errand]:
    """What `patron` would have the company do this month, at the hero's standing with him: a sample of
    what he could ask, the errand that ends the arc always among them once it is open."""
    stand = reputation.standing(campaign, content, patron)
    taken = {e.id for e in campaign.errands}
    rng = Random(f"{campaign.seed}:offers:{patron}:{campaign.date.year}:{campaign.date.month}")
    line = line_of(content, patron)
    out: list[Errand] = []
    for tpl in sorted(content.errands.values(), key=lambda t: t.id):
        if line.isdisjoint(tpl.patrons) or tpl.opening or tpl.reputation > stand or not open_to(campaign, tpl):
            continue
        errand = instantiate(campaign, content, tpl, patron, Random(rng.random()))
        if errand is not None and errand.id not in taken:
            out.append(errand)
    rng.shuffle(out)
    out.sort(key=lambda e: not content.errands[e.template].ends_arc)
    return out[:ERRAND_OFFERS]


def open_to(campaign: Campaign, tpl: ErrandTemplate) -> bool:
    """Whether the company's past lets a patron offer `tpl`: what it follows done, nothing that bars it
    failed, the shadow known well enough, and not done already when it is done once (or ends the arc)."""
    done = {e.template for e in campaign.errands if e.status == "done"}
    failed = {e.template for e in campaign.errands if e.status == "failed"}
    if (tpl.once or tpl.ends_arc) and tpl.id in done or tpl.ends_arc and campaign.arc_ended is not None:
        return False
    return set(tpl.follows) <= done and not failed & set(tpl.barred_by) and campaign.clues >= tpl.knowledge


def instantiate(campaign: Campaign, content: Content, tpl: ErrandTemplate, patron: str, rng: Random
                ) -> Errand | None:
    """The template made real: a target, a foe if one is needed, a deadline. None if nothing fits."""
    origin = content.places.get(campaign.place or "") or _home_of(campaign, content, patron)
    targets = [p for p in _targets(campaign, content, tpl) if origin is None or p != origin.id]
    rng.shuffle(targets)
    rival = quarry_for(campaign, content, tpl)
    for target in targets:
        foe = rival.creature if rival else _foe(campaign, content, tpl, target, rng)
        if tpl.objective == "defeat" and foe is None:
            continue
        days = _walk_days(campaign, content, origin, target)
        if days is None:
            continue
        allowed = math.ceil(days * tpl.slack) + tpl.stay_days + tpl.grace_days
        stamp = f"{campaign.date.year}.{campaign.date.month}"
        return Errand(f"{tpl.id}.{patron}.{stamp}", tpl.id, patron, target, foe,
                      max(1, Dice.parse(tpl.foe_count).roll(rng)) if foe else 0,
                      campaign.tale.days, campaign.tale.days + allowed, rival=rival.name if rival else None)
    return None


def accept(campaign: Campaign, content: Content, errand: Errand) -> Errand:
    """Take an offered errand on; its deadline runs from today."""
    if any(e.id == errand.id for e in campaign.errands):
        raise ValueError(f"errand {errand.id!r} has already been taken on")
    errand.deadline_day += campaign.tale.days - errand.given_day
    errand.given_day, errand.status = campaign.tale.days, "active"
    campaign.errands.append(errand)
    note(campaign, content, "errand", f"{content.personalities[errand.patron].name} asks: {title(content, errand)}"
         f" (within {counted(errand.deadline_day - errand.given_day, 'day')}).")
    return errand


def take(campaign: Campaign, content: Content, patron: str, errand_id: str) -> Errand:
    """Take on the errand `patron` offers this month as `errand_id` (CampaignError if he does not)."""
    for errand in offers(campaign, content, patron):
        if errand.id == errand_id:
            return accept(campaign, content, errand)
    raise CampaignError(f"{content.personalities[patron].name} offers no such errand now")


def arrived(campaign: Campaign, content: Content) -> None:
    """The company has reached a place: messages are delivered, escorts end, and parleys are held there."""
    for errand in campaign.active_errands():
        if errand.target != campaign.place:
            continue
        tpl = template(content, errand)
        if tpl.objective == "arrive":
            complete(campaign, content, errand, True)
        elif tpl.objective == "persuade":
            skill, speaker, level = best_at(campaign, content, tpl.rolls or "")
            talk = opposed(campaign.rng(), level, tpl.resolve)
            heard = talk.winner == "attacker"
            note(campaign, content, "errand", f"{speaker} speaks for the company ({skill} {level}, rolled "
                 f"{talk.attacker_roll}, against a resolve of {tpl.resolve}): "
                 f"{'they hear him out' if heard else 'they will not be moved'}.")
            complete(campaign, content, errand, heard, "" if heard else "the parley failed")


def stayed(campaign: Campaign, content: Content) -> None:
    """A whole day spent at a place: scouting and watching there go on, and a day's search is made."""
    for errand in campaign.active_errands():
        tpl = template(content, errand)
        if errand.target != campaign.place:
            continue
        if tpl.objective == "stay":
            errand.stayed += 1
            if errand.stayed >= tpl.stay_days:
                complete(campaign, content, errand, True)
        elif tpl.objective == "search":
            errand.stayed += 1
            skill, searcher, level = best_at(campaign, content, tpl.rolls or "")
            roll = d20(campaign.rng())
            found = roll <= level + tpl.ease
            note(campaign, content, "errand", f"Day {errand.stayed} of the search: {searcher}'s {skill} "
                 f"{level + tpl.ease}, rolled {roll}: {'found' if found else 'nothing yet'}.")
            if found:
                complete(campaign, content, errand, True)


def best_at(campaign: Campaign, content: Content, skill_id: str) -> tuple[str, str, int]:
    """(the skill's name, the hero of the company best at it, his level): a hero without the skill
    has its ability's modifier alone."""
    skill = content.skills[skill_id]
    levels = []
    for hero in campaign.heroes:
        sheet = character_sheet(hero, content)
        levels.append((sheet.skills.get(skill.name, sheet.abilities[skill.ability]), hero.name))
    level, name = max(levels, key=lambda pair: pair[0])
    return skill.name, name, level


def day_over(campaign: Campaign, content: Content) -> None:
    """At each day's end: a secret is lost to a band that caught the company unaware, and active errands
    past their deadline fail."""
    if any(m.surprised == "company" for m in campaign.pending):
        for errand in campaign.active_errands():
            if template(content, errand).kind == "secret":
                complete(campaign, content, errand, False, "a band caught the company unaware and found it")
    for errand in campaign.active_errands():
        if campaign.tale.days > errand.deadline_day:
            complete(campaign, content, errand, False, "time ran out")


def complete(campaign: Campaign, content: Content, errand: Errand, success: bool, why: str = "") -> None:
    """End an errand and bring its consequences: renown, silver, things, CHA for the leader, danger."""
    tpl = template(content, errand)
    end = tpl.success if success else tpl.failure
    errand.status = "done" if success else "failed"
    if success:
        campaign.tale.errands_done += 1
    else:
        campaign.tale.errands_failed += 1
    note(campaign, content, "errand", f"{'Done' if success else 'Failed'}: {title(content, errand)}"
         f"{f' ({why})' if why else ''}.")
    if end.renown:
        reputation.gain(campaign, content, errand.patron, end.renown)
    hero = campaign.hero
    gifts = [*end.items, *end.gear]
    if end.silver or gifts:
        campaign.replace_hero(hero.evolve(silver=hero.silver + end.silver, equipment=[*hero.equipment, *gifts]))
        names = ", ".join(_gift_names(content, end))
        note(campaign, content, "reward", f"Reward: {end.silver} silver" + (f" and {names}" if names else "") + ".")
    if end.cha:
        reputation.leadership(campaign, content, end.cha, f"{'led' if success else 'failed'} {tpl.name}")
    if end.clues:
        arc.learn(campaign, content, end.clues)
    if success and tpl.ends_arc:
        arc.end(campaign, content)
    if end.danger:
        region = world_map(content).region[world_map(content).place_cell(content.places[errand.target])]
        if region:
            campaign.danger[region] = campaign.danger.get(region, 0) + end.danger
            note(campaign, content, "danger", f"{content.regions[region].name} is now "
                 f"{'more' if end.danger > 0 else 'less'} dangerous ({region_danger(campaign, content, region)}).")


def brought(content: Content, errand: Errand) -> str:
    """What an ended errand brought, in words: "+2 renown with Radagast, 20 silver, Lembas"."""
    tpl = template(content, errand)
    end = tpl.success if errand.status == "done" else tpl.failure
    words = [f"{end.renown:+d} renown with {content.personalities[errand.patron].name}"] if end.renown else []
    words += [f"{end.silver} silver"] if end.silver else []
    words += _gift_names(content, end)
    words += [f"{end.clues} {'clue' if end.clues == 1 else 'clues'} to the shadow"] if end.clues else []
    return ", ".join(words) or "nothing"


def _gift_names(content: Content, end: Consequence) -> list[str]:
    """The things an errand's end brings, by name: its magic items, then its gear."""
    return [*(content.magic_items[i].name for i in end.items), *(content.gear[g].name for g in end.gear)]


def _home_of(campaign: Campaign, content: Content, patron: str) -> Place | None:
    return content.places.get(dwelling(campaign, content, patron) or "")


def _targets(campaign: Campaign, content: Content, tpl: ErrandTemplate) -> list[str]:
    world = world_map(content)
    if tpl.site:  # an errand into a site: to the place it is entered from
        places = [content.places[content.sites[tpl.site].place]]
    elif tpl.places:
        places = [content.places[p] for p in tpl.places]
    else:
        places = [p for p in content.places.values() if not tpl.place_kinds or p.kind in tpl.place_kinds]

    shifts = danger_shifts(campaign, content)

    def danger(place: Place) -> int:
        return world.danger(world.place_cell(place), shifts)

    return [p.id for p in places if tpl.min_danger <= danger(p) <= tpl.max_danger]


def _foe(campaign: Campaign, content: Content, tpl: ErrandTemplate, target: str, rng: Random) -> str | None:
    if tpl.objective != "defeat":
        return None
    world = world_map(content)
    region = world.region[world.place_cell(content.places[target])]
    pool = [content.bestiary[f] for f in tpl.foes] or [
        c for c in content.bestiary.values() if region in c.habitats]
    fit = sorted(c.id for c in pool if not c.legendary and c.danger <= tpl.max_foe_danger)
    return rng.choice(fit) if fit else None


def _walk_days(campaign: Campaign, content: Content, origin: Place | None, target: str) -> float | None:
    """Days of walking there at the company's own pace, loads and all, in this season; at a company's
    plain pace if its loads hold it where it stands (what it sheds is its choice). None: no way."""
    if origin is None:
        return 0.0
    season = calendar(content).season(campaign.date)
    company = Company(tuple(traveller(h, content) for h in campaign.heroes), campaign.boat)
    for pace in (company, None):
        try:
            return plan_route(content, origin, content.places[target], "walk", pace, season).days
        except TravelError:
            continue
    return None
