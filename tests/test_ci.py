"""CI runs exactly the test command the README gives, which runs the suite in parallel."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_ci_runs_the_readmes_test_command():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Test", 1)[1]
    command = re.search(r"```sh\n(.*?)\n```", section, re.DOTALL).group(1).strip()
    assert command in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert re.search(r"pytest .*-n \S+", command)
