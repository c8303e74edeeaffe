"""Mods: folders laid out like `content/` with a `mod.yaml` manifest, loaded on top of the base
content in a deterministic order (dependencies first, then id). A broken mod is left out with its
errors; the rest still loads."""

from __future__ import annotations

import heapq
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated

from pydantic import AfterValidator, BeforeValidator, Field, StringConstraints, ValidationError, WithJsonSchema

from thirdage_tui import __version__
from thirdage_tui.content.checks import run_checks
from thirdage_tui.content.errors import ContentError, suggest
from thirdage_tui.content.kinds import KINDS
from thirdage_tui.content.limits import Limits
from thirdage_tui.content.loader import MANIFEST, ContentBuilder, Snapshot
from thirdage_tui.content.models.base import ContentModel, Id, Text, shaped
from thirdage_tui.content.store import Content
from thirdage_tui.content.validation import validation_errors

SPECIFIER = r"^\s*(==|!=|>=|<=|>|<)?\s*\d{1,6}(\.\d{1,6}){0,5}(\.\*)?\s*$"
VERSION = r"^\d{1,6}(\.\d{1,6}){0,5}$"
Specifier = Annotated[str, AfterValidator(shaped(SPECIFIER, "a game version such as >=0.1, <1, ==0.2 or 0.1.*", 40)),
                      WithJsonSchema({"type": "string", "pattern": SPECIFIER})]


def _version_text(value: object) -> object:
    """A version written as a whole number (`version: 1`) is the version "1"; any other number is refused
    plainly, since YAML has already read 1.10 as 1.1."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return str(value)
    if isinstance(value, float):
        raise ValueError(f"read as the number {value!r}; write the version in quotes, such as version: \"1.0\"")  # noqa: TRY004 (pydantic says only a ValueError)
    return value


Version = Annotated[str, BeforeValidator(_version_text),
                    AfterValidator(shaped(VERSION, "a version such as 1.0 or 2.3.1", 40)),
                    WithJsonSchema({"anyOf": [{"type": "string", "pattern": VERSION}, {"type": "integer", "minimum": 0}]})]


COLLECTIONS = sorted(k for k, kind in KINDS.items() if kind.collection)


def _collection(name: str) -> str:
    if name not in COLLECTIONS:
        raise ValueError(f"{name!r} is not a kind of entries{suggest(name, COLLECTIONS, listing=True)}")
    return name


KindName = Annotated[str, AfterValidator(_collection), WithJsonSchema({"enum": COLLECTIONS})]
"""A kind of entries, by name (`bestiary`, `places`...)."""


class ModManifest(ContentModel):
    """What `mod.yaml` says of a mod."""

    id: Id
    name: Annotated[str, StringConstraints(min_length=1, max_length=120)]
    version: Version
    game_versions: list[Specifier] = []
    dependencies: list[Id] = []
    conflicts: list[Id] = []
    blacklist: dict[KindName, list[Id]] = {}
    """Entries of earlier layers this mod takes out, by kind (`{bestiary: [warg]}`)."""
    description: Text = Field(default="", validate_default=False)


@dataclass
class Mod:
    """A mod folder and its manifest."""

    path: Path
    manifest: ModManifest

    @property
    def id(self) -> str:
        return self.manifest.id


@dataclass
class ModReport:
    """How one mod fared: loaded or left out, its problems, what it added and replaced."""

    path: Path
    id: str | None
    loaded: bool = False
    errors: list[ContentError] = field(default_factory=list)
    adds: dict[str, list[str]] = field(default_factory=dict)
    replaces: dict[str, list[str]] = field(default_factory=dict)
    removes: dict[str, list[str]] = field(default_factory=dict)
    warnings: list[ContentError] = field(default_factory=list)
    """What it loads with but a modder should mind (two mods changing the same row of a rule table)."""


def discover(folder: Path) -> list[Path]:
    """The mod folders inside `folder` (those with a manifest), sorted."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if (p / MANIFEST).is_file())


