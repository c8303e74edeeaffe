"""Hero files: the hero's sheet as JSON (`engine.herofile`, which is also `thirdage hero show --json`)
under a declared `"format": "thirdage-hero"`. One reader (errors as `HeroFileError`, in plain
words), one writer (atomic; never inside the content, never over another kind of file), one listing."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thirdage_tui.engine.herofile import hero_from_json, hero_json
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.persistence.documents import HERO, NAMES, FoundFile, documents, read_document
from thirdage_tui.persistence.folder import candidates, fallen_folder, file_stem, free_path
from thirdage_tui.persistence.jsonfile import write_json_atomic

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


class RefusedWrite(ValueError):
    """A hero file the game will not write there; the message says why."""


class CannotRead(HeroFileError):
    """A hero file that is not there or cannot be opened (`reason`: the system's words)."""

    def __init__(self, reason: str) -> None:
        super().__init__(f"cannot read the file: {reason}")
        self.reason = reason


def hero_document(hero: Hero, content: Content) -> dict[str, Any]:
    """The hero file's JSON: the sheet and state, under its declared format."""
    return {"format": HERO, **hero_json(hero, content)}


def read_hero(path: Path, content: Content) -> Hero:
    """The hero saved at `path`; HeroFileError says why he cannot be read."""
    return hero_of(read_document(path), content)


def hero_of(found: FoundFile, content: Content) -> Hero:
    """The hero in a file already read; HeroFileError says why there is none."""
    if isinstance(found.error, OSError):
        raise CannotRead(found.error.strerror or str(found.error))
    if found.error is not None:
        raise HeroFileError(str(found.error))
    if found.kind not in (HERO, None):
        raise HeroFileError(f"not a hero file: it is {NAMES.get(found.kind, f'a {found.kind!r} document')}")
    return hero_from_json(found.data, content)


def hero_files(folder: Path) -> list[FoundFile]:
    """The hero files of `folder`, newest first, read (with the files that cannot be read at all,
    which may be damaged heroes; none if the folder does not exist)."""
    return [found for found in documents(folder) if found.may_be(HERO)]


def read_heroes(folder: Path, content: Content,
                left_out: Callable[[Path, HeroFileError], object] | None = None) -> dict[Path, Hero]:
    """The heroes saved in `folder` that can be read, newest first; `left_out` hears of each that cannot."""
    heroes = {}
    for found in hero_files(folder):
        try:
            heroes[found.path] = hero_of(found, content)
        except HeroFileError as exc:
            if left_out is not None:
                left_out(found.path, exc)
    return heroes


def write_hero(path: Path, hero: Hero, content: Content) -> None:
    """Write the hero file at `path` atomically. RefusedWrite inside the content folders or over a file
    that is not a hero file; OSError if the disk refuses."""
    _refuse_inside(path, content.layers)
    if path.is_file() and read_document(path).kind != HERO:
        raise RefusedWrite(f"refusing to overwrite {path}: it is not a hero file (give a new file name)")
    write_json_atomic(path, hero_document(hero, content))


def write_new_hero(folder: Path, hero: Hero, content: Content) -> Path:
    """Write the hero to a new file of `folder` named for him (`free_path`), atomically, and return
    its path; a file already there is never replaced: the name gets a suffix instead."""
    _refuse_inside(folder, content.layers)
    document = hero_document(hero, content)
    paths = candidates(folder, file_stem(hero.name))
    while True:
        path = next(paths)
        with suppress(FileExistsError):
            write_json_atomic(path, document, replace=False)
            return path


def named_in(path: Path) -> str | None:
    """The name of the hero saved at `path`, read without the content (None: no hero file there)."""
    found = read_document(path)
    name = found.data.get("name") if found.error is None and found.kind == HERO else None
    return name if isinstance(name, str) else None


def retire(folder: Path, file: str) -> Path | None:
    """The hero file `file` of `folder` goes to the hall of the fallen (`fallen/STEM-hero.json`), so
    the dead are never offered to play again; where it went (None: it was not there)."""
    path = folder / file
    if not path.is_file():
        return None
    target = free_path(fallen_folder(folder), f"{path.stem}-hero")
    target.parent.mkdir(parents=True, exist_ok=True)
    os.replace(path, target)
    return target


def _refuse_inside(path: Path, layers: Iterable[Path]) -> None:
    target = path.resolve()
    if any(layer.resolve() == target or layer.resolve() in target.parents for layer in layers):
        raise RefusedWrite(f"refusing to write {path} inside the content folder")
