"""Inheritance as Cataclysm: DDA has it: `copy_from` to any depth, across files and mods, from the
merged entry; abstract templates; relative and proportional changes; entries removed by a `remove:`
list or a mod's blacklist, with every entry still naming one reported."""

from __future__ import annotations

import pytest
from test_mods import load, make_mod

TROLL = "copy_from: hill_troll"


def bestiary(*entries: str) -> dict[str, str]:
    return {"bestiary.yaml": "".join(f"- {entry}\n" for entry in entries)}


def loaded(result, id_):
    assert result.errors == [], result.errors
    return result.content.bestiary[id_]


@pytest.mark.parametrize("order", [("a", "b", "c"), ("c", "b", "a")])
def test_a_copy_of_a_copy_in_one_file_inherits_the_merged_entry_whatever_the_order(tmp_path, order):
    entries = {"a": f"{{id: snow_troll, {TROLL}, name: Snow Troll, move: 9}}",
               "b": "{id: ice_troll, copy_from: snow_troll, name: Ice Troll}",
               "c": "{id: frost_troll, copy_from: ice_troll, name: Frost Troll, danger: 7}"}
    result = load(make_mod(tmp_path, "cold", files=bestiary(*(entries[k] for k in order))))
    frost = loaded(result, "frost_troll")
    assert (frost.move, frost.danger, frost.family) == (9, 7, "trolls")


def test_a_copy_of_a_copy_across_files_and_mods(tmp_path):
    first = make_mod(tmp_path, "cold", files={"bestiary/a.yaml": f"- {{id: snow_troll, {TROLL}, name: Snow, move: 9}}\n",
                                              "bestiary/b.yaml": "- {id: ice_troll, copy_from: snow_troll, name: Ice}\n"})
    second = make_mod(tmp_path, "colder", deps=("cold",),
                      files=bestiary("{id: frost_troll, copy_from: ice_troll, name: Frost}"))
    assert loaded(load(first, second), "frost_troll").move == 9


def test_a_later_mod_copies_an_entry_replaced_with_copy_from_and_extend(tmp_path):
    first = make_mod(tmp_path, "rangers", files={"backgrounds.yaml": (
        "- {id: ranger, replace: true, copy_from: ranger, extend: {skills.choices: [herb_lore]}}\n")})
    second = make_mod(tmp_path, "wardens", deps=("rangers",), files={"backgrounds.yaml": (
        "- {id: warden, copy_from: ranger, name: Warden}\n")})
    result = load(first, second)
    assert result.errors == [] and "herb_lore" in result.content.backgrounds["warden"].skills.choices


def test_an_abstract_template_is_never_an_entry(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary(
        f"{{id: cold_troll_base, abstract: true, {TROLL}, habitats: [ettenmoors]}}",
        "{id: snow_troll, copy_from: cold_troll_base, name: Snow Troll}"))
    result = load(mod)
    assert loaded(result, "snow_troll").habitats == ["ettenmoors"]
    assert "cold_troll_base" not in result.content.bestiary
    assert result.reports[0].adds == {"bestiary": ["snow_troll"]}


def test_an_incomplete_template_is_fine_until_copied(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary("{id: half, abstract: true, move: 9, danger: 2}",
                                                    f"{{id: snow_troll, {TROLL}, name: Snow}}"))
    assert load(mod).errors == []


def test_relative_and_proportional_changes_numbers_and_dice(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary(
        f"{{id: snow_troll, {TROLL}, name: Snow, relative: {{attributes: {{STR: +2, CON: 1D4}}, move: -1}}, "
        "proportional: {danger: 1.5, attributes: {SIZ: 2}}}"))
    troll = loaded(load(mod), "snow_troll")
    assert troll.attributes["STR"] == "3D6+20" and troll.attributes["CON"] == "3D6+1D4+10"
    assert troll.attributes["SIZ"] == "6D6+36" and (troll.move, troll.danger) == (7, 9)


@pytest.mark.parametrize(("change", "message"), [
    ("relative: {nothing: 2}", "relative: nothing: no value of 'nothing' to change"),
    ("relative: {move: 1D4}", "cannot add '1D4' to 8"),
    ("relative: {attributes: {STR: 2D0}}", "a die has at least one side"),
    ("proportional: {move: -1}", "proportional multiplies by a number above 0"),
    ("relative: 3", "`relative` maps field names to changes"),
])
def test_a_change_that_cannot_be_made_says_why(tmp_path, change, message):
    mod = make_mod(tmp_path, "cold", files=bestiary(f"{{id: snow_troll, {TROLL}, name: Snow, {change}}}"))
    [error] = load(mod).errors
    assert message in error.message and error.path.endswith("bestiary.yaml")


