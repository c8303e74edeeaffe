"""The map view redraws what a key press changed and nothing else: rows are kept for what lies in
them, and a move of the cursor draws afresh at most the two rows it leaves and enters."""

from __future__ import annotations

from textual.app import App

from thirdage_tui.tui.widgets.map_view import CURSOR, MapView
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.world.map import world_map


def cursor_cells(view: MapView) -> list[tuple[int, int]]:
    """Where the view draws the cursor's style (reverse), in the map's cells, but for the company's."""
    scroll_x, scroll_y = view.scroll_offset
    found = []
    for y in range(view.size.height):
        x = 0
        for segment in view.render_line(y):
            if segment.style and segment.style.reverse:
                found += [(scroll_x + x + k, scroll_y + y) for k in range(len(segment.text))]
            x += len(segment.text)
    return [cell for cell in found if cell != view.company]


class OneWidget(App):
    """An app of one widget."""

    def __init__(self, widget):
        super().__init__()
        self.widget = widget

    def compose(self):
        yield self.widget


async def test_a_cursor_move_draws_at_most_two_rows_afresh(content):
    home = tuple(content.places["rhosgobel"].at)
    start = (home[0], home[1] + 3)
    app = OneWidget(MapView(world_map(content), home))
    async with app.run_test(size=(200, 60)) as pilot:
        view = app.query_one(MapView)
        await pilot.press("down", "down", "down")
        assert cursor_cells(view) == [start]
        drawn = view._row.cache_info().misses
        await pilot.press("down")
        assert cursor_cells(view) == [(start[0], start[1] + 1)]
        assert view._row.cache_info().misses - drawn <= 2
        drawn = view._row.cache_info().misses
        await pilot.press("up")
        assert view._row.cache_info().misses == drawn  # both rows as they were before: kept
        assert cursor_cells(view) == [start] and CURSOR.reverse


async def test_a_route_is_drawn_in_the_rows_it_crosses(content):
    start = tuple(content.places["rhosgobel"].at)
    app = OneWidget(MapView(world_map(content), start))
    async with app.run_test(size=(120, 40)) as pilot:
        view = app.query_one(MapView)
        await pilot.pause()
        cells = tuple((start[0] - k, start[1] - k) for k in range(2, 6))
        view.show_route(cells)
        await pilot.pause()
        scroll_x, scroll_y = view.scroll_offset
        for x, y in cells:
            row = view.render_line(y - scroll_y)
            assert row.crop(x - scroll_x, x - scroll_x + 1).text in {"•"} | set(view._labels.get((x, y), "")), (x, y)


async def test_the_side_text_grows_and_shrinks_with_its_text():
    app = OneWidget(SideText("one\ntwo\nthree"))
    async with app.run_test(size=(80, 24)) as pilot:
        text = app.query_one(SideText)
        await pilot.pause()
        for lines in (4, 3, 3, 6, 1):
            text.update("\n".join(f"line {n}" for n in range(lines)))
            await pilot.pause()
            assert text.size.height == lines


def test_the_legend_lists_every_glyph_the_map_shows(content):
    from thirdage_tui.tui.widgets.map_view import CROSSING_SHAPES, SHAPES

    world = world_map(content)
    view = MapView(world, tuple(content.places["rhosgobel"].at))
    entries = {entry.plain for entry in view.legend()}
    for terrain in set(world.terrain):
        assert f"{SHAPES[terrain]} {world.terrains[terrain].name.lower()}" in entries
    assert {"= bridge", f"{CROSSING_SHAPES['ford']} ford", "~ major river", "~ minor river", "@ company"} <= entries
    assert len(set(SHAPES.values())) == len(SHAPES) and len(set(CROSSING_SHAPES.values())) == len(CROSSING_SHAPES)


async def test_the_legend_packs_whole_entries_into_its_width(content):
    from thirdage_tui.tui.widgets.map_view import MapLegend

    legend = MapLegend(MapView(world_map(content), (0, 0)).legend())
    lines = legend.lines(30)
    assert len(lines) > 1 and all(line.cell_len <= 30 for line in lines)
    assert " ".join(line.plain for line in lines).count("delved halls") == 1


