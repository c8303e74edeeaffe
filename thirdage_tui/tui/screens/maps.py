"""The map screens: the free wander (choose a destination with the cursor, see the route, walk it
day by day, meet bands, reach the place's screen) and the campaign's map (choose where the company
goes and at what pace, then follow it on the road). Both play through the campaign session
(`thirdage_tui.campaign.session`), a wander being a mode of the campaign's own loop: these screens
ask, hand it what the player chose, and show what it answers."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Footer, Header, RichLog, Static
from textual.worker import get_current_worker

from thirdage_tui.campaign import travel
from thirdage_tui.campaign.session import (
    Arrived,
    BandMet,
    BeginFight,
    Camp,
    DayOnRoad,
    Face,
    FightBegun,
    HeroFell,
    HireBoat,
    Hunt,
    Leave,
    Noted,
    Refused,
    Session,
    SetOut,
    Travel,
)
from thirdage_tui.campaign.start import wander
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.persistence.keepers import HeroKeeper
from thirdage_tui.tui.screens.band_met import EncounterScreen, play_on_grid
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameModalScreen, GameScreen, ask, sentence
from thirdage_tui.tui.screens.role_choice import roles
from thirdage_tui.tui.tidings import tell
from thirdage_tui.tui.widgets.journal import JournalLog
from thirdage_tui.tui.widgets.map_view import MapLegend, MapView
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.world.geometry import as_cell
from thirdage_tui.world.map import WorldMap, world_map
from thirdage_tui.world.route import delay_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.dom import DOMNode

    from thirdage_tui.campaign.session import Action, SessionEvent
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content import Content
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.tui.app import ThirdAgeApp
    from thirdage_tui.world.geometry import Cell
    from thirdage_tui.world.route import Route

def summary_text(route: Route, content: Content) -> str:
    """The route in brief: where, miles, days (with those likely lost to the way and why), danger."""
    lines = [f"[b]{route.start.name} → {route.end.name}[/b]",
             f"{route.miles:g} miles, {days_words(route)} ({route.mode}), danger up to {route.danger}"]
    if route.way is not None:
        lines.append(f"[dim]{escape(route.way.told(content))}[/dim]")
    return "\n".join(lines)


def preview_text(route: Route, content: Content) -> str:
    """The route preview: the summary, then legs with their terrain and river crossings."""
    lines = [summary_text(route, content)]
    if route.pace < 1:
        lines.append(f"[yellow]A burdened hero slows the company to {route.pace:.0%} of its pace.[/]")
    lines += [f"• {leg.end}: {leg.miles:g} mi, {round(leg.days, 1):g} d, {'/'.join(leg.terrain)}" for leg in route.legs]
    lines += [f"≈ {c.river}: {c.at or c.how}{f' (+{delay_words(c.days)})' if c.days else ''}" for c in route.crossings]
    return "\n".join(lines)


def days_words(route: Route) -> str:
    """ "12.5 days", or "12.5 days, about 14 with the way" when the way is likely to cost some (to a
    tenth of a day: the road's own chances make a hundredth meaningless)."""
    days = round(route.days, 1)
    if route.expected_days > route.days + 0.05:
        return f"{days:g} days, about {math.ceil(route.expected_days)} with the way"
    return f"{days:g} days"


def days_text(n: int) -> str:
    """ "1 day", "7 days"."""
    return counted(n, "day")


def food_text(fed: int, days: float, hunts: bool) -> str:
    """The days of food the company has against the days a route takes; a plain warning when short,
    pointing to hunting on the way only if the company's hunter can (`hunts`)."""
    hungry, road = travel.hungry_day(fed, days), days_text(math.ceil(days))
    if hungry is None:
        return f"Food: {days_text(fed)}, enough for the {road} on the road."
    advice = ("Hunt on the way, or get provisions first." if hunts
              else "Nobody can hunt or forage well enough to live off the land: get provisions first.")
    return f"[b $error]Food: {days_text(fed)}, but the road takes {road}: hungry from day {hungry}.[/] {advice}"


def find_food(asker: DOMNode, session: Session, then: Callable[[str], object]) -> None:
    """Ask how the company spends a day finding food (hunting, foraging, fishing: each greyed out
    with why where it cannot be), then `then` the way chosen."""
    choices = [Choice(how, words, why) for how, words, why in session.gatherings()]
    ask(asker, ChoiceScreen("A day finding food", choices,
                             f"The hunter: {session.roles()['hunter']} (o: the company's roles)."), then)


def cell_text(world: WorldMap, cell: Cell) -> str:
    """What lies under the cursor: the place or open country, its ground, region and danger."""
    i = world.index(cell)
    place = world.place_at.get(i)
    return "\n".join([f"[b]{place.name}[/b]" if place else "Open country",
                      f"{world.terrains[world.terrain[i]].name}, {world.region_name(i)}",
                      f"danger {world.danger(i)}"])


def map_body(world: WorldMap, company: Cell, *below: Widget) -> ComposeResult:
    """The map beside a panel: what the cursor is on (or the route), `below`, and the legend."""
    with Horizontal(classes="map-body"):
        view = MapView(world, company, id="map")
        yield view
        with Vertical(classes="map-side"):
            with VerticalScroll(classes="map-info-box"):
                yield SideText(id="info")
            yield from below
            yield MapLegend([*view.legend(), Text("z zoom")], classes="map-legend")


class PlaceScreen(GameModalScreen[None]):
    """A place reached: what it offers, who lives there, what is said."""

    DEFAULT_CSS = """
    PlaceScreen {
        align: center middle;
        #place-box {
            width: 60; max-width: 100%; height: auto; max-height: 90%;
            border: thick $primary; padding: 1 2; background: $surface;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,enter", "dismiss", "Leave", id="place.leave")]

    def __init__(self, place: Place, content: Content) -> None:
        super().__init__()
        self.place, self.content = place, content

    def compose(self) -> ComposeResult:
        place = self.place
        people = [p.name for p in self.content.personalities.values()
                  if place.id == p.dwells or place.id in p.haunts]
        text = [f"[b]{place.name}[/b] ({place.kind})", place.description,
                f"Services: {', '.join(place.services) or 'none'}",
                f"People: {', '.join(people) or 'none of note'}"]
        text += [f"Rumour: {r}" for r in place.rumours]
        with Vertical(id="place-box"):
            yield Static("\n\n".join(text), id="place-text")
        yield Footer()

    def on_third_age_app_content_reloaded(self, event: ThirdAgeApp.ContentReloaded) -> None:
        """Show the place as the content read afresh tells it (as it was, if a mod took it away)."""
        self.content = event.content
        self.place = event.content.places.get(self.place.id, self.place)
        self.refresh(recompose=True)


class TravelScreen(GameScreen[None]):
    """Wander the map: plan a journey and walk it day by day, a wander of the campaign session. The
    hero comes back from each day as the road left him (wounds, POW, rations) and, when he is the app's
    current hero, is saved to his file; his fall ends the wander, his file keeping him as he was."""

    DEFAULT_CSS = """
    TravelScreen #info { min-height: 4; }
    """
    """The panel keeps the height of a place's words (their hint the fourth line) in open country too,
    so a key press onto or off a place redraws the panel, not the whole screen laid out afresh."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "plan", "Plan", id="travel.plan"),
        Binding("t", "day('walk')", "Walk", id="travel.walk"),
        Binding("m", "day('march')", "March", id="travel.march"),
        Binding("r", "rest", "Rest", id="travel.rest"),
        Binding("u", "hunt", "Hunt", id="travel.hunt"),
        Binding("o", "roles", "Roles", id="travel.roles", show=False),
        Binding("escape", "leave", "Back", id="travel.back"),
    ]

    def __init__(self, content: Content, heroes: tuple[Hero, ...], start: str, seed: int = 0) -> None:
        super().__init__()
        self.content = content
        self.world = world_map(content)
        self.campaign: Campaign = wander(content, heroes, start, seed)
        self.keeper = HeroKeeper(None, heroes)
        self.session = Session(self.campaign, content, self.keeper)
        self.route: Route | None = None
        """The journey planned, and under way until it ends."""
        self.kept: Hero = heroes[0]
        """The hero as last written back to the app."""
        self.arriving = False
        """The road has ended, and the place opens once the bands met on the way are dealt with."""

    @property
    def heroes(self) -> tuple[Hero, ...]:
        """The company as last kept."""
        return self.keeper.heroes

    @property
    def here(self) -> Place:
        """The place the company is at, or set out from."""
        c = self.campaign
        if c.place is not None:
            return self.content.places[c.place]
        assert c.road is not None, "a company at no place is on the road"
        return self.content.places[c.road.start]

    def compose(self) -> ComposeResult:
        yield Header()
        yield from map_body(self.world, as_cell(self.here.at), RichLog(id="journal", wrap=True, markup=True, min_width=20))
        yield Footer()

    def on_mount(self) -> None:
        if self.app.hero is self.kept:
            self.keeper.path = self.app.hero_path
        self.query_one(MapView).focus()
        self.query_one("#info", Static).update(cell_text(self.world, as_cell(self.here.at)))

    def on_third_age_app_content_reloaded(self, event: ThirdAgeApp.ContentReloaded) -> None:
        """Go on with the content read afresh; the journey under way and the route planned stand."""
        self.content = self.session.content = event.content
        self.world = world_map(event.content)
        self.query_one(MapView).set_world(self.world)

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        if self.route is not None and list(event.cell) == self.route.end.at:
            self._show_route(self.route)
            return
        text = cell_text(self.world, event.cell)
        if self.world.index(event.cell) in self.world.place_at:
            text += "\n[dim]enter: plan a route here[/dim]"
        self.query_one("#info", Static).update(text)

    def _show_route(self, route: Route) -> None:
        self.query_one(MapView).show_route(route.cells)
        self.query_one("#info", Static).update(preview_text(route, self.content) + "\n[dim]t: set out walking[/dim]")

    def action_plan(self) -> None:
        """Preview the route to the place under the cursor."""
        target = self.world.place_at.get(self.world.index(self.query_one(MapView).cursor))
        if target is None or target.id == self.here.id:
            self.notify("Move the cursor onto another place to plan a route.", severity="warning")
            return
        try:
            self.route = route = travel.plan(self.campaign, self.content, target.id, "walk")
        except CampaignError as exc:
            self.notify(sentence(str(exc)), severity="error")
            return
        self._show_route(route)

    def _on_the_road(self) -> bool:
        """Whether the company is on its road, setting out on the route planned if need be (a band
        upon it is faced first)."""
        band = self.session.band()
        if band is not None:
            self.meet(band)
            return False
        if self.campaign.road is None:
            if self.route is None:
                self.notify("Plan a route first (enter on a place).", severity="warning")
                return False
            self.perform(SetOut(self.route.end.id, "walk"))
        return self.campaign.road is not None

    def action_day(self, mode: str) -> None:
        if self._on_the_road():
            self.perform(Travel(mode))

    def action_rest(self) -> None:
        if self._on_the_road():
            self.perform(Camp())

    def action_hunt(self) -> None:
        if self._on_the_road():
            find_food(self, self.session, lambda how: self.perform(Hunt(how)))

    def action_roles(self) -> None:
        """Who is the company's guide, hunter, look-out and scout."""
        roles(self, self.session, lambda: None)

    def action_leave(self) -> None:
        """Back to the title, the hero kept as he is."""
        tell(self, self.session.perform(Leave()))
        self.dismiss()

    def perform(self, action: Action) -> None:
        self.after(self.session.perform(action))

    def after(self, events: list[SessionEvent]) -> None:
        """Log what happened, move the company, give the app its hero back, end the wander on a fall,
        play a fight begun, meet the bands, open the place on arrival."""
        self.log_events(events)
        tell(self, events)
        self.query_one(MapView).move_company(travel.position(self.campaign, self.content))
        if self.app.hero is self.kept:
            self.app.hero = self.kept = self.heroes[0]
        fell = next((e for e in events if isinstance(e, HeroFell)), None)
        if fell is not None:
            self.notify(f"{fell.hero} falls ({fell.cause}); the wander ends. His file keeps him as he was this "
                        "morning.", title="Fallen", severity="error", timeout=10)
            self.dismiss()
            return
        begun = next((e for e in events if isinstance(e, FightBegun)), None)
        if begun is not None:
            play_on_grid(self, self.session, begun, self.after)
            return
        self.arriving = self.arriving or any(isinstance(e, Arrived) for e in events)
        band = self.session.band()
        if band is not None:
            self.meet(band)
        elif self.arriving:
            self._arrive()

    def log_events(self, events: list[SessionEvent]) -> None:
        """The journal's new lines in the log: a day on the road by its date, pace and miles, then each
        thing that befell the company in it."""
        log = self.query_one("#journal", RichLog)
        days = {" ".join(e.day.events): e.day for e in events if isinstance(e, DayOnRoad)}
        for event in events:
            for entry in event.entries if isinstance(event, Noted) else ():
                day = days.get(entry.text)
                if day is None:
                    log.write(f"  {escape(entry.text)}")
                    continue
                log.write(f"[b]{day.date}[/b] ({day.action}, {day.miles:g} mi)")
                for line in day.events:
                    log.write(f"  {escape(line)}")

    def _arrive(self) -> None:
        self.arriving, self.route = False, None
        self.query_one(MapView).show_route(())
        self.query_one("#info", Static).update(cell_text(self.world, as_cell(self.here.at)))
        self.app.push_screen(PlaceScreen(self.here, self.content))

    # -- bands on the road
    def meet(self, band: BandMet) -> None:
        """Face a band met on the encounter screen, as a campaign does: on the grid, quickly, by
        slipping away if unseen, by fleeing or by parleying."""
        if not isinstance(self.app.screen, EncounterScreen):
            self.app.push_screen(EncounterScreen(self.content, band), self._face)

    def _face(self, how: str | None) -> None:
        if how is None:
            self.notify("The band waits: press t to face it.", severity="warning")
        elif how == "grid":
            self.perform(BeginFight())
        else:
            self.perform(Face("fight") if how == "quick" else Face(how, grid=True))


