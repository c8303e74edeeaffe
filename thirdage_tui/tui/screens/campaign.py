"""The campaign's home screen: the date, where the company is, its heroes' HP and POW, the errands in
hand, the journal and the run's seed; from here the company travels, meets its patrons, rests,
trains, fights and saves. Every rule is the campaign engine's (`thirdage_tui.campaign`): this screen
asks, calls and shows.

The run is saved at each dawn (after every action that lets a day pass), before each fight and on
leaving. When the hero falls his tale goes to the hall of the fallen; in permadeath the run ends
there, in explorer mode he is carried home and it goes on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, Static

from thirdage_tui.campaign import downtime, errands, fights, patrons, travel
from thirdage_tui.campaign.clock import calendar, days_to_spring
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.campaign.meetings import can_parley
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.campaigns import SaveError
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.travel import CampaignMapScreen, days_text, food_text, hungry_day, preview_text
from thirdage_tui.tui.widgets.company import company_text, errands_text
from thirdage_tui.tui.widgets.journal import JournalLog

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

MODES = ("walk", "march", "ride")
"""The paces offered when setting out (riding needs mounts; the engine says so)."""
ENDED = ("done", "failed")
"""An errand's status once it is over."""
RESTS = (("day", "Rest a day", 1), ("week", "Rest a game week", 7), ("long", "Long rest: two game weeks", 14))


class CampaignCommands(Provider):
    """The campaign screen's actions in the command palette (those possible now)."""

    def _commands(self) -> list[tuple[str, str]]:
        screen = self.screen
        return [(b.description, b.action) for b in screen.BINDINGS
                if isinstance(b, Binding) and screen.check_action(b.action.partition("(")[0], ()) is not False]

    async def discover(self) -> Hits:
        for name, action in self._commands():
            yield DiscoveryHit(f"Campaign: {name}", self._run(action))

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for name, action in self._commands():
            if (score := matcher.match(f"Campaign: {name}")) > 0:
                yield Hit(score, matcher.highlight(f"Campaign: {name}"), self._run(action))

    def _run(self, action: str) -> Callable[[], Any]:
        return lambda: self.screen.run_action(action)


