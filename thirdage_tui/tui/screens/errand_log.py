"""The errand log: the errands in hand with their deadlines and what they will bring, then those done
and those failed."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from thirdage_tui.campaign import errands
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.screens.game_screen import GameModalScreen

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign, Errand
    from thirdage_tui.content.store import Content

SECTIONS = (("active", "In hand"), ("done", "Done"), ("failed", "Failed"))


def reward_text(content: Content, errand: Errand) -> str:
    """What success brings: renown, silver, things, CHA."""
    end = errands.template(content, errand).success
    things = [content.all("magic_items").get(i) or content.all("gear").get(i) for i in [*end.items, *end.gear]]
    parts = [f"renown {end.renown:+d}" if end.renown else "", f"{end.silver} silver" if end.silver else "",
             *(t.name for t in things if t), f"CHA {end.cha:+d}" if end.cha else ""]
    return ", ".join(p for p in parts if p) or "thanks"


def log_text(campaign: Campaign, content: Content) -> str:
    """Every errand taken on, by how it stands."""
    lines = []
    for status, heading in SECTIONS:
        found = [e for e in campaign.errands if e.status == status]
        lines.append(f"[b]{heading}[/b]" + ("" if found else "  [dim]none[/dim]"))
        for e in found:
            who = content.personalities[e.patron].name
            lines.append(f"• {escape(errands.title(content, e))} [dim]for {escape(who)}[/dim]")
            if status == "active":
                left = e.deadline_day - campaign.tale.days
                stay = errands.template(content, e).stay_days
                lines.append(f"  by day {e.deadline_day} ({counted(left, 'day')} left)"
                             + (f", {e.stayed}/{counted(stay, 'day')} there" if stay else "")
                             + f"; brings {escape(reward_text(content, e))}")
        lines.append("")
    return "\n".join(lines).rstrip()


class ErrandsScreen(GameModalScreen[None]):
    """The errand log."""

    DEFAULT_CSS = """
    ErrandsScreen {
        align: center middle;
        #errands-box { width: 76; height: 90%; border: thick $accent; background: $surface; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,e", "dismiss", "Back", id="errands.back")]

    def __init__(self, campaign: Campaign, content: Content) -> None:
        super().__init__()
        self.campaign, self.content = campaign, content

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="errands-box") as box:
            box.border_title = "Errands"
            yield Static(log_text(self.campaign, self.content), id="errands-text")
        yield Footer()