@dataclass(frozen=True)
class DayAsked:
    """What the campaign's map asks of the home screen: a day on the road of `kind` ("travel", "camp",
    "hunt", finding food `how`), the map to come back at `zoom`."""

    kind: str
    zoom: int
    how: str = "hunt"


class CampaignMapScreen(GameScreen[DayAsked]):
    """The campaign on the map. At a place the cursor chooses where to go (it starts on the first
    errand's target), with the route previewed as it moves, and the company sets out at the pace
    chosen; on the road the company is followed, and a day asked for is dismissed with, for the
    home screen to play (where bands, the hero's fall and the arrival are met)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "go", "Go there", id="campaign_map.go"),
        Binding("slash", "list", "List", id="campaign_map.list"),
        Binding("t", "day('travel')", "Travel on", id="campaign_map.travel"),
        Binding("c", "day('camp')", "Camp", id="campaign_map.camp"),
        Binding("u", "hunt", "Hunt", id="campaign_map.hunt"),
        Binding("o", "roles", "Roles", id="campaign_map.roles", show=False),
        Binding("escape", "app.pop_screen", "Back", id="campaign_map.back"),
    ]

    def __init__(self, session: Session, zoom: int = 1) -> None:
        super().__init__()
        self.session, self.zoom = session, zoom
        self.world = world_map(session.content)

    @property
    def campaign(self) -> Campaign:
        return self.session.campaign

    def compose(self) -> ComposeResult:
        yield Header()
        yield from map_body(self.world, travel.position(self.campaign, self.session.content),
                            JournalLog(id="journal"))
        yield Footer()

    def on_mount(self) -> None:
        view = self.query_one(MapView)
        view.zoom = self.zoom
        view.focus()
        targets = [e.target for e in self.campaign.active_errands() if e.target != self.campaign.place]
        if self.campaign.road is None and targets:
            view.cursor = as_cell(self.session.content.places[targets[0]].at)
        self.show()

    def on_screen_resume(self) -> None:
        self.show()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Choosing at a place; the days on the road (not while a band waits)."""
        c = self.campaign
        if action in ("go", "list"):
            return c.place is not None and not c.over
        if action in ("day", "hunt"):
            return c.road is not None and not c.pending and not c.over
        return True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        c = self.campaign
        if c.over:
            return "The tale is over: the hero has fallen."
        if action in ("go", "list"):
            return "The company is on the road: travel on (t) to reach a place, then choose where next."
        if action in ("day", "hunt"):
            return ("A band is upon the company: deal with it first." if c.pending
                    else "The company is at a place: choose where to go (Enter on a place, or / for the list).")
        return None

    def show(self) -> None:
        """The company where the campaign has it, the road ahead, the panel and the journal."""
        c, content, view = self.campaign, self.session.content, self.query_one(MapView)
        self.query_one(JournalLog).follow(c.journal)
        view.move_company(travel.position(c, content))
        if c.road is None:
            self.sub_title = "Where to?"
            self._preview(view.cursor)
        else:
            self.sub_title = f"On the road to {in_sentence(content.places[c.road.end].name)}"
            self.workers.cancel_group(self, "preview")
            self.query_one(".map-info-box").loading = False
            view.show_route(tuple(self.world.cell(i) for i in c.road.path[c.road.step:]))
            self.query_one("#info", Static).update(
                f"[b]{escape(self.sub_title)}[/b] ({c.road.mode}), food for {days_text(self.session.days_fed())}.\n"
                "[dim]t travel on · c camp · u hunt[/dim]")
        self.refresh_bindings()

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        if self.campaign.road is None:
            self._preview(event.cell)

    def _preview(self, cell: Cell) -> None:
        """At a place: what is under the cursor at once, then the route to the place there planned in a
        thread (the first plan of a run builds the map's graph of days, which takes a moment), the
        panel loading till it comes."""
        place = self.world.place_at.get(self.world.index(cell))
        self.query_one("#info", Static).update(cell_text(self.world, cell))
        if place is None or place.id == self.campaign.place:
            self.workers.cancel_group(self, "preview")
            self.query_one(MapView).show_route(())
            self.query_one(".map-info-box").loading = False
            return
        self.query_one(".map-info-box").loading = True
        self.run_worker(partial(self._plan, cell, place.id), thread=True, exclusive=True, group="preview",
                        description="plan the route previewed")

    def _plan(self, cell: Cell, place: str) -> None:
        """In a thread: the route to `place` (under the cursor at `cell`) in words, shown on the main
        thread unless the cursor has moved on."""
        cells: tuple[Cell, ...] = ()
        try:
            route = travel.plan(self.campaign, self.session.content, place, "walk")
        except CampaignError as exc:
            told = f"{cell_text(self.world, cell)}\n[red]{escape(str(exc))}[/]"
        else:
            fed = food_text(self.session.days_fed(), route.expected_days, self.session.lives_off_the_land())
            told, cells = f"{preview_text(route, self.session.content)}\n{fed}\n[dim]enter: set out (choose the pace)[/dim]", route.cells
        worker = get_current_worker()
        if not worker.is_cancelled:
            self.app.call_from_thread(self._planned, cell, told, cells)

    def _planned(self, cell: Cell, told: str, cells: tuple[Cell, ...]) -> None:
        if self.is_attached and self.campaign.road is None and self.query_one(MapView).cursor == cell:
            self.query_one(MapView).show_route(cells)
            self.query_one("#info", Static).update(told)
            self.query_one(".map-info-box").loading = False

    def action_roles(self) -> None:
        """Who is the company's guide, hunter, look-out and scout."""
        roles(self, self.session, self.show)

    def action_go(self) -> None:
        """Set out for the place under the cursor, at the pace chosen."""
        place = self.world.place_at.get(self.world.index(self.query_one(MapView).cursor))
        if place is None or place.id == self.campaign.place:
            self.notify("Move the cursor onto another place.", severity="warning")
            return
        self.ask_pace(place.id)

    def action_list(self) -> None:
        """Choose the destination from a list of places instead, the errands' targets first."""
        choices = [Choice(p.id, f"{'★ ' if errand else ''}{p.name}") for p, errand in self.session.destinations()]
        ask(self, ChoiceScreen("Where to?", choices, "★ an errand leads there"), self.ask_pace)

    def ask_pace(self, place: str) -> None:
        """The route there at each pace, and the food the company carries against its days, to set out on."""
        content, fed = self.session.content, self.session.days_fed()
        routes, choices = {}, []
        for mode, found in self.session.paces(place).items():
            if isinstance(found, str):
                choices.append(Choice(mode, mode.capitalize(), found))
                continue
            routes[mode] = found
            hungry = travel.hungry_day(fed, found.expected_days)
            short = f"  [$error]hungry from day {hungry}[/]" if hungry else ""
            price = self.session.boat_price() if mode == "boat" else None
            hire = f" (hire boats, {price} silver)" if price is not None else ""
            choices.append(Choice(mode, f"{mode.capitalize()}{hire}: {days_words(found)}{short}"))
        if not routes:
            self.notify(choices[0].blocked or "no way there", title="No road", severity="warning")
            return
        shown = routes.get("walk") or next(iter(routes.values()))
        ask(self, ChoiceScreen(f"Set out for {in_sentence(content.places[place].name)}: at what pace?", choices,
                               f"{summary_text(shown, content)}\n{food_text(fed, shown.expected_days, self.session.lives_off_the_land())}"),
            lambda mode: self.set_out(place, mode))

    def set_out(self, place: str, mode: str) -> None:
        """Set out (by boat: the boats hired first, if the company has none)."""
        if mode == "boat" and self.session.boat_price() is not None:
            hired = self.session.perform(HireBoat())
            tell(self, hired)
            if any(isinstance(e, Refused) for e in hired):
                return
        tell(self, self.session.perform(SetOut(place, mode)))
        self.show()

    def action_day(self, kind: str) -> None:
        """A day on the road, played by the home screen (the map steps aside for it); back on the map
        while the road goes on."""
        self.dismiss(DayAsked(kind, self.query_one(MapView).zoom))

    def action_hunt(self) -> None:
        """A day finding food, the way asked first; played by the home screen as the other days."""
        find_food(self, self.session, lambda how: self.dismiss(DayAsked("hunt", self.query_one(MapView).zoom, how)))
