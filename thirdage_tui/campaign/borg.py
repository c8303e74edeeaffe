"""The borg: a headless player that runs a campaign for years with a simple, sensible policy, to
find out whether a long campaign works (after Angband's borg). It plays only through the session,
as a front end does — an action handed in, its events read — so what it meets a player meets.

Its policy, one action at a time: a band met is fought when the company looks a match for it, else
slipped past, talked past or outrun where the rules allow; on the road it travels, camps when badly
hurt and hunts when the food is gone; at a place it is healed by a patron or rests, seeks out an
errand's foe, keeps watch where an errand asks it, trains (or sits out the winter) when winter
comes, sets out for its errand's target, takes the nearest errand a patron here offers, or goes to
a patron who has work. It is deterministic: its choices depend only on the campaign.

It watches as it plays: a run that stops moving (an action that lets no day pass, over and over),
one where a month of game time brings nothing done (no errand taken or ended, no place reached, no
fight, no lesson), and every broken invariant (`check`, which a caller may extend with the save's
own soundness checks) end it, and the summary says where."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands, learning, market, meetings, patrons, travel, victuals
from thirdage_tui.campaign.arc import stage
from thirdage_tui.campaign.clock import calendar, days_to_spring
from thirdage_tui.campaign.legacy import score
from thirdage_tui.campaign.opening import home
from thirdage_tui.campaign.session import (
    Action,
    Buy,
    Camp,
    ErrandEnded,
    Face,
    Fetch,
    Fought,
    Give,
    Heal,
    HeroFell,
    HeroRetired,
    Hunt,
    Join,
    Learn,
    Lembas,
    LessonOver,
    Provision,
    Refused,
    Rest,
    Retire,
    Seek,
    Session,
    SessionEvent,
    SetOut,
    Stash,
    Supply,
    TakeErrand,
    Train,
    Travel,
    WinterQuarters,
)
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.state import CampaignError, Tale
from thirdage_tui.combat import simulate
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.sheet import armed, character_sheet
from thirdage_tui.world.company import traveller

if TYPE_CHECKING:
    from thirdage_tui.campaign.session import Keeper
    from thirdage_tui.campaign.state import Campaign, Errand
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

Check = Callable[["Campaign", "Content"], list[str]]
"""More invariants to hold after every action: each problem in words (none: all is well)."""

STUCK_DAYS = 30
"""Game days with nothing done that count as stuck (a month), or on a journey twice its expected days
when that is longer (a journey to the Gladden Fields is expected to take 27 days)."""
IDLE_ACTIONS = 200
"""Actions in a row that let no day pass before the run counts as spinning."""
HURT = 0.5
"""The share of his hit points a hero may lose before the company stops to mend."""
GATHER_TRIES = 3
"""Days in a row the borg spends finding food on the road before it walks a day on."""
NEAR_DAYS = 3
"""Days of road left within which a hungry company walks on rather than look for food."""
WORK_DAYS = 40
"""The farthest the borg goes, in days, to a patron for work."""
HUNGRY_DAYS = 3
"""Days on the road beyond its food the borg will go for an errand when no food is to be had."""
FOOD_PACE = 0.8
"""The least share of his pace a hero keeps when he takes on food for the road, and below which he sheds
food (a patron's provisions, 35 days of rations to a legendary hero, halved the company's pace, and the
errand it had just taken on ran out of time on the way: seed 3 failed the watch on Dol Guldur nine times)."""
MARKET_SILVER = 5
"""Silver a head the company needs before it goes out of its way to a market for food."""
LOAD_STEP = 5
"""Things carried by which a hero's load must change before the borg plans its routes afresh."""
RISK_RUNS = 16
"""Fights the borg plays out beforehand (the referee's odds, `combat.simulate`) to judge a foe."""
RISK = 0.2
"""The most share of those fights in which one of the company dies that the borg takes a foe on at, when it
has the choice (an errand's foe, a band it could outrun)."""


