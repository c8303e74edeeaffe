"""Every screen walked at 80x24 (`screen_walk`) shows names from the content, never an id
(`one_handed_axe`, `item: closed_helm`), and no word cut at a border; and keeps the keys: a footer
that shows every key it offers, Esc to back out and `?` for the key legend, a palette that offers only what makes sense there."""

from __future__ import annotations

import re

from screen_walk import walk
from textual.scroll_view import ScrollView
from textual.widgets import DataTable, Footer, Input, Tree

from thirdage_tui.tui.commands import KeysProvider, ScreensProvider
from thirdage_tui.tui.destinations import DESTINATIONS
from thirdage_tui.tui.screens.settings import KeyCaptureScreen
from thirdage_tui.tui.screens.title import TitleScreen

ID = re.compile(r"(?<![/\w.-])(?:[a-z]+(?:_[a-z]+)+|[a-z]+:[a-z_]{3,})\b")
"""An id as the content writes it: snake_case, or kind:id (not a part of a file's path)."""
CUT = re.compile(r"[A-Za-z]{2}(?:[│┃╮╯╭╰]|▏(?!\^p))")
"""A word running into a border: cut short where the box ends (the footer's bar before the
palette's key is its own)."""


SHORTENED = re.compile(r"\w…")
"""A word ended by an ellipsis: shortened to fit, which only a tree may do (the codex's, whose whole
name is the entry's heading beside it)."""


def screen_lines(app) -> list[str]:
    return ["".join(segment.text for segment in strip) for strip in app.screen._compositor.render_strips()]


def drawn_problems(app, where: str) -> list[str]:
    """What is wrong with the screen as drawn now: an id, a cut word (run into a border, shortened
    outside a tree, a list's line or a table's row wider than its room), a key its footer leaves out."""
    lines, found = screen_lines(app), []
    trees = [w.region for w in app.screen.query(Tree)]
    for n, line in enumerate(lines):
        found += [f"{where} line {n}: id {m.group()!r} in {line.strip()!r}" for m in ID.finditer(line)]
        found += [f"{where} line {n}: cut word {m.group()!r} in {line.strip()!r}" for m in CUT.finditer(line)]
        found += [f"{where} line {n}: shortened word {m.group()!r} in {line.strip()!r}" for m in SHORTENED.finditer(line)
                  if not any(r.contains(m.start(), n) for r in trees)]
    for widget in app.screen.query(ScrollView):
        room = widget.scrollable_content_region.width
        if widget.display and widget.virtual_size.width > room and (isinstance(widget, DataTable)
                                                                     or not widget.show_horizontal_scrollbar):
            found.append(f"{where}: {widget!r} holds lines {widget.virtual_size.width} wide in {room} columns")
    for footer in app.screen.query(Footer):
        shown = " ".join(lines[footer.region.y:footer.region.bottom])
        keys = [b.binding.description for b in app.screen.active_bindings.values() if b.binding.show and b.enabled]
        found += [f"{where}: the footer does not show {key!r}" for key in keys if key not in shown]
    return found


def key_problems(app, where: str) -> list[str]:
    """A screen Esc does nothing on (the title is the root; the key capture takes every key itself),
    or where `?` opens no legend (a text field takes it as a letter)."""
    screen, found = app.screen, []
    if not isinstance(screen, TitleScreen | KeyCaptureScreen) and "escape" not in screen.active_bindings:
        found.append(f"{where}: Esc is not a key here")
    if not (isinstance(screen, KeyCaptureScreen) or isinstance(app.focused, Input)
            or "question_mark" in screen.active_bindings):
        found.append(f"{where}: ? opens no key legend here")
    return found


async def palette_problems(app, where: str) -> list[str]:
    """The palette over the screen: each command once; only the title begins something new."""
    screen, found = app.screen, []
    names = [hit.text async for hit in ScreensProvider(screen).discover()]
    names += [hit.text async for hit in KeysProvider(screen).discover()]
    names += [command.title for command in app.get_system_commands(screen)]
    found += [f"{where}: the palette offers {name!r} twice" for name in set(names) if names.count(name) > 1]
    if not isinstance(screen, TitleScreen):
        new = {d.label for d in DESTINATIONS if not d.anywhere}
        found += [f"{where}: the palette offers {name!r}" for name in names if name in new]
    return found


async def test_every_screen_shows_words_and_keeps_the_keys_at_80x24(make_app, saves, content):
    app = make_app()
    found: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:

        async def look(where: str) -> None:
            for _ in range(10):  # a footer is drawn a moment after its screen: what is wrong stays wrong
                if not (now := drawn_problems(app, where)):
                    break
                await pilot.pause(0.05)
            found.extend(now + key_problems(app, where) + await palette_problems(app, where))

        await walk(pilot, content, saves, look)
    assert found == [], "\n".join(found)
