"""A running campaign: the one object a front end drives. It is handed an action and answers with
events (after the python-tcod tutorial: actions are small objects that perform themselves on the
engine); every rule is the campaign modules', every refusal an event, never an exception.

    session = Session(campaign, content, keeper)
    for event in session.perform(SetOut("carrock", "walk")):
        ...  # Noted, Refused, DayOnRoad, Arrived, ErrandEnded, BandMet, Fought, Captured, HeroFell, Saved...

The session keeps the run (through its `Keeper`: the campaign layer touches no file): at each dawn
(after any action that lets a day pass), before and after each fight, and on leaving. When the
hero falls it has his tale told in the hall: in permadeath the run ends there, in explorer mode he
is carried home and it goes on. A fight played on a screen is begun (`BeginFight`: the battle,
mustered where the company stands) and ended (`EndFight`: the finished battle carried back, once)
through it, so a band is taken from those pending only with the checks `fights.face` makes.

Free wandering is a mode of the same loop (`Campaign.wander`, begun by `start.wander`): no errands
and no patrons, the rest as a campaign plays it; its keeper writes the hero back to his file."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING, ClassVar, Protocol, TypeVar

from thirdage_tui.campaign import (
    capture,
    delves,
    downtime,
    errands,
    fights,
    learning,
    legacy,
    market,
    meetings,
    pack,
    patrons,
    reputation,
    spellcraft,
    start,
    travel,
    victuals,
)
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.combat.aftermath import aftermath
from thirdage_tui.world.delving import Met

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign, Errand, Fall, Grant, JournalEntry
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.content.models.road import Role, Ware
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.advancement import Roll
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.delving import Cell, DelveAction, DelveEvent, Glimpse
    from thirdage_tui.world.encounters import Meeting
    from thirdage_tui.world.journey import Day
    from thirdage_tui.world.roles import Candidate
    from thirdage_tui.world.route import Route

T = TypeVar("T")

ENDED = ("done", "failed")
"""An errand's status once it is over."""
NO_PATRONS = "a wanderer serves no patron: begin a campaign for that"


class KeepError(Exception):
    """A keeper could not keep the run; the message says why, in words."""


class Keeper(Protocol):
    """Where a running campaign is kept (`persistence.keepers`); the session says when."""

    @property
    def name(self) -> str:
        """The run's file as the player knows it."""
        ...

    def save(self, campaign: Campaign, content: Content) -> None:
        """Keep the run as it is now (KeepError why not)."""
        ...

    def bury(self, campaign: Campaign, content: Content) -> str | None:
        """The hero has fallen: tell his tale in the hall (in permadeath the run's save goes with it);
        where the tale is kept, or None when none is (KeepError why not)."""
        ...


# -- events: what happened, for a front end to tell


@dataclass(frozen=True)
class SessionEvent:
    """Something that happened."""


@dataclass(frozen=True)
class Noted(SessionEvent):
    """The lines the action wrote in the journal."""

    entries: tuple[JournalEntry, ...]


@dataclass(frozen=True)
class Refused(SessionEvent):
    """The action cannot be done here and now."""

    why: str


@dataclass(frozen=True)
class ErrandEnded(SessionEvent):
    """An errand is over, done or failed; its title and what it brought, in words."""

    errand: Errand
    title: str
    brought: str

    @property
    def done(self) -> bool:
        return self.errand.status == "done"


@dataclass(frozen=True)
class Arrived(SessionEvent):
    """The company has reached the end of its road."""

    place: Place


@dataclass(frozen=True)
class DayOnRoad(SessionEvent):
    """A day on the road, as the journey tells it (its date, what was done, the miles, each event)."""

    day: Day


@dataclass(frozen=True)
class BandMet(SessionEvent):
    """A band before the company: how far off a fight would begin, the courses the rules allow now
    (and why the others are not), and what the company knows of its kind (`fights.lore`)."""

    meeting: Meeting
    distance_ft: int
    courses: tuple[meetings.Course, ...]
    lore: str


