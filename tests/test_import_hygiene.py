"""The rules engine imports without Textual (GUIDE §2): a fresh interpreter proves it."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

import thirdage_tui.engine


def test_the_engine_never_imports_textual():
    modules = [f"thirdage_tui.engine.{m.name}" for m in pkgutil.iter_modules(thirdage_tui.engine.__path__)]
    assert len(modules) > 5
    code = "; ".join([*(f"import {m}" for m in modules),
                      "import sys", "print(sorted(m for m in sys.modules if m.split('.')[0] == 'textual'))"])
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "[]"
