"""The map screens: the free wander (choose a destination with the cursor, see the route, walk it
day by day, meet bands, reach the place's screen) and the campaign's map (choose where the company
goes, then follow it on the road). Rules live in `thirdage_tui.world` and `thirdage_tui.campaign`."""

from __future__ import annotations

import dataclasses
import math
import random
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Footer, Header, RichLog, Static

from thirdage_tui.tui.widgets.journal import JournalLog
from thirdage_tui.tui.widgets.map_view import MapView
from thirdage_tui.world.company import Company, TravelError, traveller
from thirdage_tui.world.journey import Journey, hunt_day, rest_day, start_journey, travel_day
from thirdage_tui.world.map import WorldMap, world_map
from thirdage_tui.world.route import Route, plan_route

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content import Content
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.tui.screens.campaign import CampaignScreen
    from thirdage_tui.world.encounters import Encounter
    from thirdage_tui.world.geometry import Cell

LEGEND = ("[#2f6b2f]♣[/]forest [#4d6b2a]♠[/]wooded hills [#a07a45]∩[/]hills\n"
          "[#9a9a9a]▲[/]mountains [#5e8c7a],[/]marsh [#5fb0ff]~[/]river\n"
          "[b white on #2f5f9f]=[/]crossing [#e8c47a]─[/]road [b]●[/]place [#ffd700]•[/]route\n"
          "[b reverse #ff5f5f]@[/]company · z zoom")
"""What the map's glyphs stand for, under each map."""


def preview_text(route: Route) -> str:
    """The route preview: days, miles, legs with their terrain, river crossings, danger."""
    lines = [f"[b]{route.start.name} → {route.end.name}[/b]",
             f"{route.miles:g} miles, {route.days:g} days ({route.mode}), danger up to {route.danger}"]
    lines += [f"• {leg.end}: {leg.miles:g} mi, {leg.days:g} d, {'/'.join(leg.terrain)}" for leg in route.legs]
    lines += [f"≈ {c.river}: {c.at or c.how}{' (+1 day)' if c.days else ''}" for c in route.crossings]
    return "\n".join(lines)


def days_text(n: int) -> str:
    """ "1 day", "7 days"."""
    return f"{n} day" if n == 1 else f"{n} days"


def hungry_day(fed: int, days: float) -> int | None:
    """The first day the company goes hungry on a road of `days` with food for `fed`; None if it lasts."""
    return fed + 1 if fed < math.ceil(days) else None


def food_text(fed: int, days: float) -> str:
    """The days of food the company has against the days a route takes; a plain warning when short."""
    hungry, road = hungry_day(fed, days), days_text(math.ceil(days))
    if hungry is None:
        return f"Food: {days_text(fed)}, enough for the {road} on the road."
    return (f"[b $error]Food: {days_text(fed)}, but the road takes {road}: hungry from day {hungry}.[/] "
            "Hunt on the way, or get provisions first.")


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
        yield MapView(world, company, id="map")
        with Vertical(classes="map-side"):
            with VerticalScroll(classes="map-info-box"):
                yield Static(id="info")
            yield from below
            yield Static(LEGEND, classes="map-legend")


class PlaceScreen(ModalScreen[None]):
    """A place reached: what it offers, who lives there, what is said."""

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

    def on_third_age_app_content_reloaded(self, event) -> None:
        """Show the place as the content read afresh tells it (as it was, if a mod took it away)."""
        self.content = event.content
        self.place = event.content.places.get(self.place.id, self.place)
        self.refresh(recompose=True)


