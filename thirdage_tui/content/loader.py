"""Load content in layers (base first, then each mod), validate it and check its references.

A layer is a folder laid out like `content/`: `KIND.yaml` files, or `KIND/` folders of YAML
files. Every problem in every file is collected and reported as `path:line:col: error: ...`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from thirdage_tui.content.errors import ContentError, ContentErrors, UnknownId, singular, suggest
from thirdage_tui.content.kinds import KINDS, Kind
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.content.refs import model_at, refs_of
from thirdage_tui.content.yamlsafe import Limits, YamlDoc, load_yaml

YAML_SUFFIXES = (".yaml", ".yml")
MANIFEST = "mod.yaml"


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
        """Where an entry was defined."""
        return self._origins.get((kind, id_))


def scan_layer(root: Path) -> Iterator[tuple[str, Path]]:
    """(kind name, file) for each YAML file of a layer (a folder, or a single file), in a stable order."""
    if root.is_file():
        yield (root.stem if root.stem in KINDS else root.parent.name), root
        return
    for path in sorted(root.iterdir()):
        if path.is_file() and path.suffix in YAML_SUFFIXES and path.name != MANIFEST:
            yield path.stem, path
        elif path.is_dir() and not path.name.startswith((".", "_")):
            for sub in sorted(p for p in path.rglob("*") if p.suffix in YAML_SUFFIXES and p.is_file()):
                yield path.name, sub


def load_layers(layers: Sequence[Path], limits: Limits = Limits()) -> tuple[Content, list[ContentError]]:
    """Load every layer in order; return the content and every problem found."""
    errors: list[ContentError] = []
    entries: dict[str, dict[str, BaseModel]] = {k.name: {} for k in KINDS.values() if k.collection}
    documents: dict[str, BaseModel] = {}
    origins: dict[tuple[str, str], Origin] = {}
    seen: set[str] = set()
    for layer in layers:
        if not layer.exists():
            errors.append(ContentError(str(layer), 1, 1, "no such file or folder"))
            continue
        for kind_name, path in scan_layer(layer):
            kind = KINDS.get(kind_name)
            if kind is None:
                errors.append(ContentError(str(path), 1, 1, f"unknown kind of content {kind_name!r}"
                                           f"{suggest(kind_name, KINDS, listing=True)}"))
                continue
            seen.add(kind.name)
            doc, problems = load_yaml(path, limits)
            errors += problems
            if doc is not None:
                errors += _add_file(kind, doc, entries, documents, origins)
    for kind in KINDS.values():
        if not kind.collection and kind.name not in seen:
            errors.append(ContentError(str(layers[0] / f"{kind.name}.yaml") if layers else kind.name, 1, 1,
                                       f"no {kind.name} file: {kind.summary} are required"))
    content = Content(entries, documents, origins, layers)
    errors += check_references(content)
    return content, errors


def load_content(layers: Sequence[Path] | None = None, limits: Limits = Limits()) -> Content:
    """Load content (the base content by default) or raise ContentErrors listing every problem."""
    content, errors = load_layers(list(layers) if layers else [base_content_dir()], limits)
    if errors:
        raise ContentErrors(errors)
    return content


def _add_file(kind: Kind, doc: YamlDoc, entries: dict, documents: dict, origins: dict) -> list[ContentError]:
    if not kind.collection:
        if not isinstance(doc.data, dict):
            return [ContentError.at(doc.path, doc.mark(()), f"a {kind.name} file is one mapping")]
        try:
            documents[kind.name] = kind.model.model_validate(doc.data)
        except ValidationError as exc:
            return validation_errors(exc, doc, (), kind.model, kind.name)
        return []
    if doc.data is None:
        return []
    if not isinstance(doc.data, list):
        return [ContentError.at(doc.path, doc.mark(()), f"a {kind.name} file is a list of entries, each with an id")]
    try:
        models = kind.adapter.validate_python(doc.data)
        valid = list(enumerate(models))
        errors: list[ContentError] = []
    except ValidationError:
        valid, errors = _validate_each(kind, doc)
    known = entries[kind.name]
    for index, model in valid:
        origin = Origin(doc, (index,))
        first = origins.get((kind.name, model.id))
        if model.id in known and first is not None:
            errors.append(origin.error(f"duplicate {singular(kind.name)} id {model.id!r} (first defined at "
                                       f"{first.doc.path}:{first.line})", ("id",)))
            continue
        known[model.id] = model
        origins[(kind.name, model.id)] = origin
    return errors


def _validate_each(kind: Kind, doc: YamlDoc) -> tuple[list[tuple[int, BaseModel]], list[ContentError]]:
    valid, errors = [], []
    for index, item in enumerate(doc.data):
        try:
            valid.append((index, kind.model.model_validate(item)))
        except ValidationError as exc:
            label = item.get("id") if isinstance(item, dict) else None
            errors += validation_errors(exc, doc, (index,), kind.model, singular(kind.name), label)
    return valid, errors


def validation_errors(exc: ValidationError, doc: YamlDoc, prefix: tuple, model: type[BaseModel], what: str,
                      label: str | None = None) -> list[ContentError]:
    """Pydantic's errors as located content errors; union alternatives merged into one."""
    merged: dict[tuple, list[str]] = {}
    marks: dict[tuple, Any] = {}
    for err in exc.errors(include_url=False):
        loc = _data_loc(doc.data, prefix, err["loc"])
        key = err["type"] == "extra_forbidden"
        messages = merged.setdefault(loc, [])
        text = _message(err, model, loc[len(prefix):])
        if text not in messages:
            messages.append(text)
        marks[loc] = doc.mark(loc, key=key)
    where = f"{what} {label!r}" if isinstance(label, str) else what
    out = []
    for loc, messages in merged.items():
        field_path = _dotted(loc[len(prefix):])
        at = f"{where}: {field_path}: " if field_path else f"{where}: "
        out.append(ContentError.at(doc.path, marks[loc], at + " or ".join(messages)))
    return out


