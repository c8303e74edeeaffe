"""Settings: every key binding has an id, a keymap remaps keys (from the file or the settings
screen), themes switch and are remembered, the run's seed is shown."""

from __future__ import annotations

import json
from collections import Counter

from textual.binding import Binding
from textual.widgets import DataTable, OptionList, Static

from thirdage_tui.tui.keymap import declaring_classes, game_bindings
from thirdage_tui.tui.screens.codex import CodexScreen
from thirdage_tui.tui.screens.settings import SettingsScreen
from thirdage_tui.tui.screens.title import TitleScreen
from thirdage_tui.tui.themes import COLOUR_SAFE


def test_every_binding_of_the_game_has_its_own_id():
    declared = [(cls.__qualname__, b) for cls in declaring_classes() for b in cls.__dict__.get("BINDINGS", ())]
    assert declared
    without = [owner for owner, b in declared if not (isinstance(b, Binding) and b.id)]
    assert without == []
    ids = Counter(b.id for _, b in declared)
    assert [i for i, n in ids.items() if n > 1] == []
    listed = {b.id for b in game_bindings()}
    assert {"title.travel", "mods.reload", "settings.reset", "travel.walk", "map.zoom"} <= listed


async def test_a_keymap_in_the_settings_file_remaps_keys(make_app, saves):
    saves.mkdir(parents=True)
    (saves / "settings.json").write_text(json.dumps({"keymap": {"title.codex": "x"}}))
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("x")
        assert isinstance(app.screen, CodexScreen)


async def test_a_key_remapped_on_the_settings_screen_works_and_is_saved(make_app, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "tab")
        screen = app.screen
        assert isinstance(screen, SettingsScreen)
        table = screen.query_one(DataTable)
        assert table.has_focus
        await pilot.press(*["down"] * table.get_row_index("title.codex"), "enter", "x")
        assert json.loads((saves / "settings.json").read_text())["keymap"] == {"title.codex": "x"}
        assert "x *" in str(table.get_cell("title.codex", "keys"))
        await pilot.press("escape", "x")
        assert isinstance(app.screen, CodexScreen)
        await pilot.press("escape", "s", "tab", *["down"] * table.get_row_index("title.codex"), "backspace")
        assert json.loads((saves / "settings.json").read_text())["keymap"] == {}
        await pilot.press("escape", "c")
        assert isinstance(app.screen, CodexScreen)


async def test_at_80_columns_what_each_binding_does_and_its_keys_are_in_view(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        table = app.screen.query_one(DataTable)
        does, keys = table.ordered_columns[:2]
        assert (does.key, keys.key) == ("does", "keys")
        assert does.get_render_width(table) + keys.get_render_width(table) <= table.scrollable_content_region.width


async def test_the_theme_switches_and_is_remembered(make_app, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "home")
        await pilot.press(*["down"] * 2, "enter")
        assert app.theme == COLOUR_SAFE
        assert app.screen.has_class("-theme-colour-safe") or app.has_class("-theme-colour-safe")
    assert json.loads((saves / "settings.json").read_text())["theme"] == COLOUR_SAFE
    again = make_app()
    async with again.run_test(size=(80, 24)):
        assert again.theme == COLOUR_SAFE


async def test_the_seed_is_shown_and_bad_settings_are_told(make_app, saves):
    saves.mkdir(parents=True)
    (saves / "settings.json").write_text(json.dumps({"theme": "no-such-theme"}))
    app = make_app(seed=31337)
    async with app.run_test(size=(80, 24)) as pilot:
        assert app.theme == "textual-dark"
        assert any("no-such-theme" in n.message for n in app._notifications)
        await pilot.press("s")
        assert "31337" in str(app.screen.query_one("#settings-seed", Static).render())


async def test_a_key_another_binding_of_the_screen_has_is_refused(make_app, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "tab")
        table = app.screen.query_one(DataTable)
        await pilot.press(*["down"] * table.get_row_index("campaign.rest"), "enter", "g")
        assert not (saves / "settings.json").exists() or "campaign.rest" not in json.loads(
            (saves / "settings.json").read_text())["keymap"]
        assert str(table.get_cell("campaign.rest", "keys")) == "r"
        (told,) = [n.message for n in app._notifications if "already" in n.message]
        assert "Go (campaign.go)" in told and "keeps r" in told


async def test_the_theme_list_opens_on_the_current_theme_with_its_top_in_view(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        themes = app.screen.query_one("#settings-themes", OptionList)
        assert themes.has_focus and themes.scroll_offset.y == 0
        assert themes.get_option_at_index(themes.highlighted).id == app.theme
        await pilot.press("end")
        assert themes.highlighted == themes.option_count - 1 and themes.scroll_offset.y == themes.max_scroll_y
        assert "Theme/keys" in footer(app) and "Default key" not in footer(app)
        await pilot.press("tab")
        assert "Default key" in footer(app)


def footer(app) -> list[str]:
    """What the Footer of the open screen shows."""
    return [b.binding.description for b in app.screen.active_bindings.values() if b.binding.show]
