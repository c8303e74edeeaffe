"""The site view draws the plan as the company knows it: nothing of what was never seen, the
remembered dim, what is in sight bright (on a glow where a light falls), marks over the plan, the
company; a step draws afresh only the rows it changed."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace

from textual.app import App

from thirdage_tui.tui.widgets.site_view import COMPANY, GLOW, REMEMBERED, SiteView

PLAN = ("#########",
        "#<..+...#",
        "#...#.~.#",
        "#########")


@dataclass
class Plan:
    """A plan as the view reads one: its size, its glyphs and where it is entered."""

    rows: tuple[str, ...] = PLAN
    width: int = len(PLAN[0])
    height: int = len(PLAN)
    entrances: tuple[tuple[int, int], ...] = ((1, 1),)

    def ground(self, cell):
        x, y = cell
        return SimpleNamespace(glyph=self.rows[y][x])


@dataclass
class Glimpse:
    lit: frozenset = frozenset()
    visible: frozenset = frozenset()
    marks: dict = field(default_factory=dict)


def square(x0, x1, y0, y1):
    return frozenset((x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1))


class OneView(App):
    def compose(self):
        yield SiteView(Plan(), id="view")


def drawn(view: SiteView, y: int) -> list[tuple[str, object]]:
    """Each character of a row of the plan as the view draws it (in the middle of the view), with its style."""
    left, top = view._margins()
    return [(ch, segment.style) for segment in view.render_line(y + top) for ch in segment.text][left:]


async def test_what_was_never_seen_is_blank_the_remembered_dim_and_the_seen_bright():
    app = OneView()
    async with app.run_test(size=(12, 8)) as pilot:
        view = app.query_one(SiteView)
        near = square(0, 3, 0, 3)
        view.show((2, 1), near | {(6, 2)}, Glimpse(lit=near, visible=near, marks={(3, 2): "T"}))
        await pilot.pause()
        row = drawn(view, 1)
        assert "".join(ch for ch, _ in row[:4]) == "#<@."
        assert row[2][1] == COMPANY
        assert all(style.bgcolor == GLOW.bgcolor for _, style in (row[0], row[1], row[3]))
        assert "".join(ch for ch, _ in row[4:9]).strip() == ""  # never seen
        marked = drawn(view, 2)
        assert marked[3][0] == "T" and marked[3][1].bold  # a mark over the floor
        assert marked[6] == ("~", REMEMBERED)  # seen once, out of sight now


async def test_a_step_draws_afresh_only_the_rows_it_changed():
    app = OneView()
    async with app.run_test(size=(30, 8)) as pilot:
        view = app.query_one(SiteView)
        view.show((1, 1), {(1, 1), (2, 1)}, Glimpse(visible=frozenset({(1, 1), (2, 1)})))
        await pilot.pause()
        before = dict(view._lines)
        view.show((2, 1), {(1, 1), (2, 1), (3, 1)}, Glimpse(visible=frozenset({(2, 1), (3, 1)})))
        await pilot.pause()
        assert view._lines[1] is not before[1]
        assert all(view._lines[y] is before[y] for y in (0, 2, 3))


async def test_where_the_plan_fits_twice_over_a_square_takes_two_characters():
    app = OneView()
    async with app.run_test(size=(30, 8)) as pilot:
        view = app.query_one(SiteView)
        view.show((2, 1), square(0, 3, 0, 3), Glimpse(visible=square(0, 3, 0, 3)))
        await pilot.pause()
        assert view.zoom == (2, 1)
        assert "".join(ch for ch, _ in drawn(view, 1))[:8] == "##< @ . "


async def test_where_it_fits_four_times_over_a_square_takes_four_columns_and_two_lines():
    app = OneView()
    async with app.run_test(size=(40, 10)) as pilot:
        view = app.query_one(SiteView)
        view.show((2, 1), square(0, 3, 0, 3), Glimpse(visible=square(0, 3, 0, 3)))
        await pilot.pause()
        assert view.zoom == (4, 2)
        assert "".join(ch for ch, _ in drawn(view, 2))[:16] == "#### <   @   .   "[:16]
        assert "".join(ch for ch, _ in drawn(view, 3))[:16] == "####            "
        assert [style for _, style in drawn(view, 3)][9] == COMPANY  # the company's square, all of it
