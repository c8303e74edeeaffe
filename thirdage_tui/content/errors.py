"""Content errors: each names a file, a line, a column and what is wrong."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from yaml import Mark

Loc = tuple[str | int, ...]
"""Where a value lies in a YAML document: the keys and list indices that lead to it."""


@dataclass(frozen=True, order=True)
class ContentError:
    """One problem in one content file, located as `path:line:col` (1-based)."""

    path: str
    line: int
    col: int
    message: str
    level: str = "error"
    """"error" (the file, or the mod, is refused), or "warning" (it loads; the message says what to mind)."""

    def __str__(self) -> str:
        return f"{self.path}:{self.line}:{self.col}: {self.level}: {self.message}"

    @classmethod
    def at(cls, path: Path | str, mark: Mark | None, message: str) -> ContentError:
        """An error at a PyYAML mark (0-based line and column), or at the file's start."""
        if mark is None:
            return cls(str(path), 1, 1, message)
        return cls(str(path), mark.line + 1, mark.column + 1, message)


class Within(ValueError):
    """A model's own check failing at a place inside what it checked: `sub`, the keys below the entry
    that lead to it (its key rather than its value with `key`), and `cell`, a (row, column) inside
    a block of text such as a site's plan. The loader reports it there."""

    def __init__(self, message: str, sub: Loc = (), cell: tuple[int, int] | None = None, *, key: bool = False):
        super().__init__(message)
        self.sub, self.cell, self.key = sub, cell, key


class ContentErrors(Exception):
    """Raised when content cannot be used; carries every problem found."""

    def __init__(self, errors: Iterable[ContentError]):
        self.errors = sorted(errors)
        super().__init__("\n".join(str(e) for e in self.errors))


class UnknownId(LookupError):
    """A name that matches no entry of a kind; the message lists near misses or the choices."""

    def __init__(self, kind: str, name: str, choices: Iterable[str]):
        self.kind, self.name = kind, name
        self.choices = sorted(choices)
        super().__init__(f"unknown {singular(kind)} {name!r}{suggest(name, self.choices, listing=True)}")


def singular(kind: str) -> str:
    """'races' -> 'race', 'hero_magic' -> 'hero magic' (for messages)."""
    words = kind.replace("_", " ")
    for plural, one in (("ies", "y"), ("ches", "ch"), ("s", "")):
        if words.endswith(plural) and not words.endswith("ss"):
            return words[: -len(plural)] + one
    return words


def suggest(name: str, choices: Iterable[str], *, listing: bool = False) -> str:
    """'; did you mean 'x'?' for a near miss, else (with listing) the allowed values."""
    import difflib

    choices = list(choices)
    close = difflib.get_close_matches(str(name).lower(), [c.lower() for c in choices], n=1, cutoff=0.6)
    if close:
        match = next(c for c in choices if c.lower() == close[0])
        return f"; did you mean {match!r}?"
    if listing and choices:
        shown = ", ".join(choices[:30]) + (", ..." if len(choices) > 30 else "")
        return f"; expected one of: {shown}"
    return ""
