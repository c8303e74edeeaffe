"""Loaded content: entries of each kind by id, the documents, and where each entry was read.

Pickled (into the content cache), each kind is pickled apart and unpickled when it is first read, so
a command that reads the bestiary imports the bestiary's models and builds its entries, and nothing
more."""

from __future__ import annotations

import pickle
import re
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast, overload

from thirdage_tui.content import kinds as k
from thirdage_tui.content.errors import ContentError, Loc, UnknownId
from thirdage_tui.content.kinds import Collection, Document, Kind

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import ContentModel, Entry
    from thirdage_tui.content.yamlsafe import YamlDoc

_UNPACKING = threading.Lock()
"""Held while a kind is unpickled (`Content._unpack`)."""

E = TypeVar("E", bound="Entry")
M = TypeVar("M", bound="ContentModel")
T = TypeVar("T")


@dataclass(frozen=True)
class Origin:
    """Where an entry was read: its document and its position in it."""

    doc: YamlDoc
    loc: Loc

    def error(self, message: str, sub: Loc = (), *, key: bool = False) -> ContentError:
        """An error at this entry (or at `sub` inside it)."""
        return ContentError.at(self.doc.path, self.doc.mark(self.loc + sub, key=key), message)

    @property
    def line(self) -> int:
        mark = self.doc.mark(self.loc)
        return mark.line + 1 if mark else 1


