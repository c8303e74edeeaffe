"""Typed content models, one module per area."""

from thirdage_tui.content.models.base import ABILITIES, ATTRS, ContentModel, Entry, RefTo
from thirdage_tui.content.models.bestiary import Creature
from thirdage_tui.content.models.character import Background, Language, Nation, Race, Skill
from thirdage_tui.content.models.equipment import Armour, Clothing, Gear, Mount, Weapon
from thirdage_tui.content.models.lore import GlossaryTerm, Offer, Personality, TimelineEntry
from thirdage_tui.content.models.magic import Effect, HeroMagic, ItemForm, Magic, MagicItem, Spell
from thirdage_tui.content.models.tables import BandTable, Body, RuleTables

__all__ = [
    "ABILITIES",
    "ATTRS",
    "Armour",
    "Background",
    "BandTable",
    "Body",
    "Clothing",
    "ContentModel",
    "Creature",
    "Effect",
    "Entry",
    "Gear",
    "GlossaryTerm",
    "HeroMagic",
    "ItemForm",
    "Language",
    "Magic",
    "MagicItem",
    "Mount",
    "Nation",
    "Offer",
    "Personality",
    "Race",
    "RefTo",
    "RuleTables",
    "Skill",
    "Spell",
    "TimelineEntry",
    "Weapon",
]