@dataclass(frozen=True)
class FightBegun(SessionEvent):
    """A fight to play round by round: end it with `EndFight(battle)`. In a site, `sight` tells the
    squares the company has seen or sees as the fight stands (the screen draws no others)."""

    battle: Battle
    band: Meeting
    sight: Callable[[Battle], frozenset[Cell]] | None = None


@dataclass(frozen=True)
class Fought(SessionEvent):
    """A fight carried back into the campaign: its report (the aftermath applied, once), the journal
    lines it wrote, and what the company now knows of each kind of foe in it (creature id, lore)."""

    report: fights.FightReport
    written: tuple[str, ...]
    lore: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Delved(SessionEvent):
    """What an action in a site did, in order (`world.delving`'s events: rolls, moves, what was found...);
    a band met there is a `FightBegun` after it."""

    events: tuple[DelveEvent, ...]


@dataclass(frozen=True)
class Captured(SessionEvent):
    """Heroes taken alive by the foes, and how their captivity ended (`capture.Captivity`)."""

    captivity: capture.Captivity


@dataclass(frozen=True)
class LessonOver(SessionEvent):
    """The roll at the end of a lesson."""

    hero: str
    roll: Roll


@dataclass(frozen=True)
class HeroFell(SessionEvent):
    """The player's hero has fallen: `ended` in permadeath or a wander (explorer mode carries him home);
    `tale` is where the hall keeps his tale (None: nowhere)."""

    hero: str
    cause: str
    ended: bool
    tale: str | None


@dataclass(frozen=True)
class HeroRetired(SessionEvent):
    """The player's hero has retired in honour and the run is over; `tale` is where the hall keeps
    his record (None: nowhere)."""

    hero: str
    tale: str | None


@dataclass(frozen=True)
class Saved(SessionEvent):
    """The run is kept."""

    name: str


@dataclass(frozen=True)
class NotSaved(SessionEvent):
    """The run could not be kept."""

    name: str
    why: str


# -- actions: what the company does


@dataclass(frozen=True)
class Action:
    """Something the company does. `run` does it through the campaign modules (CampaignError says why
    it cannot) and yields what the journal does not tell."""

    serves_patrons: ClassVar[bool] = False
    """Patrons' deeds and errands: not for a wanderer."""

    def run(self, session: Session) -> Iterator[SessionEvent]:
        raise NotImplementedError


@dataclass(frozen=True)
class Deed(Action):
    """An action that is one call of a campaign rule: `rule(campaign, content, *fields)`, whose
    doings the journal tells."""

    rule: ClassVar[Callable[..., object]]

    def run(self, session: Session) -> Iterator[SessionEvent]:
        self.call(type(self).rule, session)
        yield from ()

    def call(self, rule: Callable[..., T], session: Session) -> T:
        """`rule(campaign, content, *fields)`, and what it answers."""
        return rule(session.campaign, session.content, *(getattr(self, f.name) for f in fields(self)))


@dataclass(frozen=True)
class SetOut(Deed):
    """Leave the place for `place` at `pace`."""

    rule = travel.set_out
    place: str
    pace: str = "walk"


@dataclass(frozen=True)
class HireBoat(Deed):
    """Hire the boats the company needs of the river folk at the place it stands at."""

    rule = travel.hire_boat


@dataclass(frozen=True)
class RoadDay(Deed):
    """A day on the road: the journey tells it, and may end at the road's end."""

    rule: ClassVar[Callable[..., Day]]

    def run(self, session: Session) -> Iterator[SessionEvent]:
        yield DayOnRoad(self.call(type(self).rule, session))
        yield from session.arrival()


@dataclass(frozen=True)
class Travel(RoadDay):
    """A day on the road, at `pace` (the journey's own by default)."""

    rule = travel.travel
    pace: str | None = None


@dataclass(frozen=True)
class Camp(RoadDay):
    """A day of rest in camp on the road."""

    rule = travel.camp


@dataclass(frozen=True)
class Hunt(RoadDay):
    """A day finding food on the road: `how` is "hunt", "forage" or "fish" (the travel rules' gathering)."""

    rule = travel.gather
    how: str = "hunt"