def test_the_whole_region_view_names_every_region_but_never_over_a_place(content):
    """Five were left unnamed (Bree-land, Buckland, Eregion, Lothlórien, Forodwaith) where longer names
    had taken the room first."""
    from thirdage_tui.tui.widgets.map_view import OVERVIEW, name_lines

    world = world_map(content)
    view = MapView(world, tuple(content.places["rhosgobel"].at))
    labels = view._region_labels
    runs = [text for _, text in names(labels)]
    named = {region.id for region in content.regions.values()
             if any(set(lines) <= set(runs) for lines in name_lines(region.name.removeprefix("The ")))}
    assert named == set(content.regions), set(content.regions) - named
    blocks = {(x // OVERVIEW, y // OVERVIEW) for x, y in map(world.cell, world.place_at)}
    assert not blocks & set(labels)
    assert all(0 <= x < -(-world.width // OVERVIEW) and 0 <= y < -(-world.height // OVERVIEW) for x, y in labels)


def names(labels):
    """Each name a view draws, as (its first cell, its letters)."""
    found = []
    for (x, y), letter in sorted(labels.items(), key=lambda item: (item[0][1], item[0][0])):
        if found and found[-1][0][1] == y and found[-1][0][0] + len(found[-1][1]) == x:
            found[-1] = (found[-1][0], found[-1][1] + letter)
        else:
            found.append(((x, y), letter))
    return found


def test_the_company_never_hides_a_name(content):
    """The company on any letter of a place's or a region's name: the name is drawn whole around it."""
    from thirdage_tui.tui.widgets.map_view import OVERVIEW

    world = world_map(content)
    view = MapView(world, (0, 0))
    for zoom, labels in ((1, view._labels), (OVERVIEW, view._region_labels)):
        view.set_reactive(MapView.zoom, zoom)
        for (x, y), name in names(labels):
            for k in (0, len(name) // 2, len(name) - 1):
                view.company = (x + k) * zoom, y * zoom
                view._make_room()
                row = view._row(y, zoom, None, view.company, frozenset()).text
                assert row[x + k] == "@" and name in row.replace("@", "", 1), (name, k, row)


async def test_the_company_on_the_road_through_a_name_shows_it_whole(content):
    """Met at the Dimrill Dale: the company on the Silverlode way under the name drew 'Dimrill Da@e'."""
    dale = tuple(content.places["dimrill_dale"].at)
    app = OneWidget(MapView(world_map(content), dale))
    async with app.run_test(size=(120, 40)) as pilot:
        view = app.query_one(MapView)
        await pilot.pause()
        x, y = next(cell for cell, name in names(view._labels) if name == "Dimrill Dale")
        view.move_company((x + 10, y))
        await pilot.pause()
        row = view.render_line(y - view.scroll_offset.y).text
        assert "Dimrill Da@le" in row


def test_the_detail_view_names_nearly_every_place(content):
    """Beside each place, else on the row above or below: only the Shire's crowd of neighbours a cell
    or two apart leaves a few unnamed (told by the cursor's line instead)."""
    world = world_map(content)
    view = MapView(world, (0, 0))
    drawn = {name for _, name in names(view._labels)}
    unnamed = [p.id for p in content.places.values() if p.name.removeprefix("The ") not in drawn]
    assert len(unnamed) <= len(content.places) // 10, unnamed
    assert not set(view._labels) & {world.cell(i) for i in world.place_at}


def test_a_route_through_a_region_name_keeps_its_letters(content):
    """Seen at 80x24: the route to the Dimrill Dale drew 'Rivendel••' and 'Trollshaw•' in the
    whole-region view."""
    from thirdage_tui.tui.widgets.map_view import OVERVIEW

    view = MapView(world_map(content), (0, 0))
    view.set_reactive(MapView.zoom, OVERVIEW)
    (x, y), name = next(label for label in names(view._region_labels) if label[1] == "Rivendell")
    view.route = frozenset((bx * OVERVIEW + 1, y * OVERVIEW + 1) for bx in range(x, x + len(name)))
    assert name in view._row(y, OVERVIEW, None, None, view.route).text


def test_names_that_cannot_all_fit_are_laid_one_by_one():
    """Two names wanting the one spot: the first in order has it, the other goes unwritten, and the
    search that looks for a way to fit both gives up without a sound."""
    from thirdage_tui.tui.widgets.map_view import fit_labels

    spot = {(0, 0): "A"}
    assert fit_labels({"a": [spot], "b": [{(1, 0): "B"}]}, ["a", "b"]) == {"a": spot}


def test_a_name_in_the_way_moves_aside_when_that_fits_every_name():
    """The first name's best spot is the second's only one: the first takes its next spot."""
    from thirdage_tui.tui.widgets.map_view import fit_labels

    best, next_best, only = {(0, 0): "A"}, {(5, 0): "A"}, {(1, 0): "B"}
    assert fit_labels({"a": [best, next_best], "b": [only]}, ["a", "b"]) == {"a": next_best, "b": only}
