"""Every kind of content file: its name (the file's stem or folder), its model, its shape."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property

from pydantic import BaseModel, TypeAdapter

from thirdage_tui.content import models as m
from thirdage_tui.content.models import world as w
from thirdage_tui.content.models.errands import ErrandTemplate


@dataclass(frozen=True)
class Kind:
    """A kind of content. A collection file holds a list of entries with ids; a document
    file holds one mapping."""

    name: str
    model: type[BaseModel]
    collection: bool = True
    summary: str = field(default="", compare=False)

    @cached_property
    def adapter(self) -> TypeAdapter:
        """Validates a whole file at once (the fast path)."""
        return TypeAdapter(list[self.model] if self.collection else self.model)


KINDS: dict[str, Kind] = {
    k.name: k
    for k in (
        Kind("tables", m.RuleTables, collection=False, summary="the rule tables"),
        Kind("bodies", m.Body, summary="hit-location tables"),
        Kind("languages", m.Language, summary="languages"),
        Kind("races", m.Race, summary="races and elf kindreds"),
        Kind("nations", m.Nation, summary="nations of Men"),
        Kind("backgrounds", m.Background, summary="backgrounds"),
        Kind("skills", m.Skill, summary="skills"),
        Kind("weapons", m.Weapon, summary="weapons and shields"),
        Kind("armour", m.Armour, summary="armour"),
        Kind("gear", m.Gear, summary="general equipment"),
        Kind("clothing", m.Clothing, summary="clothing"),
        Kind("mounts", m.Mount, summary="mounts"),
        Kind("hero_magic", m.HeroMagic, summary="Hero Magic"),
        Kind("spells", m.Spell, summary="spells"),
        Kind("item_forms", m.ItemForm, summary="forms of magic items"),
        Kind("magic_items", m.MagicItem, summary="magic and special items"),
        Kind("personalities", m.Personality, summary="personalities and patrons"),
        Kind("timeline", m.TimelineEntry, summary="the chronicle of the age"),
        Kind("glossary", m.GlossaryTerm, summary="glossary terms"),
        Kind("terrains", w.Terrain, summary="kinds of ground on the map"),
        Kind("regions", w.Region, summary="regions of the map"),
        Kind("places", w.Place, summary="named places of the map"),
        Kind("rivers", w.River, summary="rivers and their crossings"),
        Kind("roads", w.Road, summary="roads and trails"),
        Kind("map", w.MapGrids, collection=False, summary="the map's terrain and region grids"),
        Kind("encounter_tables", w.EncounterTable, summary="random encounters by region"),
        Kind("travel", w.TravelRules, collection=False, summary="the rules of day-by-day travel"),
        Kind("bestiary", m.Creature, summary="creatures and foes"),
        Kind("errands", ErrandTemplate, summary="errands patrons give"),
    )
}
