"""The campaign's home screen: the date, where the company is, its heroes' HP and POW, the errands in
hand, the journal and the run's seed; from here the company travels, meets its patrons, rests,
trains, fights and saves. The run is the campaign session's (`thirdage_tui.campaign.session`): this
screen asks it what may be done, hands it what the player chose and tells what it answers — the
run kept at each dawn, around each fight and on leaving; the hero's fall, after which his tale is in
the hall of the fallen (in permadeath the run ends there; in explorer mode he is carried home)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Header, Static

from thirdage_tui.campaign import market, spellcraft, travel
from thirdage_tui.campaign.clock import calendar
from thirdage_tui.campaign.downtime import WINTER
from thirdage_tui.campaign.session import (
    Action,
    Arrived,
    BandMet,
    BeginFight,
    Camp,
    Captured,
    Cast,
    CastOwn,
    EnterSite,
    Face,
    FightBegun,
    Fought,
    HeroFell,
    HeroRetired,
    Hunt,
    Leave,
    NotSaved,
    Rest,
    Retire,
    Save,
    Saved,
    Seek,
    Session,
    SessionEvent,
    Travel,
    WinterQuarters,
)
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.persistence.keepers import CampaignKeeper
from thirdage_tui.tui.screens.band_met import EncounterScreen, play_on_grid
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask
from thirdage_tui.tui.screens.maps import CampaignMapScreen, DayAsked, days_text, find_food
from thirdage_tui.tui.screens.role_choice import roles
from thirdage_tui.tui.screens.training import lessons, petition, petitions, study
from thirdage_tui.tui.tidings import tell
from thirdage_tui.tui.widgets.company_panel import company_text, errands_text
from thirdage_tui.tui.widgets.journal import JournalLog

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content
    from thirdage_tui.tui.app import ThirdAgeApp

RESTS = {"day": "Rest a day", "week": "Rest a game week", "long": "Long rest: two game weeks"}
"""The rests the session offers, in words (winter quarters are told with their days)."""
DAYS = {"travel": Travel, "camp": Camp}
"""A day on the road, by its kind."""


class CampaignScreen(GameScreen[None]):
    """A run of the Green Company, from its home screen."""

    DEFAULT_CSS = """
    CampaignScreen {
        #camp-status { height: 2; padding: 0 1; background: $boost; }
        #camp-body { height: 1fr; }
        #camp-side { width: 36; }
        #camp-company, #camp-errands { height: auto; border: round $primary 50%; padding: 0 1; }
        #camp-errands { height: 1fr; }
        #camp-journal { width: 1fr; border: round $secondary 50%; }
        &.-wide #camp-side { width: 52; }
    }
    """

    DECLINES: ClassVar[frozenset[str]] = frozenset({"sheet"})
    """Destinations the palette leaves out over this screen: the sheet of the hero's file (its own
    `i` shows him as the campaign has him)."""
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "go", "Go", id="campaign.go"),
        Binding("t", "travel", "Travel on", id="campaign.travel"),
        Binding("c", "camp", "Camp", id="campaign.camp"),  # on the road; at a place c casts, as in a fight
        Binding("u", "hunt", "Food", id="campaign.hunt"),  # u as on the maps, whose h moves the cursor
        Binding("a", "pack", "Pack", id="campaign.pack"),
        Binding("w", "market", "Market", id="campaign.market"),
        Binding("o", "roles", "Roles", id="campaign.roles", show=False),
        Binding("b", "band", "Band!", id="campaign.band"),
        Binding("p", "people", "People", id="campaign.people"),
        Binding("f", "seek", "Seek", id="campaign.seek"),
        Binding("greater_than_sign", "site", "Enter site", id="campaign.site",
                tooltip="go into a site here (a barrow, a cave, a hold) and explore it square by square"),
        Binding("r", "rest", "Rest", id="campaign.rest"),
        Binding("l", "learn", "Learn", id="campaign.learn"),
        Binding("m", "magic", "New magic", id="campaign.magic", show=False),
        Binding("c", "cast", "Cast", id="campaign.cast", show=False),
        Binding("e", "errands", "Errands", id="campaign.errands", show=False),
        Binding("k", "chronicle", "Chronicle", id="campaign.chronicle", show=False),
        Binding("i", "sheet", "Sheet", id="campaign.sheet"),
        Binding("R", "retire", "Retire", id="campaign.retire", show=False),
        Binding("s", "save", "Save", id="campaign.save"),
        Binding("escape", "leave", "Leave", id="campaign.leave"),
    ]
    AT_PLACE = frozenset({"people", "rest", "learn", "magic", "cast"})
    ON_ROAD = frozenset({"travel", "camp", "hunt"})

    def __init__(self, campaign: Campaign, path: Path, *, new: bool = False) -> None:
        super().__init__()
        self.campaign = campaign
        self.path = path
        """Where this run is saved."""
        self.new = new
        """A run just begun, saved as the screen opens."""
        self._session: Session | None = None

    @property
    def session(self) -> Session:
        """The run under way (begun with the app's content when first asked for)."""
        if self._session is None:
            self._session = Session(self.campaign, self.app.content, CampaignKeeper(self.path))
        return self._session

    @property
    def content(self) -> Content:
        return self.session.content

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="camp-status")
        with Horizontal(id="camp-body"):
            with Vertical(id="camp-side"):
                yield Static(id="camp-company")
                yield Static(id="camp-errands")
            yield JournalLog(id="camp-journal")
        yield Footer(compact=True, show_command_palette=False)  # every key within 80 columns; ^p still opens it

    def on_mount(self) -> None:
        self.query_one("#camp-company").border_title = "Company"
        self.query_one("#camp-errands").border_title = "Errands"
        self.query_one("#camp-journal").border_title = "Journal"
        self.show()
        if self.new:
            self.perform(Save())
        if self.campaign.pending:
            self.call_after_refresh(self.action_band)
        elif self.campaign.delve is not None:
            self.call_after_refresh(self.explore)

    def on_screen_resume(self) -> None:
        self.show()

    def on_third_age_app_content_reloaded(self, event: ThirdAgeApp.ContentReloaded) -> None:
        """Go on with the content read afresh."""
        self.session.content = event.content
        self.show()

    # -- what is shown
    def status_line(self) -> str:
        """The date and where the company is; under it, on the road, its food, then the seed, and at a
        place the sites entered from it (each line fits 80 columns)."""
        c, content = self.campaign, self.content
        date = calendar(content).label(c.date)
        mode = " · [b reverse] EXPLORER [/]" if c.explorer else ""
        if c.place is not None:
            sites = "".join(f" · [b]>[/b] {escape(site.name)}" for site in self.session.sites_here())
            return f"{date} · day {c.tale.days} · at [b]{in_sentence(content.places[c.place].name)}[/b]\nseed {c.seed}{mode}{sites}"
        road, fed = c.road, self.session.days_fed()
        assert road is not None, "a company at no place is on the road"
        return (f"{date} · day {c.tale.days} · to [b]{in_sentence(content.places[road.end].name)}[/b]\n"
                f"[{'red' if fed == 0 else 'default'}]food for {days_text(fed)}[/] · seed {c.seed}{mode}")

    def show(self) -> None:
        """Bring every panel up to date with the campaign."""
        c, content = self.campaign, self.content
        self.sub_title = c.hero.name
        self.query_one("#camp-status", Static).update(self.status_line())
        self.query_one("#camp-company", Static).update(company_text(c, content))
        self.query_one("#camp-errands", Static).update(errands_text(c, content))
        self.query_one(JournalLog).follow(c.journal)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Place actions at a place, road actions on the road, the band while one waits."""
        c = self.campaign
        if action in self.AT_PLACE:
            return c.place is not None and not c.over
        if action in self.ON_ROAD:
            return c.road is not None and not c.pending and not c.over
        if action == "band":
            return bool(c.pending)
        if action == "seek":
            return self.session.quarry() is not None
        if action == "site":
            return bool(self.session.sites_here()) and not c.over
        if action == "market":
            return bool(self.session.wares()) and not c.over
        return True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        """What stands in the way of a key the footer does not offer now, and what would clear it."""
        c, content = self.campaign, self.content
        if c.over:
            return "The tale is over: the hero has fallen."
        if action in self.AT_PLACE:
            road = c.road
            where = f" to {in_sentence(content.places[road.end].name)}" if road else ""
            return f"That is done at a place; the company is on the road{where} (t: travel on, c: camp)."
        if action in self.ON_ROAD:
            return ("A band is upon the company: deal with it first (b)." if c.pending
                    else "That is done on the road: set out first (g: go).")
        if action == "band":
            return "No band is upon the company."
        if action == "seek":
            return "No foe of an errand is near here: Errands (e) says where each one is found."
        if action == "site":
            return "No site to enter here: barrows, caves and holds are entered from their places on the map."
        if action == "market":
            try:
                market.market_size(c, content)
            except CampaignError as exc:
                return f"Nothing to buy: {exc}."
        return None

    # -- doing things
    def perform(self, action: Action) -> list[SessionEvent]:
        """Hand the session an action; tell what it answers."""
        events = self.session.perform(action)
        self.after(events)
        return events

    def after(self, events: list[SessionEvent]) -> None:
        """Show the campaign as the session left it; pop up what the player must hear; mourn a fall;
        play a fight begun; face the next band met."""
        self.show()
        tell(self, events)
        fell = next((e for e in events if isinstance(e, HeroFell)), None)
        if fell is not None:
            self.mourn(fell)
            return
        honoured = next((e for e in events if isinstance(e, HeroRetired)), None)
        if honoured is not None:
            from thirdage_tui.tui.screens.hall import HallScreen

            self.app.switch_screen(HallScreen(chosen=Path(honoured.tale) if honoured.tale else None))
            return
        for event in events:
            if isinstance(event, Fought):
                report = event.report
                self.notify(" ".join(report.lines), title=report.verdict,
                            severity="information" if report.won else "warning", timeout=8)
            elif isinstance(event, Captured):
                self.notify("\n".join(event.captivity.tale), title=f"Captives of the {event.captivity.captors}",
                            severity="warning", timeout=12)
            elif isinstance(event, Arrived):
                self.notify(f"The company reaches {in_sentence(event.place.name)}.", title="Arrived")
            elif isinstance(event, FightBegun):
                play_on_grid(self, self.session, event, self.after)
            elif isinstance(event, BandMet) and not self.app.screen.is_modal:
                self.meet(event)

    def mourn(self, fell: HeroFell) -> None:
        """The hero has fallen: in permadeath the hall tells his tale; in explorer mode he is home."""
        from thirdage_tui.tui.screens.hall import HallScreen

        if fell.ended:
            self.app.switch_screen(HallScreen(chosen=Path(fell.tale) if fell.tale else None))
            return
        self.notify(f"{fell.hero} fell ({fell.cause}) and is carried home: explorer mode.", title="Fallen",
                    severity="warning", timeout=8)

    # -- the road
    def action_go(self) -> None:
        """The map: where to go from a place (/ for a list), or the company followed on the road."""
        self.app.push_screen(CampaignMapScreen(self.session), self._on_the_road)

    def _on_the_road(self, day: DayAsked | None) -> None:
        """A day the map asked for; then back on the map while the road goes on."""
        if day is None:
            return
        self.perform(Hunt(day.how) if day.kind == "hunt" else DAYS[day.kind]())
        c = self.campaign
        if c.road is not None and not c.pending and not c.over:
            self.app.push_screen(CampaignMapScreen(self.session, day.zoom), self._on_the_road)

    def action_travel(self) -> None:
        """A day on the road at the journey's pace."""
        self.perform(Travel())

    def action_camp(self) -> None:
        """A day of rest in camp."""
        self.perform(Camp())

    def action_hunt(self) -> None:
        """A day finding food: hunting, foraging or fishing, each greyed out with why where it cannot be."""
        find_food(self, self.session, lambda how: self.perform(Hunt(how)))

    def action_pack(self) -> None:
        """The company's packs: drop, store, take back, give."""
        from thirdage_tui.tui.screens.baggage import PackScreen

        self.app.push_screen(PackScreen(self.session), lambda _: self.show())

    def action_market(self) -> None:
        """Buy and sell at the market here."""
        from thirdage_tui.tui.screens.trading import MarketScreen

        self.app.push_screen(MarketScreen(self.session), lambda _: self.show())

    def action_roles(self) -> None:
        """Who is the company's guide, hunter, look-out and scout."""
        roles(self, self.session, self.show)

    # -- fights
    def action_band(self) -> None:
        """Face the first band met on the encounter screen: on the grid, quickly, by slipping away
        if unseen, by fleeing or by parleying with a band that talks."""
        band = self.session.band()
        if band is not None and not isinstance(self.app.screen, EncounterScreen):
            self.meet(band)

    def meet(self, band: BandMet) -> None:
        self.app.push_screen(EncounterScreen(self.content, band), self._face)

    def _face(self, how: str | None) -> None:
        if how in (None, "leave"):
            self.notify("The band waits: b to face it.", severity="warning")
        elif how == "grid":
            self.perform(BeginFight())
        else:
            self.perform(Face("fight") if how == "quick" else Face(how, grid=True))


    def action_seek(self) -> None:
        """Seek out the foe an errand sent the company against, on the encounter screen."""
        quarry = self.session.quarry()
        if quarry is None or quarry.meeting.errand is None:
            return
        errand = quarry.meeting.errand
        ask(self, EncounterScreen(self.content, quarry), lambda how: self._confront(errand, how))

    def _confront(self, errand: str, how: str) -> None:
        if how == "quick":
            self.perform(Seek(errand))
        elif how == "grid":
            self.perform(BeginFight(errand))

    # -- at a place
    def action_site(self) -> None:
        """Enter a site here, asked which (each told in a few words)."""
        sites = self.session.sites_here()
        text = "\n\n".join(f"[b]{escape(site.name)}[/b]: {escape(site.description)}" for site in sites)
        ask(self, ChoiceScreen("Enter a site", [Choice(site.id, f"Enter {site.name}") for site in sites], text),
            self.enter)

    def enter(self, site: str) -> None:
        self.perform(EnterSite(site))
        self.explore()

    def explore(self) -> None:
        """The site the company is in, until it is out again."""
        from thirdage_tui.tui.screens.site import SiteScreen

        if self.campaign.delve is not None:
            self.app.push_screen(SiteScreen(self.session), lambda heard: self.after(heard or []))

    def action_people(self) -> None:
        """The personalities here and what they offer."""
        from thirdage_tui.tui.screens.patron import PatronScreen

        self.app.push_screen(PatronScreen(self.session))

    def action_rest(self) -> None:
        """Rest a day, a week, two weeks, or until spring in winter quarters."""
        stays = {stay.kind: stay for stay in self.session.stays()}
        choices = [Choice(kind, RESTS[kind] if kind != WINTER else
                          f"Winter quarters until spring ({counted(stay.days, 'day')})" if stay.days else "Winter quarters",
                          stay.blocked) for kind, stay in stays.items()]
        ask(self, ChoiceScreen("Rest", choices),
            lambda kind: self.perform(WinterQuarters() if kind == WINTER else Rest(stays[kind].days)))

    def action_learn(self) -> None:
        """Train an attribute or learn a skill from a patron or a hired trainer."""
        choices = lessons(self.session)
        if not choices:
            from thirdage_tui.tui.screens.patron import locked_lessons

            later = locked_lessons(self.campaign, self.content)
            self.notify(f"Nobody here teaches the company yet: {'; '.join(later)} (p: People)." if later else
                        "Nobody here teaches (patrons teach at their homes; trainers work in towns).",
                        severity="warning")
            return
        ask(self, ChoiceScreen("Learn", choices, f"{self.campaign.hero.silver} silver in hand"),
            lambda key: study(self, self.session, key, self.after))

    def action_magic(self) -> None:
        """Give up POW to the Valar for new Hero Magic or a spell (5.3.1)."""
        ask(self, ChoiceScreen("Sacrifice for magic", petitions(self.session),
                               "POW given up is gone for good; a day of supplication per point."),
            lambda key: petition(self, self.session, key, self.after))

    def action_cast(self) -> None:
        """Cast a spell away from a fight (5.2): a Mage's own, for its POW, or a casting a patron laid
        on a hero, for none; those for fights are shown greyed, cast in one."""
        content = self.content
        own = [Choice(f"own::{hero}::{spell}", f"{hero}: {content.spells[spell].name} "
                      f"({spellcraft.pow_cost(content, spell)} POW)", why) for hero, spell, why in self.session.own_spells()]
        laid = [Choice(f"laid::{g.hero}::{g.spell}", f"{g.hero}: {content.spells[g.spell].name} (laid on him: no POW)",
                       why) for g, why in self.session.castings()]
        if not own and not laid:
            self.notify("No hero knows a spell or holds a casting: a Mage learns them, and the great may lay one "
                        "on a hero of renown.", title="No spells")
            return
        self.app.push_screen(ChoiceScreen("Cast a spell", own + laid, "Spells for fights are cast in one (c there)."),
                             self._cast)

    def _cast(self, key: str | None) -> None:
        if key:
            whose, hero, spell = key.split("::")
            self.perform(CastOwn(hero, spell) if whose == "own" else Cast(hero, spell))

    # -- records
    def action_errands(self) -> None:
        """The errand log."""
        from thirdage_tui.tui.screens.errand_log import ErrandsScreen

        self.app.push_screen(ErrandsScreen(self.campaign, self.content))

    def action_chronicle(self) -> None:
        """The chronicle of the age, as far as it has come."""
        from thirdage_tui.tui.screens.history import ChronicleScreen

        self.app.push_screen(ChronicleScreen(self.campaign, self.content))

    def action_sheet(self) -> None:
        """The hero's character sheet as the campaign has him now, and how the road has left him."""
        from thirdage_tui.tui.screens.hero_sheet import SheetScreen

        hero = self.campaign.heroes[0]
        self.app.push_screen(SheetScreen(hero, condition=travel.condition(self.campaign, self.content, hero.name)))

    def action_retire(self) -> None:
        """Retire the hero in honour, here and now: the run ends and the hall keeps his record."""
        choices = [Choice("retire", "Retire in honour: the run ends, and the hall keeps his record"),
                   Choice("stay", "Not yet")]
        ask(self, ChoiceScreen(f"Retire {self.campaign.hero.name}?", choices),
            lambda answer: self.perform(Retire()) if answer == "retire" else None)

    def action_save(self) -> None:
        """Save the run (the last save is kept as a backup)."""
        if any(isinstance(e, Saved) for e in self.perform(Save())):
            self.notify(f"Saved as {self.path.name}.", title="Saved")

    def action_leave(self) -> None:
        """Go back to the title, asked first (Esc again stays): the run is saved as it leaves. A tale
        that has ended has nothing to keep, and leaves at once."""
        if self.campaign.over:
            self.dismiss()
            return
        choices = [Choice("leave", "Leave: the run is saved, to go on with later"), Choice("stay", "Stay")]
        ask(self, ChoiceScreen("Leave the campaign?", choices,
                               f"It is saved as {self.path.name}: o (Continue campaign) on the title goes on with it."),
            lambda answer: self.leave() if answer == "leave" else None)

    def leave(self) -> None:
        """Save and go back to the title (kept here when the save fails, and told why)."""
        if not any(isinstance(e, NotSaved) for e in self.perform(Leave())):
            self.notify(f"Saved as {self.path.name}: o on the title goes on with it.", title="Saved")
            self.dismiss()
