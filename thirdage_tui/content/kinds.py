"""Every kind of content file: its name (the file's stem or folder), its model, its shape.

Each kind is declared here once, as a typed key: `content.get(RACES, "hobbit")` is a `Race`. `Content`
binds each kind as an attribute of its own type (`content.races` is a `dict[str, Race]`,
`content.tables` the `RuleTables`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar, overload

from pydantic import TypeAdapter

from thirdage_tui.content import models as m
from thirdage_tui.content.models import world as w
from thirdage_tui.content.models.base import ContentModel, Entry
from thirdage_tui.content.models.errand_templates import ErrandTemplate
from thirdage_tui.content.models.road import Markets, RoadEvent

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

M_co = TypeVar("M_co", bound=ContentModel, covariant=True)
E_co = TypeVar("E_co", bound=Entry, covariant=True)


@dataclass(frozen=True)
class Kind(Generic[M_co]):
    """A kind of content: its name, the model of what its files hold, and a few words for messages."""

    name: str
    model: type[M_co]
    summary: str = field(default="", compare=False)
    collection: ClassVar[bool] = True

    @cached_property
    def adapter(self) -> TypeAdapter[Any]:
        """Validates a whole file at once (the fast path)."""
        return TypeAdapter(list[self.model] if self.collection else self.model)  # type: ignore[name-defined]

    def __set_name__(self, owner: type, name: str) -> None:
        if name != self.name:
            raise TypeError(f"the {self.name} kind is bound as {owner.__name__}.{name}")


class Collection(Kind[E_co]):
    """A kind whose file holds a list of entries with ids; read on `Content` as the dict of them by id."""

    @overload
    def __get__(self, content: None, owner: type | None = None) -> Self: ...
    @overload
    def __get__(self, content: Content, owner: type | None = None) -> dict[str, E_co]: ...
    def __get__(self, content: Content | None, owner: type | None = None) -> Self | dict[str, E_co]:
        return self if content is None else content.all(self)


class Document(Kind[M_co]):
    """A kind whose file holds one mapping; read on `Content` as that model."""

    collection = False

    @overload
    def __get__(self, content: None, owner: type | None = None) -> Self: ...
    @overload
    def __get__(self, content: Content, owner: type | None = None) -> M_co: ...
    def __get__(self, content: Content | None, owner: type | None = None) -> Self | M_co:
        return self if content is None else content.document(self)


TABLES = Document("tables", m.RuleTables, "the rule tables")
BODIES = Collection("bodies", m.Body, "hit-location tables")
LANGUAGES = Collection("languages", m.Language, "languages")
RACES = Collection("races", m.Race, "races and elf kindreds")
NATIONS = Collection("nations", m.Nation, "nations of Men")
BACKGROUNDS = Collection("backgrounds", m.Background, "backgrounds")
SKILLS = Collection("skills", m.Skill, "skills")
WEAPONS = Collection("weapons", m.Weapon, "weapons and shields")
ARMOUR = Collection("armour", m.Armour, "armour")
GEAR = Collection("gear", m.Gear, "general equipment")
CLOTHING = Collection("clothing", m.Clothing, "clothing")
MOUNTS = Collection("mounts", m.Mount, "mounts")
HERO_MAGIC = Collection("hero_magic", m.HeroMagic, "Hero Magic")
SPELLS = Collection("spells", m.Spell, "spells")
ITEM_FORMS = Collection("item_forms", m.ItemForm, "forms of magic items")
MAGIC_ITEMS = Collection("magic_items", m.MagicItem, "magic and special items")
PERSONALITIES = Collection("personalities", m.Personality, "personalities and patrons")
TIMELINE = Collection("timeline", m.TimelineEntry, "the chronicle of the age")
GLOSSARY = Collection("glossary", m.GlossaryTerm, "glossary terms")
TERRAINS = Collection("terrains", w.Terrain, "kinds of ground on the map")
REGIONS = Collection("regions", w.Region, "regions of the map")
PLACES = Collection("places", w.Place, "named places of the map")
RIVERS = Collection("rivers", w.River, "rivers and their crossings")
ROADS = Collection("roads", w.Road, "roads and trails")
MAP = Document("map", w.MapGrids, "the map's terrain and region grids")
ENCOUNTER_TABLES = Collection("encounter_tables", w.EncounterTable, "random encounters by region")
TRAVEL = Document("travel", w.TravelRules, "the rules of day-by-day travel")
MARKETS = Document("markets", Markets, "what markets sell, at what price")
ROAD_EVENTS = Collection("road_events", RoadEvent, "things that happen on the road besides fights")
BESTIARY = Collection("bestiary", m.Creature, "creatures and foes")
ERRANDS = Collection("errands", ErrandTemplate, "errands patrons give")

KINDS: dict[str, Kind[ContentModel]] = {k.name: k for k in (
    TABLES, BODIES, LANGUAGES, RACES, NATIONS, BACKGROUNDS, SKILLS, WEAPONS, ARMOUR, GEAR, CLOTHING, MOUNTS,
    HERO_MAGIC, SPELLS, ITEM_FORMS, MAGIC_ITEMS, PERSONALITIES, TIMELINE, GLOSSARY, TERRAINS, REGIONS, PLACES,
    RIVERS, ROADS, MAP, ENCOUNTER_TABLES, TRAVEL, MARKETS, ROAD_EVENTS, BESTIARY, ERRANDS)}
"""Every kind, by name."""