class MemoryKeeper:
    """A keeper that keeps the run in memory only (the borg writes no file); it counts what it is
    asked to keep, and the tales it is asked to tell."""

    name = "autoplay"

    def __init__(self) -> None:
        self.saves = 0
        self.tales: list[str] = []

    def save(self, campaign: Campaign, content: Content) -> None:
        self.saves += 1

    def bury(self, campaign: Campaign, content: Content) -> str | None:
        self.tales.append(campaign.fallen.cause if campaign.fallen else "")
        return None


@dataclass
class Summary:
    """What a run of the borg came to."""

    seed: int
    years: int
    tale: Tale = field(default_factory=Tale)
    """The campaign's own counters at the end (days, miles, fights, foes slain, errands, deaths)."""
    date: str = ""
    actions: int = 0
    lessons: int = 0
    refusals: int = 0
    ended: str = ""
    """Why the run stopped: "years played", "the hero fell", "stuck", "spinning" or "broken"."""
    stuck: str | None = None
    """Where and how it got stuck, or the invariant broken (None: it was not)."""
    served: dict[str, int] = field(default_factory=dict)
    """Errands done for each patron (by name)."""
    kinds: dict[str, int] = field(default_factory=dict)
    """Errands done of each kind."""
    failed_kinds: dict[str, int] = field(default_factory=dict)
    """Errands failed of each kind."""
    refused: dict[str, int] = field(default_factory=dict)
    """The session's refusals, by what it said (the borg's missteps, and the game's)."""
    retired: bool = False
    """Whether the hero retired at the end."""
    record: str | None = None
    """Where the hall keeps his record (None: nowhere, or in memory only)."""
    score: int = 0
    clues: int = 0
    milestone: str = ""
    arc_ended: str | None = None


