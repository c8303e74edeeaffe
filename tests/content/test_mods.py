"""Mods: manifests, load order, dependencies, conflicts, cycles, and a broken mod left out."""

from __future__ import annotations

from pathlib import Path

import pytest

from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.mods import load_order, read_manifest, supports
from thirdage_tui.content.paths import base_content_dir, discover


def make_mod(root: Path, id_: str, *, deps=(), conflicts=(), versions=(), files=None) -> Path:
    folder = root / id_
    folder.mkdir(parents=True)
    lines = [f"id: {id_}", f"name: {id_.title()}", "version: '1.0'"]
    if deps:
        lines.append(f"dependencies: [{', '.join(deps)}]")
    if conflicts:
        lines.append(f"conflicts: [{', '.join(conflicts)}]")
    if versions:
        lines.append(f"game_versions: [{', '.join(repr(v) for v in versions)}]")
    (folder / "mod.yaml").write_text("\n".join(lines) + "\n")
    for name, text in (files or {}).items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text)
    return folder


def language(id_: str) -> dict[str, str]:
    return {"languages.yaml": f"- {{id: {id_}, name: {id_.title()}, description: A tongue.}}\n"}


def load(*mods: Path, disabled=()):
    return load_with_mods([base_content_dir()], list(mods), disabled)


def test_a_mod_adds_entries_and_reports_them(tmp_path):
    result = load(make_mod(tmp_path, "dunland", files=language("lossoth_speech")))
    [report] = result.reports
    assert report.loaded and report.errors == [] and report.adds == {"languages": ["lossoth_speech"]}
    assert "lossoth_speech" in result.content.languages


def test_a_mod_replacing_an_entry_is_reported(tmp_path):
    mod = make_mod(tmp_path, "clubs", files={"weapons.yaml": "- {id: club, replace: true, copy_from: club, "
                                                              "name: Cudgel}\n"})
    [report] = load(mod).reports
    assert report.loaded and report.replaces == {"weapons": ["club"]} and report.adds == {}


def test_load_order_is_dependencies_first_then_id(tmp_path):
    mods = [read_manifest(make_mod(tmp_path, id_, deps=deps))[0]
            for id_, deps in [("zeta", ()), ("alpha", ("zeta",)), ("beta", ())]]
    ordered, problems = load_order(mods)
    assert [m.id for m in ordered] == ["beta", "zeta", "alpha"] and problems == {}


def test_a_later_mod_may_build_on_its_dependency(tmp_path):
    base_mod = make_mod(tmp_path, "tongues", files=language("lossoth_speech"))
    child = make_mod(tmp_path, "people", deps=["tongues"], files={
        "nations.yaml": "- {id: dunland, name: Dunland, backgrounds: [woodsman], languages: [lossoth_speech]}\n"})
    result = load(child, base_mod)
    assert all(r.loaded for r in result.reports), [r.errors for r in result.reports]
    assert result.content.nations["dunland"].languages == ["lossoth_speech"]


def test_missing_dependency_leaves_the_mod_out(tmp_path):
    result = load(make_mod(tmp_path, "lonely", deps=["tongues"], files=language("x")))
    [report] = result.reports
    assert not report.loaded and "missing dependency: tongues" in report.errors[0].message
    assert "x" not in result.content.languages


def test_conflicting_mods_are_both_left_out(tmp_path):
    result = load(make_mod(tmp_path, "red", conflicts=["blue"]), make_mod(tmp_path, "blue"))
    assert [r.loaded for r in result.reports] == [False, True]
    assert "conflicts with blue" in result.reports[0].errors[0].message


def test_dependency_cycle_is_reported(tmp_path):
    result = load(make_mod(tmp_path, "egg", deps=["hen"]), make_mod(tmp_path, "hen", deps=["egg"]))
    assert not any(r.loaded for r in result.reports)
    assert all("dependency cycle" in r.errors[0].message for r in result.reports)


def test_a_broken_mod_is_left_out_and_the_rest_loads(tmp_path):
    broken = make_mod(tmp_path, "broken", files={"languages.yaml": "- {id: orkish, name: Orkish, colour: black}\n"})
    good = make_mod(tmp_path, "good", files=language("adunaic_dialect"))
    result = load(broken, good)
    assert [r.loaded for r in result.reports] == [False, True]
    [error] = result.reports[0].errors
    assert error.path.endswith("broken/languages.yaml") and error.line == 1 and "unknown key 'colour'" in error.message
    assert "orkish" not in result.content.languages and "adunaic_dialect" in result.content.languages
    assert result.base_errors == []


def test_a_dangling_reference_leaves_the_mod_out(tmp_path):
    mod = make_mod(tmp_path, "dangling", files={
        "nations.yaml": "- {id: dunland, name: Dunland, backgrounds: [woodsmen]}\n"})
    [report] = load(mod).reports
    assert not report.loaded and "did you mean 'woodsman'" in report.errors[0].message


def test_a_disabled_mod_is_not_loaded(tmp_path):
    result = load(make_mod(tmp_path, "quiet", files=language("hush")), disabled=["quiet"])
    assert "hush" not in result.content.languages and not result.reports[0].loaded


