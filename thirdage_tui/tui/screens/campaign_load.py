"""Continuing a campaign: the saves of the saves folder, newest first; a save that will not load is
refused with the engine's reason, and its backup offered when there is one."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.campaigns import SaveError, SaveInfo, backup_path
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameModalScreen, ask
from thirdage_tui.tui.widgets.filter_list import FilterList

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign


def save_label(info: SaveInfo) -> str:
    """A save in a line: hero, date, place (or why it will not load)."""
    name = Path(info.path).name
    if info.error:
        return f"{escape(name)}  [red](damaged)[/red]"
    mode = " [reverse]explorer[/reverse]" if info.explorer else ""
    return (f"[b]{escape(info.hero)}[/b]{mode}  {escape(info.date)}, day {info.days}, "
            f"{escape(info.place or 'on the road')}  [dim]{escape(name)}[/dim]")


class CampaignLoadScreen(GameModalScreen[None]):
    """Choose a campaign save to go on with; it opens on the campaign screen."""

    DEFAULT_CSS = """
    CampaignLoadScreen {
        align: center middle;
        #campaign-load-box {
            width: 72; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 1;
        }
        #campaign-load-list { height: auto; max-height: 14; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss", "Back", id="campaign_load.back")]

    def compose(self) -> ComposeResult:
        found = campaigns.list_saves(self.app.saves_dir)
        with Vertical(id="campaign-load-box") as box:
            box.border_title = "Continue a campaign"
            yield Static(f"from {escape(str(self.app.saves_dir))}" if found else
                         f"No campaign saves in {escape(str(self.app.saves_dir))}.", id="campaign-load-folder")
            yield FilterList(*(Option(save_label(s), id=s.path) for s in found), id="campaign-load-list")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_id is None:
            return
        path = Path(event.option_id)
        try:
            campaign = campaigns.load(path, self.app.content)
        except SaveError as exc:
            self.refuse(path, str(exc))
            return
        self.open(campaign, path)

    def refuse(self, path: Path, why: str) -> None:
        """Say why the save will not load; offer its backup (greyed out when it will not load either)."""
        backup = backup_path(path)
        kept: Campaign | None
        try:
            kept, blocked = campaigns.load_backup(path, self.app.content), None
        except SaveError:
            kept, blocked = None, "it will not load either" if backup.exists() else "there is none"
        choices = [Choice("backup", f"Load the backup {backup.name}", blocked), Choice("cancel", "Leave it")]

        def chosen(how: str) -> None:
            if how == "backup" and kept is not None:
                self.restore(kept, path)

        ask(self, ChoiceScreen(f"{path.name} will not load", choices, escape(why)), chosen)

    def restore(self, campaign: Campaign, path: Path) -> None:
        """Go on from the backup; it is saved back in the save's place at the next dawn."""
        self.notify(f"Going on from {backup_path(path).name}.", title="Backup loaded")
        self.open(campaign, path)

    def open(self, campaign: Campaign, path: Path) -> None:
        from thirdage_tui.tui.screens.campaign import CampaignScreen

        self.app.switch_screen(CampaignScreen(campaign, path))
