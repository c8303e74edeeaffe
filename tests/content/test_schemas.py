"""The JSON Schemas editors use: one per kind and one for mod.yaml, kept in step with the models."""

from __future__ import annotations

import json
from pathlib import Path

from thirdage_tui.content.kinds import KINDS
from thirdage_tui.content.schema import schemas

ROOT = Path(__file__).resolve().parents[2]


def test_every_kind_and_the_manifest_has_a_schema():
    assert set(schemas()) == set(KINDS) | {"mod"}


def test_the_committed_schemas_are_up_to_date():
    """`thirdage schema --out schemas` after changing a model; editors read these files."""
    for kind, document in schemas().items():
        path = ROOT / "schemas" / f"{kind}.schema.json"
        assert path.is_file(), f"run: thirdage schema --out schemas ({path.name} is missing)"
        assert json.loads(path.read_text()) == document, f"run: thirdage schema --out schemas ({path.name} is stale)"


def test_content_files_name_their_schema():
    """The base content's and the example mod's files carry the yaml-language-server line, and it
    points at a real schema."""
    mod = ROOT / "examples" / "mods" / "ettenmoors_watch"
    for path in [*(ROOT / "content").glob("*.yaml"), *mod.glob("*.yaml")]:
        first = path.read_text().splitlines()[0]
        assert first.startswith("# yaml-language-server: $schema="), path.name
        assert (path.parent / first.split("=", 1)[1]).resolve().is_file(), path.name
