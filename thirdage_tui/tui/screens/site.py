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
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer

from thirdage_tui.campaign.session import Delved, Explore, FightBegun, HeroFell, LeaveSite
from thirdage_tui.content.models.sites import GLYPHS
from thirdage_tui.engine.skills import skill_name
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.screens.band_met import play_on_grid
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask, sentence
from thirdage_tui.tui.tidings import tell
from thirdage_tui.tui.widgets.company_panel import vitals
from thirdage_tui.tui.widgets.rewrapping_log import RewrappingLog
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.tui.widgets.site_view import SiteView
from thirdage_tui.world import delving
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_sight import MARK_BROKEN, MARK_CAPTIVE, MARK_HOARD, MARK_TRAP, door_shut
from thirdage_tui.world.site_state import ROUNDS_A_TURN, TWELFTHS_A_ROUND
from thirdage_tui.world.site_workings import magic_entry

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.campaign.session import Session, SessionEvent
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.delving import Delve, DelveAction, DelveEvent
    from thirdage_tui.world.site_events import Glimpse

MARKS = {MARK_TRAP: "trap found", MARK_BROKEN: "broken door", MARK_HOARD: "hoard", MARK_CAPTIVE: "captive"}
"""What the marks drawn over the plan stand for (a letter is a band, by its first creature's initial)."""
LEGEND_WIDTH = 28
"""The side panel's width for the legend at 80 columns, before the panel is laid out."""
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
ON_A_FEATURE: dict[str, tuple[str, Callable[[str], DelveAction]]] = {
    "open": ("door", delving.Open), "force": ("door", delving.Force), "spike": ("door", delving.Spike),
    "disarm": ("trap", delving.Disarm), "take": ("treasure", delving.Take)}
"""What is done to a feature at hand, by the key's action: the kind of feature it is done to (a door only
while it stands shut; a captive is led out as a hoard is taken), and the action."""
WHAT = {"open": "shut door", "force": "shut door", "spike": "shut door", "disarm": "trap found",
        "take": "hoard or captive"}


def told(event: DelveEvent, site: Site, content: Content, company: Sequence[Hero]) -> Text | None:
    """An event of the delve as the log tells it (None: nothing to tell, or not here): a roll with its
    target and why in the rules' own words, the rest from the site's names; a success in green, a failure
    and a hurt in red."""
    name = {letter: feature.name for letter, feature in site.features.items()}
    if isinstance(event, delving.Rolled):
        return Text(event.words, style="green" if event.success else "red")
    if isinstance(event, delving.Told | delving.Sensed | delving.Revealed):
        words = (event.text if isinstance(event, delving.Told) else
                 event.words if isinstance(event, delving.Sensed) else event.what)
        return Text(words if words.endswith((".", "!", "?")) else f"{words}.", style="bold")
    if isinstance(event, delving.Harmed):  # a trap's `Sprung` is told by the hurt it comes with, by its name
        where = location_name(content, company, event.hero, event.location)
        return Text(f"{event.why}: {event.hero} takes {event.damage} to the {where}." if event.damage else
                    f"{event.why}: {event.hero} is struck on the {where}, to no harm.",
                    style="bold red" if event.damage else "")
    if isinstance(event, delving.Opened):
        return Text(f"{name[event.letter]}: {event.how}.")
    if isinstance(event, delving.Took):
        return Text(f"The company takes {name[event.letter].lower()}.", style="bold yellow")
    if isinstance(event, delving.Met):
        return Text(f"{name[event.letter]}: a fight!", style="bold red")
    if isinstance(event, delving.Ticked):
        return Text(f"{event.hero}'s {skill_name(content, event.skill)} may improve.", style="dim")
    return None


def location_name(content: Content, company: Sequence[Hero], hero: str, location: str) -> str:
    """A hit location by its name on the hero's body (the id where the hero is gone)."""
    who = next((h for h in company if h.name == hero), None)
    if who is None:
        return location.replace("_", " ")
    body = content.bodies[content.races[who.race].body]
    return next((loc.name.lower() for loc in body.locations if loc.id == location), location.replace("_", " "))


