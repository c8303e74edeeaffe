"""Option lists whose rows show a choice the keys change: ordered picks, levels, kit, attributes.

Each asks its owner at once (a `judge` given when it is made) whether what the player asks for may
be done: the owner applies it to the draft or refuses, and the rows are redrawn before the next key,
so keys pressed fast are never judged against a stale state.

Space toggles what a row holds; Enter takes the highlighted row if it is not taken yet, and is
otherwise left to the screen (the wizard goes on), so that Enter pressed to go on never undoes a pick.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import ClassVar

from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.actions import SkipAction
from textual.binding import Binding, BindingType
from textual.content import Content
from textual.message import Message
from textual.visual import VisualType
from textual.widgets import OptionList

from thirdage_tui.content.models.base import Attr


class RowPicker(OptionList):
    """An option list whose rows are redrawn from `row(index)` when their state changes; Enter, unless
    a picker takes a row with it, goes on to the screen's own Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "go_on", "Go on", id="picker.go_on", show=False),
    ]

    def __init__(self, count: int, *, classes: str | None = None) -> None:
        super().__init__(classes=classes)
        self.count = count

    def on_mount(self) -> None:
        self.add_options(self.row(i) for i in range(self.count))
        self.highlighted = 0 if self.count else None

    def row(self, index: int) -> VisualType:
        raise NotImplementedError

    def redraw(self) -> None:
        """Render every row again."""
        for index in range(self.option_count):
            self.replace_option_prompt_at_index(index, self.row(index))

    def action_go_on(self) -> None:
        """Leave Enter to the widgets around (the wizard's step and screen)."""
        raise SkipAction


class OrderedPicker(RowPicker):
    """Pick options in order into slots ('10 pts', '5 pts', ...); the order is what counts."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "pick", "Pick", id="picker.pick"),
        Binding("space", "switch", "Pick/unpick", id="picker.toggle"),
        Binding("backspace", "drop_last", "Unpick last", id="picker.unpick"),
    ]

    class Changed(Message):
        """The picks changed."""

        def __init__(self, picker: OrderedPicker) -> None:
            super().__init__()
            self.picker = picker

        @property
        def control(self) -> OrderedPicker:
            return self.picker

    def __init__(self, options: Sequence[tuple[str, str]], slots: Sequence[str], picks: Sequence[str] = (), *,
                 classes: str | None = None) -> None:
        super().__init__(len(options), classes=classes)
        self.options_ = list(options)
        self.slots = list(slots)
        self.picks: list[str] = [p for p in picks if p in dict(options)]

    @property
    def complete(self) -> bool:
        """Every slot is filled."""
        return len(self.picks) == len(self.slots)

    def row(self, index: int) -> Table:
        """The slot an option fills, once picked, beside its name; a long name wraps under itself."""
        key, name = self.options_[index]
        picked = key in self.picks
        row = Table.grid(padding=(0, 1))
        row.add_column(width=max(map(len, self.slots), default=0), justify="right",
                       style=Style.parse(f"bold {self.app.get_css_variables()['success']}"))
        row.add_column(ratio=1)
        row.add_row(self.slots[self.picks.index(key)] if picked else "", Text(name, style="bold" if picked else ""))
        return row

    def action_pick(self) -> None:
        """Pick the highlighted option; one picked already, or every slot filled: Enter goes on."""
        if self.highlighted is None or self.complete or self.options_[self.highlighted][0] in self.picks:
            raise SkipAction
        self.action_switch()

    def action_switch(self) -> None:
        """Pick the highlighted option, or unpick it if it is picked."""
        if self.highlighted is None:
            return
        key = self.options_[self.highlighted][0]
        if key in self.picks:
            self.picks.remove(key)
        elif self.complete:
            self.notify(f"All {len(self.slots)} are chosen: unpick one first (Space on it, or Backspace)."
                        if len(self.slots) > 1 else "It is chosen: unpick it first (Space on it, or Backspace).",
                        severity="warning")
            return
        else:
            self.picks.append(key)
        self._changed()

    def action_drop_last(self) -> None:
        if self.picks:
            self.picks.pop()
            self._changed()

    def _changed(self) -> None:
        self.redraw()
        self.post_message(self.Changed(self))


class LevelPicker(RowPicker):
    """Give each entry a level from 0 up to its maximum, within a budget of points."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,plus", "raise", "Raise", id="levels.raise"),
        Binding("left,minus", "lower", "Lower", id="levels.lower"),
        Binding("enter", "take", "Choose", id="levels.take"),
        Binding("space", "switch", "Take/drop", id="levels.toggle"),
    ]

    def __init__(self, entries: Sequence[tuple[str, str, int]], cost: Callable[[str, int], int],
                 levels: dict[str, int], judge: Callable[[dict[str, int]], bool], *,
                 classes: str | None = None) -> None:
        """`entries`: (id, name, max level); `cost(id, level)`: the points that level costs;
        `judge(levels)`: whether the owner takes these levels."""
        super().__init__(len(entries), classes=classes)
        self.entries = list(entries)
        self.cost = cost
        self.levels = dict(levels)
        self.judge = judge

    def row(self, index: int) -> Content:
        key, name, top = self.entries[index]
        level = self.levels.get(key, 0)
        mark = f"{level}/{top}" if top > 1 else ("✓" if level else "·")
        price = self.cost(key, level or 1)
        return Content.assemble((f"{mark:>4} ", "bold $success" if level else "dim"), (f"{price:>2}pt ", "dim"),
                                (name, "bold" if level else ""))

    def _propose(self, delta: int | None) -> None:
        if self.highlighted is None:
            return
        key, _, top = self.entries[self.highlighted]
        now = self.levels.get(key, 0)
        wanted = (0 if now else 1) if delta is None else max(0, min(top, now + delta))
        if wanted != now:
            levels = {k: v for k, v in self.levels.items() if k != key} | ({key: wanted} if wanted else {})
            if self.judge(levels):
                self.levels = levels
                self.redraw()

    def action_raise(self) -> None:
        self._propose(+1)

    def action_lower(self) -> None:
        self._propose(-1)

    def action_take(self) -> None:
        """Take the highlighted entry; one taken already: Enter goes on."""
        if self.highlighted is None or self.levels.get(self.entries[self.highlighted][0], 0):
            raise SkipAction
        self._propose(None)

    def action_switch(self) -> None:
        self._propose(None)


