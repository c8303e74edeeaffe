"""The key legend: every key the screen beneath answers to, the Footer's and the hidden ones, with
what each does. The app opens it on `?` from any screen; Esc (or `?` again) closes it."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

if TYPE_CHECKING:
    from textual.screen import Screen


def legend_lines(screen: Screen[object]) -> list[str]:
    """The keys `screen` answers to now, as markup lines: the key, what it does and its tooltip;
    those not possible at this moment dimmed, the app's own last."""
    app = screen.app
    rows: dict[str, list[str]] = {}
    for key, active in screen.active_bindings.items():
        binding = active.binding
        if binding.system or not binding.description or binding.action == "key_legend":
            continue
        shown = escape(binding.key_display or app.get_key_display(binding))
        words = escape(binding.description) + (f" [dim]— {escape(binding.tooltip)}[/dim]" if binding.tooltip else "")
        line = f"[b]{shown:>9}[/b]  {words}" if active.enabled else f"[dim]{shown:>9}  {words}[/dim]"
        where = "The game" if active.node is app else "This screen"
        rows.setdefault(where, [])
        if line not in rows[where] and key not in ("tab", "shift+tab"):
            rows[where].append(line)
    out: list[str] = []
    for where in sorted(rows, key=lambda w: w == "The game"):
        out += [f"[b $accent]{where}[/]", *rows[where], ""]
    return out + ["[dim]Esc or ? closes this; ctrl+p opens the command palette.[/dim]"]


class KeyLegend(ModalScreen[None]):
    """The keys of the screen beneath, with what each does (`legend_lines`)."""

    DEFAULT_CSS = """
    KeyLegend {
        align: center middle;
        #legend-box {
            width: 76; max-width: 100%; height: auto; max-height: 90%;
            border: thick $accent; border-title-align: center; background: $surface; padding: 0 1;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark", "dismiss(None)", "Close", id="legend.close"),
    ]

    def __init__(self, beneath: Screen[object]) -> None:
        super().__init__()
        self.lines = legend_lines(beneath)

    def compose(self) -> ComposeResult:
        box = VerticalScroll(Static("\n".join(self.lines), id="legend-text"), id="legend-box")
        box.border_title = "Keys"
        yield box
