"""Sites in the campaign (issue 18): which stand where the company is; a delve begun, played action by
action by the world's rules (`world.delving`) and left; a band met there fought on the battle grid laid
out from the site's own plan, in its own dark, the delve going on after it with the fight's rounds on
its clock; what is taken going into the packs and staying taken; and errands to a site, done by what
the company did there.

The company goes in by day, and the day outside lasts `DAYLIGHT_ROUNDS` of the site's clock (our
ruling): daylight falls at the way in until then. A site left keeps what the company did to it
(`Campaign.sites`); its inhabitants not beaten settle as they were when it comes again."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands, fights
from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.pack import receive
from thirdage_tui.campaign.state import Campaign, CampaignError
from thirdage_tui.combat.battlefield import from_plan, on_the_way
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.darkness import DARKSIGHT, PENALTY, Darkness
from thirdage_tui.combat.muster import Before, muster_in
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.rules import FULL_TURNS_TO_BLEED
from thirdage_tui.combat.wounds import carried, wound
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.world import delving
from thirdage_tui.world.delving import ROUSED, TWELFTHS_A_ROUND, TWELFTHS_A_TURN, Delve
from thirdage_tui.world.encounters import Meeting
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_sight import lit_squares, visible_squares
from thirdage_tui.world.site_stealth import band_numbers

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence
    from random import Random

    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.delving import Cell, DelveAction, DelveEvent, Glimpse

DAYLIGHT_ROUNDS = 2400
"""The rounds of daylight left outside when the company goes in (8 hours: 96 full turns; our ruling)."""
KEPT = ("seen", "found", "sprung", "disarmed", "opened", "ajar", "held", "broken", "taken", "beaten", "set_traps")
"""What a site keeps of the company's doings when it leaves: the rest (where it stands, the clock, the
inhabitants' alertness, its lights and magic, the log) begins afresh when it comes again."""
BLEEDS = FULL_TURNS_TO_BLEED * TWELFTHS_A_TURN
"""How long a vital wound at 0 or below leaves a hero to be tended, on the site's clock (3.6.3 A)."""
COMES_WITHIN = 6
"""How many squares from the company a band that comes for it stands as the fight begins."""


def here(campaign: Campaign, content: Content) -> list[Site]:
    """The sites entered from the place the company stands at, by name."""
    if campaign.place is None:
        return []
    return sorted((s for s in content.sites.values() if s.place == campaign.place), key=lambda s: s.name)


def daylight(delve: Delve) -> bool:
    """Whether it is still day outside (`DAYLIGHT_ROUNDS`)."""
    return delve.rounds < DAYLIGHT_ROUNDS


def site_of(campaign: Campaign, content: Content) -> tuple[Delve, Site]:
    """The delve under way and its site (CampaignError when the company is in none)."""
    if campaign.delve is None:
        raise CampaignError("the company is in no site")
    return campaign.delve, content.sites[campaign.delve.site]


def enter(campaign: Campaign, content: Content, site_id: str) -> Delve:
    """The company goes into a site where it stands, as it last left it (`KEPT`)."""
    if campaign.over:
        raise CampaignError("the tale has ended")
    if campaign.delve is not None:
        raise CampaignError(f"the company is already in {content.sites[campaign.delve.site].name}")
    if campaign.pending:
        raise CampaignError("a band is upon the company: deal with it first")
    sites = here(campaign, content)
    site = next((s for s in sites if s.id == site_id), None)
    if site is None:
        known = content.sites.get(site_id)
        where = f"{known.name} is entered from {in_sentence(content.places[known.place].name)}" if known else \
            f"no site {site_id!r}"
        offered = ", ".join(s.name for s in sites) or "none"
        raise CampaignError(f"{where}; the sites here: {offered}")
    delve = delving.enter(site, campaign.heroes, campaign.unburnt)
    left = campaign.sites.get(site.id)
    if left is not None:
        for name in KEPT:
            setattr(delve, name, set(getattr(left, name)))
    campaign.delve = delve
    note(campaign, content, "site", f"The company goes into {in_sentence(site.name)}" + (" again." if left else "."))
    return delve