@dataclass(frozen=True)
class GiveRole(Deed):
    """Give one of the company's roles on the road (guide, hunter, look-out, scout) to `hero`."""

    rule = travel.give_role
    role: str
    hero: str


@dataclass(frozen=True)
class Drop(Deed):
    """`hero` leaves `count` of an item behind for good."""

    rule = pack.drop
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Stash(Deed):
    """`hero` leaves `count` of an item in store at this place."""

    rule = pack.stash
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Fetch(Deed):
    """`hero` takes `count` of an item from what the company left at this place."""

    rule = pack.fetch
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Give(Deed):
    """`hero` hands `count` of an item to the companion `to`."""

    rule = pack.give
    hero: str
    to: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Wear(Deed):
    """`hero` puts on a piece of armour he carries."""

    rule = pack.wear
    hero: str
    item: str


@dataclass(frozen=True)
class TakeOff(Deed):
    """`hero` takes off a piece of armour he wears, and carries it."""

    rule = pack.take_off
    hero: str
    item: str


@dataclass(frozen=True)
class Wield(Deed):
    """`hero` chooses the weapon he has in hand when a fight starts (`item` None: his best)."""

    rule = pack.wield
    hero: str
    item: str | None


@dataclass(frozen=True)
class Load(Deed):
    """`hero` loads `count` of a thing he carries on his mounts."""

    rule = pack.load
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class Unload(Deed):
    """`hero` takes `count` of a thing off his mounts, to carry himself."""

    rule = pack.unload
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class TakeSpoils(Deed):
    """`hero` takes `count` of what the foes of the last fight left where they fell."""

    rule = pack.take_spoils
    hero: str
    item: str
    count: int = 1


@dataclass(frozen=True)
class ShareSpoils(Deed):
    """The last fight's spoils shared out among the company, each thing to the next who can carry it."""

    rule = pack.share_spoils


@dataclass(frozen=True)
class Buy(Deed):
    """`hero` buys `count` of a ware at this place's market, haggling over the price or not."""

    rule = market.buy
    hero: str
    item: str
    count: int = 1
    haggle: bool = False


@dataclass(frozen=True)
class Sell(Deed):
    """`hero` sells `count` of a thing to this place's market, haggling over the price or not."""

    rule = market.sell
    hero: str
    item: str
    count: int = 1
    haggle: bool = False


@dataclass(frozen=True)
class Rest(Deed):
    """Whole days of rest at a place (`downtime.RESTS` are those offered)."""

    rule = downtime.rest
    days: int = 1


@dataclass(frozen=True)
class WinterQuarters(Deed):
    """Rest at a place until spring."""

    rule = downtime.winter_quarters


@dataclass(frozen=True)
class PatronDeed(Deed):
    """A deed asked of a patron here: `rule(campaign, content, patron, *the other fields)`."""

    serves_patrons = True
    patron: str


@dataclass(frozen=True)
class Heal(PatronDeed):
    """A patron's healing for the company."""

    rule = patrons.heal


@dataclass(frozen=True)
class Lembas(PatronDeed):
    """Waybread from a patron of the Elves."""

    rule = patrons.lembas


@dataclass(frozen=True)
class Provision(PatronDeed):
    """A patron's provisions (and a boat, if he has boats) for the company."""

    rule = patrons.provision


@dataclass(frozen=True)
class Gift(PatronDeed):
    """A gift from a patron's treasures, for `hero`."""

    rule = patrons.give
    item: str
    hero: str


@dataclass(frozen=True)
class AskCasting(PatronDeed):
    """A single casting of `spell`, laid on `hero` by a patron."""

    rule = patrons.grant_spell
    spell: str
    hero: str


@dataclass(frozen=True)
class Supply(PatronDeed):
    """A thing from a patron's stores, carried by `hero`."""

    rule = patrons.supply
    item: str
    hero: str


