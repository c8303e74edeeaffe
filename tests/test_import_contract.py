"""The layers of the package hold (docs/architecture.md): content, then the engine, the world, the
fight, the campaign, the files, the front ends, and the program that starts them on top, each
importing only from itself and the layers below it; the two front ends (the command line and the
Textual game) never import each other;
and no module imports itself round a circle. Every import counts: at the top of a module, inside a
function, and those made only for the type checker (a layer may not even name a type from above)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "thirdage_tui"
LAYERS = ("content", "engine", "world", "combat", "campaign", "persistence", "front", "entry")
"""Lowest first. `front` is the command line (`commands`) and the game (`tui`); `entry` is the
`thirdage` program itself (`cli`, `__main__`), which starts one or the other."""
FRONT_ENDS = {"commands": "command line", "tui": "game"}
ENTRY = ("cli", "__main__")


@dataclass(frozen=True)
class Import:
    importer: str
    imported: str
    line: int
    typing_only: bool


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def layer(module: str) -> str:
    """The layer of a module of the package (the package's own `__init__` belongs to none)."""
    top = module.split(".")[1] if "." in module else ""
    return "front" if top in FRONT_ENDS else "entry" if top in ENTRY else top


def _typing_blocks(tree: ast.Module) -> set[int]:
    """The line numbers inside `if TYPE_CHECKING:` blocks."""
    lines: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.body:
                lines.update(range(child.lineno, (child.end_lineno or child.lineno) + 1))
    return lines


def _targets(node: ast.Import | ast.ImportFrom, importer: str) -> Iterator[str]:
    """The modules of the package an import statement names (a name imported from a package counts
    as its submodule when there is one)."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    base = node.module or ""
    if node.level:
        parent = importer.split(".")[:-node.level] if MODULES[importer].name != "__init__.py" else \
            importer.split(".")[:len(importer.split(".")) - node.level + 1]
        base = ".".join([*parent, *([base] if base else [])])
    for alias in node.names:
        sub = f"{base}.{alias.name}"
        yield sub if sub in MODULES else base


def imports() -> list[Import]:
    found = []
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_lines = _typing_blocks(tree)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                for target in _targets(node, module):
                    if target.startswith("thirdage_tui") and target in MODULES and target != module:
                        found.append(Import(module, target, node.lineno, node.lineno in typing_lines))
    return found


IMPORTS = imports()


def test_the_contract_sees_the_whole_package():
    assert {layer(m) for m in MODULES} - {""} == set(LAYERS)
    assert len(IMPORTS) > 300


@pytest.mark.parametrize("lower", LAYERS[:-1])
def test_a_layer_imports_nothing_from_the_layers_above_it(lower):
    rank = LAYERS.index(lower)
    upward = [f"{i.importer}:{i.line} imports {i.imported}" for i in IMPORTS
              if layer(i.importer) == lower and layer(i.imported) in LAYERS[rank + 1:]]
    assert not upward, "\n".join(upward)


def test_the_two_front_ends_never_import_each_other():
    def end(module: str) -> str | None:
        return FRONT_ENDS.get(module.split(".")[1]) if "." in module else None

    crossing = [f"{i.importer}:{i.line} imports {i.imported}" for i in IMPORTS
                if end(i.importer) and end(i.imported) and end(i.importer) != end(i.imported)]
    assert not crossing, "\n".join(crossing)


def test_no_module_imports_itself_round_a_circle():
    """Counting imports inside functions; those made only for the type checker do not run."""
    graph: dict[str, set[str]] = {m: set() for m in MODULES}
    for i in IMPORTS:
        if not i.typing_only:
            graph[i.importer].add(i.imported)
    circles = [sorted(group) for group in strongly_connected(graph) if len(group) > 1]
    assert not circles, "\n".join(" <-> ".join(group) for group in circles)


def strongly_connected(graph: dict[str, set[str]]) -> list[list[str]]:
    """Tarjan's strongly connected components of a directed graph."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for near in graph[node]:
            if near not in index:
                visit(near)
                low[node] = min(low[node], low[near])
            elif near in on_stack:
                low[node] = min(low[node], index[near])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            groups.append(group)

    for node in graph:
        if node not in index:
            visit(node)
    return groups
