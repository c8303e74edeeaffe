"""The ids the code names (`content/ids.py`) are checked at load: `validate` reports a mod that breaks one
at the entry that breaks it, and content that lacks one at its kind's file; a mod that breaks one is left
out and the commands still run with the rest."""

from __future__ import annotations

import shutil

import pytest

from thirdage_tui.content import ids, paths
from thirdage_tui.content.loaded import load_with_mods


def _mod(root, name: str, text: str):
    folder = root / "breaker"
    folder.mkdir()
    (folder / "mod.yaml").write_text("id: breaker\nname: Breaker\nversion: '1.0'\n")
    (folder / name).write_text("# a mod that breaks an id the game names\n" + text)
    return folder


BREAKS = [
    pytest.param("skills.yaml", "- {id: know_enemy, replace: true, copy_from: know_enemy,\n"
                                "   extend: {specialisations: [balrogs]}}\n",
                 "skill 'know_enemy': the game needs a skill whose specialisations each name the family of foes",
                 id="a skill"),
    pytest.param("hero_magic.yaml", "- id: heal\n  replace: true\n  copy_from: heal\n  max_level: 1\n",
                 "hero magic 'heal': the game needs a variable Hero Magic (max_level 2 or more) with a heal effect",
                 id="a hero magic"),
    pytest.param("hero_magic.yaml", "- {id: shield, replace: true, copy_from: shield, combat: false}\n",
                 "hero magic 'shield': the game needs a Hero Magic used in combat",
                 id="a hero magic for combat"),
    pytest.param("spells.yaml", "- id: smite\n  replace: true\n  copy_from: smite\n  effects: [{type: ignore_armour}]\n",
                 "spell 'smite': the game needs a spell with a staff_strike effect", id="a spell"),
    pytest.param("weapons.yaml", "- id: staff\n  replace: true\n  name: Staff-bow\n  kind: missile\n  enc: 1\n"
                                 "  damage: 1D6\n  range_ft: 90\n",
                 "weapon 'staff': the game needs a melee weapon with damage dice for Smite, which strikes as a staff",
                 id="a weapon"),
]


@pytest.mark.parametrize(("name", "entry", "message"), BREAKS)
def test_validate_points_at_the_mod_entry_that_breaks_an_id(thirdage, tmp_path, name, entry, message):
    mod = _mod(tmp_path, name, entry)
    result = thirdage("validate", "--mod", mod)
    assert result.code == 1
    [line] = [line for line in result.err.splitlines() if ": error: " in line]
    assert line.startswith(f"{mod}/{name}:2:3: error: {message}")


def _base_without(tmp_path, monkeypatch, kind: str, id_: str, *also: tuple[str, str, str]):
    """A copy of the base content without one entry (and with `also` edits: file, old, new), made the base."""
    base = tmp_path / "content"
    shutil.copytree(paths.base_content_dir(), base)
    path = base / f"{kind}.yaml"
    text = path.read_text()
    start = text.index(f"- id: {id_}\n")
    end = text.find("\n- id: ", start + 1)
    path.write_text(text[:start] + (text[end + 1:] if end != -1 else ""))
    for file, old, new in also:
        (base / file).write_text((base / file).read_text().replace(old, new))
    monkeypatch.setattr(paths, "base_content_dir", lambda: base)
    return base


def test_validate_reports_a_missing_skill_at_the_skills_file(thirdage, tmp_path, monkeypatch):
    base = _base_without(tmp_path, monkeypatch, "skills", ids.ORATORY,
                         ("backgrounds.yaml", "diplomacy, oratory,", "diplomacy,"),
                         ("bestiary.yaml", ", oratory: 6}", "}"))
    result = thirdage("validate")
    assert result.code == 1
    [line] = [line for line in result.err.splitlines() if ": error: " in line]
    assert line == (f"{base}/skills.yaml:1:1: error: skill 'oratory': missing; the game needs a skill "
                    f"for parley with a band and the CHA it gives (2.4)")


def test_validate_reports_a_missing_place_at_the_places_file(thirdage, tmp_path, monkeypatch):
    base = _base_without(tmp_path, monkeypatch, "places", ids.RHOSGOBEL,
                         ("personalities.yaml", "dwells: rhosgobel", "dwells: woodmen_town"),
                         ("errands.yaml", "places: [rhosgobel, ", "places: ["))
    result = thirdage("validate")
    assert result.code == 1
    [line] = [line for line in result.err.splitlines() if ": error: " in line]
    assert line.startswith(f"{base}/places.yaml:1:1: error: place 'rhosgobel': missing; the game needs a place")


def test_a_mod_that_breaks_an_id_is_left_out_and_the_commands_run_without_it(thirdage, tmp_path):
    mod = _mod(tmp_path, "weapons.yaml", BREAKS[-1].values[1])
    result = thirdage("bestiary", "show", "goblin", "--mod", mod, "--json")
    assert result.code == 0 and result.json["id"] == "goblin"
    assert f"warning: mod left out: {mod}/weapons.yaml:2:3: error: weapon 'staff'" in result.err
    loaded = load_with_mods([paths.base_content_dir()], [mod])
    assert not loaded.reports[0].loaded and loaded.content.weapons[ids.STAFF].kind == "melee"


def test_every_declared_id_fits_the_base_content(content):
    assert ids.id_problems(content) == []
    assert len({(n.kind.name, n.id) for n in ids.NEEDS}) == len(ids.NEEDS)
