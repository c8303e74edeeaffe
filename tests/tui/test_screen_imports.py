"""Screens talk by messages and dismiss results, never by holding each other: no screen module
imports, even inside a function, one that imports it back (directly or round a longer circle)."""

from __future__ import annotations

import ast
from pathlib import Path

SCREENS = Path(__file__).parents[2] / "thirdage_tui" / "tui" / "screens"
PACKAGE = "thirdage_tui.tui.screens"


def imported_screens(path: Path) -> set[str]:
    """The screen modules `path` imports anywhere in it (at the top, inside functions, under TYPE_CHECKING)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module == PACKAGE:
                found |= {alias.name for alias in node.names}
            elif node.module.startswith(f"{PACKAGE}."):
                found.add(node.module.split(".")[3])
        elif isinstance(node, ast.Import):
            found |= {a.name.split(".")[3] for a in node.names if a.name.startswith(f"{PACKAGE}.")}
    return found - {path.stem}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every circle of imports found by a depth-first walk (each reported from where it was entered)."""
    found, done = [], set()

    def walk(node: str, trail: list[str]) -> None:
        if node in trail:
            found.append([*trail[trail.index(node):], node])
            return
        if node in done:
            return
        for nxt in sorted(graph.get(node, ())):
            walk(nxt, [*trail, node])
        done.add(node)

    for start in sorted(graph):
        walk(start, [])
    return found


def test_the_walker_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_screen_imports_another_that_imports_it_back():
    graph = {path.stem: imported_screens(path) for path in SCREENS.glob("*.py") if path.stem != "__init__"}
    assert graph["campaign"] >= {"maps", "patron", "training", "band_met"}  # the walk sees them
    assert cycles(graph) == []