class CyclePicker(RowPicker):
    """Rows that each hold one of several options, cycled with left and right."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space", "cycle(1)", "Next option", id="cycle.next"),
        Binding("left", "cycle(-1)", "Previous option", id="cycle.previous"),
    ]

    def __init__(self, rows: Sequence[tuple[str, Sequence[str], str]], names: Callable[[str], str],
                 judge: Callable[[int, str], bool], *, classes: str | None = None) -> None:
        """`rows`: (label, options, chosen); `names(option)`: its display name; `judge(index, option)`:
        whether the owner takes `option` on row `index`."""
        super().__init__(len(rows), classes=classes)
        self.rows = [(label, list(options), chosen) for label, options, chosen in rows]
        self.names = names
        self.judge = judge

    def row(self, index: int) -> Content:
        label, options, chosen = self.rows[index]
        name = self.names(chosen)
        if len(options) < 2:
            return Content.assemble(f"{label:<4}", f"  {name}")
        return Content.assemble(f"{label:<4}", ("◀ ", "bold $accent"), (name, "bold"), (" ▶", "bold $accent"),
                             (f"  {options.index(chosen) + 1}/{len(options)}", "dim"))

    def action_cycle(self, step: int) -> None:
        if self.highlighted is None:
            return
        _, options, chosen = self.rows[self.highlighted]
        if len(options) < 2:
            self.notify("This item comes with the background: there is nothing to choose.", severity="warning")
            return
        index, option = self.highlighted, options[(options.index(chosen) + step) % len(options)]
        if self.judge(index, option):
            self.rows[index] = (self.rows[index][0], options, option)
            self.replace_option_prompt_at_index(index, self.row(index))


class PlacementPicker(RowPicker):
    """The seven attributes; a digit puts that rolled set on the highlighted one (swapping if taken)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"place({n - 1})", "Place a set" if n == 1 else f"Place set {n}", id=f"attributes.place_{n}", show=n == 1,
                  key_display="1-7" if n == 1 else None) for n in range(1, 8)),
        Binding("a", "in_order", "In order", id="attributes.in_order", tooltip="each set on the attribute in the order rolled"),
    ]

    def __init__(self, attrs: Sequence[Attr], sets: Sequence[int], placement: dict[str, int],
                 modifiers: Mapping[Attr, int], finals: dict[str, int],
                 judge: Callable[[dict[str, int]], bool], *, classes: str | None = None) -> None:
        """`judge(placement)`: whether the owner takes this placement ({attribute: index of its set});
        the owner then calls `show` with what it made of it."""
        super().__init__(len(attrs), classes=classes)
        self.judge = judge
        self.attrs = list(attrs)
        self.sets = list(sets)
        self.placement = dict(placement)
        self.modifiers = modifiers
        self.finals = dict(finals)

    def row(self, index: int) -> Content:
        attr = self.attrs[index]
        if attr not in self.placement:
            return Content.assemble((f"{attr:<4}", "bold"), ("  press 1-7", "dim"))
        n = self.placement[attr]
        mod = self.modifiers.get(attr, 0)
        race = f" {mod:+d}" if mod else ""
        return Content.assemble((f"{attr:<4}", "bold"), f"  set {n + 1}: {self.sets[n]:>2}{race:>4}  → ",
                                (f"{self.finals.get(attr, ''):>2}", "bold $success"))

    def show(self, sets: Sequence[int], placement: dict[str, int], finals: dict[str, int]) -> None:
        """Redraw with the draft's sets, placement and final values."""
        self.sets, self.placement, self.finals = list(sets), dict(placement), dict(finals)
        self.redraw()

    def action_place(self, index: int) -> None:
        if self.highlighted is None or index >= len(self.sets):
            return
        attr = self.attrs[self.highlighted]
        placement = dict(self.placement)
        holder = next((a for a, i in placement.items() if i == index), None)
        if holder is not None and holder != attr:
            if attr in placement:
                placement[holder] = placement[attr]
            else:
                del placement[holder]
        placement[attr] = index
        self.judge(placement)
        self.action_cursor_down()

    def action_in_order(self) -> None:
        self.judge({attr: i for i, attr in enumerate(self.attrs)})
