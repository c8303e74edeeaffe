"""The state of a campaign: the company, where and when it is, what it has done and what the world
has become. Plain data only; the modules beside this one change it, and `codec` turns it into
JSON and back. Content is referred to by id, never copied in."""

from __future__ import annotations

from dataclasses import dataclass, field
from random import Random

from thirdage_tui.engine.hero import Hero
from thirdage_tui.world.calendar import Date
from thirdage_tui.world.delving import Delve
from thirdage_tui.world.encounters import Meeting
from thirdage_tui.world.journey import Food


class CampaignError(ValueError):
    """Something the company cannot do here and now; the message says why."""


@dataclass
class JournalEntry:
    """One line of the journal: the campaign day (from 0), its date, what kind of thing, the text."""

    day: int
    date: str
    kind: str
    text: str


@dataclass
class Errand:
    """An errand given by a patron, filled in from a template: where, against what, by when.

    `status` is "offered", "active", "done" or "failed"; `stayed` counts the days spent at the
    target of a scouting or watching errand."""

    id: str
    template: str
    patron: str
    target: str
    foe: str | None
    foe_count: int
    given_day: int
    deadline_day: int
    status: str = "offered"
    stayed: int = 0
    rival: str | None = None
    """The named foe at large the errand sends the company after (`rivals`; None: an unnamed band)."""


@dataclass
class Trip:
    """A journey under way: the planned path (map cell indices), how far along it, and how the
    company fares (food, fatigue). The route is rebuilt from the path when needed."""

    start: str
    end: str
    mode: str
    path: list[int]
    season: str | None
    hindered: bool = True
    boat: bool = False
    step: int = 0
    progress: float = 0.0
    food: Food = field(default_factory=Food)
    fatigue: dict[str, int] = field(default_factory=dict)
    hunger: dict[str, int] = field(default_factory=dict)
    """Days in a row each hero has gone without food (saves before hunger have none)."""


@dataclass
class Lore:
    """What the company has learnt of one kind of foe: times seen, fought and slain."""

    seen: int = 0
    fought: int = 0
    slain: int = 0


@dataclass
class Whereabouts:
    """A personality as the chronicle has changed him: "home", "away" or "dead", and where he
    now dwells when he has moved."""

    status: str = "home"
    dwells: str | None = None


@dataclass
class Grant:
    """One casting of a spell given by one of the great (5.2): the POW is already spent."""

    hero: str
    spell: str
    giver: str


@dataclass
class Tale:
    """The counters the hall of the fallen tells."""

    days: int = 0
    miles: float = 0.0
    fights: int = 0
    foes_slain: int = 0
    errands_done: int = 0
    errands_failed: int = 0
    deaths: int = 0


@dataclass
class Rival:
    """A named foe who fled a fight with the company and is remembered: what he is, the region he fled
    in, the day he was first met, how often he has got away, and whether he is slain at last."""

    name: str
    creature: str
    region: str | None
    first_met: int
    escaped: int = 1
    slain: bool = False


@dataclass
class Fall:
    """How the hero's tale ended (or, in explorer mode, how he nearly ended)."""

    hero: str
    cause: str
    date: str
    day: int