@dataclass(frozen=True)
class TakeErrand(PatronDeed):
    """Take on an errand a patron here offers."""

    rule = patrons.take_errand
    errand: str


@dataclass(frozen=True)
class Schooling(Deed):
    """A lesson with a teacher (a personality id or `patrons.HIRED`): its weeks pass, then the roll."""

    rule: ClassVar[Callable[..., Roll]]
    serves_patrons = True
    hero: str

    def run(self, session: Session) -> Iterator[SessionEvent]:
        yield LessonOver(self.hero, self.call(type(self).rule, session))


@dataclass(frozen=True)
class Train(Schooling):
    """Weeks of training an attribute (2.3)."""

    rule = patrons.train
    attribute: str
    teacher: str


@dataclass(frozen=True)
class Learn(Schooling):
    """A week learning a skill (4.3)."""

    rule = patrons.learn
    skill: str
    teacher: str


@dataclass(frozen=True)
class Supplicate(Action):
    """POW given up to the Valar by `hero` for Hero Magic (to `level`) or a spell (5.3.1)."""

    hero: str
    hero_magic: str | None = None
    level: int | None = None
    spell: str | None = None

    def run(self, session: Session) -> Iterator[SessionEvent]:
        downtime.sacrifice(session.campaign, session.content, self.hero, hero_magic=self.hero_magic,
                           level=self.level, spell=self.spell)
        yield from ()


@dataclass(frozen=True)
class Cast(Deed):
    """Speak a casting laid on `hero`, away from any fight."""

    rule = patrons.cast_grant
    hero: str
    spell: str


@dataclass(frozen=True)
class CastOwn(Deed):
    """`hero` casts a spell of his own that is not for fights, paying its POW (5.2)."""

    rule = spellcraft.cast_own
    hero: str
    spell: str


@dataclass(frozen=True)
class Join(Deed):
    """A companion of the Green Company joins the company here."""

    rule = start.join
    companion: Hero


@dataclass(frozen=True)
class Face(Action):
    """Deal with the first band met at once: fight it (the blows fall by the engine's tactics), slip
    away, flee or parley (`meetings.COURSES`). With `grid`, a fight that a failed flight or parley
    brings on is played round by round on a screen (`FightBegun`), not resolved at once."""

    course: str = "fight"
    grid: bool = False

    def run(self, session: Session) -> Iterator[SessionEvent]:
        campaign, content = session.campaign, session.content
        fights.first_band(campaign, content, self.course)
        if session.battle is not None and self.grid:
            raise CampaignError("a fight is under way")
        yield from session.save()
        mark = len(campaign.journal)
        if not self.grid or self.course == "fight":
            report = fights.face(campaign, content, self.course)
            if report is not None:
                yield from session.fought(report, mark)
            return
        meeting = fights.evade(campaign, content, self.course)
        if meeting is not None:
            session.battle, session.quarry_of = fights.begin_band(campaign, content, meeting), None
            session.led_by = meeting.rival
            yield FightBegun(session.battle, meeting)


@dataclass(frozen=True)
class Seek(Action):
    """Seek out an errand's foe here and fight it at once."""

    serves_patrons = True
    errand: str

    def run(self, session: Session) -> Iterator[SessionEvent]:
        campaign, content = session.campaign, session.content
        fights.quarry(campaign, content, self.errand)
        yield from session.save()
        mark = len(campaign.journal)
        yield from session.fought(fights.confront(campaign, content, self.errand), mark)


@dataclass(frozen=True)
class BeginFight(Action):
    """A fight to play round by round on a screen: with the first band met, or with the foe of
    `errand` sought out here. The battlefield is the engine's, whatever the screen's size."""

    errand: str | None = None

    def run(self, session: Session) -> Iterator[SessionEvent]:
        campaign, content = session.campaign, session.content
        if session.battle is not None:
            raise CampaignError("a fight is under way")
        if self.errand is None:
            band = fights.first_band(campaign, content)
            yield from session.save()
            battle = fights.begin_band(campaign, content)
        else:
            errand, band = fights.quarry(campaign, content, self.errand)
            yield from session.save()
            battle = fights.begin_quarry(campaign, content, errand.id)
        session.battle, session.quarry_of, session.led_by = battle, self.errand, band.rival
        yield FightBegun(battle, band)