def test_an_invalid_parent_is_reported_once_not_again_by_its_children(tmp_path):
    mod = make_mod(tmp_path, "cold", files={**bestiary(
        f"{{id: snow_troll, {TROLL}, name: Snow, move: fast}}",
        "{id: ice_troll, copy_from: snow_troll, name: Ice}"),
        "encounter_tables.yaml": "- {id: snowfields, name: Snowfields, regions: [ettenmoors], "
                                 "foes: [{creature: snow_troll, count: '1'}]}\n"})
    errors = load(mod).errors
    assert [e.message for e in errors] == ["bestiary 'snow_troll': move: Input should be a valid integer (got str 'fast')"]


def test_a_circle_of_copies_is_reported(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary("{id: a_troll, copy_from: b_troll, name: A}",
                                                    "{id: b_troll, copy_from: a_troll, name: B}"))
    assert all("in a circle" in e.message for e in load(mod).errors) and len(load(mod).errors) == 2


def test_a_removed_entry_is_gone_and_what_still_names_it_is_reported(tmp_path):
    mod = make_mod(tmp_path, "no_wargs", files={"bestiary.yaml": "- remove: [warg]\n"})
    result = load(mod)
    [report] = result.reports
    assert not report.loaded
    messages = [e.message for e in report.errors]
    assert messages and all("unknown bestiary 'warg' (removed by no_wargs)" in m for m in messages)
    assert "warg" in result.content.bestiary  # the mod was rolled back


def test_a_blacklist_removes_entries_and_everything_still_naming_them_is_reported(tmp_path):
    content = load().content
    naming = {t.id for t in content.encounter_tables.values() if any(f.creature == "warg" for f in t.foes)}
    folder = make_mod(tmp_path, "no_wargs")
    (folder / "mod.yaml").write_text((folder / "mod.yaml").read_text() + "blacklist: {bestiary: [warg]}\n")
    [report] = load(folder).reports
    assert not report.loaded and all("unknown bestiary 'warg' (removed by mod 'no_wargs')" in e.message
                                     for e in report.errors)
    assert naming <= {e.message.split("'")[1] for e in report.errors}


def test_a_blacklist_and_removals_load_when_nothing_names_what_goes(tmp_path):
    folder = make_mod(tmp_path, "tidy", files={"languages.yaml": "- {id: old_tongue, name: Old, description: Gone.}\n"
                                                                 "- remove: [old_tongue]\n"})
    [report] = load(folder).reports
    assert report.loaded and report.errors == []


def test_a_blacklist_naming_nothing_is_reported(tmp_path):
    folder = make_mod(tmp_path, "no_wargs")
    (folder / "mod.yaml").write_text((folder / "mod.yaml").read_text() + "blacklist: {bestiary: [wargg]}\n")
    [error] = load(folder).errors
    assert "blacklist: bestiary: no bestiary 'wargg' to remove; did you mean 'warg'?" in error.message


def test_an_invalid_entry_has_its_broken_references_reported_in_the_same_run(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary(
        f"{{id: snow_troll, {TROLL}, name: Snow, move: fast, mount: wargg}}"))
    messages = sorted(e.message for e in load(mod).errors)
    assert len(messages) == 2
    assert "move: Input should be a valid integer" in messages[1]
    assert "mount: unknown bestiary 'wargg'; did you mean 'warg'?" in messages[0]


def test_an_invalid_entry_has_the_broken_references_of_its_nested_records_reported_in_the_same_run(tmp_path):
    mod = make_mod(tmp_path, "cold", files=bestiary(
        f"{{id: snow_troll, {TROLL}, name: Snow, move: fast, weapons: [{{weapon: clubb, attack: 10}}], "
        "natural_weapons: wrong}"))
    messages = sorted(e.message for e in load(mod).errors)
    assert any("weapons[0].weapon: unknown weapon 'clubb'; did you mean 'club'?" in m for m in messages), messages
    assert any("move: Input should be a valid integer" in m for m in messages), messages


def test_an_error_in_a_key_inherited_from_a_template_is_located_at_the_template_naming_the_copy(tmp_path):
    mod = make_mod(tmp_path, "cold", files={
        "bestiary/templates.yaml": f"- id: cold_troll\n  abstract: true\n  {TROLL}\n  name: Cold\n  move: 99\n",
        "bestiary/trolls.yaml": ("- id: snow_troll\n  copy_from: cold_troll\n  name: Snow\n"
                                 "- id: ice_troll\n  copy_from: snow_troll\n  name: Ice\n")})
    [error] = load(mod).errors  # the ice troll copies an entry already reported
    assert (error.path.endswith("templates.yaml"), error.line, error.col) == (True, 5, 9)
    assert error.message == ("bestiary 'cold_troll' (as copied by 'snow_troll'): move: 99 is out of range: "
                             "expected 0 to 40")
