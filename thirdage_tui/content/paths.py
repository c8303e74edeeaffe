"""Where the base content lives: the checkout's `content/`, or the copy inside the wheel; the
layers a game or command loads; and which folders are mods."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent
MANIFEST = "mod.yaml"
"""The file that makes a folder a mod."""


def base_content_dir() -> Path:
    """The base content folder (the checkout's when run from one)."""
    checkout = PACKAGE.parent / "content"
    if (checkout / "tables.yaml").is_file():
        return checkout
    return PACKAGE / "_content"


def base_layers(paths: Sequence[Path] = ()) -> list[Path]:
    """The base content, then plain content folders or files (the base itself only once)."""
    base = base_content_dir().resolve()
    return [base, *(p for p in paths if p.resolve() != base and base not in p.resolve().parents)]


def discover(folder: Path) -> list[Path]:
    """The mod folders inside `folder` (those with a manifest), sorted."""
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if (p / MANIFEST).is_file())
