"""`thirdage --version`, `validate` and `schema` (GUIDE §3)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from thirdage_tui import __version__


def test_version_runs_without_textual_or_pydantic():
    code = ("import sys; from thirdage_tui.cli import main\n"
            "try:\n    main(['--version'])\nexcept SystemExit:\n    pass\n"
            "assert 'textual' not in sys.modules and 'pydantic' not in sys.modules, 'heavy import'")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == f"thirdage {__version__}"


def test_validate_base_content_is_clean(thirdage):
    result = thirdage("validate")
    assert result.code == 0, result.err
    assert result.out.startswith("ok: ")


def test_validate_reports_every_problem_and_exits_1(thirdage, tmp_path):
    (tmp_path / "languages.yaml").write_text("- {id: westron, name: Again}\n- {id: elvish, name: E, colour: x}\n")
    result = thirdage("validate", tmp_path)
    assert result.code == 1
    lines = [line for line in result.err.splitlines() if ": error: " in line]
    assert len(lines) == 2
    assert any("duplicate language id 'westron'" in line for line in lines)
    assert any(line.startswith(f"{tmp_path}/languages.yaml:2:") and "unknown key 'colour'" in line for line in lines)


def test_validate_json(thirdage, tmp_path):
    (tmp_path / "languages.yaml").write_text("- {id: westron, name: Again}\n")
    result = thirdage("validate", tmp_path, "--json")
    assert result.code == 1
    data = result.json
    assert data["ok"] is False and data["errors"][0]["line"] == 1 and "duplicate" in data["errors"][0]["message"]


def test_validate_missing_path(thirdage, tmp_path):
    result = thirdage("validate", tmp_path / "nowhere")
    assert result.code == 1 and "no such file or folder" in result.err


def test_schema_prints_one_document_per_kind(thirdage):
    result = thirdage("schema")
    assert result.code == 0
    schemas = result.json
    assert {"races", "backgrounds", "weapons", "tables", "hero_magic", "spells"} <= set(schemas)
    assert schemas["weapons"]["type"] == "array"
    assert "additionalProperties" in json.dumps(schemas["weapons"])


def test_schema_out_writes_files(thirdage, tmp_path):
    result = thirdage("schema", "--out", tmp_path / "schemas")
    assert result.code == 0
    written = {p.name for p in (tmp_path / "schemas").iterdir()}
    assert "races.schema.json" in written and "tables.schema.json" in written
    assert json.loads((tmp_path / "schemas" / "races.schema.json").read_text())["type"] == "array"


def test_unknown_command_is_usage_error(thirdage):
    assert thirdage("frobnicate").code == 2


def _mod(root, files):
    folder = root / "mymod"
    folder.mkdir()
    (folder / "mod.yaml").write_text("id: mymod\nname: My Mod\nversion: '1.0'\n")
    for name, text in files.items():
        (folder / name).write_text(text)
    return folder


def test_validate_covers_mods(thirdage, tmp_path):
    mod = _mod(tmp_path, {"languages.yaml": "- {id: orkish, name: Orkish, colour: black}\n"})
    result = thirdage("validate", "--mod", mod)
    assert result.code == 1
    assert f"{mod}/languages.yaml:1:" in result.err and "unknown key 'colour'" in result.err


def test_a_broken_mod_warns_but_the_command_still_works(thirdage, tmp_path):
    mod = _mod(tmp_path, {"languages.yaml": "- {id: orkish, name: Orkish, colour: black}\n"})
    result = thirdage("hero", "new", "--race", "hobbit", "--background", "burglar", "--mod", mod, "--json")
    assert result.code == 0 and result.json["race"] == "hobbit"
    assert "warning: mod left out:" in result.err


def test_a_good_mod_reaches_the_commands(thirdage, tmp_path):
    mod = _mod(tmp_path, {"weapons.yaml": "- {id: orc_cleaver, name: Orc Cleaver, copy_from: one_handed_axe}\n",
                          "backgrounds.yaml": "- {id: miner, replace: true, copy_from: miner, "
                                              "extend: {weapons.all: [orc_cleaver]}}\n"})
    result = thirdage("hero", "new", "--race", "dwarf", "--background", "miner", "--weapons",
                      "Orc Cleaver,Warhammer,Light Shield", "--mod", mod, "--json")
    assert result.code == 0, result.err
    assert result.json["weapons"][0]["id"] == "orc_cleaver"


@pytest.mark.rule("A3")
def test_validate_refuses_an_unknown_habitat_at_its_line_and_column(thirdage, tmp_path):
    (tmp_path / "bestiary.yaml").write_text(
        "- id: fell_beast\n  copy_from: wolf\n  name: Fell Beast\n  habitats: [eriador, nowhere_land]\n")
    result = thirdage("validate", tmp_path)
    assert result.code == 1
    [line] = [line for line in result.err.splitlines() if ": error: " in line]
    assert line.startswith(f"{tmp_path}/bestiary.yaml:4:23: error: ")
    assert "habitats[1]: unknown region 'nowhere_land'" in line
