"""Every kind of content file: its name (the file's stem or folder), its model, its shape.

Each kind is declared here once, as a typed key: `content.get(RACES, "hobbit")` is a `Race`. `Content`
binds each kind as an attribute of its own type (`content.races` is a `dict[str, Race]`,
`content.tables` the `RuleTables`). A kind names its model by where it lives and imports it only
when asked, so a command imports the models of the kinds it reads, and no others (and pydantic only to
validate what it reads from YAML)."""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar, cast, overload

if TYPE_CHECKING:
    from pydantic import TypeAdapter

    from thirdage_tui.content.models.base import ContentModel, Entry
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.models.character import Background, Language, Nation, Race, Skill
    from thirdage_tui.content.models.equipment import Armour, Clothing, Gear, Mount, Weapon
    from thirdage_tui.content.models.errand_templates import ErrandTemplate
    from thirdage_tui.content.models.lore import GlossaryTerm, Personality, TimelineEntry
    from thirdage_tui.content.models.magic import HeroMagic, ItemForm, MagicItem, Spell
    from thirdage_tui.content.models.road import Markets, RoadEvent
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.models.tables import Body, RuleTables
    from thirdage_tui.content.models.world import (
        EncounterTable,
        MapGrids,
        Place,
        Region,
        River,
        Road,
        Terrain,
        TravelRules,
    )
    from thirdage_tui.content.store import Content

M_co = TypeVar("M_co", bound="ContentModel", covariant=True)
E_co = TypeVar("E_co", bound="Entry", covariant=True)


@dataclass(frozen=True)
class Kind(Generic[M_co]):
    """A kind of content: its name, where the model of what its files hold lives (`"world.Place"`: a
    module of `content/models` and a class in it), and a few words for messages."""

    name: str
    model_path: str
    summary: str = field(default="", compare=False)
    heading: str = field(default="", compare=False)
    """A short heading for lists (the codex's branches), where the summary is too long."""
    collection: ClassVar[bool] = True

    @cached_property
    def model(self) -> type[M_co]:
        """The model, its module imported on first use."""
        module, _, name = self.model_path.rpartition(".")
        return cast("type[M_co]", getattr(importlib.import_module(f"thirdage_tui.content.models.{module}"), name))

    @property
    def adapter(self) -> TypeAdapter[Any]:
        """Validates a whole file at once (the fast path; made once, by `validators.adapter`)."""
        from thirdage_tui.content.validators import adapter

        return adapter(list[self.model] if self.collection else self.model)  # type: ignore[name-defined]

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


TABLES: Document[RuleTables] = Document("tables", "tables.RuleTables", "the rule tables")
BODIES: Collection[Body] = Collection("bodies", "tables.Body", "hit-location tables", "Hit locations")
LANGUAGES: Collection[Language] = Collection("languages", "character.Language", "languages")
RACES: Collection[Race] = Collection("races", "character.Race", "races and elf kindreds", "Races, kindreds")
NATIONS: Collection[Nation] = Collection("nations", "character.Nation", "nations of Men")
BACKGROUNDS: Collection[Background] = Collection("backgrounds", "character.Background", "backgrounds")
SKILLS: Collection[Skill] = Collection("skills", "character.Skill", "skills")
WEAPONS: Collection[Weapon] = Collection("weapons", "equipment.Weapon", "weapons and shields", "Weapons, shields")
ARMOUR: Collection[Armour] = Collection("armour", "equipment.Armour", "armour")
GEAR: Collection[Gear] = Collection("gear", "equipment.Gear", "general equipment", "Equipment")
CLOTHING: Collection[Clothing] = Collection("clothing", "equipment.Clothing", "clothing")
MOUNTS: Collection[Mount] = Collection("mounts", "equipment.Mount", "mounts")
HERO_MAGIC: Collection[HeroMagic] = Collection("hero_magic", "magic.HeroMagic", "Hero Magic")
SPELLS: Collection[Spell] = Collection("spells", "magic.Spell", "spells")
ITEM_FORMS: Collection[ItemForm] = Collection("item_forms", "magic.ItemForm", "forms of magic items", "Item forms")
MAGIC_ITEMS: Collection[MagicItem] = Collection("magic_items", "magic.MagicItem", "magic and special items", "Magic items")
PERSONALITIES: Collection[Personality] = Collection("personalities", "lore.Personality", "personalities and patrons", "Personalities")
TIMELINE: Collection[TimelineEntry] = Collection("timeline", "lore.TimelineEntry", "the chronicle of the age", "Chronicle")
GLOSSARY: Collection[GlossaryTerm] = Collection("glossary", "lore.GlossaryTerm", "glossary terms", "Glossary")
TERRAINS: Collection[Terrain] = Collection("terrains", "world.Terrain", "kinds of ground on the map", "Ground")
REGIONS: Collection[Region] = Collection("regions", "world.Region", "regions of the map", "Regions")
PLACES: Collection[Place] = Collection("places", "world.Place", "named places of the map", "Places")
RIVERS: Collection[River] = Collection("rivers", "world.River", "rivers and their crossings", "Rivers")
ROADS: Collection[Road] = Collection("roads", "world.Road", "roads and trails", "Roads, trails")
MAP: Document[MapGrids] = Document("map", "world.MapGrids", "the map's terrain and region grids")
ENCOUNTER_TABLES: Collection[EncounterTable] = Collection(
    "encounter_tables", "world.EncounterTable", "random encounters by region", "Encounters")
TRAVEL: Document[TravelRules] = Document("travel", "world.TravelRules", "the rules of day-by-day travel")
MARKETS: Document[Markets] = Document("markets", "road.Markets", "what markets sell, at what price")
ROAD_EVENTS: Collection[RoadEvent] = Collection(
    "road_events", "road.RoadEvent", "things that happen on the road besides fights", "Road events")
BESTIARY: Collection[Creature] = Collection("bestiary", "bestiary.Creature", "creatures and foes", "Creatures")
ERRANDS: Collection[ErrandTemplate] = Collection("errands", "errand_templates.ErrandTemplate", "errands patrons give", "Errands")
SITES: Collection[Site] = Collection("sites", "sites.Site", "barrows, caves and holds to explore", "Sites")

KINDS: dict[str, Kind[ContentModel]] = {k.name: k for k in (
    TABLES, BODIES, LANGUAGES, RACES, NATIONS, BACKGROUNDS, SKILLS, WEAPONS, ARMOUR, GEAR, CLOTHING, MOUNTS,
    HERO_MAGIC, SPELLS, ITEM_FORMS, MAGIC_ITEMS, PERSONALITIES, TIMELINE, GLOSSARY, TERRAINS, REGIONS, PLACES,
    RIVERS, ROADS, MAP, ENCOUNTER_TABLES, TRAVEL, MARKETS, ROAD_EVENTS, BESTIARY, ERRANDS, SITES)}
"""Every kind, by name."""
