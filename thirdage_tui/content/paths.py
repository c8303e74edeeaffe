"""Where the base content lives: the checkout's `content/`, or the copy inside the wheel."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent


def base_content_dir() -> Path:
    """The base content folder (the checkout's when run from one)."""
    checkout = PACKAGE.parent / "content"
    if (checkout / "tables.yaml").is_file():
        return checkout
    return PACKAGE / "_content"
