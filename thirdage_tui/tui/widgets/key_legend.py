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
    """The keys `screen` answers to now, as markup lines: the keys of each of the game's bindings
    together, what it does and its tooltip; those not possible at this moment dimmed. The screen's own
    first, then the panel in focus, then the game's."""
    app = screen.app
    grouped: dict[tuple[int, str], tuple[list[str], Binding, bool]] = {}
    for active in screen.active_bindings.values():
        binding = active.binding
        if binding.system or not binding.description or binding.id is None or binding.action == "key_legend":
            continue
        where = 0 if active.node is screen else 2 if active.node is app else 1
        keys, _, enabled = grouped.setdefault((where, binding.id), ([], binding, active.enabled))
        keys.append(binding.key_display or app.get_key_display(binding))
    out: list[str] = []
    for section, title in enumerate(("This screen", "The panel in focus", "The game")):
        rows = [(keys, binding, enabled) for (where, _), (keys, binding, enabled) in grouped.items() if where == section]
        if not rows:
            continue
        out.append(f"[b $accent]{title}[/]")
        for keys, binding, enabled in rows:
            shown = escape(" ".join(keys))
            words = escape(binding.description) + (f" [dim]— {escape(binding.tooltip)}[/dim]" if binding.tooltip else "")
            out.append(f"[b]{shown:>11}[/b]  {words}" if enabled else f"[dim]{shown:>11}  {words}[/dim]")
        out.append("")
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
