"""Base classes and markers shared by every content model."""

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints, WithJsonSchema

from thirdage_tui.content.notation import EXAMPLE, check_bonus, check_dice


def shaped(pattern: str, example: str, max_length: int) -> Callable[[str], str]:
    """A validator of text of a shape, which says what it wants by example (never as a raw pattern)."""
    compiled = re.compile(pattern)

    def check(text: str) -> str:
        if len(text) > max_length or not compiled.fullmatch(text):
            shown = repr(text) if len(text) <= 40 else f"{text[:40]!r}..."
            raise ValueError(f"{shown} is not {example}")
        return text

    return check


@lru_cache(maxsize=None, typed=True)  # typed: bounds of 0 and of 0.0 are written apart in the schema
def bounded(low: float, high: float) -> Any:
    """`Field(ge=low, le=high)`, made once for each pair of bounds: every number field with the same
    bounds reads the same object (`Annotated[int, bounded(0, 30)]`), which pydantic takes up faster at
    import than a new one for each field, with the same validation and schema."""
    return Field(ge=low, le=high)


ID_PATTERN = r"^[a-z][a-z0-9_]*$"
ID_EXAMPLE = "an id such as snow_troll (lower-case letters, digits and _, starting with a letter; at most 64)"
Id = Annotated[str, AfterValidator(shaped(ID_PATTERN, ID_EXAMPLE, 64)),
               WithJsonSchema({"type": "string", "pattern": ID_PATTERN, "maxLength": 64})]
Attr = Literal["STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"]
ATTRS: tuple[Attr, ...] = ("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA")
Ability = Literal["attack", "parry", "defence", "perception", "stealth", "manipulation", "knowledge", "persuasion"]
ABILITIES: tuple[Ability, ...] = ("attack", "parry", "defence", "perception", "stealth", "manipulation", "knowledge",
                              "persuasion")
Folk = Literal["human", "elf", "dwarf", "hobbit"]
FOLK_NAMES: dict[str, str] = {"human": "Men", "elf": "Elves", "dwarf": "Dwarves", "hobbit": "Hobbits",
                              "half_elven": "the Half-elven", "maia": "the Maiar", "skin_changer": "skin-changers"}
"""The folk a race (or one of the great) belongs to, in words: a `Folk`, and the great's own."""
BodyGroup = Literal["legs", "abdomen", "chest", "arms", "head", "wings", "tail"]
"""The parts of a body that armour, worn or natural, covers."""
Family = Literal["men", "orcs", "trolls", "wolves", "spiders", "birds", "undead", "dragons", "demons", "trees"]
"""The families of foes the bestiary sorts creatures into."""
Pronoun = Literal["he", "she", "it"]
"""How the game's words speak of a fighter: a creature by its bestiary entry, a hero by his file."""
_DICE = r"\s*[+-]?\s*(\d*[dD]\d+|\d+)(\s*[+-]\s*(\d*[dD]\d+|\d+))*\s*"
Dice = Annotated[str, AfterValidator(check_dice),
                 WithJsonSchema({"type": "string", "pattern": f"^{_DICE}$", "description": EXAMPLE})]
Bonus = Annotated[str, AfterValidator(check_bonus),
                  WithJsonSchema({"type": "string", "pattern": f"^({_DICE})?$", "description": EXAMPLE})]
"""Dice written as a bonus: "+1D4", "-1D4", or "" for none."""
Text = Annotated[str, StringConstraints(min_length=1, max_length=4000)]
Enc = Annotated[float, bounded(0, 100)]


@dataclass(frozen=True)
class RefTo:
    """Marks a string field as the id of an entry of another kind (checked after loading)."""

    kind: str


# The id of an entry of each kind another entry may name: `weapon: WeaponRef` must name an existing weapon.
ArmourRef = Annotated[str, RefTo("armour")]
BackgroundRef = Annotated[str, RefTo("backgrounds")]
BodyRef = Annotated[str, RefTo("bodies")]
CreatureRef = Annotated[str, RefTo("bestiary")]
ErrandRef = Annotated[str, RefTo("errands")]
GearRef = Annotated[str, RefTo("gear")]
GlossaryRef = Annotated[str, RefTo("glossary")]
HeroMagicRef = Annotated[str, RefTo("hero_magic")]
ItemFormRef = Annotated[str, RefTo("item_forms")]
LanguageRef = Annotated[str, RefTo("languages")]
MagicItemRef = Annotated[str, RefTo("magic_items")]
MountRef = Annotated[str, RefTo("mounts")]
PersonalityRef = Annotated[str, RefTo("personalities")]
PlaceRef = Annotated[str, RefTo("places")]
RaceRef = Annotated[str, RefTo("races")]
RegionRef = Annotated[str, RefTo("regions")]
RiverRef = Annotated[str, RefTo("rivers")]
SiteRef = Annotated[str, RefTo("sites")]
SkillRef = Annotated[str, RefTo("skills")]
SpellRef = Annotated[str, RefTo("spells")]
TerrainRef = Annotated[str, RefTo("terrains")]
WeaponRef = Annotated[str, RefTo("weapons")]


class ContentModel(BaseModel):
    """Strict, immutable, and no unknown keys. Built lazily (`defer_build`): a model's validator is
    made when it first validates, so content read from the cache builds none. A default that is a
    model is therefore made with `model_construct` (its fields' own defaults, which hold), never by
    calling the model, which would build its validator at import."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


class Entry(ContentModel):
    """An entry of a collection: an id, a display name and our own description."""

    id: Id
    name: Annotated[str, StringConstraints(min_length=1, max_length=120)]
    description: Text = Field(default="", validate_default=False)