def explore(campaign: Campaign, content: Content, action: DelveAction) -> list[DelveEvent]:
    """One action in the site by its rules: the company after it put back, a hero slain there buried,
    what is taken into the packs, the errands to the site done by what the company did, and the delve
    ended when the company comes out. A `Met` among the events is a fight to begin (`begin_fight`)."""
    delve, site = site_of(campaign, content)
    if campaign.over:
        raise CampaignError("the tale has ended")
    bled = {hero.name: _wounds(content, hero)[1] for hero in campaign.heroes}
    turn = delving.act(delve, site, campaign.heroes, content, action, campaign.rng(), daylight=daylight(delve))
    _returned(campaign, content, delve, turn.company, bled)
    for event in turn.events:
        if isinstance(event, delving.Took):
            _took(campaign, content, site, event)
    check_errands(campaign, content)
    if any(isinstance(e, delving.Left) for e in turn.events) or campaign.place != site.place:
        _out(campaign, content, f"The company comes out of {in_sentence(site.name)}.")
    return turn.events


def _returned(campaign: Campaign, content: Content, delve: Delve, company: Sequence[Hero],
              bled: dict[str, str | None]) -> None:
    """The company as the site's rules leave it, put back; then each hero's wounds read (`_wounded`)."""
    names = {h.name for h in campaign.heroes}
    for hero in company:
        if hero.name in names:
            campaign.replace_hero(hero)
    for hero in company:
        if hero.name in names and not campaign.over:
            _wounded(campaign, content, delve, hero, bled.get(hero.name))


def _wounds(content: Content, hero: Hero) -> tuple[str | None, str | None]:
    """What a hero's wounds mean away from a fight (`combat.wounds.carried`: the fight's own rules)."""
    return carried(Combatant(hero_profile(hero, content), hero.name, 0)) if hero.wounds else (None, None)


def _wounded(campaign: Campaign, content: Content, delve: Delve, hero: Hero, bled_before: str | None) -> None:
    """A hero's wounds after an action in the site: killed by them (a trap, a fall, the water), he falls
    for good; a head, chest or abdomen newly at 0 or below gives him 2 full turns on the site's clock to
    be tended before he bleeds to death (3.6.3 A), a clock that runs on through a fight; healed above 0, it
    stops."""
    dead, bleeds = _wounds(content, hero)
    if dead is None and bleeds is not None:
        if bled_before is None:
            delve.bleeding[hero.name] = delve.twelfths + BLEEDS
        elif delve.twelfths >= delve.bleeding.get(hero.name, delve.twelfths + 1):
            dead = f"bled to death from {bleeds}"
    if dead is not None or bleeds is None:
        delve.bleeding.pop(hero.name, None)
    if dead is not None:
        fall(campaign, content, hero.name, f"killed in {content.sites[delve.site].name}: {dead}")


def leave(campaign: Campaign, content: Content) -> list[DelveEvent]:
    """The company goes out (it must stand at a way out)."""
    return explore(campaign, content, delving.GoOut())


def glimpse(campaign: Campaign, content: Content) -> Glimpse | None:
    """What the company sees in the site (None: it is in none)."""
    if campaign.delve is None:
        return None
    delve, site = site_of(campaign, content)
    return delving.glimpse(delve, site, campaign.heroes, content, daylight(delve))


def _took(campaign: Campaign, content: Content, site: Site, took: delving.Took) -> None:
    """Treasure into the packs (each magic item to the next hero who can carry it, the rest kept in store
    at the place), its silver to the hero, its lore in the journal; a captive led out goes with the company."""
    feature = site.features[took.letter]
    if took.items:
        receive(campaign, content, campaign.hero, list(took.items), f"found in {in_sentence(site.name)}")
    if took.silver:
        hero = campaign.hero
        campaign.replace_hero(hero.evolve(silver=hero.silver + took.silver))
    told = f"The company takes {feature.name.lower()}" + (f", {took.silver} silver" if took.silver else "") + "."
    note(campaign, content, "loot", told)
    if took.lore:
        note(campaign, content, "lore", took.lore.strip())


