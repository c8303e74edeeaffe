"""What loading the content with its mods gave (`LoadResult`, a `ModReport` per mod), and
`load_with_mods`, which takes it from the cache when no file changed. Only that much is imported on a
warm start: the YAML reader, the loader and the models wait for a cache miss, or for a kind read."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.content.errors import ContentError
from thirdage_tui.content.limits import Limits

if TYPE_CHECKING:
    from thirdage_tui.content.loader import ContentBuilder, Snapshot
    from thirdage_tui.content.store import Content


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
    from thirdage_tui.content.checks import run_checks
    from thirdage_tui.content.loader import ContentBuilder
    from thirdage_tui.content.mods import apply_blacklist, load_order, read_manifest
    from thirdage_tui.content.paths import MANIFEST

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
        errors += apply_blacklist(builder, mod)
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
