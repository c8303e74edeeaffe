"""Run `thirdage` in-process and capture what it prints."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from thirdage_tui.cli import main


@dataclass
class Result:
    code: int
    out: str
    err: str

    @property
    def json(self):
        return json.loads(self.out)


@pytest.fixture
def thirdage(capsys):
    """`thirdage(*args)` -> Result(code, out, err)."""

    def run(*args: str) -> Result:
        try:
            code = main([str(a) for a in args])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 2
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return run
