"""A site explored square by square: the plan as far as the company has seen it, beside it the site's
clock in full turns and rounds, the pace, who holds which light, what is heard and the company's hit
points, and under it the log, every roll with its target and why.

The rules are the world's and the campaign's (`world.delving`, the session's `Explore`): this screen
hands the session what the player chose and shows what it answers. A band met is fought on the grid
as on the road (`band_met.play_on_grid`), and the site is shown again after; the screen is dismissed
once the company is out (or has fallen), with what the home screen must still hear."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer

from thirdage_tui.campaign.session import Delved, Explore, FightBegun, HeroFell, LeaveSite
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.screens.band_met import play_on_grid
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.tidings import tell
from thirdage_tui.tui.widgets.company_panel import vitals
from thirdage_tui.tui.widgets.rewrapping_log import RewrappingLog
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.tui.widgets.site_view import SiteView
from thirdage_tui.world import delving
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_state import ROUNDS_A_TURN, TWELFTHS_A_ROUND

if TYPE_CHECKING:
    from thirdage_tui.campaign.session import Session, SessionEvent
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.world.delving import Delve, DelveAction

MOVES = {"up": (0, -1), "down": (0, 1), "left": (-1, 0), "right": (1, 0), "up_left": (-1, -1), "up_right": (1, -1),
         "down_left": (-1, 1), "down_right": (1, 1)}
MOVE_KEYS = (("up", "up,k", "Up"), ("down", "down,j", "Down"), ("left", "left,h", "Left"), ("right", "right,l", "Right"),
             ("up_left", "home,y", "Up-left"), ("up_right", "pageup,u", "Up-right"),
             ("down_left", "end,b", "Down-left"), ("down_right", "pagedown,n", "Down-right"))
"""The eight ways a step goes, with their keys (arrows and the block beside them, vi's hjkl and yubn)."""
PACE = Binding.Group("Pace", compact=True)
DOINGS: dict[str, Callable[[], DelveAction]] = {
    "search": delving.Search, "listen": delving.ListenAt, "hide": delving.Hide, "set_trap": delving.SetTrap}
"""What the company does where it stands, by the key's action."""


def clock_words(twelfths: int) -> str:
    """The site's clock as the rules count it: full turns of 25 melee rounds, and the round in one."""
    turns, round_ = divmod(twelfths // TWELFTHS_A_ROUND, ROUNDS_A_TURN)
    return f"Full turn {turns + 1}, round {round_ + 1} of {ROUNDS_A_TURN}"


class SiteLog(RewrappingLog):
    """The delve's log as it grows, each line wrapped to the log's width."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, id=id)
        self.told: list[str] = []

    def follow(self, lines: list[str]) -> None:
        """Write the lines not told yet (all afresh when the log was cut at its start)."""
        start = len(self.told) if lines[:len(self.told)] == self.told else 0
        if start == 0 and self.told:
            self.clear()
        for line in lines[start:]:
            self.tell(line)
        self.told = list(lines)

    def retell(self) -> None:
        lines, self.told = self.told, []
        self.clear()
        self.follow(lines)


class SiteScreen(GameScreen["list[SessionEvent]"]):
    """The company inside a site; dismissed, once it is out, with what the home screen must hear."""

    DEFAULT_CSS = """
    SiteScreen {
        #site-body { height: 1fr; }
        #site-left { width: 1fr; }
        #site-view { height: 1fr; border: round $primary 50%; border-title-align: center; }
        #site-log { height: 7; border-top: solid $primary 50%; }
        #site-side { width: 30; padding: 0 1; border-left: solid $primary 50%; }
        #site-panel { height: auto; }
        &.-wide #site-side { width: 48; }
        &.-wide #site-log { height: 14; }
        Footer.-compact FooterLabel { margin: 0 1 0 0; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(keys, f"step('{way}')", words, id=f"site.{way}", show=False) for way, keys, words in MOVE_KEYS),
        Binding("1", "pace('cautious')", "Cautious", id="site.cautious", group=PACE,
                tooltip="150 paces a full turn: the quietest"),
        Binding("2", "pace('stroll')", "Stroll", id="site.stroll", group=PACE, tooltip="300 paces a full turn"),
        Binding("3", "pace('run')", "Run", id="site.run", group=PACE, tooltip="600 paces a full turn: every step heard"),
        Binding("s", "do('search')", "Search", id="site.search",
                tooltip="a full turn looking for traps (Spot Trap) and what is hidden (Spot Hidden)"),
        Binding("e", "do('listen')", "Listen", id="site.listen", tooltip="a round with an ear to the dark (Listen)"),
        Binding("z", "do('hide')", "Hide in cover", id="site.hide", show=False, tooltip="keep still in cover for a round"),
        Binding("T", "do('set_trap')", "Set a trap", id="site.set_trap", show=False,
                tooltip="a trap of the company's own on its square (Set Trap & Disarm)"),
        Binding("less_than_sign,escape", "leave", "Leave", id="site.leave", tooltip="go out, from the way in (<)"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        delve = session.campaign.delve
        assert delve is not None, "the site screen opens on a delve under way"
        self.site: Site = session.content.sites[delve.site]
        self.plan = SitePlan.from_site(self.site)
        self.heard: list[SessionEvent] = []
        """What the home screen must still hear, once the company is out."""

    @property
    def delve(self) -> Delve | None:
        """The delve under way (None once the company is out)."""
        return self.session.campaign.delve

    def compose(self) -> ComposeResult:
        with Horizontal(id="site-body"):
            with Vertical(id="site-left"):
                yield SiteView(self.plan, id="site-view")
                yield SiteLog(id="site-log")
            with Vertical(id="site-side"):
                yield SideText(id="site-panel")  # its own height: laid out again only when that changes
        yield Footer(compact=True, show_command_palette=False)  # every key within 80 columns; ^p still opens it

    def on_mount(self) -> None:
        self.query_one(SiteView).border_title = self.site.name
        self.show()

    def on_screen_resume(self) -> None:
        self.show()

    # -- what is shown
    def show(self) -> None:
        """The plan, the panel and the log as the delve stands."""
        delve, glimpse = self.delve, self.session.glimpse()
        if delve is None or glimpse is None:
            return
        self.query_one(SiteView).show(delve.at, delve.seen, glimpse)
        self.query_one(SideText).update(self.panel_text(delve))
        self.query_one(SiteLog).follow([self.site.description, *delve.log])

    def panel_text(self, delve: Delve) -> str:
        """The clock and the pace, who holds which light, the company's hit points."""
        content = self.session.content
        lines = [clock_words(delve.twelfths), f"Pace: {delve.pace} (1 2 3)", "", "[b $accent]Light[/]"]
        lines += [f"{escape(hero)}: {escape(self.source_name(light.source))}, {counted(light.rounds, 'round')} left"
                  for hero, light in delve.lights.items()] or ["[dim]None: the dark, but for the way in by day[/dim]"]
        lines += ["", "[b $accent]Company[/]"]
        for hero in self.session.campaign.heroes:
            hp, hp_max, _, _ = vitals(hero, content)
            hurt = "red" if hp * 2 <= hp_max else "yellow" if hp < hp_max else "green"
            lines.append(f"{escape(hero.name)} [{hurt}]HP {hp}/{hp_max}[/]")
        return "\n".join(lines)

    def source_name(self, source: str) -> str:
        """A light's name from content: a piece of gear, or a magic."""
        content = self.session.content
        entry = content.gear.get(source) or content.hero_magic.get(source) or content.spells.get(source)
        return entry.name if entry is not None else source

    # -- doing things
    def explore(self, action: DelveAction) -> None:
        """Hand the session one action in the site; show what it answers."""
        self.after(self.session.perform(Explore(action)))

    def after(self, events: list[SessionEvent]) -> None:
        """Tell what must be heard; play a fight begun on the grid; go home when out or fallen; else show
        the delve as the session left it."""
        tell(self, events)
        for event in events:
            if isinstance(event, Delved):
                for balked in (e for e in event.events if isinstance(e, delving.Balked)):
                    self.notify(balked.why, title="Not now", severity="warning")
            elif isinstance(event, FightBegun):
                play_on_grid(self, self.session, event, self.after)
                return
        fallen = [e for e in events if isinstance(e, HeroFell)]
        self.heard += fallen
        if self.delve is None or any(e.ended for e in fallen):
            self.dismiss(self.heard)
            return
        self.show()

    def action_step(self, way: str) -> None:
        self.explore(delving.Stride(*MOVES[way]))

    def action_pace(self, pace: str) -> None:
        self.explore(delving.Pace(pace))

    def action_do(self, what: str) -> None:
        self.explore(DOINGS[what]())

    def action_leave(self) -> None:
        """Go out, from the way in."""
        self.after(self.session.perform(LeaveSite()))
