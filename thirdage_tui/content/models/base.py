"""Base classes and markers shared by every content model.

A content model is a plain record (`ContentModel`): reading content from the cache makes records and
imports no pydantic. Its fields' types carry markers (`Constraint`, `Check`, `JsonSchema`, `RefTo`) that
`content.validators` turns into pydantic's, to validate what is read from YAML."""

import inspect
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Annotated, Any, Literal, TypeVar, dataclass_transform, get_type_hints

from thirdage_tui.content.notation import EXAMPLE, check_bonus, check_dice

F = TypeVar("F", bound=Callable[..., None])


class Constraint:
    """Limits a value must keep, as pydantic's `Field` says them: `ge`, `gt`, `le` for numbers,
    `min_length`, `max_length` for text and lists, `pattern` for text; and `description`, or
    `discriminator` (the key that tells the arms of a union apart)."""

    def __init__(self, **limits: Any):
        self.limits = limits

    def __repr__(self) -> str:
        return f"Constraint({', '.join(f'{k}={v!r}' for k, v in self.limits.items())})"


@dataclass(frozen=True, eq=False)
class Check:
    """A function a value must pass, after its type's own check (or, `before`, ahead of it, on the value
    as written): it returns the value, or raises ValueError saying what is wrong."""

    function: Callable[[Any], Any]
    before: bool = False


@dataclass(frozen=True, eq=False)
class JsonSchema:
    """What the JSON schema says of a value, in place of what its type and checks would say."""

    schema: dict[str, Any]


def shaped(pattern: str, example: str, max_length: int) -> Callable[[str], str]:
    """A validator of text of a shape, which says what it wants by example (never as a raw pattern)."""
    compiled = re.compile(pattern)

    def check(text: str) -> str:
        if len(text) > max_length or not compiled.fullmatch(text):
            shown = repr(text) if len(text) <= 40 else f"{text[:40]!r}..."
            raise ValueError(f"{shown} is not {example}")
        return text

    return check


def bounded(low: float, high: float) -> Constraint:
    """A number from `low` to `high`, both allowed (`Annotated[int, bounded(0, 30)]`)."""
    return Constraint(ge=low, le=high)


def length(low: int, high: int | None = None) -> Constraint:
    """Text or a list of at least `low` items (and at most `high`)."""
    return Constraint(min_length=low) if high is None else Constraint(min_length=low, max_length=high)


ID_PATTERN = r"^[a-z][a-z0-9_]*$"
ID_EXAMPLE = "an id such as snow_troll (lower-case letters, digits and _, starting with a letter; at most 64)"
Id = Annotated[str, Check(shaped(ID_PATTERN, ID_EXAMPLE, 64)),
               JsonSchema({"type": "string", "pattern": ID_PATTERN, "maxLength": 64})]
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
Dice = Annotated[str, Check(check_dice),
                 JsonSchema({"type": "string", "pattern": f"^{_DICE}$", "description": EXAMPLE})]
Bonus = Annotated[str, Check(check_bonus),
                  JsonSchema({"type": "string", "pattern": f"^({_DICE})?$", "description": EXAMPLE})]
"""Dice written as a bonus: "+1D4", "-1D4", or "" for none."""
Text = Annotated[str, length(1, 4000)]
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


def check(method: F) -> F:
    """Marks a method of a content model that checks a whole record once its fields have validated
    (raising ValueError saying what is wrong); a subclass keeps its parents' checks."""
    method.__dict__["checks_record"] = True
    return method


@dataclass_transform(kw_only_default=True, frozen_default=True)
class RecordType(type):
    """The class of content models: gathers each model's fields, their defaults and its checks as the
    class is made (its parents' first), for the methods every model shares."""

    _fields: tuple[str, ...]
    _defaults: dict[str, Any]
    _checks: dict[str, Callable[[Any], None]]

    def __init__(cls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any):
        super().__init__(name, bases, namespace, **kwargs)
        own = inspect.get_annotations(cls)
        cls._fields = tuple(dict.fromkeys([*getattr(cls, "_fields", ()), *own]))
        cls._defaults = {**getattr(cls, "_defaults", {}), **{f: namespace[f] for f in own if f in namespace}}
        for field in own:
            if field not in namespace:
                cls._defaults.pop(field, None)
        cls._checks = {**getattr(cls, "_checks", {}),
                       **{n: f for n, f in namespace.items() if getattr(f, "checks_record", False)}}


class ContentModel(metaclass=RecordType):
    """Strict, immutable, and no unknown keys: a record declared by annotations, as a dataclass is.
    Validated only as YAML is read (`content.validators`); made in code (a default, a test), it is
    taken as given. Its methods are the same for every model rather than made for each, as
    `dataclasses` would make them (compiled, at every command's start-up)."""

    def __init__(self, **values: Any) -> None:
        cls = type(self)
        unknown = [name for name in values if name not in cls._fields]
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {unknown[0]!r}")
        state = self.__dict__
        for name in cls._fields:
            if name in values:
                state[name] = values[name]
            elif name in cls._defaults:
                state[name] = _fresh(cls._defaults[name])
            else:
                raise TypeError(f"{cls.__name__} needs {name!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only (its {name!r} cannot be set)")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is read-only (its {name!r} cannot be deleted)")

    def _values(self) -> tuple[Any, ...]:
        return tuple(self.__dict__[name] for name in type(self)._fields)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash((type(self), self._values()))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={v!r}' for n, v in zip(type(self)._fields, self._values()))})"


def _fresh(default: Any) -> Any:
    """A default as each record gets it: a list or dict of its own."""
    return list(default) if type(default) is list else dict(default) if type(default) is dict else default


M = TypeVar("M", bound=ContentModel)


def field_names(cls: type[ContentModel]) -> tuple[str, ...]:
    """The fields of a model, in the order they were declared (its parents' first)."""
    return cls._fields


REQUIRED: Any = object()
"""The default of a field that has none."""


def field_default(cls: type[ContentModel], name: str) -> Any:
    """A field's default, or REQUIRED."""
    return cls._defaults.get(name, REQUIRED)


@cache
def field_types(cls: type[ContentModel]) -> dict[str, Any]:
    """The type of each field, as written (with its markers)."""
    hints = get_type_hints(cls, include_extras=True)
    return {name: hints[name] for name in cls._fields}


def checks_of(cls: type[ContentModel]) -> tuple[Callable[[Any], None], ...]:
    """The checks of a whole record of `cls` (its parents' first)."""
    return tuple(cls._checks.values())


def replaced(model: M, **changes: Any) -> M:
    """A copy of `model` with some fields changed (taken as given, as in code)."""
    return type(model)(**{**dict(zip(type(model)._fields, model._values())), **changes})


def dump(value: Any, *, exclude_defaults: bool = False) -> Any:
    """A model as plain data (dicts, lists, values), its nested models too; without the fields left at
    their defaults, if asked."""
    if isinstance(value, ContentModel):
        cls = type(value)
        return {name: dump(v, exclude_defaults=exclude_defaults) for name, v in zip(cls._fields, value._values())
                if not (exclude_defaults and v == cls._defaults.get(name, REQUIRED))}
    if isinstance(value, list | tuple):
        return [dump(v, exclude_defaults=exclude_defaults) for v in value]
    if isinstance(value, dict):
        return {k: dump(v, exclude_defaults=exclude_defaults) for k, v in value.items()}
    return value


class Entry(ContentModel):
    """An entry of a collection: an id, a display name and our own description."""

    id: Id
    name: Annotated[str, length(1, 120)]
    description: Text = ""
