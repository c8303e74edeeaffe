"""The map of north-western Middle-earth and the rules of travel (rules text 3.1, 3.2, appendix 4;
GUIDE G4.8): terrains, regions, places, rivers, roads, the terrain grid, encounter tables, the calendar.

Grids are text (one character a cell) kept in YAML block scalars, so a modder edits a picture of the
map and an error still names the row and column."""


from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    Constraint,
    ContentModel,
    CreatureRef,
    Dice,
    Entry,
    Family,
    GearRef,
    Id,
    MagicItemRef,
    MountRef,
    PlaceRef,
    RegionRef,
    RiverRef,
    TerrainRef,
    Text,
    bounded,
    check,
    length,
)
from thirdage_tui.content.models.road import Gathering, Hunger, Land, LoadRules, RoleRules, WayFinding

Danger = Annotated[int, bounded(0, 5)]
Point = Annotated[list[Annotated[int, bounded(0, 999)]], length(2, 2)]
"""A cell of the map: [column, row], counted from the top left."""
Glyph = Annotated[str, length(1, 1)]
Colour = Annotated[str, Constraint(pattern=r"^#[0-9a-fA-F]{6}$")]
Season = Literal["spring", "summer", "autumn", "winter"]
TimeOfDay = Literal["day", "night"]
Mode = Literal["walk", "march", "ride", "cavalry", "boat"]
Service = Literal["inn", "market", "trainer", "patron", "healer", "smith", "stable", "boats", "lodging"]
SEASONS: tuple[Season, ...] = ("spring", "summer", "autumn", "winter")


class Terrain(Entry):
    """A kind of ground. `slowed_as` names the rows of the rule tables' `terrain_multipliers` that
    apply (they stack, G4.8); `passable: false` is water or sheer peaks."""

    slowed_as: list[Id] = []
    passable: bool = True
    wild: bool = False
    game: bool = True
    colour: Colour
    aliases: list[str] = []


class Region(Entry):
    """A land with its own danger (0 safe - 5 deadly), drawn on the region grid by its glyph."""

    danger: Danger
    aliases: list[str] = []


class Place(Entry):
    """A named place on the map: where it is, what it offers, how dangerous it is, and rumours."""

    at: Point
    kind: Literal["city", "town", "village", "house", "realm", "fortress", "ruin", "haven", "mine",
                  "landmark", "crossing"]
    services: list[Service] = []
    danger: Danger = 0
    aliases: list[str] = []
    rumours: list[Text] = []


class Crossing(ContentModel):
    """Where a river may be crossed without losing a day."""

    name: str
    kind: Literal["bridge", "ford", "ferry"]
    at: Point


RiverSize = Literal["major", "minor", "stream"]


class River(Entry):
    """A river drawn from source to mouth through `course` points (joined cell by cell, never
    diagonally, so it cannot be slipped through). Crossing a `major` river away from its crossings
    costs a whole day (3.2.1), a `minor` one some hours (the travel rules'), a `stream` nothing."""

    size: RiverSize = "major"
    course: Annotated[list[Point], length(2)]
    crossings: list[Crossing] = []
    aliases: list[str] = []
    detour: Annotated[float, bounded(0, 100)] = 0
    """The days more a company will go round to cross at a crossing rather than spend its day
    crossing elsewhere (the planner's choice, our ruling; the crossing still takes the rules' day)."""


class Road(Entry):
    """A road or trail through places (by id) and bends (cells). On it the forest slows no one (G4.8)."""

    kind: Literal["road", "trail"] = "road"
    via: Annotated[list[PlaceRef | Point], length(2)]
    aliases: list[str] = []


class MapGrids(ContentModel):
    """The map document: its scale and two text grids of equal size, each with its legend.

    A space in the region grid belongs to no region."""

    miles_per_cell: Annotated[float, Constraint(gt=0, le=100)]
    terrain_legend: dict[Glyph, TerrainRef]
    terrain: str
    region_legend: dict[Glyph, RegionRef]
    regions: str

    @check
    def _grids(self) -> None:
        terrain = grid_rows(self.terrain)
        regions = grid_rows(self.regions)
        _check_grid("terrain", terrain, self.terrain_legend, len(terrain[0]) if terrain else 0, blank=False)
        if len(regions) != len(terrain):
            raise ValueError(f"regions has {len(regions)} rows, terrain has {len(terrain)}")
        _check_grid("regions", regions, self.region_legend, len(terrain[0]), blank=True)


def grid_rows(text: str) -> list[str]:
    """The rows of a text grid (trailing blank lines dropped; a row may not end in spaces in YAML,
    so short rows are padded with blanks)."""
    rows = text.rstrip("\n").split("\n")
    width = max((len(r) for r in rows), default=0)
    return [r.ljust(width) for r in rows]


def _check_grid(name: str, rows: list[str], legend: dict[str, str], width: int, *, blank: bool) -> None:
    if not rows or not width:
        raise ValueError(f"{name} grid is empty")
    for y, row in enumerate(rows):
        if len(row) != width:
            raise ValueError(f"{name} row {y + 1} has {len(row)} cells, expected {width}")
        for x, glyph in enumerate(row):
            if glyph not in legend and not (blank and glyph == " "):
                raise ValueError(f"{name} row {y + 1}, column {x + 1}: glyph {glyph!r} is not in the legend")