class TravelScreen(Screen[None]):
    """Wander the map: plan a journey and walk it day by day. The hero comes back from each day as the
    road left him (wounds, POW, rations) and, when he is the app's current hero, is saved to his file."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "plan", "Plan", id="travel.plan"),
        Binding("t", "day('walk')", "Walk", id="travel.walk"),
        Binding("m", "day('march')", "March", id="travel.march"),
        Binding("r", "rest", "Rest", id="travel.rest"),
        Binding("u", "hunt", "Hunt", id="travel.hunt"),
        Binding("escape", "app.pop_screen", "Back", id="travel.back"),
    ]

    def __init__(self, content: Content, heroes: tuple[Hero, ...], start: str, seed: int = 0) -> None:
        super().__init__()
        self.content = content
        self.world = world_map(content)
        self.heroes = heroes
        self.here: Place = content.places[start]
        self.rng = random.Random(seed)
        self.route: Route | None = None
        self.journey: Journey | None = None
        self.bands: list[Encounter] = []
        """Bands met today and not dealt with yet."""
        self.kept: Hero = heroes[0]
        """The hero as last written back to the app."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield from map_body(self.world, tuple(self.here.at), RichLog(id="journal", wrap=True, markup=True, min_width=20))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(MapView).focus()
        self.query_one("#info", Static).update(cell_text(self.world, tuple(self.here.at)))

    def on_third_age_app_content_reloaded(self, event) -> None:
        """Go on with the content read afresh; the journey under way and the route planned stand."""
        self.content = event.content
        self.world = world_map(event.content)
        self.here = event.content.places.get(self.here.id, self.here)
        self.query_one(MapView).set_world(self.world)

    @property
    def company(self) -> Company:
        return Company(tuple(traveller(h, self.content) for h in self.heroes))

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        if self.route is not None and list(event.cell) == self.route.end.at:
            self._show_route()
            return
        text = cell_text(self.world, event.cell)
        if self.world.index(event.cell) in self.world.place_at:
            text += "\n[dim]enter: plan a route here[/dim]"
        self.query_one("#info", Static).update(text)

    def _show_route(self) -> None:
        self.query_one(MapView).show_route(self.route.cells)
        self.query_one("#info", Static).update(preview_text(self.route) + "\n[dim]t: set out walking[/dim]")

    def action_plan(self) -> None:
        """Preview the route to the place under the cursor."""
        target = self.world.place_at.get(self.world.index(self.query_one(MapView).cursor))
        if target is None or target.id == self.here.id:
            self.notify("Move the cursor onto another place to plan a route.", severity="warning")
            return
        try:
            self.route = plan_route(self.content, self.here, target, "walk", self.company)
        except TravelError as exc:
            self.notify(str(exc), severity="error")
            return
        self.journey = None
        self._show_route()

    def _set_out(self) -> Journey | None:
        if self.bands:
            self._meet()
            return None
        if self.journey is None and self.route is not None:
            self.journey = start_journey(self.content, self.route, self.heroes)
        if self.journey is None:
            self.notify("Plan a route first (enter on a place).", severity="warning")
        return self.journey

    def action_day(self, mode: str) -> None:
        journey = self._set_out()
        if journey is None:
            return
        try:
            self._after(*travel_day(journey, mode, self.rng, self.content))
        except TravelError as exc:
            self.notify(str(exc), severity="error")

    def action_rest(self) -> None:
        if journey := self._set_out():
            self._after(*rest_day(journey, self.rng, self.content))

    def action_hunt(self) -> None:
        if journey := self._set_out():
            self._after(*hunt_day(journey, self.rng, self.content))

    def _after(self, journey: Journey, day) -> None:
        """Log the day, move the company, write the hero back, meet the bands, open the place on arrival."""
        self.journey = journey
        log = self.query_one("#journal", RichLog)
        log.write(f"[b]{day.date}[/b] ({day.action}, {day.miles:g} mi)")
        for event in day.events:
            log.write(f"  {event}")
        self.query_one(MapView).move_company(journey.cell)
        self._keep(journey.heroes)
        self.bands = list(day.encounters)
        if self.bands:
            self._meet()
        elif journey.arrived:
            self._arrive()

    def _arrive(self) -> None:
        self.here = self.journey.route.end
        self.route, self.journey = None, None
        self.query_one(MapView).show_route(())
        self.query_one("#info", Static).update(cell_text(self.world, tuple(self.here.at)))
        self.query_one("#journal", RichLog).write(f"Arrived at {self.here.name}.")
        self.app.push_screen(PlaceScreen(self.here, self.content))

    def _ledger(self) -> Campaign:
        """A throwaway run holding the company, so that fights and packs go by the campaign's rules."""
        from thirdage_tui.campaign.state import Campaign

        return Campaign(self.rng.getrandbits(32), list(self.heroes), None, self.journey.date)

    def _keep(self, heroes: tuple[Hero, ...]) -> None:
        """The heroes as the road leaves them (rations eaten leave the packs); the hero becomes the
        app's current hero again and is saved over his file, atomically."""
        from thirdage_tui.campaign.travel import repack
        from thirdage_tui.persistence.heroes import RefusedWrite, write_hero

        self.heroes = heroes
        ledger = self._ledger()
        repack(ledger, self.content, self.journey.food)
        self.heroes = tuple(ledger.heroes)
        self.journey = dataclasses.replace(self.journey, heroes=self.heroes)
        if self.app.hero is not self.kept:
            return
        self.app.hero = self.kept = self.heroes[0]
        if self.app.hero_path is not None:
            try:
                write_hero(self.app.hero_path, self.kept, self.content)
            except (OSError, RefusedWrite) as exc:
                self.notify(f"{getattr(exc, 'strerror', None) or exc}",
                            title=f"Could not save {self.app.hero_path.name}", severity="error")

    # -- bands on the road
    def _meet(self) -> None:
        """Face the first band met on the encounter screen, as a campaign does, with a ledger of the
        company for it: on the grid, quickly, by slipping away if unseen, by fleeing or by parleying."""
        from thirdage_tui.campaign.meetings import can_parley
        from thirdage_tui.tui.screens.encounter import CampaignMemory, EncounterScreen, band_sighting

        met = self.bands[0]
        ledger = self._ledger()
        ledger.pending.append(met)
        sighting = band_sighting(ledger.pending[0], can_parley(self.content, met.creature))
        self.app.push_screen(EncounterScreen(self.content, sighting, CampaignMemory(ledger)),
                             lambda how: self._face(ledger, how))

    def _face(self, ledger: Campaign, how: str | None) -> None:
        """Deal with the band as chosen, by the campaign's rules, on the ledger."""
        from thirdage_tui.campaign import fights
        from thirdage_tui.tui.screens.encounter import band_on_grid

        if how is None:
            self.notify("The band waits: press t to face it.", severity="warning")
            return
        self.bands.pop(0)
        if how == "grid":
            band_on_grid(self.app, ledger, self.content, lambda: self._settle(ledger))
            return
        fights.face(ledger, self.content, "fight" if how == "quick" else how)
        self._settle(ledger)

    def _settle(self, ledger: Campaign) -> None:
        """After a band: tell what the ledger recorded; the hero's fall ends the wander, else he is
        written back and the road goes on to the next band or the journey's end."""
        log = self.query_one("#journal", RichLog)
        for entry in ledger.journal:
            log.write(f"  {escape(entry.text)}")
        if ledger.fallen is not None:
            self.notify(f"{ledger.fallen.hero} falls ({ledger.fallen.cause}); the wander ends. His file keeps him "
                        "as he was this morning.", title="Fallen", severity="error", timeout=10)
            self.dismiss()
            return
        self._keep(tuple(ledger.heroes))
        if self.bands:
            self._meet()
        elif self.journey.arrived:
            self._arrive()


