"""Mods: folders laid out like `content/` with a `mod.yaml` manifest, loaded on top of the base
content in a deterministic order (dependencies first, then id). A broken mod is left out with its
errors; the rest still loads."""

from __future__ import annotations

import heapq
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

from pydantic import ValidationError

from thirdage_tui import __version__
from thirdage_tui.content.errors import ContentError, suggest
from thirdage_tui.content.kinds import KINDS
from thirdage_tui.content.limits import Limits
from thirdage_tui.content.loader import ContentBuilder
from thirdage_tui.content.models.base import Check, ContentModel, Id, JsonSchema, Text, length, shaped
from thirdage_tui.content.paths import MANIFEST
from thirdage_tui.content.validation import validation_errors
from thirdage_tui.content.validators import validate

SPECIFIER = r"^\s*(==|!=|>=|<=|>|<)?\s*\d{1,6}(\.\d{1,6}){0,5}(\.\*)?\s*$"
VERSION = r"^\d{1,6}(\.\d{1,6}){0,5}$"
Specifier = Annotated[str, Check(shaped(SPECIFIER, "a game version such as >=0.1, <1, ==0.2 or 0.1.*", 40)),
                      JsonSchema({"type": "string", "pattern": SPECIFIER})]


def _version_text(value: object) -> object:
    """A version written as a whole number (`version: 1`) is the version "1"; any other number is refused
    plainly, since YAML has already read 1.10 as 1.1."""
    if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
        return str(value)
    if isinstance(value, float):
        raise ValueError(f"read as the number {value!r}; write the version in quotes, such as version: \"1.0\"")  # noqa: TRY004 (pydantic says only a ValueError)
    return value


Version = Annotated[str, Check(_version_text, before=True),
                    Check(shaped(VERSION, "a version such as 1.0 or 2.3.1", 40)),
                    JsonSchema({"anyOf": [{"type": "string", "pattern": VERSION}, {"type": "integer", "minimum": 0}]})]


COLLECTIONS = sorted(k for k, kind in KINDS.items() if kind.collection)


def _collection(name: str) -> str:
    if name not in COLLECTIONS:
        raise ValueError(f"{name!r} is not a kind of entries{suggest(name, COLLECTIONS, listing=True)}")
    return name


KindName = Annotated[str, Check(_collection), JsonSchema({"enum": COLLECTIONS})]
"""A kind of entries, by name (`bestiary`, `places`...)."""


class ModManifest(ContentModel):
    """What `mod.yaml` says of a mod."""

    id: Id
    name: Annotated[str, length(1, 120)]
    version: Version
    game_versions: list[Specifier] = []
    dependencies: list[Id] = []
    conflicts: list[Id] = []
    blacklist: dict[KindName, list[Id]] = {}
    """Entries of earlier layers this mod takes out, by kind (`{bestiary: [warg]}`)."""
    description: Text = ""


@dataclass
class Mod:
    """A mod folder and its manifest."""

    path: Path
    manifest: ModManifest

    @property
    def id(self) -> str:
        return self.manifest.id


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
        mod = Mod(path, validate(ModManifest, doc.data))
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


def apply_blacklist(builder: ContentBuilder, mod: Mod) -> list[ContentError]:
    """Take out the entries the mod's manifest lists."""
    return [_at(mod, f"blacklist: {kind}: {problem}") for kind, ids in mod.manifest.blacklist.items() for id_ in ids
            if (problem := builder.remove(kind, id_, f"mod {mod.id!r}"))]