def normalise(name: str) -> str:
    """'One-handed Sword' -> 'one_handed_sword': how names on the command line match ids."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


class Content:
    """All loaded content: collections of entries by kind and id, and documents by kind. Each kind is an
    attribute of its own type (`content.races` is a `dict[str, Race]`, `content.tables` the `RuleTables`)."""

    tables = k.TABLES
    bodies = k.BODIES
    languages = k.LANGUAGES
    races = k.RACES
    nations = k.NATIONS
    backgrounds = k.BACKGROUNDS
    skills = k.SKILLS
    weapons = k.WEAPONS
    armour = k.ARMOUR
    gear = k.GEAR
    clothing = k.CLOTHING
    mounts = k.MOUNTS
    hero_magic = k.HERO_MAGIC
    spells = k.SPELLS
    item_forms = k.ITEM_FORMS
    magic_items = k.MAGIC_ITEMS
    personalities = k.PERSONALITIES
    timeline = k.TIMELINE
    glossary = k.GLOSSARY
    terrains = k.TERRAINS
    regions = k.REGIONS
    places = k.PLACES
    rivers = k.RIVERS
    roads = k.ROADS
    map = k.MAP
    encounter_tables = k.ENCOUNTER_TABLES
    travel = k.TRAVEL
    markets = k.MARKETS
    road_events = k.ROAD_EVENTS
    bestiary = k.BESTIARY
    errands = k.ERRANDS
    sites = k.SITES

    def __init__(self, entries: dict[str, dict[str, Entry]], documents: dict[str, ContentModel],
                 origins: dict[tuple[str, str], Origin], layers: Sequence[Path]):
        self._entries = entries
        self._documents = documents
        self._collections = tuple(entries)
        self._packed: dict[str, bytes] = {}
        """Kinds not yet unpickled, by name (see `__getstate__`)."""
        self._origins = origins
        self.layers = tuple(layers)
        self._names: dict[str, dict[str, str]] = {}
        self._where: dict[tuple[str, str], tuple[str, int]] = {}
        self._derived: dict[str, object] = {}

    def kinds(self) -> list[str]:
        """The collection kinds present."""
        return list(self._collections)

    @overload
    def all(self, kind: Collection[E]) -> dict[str, E]: ...
    @overload
    def all(self, kind: str) -> dict[str, Entry]: ...
    def all(self, kind: Collection[Entry] | str) -> Mapping[str, Entry]:
        """The entries of a kind, by id (none for a kind not loaded)."""
        name = kind if isinstance(kind, str) else kind.name
        try:
            return self._entries[name]
        except KeyError:
            return self._entries[name] if self._unpack(name) else {}

    def document(self, kind: Document[M]) -> M:
        """The document of a kind (AttributeError if it was not loaded)."""
        try:
            return cast(M, self._documents[kind.name])
        except KeyError:
            if not self._unpack(kind.name):
                raise AttributeError(f"no {kind.name} loaded") from None
            return cast(M, self._documents[kind.name])

    def documents(self) -> dict[str, ContentModel]:
        """The documents loaded, by kind."""
        for name in [n for n in self._packed if n not in self._collections]:
            self._unpack(name)
        return dict(self._documents)

    def _unpack(self, name: str) -> bool:
        """Unpickle the kind `name` if it is still kept pickled; whether it is now there. One thread at a
        time: the map screen plans a route in a thread while the screen draws, and a kind being
        unpickled by one was read by the other as not loaded (an empty dict of skills)."""
        held = self._entries if name in self._collections else self._documents
        with _UNPACKING:
            packed = self._packed.pop(name, None)
            if packed is None:
                return name in held
            held[name] = pickle.loads(packed)  # a part of this object's own pickle, trusted as the whole was
            return True

    @overload
    def get(self, kind: Collection[E], id_: str) -> E: ...
    @overload
    def get(self, kind: str, id_: str) -> Entry: ...
    def get(self, kind: Collection[Entry] | str, id_: str) -> Entry:
        """The entry `id_` of `kind`, or UnknownId with near misses."""
        entries = self.all(kind)
        try:
            return entries[id_]
        except KeyError:
            raise UnknownId(_name(kind), id_, entries) from None

    @overload
    def find(self, kind: Collection[E], name: str) -> E: ...
    @overload
    def find(self, kind: str, name: str) -> Entry: ...
    def find(self, kind: Collection[Entry] | str, name: str) -> Entry:
        """An entry by id, display name or alias, case-insensitively."""
        kind_name = _name(kind)
        index = self._names.get(kind_name)
        if index is None:
            index = self._names[kind_name] = self._name_index(kind_name)
        found = index.get(normalise(name))
        if found is None:
            raise UnknownId(kind_name, name, self.all(kind_name))
        return self.all(kind_name)[found]

    def _name_index(self, kind: str) -> dict[str, str]:
        index: dict[str, str] = {}
        for id_, entry in self.all(kind).items():
            for alias in getattr(entry, "aliases", ()):
                index.setdefault(normalise(alias), id_)
            index[normalise(getattr(entry, "name", id_))] = id_
        for id_ in self.all(kind):
            index[id_] = id_
        return index

    def error_at(self, kind: str, id_: str, message: str, sub: Loc = (), *, key: bool = False) -> ContentError:
        """An error at an entry (or at `sub` inside it), or at its kind's file when there is no such entry."""
        origin = self._origins.get((kind, id_))
        if origin is not None:
            return origin.error(message, sub, key=key)
        return ContentError(self.kind_file(kind), 1, 1, message)

    def kind_file(self, kind: str) -> str:
        """The first file that holds entries of `kind`, else the file the first layer would hold them in."""
        first = next(iter(self.all(kind)), None)
        where = self.where(kind, first) if first is not None else None
        if where is not None:
            return where[0]
        return str(self.layers[0] / f"{kind}.yaml") if self.layers else f"{kind}.yaml"

    def origin(self, kind: str, id_: str) -> Origin | None:
        """Where an entry was defined, with its document (only while loading)."""
        return self._origins.get((kind, id_))

    def where(self, kind: str, id_: str) -> tuple[str, int] | None:
        """The file and line that defined an entry."""
        origin = self._origins.get((kind, id_))
        return (str(origin.doc.path), origin.line) if origin else self._where.get((kind, id_))

    def derived(self, key: str, build: Callable[[Content], T]) -> T:
        """A structure built from this content once and kept with it under `key` (the map's grid...);
        each key is built by one function, so it always holds what that function returns."""
        if key not in self._derived:
            self._derived[key] = build(self)
        return cast(T, self._derived[key])

    def __getstate__(self) -> dict[str, object]:
        """Pickled without the YAML node trees (only each entry's file and line are kept), each kind
        pickled apart, to be unpickled when it is first read."""
        state = dict(self.__dict__)
        state["_where"] = {key: (str(o.doc.path), o.line) for key, o in self._origins.items()} | self._where
        state["_origins"], state["_names"], state["_derived"] = {}, {}, {}
        state["_packed"] = self._packed | {name: pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
                                           for name, value in (self._entries | self._documents).items()}
        state["_entries"], state["_documents"] = {}, {}
        return state


def _name(kind: Kind[ContentModel] | str) -> str:
    return kind if isinstance(kind, str) else kind.name
