"""The rules engines and the command line import without Textual (GUIDE §2, §3): a fresh
interpreter proves it."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys

import pytest

PURE = ["thirdage_tui.engine", "thirdage_tui.combat", "thirdage_tui.world", "thirdage_tui.campaign",
        "thirdage_tui.content", "thirdage_tui.persistence", "thirdage_tui.commands"]


def modules_of(package: str) -> list[str]:
    path = importlib.import_module(package).__path__
    return [package, *(f"{package}.{m.name}" for m in pkgutil.iter_modules(path))]


@pytest.mark.parametrize("package", PURE)
def test_never_imports_textual(package):
    modules = modules_of(package)
    code = "; ".join([*(f"import {m}" for m in modules),
                      "import sys", "print(sorted(m for m in sys.modules if m.split('.')[0] == 'textual'))"])
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
