"""The travel screen: the map, a cursor to choose a destination, the route preview, the journal of
the days, and the screen of the place the company reaches. Rules live in `thirdage_tui.world`."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Header, RichLog, Static

from thirdage_tui.tui.widgets.map_view import MapView
from thirdage_tui.world.company import Company, TravelError, traveller
from thirdage_tui.world.journey import Journey, hunt_day, rest_day, start_journey, travel_day
from thirdage_tui.world.map import world_map
from thirdage_tui.world.route import Route, plan_route

if TYPE_CHECKING:
    from thirdage_tui.content import Content
    from thirdage_tui.content.models.world import Place
    from thirdage_tui.engine.hero import Hero


def preview_text(route: Route) -> str:
    """The route preview: days, miles, legs with their terrain, river crossings, danger."""
    lines = [f"[b]{route.start.name} → {route.end.name}[/b]",
             f"{route.miles:g} miles, {route.days:g} days ({route.mode}), danger up to {route.danger}"]
    lines += [f"• {leg.end}: {leg.miles:g} mi, {leg.days:g} d, {'/'.join(leg.terrain)}" for leg in route.legs]
    lines += [f"≈ {c.river}: {c.at or c.how}{' (+1 day)' if c.days else ''}" for c in route.crossings]
    return "\n".join(lines)


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
    """Plan a journey on the map and walk it day by day."""

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

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield MapView(self.world, tuple(self.here.at), id="map")
            with Vertical(id="side"):
                with VerticalScroll():
                    yield Static(id="info")
                yield RichLog(id="journal", wrap=True, markup=True, min_width=20)
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(MapView).focus()
        self._describe(tuple(self.here.at))

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
        self._describe(event.cell)

    def _describe(self, cell: tuple[int, int]) -> None:
        i = self.world.index(cell)
        place = self.world.place_at.get(i)
        terrain = self.world.terrains[self.world.terrain[i]].name
        lines = [f"{place.name}" if place else "Open country", f"{terrain}, {self.world.region_name(i)}",
                 f"danger {self.world.danger(i)}"]
        if place:
            lines.append("[dim]enter: plan a route here[/dim]")
        self.query_one("#info", Static).update("\n".join(lines))

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
        self.query_one(MapView).show_route(self.route.cells)
        self.query_one("#info", Static).update(preview_text(self.route) + "\n[dim]t: set out walking[/dim]")

    def _set_out(self) -> Journey | None:
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
        """Log the day, move the company, and open the place on arrival."""
        self.journey, self.heroes = journey, journey.heroes
        log = self.query_one("#journal", RichLog)
        log.write(f"[b]{day.date}[/b] ({day.action}, {day.miles:g} mi)")
        for event in day.events:
            log.write(f"  {event}")
        self.query_one(MapView).move_company(journey.cell)
        if journey.arrived:
            self.here = journey.route.end
            self.route, self.journey = None, None
            self.query_one(MapView).show_route(())
            log.write(f"Arrived at {self.here.name}.")
            self.app.push_screen(PlaceScreen(self.here, self.content))