@dataclass(frozen=True)
class EndFight(Action):
    """The fight begun is over: carry it back into the campaign (an errand's foe slain ends the errand)."""

    battle: Battle

    def run(self, session: Session) -> Iterator[SessionEvent]:
        campaign, content = session.campaign, session.content
        if self.battle is not session.battle:
            raise CampaignError("that is not the fight under way")
        errand, led_by = session.quarry_of, session.led_by
        session.battle, session.quarry_of, session.led_by = None, None, None
        band, session.site_band = session.site_band, None
        mark = len(campaign.journal)
        try:
            report = (fights.confront(campaign, content, errand, self.battle) if errand else
                      fights.settle(campaign, content, self.battle, led_by))
        except CampaignError as exc:  # the fight is told, though nothing of it is kept
            yield Refused(str(exc))
            yield Fought(fights.FightReport(aftermath(self.battle, content, campaign.rng()), (), ()), (), ())
            return
        if band is not None:
            delves.after_fight(campaign, content, band, report)
        yield from session.fought(report, mark)


@dataclass(frozen=True)
class EnterSite(Action):
    """Go into a site at the place the company stands at (`Session.sites_here`)."""

    site: str

    def run(self, session: Session) -> Iterator[SessionEvent]:
        delves.enter(session.campaign, session.content, self.site)
        yield from session.save()


@dataclass(frozen=True)
class Explore(Action):
    """One action inside the site (a step, a search, a lock picked...: `world.delving`'s actions)."""

    action: DelveAction

    def run(self, session: Session) -> Iterator[SessionEvent]:
        if session.battle is not None:
            raise CampaignError("a fight is under way")
        yield from session.delved(delves.explore(session.campaign, session.content, self.action))


@dataclass(frozen=True)
class LeaveSite(Action):
    """Come out of the site (from a way out)."""

    def run(self, session: Session) -> Iterator[SessionEvent]:
        yield from session.delved(delves.leave(session.campaign, session.content))


@dataclass(frozen=True)
class Retire(Action):
    """The hero retires here, on his deeds: the run ends, and the hall keeps his record."""

    serves_patrons = True

    def run(self, session: Session) -> Iterator[SessionEvent]:
        campaign = session.campaign
        legacy.retire(campaign, session.content)
        try:
            tale = session.keeper.bury(campaign, session.content)
        except KeepError as exc:
            yield NotSaved(session.keeper.name, str(exc))
            tale = None
        yield HeroRetired(campaign.hero.name, tale)


@dataclass(frozen=True)
class Save(Action):
    """Keep the run now."""

    def run(self, session: Session) -> Iterator[SessionEvent]:
        yield from session.save()


@dataclass(frozen=True)
class Leave(Action):
    """Leave the run for now: it is kept, unless its tale has ended."""

    def run(self, session: Session) -> Iterator[SessionEvent]:
        if not session.campaign.over:
            yield from session.save()


IN_A_SITE = (Explore, LeaveSite, EndFight, Save, Leave, Drop, Give, Wear, TakeOff, Wield, TakeSpoils, ShareSpoils)
"""What the company may do inside a site; anything else waits until it comes out."""


# -- the session