def clock_words(twelfths: int) -> str:
    """The site's clock as the rules count it: full turns of 25 melee rounds, and the round in one."""
    turns, round_ = divmod(twelfths // TWELFTHS_A_ROUND, ROUNDS_A_TURN)
    return f"Full turn {turns + 1}, round {round_ + 1} of {ROUNDS_A_TURN}"


class SiteLog(RewrappingLog, can_focus=False):
    """What has happened in the site, told as it comes, each line wrapped to the log's width. It never
    takes the focus, so the arrows and Home, End, Page Up and Down move the company rather than scroll
    it (the mouse wheel still does)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(wrap=True, markup=False, min_width=20, id=id)
        self.told: list[Text] = []

    def add(self, lines: list[Text]) -> None:
        self.told += lines
        for line in lines:
            self.tell(line)

    def retell(self) -> None:
        self.clear()
        for line in self.told:
            self.tell(line)


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
        Binding("o", "at_hand('open')", "Open", id="site.open",
                tooltip="open the door at hand, picking its lock if it is locked (Lock-picking); f forces it"),
        Binding("f", "at_hand('force')", "Force", id="site.force", show=False,
                tooltip="burst the door at hand (STR, a crowbar helps): loud"),
        Binding("p", "at_hand('spike')", "Spike", id="site.spike", show=False,
                tooltip="jam the shut door at hand with iron spikes: nothing comes through until drawn"),
        Binding("d", "at_hand('disarm')", "Disarm", id="site.disarm",
                tooltip="make the trap found at hand safe (Set Trap & Disarm)"),
        Binding("t", "at_hand('take')", "Take", id="site.take", tooltip="take the hoard at hand, or lead out a captive"),
        Binding("x", "kindle", "Light", id="site.light", tooltip="light a candle, lantern or torch, or put it out"),
        Binding("c", "cast", "Cast", id="site.cast",
                tooltip="Hero Magic or a spell of use here: light, darksight, senses, holding or sundering a door"),
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
        self._offered: tuple[bool, ...] = ()
        self.for_home: list[SessionEvent] = []
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
        self.query_one(SiteLog).add([Text(self.site.description, style="italic")])
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
        self.query_one(SideText).update(self.panel_text(delve, glimpse))
        offered = self.offered()
        if offered != self._offered:  # the footer laid out afresh only when its keys change
            self._offered = offered
            self.refresh_bindings()

    def offered(self) -> tuple[bool, ...]:
        """Which of the keys that come and go are offered now."""
        return (*(bool(self.known(what)) for what in ON_A_FEATURE), bool(self.lights()), bool(self.magics()))

    def panel_text(self, delve: Delve, glimpse: Glimpse) -> str:
        """The clock and the pace, who holds which light and its melee rounds left (the one unit a light
        is told in, long or short), the company's hit points, and what the glyphs drawn stand for."""
        content = self.session.content
        lines = [clock_words(delve.twelfths), f"Pace: {delve.pace} (1 2 3)", "", "[b $accent]Light[/]"]
        lines += [f"{escape(hero)}: {escape(self.source_name(light.source))}, {counted(light.rounds, 'round')} left"
                  for hero, light in delve.lights.items()] or ["[dim]None: the dark, but for the way in by day[/dim]"]
        lines += ["", "[b $accent]Heard[/]"]
        lines += [escape(words) for words in delving.heard(delve, self.site)] or ["[dim]Nothing yet (e: listen)[/dim]"]
        lines += ["", "[b $accent]Company[/]"]
        for hero in self.session.campaign.heroes:
            hp, hp_max, _, _ = vitals(hero, content)
            hurt = "red" if hp * 2 <= hp_max else "yellow" if hp < hp_max else "green"
            lines.append(f"{escape(hero.name)} [{hurt}]HP {hp}/{hp_max}[/]")
        if legend := self.legend(delve, glimpse):
            lines += ["", "[b $accent]On the plan[/]", legend]
        return "\n".join(lines)

    def legend(self, delve: Delve, glimpse: Glimpse) -> str:
        """What the glyphs drawn so far stand for, in the order the plan's glyphs are listed, then the
        marks, then a band's letter (its first creature's initial); as many to a line as fit the panel."""
        drawn = {glimpse.marks.get(cell) or self.plan.ground(cell).glyph for cell in delve.seen | glimpse.visible}
        words = {**{g: name for g, name in GLYPHS.items() if g != " "}, **MARKS}
        pairs = [f"{glyph} {words[glyph]}" for glyph in words if glyph in drawn]
        pairs += [f"{glyph} a band" for glyph in sorted(drawn) if glyph.isalpha()]
        width = self.query_one(SideText).content_size.width or LEGEND_WIDTH
        lines: list[str] = []
        for pair in pairs:
            if lines and len(lines[-1]) + 2 + len(pair) <= width:
                lines[-1] += "  " + pair
            else:
                lines.append(pair)
        return "\n".join(map(escape, lines))

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
        content, company = self.session.content, self.session.campaign.heroes
        for event in events:
            if isinstance(event, Delved):
                for balked in (e for e in event.events if isinstance(e, delving.Balked)):
                    self.notify(sentence(balked.why), title="Not now", severity="warning")
                self.query_one(SiteLog).add([line for e in event.events
                                             if (line := told(e, self.site, content, company)) is not None])
            elif isinstance(event, FightBegun):
                play_on_grid(self, self.session, event, self.after)
                return
        fallen = [e for e in events if isinstance(e, HeroFell)]
        self.for_home += fallen
        if self.delve is None or any(e.ended for e in fallen):
            self.dismiss(self.for_home)
            return
        self.show()

    def known(self, what: str) -> list[str]:
        """The features at hand (the rules' `at_hand`) that `what` may be done to."""
        delve = self.delve
        if delve is None:
            return []
        kind = ON_A_FEATURE[what][0]
        return [letter for letter in delving.at_hand(delve, self.site)
                if (feature := self.site.features[letter]).kind == kind or (kind == "treasure" and feature.captive)
                if kind != "door" or door_shut(self.plan, delve, self.site, self.plan.cells[letter])]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A feature's keys are offered where the company knows of one they may be done to; a light
        where someone carries one, magic where someone knows some of use here."""
        if action == "at_hand":
            return bool(self.known(str(parameters[0])))
        if action == "kindle":
            return bool(self.lights())
        if action == "cast":
            return bool(self.magics())
        return True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        if action == "at_hand":
            return f"No {WHAT[str(parameters[0])]} within reach: step up beside it."
        if action == "kindle":
            return "Nobody carries a candle, lantern or torch (a market sells them)."
        if action == "cast":
            return "Nobody knows Hero Magic or a spell of use in a site (light, darksight, senses, Hold Portal...)."
        return None

    def lights(self) -> list[tuple[str, str, str | None]]:
        """(hero, gear id, why not) of each thing that gives light a hero carries (the rules' `kindlings`)."""
        delve = self.delve
        return delving.kindlings(delve, self.session.campaign.heroes, self.session.content) if delve else []

    def action_kindle(self) -> None:
        """Light what a hero carries (or put out what he holds lit), asked which when there are several."""
        delve, gear = self.delve, self.session.content.gear
        lit = {(hero, light.source) for hero, light in delve.lights.items()} if delve else set()
        choices = [Choice(f"{hero}::{item}", f"{hero}: {'put out' if (hero, item) in lit else 'light'} the "
                          f"{gear[item].name.lower()}", why) for hero, item, why in self.lights()]
        self.choose("Light", choices, lambda key: delving.Kindle(*key.split("::")))

    def magics(self) -> list[tuple[str, str, str | None, bool]]:
        """(hero, magic id, why not, whether cast on a feature) of each Hero Magic or spell of use here (the
        rules' `castables`)."""
        delve = self.delve
        return delving.castables(delve, self.session.campaign.heroes, self.session.content) if delve else []

    def action_cast(self) -> None:
        """Hero Magic or a spell, asked which; one cast on a feature is asked which of those at hand."""
        content = self.session.content
        magics = {f"{hero}::{magic}": (hero, magic, targeted) for hero, magic, _, targeted in self.magics()}
        choices = [Choice(f"{hero}::{magic}", f"{hero}: {magic_entry(content, magic).name}", why)
                   for hero, magic, why, _ in self.magics()]

        def chosen(key: str) -> None:
            hero, magic, targeted = magics[key]
            if not targeted:
                self.explore(delving.UseMagic(hero, magic))
                return
            at_hand = self.delve and delving.at_hand(self.delve, self.site) or ()
            targets = [Choice(letter, self.site.features[letter].name) for letter in at_hand]
            self.choose(f"{magic_entry(content, magic).name} on which?", targets,
                        lambda letter: delving.UseMagic(hero, magic, letter))

        if len(choices) == 1 and choices[0].blocked is None:
            chosen(choices[0].id)
        elif choices:
            ask(self, ChoiceScreen("Cast", choices), chosen)

    def choose(self, title: str, choices: list[Choice], action: Callable[[str], DelveAction]) -> None:
        """Do `action` with the one choice, or with the one asked for among several; nothing when none."""
        if len(choices) == 1 and choices[0].blocked is None:
            self.explore(action(choices[0].id))
        elif choices:
            ask(self, ChoiceScreen(title, choices), lambda key: self.explore(action(key)))
        else:
            self.notify("There is nothing here to do that to.", title="Not here", severity="warning")

    def action_at_hand(self, what: str) -> None:
        """Do `what` to the feature the company knows of (asked which, nearest first, when there are
        several); a door with a lock is picked."""
        act = self.open_or_pick if what == "open" else ON_A_FEATURE[what][1]
        choices = [Choice(letter, self.site.features[letter].name) for letter in self.known(what)]
        self.choose(WHAT[what].capitalize() + ": which?", choices, act)

    def open_or_pick(self, letter: str) -> DelveAction:
        """A shut door opened, or its lock picked where it has one."""
        door = self.site.features[letter].door
        return delving.PickLock(letter) if door is not None and door.lock is not None else delving.Open(letter)

    def action_step(self, way: str) -> None:
        self.explore(delving.Stride(*MOVES[way]))

    def action_pace(self, pace: str) -> None:
        self.explore(delving.Pace(pace))

    def action_do(self, what: str) -> None:
        self.explore(DOINGS[what]())

    def action_leave(self) -> None:
        """Go out, from the way in."""
        self.after(self.session.perform(LeaveSite()))
