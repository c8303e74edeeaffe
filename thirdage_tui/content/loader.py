"""Load content in layers (base first, then each mod), validate it and check its references.

A layer is a folder laid out like `content/`: `KIND.yaml` files, or `KIND/` folders of YAML
files. Every problem in every file is collected and reported as `path:line:col: error: ...`.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from thirdage_tui.content.errors import ContentError, ContentErrors, singular, suggest
from thirdage_tui.content.inherit import CHANGES, META, META_KEYS, Raw, change
from thirdage_tui.content.kinds import KINDS, Collection, Kind
from thirdage_tui.content.limits import Limits
from thirdage_tui.content.models.base import ContentModel, Entry
from thirdage_tui.content.paths import MANIFEST, base_content_dir
from thirdage_tui.content.refs import refs_in_data
from thirdage_tui.content.row_merge import Row, merge_rows
from thirdage_tui.content.store import Content, Origin
from thirdage_tui.content.validation import check_references, dotted, validation_errors
from thirdage_tui.content.validators import validate

if TYPE_CHECKING:
    from thirdage_tui.content.yamlsafe import YamlDoc

YAML_SUFFIXES = (".yaml", ".yml")


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


@dataclass(frozen=True)
class Pending:
    """An inheriting entry waiting for the entry it copies from."""

    kind: Collection[Entry]
    doc: YamlDoc
    index: int
    item: Any

    @property
    def origin(self) -> Origin:
        return Origin(self.doc, (self.index,))


Written = dict[str, tuple[Origin, str]]
"""Of an inheriting entry, each key it takes unchanged: the origin and the id of the entry that wrote it."""


Snapshot = tuple[dict[str, dict[str, Entry]], dict[str, ContentModel], dict[tuple[str, str], Origin],
                 dict[tuple[str, str], Raw], list[Path], dict[tuple[str, str], Origin], set[tuple[str, str]],
                 dict[tuple[str, str], str], dict[str, Raw], dict[tuple[str, Row], tuple[str, ContentError]],
                 list[tuple[Pending, Raw]], dict[tuple[str, str], Written]]
"""What `ContentBuilder.snapshot` keeps, to go back to if a layer is left out."""


class ContentBuilder:
    """Accumulates layers of content. Each layer may add entries, replace them, inherit from them to any
    depth and change what they inherit, and remove them (`content.inherit` says how). A layer that fails
    can be rolled back."""

    def __init__(self, limits: Limits = Limits()):
        self.limits = limits
        self.entries: dict[str, dict[str, Entry]] = {k.name: {} for k in KINDS.values() if k.collection}
        self.documents: dict[str, ContentModel] = {}
        self.origins: dict[tuple[str, str], Origin] = {}
        self.raw: dict[tuple[str, str], Raw] = {}
        """Every entry and template as its final data, for a later `copy_from`."""
        self.layers: list[Path] = []
        self.templates: dict[tuple[str, str], Origin] = {}
        """The abstract entries, by kind and id: copied from, never loaded."""
        self.invalid: set[tuple[str, str]] = set()
        """Entries reported invalid: what copies from them or names them is not reported again."""
        self.removed: dict[tuple[str, str], str] = {}
        """Entries taken out, and by what (a layer's `remove:`, a mod's blacklist)."""
        self.document_data: dict[str, Raw] = {}
        """Each document as data, for a later layer's house rules (`content.row_merge`)."""
        self.rows: dict[tuple[str, Row], tuple[str, ContentError]] = {}
        """The rows of documents a layer after the first changed: which layer, and where."""
        self.warnings: list[ContentError] = []
        self.failed: list[tuple[Pending, Raw]] = []
        self.written: dict[tuple[str, str], Written] = {}
        """Of each entry, the keys it inherits unchanged: where each was written, and in which entry."""
        """The entries that did not validate, with their data (their references are checked all the same)."""

    def snapshot(self) -> Snapshot:
        """The state to return to if the next layer is left out."""
        return ({k: dict(v) for k, v in self.entries.items()}, dict(self.documents), dict(self.origins),
                dict(self.raw), list(self.layers), dict(self.templates), set(self.invalid), dict(self.removed),
                dict(self.document_data), dict(self.rows), list(self.failed),
                dict(self.written))

    def restore(self, state: Snapshot) -> None:
        """Go back to a snapshot."""
        (self.entries, self.documents, self.origins, self.raw, self.layers, self.templates, self.invalid,
         self.removed, self.document_data, self.rows, self.failed, self.written) = state

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
        pending: list[Pending] = []
        removals: list[Pending] = []
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
                errors += self._add_file(kind, doc, pending, removals)
            elif kind.collection:  # a file that cannot be read: what names its entries is not reported again
                self.invalid.add((kind.name, ANY))
        errors += self._resolve(pending)
        for removal in removals:
            errors += self._remove_listed(removal, layer.name)
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

    def references(self) -> list[ContentError]:
        """Every reference to an entry that does not exist (none to one already reported invalid)."""
        gone: dict[tuple[str, str], str | None] = {key: None for key in self.invalid}
        gone.update(self.removed)
        content = self.content()
        errors = check_references(content, gone)
        for p, data in self.failed:
            for loc, target, value, is_key in refs_in_data(p.kind.model, data):
                if value not in content.all(target) and (target, value) not in gone and (target, ANY) not in gone:
                    errors.append(p.origin.error(f"{singular(p.kind.name)} {data.get('id')!r}: "
                                                 f"{dotted(loc)}: unknown {singular(target)} {value!r}"
                                                 f"{suggest(value, content.all(target), listing=True)}",
                                                 loc, key=is_key))
        return errors

    def remove(self, kind: str, id_: str, by: str) -> str | None:
        """Take an entry (or a template) out; the problem, if there is none such."""
        key = (kind, id_)
        if key not in self.raw:
            return f"no {singular(kind)} {id_!r} to remove{suggest(id_, self.entries.get(kind, {}))}"
        self.raw.pop(key)
        self.templates.pop(key, None)
        self.entries[kind].pop(id_, None)
        self.origins.pop(key, None)
        self.removed[key] = by
        return None

    def _add_file(self, kind: Kind[ContentModel], doc: YamlDoc, pending: list[Pending],
                  removals: list[Pending]) -> list[ContentError]:
        if not isinstance(kind, Collection):
            return self._add_document(kind, doc)
        if doc.data is None:
            return []
        if not isinstance(doc.data, list):
            return [ContentError.at(doc.path, doc.mark(()),
                                    f"a {kind.name} file is a list of entries, each with an id")]
        if not any(isinstance(item, dict) and not PLAIN.isdisjoint(item) for item in doc.data):
            try:
                models = kind.adapter.validate_python(doc.data)
            except ValidationError:
                pass
            else:
                return [e for i, m in enumerate(models) for e in self._store(kind, Origin(doc, (i,)), m, doc.data[i])]
        errors = []
        for index, item in enumerate(doc.data):
            if isinstance(item, dict) and "remove" in item:
                removals.append(Pending(kind, doc, index, item))
            elif isinstance(item, dict) and not META.isdisjoint(item):
                pending.append(Pending(kind, doc, index, item))
            else:
                errors += self._validate(Pending(kind, doc, index, item), item)
        return errors

    def _add_document(self, kind: Kind[ContentModel], doc: YamlDoc) -> list[ContentError]:
        """A document; over one an earlier layer gave, only the rows it changes (house rules by the row)."""
        if not isinstance(doc.data, dict):
            return [ContentError.at(doc.path, doc.mark(()), f"a {kind.name} file is one mapping")]
        earlier = self.document_data.get(kind.name)
        data, rows = merge_rows(earlier, doc.data) if earlier is not None else (doc.data, [])
        try:
            self.documents[kind.name] = validate(kind.model, data)
        except ValidationError as exc:
            return validation_errors(exc, doc, (), kind.model, kind.name, data=None if earlier is None else data)
        self.document_data[kind.name] = data
        layer = self.layers[-1].name
        for row in rows:
            where = ContentError.at(doc.path, doc.mark(tuple(row.split("[")[0].split("."))), "")
            before = self.rows.get((kind.name, row))
            if before is not None and before[0] != layer:
                self.warnings.append(replace(where, level="warning", message=(
                    f"{kind.name}: {row} is changed by {before[0]} ({before[1].path}:{before[1].line}) and by "
                    f"{layer}: {layer}'s change stands, as it loads later")))
            self.rows[(kind.name, row)] = (layer, where)
        return []

    def rows_changed(self, layer: str) -> list[str]:
        """The rows of documents `layer` changed, as `kind: row`."""
        return [f"{kind}: {row}" for (kind, row), (by, _) in self.rows.items() if by == layer]

    def _resolve(self, pending: list[Pending]) -> list[ContentError]:
        """The inheriting entries of a layer, each once the entry it copies from is in (whatever the order
        of the files and entries); those whose parent never comes are reported."""
        errors: list[ContentError] = []
        while pending:
            coming = {(p.kind.name, p.item.get("id")) for p in pending}
            waiting = [p for p in pending if _parent(p) is not None and (p.kind.name, _parent(p)) not in self.raw
                       and (p.kind.name, _parent(p)) in coming and (p.kind.name, _parent(p)) not in self.invalid]
            ready = [p for p in pending if p not in waiting]
            if not ready:  # a circle of copies: none can start
                return errors + [p.origin.error(f"copy_from: {_parent(p)!r} copies, in a circle, from this entry",
                                                ("copy_from",)) for p in waiting]
            for p in ready:
                errors += self._inherit(p)
            pending = waiting
        return errors

    def _inherit(self, p: Pending) -> list[ContentError]:
        """One inheriting entry: merged over its parent, changed, then stored (or kept as a template)."""
        kind, origin = p.kind, p.origin
        item = dict(p.item)
        meta = {key: item.pop(key) for key in META_KEYS if key in item}
        id_ = item.get("id")
        for flag in ("replace", "abstract"):
            if not isinstance(meta.get(flag, False), bool):
                return self._invalid(p, [origin.error(f"`{flag}` is true or false", (flag,))])
        if not isinstance(id_, str):
            return self._validate(p, item)
        if meta.get("replace") and (kind.name, id_) not in self.raw:
            return self._invalid(p, [origin.error(f"replace: no {singular(kind.name)} {id_!r} to replace"
                                                  f"{suggest(id_, self.entries[kind.name])}", ("id",))])
        parent = meta.get("copy_from")
        if parent is not None:
            if (kind.name, parent) in self.invalid:
                return self._invalid(p, [])  # its parent's errors are reported already
            if not isinstance(parent, str) or (kind.name, parent) not in self.raw:
                known = [i for k, i in self.raw if k == kind.name]
                return self._invalid(p, [origin.error(
                    f"copy_from: unknown {singular(kind.name)} {parent!r}{self._gone(kind.name, parent)}"
                    f"{suggest(str(parent), known, listing=True)}", ("copy_from",))])
            own = set(item) | {key for op in CHANGES if isinstance(meta.get(op), dict) for key in meta[op]}
            self.written[(kind.name, id_)] = self._inherited(kind.name, parent, own)
            item = {**self.raw[(kind.name, parent)], **item}
        else:
            self.written.pop((kind.name, id_), None)
        errors = [origin.error(f"{op}: {'.'.join(where)}: {problem}" if where else problem, (op, *where[:1]),
                               key=bool(where))
                  for op in CHANGES if op in meta for where, problem in change(item, op, meta[op])]
        if errors:
            return self._invalid(p, errors)
        if meta.get("abstract"):
            return self._template(p, id_, item)
        return self._validate(p, item, replacing=bool(meta.get("replace")))

    def _inherited(self, kind: str, parent: str, own: set[str]) -> Written:
        """The keys an entry copying `parent` takes from it unchanged (those not in `own`), each with where it
        was written: in `parent`, or in what `parent` copies."""
        origin = self.origins.get((kind, parent)) or self.templates[(kind, parent)]
        further = self.written.get((kind, parent), {})
        return {key: further.get(key, (origin, parent)) for key in self.raw[(kind, parent)] if key not in own}

    def _gone(self, kind: str, id_: object) -> str:
        by = self.removed.get((kind, str(id_)))
        return f" (removed by {by})" if by else ""

    def _template(self, p: Pending, id_: str, item: Raw) -> list[ContentError]:
        key = (p.kind.name, id_)
        if key in self.raw:
            return self._invalid(p, [p.origin.error(f"duplicate {singular(p.kind.name)} id {id_!r}: a template "
                                                    f"needs an id of its own", ("id",))])
        self.templates[key] = p.origin
        self.raw[key] = item
        return []

    def _validate(self, p: Pending, merged: Any, *, replacing: bool = False) -> list[ContentError]:
        id_ = merged.get("id") if isinstance(merged, dict) else None
        if isinstance(id_, str) and not replacing and (taken := self._duplicate(p.kind, id_, p.origin)):
            return [taken, *self._faults(p, merged)]
        try:
            model = validate(p.kind.model, merged)
        except ValidationError as exc:
            label = p.item.get("id") if isinstance(p.item, dict) else None
            written = self.written.get((p.kind.name, label), {}) if isinstance(label, str) else {}
            return self._invalid(p, validation_errors(exc, p.doc, (p.index,), p.kind.model, singular(p.kind.name),
                                                      label, data=None if merged is p.item else merged,
                                                      inherited=written), merged)
        return self._store(p.kind, p.origin, model, merged, replacing=replacing)

    def _invalid(self, p: Pending, errors: list[ContentError], data: Any = None) -> list[ContentError]:
        """Note an entry as invalid; with its data (when it failed validation), so that its references are
        still checked."""
        id_ = p.item.get("id") if isinstance(p.item, dict) else None
        if isinstance(id_, str):
            self.invalid.add((p.kind.name, id_))
        if isinstance(data, dict) and errors:
            self.failed.append((p, data))
        return errors

    def _store(self, kind: Collection[Entry], origin: Origin, model: Entry, raw: Any, *, replacing: bool = False
               ) -> list[ContentError]:
        key = (kind.name, model.id)
        if not replacing and (taken := self._duplicate(kind, model.id, origin)):
            return [taken]
        self.entries[kind.name][model.id] = model
        self.origins[key] = origin
        self.raw[key] = raw
        self.invalid.discard(key)
        return []

    def _faults(self, p: Pending, merged: Any) -> list[ContentError]:
        """What is wrong in the keys of an entry that cannot be taken (its id is taken), but the keys it
        leaves out: whether it needs them depends on how the duplicate is resolved."""
        try:
            validate(p.kind.model, merged)
        except ValidationError as exc:
            return validation_errors(exc, p.doc, (p.index,), p.kind.model, singular(p.kind.name), merged["id"],
                                     data=None if merged is p.item else merged, missing=False)
        return []

    def _duplicate(self, kind: Kind[ContentModel], id_: str, origin: Origin) -> ContentError | None:
        """The error of an entry not replacing one whose id is taken already, or None."""
        first = self.origins.get((kind.name, id_)) or self.templates.get((kind.name, id_))
        if first is None:
            return None
        return origin.error(f"duplicate {singular(kind.name)} id {id_!r} (first defined at {first.doc.path}:"
                            f"{first.line}); say `replace: true` to replace it, or give a new id (with "
                            f"`copy_from: {id_}` to start from it)", ("id",))

    def _remove_listed(self, p: Pending, by: str) -> list[ContentError]:
        """`- remove: [ID, ...]` in a file of entries."""
        ids, extra = p.item.get("remove"), set(p.item) - {"remove"}
        if extra or not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
            return [p.origin.error("`remove` is alone in its item and lists ids, as in `- remove: [warg]`",
                                   ("remove",))]
        return [p.origin.error(f"remove: {problem}", ("remove", i)) for i, id_ in enumerate(ids)
                if (problem := self.remove(p.kind.name, id_, by))]


ANY = "*"
"""In `invalid`, with a kind: a file of that kind could not be read, so any of its ids may be missing."""
PLAIN = META | {"remove"}
"""The keys that make an item more than a plain entry."""


def _parent(p: Pending) -> Any:
    return p.item.get("copy_from")


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


def load_layers(layers: Sequence[Path], limits: Limits = Limits()) -> tuple[Content, list[ContentError]]:
    """Load every layer in order; return the content and every problem found."""
    builder = ContentBuilder(limits)
    errors: list[ContentError] = []
    for layer in layers:
        errors += builder.add_layer(layer)
    errors += builder.missing_documents()
    return builder.content(), errors + builder.references()


def load_content(layers: Sequence[Path] | None = None, limits: Limits = Limits()) -> Content:
    """Load content (the base content by default) or raise ContentErrors listing every problem."""
    content, errors = load_layers(list(layers) if layers else [base_content_dir()], limits)
    if errors:
        raise ContentErrors(errors)
    return content
