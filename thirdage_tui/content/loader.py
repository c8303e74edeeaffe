"""Load content in layers (base first, then each mod), validate it and check its references.

A layer is a folder laid out like `content/`: `KIND.yaml` files, or `KIND/` folders of YAML
files. Every problem in every file is collected and reported as `path:line:col: error: ...`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from thirdage_tui.content.errors import ContentError, ContentErrors, singular, suggest
from thirdage_tui.content.kinds import KINDS, Collection, Kind
from thirdage_tui.content.limits import Limits
from thirdage_tui.content.models.base import ContentModel, Entry
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.content.store import Content, Origin
from thirdage_tui.content.validation import check_references, validation_errors

if TYPE_CHECKING:
    from thirdage_tui.content.yamlsafe import YamlDoc

YAML_SUFFIXES = (".yaml", ".yml")
MANIFEST = "mod.yaml"


def scan_layer(root: Path) -> Iterator[tuple[str, Path]]:
    """(kind name, file) for each YAML file of a layer (a folder, or a single file), in a stable order."""
    if root.is_file():
        yield (root.parent.name if root.parent.name in KINDS and root.stem not in KINDS else root.stem), root
        return
    for path in sorted(root.iterdir()):
        if path.is_file() and path.suffix in YAML_SUFFIXES and path.name != MANIFEST:
            yield path.stem, path
        elif path.is_dir() and not path.name.startswith((".", "_")):
            for sub in sorted(p for p in path.rglob("*") if p.suffix in YAML_SUFFIXES and p.is_file()):
                yield path.name, sub


META_KEYS = ("replace", "copy_from", "extend", "delete")
Raw = dict[str, Any]
"""An entry as its file wrote it (after inheritance), kept for a later layer's `copy_from`."""
Snapshot = tuple[dict[str, dict[str, Entry]], dict[str, ContentModel], dict[tuple[str, str], Origin],
                 dict[tuple[str, str], Raw], list[Path]]


class ContentBuilder:
    """Accumulates layers of content. Each layer may add entries, replace them (`replace: true`),
    inherit from them (`copy_from: ID`) and extend or delete items of their lists (`extend:` and
    `delete:`, keyed by field, dotted for nested fields). A layer that fails can be rolled back."""

    def __init__(self, limits: Limits = Limits()):
        self.limits = limits
        self.entries: dict[str, dict[str, Entry]] = {k.name: {} for k in KINDS.values() if k.collection}
        self.documents: dict[str, ContentModel] = {}
        self.origins: dict[tuple[str, str], Origin] = {}
        self.raw: dict[tuple[str, str], Raw] = {}
        self.layers: list[Path] = []

    def snapshot(self) -> Snapshot:
        """The state to return to if the next layer is left out."""
        return ({k: dict(v) for k, v in self.entries.items()}, dict(self.documents), dict(self.origins),
                dict(self.raw), list(self.layers))

    def restore(self, state: Snapshot) -> None:
        """Go back to a snapshot."""
        self.entries, self.documents, self.origins, self.raw, self.layers = state

    def add_layer(self, layer: Path) -> list[ContentError]:
        """Read one layer (a folder or a single file) on top of those before it."""
        if not layer.exists():
            return [ContentError(str(layer), 1, 1, "no such file or folder")]
        if not (layer.is_dir() or layer.is_file()):
            return [ContentError(str(layer), 1, 1, "not a file or a folder (a device, a pipe or a socket)")]
        with _no_cyclic_gc():
            return self._read_layer(layer)

    def _read_layer(self, layer: Path) -> list[ContentError]:
        from thirdage_tui.content.yamlsafe import load_yaml

        self.layers.append(layer)
        errors: list[ContentError] = []
        root = layer.resolve()
        for kind_name, path in scan_layer(layer):
            if not path.resolve().is_relative_to(root if root.is_dir() else root.parent):
                errors.append(ContentError(str(path), 1, 1, f"refused: the file lies outside {layer}"))
                continue
            kind = KINDS.get(kind_name)
            if kind is None:
                errors.append(ContentError(str(path), 1, 1, f"unknown kind of content {kind_name!r}"
                                           f"{suggest(kind_name, KINDS, listing=True)}"))
                continue
            doc, problems = load_yaml(path, self.limits)
            errors += problems
            if doc is not None:
                errors += self._add_file(kind, doc)
        return errors

    def missing_documents(self) -> list[ContentError]:
        """Documents every set of layers needs (the rule tables)."""
        first = self.layers[0] if self.layers else Path(".")
        return [ContentError(str(first / f"{kind.name}.yaml"), 1, 1,
                             f"no {kind.name} file: {kind.summary} are required")
                for kind in KINDS.values() if not kind.collection and kind.name not in self.documents
                and not any((layer / f"{kind.name}.yaml").exists() for layer in self.layers)]

    def content(self) -> Content:
        """The content built so far."""
        return Content(self.entries, self.documents, self.origins, self.layers)

    def _add_file(self, kind: Kind[ContentModel], doc: YamlDoc) -> list[ContentError]:
        if not isinstance(kind, Collection):
            return self._add_document(kind, doc)
        if doc.data is None:
            return []
        if not isinstance(doc.data, list):
            return [ContentError.at(doc.path, doc.mark(()),
                                    f"a {kind.name} file is a list of entries, each with an id")]
        if not any(isinstance(item, dict) and not META_KEYS_SET.isdisjoint(item) for item in doc.data):
            try:
                return self._store(kind, doc, list(enumerate(kind.adapter.validate_python(doc.data))), doc.data)
            except ValidationError:
                pass
        valid, errors = [], []
        for index, item in enumerate(doc.data):
            merged, problems = self._inherit(kind, doc, index, item)
            errors += problems
            if merged is None:
                continue
            try:
                valid.append((index, kind.model.model_validate(merged)))
            except ValidationError as exc:
                label = item.get("id") if isinstance(item, dict) else None
                errors += validation_errors(exc, doc, (index,), kind.model, singular(kind.name), label,
                                            data=merged)
        return errors + self._store(kind, doc, valid, doc.data)

    def _add_document(self, kind: Kind[ContentModel], doc: YamlDoc) -> list[ContentError]:
        if not isinstance(doc.data, dict):
            return [ContentError.at(doc.path, doc.mark(()), f"a {kind.name} file is one mapping")]
        try:
            self.documents[kind.name] = kind.model.model_validate(doc.data)
        except ValidationError as exc:
            return validation_errors(exc, doc, (), kind.model, kind.name)
        return []

    def _inherit(self, kind: Collection[Entry], doc: YamlDoc, index: int, item: Any
                 ) -> tuple[Raw | None, list[ContentError]]:
        """The entry with `copy_from`, `extend` and `delete` applied, and `replace` checked."""
        if not isinstance(item, dict) or META_KEYS_SET.isdisjoint(item):
            return item, []
        origin = Origin(doc, (index,))
        item = dict(item)
        meta = {key: item.pop(key) for key in META_KEYS if key in item}
        errors: list[ContentError] = []
        id_ = item.get("id")
        if "replace" in meta:
            if not isinstance(meta["replace"], bool):
                return None, [origin.error("`replace` is true or false", ("replace",))]
            if meta["replace"] and (kind.name, id_) not in self.raw:
                return None, [origin.error(f"replace: no {singular(kind.name)} {id_!r} to replace"
                                           f"{suggest(str(id_), self.entries[kind.name])}", ("id",))]
        parent = meta.get("copy_from")
        if parent is not None:
            if (kind.name, parent) not in self.raw:
                return None, [origin.error(f"copy_from: unknown {singular(kind.name)} {parent!r}"
                                           f"{suggest(str(parent), self.entries[kind.name], listing=True)}",
                                           ("copy_from",))]
            item = {**self.raw[(kind.name, parent)], **item}
        for op in ("extend", "delete"):
            changes = meta.get(op, {})
            if not isinstance(changes, dict):
                errors.append(origin.error(f"`{op}` maps field names to lists of items", (op,)))
                continue
            for field_path, items in changes.items():
                problem = _change_list(item, str(field_path), items, op)
                if problem:
                    errors.append(origin.error(f"{op}: {field_path}: {problem}", (op, field_path), key=True))
        return (None if errors else item), errors

    def _store(self, kind: Collection[Entry], doc: YamlDoc, valid: list[tuple[int, Entry]], data: list[Any]
               ) -> list[ContentError]:
        errors = []
        known = self.entries[kind.name]
        for index, model in valid:
            origin = Origin(doc, (index,))
            first = self.origins.get((kind.name, model.id))
            replacing = isinstance(data[index], dict) and data[index].get("replace") is True
            if first is not None and not replacing:
                errors.append(origin.error(f"duplicate {singular(kind.name)} id {model.id!r} (first defined at "
                                           f"{first.doc.path}:{first.line}); say `replace: true` to replace it",
                                           ("id",)))
                continue
            known[model.id] = model
            self.origins[(kind.name, model.id)] = origin
            self.raw[(kind.name, model.id)] = _plain(data[index])
        return errors