class CampaignMapScreen(Screen[None]):
    """The campaign on the map. At a place the cursor chooses where to go (it starts on the first
    errand's target), with the route previewed as it moves; on the road the company is followed day
    by day until a band or the journey's end calls it back to the home screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "go", "Go there", id="campaign_map.go"),
        Binding("slash", "list", "List", id="campaign_map.list"),
        Binding("t", "day('travel')", "Travel on", id="campaign_map.travel"),
        Binding("c", "day('camp')", "Camp", id="campaign_map.camp"),
        Binding("u", "day('hunt')", "Hunt", id="campaign_map.hunt"),
        Binding("escape", "app.pop_screen", "Back", id="campaign_map.back"),
    ]

    def __init__(self, home: CampaignScreen, zoom: int = 1) -> None:
        super().__init__()
        self.home, self.zoom = home, zoom
        self.world = world_map(home.content)

    @property
    def campaign(self) -> Campaign:
        return self.home.campaign

    def company_cell(self) -> Cell:
        c = self.campaign
        if c.road is not None:
            return self.world.cell(c.road.path[c.road.step])
        return tuple(self.home.content.places[c.place].at)

    def compose(self) -> ComposeResult:
        yield Header()
        yield from map_body(self.world, self.company_cell(), JournalLog(id="journal"))
        yield Footer()

    def on_mount(self) -> None:
        view = self.query_one(MapView)
        view.zoom = self.zoom
        view.focus()
        targets = [e.target for e in self.campaign.active_errands() if e.target != self.campaign.place]
        if self.campaign.road is None and targets:
            view.cursor = tuple(self.home.content.places[targets[0]].at)
        self.show()

    def on_screen_resume(self) -> None:
        self.show()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Choosing at a place; the days on the road (not while a band waits)."""
        c = self.campaign
        if action in ("go", "list"):
            return c.place is not None and not c.over
        if action == "day":
            return c.road is not None and not c.pending and not c.over
        return True

    def show(self) -> None:
        """The company where the campaign has it, the road ahead, the panel and the journal."""
        from thirdage_tui.campaign import travel

        c, content, view = self.campaign, self.home.content, self.query_one(MapView)
        self.query_one(JournalLog).follow(c.journal)
        view.move_company(self.company_cell())
        if c.road is None:
            self.sub_title = "Where to?"
            self._preview(view.cursor)
        else:
            self.sub_title = f"On the road to {content.places[c.road.end].name}"
            view.show_route(tuple(self.world.cell(i) for i in c.road.path[c.road.step:]))
            self.query_one("#info", Static).update(
                f"[b]{escape(self.sub_title)}[/b] ({c.road.mode}), food for {days_text(travel.days_fed(c, content))}.\n"
                "[dim]t travel on · c camp · u hunt[/dim]")
        self.refresh_bindings()

    def on_map_view_cursor_moved(self, event: MapView.CursorMoved) -> None:
        if self.campaign.road is None:
            self._preview(event.cell)

    def _preview(self, cell: Cell) -> None:
        """At a place: the route to the place under the cursor, drawn and told (walking)."""
        from thirdage_tui.campaign import travel
        from thirdage_tui.campaign.state import CampaignError

        text, cells = cell_text(self.world, cell), ()
        place = self.world.place_at.get(self.world.index(cell))
        if place is not None and place.id != self.campaign.place:
            try:
                route = travel.plan(self.campaign, self.home.content, place.id, "walk")
            except CampaignError as exc:
                text += f"\n[red]{escape(str(exc))}[/]"
            else:
                fed = food_text(travel.days_fed(self.campaign, self.home.content), route.days)
                text, cells = f"{preview_text(route)}\n{fed}\n[dim]enter: set out (choose the pace)[/dim]", route.cells
        self.query_one(MapView).show_route(cells)
        self.query_one("#info", Static).update(text)

    def action_go(self) -> None:
        """Set out for the place under the cursor: the home screen asks the pace."""
        place = self.world.place_at.get(self.world.index(self.query_one(MapView).cursor))
        if place is None or place.id == self.campaign.place:
            self.notify("Move the cursor onto another place.", severity="warning")
            return
        self.home._preview(place.id)  # the home screen's pace choice and setting out

    def action_list(self) -> None:
        """Choose the destination from a list of places instead."""
        self.home.choose_destination()

    def action_day(self, kind: str) -> None:
        """A day on the road as the home screen plays it, the map stepping aside for it so that bands,
        the hero's fall and the arrival are met there; back on the map while the road goes on."""
        home, zoom = self.home, self.query_one(MapView).zoom
        self.app.pop_screen()
        getattr(home, f"action_{kind}")()
        c = home.campaign
        if c.road is not None and not c.pending and not c.over:
            self.app.push_screen(CampaignMapScreen(home, zoom))