class Session:
    """A campaign (or a wander) under way: perform actions, ask what may be done."""

    def __init__(self, campaign: Campaign, content: Content, keeper: Keeper) -> None:
        self.campaign = campaign
        self.content = content
        """The content the run is played with (a front end hands in the content read afresh)."""
        self.keeper = keeper
        self.battle: Battle | None = None
        """The fight begun and not yet ended."""
        self.quarry_of: str | None = None
        """The errand whose foe that fight is with (None: a band met)."""
        self.led_by: str | None = None
        """The named foe who leads the band that fight is with (None: nobody the company knows)."""
        self.site_band: str | None = None
        """The band of the site the company is in that fight is with (its letter; None: none)."""
        self.told = {e.id for e in campaign.errands if e.status in ENDED}
        """The errands whose end has been told."""
        self.announced: Meeting | None = None
        """The band last told of as met."""

    def perform(self, action: Action) -> list[SessionEvent]:
        """Do `action`; what happened, in order: the journal's lines, the action's own events, the
        errands ended, the hero's fall or the run kept, and a band newly upon the company."""
        c = self.campaign
        days, fallen, lines = c.tale.days, c.fallen, len(c.journal)
        try:
            if action.serves_patrons and c.wander:
                raise CampaignError(NO_PATRONS)
            if c.delve is not None and not isinstance(action, IN_A_SITE):
                raise CampaignError(f"the company is in {self.content.sites[c.delve.site].name}: come out first")
            told = list(action.run(self))
        except CampaignError as exc:
            return [Refused(str(exc))]
        reputation.heed_legends(c, self.content)
        events: list[SessionEvent] = [Noted(tuple(c.journal[lines:]))] if len(c.journal) > lines else []
        events += told
        events += self._errands_ended()
        if c.fallen is not None and c.fallen is not fallen:
            events += self._mourn(c.fallen)
        elif c.tale.days > days or any(isinstance(e, Fought) for e in told):
            events += self.save()
        band = self.band()
        if band is not None and band.meeting is not self.announced:
            self.announced = band.meeting
            events.append(band)
        return events

    # -- what the actions call
    def save(self) -> Iterator[SessionEvent]:
        """Keep the run; Saved or NotSaved."""
        try:
            self.keeper.save(self.campaign, self.content)
        except KeepError as exc:
            yield NotSaved(self.keeper.name, str(exc))
        else:
            yield Saved(self.keeper.name)

    def arrival(self) -> Iterator[SessionEvent]:
        """Arrived, when the day's road has brought the company to its end."""
        if self.campaign.place is not None:
            yield Arrived(self.content.places[self.campaign.place])

    def fought(self, report: fights.FightReport, mark: int) -> Iterator[SessionEvent]:
        """A fight's report with the journal lines written since `mark` and the lore of its foes; then
        the captivity of those the foes took, if any."""
        yield Fought(report, tuple(e.text for e in self.campaign.journal[mark:]),
                     tuple((kind, fights.lore(self.campaign, kind)) for kind in sorted(report.aftermath.foes)))
        if report.captivity is not None:
            yield Captured(report.captivity)

    def delved(self, events: list[DelveEvent]) -> Iterator[SessionEvent]:
        """What an action in a site did; a band met there begins a fight (after the run is kept), and a
        delve ended is kept."""
        yield Delved(tuple(events))
        c = self.campaign
        met = next((e for e in events if isinstance(e, Met)), None)
        if c.delve is None or c.over:
            if not c.over:
                yield from self.save()
        elif met is not None:
            yield from self.save()
            self.battle, meeting, sight = delves.begin_fight(c, self.content, met.letter)
            self.quarry_of, self.site_band = None, met.letter
            yield FightBegun(self.battle, meeting, sight)

    def _errands_ended(self) -> list[SessionEvent]:
        out: list[SessionEvent] = []
        for errand in self.campaign.errands:
            if errand.status in ENDED and errand.id not in self.told:
                self.told.add(errand.id)
                out.append(ErrandEnded(errand, errands.title(self.content, errand),
                                       errands.brought(self.content, errand)))
        return out

    def _mourn(self, fall: Fall) -> list[SessionEvent]:
        """The hero has fallen: his tale to the hall, by the keeper."""
        c, hero, cause = self.campaign, fall.hero, fall.cause
        try:
            tale = self.keeper.bury(c, self.content)
        except KeepError as exc:
            return [NotSaved(self.keeper.name, str(exc)), HeroFell(hero, cause, c.over, None)]
        return [HeroFell(hero, cause, c.over, tale)]

    # -- what may be done
    def band(self) -> BandMet | None:
        """The first band upon the company, and what may be done about it (None: none, or a fight is
        under way)."""
        c = self.campaign
        if not c.pending or c.over or self.battle is not None:
            return None
        return self.met(c.pending[0])

    def quarry(self) -> BandMet | None:
        """The first errand's foe waiting here to be sought out (None: none)."""
        found = fights.quarries(self.campaign, self.content)
        if not found or self.battle is not None:
            return None
        return self.met(meetings.sought(found[0]))

    def met(self, meeting: Meeting) -> BandMet:
        return BandMet(meeting, meetings.distance_ft(meeting.surprised), meetings.courses(self.content, meeting),
                       fights.lore(self.campaign, meeting.creature))

    def sites_here(self) -> list[Site]:
        """The sites the company may go into where it stands."""
        return delves.here(self.campaign, self.content)

    def glimpse(self) -> Glimpse | None:
        """What the company sees in the site it is in (None: it is in none)."""
        return delves.glimpse(self.campaign, self.content)

    def destinations(self) -> list[tuple[Place, bool]]:
        """Where the company may set out for, each with whether an errand leads there (those first)."""
        return travel.destinations(self.campaign, self.content)

    def paces(self, place: str) -> dict[str, Route | str]:
        """The route to `place` at each pace, or why not at that pace."""
        return travel.paces(self.campaign, self.content, place)

    def boat_price(self) -> int | None:
        """The silver boats for the company cost here (None: it has one, or none are hired here)."""
        return travel.boat_price(self.campaign, self.content)

    def days_fed(self) -> int:
        """The whole days the company's food lasts."""
        return travel.days_fed(self.campaign, self.content)

    def gatherings(self) -> list[tuple[str, str, str | None]]:
        """The ways of finding food on the road: (id, words, why not here)."""
        return travel.gatherings(self.campaign, self.content)

    def lives_off_the_land(self) -> bool:
        """Whether a day's hunting or foraging on the road could feed anyone of the company (its hunter's
        skill at it above 0)."""
        return any(way.chance > 0 for way in victuals.off_the_land(self.campaign, self.content))

    def victuals(self) -> list[victuals.Victual]:
        """What can feed the company where it stands, and why not each way that cannot."""
        return victuals.victuals(self.campaign, self.content)

    def roles(self) -> dict[Role, str]:
        """Who holds each of the company's roles on the road."""
        return travel.roles(self.campaign, self.content)

    def role_candidates(self, role: Role) -> list[Candidate]:
        """Each hero at `role`'s task as he would be holding it."""
        return travel.role_candidates(self.campaign, self.content, role)

    def wares(self) -> list[Ware]:
        """What the market here sells (none where there is no market)."""
        try:
            return market.wares(self.campaign, self.content)
        except CampaignError:
            return []

    def haggle(self, hero: str) -> market.Haggle:
        """How `hero` would fare haggling with a merchant."""
        return market.haggle(self.content, self.campaign.companion(hero))

    def stashed(self) -> list[str]:
        """What the company left in store at the place it stands at."""
        place = self.campaign.place
        return list(self.campaign.stash.get(place, [])) if place else []

    def stays(self) -> list[downtime.Stay]:
        """The rests on offer at a place."""
        return downtime.stays(self.campaign, self.content)

    def lessons(self) -> list[learning.Lesson]:
        """The lessons on offer here (none for a wanderer)."""
        return [] if self.campaign.wander else learning.lessons(self.campaign, self.content)

    def petitions(self) -> list[learning.Petition]:
        """The magic the hero could petition the Valar for, with its cost."""
        return learning.petitions(self.campaign, self.content)

    def own_spells(self) -> list[tuple[str, str, str | None]]:
        """The spells the company's heroes know, each (hero, spell, why it cannot be cast now)."""
        return spellcraft.own_spells(self.campaign, self.content)

    def castings(self) -> list[tuple[Grant, str | None]]:
        """The castings laid on the company's heroes, each with why it cannot be spoken now."""
        c = self.campaign
        return [(g, patrons.cast_refusal(c, self.content, g.hero, g.spell)) for g in c.grants]