@pytest.mark.parametrize("text, message", [
    ("id: Bad Id\nname: x\nversion: '1'\n", "id"),
    ("id: ok\nname: x\n", "missing required key 'version'"),
    ("id: ok\nname: x\nversion: '1'\nrequires: [a]\n", "unknown key 'requires'"),
    ("[1, 2]\n", "one mapping"),
])
def test_bad_manifests(tmp_path, text, message):
    (tmp_path / "m").mkdir()
    (tmp_path / "m" / "mod.yaml").write_text(text)
    mod, errors = read_manifest(tmp_path / "m")
    assert mod is None and message in errors[0].message


def test_a_folder_without_manifest_is_not_a_mod(tmp_path):
    mod, errors = read_manifest(tmp_path)
    assert mod is None and "no mod.yaml" in errors[0].message


def test_game_version_support():
    assert supports([">=0.1", "<1"], "0.1.0") and supports(["0.1.*"], "0.1.5") and supports([], "9.9")
    assert not supports([">=0.2"], "0.1.0") and not supports(["==1.0"], "0.1.0")


def test_unsupported_game_version_is_refused(tmp_path):
    mod, errors = read_manifest(make_mod(tmp_path, "future", versions=[">=99"]))
    assert mod is None and "supports game versions >=99" in errors[0].message


def test_discover_finds_mod_folders(tmp_path):
    make_mod(tmp_path, "b")
    make_mod(tmp_path, "a")
    (tmp_path / "not_a_mod").mkdir()
    assert [p.name for p in discover(tmp_path)] == ["a", "b"] and discover(tmp_path / "none") == []


def test_no_file_outside_the_mod_folder_is_read(tmp_path):
    outside = tmp_path / "outside.yaml"
    outside.write_text("- {id: smuggled, name: Smuggled}\n")
    mod = make_mod(tmp_path, "sneaky")
    (mod / "languages").mkdir()
    (mod / "languages" / "link.yaml").symlink_to(outside)
    [report] = load(mod).reports
    assert not report.loaded and "outside" in report.errors[0].message


def test_a_mod_whose_place_is_in_the_sea_is_left_out(tmp_path):
    mod = make_mod(tmp_path, "atlantis", files={
        "places.yaml": "- {id: atlantis, name: Atlantis, at: [0, 30], kind: ruin, description: Drowned.}\n"})
    [report] = load(mod).reports
    assert not report.loaded
    [error] = report.errors
    assert error.path.endswith("atlantis/places.yaml") and error.line == 1
    assert "place 'atlantis': cell [0, 30] is sea, which cannot be crossed" in error.message


def test_a_habitat_names_a_region_of_the_map(tmp_path):
    beast = "- {id: nowhere_beast, copy_from: wolf, name: Nowhere Beast, habitats: [nowhere_land]}\n"
    [report] = load(make_mod(tmp_path, "beasts", files={"bestiary.yaml": beast})).reports
    assert not report.loaded
    assert [str(e).split(": error: ")[1] for e in report.errors] == [
        "bestiary 'nowhere_beast': habitats[0]: unknown region 'nowhere_land'; did you mean 'bree_land'?"]
    assert str(report.errors[0]).startswith(f"{tmp_path / 'beasts' / 'bestiary.yaml'}:1:")


def test_the_base_bestiary_haunts_only_regions_of_the_map(content):
    assert {h for c in content.bestiary.values() for h in c.habitats} <= set(content.regions)


def test_a_duplicate_without_replace_is_said_to_be_one(tmp_path):
    [report] = load(make_mod(tmp_path, "wolves", files={"bestiary.yaml": "- id: wolf\n  name: Wolf again\n"})).reports
    [error] = report.errors
    assert (error.line, error.col) == (1, 7)
    assert error.message.startswith("duplicate bestiary id 'wolf' (first defined at ")
    assert "say `replace: true` to replace it, or give a new id (with `copy_from: wolf`" in error.message


def test_every_mistake_of_a_mod_is_said_at_once_even_with_its_manifest_wrong(tmp_path):
    mod = make_mod(tmp_path, "muddle", files={
        "bestiary.yaml": "- id: wolf\n  name: W\n- {id: pup, copy_from: wolf, name: Pup, danger: 99}\n",
        "weapons.yaml": "- {id: stick, name: Stick}\n"})
    (mod / "mod.yaml").write_text("id: muddle\nname: Muddle\nversion: 1.10\n")
    [report] = load(mod).reports
    said = sorted((Path(e.path).name, e.line, e.message.split(":")[0]) for e in report.errors)
    assert [(name, line) for name, line, _ in said] == [
        ("bestiary.yaml", 1), ("bestiary.yaml", 3), ("mod.yaml", 3), ("weapons.yaml", 1), ("weapons.yaml", 1)]
    version = next(e for e in report.errors if e.path.endswith("mod.yaml"))
    assert version.message == 'mod: version: read as the number 1.1; write the version in quotes, such as version: "1.0"'
    assert "pup" not in load().content.bestiary


@pytest.mark.parametrize(("written", "read"), [("1", "1"), ("'1.0'", "1.0"), ("2", "2")])
def test_a_whole_number_is_a_version(tmp_path, written, read):
    mod = make_mod(tmp_path, "plain", files=language("plain_speech"))
    (mod / "mod.yaml").write_text(f"id: plain\nname: Plain\nversion: {written}\n")
    made, errors = read_manifest(mod)
    assert errors == [] and made is not None and made.manifest.version == read