def read_manifest(path: Path, limits: Limits = Limits()) -> tuple[Mod | None, list[ContentError]]:
    """The mod at `path`, or why it is not one."""
    from thirdage_tui.content.yamlsafe import load_yaml

    manifest = path / MANIFEST
    if not manifest.is_file():
        return None, [ContentError(str(manifest), 1, 1, f"not a mod: no {MANIFEST} in {path}")]
    if not manifest.resolve().is_relative_to(path.resolve()):
        return None, [ContentError(str(manifest), 1, 1, f"refused: {MANIFEST} is a link to a file outside the mod "
                                                        f"({manifest.resolve()}); every file of a mod lies inside it")]
    doc, errors = load_yaml(manifest, limits)
    if doc is None:
        return None, errors
    if not isinstance(doc.data, dict):
        return None, [ContentError.at(manifest, doc.mark(()), f"{MANIFEST} is one mapping")]
    try:
        mod = Mod(path, ModManifest.model_validate(doc.data))
    except ValidationError as exc:
        return None, validation_errors(exc, doc, (), ModManifest, "mod")
    if not supports(mod.manifest.game_versions, __version__):
        return None, [ContentError.at(manifest, doc.mark(("game_versions",)),
                                      f"mod {mod.id!r} supports game versions {', '.join(mod.manifest.game_versions)}"
                                      f", not {__version__}")]
    return mod, []


def supports(specifiers: Sequence[str], version: str) -> bool:
    """Whether `version` meets every specifier (`>=0.1`, `<1`, `0.1.*`, `==0.2`...)."""
    have = _numbers(version)
    for spec in specifiers:
        match = re.fullmatch(r"\s*(==|!=|>=|<=|>|<)?\s*(.*?)\s*", spec)
        op, wanted = match.groups() if match else (None, spec)
        if wanted.endswith(".*"):
            prefix = _numbers(wanted[:-2])
            ok = have[:len(prefix)] == prefix
            ok = not ok if op == "!=" else ok
        else:
            want = _numbers(wanted)
            width = max(len(have), len(want))
            a, b = have + (0,) * (width - len(have)), want + (0,) * (width - len(want))
            ok = {"==": a == b, None: a == b, "!=": a != b, ">=": a >= b, "<=": a <= b, ">": a > b, "<": a < b}[op]
        if not ok:
            return False
    return True


def _numbers(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split(".") if part.isdigit())


def load_order(mods: Sequence[Mod]) -> tuple[list[Mod], dict[str, list[ContentError]]]:
    """Dependencies first, then by id; mods with missing dependencies, conflicts or cycles are
    left out with the reason."""
    by_id: dict[str, Mod] = {}
    problems: dict[str, list[ContentError]] = {}
    for mod in sorted(mods, key=lambda m: (m.id, str(m.path))):
        if mod.id in by_id:
            problems.setdefault(mod.id, []).append(_at(mod, f"mod id {mod.id!r} is also used by {by_id[mod.id].path}"))
            continue
        by_id[mod.id] = mod
    changed = True
    while changed:  # drop mods whose dependencies are missing or dropped, until nothing changes
        changed = False
        for mod in list(by_id.values()):
            missing = [d for d in mod.manifest.dependencies if d not in by_id]
            clashes = [c for c in mod.manifest.conflicts if c in by_id]
            if missing or clashes:
                reason = (f"missing dependenc{'y' if len(missing) == 1 else 'ies'}: {', '.join(missing)}"
                          f"{suggest(missing[0], by_id)}" if missing else
                          f"conflicts with {', '.join(clashes)}, which is also enabled")
                problems.setdefault(mod.id, []).append(_at(mod, f"mod {mod.id!r} left out: {reason}"))
                del by_id[mod.id]
                changed = True
    ordered = _topological(by_id)
    for id_ in sorted(set(by_id) - {m.id for m in ordered}):
        problems.setdefault(id_, []).append(_at(by_id[id_], f"mod {id_!r} left out: it is in a dependency cycle "
                                                            f"or needs a mod that is"))
    return ordered, problems


def _topological(by_id: dict[str, Mod]) -> list[Mod]:
    """Kahn's algorithm: of the mods whose dependencies are all loaded, the smallest id goes next."""
    waiting = {id_: set(mod.manifest.dependencies) for id_, mod in by_id.items()}
    ready = [id_ for id_, deps in waiting.items() if not deps]
    heapq.heapify(ready)
    ordered = []
    while ready:
        id_ = heapq.heappop(ready)
        ordered.append(by_id[id_])
        for other, deps in waiting.items():
            if id_ in deps:
                deps.discard(id_)
                if not deps:
                    heapq.heappush(ready, other)
    return ordered


def _at(mod: Mod, message: str) -> ContentError:
    return ContentError(str(mod.path / MANIFEST), 1, 1, message)


@dataclass
class LoadResult:
    """The content with every mod that loaded, the base content's problems and a report per mod."""

    content: Content
    base_errors: list[ContentError]
    reports: list[ModReport]

    @property
    def errors(self) -> list[ContentError]:
        """Every problem, the base content's and each mod's."""
        return sorted(self.base_errors + [e for r in self.reports for e in r.errors])

    @property
    def warnings(self) -> list[ContentError]:
        """What the mods that loaded should mind."""
        return sorted(w for r in self.reports for w in r.warnings)