def _out(campaign: Campaign, content: Content, told: str) -> None:
    """The delve over: the site keeps what the company did to it."""
    delve = campaign.delve
    if delve is None:
        return
    campaign.unburnt = delving.leave(delve, content)
    campaign.sites[delve.site] = delve
    campaign.delve = None
    check_errands(campaign, content, out=delve)
    note(campaign, content, "site", told)


# -- fights ----------------------------------------------------------------------------------


def band_met(campaign: Campaign, content: Content, letter: str) -> tuple[list[tuple[str, int]], Meeting]:
    """The inhabitants of band `letter`, rolled ([(creature, count)]), and the band as a meeting for the
    screens: caught unaware if it slept (alertness 0), else nobody."""
    delve, site = site_of(campaign, content)
    band = site.features[letter].band
    if band is None or letter in delve.beaten:
        raise CampaignError(f"{site.features[letter].name}: there is no band there to fight")
    numbers = band_numbers(delve, band, letter, campaign.rng())
    foes = [(i.creature, n) for i, n in zip(band.creatures, numbers, strict=True)]
    asleep = delve.alert.get(letter, 0) == 0
    return foes, Meeting(foes[0][0], sum(n for _, n in foes), "day" if daylight(delve) else "night",
                         "foes" if asleep else None)


