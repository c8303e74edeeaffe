"""House rules by the row: a mod changes part of a rule table; two mods changing the same row are
told of (the later stands); `validate` lists what each mod replaces."""

from __future__ import annotations

from test_mods import load, make_mod

from thirdage_tui.content.row_merge import merge_rows


def test_one_row_of_the_critical_table_changes_and_the_rest_stays(tmp_path):
    before = load().content.tables
    mod = make_mod(tmp_path, "crits", files={"tables.yaml": "critical:\n  bands: [{upto: 5, value: 1}]\n"})
    result = load(mod)
    assert result.errors == [] and result.warnings == []
    tables = result.content.tables
    assert tables.critical.bands[0].value == 1 and tables.critical.bands[1:] == before.critical.bands[1:]
    assert tables.fumble == before.fumble and tables.strike_rank == before.strike_rank
    assert result.reports[0].replaces == {"tables": ["critical.bands[upto=5]"]}


def test_a_band_of_a_new_upto_goes_in_its_place():
    merged, rows = merge_rows({"t": {"bands": [{"upto": 5, "value": 0}, {"upto": None, "value": 9}]}},
                              {"t": {"bands": [{"upto": 3, "value": 7}]}})
    assert [b["upto"] for b in merged["t"]["bands"]] == [3, 5, None] and rows == ["t.bands[upto=3]"]


def test_two_mods_changing_the_same_row_are_told_of_and_the_later_stands(tmp_path):
    first = make_mod(tmp_path, "crits_a", files={"tables.yaml": "critical:\n  bands: [{upto: 5, value: 1}]\n"})
    second = make_mod(tmp_path, "crits_b", files={"tables.yaml": "critical:\n  bands: [{upto: 5, value: 2}]\n"
                                                                 "strike_rank: {round_limit: 10}\n"})
    result = load(first, second)
    [warning] = result.warnings
    assert warning.level == "warning" and "crits_a" in warning.message and "crits_b" in warning.message
    assert result.content.tables.critical.bands[0].value == 2 and all(r.loaded for r in result.reports)


def test_a_row_made_invalid_is_refused_at_the_mods_file(tmp_path):
    mod = make_mod(tmp_path, "crits", files={"tables.yaml": "critical:\n  bands: [{upto: 5, value: many}]\n"})
    [error] = load(mod).errors
    assert error.path.endswith("crits/tables.yaml") and "critical.bands[0].value" in error.message


def test_bands_that_are_not_bands_are_left_to_validation():
    """Found by the mutation test: an `upto` that is a list once broke the merge."""
    merged, _ = merge_rows({"t": {"bands": [{"upto": 5, "value": 0}]}}, {"t": {"bands": [{"upto": [5], "value": 1}]}})
    assert merged["t"]["bands"] == [{"upto": [5], "value": 1}]