class Borg:
    """The headless player of one session."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.campaign = session.campaign
        self.content = session.content
        self.refused: list[Action] = []
        self.asked: list[Action] = []
        """A patron's food asked for since the last day passed: not asked again until one does."""
        """Actions refused since the last day passed: not tried again until one does."""
        self.last: Action | None = None
        """The action done last (the company hunts a day, then goes on a day)."""
        self.company = len(self.campaign.heroes)
        """How many the company should be: the fallen are replaced at the Company's home."""
        self.recruited = 0
        self.gathering = 0
        """Days in a row spent finding food on the road."""
        self.risks: dict[tuple[str, int, int, tuple[str, ...]], float] = {}
        """What `_risk` has found."""
        self.days: dict[tuple[object, ...], float | None] = {}
        """What `_days_to` has found."""
        self.sought: tuple[str, object] | None = None
        """The errand whose foe was last sought out, and the day (`_errand_here`)."""

    # -- playing
    def play(self, years: int, check: Check | None = None) -> Summary:
        """Play until `years` have gone by, the tale ends, or the run gets stuck or breaks."""
        c = self.campaign
        summary = Summary(c.seed, years)
        last_year, end_year = c.date.year, c.date.year + years
        progress_day, idle, allowance = c.tale.days, 0, STUCK_DAYS
        start = c.date
        while not c.over and (c.date.year, c.date.month, c.date.day) < (end_year, start.month, start.day):
            action = self.choose()
            days, was_at, wounds = c.tale.days, c.place, self._wounds()
            expected = self._days_to(action.place) if isinstance(action, SetOut) else None
            events = self.session.perform(action)
            self.last = action
            if isinstance(action, (Provision, Lembas)):
                self.asked.append(action)
            summary.actions += 1
            self._count(summary, action, events)
            if c.tale.days > days:
                self.refused, self.asked, idle = [], [], 0
            else:
                idle += 1
            if self._progressed(action, events, wounds) or (c.place and c.place != was_at):
                progress_day = c.tale.days
            if c.road is None:
                allowance = STUCK_DAYS
            elif was_at is not None and expected is not None:  # set out
                allowance = max(STUCK_DAYS, round(2 * expected))
            problems = invariants(c, self.content) + (check(c, self.content) if check and c.date.year != last_year
                                                      else [])
            last_year = c.date.year
            if problems:
                summary.ended, summary.stuck = "broken", f"{self.where()}: {'; '.join(problems)}"
                break
            if idle > IDLE_ACTIONS:
                summary.ended, summary.stuck = "spinning", f"{self.where()}: {action!r} lets no day pass"
                break
            if c.tale.days - progress_day > allowance:
                summary.ended, summary.stuck = "stuck", f"{self.where()}: nothing done since day {progress_day}"
                break
        if not summary.ended:
            summary.ended = "the hero fell" if c.over else "years played"
        self._total(summary)
        return summary

    def retire(self, summary: Summary) -> None:
        """Go on to the next place and retire there; the summary says how it ended."""
        c = self.campaign
        for _ in range(IDLE_ACTIONS):
            if c.over or c.place is not None and not c.pending:
                break
            self.session.perform(self.choose())
        events = [] if c.over else self.session.perform(Retire())
        retired = next((e for e in events if isinstance(e, HeroRetired)), None)
        summary.retired = retired is not None
        summary.record = retired.tale if retired else None
        refused = next((e.why for e in events if isinstance(e, Refused)), None)
        if refused:
            summary.refused[refused] = summary.refused.get(refused, 0) + 1
        self._total(summary)

    def where(self) -> str:
        """Where the company is and when, in words."""
        c = self.campaign
        here = self.content.places[c.place].name if c.place else "on the road"
        return f"{calendar(self.content).label(c.date)}, {here}"

    def _progressed(self, action: Action, events: list[SessionEvent], wounds: int) -> bool:
        """Whether `action` moved the campaign on: an errand taken or ended, a fight, a lesson, a hero fallen,
        winter quarters, or a wound mending (`wounds`: the company's before it; a maimed arm takes a month
        and more of rest, and seed 3's watch called that stuck)."""
        return isinstance(action, (TakeErrand, WinterQuarters)) or self._wounds() < wounds or any(
            isinstance(e, (ErrandEnded, Fought, LessonOver, HeroFell)) for e in events)

    def _wounds(self) -> int:
        """The damage the company carries, all told."""
        return sum(sum(hero.wounds.values()) for hero in self.campaign.heroes)

    def _count(self, summary: Summary, action: Action, events: list[SessionEvent]) -> None:
        for event in events:
            if isinstance(event, Refused):
                self.refused.append(action)
                summary.refusals += 1
                summary.refused[event.why] = summary.refused.get(event.why, 0) + 1
            elif isinstance(event, LessonOver):
                summary.lessons += 1

    def _total(self, summary: Summary) -> None:
        c, content = self.campaign, self.content
        summary.tale, summary.date = replace(c.tale), calendar(content).label(c.date)
        summary.score, summary.clues, summary.arc_ended = score(c), c.clues, c.arc_ended
        summary.milestone = stage(c.clues).name
        ended = [e for e in c.errands if e.status in ("done", "failed")]
        summary.served = dict(sorted(Counter(content.personalities[e.patron].name for e in ended
                                             if e.status == "done").items()))
        summary.kinds = dict(sorted(Counter(errands.template(content, e).kind for e in ended
                                            if e.status == "done").items()))
        summary.failed_kinds = dict(sorted(Counter(errands.template(content, e).kind for e in ended
                                                   if e.status == "failed").items()))

    # -- choosing
    def choose(self) -> Action:
        """The next action."""
        c = self.campaign
        if c.pending:
            return self._face()
        if c.road is not None:
            return self._on_road()
        for choice in (self._recruit, self._arm, self._lighten, self._mend, self._errand_here, self._winter, self._errand_away, self._new_errand,
                       self._seek_work):
            action = choice()
            if action is not None and action not in self.refused:
                return action
        return Rest(7)

    def _face(self) -> Action:
        """Keep out of a fight where the rules allow (slip past unseen, talk past), fight a band the
        company is a match for (`_risk`), else outrun it if it can, and fight when there is nothing else."""
        band = self.session.band()
        assert band is not None
        creature = self.content.bestiary[band.meeting.creature]
        open_ = [course.id for course in band.courses if course.blocked is None]
        for course in ("slip_away", "parley"):
            if course in open_:
                return Face(course)
        if self._risk(creature.id, band.meeting.count) <= RISK:
            return Face("fight")
        outrun = meetings.flee(self.content, self.campaign.heroes, creature.id)
        return Face("flee" if outrun else "fight")

    def _on_road(self) -> Action:
        """Camp to mend while there is food to spare (the hungry do not mend); when the food is gone and the road
        is long, find food the best way there is here if it may be expected to feed half the company
        (`GATHER_TRIES` days in a row at most, then a day's walk on); else go on."""
        fed = self.session.days_fed() > 0
        if self._hurt() and self._spare_food() and Camp() not in self.refused:
            return Camp()
        self.gathering = self.gathering + 1 if isinstance(self.last, Hunt) else 0
        if not fed and self.gathering < GATHER_TRIES and self._road_left() > NEAR_DAYS:
            mouths = len(self.campaign.heroes)
            for way in self.session.victuals():
                if (way.way == victuals.GATHER and way.why is None and way.meals * 2 >= mouths
                        and Hunt(way.source) not in self.refused):
                    return Hunt(way.source)
        return Travel()

    def _spare_food(self) -> bool:
        """Whether the food carried outlasts twice the road left, so that a day's camp to mend does not
        eat what the road (and the way back from a place with none) needs."""
        return self.session.days_fed() > 2 * self._road_left()

    def _road_left(self) -> float:
        """About how many days of the road are left."""
        road = self.campaign.road
        assert road is not None
        return travel.route(self.campaign, self.content).days * (1 - road.step / max(1, len(road.path) - 1))

    def _hurt(self, share: float = HURT) -> bool:
        """Whether a hero of the company has lost more than `share` of his hit points."""
        for hero in self.campaign.heroes:
            sheet = character_sheet(hero, self.content)
            if sheet.hit_points_left < sheet.hit_points * (1 - share):
                return True
        return False

    def _risk(self, creature: str, count: int) -> float:
        """The share of `RISK_RUNS` fights of the company, unhurt and fed, against `count` of `creature` in
        which one of it dies: the referee's odds (`combat.simulate`, their own dice), kept for the year."""
        c, content = self.campaign, self.content
        key = (creature, count, c.date.year, tuple(h.name for h in c.heroes))
        if key not in self.risks:
            party = [hero_profile(h.evolve(wounds={}, pow_spent=0), content) for h in c.heroes]
            encounter = simulate.Encounter(content, party, [(content.bestiary[creature], count)],
                                           simulate.Situation.of(daylight=True))
            rules = CombatRules.from_tables(content.tables)
            deaths = sum(any(f.dead for f in simulate.fight(encounter, c.seed, run, rules=rules).finish().side(0))
                         for run in range(RISK_RUNS))
            self.risks[key] = deaths / RISK_RUNS
        return self.risks[key]

    def _doable(self, errand: Errand) -> bool:
        """Whether the company would take on the errand: not one into a site (the borg does not go into
        sites yet, and would only walk there to fail it), and its foe, if it has one, not too deadly
        (`_risk`)."""
        if self.content.errands[errand.template].site is not None:
            return False
        return errand.foe is None or self._risk(errand.foe, errand.foe_count) <= RISK

    def _receiving(self) -> list[str]:
        """The patrons here who will deal with the hero, by id."""
        c = self.campaign
        if c.place is None or c.wander:
            return []
        return sorted(p.id for p in patrons.present(c, self.content, c.place)
                      if patrons.refusal(c, self.content, p.id) is None)

    def _recruit(self) -> Action | None:
        """At the Company's home, a new companion in the place of each who fell."""
        c = self.campaign
        if len(c.heroes) >= self.company or c.place != home(self.content):
            return None
        self.recruited += 1
        made = recruits(self.content, c.seed, self.company + self.recruited)[-1]
        return Join(made.evolve(name=f"{made.name} (recruit {self.recruited})"))

    def _arm(self) -> Action | None:
        """A hero with no weapon to strike with (orcs strip their captives) is armed with one he is trained
        in: handed a spare by a companion, given one from a patron's stores here, or bought at the market
        here by whoever has the silver; failing all of those, the company goes to the nearest market it
        can buy at (`_market_away`)."""
        c = self.campaign
        for hero in c.heroes:
            if armed(hero, self.content):
                continue
            for action in self._arming(hero):
                if action not in self.refused:
                    return action
            return self._market_away()
        return None

    def _arming(self, hero: Hero) -> list[Action]:
        """The ways to arm `hero` here, the likeliest first."""
        c, content = self.campaign, self.content
        trained = sorted((w for w in hero.weapons if content.weapons[w].kind != "shield"), key=lambda w: -hero.weapons[w])
        spare = [Give(h.name, hero.name, w) for h in c.heroes if h is not hero and armed(h, content)
                 for w in trained if h.equipment.count(w) > (1 if w in h.weapons else 0)]
        stores = [Supply(patron, weapon, hero.name) for patron in self._receiving() if self._stores_arms(patron)
                  for weapon in trained]
        sold = {w.item: w.price for w in market.wares(c, content)} if self._market_here() else {}
        buyers = sorted(c.heroes, key=lambda h: -h.silver)
        bought = [Buy(h.name, w) for w in sorted((w for w in trained if w in sold), key=lambda w: sold[w])
                  for h in buyers if h.silver >= sold[w]]
        return [*spare, *stores, *bought]

    def _stores_arms(self, patron: str) -> bool:
        """Whether `patron` gives weapons from his stores to the hero now."""
        return any(o.kind == "equipment" and "weapons" in o.goods
                   for o in patrons.offers(self.campaign, self.content, patron)[0])

    def _market_here(self) -> bool:
        c = self.campaign
        return c.place is not None and market.has_market(self.content, self.content.places[c.place])

    def _market_away(self) -> Action | None:
        """Set out for the nearest market, with the silver to buy a weapon there (None: none within reach)."""
        c = self.campaign
        if sum(h.silver for h in c.heroes) < MARKET_SILVER:
            return None
        near = []
        for place in sorted(self.content.places.values(), key=lambda p: p.id):
            if place.id != c.place and market.has_market(self.content, place):
                days = self._days_to(place.id)
                if days is not None and days <= WORK_DAYS:
                    near.append((days, place.id))
        return self._go(min(near)[1]) if near else None

    def _lighten(self) -> Action | None:
        """A hero slowed below `FOOD_PACE` by his load hands a day's food to a companion who keeps that pace
        with it too, or leaves in store here the food that slows him."""
        c, content = self.campaign, self.content
        for hero in c.heroes:
            food = [i for i in hero.equipment if i in content.travel.rations]
            if traveller(hero, content).pace >= FOOD_PACE or not food:
                continue
            ration = food[0]
            room = [h.name for h in c.heroes if h.name != hero.name and self._has_room(h, ration)]
            shed = next((n for n in range(1, len(food)) if traveller(_without(hero, ration, n), content).pace
                         >= FOOD_PACE), len(food))
            for action in [*(Give(hero.name, to, ration) for to in room), Stash(hero.name, ration, shed)]:
                if action not in self.refused:
                    return action
        return None

    def _mend(self) -> Action | None:
        """Healing by a patron for any wound; rest for a bad one while the company has food for the day (the
        hungry do not mend: seed 3 rested hungry at Woodmen-town for a month, a market beside it)."""
        if not any(h.wounds for h in self.campaign.heroes):
            return None
        for patron in self._receiving():
            if any(o.kind == "healing" for o in patrons.offers(self.campaign, self.content, patron)[0]):
                heal = Heal(patron)
                if heal not in self.refused:
                    return heal
        return Rest(1) if self._hurt(0.2) and self.session.days_fed() > 0 else None

    def _errand_here(self) -> Action | None:
        """The foe of an errand sought out here, or a day's watch where an errand asks for one."""
        c = self.campaign
        for errand in c.active_errands():
            if errand.target != c.place:
                continue
            objective = errands.template(self.content, errand).objective
            if objective == "defeat":
                if self.sought == (errand.id, c.date):  # the fight broke off or was fled: a day's rest first
                    return Rest(1)
                self.sought = (errand.id, c.date)
                return Seek(errand.id)
            if objective in ("stay", "search"):
                return Rest(1)
        return None

    def _winter(self) -> Action | None:
        """In winter, with no errand in hand: a free lesson from a patron here, else winter quarters."""
        c = self.campaign
        if c.active_errands() or not days_to_spring(self.content, c.date):
            return None
        for lesson in learning.lessons(c, self.content):
            if lesson.blocked is None and lesson.fee == 0:
                hero = next(h.name for h in c.heroes
                            if learning.lesson_refusal(h, lesson.kind, lesson.subject, self.content) is None)
                kind = Train if lesson.kind == learning.TRAIN else Learn
                study = kind(hero, lesson.subject, lesson.teacher)
                if study not in self.refused:
                    return study
        return WinterQuarters()

    def _errand_away(self) -> Action | None:
        """Set out for the target of the errand in hand due first (`_go`)."""
        c = self.campaign
        for errand in sorted(c.active_errands(), key=lambda e: e.deadline_day):
            if errand.target != c.place and (go := self._go(errand.target)) is not None:
                return go
        return None

    def _go(self, place: str) -> Action | None:
        """Set out for `place` with food for the road where it can be had (provisioned, fetched from store
        or bought first), and for the road back from a place where none is; short of food for the way
        there and unable to live off the land, by the nearest place that feeds the company when that is
        nearer (None: no way there)."""
        days = self._days_to(place)
        if days is None:
            return None
        there, fed = math.ceil(days) + 1, self.session.days_fed()
        if fed < there + (0 if self._feeds(place) else there) and (food := self._food()) is not None:
            return food
        if fed < there and not self._lives_off_the_land():
            refuge = self._refuge(days)
            if refuge is not None and SetOut(refuge) not in self.refused:
                return SetOut(refuge)
        return SetOut(place) if SetOut(place) not in self.refused else None

    def _lives_off_the_land(self) -> bool:
        """Whether a day's hunting or foraging by the company's hunter may be expected to feed it a day."""
        return any(way.meals >= len(self.campaign.heroes) for way in victuals.off_the_land(self.campaign, self.content))

    def _feeds(self, place: str) -> bool:
        """Whether the company can count on food at `place`: a market, or the Company's home."""
        return place == home(self.content) or "market" in self.content.places[place].services

    def _refuge(self, nearer_than: float) -> str | None:
        """The nearest other place that feeds the company (`_feeds`; a market only with the silver to buy
        there), nearer than `nearer_than` days (None: none)."""
        c = self.campaign
        rich = sum(h.silver for h in c.heroes) >= MARKET_SILVER * len(c.heroes)
        near = []
        for place in sorted(self.content.places.values(), key=lambda p: p.id):
            if place.id != c.place and (place.id == home(self.content) or rich and self._feeds(place.id)):
                days = self._days_to(place.id)
                if days is not None and days < nearer_than:
                    near.append((days, place.id))
        return min(near)[1] if near else None

    def _food(self) -> Action | None:
        """Food for the road, the way that brings most of those to be had here: a patron's provisions or
        waybread, else a day's rations taken from the company's store here or bought here, by whoever has
        the room (and the silver) for them."""
        for way in self.session.victuals():
            if way.why is not None:
                continue
            for action in self._getting(way):
                if action not in self.refused and action not in self.asked:
                    return action
        return None

    def _getting(self, way: victuals.Victual) -> list[Action]:
        """The actions that would get food `way`, best first."""
        if way.way == victuals.PROVISIONS:
            return [Provision(way.source)]
        if way.way == victuals.LEMBAS:
            return [Lembas(way.source)]
        kind = Fetch if way.way == victuals.FETCH else Buy if way.way == victuals.BUY else None
        if kind is None:
            return []
        return [kind(h.name, way.source) for h in sorted(self.campaign.heroes, key=lambda h: -h.silver)
                if self._has_room(h, way.source)]

    def _has_room(self, hero: Hero, item: str) -> bool:
        """Whether `hero` would still keep `FOOD_PACE` of his pace carrying `item` too."""
        return traveller(hero.evolve(equipment=[*hero.equipment, item]), self.content).pace >= FOOD_PACE

    def _new_errand(self) -> Action | None:
        """The errand offered here that the company can reach soonest (none while one is in hand)."""
        if self.campaign.active_errands():
            return None
        offered = [(patron, e) for patron in self._receiving() for e in self._offers(patron)]
        best = self._soonest(offered)
        return TakeErrand(best[0], best[1].id) if best else None

    def _offers(self, patron: str) -> list[Errand]:
        """What `patron` offers this month that the company would take on (`_doable`)."""
        return [e for e in errands.offers(self.campaign, self.content, patron) if self._doable(e)]

    def _soonest(self, offered: list[tuple[str, Errand]]) -> tuple[str, Errand] | None:
        """Of those the company can reach with the food it has or can get here (and `HUNGRY_DAYS` more),
        and in time to do them: the errand that ends the arc, else the one that brings most clues to the
        shadow, else the one reached soonest."""
        reach = []
        fed = self.session.days_fed() + (HUNGRY_DAYS if self._food() is None else 10_000)
        for patron, errand in offered:
            days = self._days_to(errand.target)
            tpl = errands.template(self.content, errand)
            if days is not None and days <= fed and days + tpl.stay_days <= errand.deadline_day - errand.given_day:
                reach.append((not tpl.ends_arc, -tpl.success.clues, days, patron, errand.id, errand))
        return (min(reach)[3], min(reach)[5]) if reach else None

    def _seek_work(self) -> Action | None:
        """Go to a patron who would have work for the company (none while an errand is in hand): of those
        within `WORK_DAYS`, one who offers the errand that ends the arc first, then the one whose offers
        bring most clues to the shadow, then the nearest; with none so near, the nearest."""
        c, content = self.campaign, self.content
        if c.active_errands():
            return None
        homes = []
        for person in sorted(content.personalities.values(), key=lambda p: p.id):
            home = patrons.found_at(c, content, person.id)
            if home is None or home == c.place or patrons.refusal(c, content, person.id):
                continue
            offered = self._offers(person.id)
            if person in patrons.present(c, content, home) and offered:
                days = self._days_to(home)
                if days is not None:
                    tpls = [errands.template(content, e) for e in offered]
                    homes.append((not any(t.ends_arc for t in tpls), -max(t.success.clues for t in tpls), days, home))
        near = [h for h in homes if h[2] <= WORK_DAYS]
        return self._go(min(near)[3]) if near else self._go(min(homes, key=lambda h: h[2])[3]) if homes else None

    def _days_to(self, place: str) -> float | None:
        """Days of walking from here to `place`, those likely lost to the way counted (None: there is no way),
        kept for the month while the company and about its load stay the same (a route is planned afresh
        only then: the borg asks often, and an estimate is all it needs)."""
        c = self.campaign
        key = (c.place, place, c.date.year, c.date.month,
               tuple((h.name, len(h.equipment) // LOAD_STEP) for h in c.heroes))
        if self.days and next(iter(self.days))[2:4] != key[2:4]:
            self.days.clear()  # a new month
        if key not in self.days:
            try:
                self.days[key] = travel.plan(c, self.content, place).expected_days
            except CampaignError:
                self.days[key] = None
        return self.days[key]


def invariants(campaign: Campaign, content: Content) -> list[str]:
    """What must hold of any campaign after any action: each broken one in words."""
    problems = []
    for hero in campaign.heroes:
        if hero.silver < 0:
            problems.append(f"{hero.name} has {hero.silver} silver")
        if not 0 <= hero.pow_spent <= hero.attributes["POW"]:
            problems.append(f"{hero.name} has spent {hero.pow_spent} of {hero.attributes['POW']} POW")
        if any(d <= 0 for d in hero.wounds.values()):
            problems.append(f"{hero.name} has a wound of no damage: {hero.wounds}")
    ids = [e.id for e in campaign.errands]
    if len(set(ids)) != len(ids):
        problems.append("two errands share an id")
    for errand in campaign.active_errands():
        if errand.deadline_day < errand.given_day or campaign.tale.days > errand.deadline_day:
            problems.append(f"errand {errand.id} is active past its deadline")
    if (campaign.place is None) == (campaign.road is None):
        problems.append("the company is both at a place and on the road, or neither")
    if campaign.journal and campaign.journal[-1].day > campaign.tale.days:
        problems.append("the journal runs ahead of the days")
    return problems


RECRUITS = (("dwarf", "heavy_infantry"), ("human", "woodsman"), ("sindar", "ranger"), ("hobbit", "burglar"),
            ("noldor", "mage"))
"""The races and backgrounds of the heroes the borg makes for itself, in turn: a dwarf in mail to
lead (the hero the fights find first), a woodsman to keep the way and find food, a ranger, a burglar
and a mage."""
CANDIDATES = 3
"""Heroes the borg rolls for each place in the company, keeping the sturdiest (as a player who makes
a few and plays the one he likes)."""


def recruits(content: Content, seed: int, count: int) -> list[Hero]:
    """`count` heroes made from the seed, of the races and backgrounds of `RECRUITS` in turn, each the
    one of `CANDIDATES` rolled with the most hit points, each with his own name."""
    heroes = []
    for n in range(count):
        race, background = RECRUITS[n % len(RECRUITS)]
        rolled = []
        for k in range(CANDIDATES):
            draft = Draft(content, Random(f"{seed}:recruit:{n}:{k}"))
            draft.set_race(race)
            draft.set_background(background)
            draft.fill_defaults()
            rolled.append(draft.build())
        best = max(rolled, key=lambda h: character_sheet(h, content).hit_points)
        heroes.append(best.evolve(name=f"{best.name} {n + 1}"))
    return heroes


def autoplay(content: Content, seed: int, years: int, company: list[Hero], *, explorer: bool = True,
             check: Check | None = None, retire: bool = False,
             keeper: Callable[[Campaign], Keeper] | None = None) -> tuple[Summary, Campaign]:
    """A new campaign of `company` (the first the player's hero) played by the borg for `years`, kept by
    `keeper(campaign)` (in memory by default); with `retire`, the hero then retires at the next place."""
    campaign = new_campaign(content, company[0], seed, explorer, tuple(company[1:]))
    borg = Borg(Session(campaign, content, keeper(campaign) if keeper else MemoryKeeper()))
    summary = borg.play(years, check)
    if retire and not summary.stuck:
        borg.retire(summary)
    return summary, campaign


def _without(hero: Hero, item: str, count: int) -> Hero:
    """The hero with `count` fewer of `item` about him."""
    kit = list(hero.equipment)
    for _ in range(count):
        kit.remove(item)
    return hero.evolve(equipment=kit)
