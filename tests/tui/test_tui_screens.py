"""Title, load, codex and command palette, driven by keys."""

from __future__ import annotations

import io
import json
import subprocess
import sys

from rich.console import Console
from textual.widgets import Input, Tree
from tui_helpers import from_palette, sample_hero, save_hero

from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.tui.app import PRELOADED
from thirdage_tui.tui.destinations import TITLE_MENU
from thirdage_tui.tui.screens.codex import CodexScreen, kind_heading, kind_label
from thirdage_tui.tui.screens.hero_sheet import SheetScreen
from thirdage_tui.tui.screens.load import LoadScreen
from thirdage_tui.tui.screens.title import TitleScreen
from thirdage_tui.tui.screens.wizard import CreationScreen
from thirdage_tui.tui.widgets.entry_view import EntryRenderer, EntryView
from thirdage_tui.tui.widgets.sheet_view import SheetView


def leaves(tree: Tree) -> list[tuple[str, str]]:
    """(kind, entry id) of every entry shown in the codex tree."""
    return [(n.data[0], n.data[1].id) for branch in tree.root.children for n in branch.children]


def messages(app) -> list[str]:
    return [n.message for n in app._notifications]


class TestTitle:
    """The title screen and its menu."""

    async def test_menu_opens_each_screen_by_keys(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            assert isinstance(app.screen, TitleScreen)
            await pilot.press("c")
            assert isinstance(app.screen, CodexScreen)
            await pilot.press("escape", "n")
            assert isinstance(app.screen, CreationScreen)
            await pilot.press("escape")
            await pilot.press(*["down"] * TITLE_MENU.index("codex"), "enter")  # Codex, from the menu
            assert isinstance(app.screen, CodexScreen)

    async def test_random_seed_is_shown(self, make_app):
        app = make_app(seed=None)
        async with app.run_test(size=(80, 24)):
            assert isinstance(app.seed, int)
            assert f"seed {app.seed}" in str(app.screen.query_one("#seed").render())

    async def test_command_palette_opens_the_codex(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await from_palette(pilot, "codex")
            assert isinstance(app.screen, CodexScreen)

    async def test_once_drawn_it_readies_the_screens_and_the_content_in_the_background(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await app.workers.wait_for_complete()
            assert set(PRELOADED) <= set(sys.modules)
            assert app.preloaded is not None and app.load_result is app.preloaded  # read, and the title told of it
            assert app.content is app.preloaded.content
            await pilot.press("a")
            assert app.screen.is_current and not isinstance(app.screen, TitleScreen)

    async def test_quit(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("q")
        assert app.return_code == 0


class TestLoad:
    """Loading saved heroes: never a traceback, always a clear notice."""

    async def test_empty_or_missing_folder_says_so(self, make_app, saves):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("l")
            assert isinstance(app.screen, TitleScreen)
            assert any("No saved heroes" in m for m in messages(app))
            saves.mkdir()
            await pilot.press("l")
            assert isinstance(app.screen, TitleScreen)

    async def test_corrupt_files_are_refused_with_a_notice(self, make_app, saves, content):
        saves.mkdir()
        (saves / "broken.json").write_text("{not json", encoding="utf-8")
        (saves / "stranger.json").write_text(json.dumps({"state": {"name": "X"}}), encoding="utf-8")
        (saves / "binary.json").write_bytes(b"\xff\xfe\x00garbage")
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            for row in range(3):
                await pilot.press("l")
                assert isinstance(app.screen, LoadScreen)
                await pilot.pause()  # the list up and focused before the keys that move in it
                await pilot.press(*["down"] * row, "enter")
                await pilot.pause()
                assert isinstance(app.screen, LoadScreen)
                await pilot.press("escape")
            assert len({n.message for n in app._notifications if n.severity == "error"}) == 3  # one per file

    async def test_a_saved_hero_opens_on_his_sheet(self, make_app, saves, content):
        path = save_hero(saves, content, race="hobbit")
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("l", "enter")
            await pilot.pause()
            assert isinstance(app.screen, SheetScreen)
            assert app.screen.path == path
            assert app.screen.query_one(SheetView).sheet == character_sheet(sample_hero(content, "hobbit"), content)

    async def test_a_saved_hero_is_listed_by_the_names_of_his_race_and_background(self, make_app, saves, content):
        save_hero(saves, content, race="noldor")
        hero = sample_hero(content, "noldor")
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("l")
            listed = str(app.screen.query_one("#load-list").get_option_at_index(0).prompt)
            assert f"Noldor, {content.backgrounds[hero.background].name} · hirgon.json" in listed


class TestCodex:
    """Every kind of content, and the search box."""

    async def test_every_kind_with_entries_is_listed_its_entries_laid_out_when_opened(self, make_app, content):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            tree = app.screen.query_one(Tree)
            kinds = [k for k in content.kinds() if content.all(k)]
            assert [str(b.label) for b in tree.root.children] == [f"{kind_heading(k)} ({len(content.all(k))})"
                                                                   for k in kinds]
            assert leaves(tree) == []  # nothing laid out before it is opened
            await pilot.press("down", "enter")
            await pilot.pause()
            opened = tree.root.children[1]
            assert opened.is_expanded and [n.data[1] for n in opened.children] == sorted(
                content.all(kinds[1]).values(), key=lambda e: e.name.lower())

    async def test_search_filters_and_shows_the_entry(self, make_app, content):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c", "slash", *"sword")
            tree = app.screen.query_one(Tree)
            found = leaves(tree)
            assert ("weapons", "one_handed_sword") in found
            assert len(found) < sum(len(content.all(k)) for k in content.kinds())
            await pilot.press("enter")  # to the first match
            await pilot.pause()
            assert tree.has_focus and tree.cursor_node.data is not None
            body = str(app.screen.query_one(EntryView).query_one("#entry-body").render())
            assert body

    async def test_typing_on_the_tree_searches_as_the_hint_says(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c")
            await pilot.pause()
            assert isinstance(app.focused, Tree)
            await pilot.press(*"thror")
            await pilot.pause()
            assert app.screen.query_one(Input).value == "thror"
            assert ("personalities", "thror") in leaves(app.screen.query_one(Tree))

    async def test_search_with_no_match_says_so(self, make_app):
        app = make_app()
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("c", "slash", *"zzqx")
            assert leaves(app.screen.query_one(Tree)) == []


def test_importing_the_app_loads_neither_content_nor_engine():
    """The title screen comes up without pydantic or the rules engine (start-up stays fast)."""
    code = ("import sys, thirdage_tui.tui.app; "
            "print(sorted(m for m in sys.modules if m.startswith(('pydantic', 'thirdage_tui.engine', 'thirdage_tui.content'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_entry_of_every_kind_renders(content):
    """The codex's generic renderer copes with each kind's model, naming the entries it refers to."""
    console = Console(width=60, record=True, file=io.StringIO())
    for kind in content.kinds():
        for entry in content.all(kind).values():
            console.print(EntryRenderer(content, entry).render(kind_label(kind)))
    text = console.export_text()
    assert "One-handed Sword" in text
    ranger = Console(width=80, record=True, file=io.StringIO())
    ranger.print(EntryRenderer(content, content.backgrounds["ranger"]).render("Backgrounds"))
    assert "Longbow" in ranger.export_text() and "longbow" not in ranger.export_text()