@dataclass
class Campaign:
    """A whole run. `heroes[0]` is the player's hero, the rest his companions of the Green Company.

    `place` is the place the company stands at (None on the road, where `road` says how far it
    has gone). `renown` holds points per personality id and per "folk:FOLK"; `danger`, `places`
    and `whereabouts` are what the chronicle has changed (`fired` lists its entries applied).
    `rolls` counts the random draws so far: the next one is seeded from (seed, rolls), so the same
    seed and the same choices replay the same run, across saves and loads."""

    seed: int
    heroes: list[Hero]
    place: str | None
    date: Date
    explorer: bool = False
    journal: list[JournalEntry] = field(default_factory=list)
    renown: dict[str, int] = field(default_factory=dict)
    errands: list[Errand] = field(default_factory=list)
    fired: list[str] = field(default_factory=list)
    danger: dict[str, int] = field(default_factory=dict)
    places: dict[str, str] = field(default_factory=dict)
    whereabouts: dict[str, Whereabouts] = field(default_factory=dict)
    monsters: dict[str, Lore] = field(default_factory=dict)
    grants: list[Grant] = field(default_factory=list)
    tale: Tale = field(default_factory=Tale)
    road: Trip | None = None
    pending: list[Meeting] = field(default_factory=list)
    """The bands met and not yet dealt with, the first to face first."""
    rolls: int = 0
    fallen: Fall | None = None
    slain: list[str] = field(default_factory=list)
    """The companions who fell in this tale, by name: the dead do not rejoin."""
    leadership: int = 0
    great_friend: bool = False
    received: list[str] = field(default_factory=list)
    supplied: dict[str, int] = field(default_factory=dict)
    boat: bool = False
    roles: dict[str, str] = field(default_factory=dict)
    """The company's roles on the road as the player gave them (role -> hero's name)."""
    stash: dict[str, list[str]] = field(default_factory=dict)
    """What the company has left at each place (place id -> item ids), to fetch later."""
    spoils: list[str] = field(default_factory=list)
    """What the foes of the last fight won left where they fell (item ids): taken or shared out, or
    left when the company moves on."""
    wander: bool = False
    """A free wander, not a campaign: no errands, no patrons; the wanderer's fall ends it."""
    clues: int = 0
    """What the Company has learnt of the shadow in Mirkwood (`arc`)."""
    arc_ended: str | None = None
    """The date the arc came to its end (None: not yet)."""
    legends: list[str] = field(default_factory=list)
    """The heroes whose CHA counts the legendary item they bear (2.4 item 3)."""
    retired: str | None = None
    """The date the hero retired, ending the run in honour (None: he has not)."""
    rivals: list[Rival] = field(default_factory=list)
    """The named foes who got away from the company (`rivals`)."""
    hero_files: list[str] = field(default_factory=list)
    """The hero files the company came from (their names in the saves folder), the player's hero's
    first: none of them may begin another run while this one lives (older saves name none)."""
    delve: Delve | None = None
    """The company inside a site (`campaign.delves`; None: it is not)."""
    sites: dict[str, Delve] = field(default_factory=dict)
    """Each site as the company last left it, by id: what was found, opened, taken and beaten stays so."""
    unburnt: dict[str, dict[str, int]] = field(default_factory=dict)
    """Hero name -> what he carried out of a site part-burnt (by what a light spends: a flask of oil, a
    torch, the candles), in melee rounds left: his next lighting, in any site, burns only that."""

    @property
    def hero(self) -> Hero:
        """The player's hero."""
        return self.heroes[0]

    @property
    def over(self) -> bool:
        """The run has ended: the hero retired, or fell with no coming back outside explorer mode."""
        return self.retired is not None or self.fallen is not None and not self.explorer

    def rng(self) -> Random:
        """The dice for the next action, seeded from the run's seed and the draws made so far."""
        self.rolls += 1
        return Random(f"{self.seed}:{self.rolls}")

    def companion(self, name: str) -> Hero:
        """A hero of the company by name (CampaignError naming those there are)."""
        for hero in self.heroes:
            if hero.name == name:
                return hero
        raise CampaignError(f"no hero named {name!r} in the company: {', '.join(h.name for h in self.heroes)}")

    def replace_hero(self, hero: Hero) -> None:
        """Put an evolved hero back in his place in the company."""
        self.heroes = [hero if h.name == hero.name else h for h in self.heroes]

    def errand(self, errand_id: str) -> Errand:
        """An errand taken on, by id (CampaignError if there is none)."""
        for errand in self.errands:
            if errand.id == errand_id:
                return errand
        raise CampaignError(f"no errand {errand_id!r} in hand")

    def active_errands(self) -> list[Errand]:
        return [e for e in self.errands if e.status == "active"]