class EncounterFoe(ContentModel):
    """One line of an encounter table. `stealth` and `perception`, when given, replace the levels the
    bestiary's skills give the band in the opposed rolls of 4.5."""

    creature: CreatureRef
    count: Dice = "1"
    weight: Annotated[int, bounded(1, 100)] = 1
    min_danger: Danger = 0
    stealth: Annotated[int, bounded(0, 30)] | None = None
    perception: Annotated[int, bounded(0, 30)] | None = None


class EncounterTable(Entry):
    """What may be met in some regions, by day or night, in some seasons."""

    regions: Annotated[list[RegionRef], length(1)]
    times: list[TimeOfDay] = ["day", "night"]
    seasons: list[Season] = list(SEASONS)
    foes: Annotated[list[EncounterFoe], length(1)]


class Month(ContentModel):
    """A month (or a run of special days) of the calendar."""

    name: str
    days: Annotated[int, bounded(1, 31)]
    season: Season
    leap_only: bool = False


class ModeRules(ContentModel):
    """A way of travelling: the mounts every member needs (none: on foot), or by boat along the rivers."""

    mounts: list[MountRef] = []
    afloat: bool = False
    """By boat where a river of the boat rules runs, on foot elsewhere (the company needs a boat)."""


class Portage(ContentModel):
    """Where a river cannot be rowed: a boat entering the cell `at` is carried round, `days` more."""

    name: str
    at: Point
    days: Annotated[float, bounded(0, 10)] = 1


Pace = Annotated[float, Constraint(gt=0, le=100)]


class BoatRules(ContentModel):
    """River journeys (our ruling, docs/rulings.md "River journeys"): boats are hired where the `boats`
    service is, `seats` heroes with their packs to a boat at `price` silver each; along the `rivers`
    a boat makes `downstream` miles a day with the current, `upstream` against it and `still` on a
    lake; it carries no mounts; at each portage it is carried round."""

    rivers: list[RiverRef] = []
    downstream: Pace = 30
    upstream: Pace = 10
    still: Pace = 20
    seats: Annotated[int, bounded(1, 20)] = 3
    price: Annotated[int, bounded(0, 100_000)] = 40
    portages: list[Portage] = []


class WeatherRule(ContentModel):
    """A house rule: in `seasons`, daily miles are multiplied by `multiplier` on `terrains` (all if empty)."""

    seasons: Annotated[list[Season], length(1)]
    terrains: list[TerrainRef] = []
    multiplier: Annotated[float, Constraint(gt=0, le=1)]


class TravelRules(ContentModel):
    """The rules of day-by-day travel: the calendar, modes, weather, encounters, fatigue, food, getting lost."""

    calendar: Annotated[list[Month], length(1)]
    reckoning: str = "S.R."
    reckoning_offset: Annotated[int, bounded(-10_000, 10_000)] = -1600
    start_year: Annotated[int, bounded(1, 9999)] = 2760
    start_month: str = "Astron"
    start_day: Annotated[int, bounded(1, 31)] = 1
    modes: dict[Mode, ModeRules]
    river_crossing_days: Annotated[float, bounded(0, 5)] = 1
    """A major river crossed away from its crossings without a boat (3.2.1)."""
    minor_river_days: Annotated[float, bounded(0, 5)] = 0.25
    """A minor river waded away from its crossings (house rule)."""
    weather: list[WeatherRule] = []
    encounter_chance: Annotated[list[Annotated[int, bounded(0, 20)]], length(6, 6)]
    band_company: Annotated[int, bounded(1, 20)] = 4
    """The company the encounter tables' counts are written for; a smaller company meets a band
    smaller in proportion (never fewer than one)."""
    band_danger: Annotated[int, bounded(1, 10)] = 2
    """What one hero is a match for, in the bestiary's danger summed over a band, per point of the
    ground's danger: a company meets no foe above what all its heroes together are a match for, and a
    bigger band is cut down to it."""
    march_fatigue_miles: Annotated[int, bounded(0, 24)] = 3
    fatigue_skill_penalty: Annotated[int, bounded(0, 5)] = 1
    watch_hours: Annotated[int, bounded(1, 24)] = 8
    rest_pow_hours: Annotated[int, bounded(1, 24)] = 16
    rations: list[GearRef] = []
    lembas: MagicItemRef | None = None
    parley: Annotated[list[Family], Constraint(description=(
        "The families of foes that will talk: a company may parley only with a band of these."))] = [
        "men", "orcs", "trolls"]
    gathering: Annotated[dict[Id, Gathering], length(1)]
    """The ways of finding food on the road, by the name a day of it is kept under."""
    way: WayFinding
    hunger: Hunger = Hunger()
    burden: LoadRules = LoadRules()
    roles: RoleRules = RoleRules()
    lands: Annotated[list[Land], length(6, 6)] = ["border", "border", "wild", "wild", "dark",
                                                                      "dark"]
    """The land each danger 0-5 is, as road events are drawn."""
    road_event_chance: Annotated[int, bounded(0, 20)] = 3
    """A d20 at or under this, once a day on the road, brings a road event."""
    boats: BoatRules = BoatRules()

    @check
    def _modes(self) -> None:
        missing = [m for m in ("walk", "march", "ride", "cavalry") if m not in self.modes]
        if missing:
            raise ValueError(f"modes lacks: {', '.join(missing)}")
        if self.start_month not in [m.name for m in self.calendar]:
            raise ValueError(f"start_month {self.start_month!r} is not a month of the calendar")
        month = next(m for m in self.calendar if m.name == self.start_month)
        if self.start_day > month.days:
            raise ValueError(f"start_day {self.start_day} is not a day of {month.name} (1-{month.days})")
