"""The chronicle of the age as the hero knows it: the years before 2760, what has come to pass since
(marked), how the world stands now, and only a rumour of what is near; the rest of the future is
hidden."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from thirdage_tui.campaign import chronicle
from thirdage_tui.tui.screens.game_screen import GameModalScreen

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

RUMOUR_YEARS = 1
"""How near a coming event must be for rumour of it to reach the hero."""


def chronicle_text(campaign: Campaign, content: Content) -> str:
    """The history so far, then the world as the chronicle has changed it, then the rumours."""
    fired = set(campaign.fired)
    lines = ["[b]The years gone by[/b]"]
    for entry in chronicle.history(campaign, content):
        mark = "[b magenta]★[/] " if entry.id in fired else ""
        lines.append(f"{mark}[b]T.A. {entry.year}[/b] {escape(entry.name)}")
    changed = [f"{content.regions[r].name}: danger {chronicle.region_danger(campaign, content, r)}"
               for r in sorted(campaign.danger) if r in content.regions]
    changed += [f"{content.places[p].name}: {state.replace('_', ' ')}" for p, state in sorted(campaign.places.items())
                if p in content.places]
    if changed:
        lines += ["", "[b]The world now[/b]", *(f"• {escape(line)}" for line in changed)]
    soon = [e for when, e in chronicle.upcoming(campaign, content) if when.year - campaign.date.year <= RUMOUR_YEARS]
    lines += ["", "[b]Rumours[/b]"]
    lines += [f"[i]It is whispered: {escape(e.name.lower())}...[/i]" for e in soon[:1]] or [
        "[dim]What the years ahead hold is hidden.[/dim]"]
    return "\n".join(lines)


class ChronicleScreen(GameModalScreen[None]):
    """The chronicle of the age (★ marks what has come to pass in the hero's days)."""

    DEFAULT_CSS = """
    ChronicleScreen {
        align: center middle;
        #chronicle-box { width: 76; height: 90%; border: thick $accent; background: $surface; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,k", "dismiss", "Back", id="chronicle.back")]

    def __init__(self, campaign: Campaign, content: Content) -> None:
        super().__init__()
        self.campaign, self.content = campaign, content

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="chronicle-box") as box:
            box.border_title = "The chronicle of the age"
            yield Static(chronicle_text(self.campaign, self.content), id="chronicle-text")
        yield Footer()

    def on_mount(self) -> None:
        """Open on the latest years and the rumours."""
        box = self.query_one("#chronicle-box", VerticalScroll)
        box.focus()
        self.call_after_refresh(box.scroll_end, animate=False)
