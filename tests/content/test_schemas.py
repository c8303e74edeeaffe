"""The JSON Schemas editors use: one per kind and one for mod.yaml, kept in step with the models."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

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


def _validator(kind: str):
    import jsonschema

    return jsonschema.Draft202012Validator(json.loads((ROOT / "schemas" / f"{kind}.schema.json").read_text()))


def test_the_base_content_and_the_example_mod_pass_their_schemas():
    import yaml

    mod = ROOT / "examples" / "mods" / "ettenmoors_watch"
    for path in [*(ROOT / "content").glob("*.yaml"), *mod.glob("*.yaml")]:
        kind = "mod" if path.name == "mod.yaml" else path.stem
        errors = [e.message for e in _validator(kind).iter_errors(yaml.safe_load(path.read_text()))]
        assert errors == [], f"{path.name}: {errors[:3]}"


INHERITING = [
    ("bestiary", "- {id: snow_troll, copy_from: hill_troll, name: Snow Troll}"),
    ("bestiary", "- {id: ice_troll, copy_from: snow_troll, relative: {attributes: {STR: 2, CON: 1D4}, move: -1}}"),
    ("bestiary", "- {id: cold_base, abstract: true, habitats: [ettenmoors], proportional: {danger: 1.5}}"),
    ("bestiary", "- {id: hill_troll, replace: true, copy_from: hill_troll, extend: {habitats: [angmar]}}"),
    ("bestiary", "- remove: [warg, warg_rider]"),
    ("backgrounds", "- {id: ranger, replace: true, copy_from: ranger, delete: {skills.choices: [ride_horse]}}"),
    ("weapons", "- {id: orcish_scimitar, copy_from: one_handed_sword, name: Orcish Scimitar, damage: 1D8+1}"),
    ("languages", "- {id: old_tongue, name: Old Tongue, description: Gone., replace: true}"),
]
NOT_VALID = [
    ("bestiary", "- {id: snow_troll, name: Snow Troll}"),  # whole, but missing what a creature needs
    ("bestiary", "- {id: snow_troll, copy_from: hill_troll, colour: white}"),  # an unknown key
    ("bestiary", "- {id: Snow Troll, copy_from: hill_troll}"),  # not an id
    ("bestiary", "- {id: snow_troll, copy_from: hill_troll, move: fast}"),  # a field of the wrong type
    ("bestiary", "- {id: snow_troll, abstract: false, habitats: [ettenmoors]}"),  # not a template after all
    ("bestiary", "- {remove: warg}"),
    ("weapons", "- {id: blade, copy_from: dagger, relative: 3}"),
]


@pytest.mark.parametrize(("kind", "text"), INHERITING)
def test_inheriting_entries_pass_their_schema(kind, text):
    import yaml

    assert [e.message for e in _validator(kind).iter_errors(yaml.safe_load(text))] == []


@pytest.mark.parametrize(("kind", "text"), NOT_VALID)
def test_entries_the_loader_refuses_fail_their_schema(kind, text):
    import yaml

    assert list(_validator(kind).iter_errors(yaml.safe_load(text)))