def load_with_mods(base: Sequence[Path], mod_paths: Sequence[Path], disabled: Sequence[str] = (),
                   limits: Limits = Limits()) -> LoadResult:
    """Load the base layers, then each mod in load order; a mod with any problem is rolled back.
    Content that loaded cleanly before, from unchanged files, comes from the cache."""
    from thirdage_tui.content import cache

    key = cache.cache_key([*base, *mod_paths], extra=f"{sorted(disabled)}|{limits}")
    cached = cache.load(key)
    if isinstance(cached, LoadResult):
        return cached
    result = _load_with_mods(base, mod_paths, disabled, limits)
    if not result.errors:
        cache.store(key, result)
    return result


def _load_with_mods(base: Sequence[Path], mod_paths: Sequence[Path], disabled: Sequence[str],
                    limits: Limits) -> LoadResult:
    builder = ContentBuilder(limits)
    base_errors: list[ContentError] = []
    for layer in base:
        base_errors += builder.add_layer(layer)
    base_errors += builder.missing_documents()
    known = set(builder.references())
    base_errors += sorted(known)
    if not base_errors:
        known |= set(run_checks(builder.content()))
        base_errors += sorted(known)
    reports: dict[Path, ModReport] = {}
    mods = []
    for path in mod_paths:
        mod, errors = read_manifest(path, limits)
        reports[path] = ModReport(path, mod.id if mod else None, errors=errors)
        if mod and mod.id not in disabled:
            mods.append(mod)
    ordered, problems = load_order(mods)
    for mod in mods:
        reports[mod.path].errors += problems.get(mod.id, []) if mod not in ordered else []
    for mod in ordered:
        report = reports[mod.path]
        before, heard = builder.snapshot(), len(builder.warnings)
        errors = builder.add_layer(mod.path)
        errors += _blacklist(builder, mod)
        errors += [e for e in builder.references() if e not in known]
        if not errors:
            errors += [e for e in run_checks(builder.content()) if e not in known]
        if errors:
            builder.restore(before)
            del builder.warnings[heard:]
            report.errors += errors
            continue
        report.loaded = True
        report.warnings = builder.warnings[heard:]
        report.adds, report.replaces, report.removes = _changes(before, builder)
        for row in builder.rows_changed(mod.path.name):
            kind, _, name = row.partition(": ")
            report.replaces.setdefault(kind, []).append(name)
    for path, report in reports.items():
        if report.id is None and (path / MANIFEST).is_file():
            report.errors += _files_unloaded(builder, path, known)
    return LoadResult(builder.content(), base_errors, [reports[p] for p in mod_paths])


def _files_unloaded(builder: ContentBuilder, path: Path, known: set[ContentError]) -> list[ContentError]:
    """The problems of the files of a mod whose manifest is at fault, found by loading them and taking
    them out again: so that every mistake of a mod is said at once."""
    before, heard = builder.snapshot(), len(builder.warnings)
    errors = builder.add_layer(path)
    errors += [e for e in builder.references() if e not in known]
    builder.restore(before)
    del builder.warnings[heard:]
    return errors


def _blacklist(builder: ContentBuilder, mod: Mod) -> list[ContentError]:
    """Take out the entries the mod's manifest lists."""
    return [_at(mod, f"blacklist: {kind}: {problem}") for kind, ids in mod.manifest.blacklist.items() for id_ in ids
            if (problem := builder.remove(kind, id_, f"mod {mod.id!r}"))]


Changes = dict[str, list[str]]


def _changes(before: Snapshot, builder: ContentBuilder) -> tuple[Changes, Changes, Changes]:
    """What a mod added, replaced and removed, by kind."""
    old_entries, old_origins = before[0], before[2]
    adds: Changes = {}
    replaces: Changes = {}
    removes: Changes = {}
    for kind, entries in old_entries.items():
        gone = [id_ for id_ in entries if id_ not in builder.entries[kind]]
        if gone:
            removes[kind] = gone
    for kind, entries in builder.entries.items():
        for id_ in entries:
            if id_ not in old_entries.get(kind, {}):
                adds.setdefault(kind, []).append(id_)
            elif builder.origins[(kind, id_)] is not old_origins.get((kind, id_)):
                replaces.setdefault(kind, []).append(id_)
    return adds, replaces, removes
