"""One name, one thing: no two modules of the package share a name, nor do two classes, so that a
name read anywhere (an import, a traceback, a docstring) says which it is."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "thirdage_tui"
SOURCES = sorted(PACKAGE.rglob("*.py"))


def test_no_two_modules_share_a_name():
    where = defaultdict(list)
    for path in SOURCES:
        if path.name not in ("__init__.py", "__main__.py"):
            where[path.stem].append(str(path.relative_to(PACKAGE)))
    shared = {name: paths for name, paths in where.items() if len(paths) > 1}
    assert not shared, "\n".join(f"{name}: {', '.join(paths)}" for name, paths in sorted(shared.items()))


def test_no_two_classes_share_a_name():
    """Module-level classes; a class inside another is named through its owner, as Textual names a
    widget's messages (`MapView.CursorMoved`, `on_map_view_cursor_moved`)."""
    where = defaultdict(list)
    for path in SOURCES:
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef):
                where[node.name].append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    shared = {name: places for name, places in where.items() if len(places) > 1}
    assert not shared, "\n".join(f"{name}: {', '.join(places)}" for name, places in sorted(shared.items()))