class CampaignScreen(Screen[None]):
    """A run of the Green Company, from its home screen."""

    COMMANDS: ClassVar = {CampaignCommands}
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("g", "go", "Go", id="campaign.go"),
        Binding("t", "travel", "Travel on", id="campaign.travel"),
        Binding("c", "camp", "Camp", id="campaign.camp"),
        Binding("h", "hunt", "Hunt", id="campaign.hunt"),
        Binding("b", "band", "Band!", id="campaign.band"),
        Binding("p", "people", "People", id="campaign.people"),
        Binding("f", "seek", "Seek foe", id="campaign.seek"),
        Binding("r", "rest", "Rest", id="campaign.rest"),
        Binding("l", "learn", "Learn", id="campaign.learn"),
        Binding("m", "magic", "Magic", id="campaign.magic"),
        Binding("x", "cast", "Cast", id="campaign.cast", show=False),
        Binding("e", "errands", "Errands", id="campaign.errands"),
        Binding("k", "chronicle", "Chronicle", id="campaign.chronicle", show=False),
        Binding("i", "sheet", "Hero", id="campaign.sheet", show=False),
        Binding("s", "save", "Save", id="campaign.save"),
        Binding("escape", "leave", "Leave", id="campaign.leave"),
    ]
    AT_PLACE = frozenset({"people", "rest", "learn", "magic", "cast"})
    ON_ROAD = frozenset({"travel", "camp", "hunt"})

    def __init__(self, campaign: Campaign, path: Path) -> None:
        super().__init__()
        self.campaign = campaign
        self.path = path
        """Where this run is saved."""
        self.ended = {e.id for e in campaign.errands if e.status in ENDED}
        """The errands whose end the player has been told of."""

    @property
    def content(self) -> Content:
        return self.app.content

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="camp-status")
        with Horizontal(id="camp-body"):
            with Vertical(id="camp-side"):
                yield Static(id="camp-company")
                yield Static(id="camp-errands")
            yield JournalLog(id="camp-journal")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#camp-company").border_title = "Company"
        self.query_one("#camp-errands").border_title = "Errands"
        self.query_one("#camp-journal").border_title = "Journal"
        self.show()
        if self.campaign.pending:
            self.call_after_refresh(self.action_band)

    # -- what is shown
    def status_line(self) -> str:
        """The date and where the company is; under it, on the road, its food, then the seed (each
        line fits 80 columns)."""
        c, content = self.campaign, self.content
        date = calendar(content).label(c.date)
        mode = " · [b reverse] EXPLORER [/]" if c.explorer else ""
        if c.place is not None:
            return f"{date} · day {c.tale.days} · at [b]{content.places[c.place].name}[/b]\nseed {c.seed}{mode}"
        fed = travel.days_fed(c, content)
        return (f"{date} · day {c.tale.days} · to [b]{content.places[c.road.end].name}[/b]\n"
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
            return bool(self.foes_here())
        return True

    # -- doing things
    def perform(self, act: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Run one engine action; tell why it cannot be done; then save at dawn, meet bands, mourn."""
        days = self.campaign.tale.days
        try:
            result = act(self.campaign, self.content, *args, **kwargs)
        except CampaignError as exc:
            self.notify(str(exc), title="Not now", severity="warning")
            return None
        self.settle(dawned=self.campaign.tale.days != days)
        return result

    def settle(self, *, dawned: bool = False) -> None:
        """After an action: the hero's fall, the errands ended, the autosave of a new day, the next band met."""
        self.show()
        if self.campaign.fallen is not None:
            self.mourn()
            return
        self.announce_errands()
        if dawned:
            self.autosave()
        if self.campaign.pending and not self.app.screen.is_modal:
            self.action_band()

    def announce_errands(self) -> None:
        """A pop-up for each errand ended since the last: done or failed, and what it brought."""
        for errand in self.campaign.errands:
            if errand.status in ENDED and errand.id not in self.ended:
                self.ended.add(errand.id)
                done = errand.status == "done"
                self.notify(f"{errands.title(self.content, errand)}: {errands.brought(self.content, errand)}.",
                            title="Errand done" if done else "Errand failed",
                            severity="information" if done else "warning", timeout=8)

    def autosave(self) -> bool:
        """Save the run where it is kept; tell the player if the disk refuses."""
        try:
            campaigns.save(self.campaign, self.content, self.path.parent, self.path)
        except (OSError, SaveError) as exc:
            self.notify(f"{getattr(exc, 'strerror', None) or exc}", title=f"Could not save {self.path.name}",
                        severity="error")
            return False
        return True

    def mourn(self) -> None:
        """The hero has fallen: his tale goes to the hall; permadeath ends the run there."""
        from thirdage_tui.tui.screens.hall import HallScreen

        c = self.campaign
        cause = c.fallen.cause
        tale = campaigns.bury(c, self.content, self.path.parent, self.path)
        if c.over:
            self.app.switch_screen(HallScreen(chosen=tale))
            return
        self.notify(f"{c.hero.name} fell ({cause}) and is carried home: explorer mode.", title="Fallen",
                    severity="warning", timeout=8)
        self.show()

    # -- the road
    def action_go(self) -> None:
        """The map: where to go from a place (/ for a list), or the company followed on the road."""
        self.app.push_screen(CampaignMapScreen(self))

    def choose_destination(self) -> None:
        """Choose where to go from a list, the errands' targets first."""
        c, content = self.campaign, self.content
        targets = {e.target for e in c.active_errands()}
        places = sorted((p for p in content.places.values() if p.id != c.place),
                        key=lambda p: (p.id not in targets, p.name))
        choices = [Choice(p.id, f"{'★ ' if p.id in targets else ''}{p.name}") for p in places]
        self.app.push_screen(ChoiceScreen("Where to?", choices, "★ an errand leads there"), self._preview)

    def _preview(self, place: str | None) -> None:
        """The route there at each pace, and the food the company carries against its days, to set out on."""
        if place is None:
            return
        c, content = self.campaign, self.content
        fed = travel.days_fed(c, content)
        routes, choices = {}, []
        for mode in MODES:
            try:
                routes[mode] = route = travel.plan(c, content, place, mode)
                hungry = hungry_day(fed, route.days)
                short = f"  [$error]hungry from day {hungry}[/]" if hungry else ""
                choices.append(Choice(mode, f"Set out: {mode} ({route.days:g} days){short}"))
            except CampaignError as exc:
                choices.append(Choice(mode, f"Set out: {mode}", str(exc)))
        if not routes:
            self.notify(choices[0].blocked or "no way there", title="No road", severity="warning")
            return
        shown = routes.get("walk") or next(iter(routes.values()))
        self.app.push_screen(ChoiceScreen(f"To {content.places[place].name}", choices,
                                          f"{preview_text(shown)}\n{food_text(fed, shown.days)}"),
                             lambda mode: mode and self.perform(travel.set_out, place, mode))

    def action_travel(self) -> None:
        """A day on the road at the journey's pace."""
        self._day(travel.travel)

    def action_camp(self) -> None:
        """A day of rest in camp."""
        self._day(travel.camp)

    def action_hunt(self) -> None:
        """A day's hunting."""
        self._day(travel.hunt)

    def _day(self, act: Callable[..., Any]) -> None:
        if self.perform(act) is not None and self.campaign.place is not None:
            self.notify(f"The company reaches {self.content.places[self.campaign.place].name}.", title="Arrived")

    # -- fights
    def action_band(self) -> None:
        """Face the first band met on the encounter screen: on the grid, quickly, by slipping away
        if unseen, by fleeing or by parleying with a band that talks."""
        from thirdage_tui.tui.screens.encounter import CampaignMemory, EncounterScreen, band_sighting

        if not self.campaign.pending or isinstance(self.app.screen, EncounterScreen):
            return
        meeting = self.campaign.pending[0]
        sighting = band_sighting(meeting, can_parley(self.content, meeting.creature))
        self.app.push_screen(EncounterScreen(self.content, sighting, CampaignMemory(self.campaign)), self._face)

    def _face(self, how: str | None) -> None:
        from thirdage_tui.tui.screens.encounter import band_on_grid

        if how in (None, "leave"):
            self.notify("The band waits: b to face it.", severity="warning")
            return
        self.autosave()
        if how == "grid":
            band_on_grid(self.app, self.campaign, self.content, self.settle)
        else:
            self.tell(self.perform(fights.face, "fight" if how == "quick" else how))

    def foes_here(self) -> list:
        """Active errands whose foe waits at this place."""
        c, content = self.campaign, self.content
        return [e for e in c.active_errands() if e.foe and e.target == c.place
                and errands.template(content, e).objective == "defeat"] if c.place and not c.over else []

    def action_seek(self) -> None:
        """Seek out the foe an errand sent the company against, on the encounter screen."""
        from thirdage_tui.tui.screens.encounter import CampaignMemory, EncounterScreen, quarry_sighting

        found = self.foes_here()
        if found:
            errand = found[0]
            sighting = quarry_sighting(errand.foe, errand.foe_count)
            self.app.push_screen(EncounterScreen(self.content, sighting, CampaignMemory(self.campaign)),
                                 lambda how: self._confront(errand.id, how))

    def _confront(self, errand_id: str, how: str | None) -> None:
        from thirdage_tui.tui.screens.encounter import play_on_grid

        if how not in ("grid", "quick"):
            return
        self.autosave()
        if how == "quick":
            self.tell(self.perform(fights.confront, errand_id))
            return
        c, content = self.campaign, self.content
        errand = c.errand(errand_id)
        battle = fights.begin(c, content, [(errand.foe, errand.foe_count)])
        play_on_grid(self.app, c, content, battle, f"{errand.foe_count} {content.bestiary[errand.foe].name}",
                     lambda done: fights.confront(c, content, errand_id, done), self.settle)

    def tell(self, report: fights.FightReport | None) -> None:
        if report is not None and self.campaign.fallen is None:
            self.notify(" ".join(report.lines), title="Victory" if report.won else "The fight is lost",
                        severity="information" if report.won else "warning", timeout=8)

    # -- at a place
    def action_people(self) -> None:
        """The personalities here and what they offer."""
        from thirdage_tui.tui.screens.patron import PatronScreen

        self.app.push_screen(PatronScreen(self))

    def action_rest(self) -> None:
        """Rest a day, a week, two weeks, or until spring in winter quarters."""
        winter = days_to_spring(self.content, self.campaign.date)
        choices = [Choice(key, label) for key, label, _ in RESTS]
        choices.append(Choice("winter", f"Winter quarters until spring ({winter} days)" if winter else
                              "Winter quarters", None if winter else "it is not winter"))
        self.app.push_screen(ChoiceScreen("Rest", choices), self._rest)

    def _rest(self, how: str | None) -> None:
        days = {key: n for key, _, n in RESTS}
        if how == "winter":
            self.perform(downtime.winter_quarters)
        elif how in days:
            self.perform(downtime.rest, days[how])

    def action_learn(self) -> None:
        """Train an attribute or learn a skill from a patron or a hired trainer."""
        from thirdage_tui.tui.screens.training import lessons, study

        choices = lessons(self.campaign, self.content)
        if not choices:
            self.notify("Nobody here teaches (patrons teach at their homes; trainers work in towns).",
                        severity="warning")
            return
        self.app.push_screen(ChoiceScreen("Learn", choices, f"{self.campaign.hero.silver} silver in hand"),
                             lambda key: key and study(self, key))

    def action_magic(self) -> None:
        """Give up POW to the Valar for new Hero Magic or a spell (5.3.1)."""
        from thirdage_tui.tui.screens.training import petition, petitions

        self.app.push_screen(ChoiceScreen("Sacrifice for magic", petitions(self.campaign, self.content),
                                          "POW given up is gone for good; a day of supplication per point."),
                             lambda key: key and petition(self, key))

    def action_cast(self) -> None:
        """Speak a casting a patron laid on a hero (5.2); those for fights wait for one."""
        c, content = self.campaign, self.content
        if not c.grants:
            self.notify("No hero holds a casting: the great may lay one on a hero of renown.", title="No castings")
            return
        choices = [Choice(f"{g.hero}::{g.spell}", f"{g.hero}: {content.spells[g.spell].name}",
                          "cast in a fight, at no POW" if content.spells[g.spell].combat else None)
                   for g in c.grants]
        self.app.push_screen(ChoiceScreen("Castings held", choices, "A casting laid by one of the great costs no POW."),
                             self._cast)

    def _cast(self, key: str | None) -> None:
        if key:
            hero, spell = key.split("::")
            self.perform(patrons.cast_grant, hero, spell)

    # -- records
    def action_errands(self) -> None:
        """The errand log."""
        from thirdage_tui.tui.screens.errands import ErrandsScreen

        self.app.push_screen(ErrandsScreen(self.campaign, self.content))

    def action_chronicle(self) -> None:
        """The chronicle of the age, as far as it has come."""
        from thirdage_tui.tui.screens.chronicle import ChronicleScreen

        self.app.push_screen(ChronicleScreen(self.campaign, self.content))

    def action_sheet(self) -> None:
        """The hero's character sheet."""
        from thirdage_tui.tui.screens.sheet import SheetScreen

        self.app.push_screen(SheetScreen(self.campaign.hero))

    def action_save(self) -> None:
        """Save the run (the last save is kept as a backup)."""
        if self.autosave():
            self.notify(f"Saved as {self.path.name}.", title="Saved")

    def action_leave(self) -> None:
        """Save and go back to the title."""
        if self.campaign.over or self.autosave():
            self.dismiss()