def begin_fight(campaign: Campaign, content: Content, letter: str) -> tuple[Battle, Meeting, FightSight]:
    """The fight with band `letter` on the grid laid out from the site's plan about the company and the
    band (`battlefield.from_plan`), in the site's dark (`darkness`): the company about its square, the
    band about its own (or, roused and coming, on its way `COMES_WITHIN` squares off); a sleeping band
    is caught unaware. `after_fight` carries it back into the delve. With it, what the company sees of the
    field as the fight goes (`FightSight`, for the screen)."""
    delve, site = site_of(campaign, content)
    foes, meeting = band_met(campaign, content, letter)
    plan = SitePlan.from_site(site)
    lair = plan.cells[letter]
    around = ((delve.at[0] + lair[0]) // 2, (delve.at[1] + lair[1]) // 2)
    field, (left, top) = from_plan(plan, site, delve, around)
    company = (delve.at[0] - left, delve.at[1] - top)
    band = _inside(field.width, field.height, (lair[0] - left, lair[1] - top))
    if delve.alert.get(letter, 0) >= ROUSED and field.passable(band) and field.passable(company):
        band = on_the_way(field, band, company, COMES_WITHIN)
    party = fights.ready(campaign, content)
    battle = muster_in(content, party, [(content.bestiary[c], n) for c, n in foes], campaign.rng(), field,
                       company=company, band=band, darkness=darkness(campaign, content, (left, top)),
                       surprised=fights.SIDES.get(meeting.surprised or ""), before=brought(campaign, content))
    damage = delve.trapped.pop(letter, 0)
    if damage > 0:  # its own dice only then: every other site fight plays as it did
        trapped(battle, damage, campaign.rng())
    return battle, meeting, FightSight(delve, site, content, (left, top), (field.width, field.height))


def trapped(battle: Battle, damage: int, rng: Random) -> None:
    """The damage a trap of the company's did the band's foremost as it came (`Delve.trapped`), laid on
    him as the fight begins: where a d20 falls on his body, less his armour there (3.6.1)."""
    if not battle.sides[1]:
        return
    foe = battle.sides[1][0]
    index = foe.p.by_roll[rng.randint(1, 20)]
    location, armour = foe.p.locations[index], foe.armour_at(index, False)
    taken = max(0, damage - armour)
    effects = wound(foe, index, taken, False, battle.rules)
    battle.emit("trap", foe.uid, value=taken, text=f"{foe.uid} was caught by the company's trap on the way: "
                f"{taken} damage to the {location.name.lower()} ({damage} less {armour} armour)"
                + "".join(f", {e}" for e in effects))


class FightSight:
    """What the company in a site's fight has seen or sees now, in the battle's squares: the squares the
    delve remembers, and those each of the company sees where he stands in the fight, by his own light,
    the site's and the day's (`site_sight`); remembered as the fight goes. For the screen only: the fight
    never asks it."""

    def __init__(self, delve: Delve, site: Site, content: Content, origin: Cell, size: tuple[int, int]) -> None:
        self.delve, self.site, self.content, self.origin, self.size = delve, site, content, origin, size
        self.seen = self._on_field(delve.seen)
        self._asked: tuple[tuple[str, Cell], ...] = ()

    def __call__(self, battle: Battle) -> frozenset[Cell]:
        """The squares seen so far, the company standing as it stands in `battle`."""
        left, top = self.origin
        standing = tuple((c.p.ref, (x + left, y + top)) for c in battle.sides[0] if c.present
                         for x, y in [battle.at[c.uid]])
        if standing != self._asked:
            self._asked = standing
            delve, site, day = self.delve, self.site, daylight(self.delve)
            lit = frozenset().union(*(lit_squares(replace(delve, at=at, lights={name: delve.lights[name]}
                                                          if name in delve.lights else {}), site, day)
                                      for name, at in standing))
            for _, at in standing:
                self.seen |= self._on_field(visible_squares(replace(delve, at=at), site, self.content, lit))
        return self.seen

    def _on_field(self, cells: Iterable[Cell]) -> frozenset[Cell]:
        (left, top), (width, height) = self.origin, self.size
        return frozenset((x - left, y - top) for x, y in cells if 0 <= x - left < width and 0 <= y - top < height)


def brought(campaign: Campaign, content: Content) -> dict[str, Before]:
    """What each hero brings into a fight from the delve: the magic working on him with the rounds it has
    left (the full turn runs on across both, 3.1.2), and the rounds he has left to bleed (3.6.3 A)."""
    delve, _ = site_of(campaign, content)
    out = {}
    for hero in campaign.heroes:
        magic = [(found, m.level, m.rounds) for m in delve.magic if m.hero == hero.name and m.rounds > 0
                 for found in [content.hero_magic.get(m.magic) or content.spells.get(m.magic)] if found is not None]
        left = delve.bleeding.get(hero.name)
        bleeding = max(1, -(-(left - delve.twelfths) // TWELFTHS_A_ROUND)) if left is not None else 0
        if magic or bleeding:
            out[hero.name] = Before(tuple(magic), bleeding, _wounds(content, hero)[1] or "")
    return out


def darkness(campaign: Campaign, content: Content, origin: Cell) -> Darkness | None:
    """The dark of a fight in the site (None in a lit one): daylight on the squares about the way in by
    day, each hero's light as he holds it, and those who see in the dark by the magic on them."""
    delve, site = site_of(campaign, content)
    if site.light not in PENALTY:
        return None
    unlit = replace(delve, lights={})
    day = lit_squares(unlit, site, daylight(delve))  # the day's light, and the site's own
    sun = day - lit_squares(unlit, site, False)
    left, top = origin
    sighted = frozenset(m.hero for m in delve.magic if m.rounds > 0 and _sees(content, m.magic))
    return Darkness(PENALTY[site.light], fixed=frozenset((x - left, y - top) for x, y in day),
                    lights={hero: light.radius for hero, light in delve.lights.items() if light.rounds > 0},
                    sighted=sighted, sunlit=frozenset((x - left, y - top) for x, y in sun))


def _sees(content: Content, magic_id: str) -> bool:
    """Whether a Hero Magic or spell lets its bearer see in the dark."""
    magic = content.hero_magic.get(magic_id) or content.spells.get(magic_id)
    return magic is not None and any(e.type == DARKSIGHT for e in magic.effects)


def _inside(width: int, height: int, cell: Cell) -> Cell:
    x, y = cell
    return min(max(0, x), width - 1), min(max(0, y), height - 1)


def after_fight(campaign: Campaign, content: Content, letter: str, report: fights.FightReport) -> None:
    """A fight in the site carried back into the delve: its rounds on the site's clock (lights and magic
    burnt by them, `delving.pass_time`), the bleeding tended or buried by the fight's end, the band beaten
    if the company won; a lost fight drives the company out."""
    delve = campaign.delve
    if delve is None:
        return
    site = content.sites[delve.site]
    rounds = report.rounds
    delve.bleeding.clear()  # the fight's end has tended or buried each who bled
    names = {h.name for h in campaign.heroes}
    delve.lights = {h: light for h, light in delve.lights.items() if h in names}
    delve.magic = [m for m in delve.magic if m.hero in names]
    turn = delving.pass_time(delve, site, tuple(campaign.heroes), content, rounds, campaign.rng())
    for hero in turn.company:
        campaign.replace_hero(hero)
    fled = campaign.fallen is not None or campaign.place != site.place
    if report.won:
        delve.beaten.add(letter)
        delve.alert.pop(letter, None)
    if campaign.over:
        return
    if report.won:
        note(campaign, content, "site", f"{site.features[letter].name}: beaten, after {counted(rounds, 'round')} "
             f"of fighting.")
        check_errands(campaign, content)
    if fled or not report.won:
        how = "draws back" if report.aftermath.outcome.ending == "timeout" and not fled else "is driven"
        _out(campaign, content, f"The company {how} out of {in_sentence(site.name)}.")


# -- errands to a site -----------------------------------------------------------------------


def check_errands(campaign: Campaign, content: Content, out: Delve | None = None) -> None:
    """Errands to the site the company is in (or has just come `out` of), done by what it did there: a
    scout when it reaches the feature's square, a recovery when it takes the feature, a rescue when it
    comes out with the captive, a clearing when every band there is beaten."""
    delve = out or campaign.delve
    if delve is None or campaign.over:
        return
    site = content.sites[delve.site]
    for errand in campaign.active_errands():
        tpl = errands.template(content, errand)
        if tpl.site != delve.site:
            continue
        if _done(tpl.purpose, tpl.feature, delve, site, out is not None):
            errands.complete(campaign, content, errand, True)


def _done(purpose: str | None, feature: str | None, delve: Delve, site: Site, out: bool) -> bool:
    bands: Sequence[str] = [k for k, f in site.features.items() if f.band is not None]
    if purpose == "scout":
        return feature is not None and delve.at == SitePlan.from_site(site).cells[feature]
    if purpose == "recover":
        return feature in delve.taken
    if purpose == "rescue":
        return out and feature in delve.taken
    return purpose == "clear" and all(b in delve.beaten for b in bands)


WANTED = {"scout": None, "recover": "treasure", "rescue": "captive"}
"""The kind of feature each purpose names (None: any)."""


def errand_problems(content: Content) -> list[tuple[str, str, str]]:
    """Errands to sites whose feature is no letter of the site's plan, or not one their purpose can do."""
    out = []
    for tpl in content.errands.values():
        if tpl.site is None or tpl.feature is None or tpl.purpose is None:
            continue
        site = content.sites[tpl.site]
        feature = site.features.get(tpl.feature)
        wanted = WANTED.get(tpl.purpose)
        if feature is None:
            out.append(("errands", tpl.id, f"feature {tpl.feature!r} is no feature of the site {site.id!r}"))
        elif wanted is not None and feature.kind != wanted:
            out.append(("errands", tpl.id, (f"a {tpl.purpose} errand needs a {wanted}, and {tpl.feature!r} of "
                        f"{site.id!r} is a {feature.kind}")))
    return out