def _data_loc(data: Any, prefix: tuple, loc: tuple) -> tuple:
    """The part of pydantic's loc that exists in the data (union arm tags dropped)."""
    node = data
    for step in prefix:
        node = node[step]
    out = list(prefix)
    for step in loc:
        if isinstance(node, dict) and step in node:
            node = node[step]
        elif isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
            node = node[step]
        elif isinstance(node, dict) and not isinstance(step, int) and step not in node and node is not None:
            out.append(step)  # a missing or unknown key: point at the mapping, name the key
            break
        else:
            continue
        out.append(step)
    return tuple(out)


def _message(err: dict, model: type[BaseModel], loc: tuple) -> str:
    kind, value = err["type"], err.get("input")
    if kind == "extra_forbidden":
        owner = model_at(model, loc[:-1])
        allowed = list(owner.model_fields) if owner else []
        return f"unknown key {loc[-1]!r}{suggest(str(loc[-1]), allowed, listing=True)}"
    if kind == "missing":
        return f"missing required key {loc[-1]!r}" if loc else "missing required key"
    if kind in ("literal_error", "enum"):
        expected = re.findall(r"'([^']*)'", err.get("ctx", {}).get("expected", ""))
        return f"{value!r} is not allowed{suggest(str(value), expected, listing=True)}"
    text = err["msg"]
    if kind.endswith("_type") or kind.endswith("_parsing"):
        text += f" (got {type(value).__name__} {value!r})"
    elif kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        text = f"{value!r} is out of range: {text[0].lower()}{text[1:]}"
    return text.replace("Value error, ", "")


def _dotted(loc: tuple) -> str:
    out = ""
    for step in loc:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out


def check_references(content: Content) -> list[ContentError]:
    """Every id that names another entry must name one that exists."""
    errors = []
    for kind in content.kinds():
        for id_, entry in content.all(kind).items():
            origin = content.origin(kind, id_)
            for loc, target, value, is_key in refs_of(entry):
                if value not in content.all(target):
                    errors.append(origin.error(
                        f"{singular(kind)} {id_!r}: {_dotted(loc)}: unknown {singular(target)} {value!r}"
                        f"{suggest(value, content.all(target), listing=True)}", loc, key=is_key))
    for kind, doc_model in content._documents.items():
        for loc, target, value, is_key in refs_of(doc_model):
            if value not in content.all(target):
                errors.append(ContentError(kind, 1, 1, f"unknown {singular(target)} {value!r}"))
    return errors
