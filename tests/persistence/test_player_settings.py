"""The player's settings: checked before use, kept in settings.json."""

from __future__ import annotations

from thirdage_tui.persistence.player_settings import Settings, load_settings, parse_settings, save_settings


def test_settings_report_unknown_bindings_and_bad_keys(tmp_path):
    data = {"theme": "colour_blind", "keymap": {"travel.rest": "r", "travel.rset": "t", "map.zoom": "ctrl+banana",
                                               "map.pan": "ctrl+shift+up"}}
    got, problems = parse_settings(data, {"travel.rest", "map.zoom", "map.pan"}, {"colour_blind", "textual-dark"})
    assert got == Settings({"travel.rest": "r", "map.pan": "ctrl+shift+up"}, "colour_blind")
    assert any("travel.rset" in p and "did you mean 'travel.rest'" in p for p in problems)
    assert any("banana" in p for p in problems)
    save_settings(tmp_path, got)
    assert load_settings(tmp_path) == (got, [])
    (tmp_path / "settings.json").write_text("{")
    assert "not JSON" in load_settings(tmp_path)[1][0]
