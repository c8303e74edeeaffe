"""Loaded content: entries of each kind by id, the documents, and where each entry was read."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from thirdage_tui.content.errors import ContentError, UnknownId

if TYPE_CHECKING:
    from thirdage_tui.content.yamlsafe import YamlDoc


@dataclass(frozen=True)
class Origin:
    """Where an entry was read: its document and its position in it."""

    doc: YamlDoc
    loc: tuple

    def error(self, message: str, sub: tuple = (), *, key: bool = False) -> ContentError:
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
    """All loaded content: collections of entries by kind and id, and documents by kind."""

    def __init__(self, entries: dict[str, dict[str, BaseModel]], documents: dict[str, BaseModel],
                 origins: dict[tuple[str, str], Origin], layers: Sequence[Path]):
        self._entries = entries
        self._documents = documents
        self._origins = origins
        self.layers = tuple(layers)
        self._names: dict[str, dict[str, str]] = {}
        self._where: dict[tuple[str, str], tuple[str, int]] = {}
        self._derived: dict[str, Any] = {}

    def __getattr__(self, kind: str) -> Any:
        """`content.races` is the dict of races by id; `content.tables` the rule tables."""
        if kind.startswith("_"):
            raise AttributeError(kind)
        if kind in self._entries:
            return self._entries[kind]
        if kind in self._documents:
            return self._documents[kind]
        raise AttributeError(f"no content kind {kind!r}")

    def kinds(self) -> list[str]:
        """The collection kinds present."""
        return list(self._entries)

    def all(self, kind: str) -> dict[str, BaseModel]:
        """The entries of a kind, by id."""
        return self._entries.get(kind, {})

    def get(self, kind: str, id_: str) -> Any:
        """The entry `id_` of `kind`, or UnknownId with near misses."""
        try:
            return self._entries[kind][id_]
        except KeyError:
            raise UnknownId(kind, id_, self.all(kind)) from None

    def find(self, kind: str, name: str) -> Any:
        """An entry by id, display name or alias, case-insensitively."""
        index = self._names.get(kind)
        if index is None:
            index = self._names[kind] = self._name_index(kind)
        found = index.get(normalise(name))
        if found is None:
            raise UnknownId(kind, name, self.all(kind))
        return self._entries[kind][found]

    def _name_index(self, kind: str) -> dict[str, str]:
        index: dict[str, str] = {}
        for id_, entry in self.all(kind).items():
            for alias in getattr(entry, "aliases", ()):
                index.setdefault(normalise(alias), id_)
            index[normalise(getattr(entry, "name", id_))] = id_
        for id_ in self.all(kind):
            index[id_] = id_
        return index

    def origin(self, kind: str, id_: str) -> Origin | None:
        """Where an entry was defined, with its document (only while loading)."""
        return self._origins.get((kind, id_))

    def where(self, kind: str, id_: str) -> tuple[str, int] | None:
        """The file and line that defined an entry."""
        origin = self._origins.get((kind, id_))
        return (str(origin.doc.path), origin.line) if origin else self._where.get((kind, id_))

    def derived(self, key: str, build: Callable[[Content], Any]) -> Any:
        """A structure built from this content once and kept with it (the map's grid...)."""
        if key not in self._derived:
            self._derived[key] = build(self)
        return self._derived[key]

    def __getstate__(self) -> dict:
        """Pickled without the YAML node trees: only each entry's file and line are kept."""
        state = dict(self.__dict__)
        state["_where"] = {key: (str(o.doc.path), o.line) for key, o in self._origins.items()} | self._where
        state["_origins"], state["_names"], state["_derived"] = {}, {}, {}
        return state