META_KEYS_SET = frozenset(META_KEYS)


@contextmanager
def _no_cyclic_gc() -> Iterator[None]:
    """Reading a layer builds tens of thousands of small objects that are kept (the node trees locate
    errors); the cyclic collector would scan them over and over for nothing, as none form a cycle.
    Reference counting still frees what is dropped."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _plain(item: Raw) -> Raw:
    return {k: v for k, v in item.items() if k not in META_KEYS_SET}


def _change_list(item: Raw, field_path: str, items: Any, op: str) -> str | None:
    """Extend or delete items of the list at a dotted field path, in place (copying what it touches)."""
    if not isinstance(items, list):
        return "give a list of items"
    *parents, last = field_path.split(".")
    node = item
    for name in parents:
        child = node.get(name) if isinstance(node, dict) else None
        if not isinstance(child, dict):
            return f"no field {name!r} to change"
        node[name] = node = dict(child)
    current = node.get(last, []) if isinstance(node, dict) else None
    if not isinstance(current, list):
        return "not a list field"
    if op == "extend":
        node[last] = current + items
        return None
    missing = [x for x in items if x not in current]
    if missing:
        return f"not in the list: {', '.join(map(str, missing))}"
    node[last] = [x for x in current if x not in items]
    return None


def load_layers(layers: Sequence[Path], limits: Limits = Limits()) -> tuple[Content, list[ContentError]]:
    """Load every layer in order; return the content and every problem found."""
    builder = ContentBuilder(limits)
    errors: list[ContentError] = []
    for layer in layers:
        errors += builder.add_layer(layer)
    errors += builder.missing_documents()
    content = builder.content()
    return content, errors + check_references(content)


def load_content(layers: Sequence[Path] | None = None, limits: Limits = Limits()) -> Content:
    """Load content (the base content by default) or raise ContentErrors listing every problem."""
    content, errors = load_layers(list(layers) if layers else [base_content_dir()], limits)
    if errors:
        raise ContentErrors(errors)
    return content
