"""`thirdage route --hero` with a burdened hero says who is slowed and why (rules text 3.3; our ruling
in docs/rulings.md, "A load slows the road")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


def laden(tmp_path: Path, extra: list[str]) -> Path:
    data = json.loads((EXAMPLES / "borin.json").read_text(encoding="utf-8"))
    data["state"]["equipment"] += extra
    path = tmp_path / "borin-laden.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.rule("3.3")
def test_a_burdened_hero_explains_the_slower_pace(thirdage, tmp_path):
    light = json.loads(thirdage("route", "rhosgobel", "carrock", "--hero", EXAMPLES / "borin.json", "--json").out)
    result = thirdage("route", "rhosgobel", "carrock", "--hero", laden(tmp_path, ["spear"] * 4))
    assert result.code == 0
    assert "slower: Borin carries ENC" in result.out and "over" in result.out and "3.3" in result.out
    heavy = json.loads(thirdage("route", "rhosgobel", "carrock", "--hero", laden(tmp_path, ["spear"] * 4),
                                "--json").out)
    assert heavy["burdened"][0]["hero"] == "Borin" and heavy["days"] > light["days"] and light["burdened"] == []


def test_a_hero_who_cannot_move_is_a_usage_error(thirdage, tmp_path):
    result = thirdage("route", "rhosgobel", "carrock", "--hero", laden(tmp_path, ["spear"] * 12))
    assert result.code == 2 and "cannot move under his load" in result.err
