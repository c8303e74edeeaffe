"""A new campaign: choose the hero (a saved one, or one made now with the creation wizard), any
companions of the Green Company from the other saved heroes, the run's seed and whether death ends
it; then the company gathers at Rhosgobel in the spring of 2760 with Radagast's first errand."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.campaign import start
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.engine.hero import Hero
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.campaigns import SaveError
from thirdage_tui.persistence.heroes import read_hero, read_heroes
from thirdage_tui.tui.screens.game_screen import GameModalScreen
from thirdage_tui.tui.widgets.filter_list import FilterList
from thirdage_tui.tui.widgets.hero_kind import kind_of
from thirdage_tui.tui.widgets.keys_in_order import TypedField

NEW_HERO = "new-hero"
"""The option that opens the creation wizard."""


class NewCampaignScreen(GameModalScreen[None]):
    """Choose the hero (typing narrows the list), the companions (Ctrl+A marks one), the seed and
    the mode (Ctrl+X); Enter on a hero begins the run with him as the player's hero."""

    DEFAULT_CSS = """
    NewCampaignScreen {
        align: center middle;
        #new-campaign-box {
            width: 72; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 1;
        }
        #new-campaign-heroes { height: auto; max-height: 14; }
        #new-campaign-seed-row { height: 3; }
        #new-campaign-seed-row Label { padding: 1 0; }
        #new-campaign-seed { width: 20; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # On Ctrl, so that letters typed narrow the list of heroes.
        Binding("ctrl+a", "companion", "Companion", id="new_campaign.companion"),
        Binding("ctrl+x", "explorer", "Explorer mode", id="new_campaign.explorer"),
        Binding("escape", "dismiss", "Back", id="new_campaign.back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.explorer = False
        """Death is not the end of the run (marked as such in the hall)."""
        self.in_wizard = False
        """The wizard was opened from here: the hero it saves (the newest file) comes back chosen."""
        self.companions: dict[str, Hero] = {}
        """The saved heroes (by file) marked to travel with the hero."""

    def compose(self) -> ComposeResult:
        with Vertical(id="new-campaign-box") as box:
            box.border_title = "A new campaign"
            yield Static("Rhosgobel, spring of T.A. 2760: Radagast has work for the Green Company.\n"
                         "Choose your hero (Ctrl+A: bring another along as a companion):", id="new-campaign-intro")
            yield FilterList(id="new-campaign-heroes")
            with Horizontal(id="new-campaign-seed-row"):
                yield Label("Seed ")
                yield TypedField(str(self.app.campaign_seed()), type="integer", id="new-campaign-seed")
            yield Static(id="new-campaign-mode")
        yield Footer()

    def on_mount(self) -> None:
        self.list_heroes()
        self.show_mode()
        self.query_one("#new-campaign-heroes").focus()

    def on_screen_resume(self) -> None:
        """Back from the wizard: the hero just made comes first in the list."""
        self.list_heroes()

    def list_heroes(self) -> None:
        """List the saved heroes, the highlight kept on the one it was on (back from the wizard: on
        the hero just made, the newest, second after "Make a new hero")."""
        heroes = self.query_one(FilterList)
        at = heroes.highlighted_option.id if heroes.highlighted_option is not None else None
        options = [Option("[b]Make a new hero[/b]", id=NEW_HERO)]
        held = campaigns.living_runs(self.app.saves_dir)
        for path, hero in read_heroes(self.app.saves_dir, self.app.content).items():
            mark = "[b $success]+ companion[/] " if str(path) in self.companions else ""
            kind = kind_of(self.app.content, hero.race, hero.background)
            away = f"  [i $warning]on the road ({held[path.name].name})[/]" if path.name in held else ""
            options.append(Option(f"{mark}{escape(hero.name)}  [dim]{kind}[/dim]{away}", id=str(path)))
        if self.in_wizard:
            heroes.typed, at = "", options[min(1, len(options) - 1)].id
        heroes.replace(options)
        ids = [heroes.get_option_at_index(i).id for i in range(heroes.option_count)]
        heroes.highlighted = ids.index(at) if at in ids else (0 if ids else None)
        self.in_wizard = False

    def action_companion(self) -> None:
        """Mark the highlighted saved hero as a companion of the Green Company (or unmark him)."""
        heroes = self.query_one(FilterList)
        if heroes.highlighted is None or (key := heroes.get_option_at_index(heroes.highlighted).id) in (None, NEW_HERO):
            return
        if self.companions.pop(key, None) is None:
            try:
                self.companions[key] = read_hero(Path(key), self.app.content)
            except HeroFileError as exc:
                self.notify(str(exc), title="Cannot read the hero", severity="error")
                return
        self.list_heroes()

    def show_mode(self) -> None:
        self.query_one("#new-campaign-mode", Static).update(
            "[b reverse] EXPLORER [/] death is not the end (Ctrl+X: permadeath)" if self.explorer else
            "Permadeath: when the hero falls the run ends (Ctrl+X: explorer mode)")

    def action_explorer(self) -> None:
        """Choose between permadeath and explorer mode."""
        self.explorer = not self.explorer
        self.show_mode()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        chosen = event.option_id
        if chosen == NEW_HERO:
            self.in_wizard = True
            await self.app.run_action("new_game")
            return
        if chosen is None:
            return
        try:
            hero = read_hero(Path(chosen), self.app.content)
        except HeroFileError as exc:
            self.notify(str(exc), title="Cannot read the hero", severity="error")
            return
        others = {key: h for key, h in self.companions.items() if key != chosen}
        self.begin(hero, tuple(others.values()), [Path(chosen), *map(Path, others)])

    def begin(self, hero: Hero, companions: tuple[Hero, ...] = (), files: Sequence[Path] = ()) -> None:
        """Make the campaign of the heroes saved in `files`, save it, and open its home screen in
        place of this one."""
        from thirdage_tui.tui.screens.campaign import CampaignScreen

        seed = self.query_one("#new-campaign-seed", Input).value
        try:
            campaign = start.new_campaign(self.app.content, hero, int(seed or self.app.campaign_seed()), self.explorer,
                                          companions)
            path = campaigns.begin(self.app.saves_dir, campaign, files)
        except (CampaignError, SaveError) as exc:
            self.notify(str(exc), title="Cannot begin", severity="error", timeout=10)
            return
        self.app.campaigns_begun += 1
        self.app.switch_screen(CampaignScreen(campaign, path, new=True))
