"""The referee's workshop: foes from the bestiary (filtered by region, family or name) with counts,
some locked and the rest drawn from a region's table; the party from saved heroes; stat blocks;
the simulated odds in a worker with a progress bar, shown as a chart; then the fight played on the
grid commanding both sides, or resolved by itself. The engine does the work (`combat.simulate`,
`combat.roster`, `combat.muster`)."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING, Any, ClassVar

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widgets import Footer, OptionList, ProgressBar, SelectionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.combat.muster import MEETING_FT, Foes, muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.roster import MAX_COUNT, Line, fill, matches
from thirdage_tui.combat.simulate import preview
from thirdage_tui.persistence.heroes import read_heroes
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.filter_list import FilterList

if TYPE_CHECKING:
    from pathlib import Path

    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.engine.refusals import HeroFileError
    from thirdage_tui.tui.screens.grid_fight import BattleScreen

Setup = tuple[tuple[str, ...], tuple[tuple[str, int], ...]]
"""A fight the odds are run for: the heroes of the party by name, and each foe with its count."""
RUNS = 400
TERRAIN, DAYLIGHT = "open", False
"""Where and when the workshop's fights are met, the same for its odds and its fights played."""
BAR = 24
"""Width of the win-rate bar."""
NAME, DIES_BAR = 11, 10
"""Widths of a fighter's name and of his bar in the deaths chart."""


def bar(share: float, width: int = BAR) -> str:
    full = round(share * width)
    return "█" * full + "░" * (width - full)


def short(name: str, width: int = NAME) -> str:
    """`name` cut to `width`, keeping the number that tells one of a band from another."""
    if len(name) <= width:
        return name
    base, _, number = name.rpartition(" ")
    if base and number.isdigit() and len(number) < width - 1:
        return f"{base[:width - len(number) - 1].rstrip()} {number}"
    return name[:width]


def odds_chart(odds: dict[str, Any]) -> str:
    """The odds as text bars, none wider than the narrow odds box: win rate with its interval, rounds,
    and who tends to die."""
    lo, hi = odds["ci95"]
    marks = [" "] * BAR
    for at in (lo, hi):
        marks[min(BAR - 1, int(at * BAR))] = "|"
    rounds = odds["rounds"]
    lines = [f"[b]Party wins {odds['win_rate']:.0%}[/b] of {odds['runs']} runs",
             f"{TERRAIN} ground, {MEETING_FT} ft, {'day' if DAYLIGHT else 'night'}",
             bar(odds["win_rate"]), "".join(marks), f"95% interval: {lo:.0%}–{hi:.0%}",
             f"Rounds: {rounds['mean']:.1f} (p10 {rounds['p10']}, p90 {rounds['p90']})", "", "[b]Dies[/b]"]
    for name, figures in odds["combatants"].items():
        lines.append(f"{short(name):<{NAME}} {bar(figures['dies'], DIES_BAR)} {figures['dies']:.0%}")
    return "\n".join(lines)


class WorkshopScreen(GameScreen[None]):
    """Build an encounter, see its odds, then fight it."""

    DEFAULT_CSS = """
    WorkshopScreen {
        #workshop-body { height: 1fr; }
        #workshop-bestiary { width: 28; }
        #workshop-creatures { height: 1fr; }
        #workshop-middle { width: 1fr; }
        #workshop-roster { height: auto; max-height: 8; padding: 0 1; }
        #workshop-party { height: auto; max-height: 6; }
        #workshop-stats { height: 1fr; padding: 0 1; border-top: solid $primary 50%; }
        #workshop-odds-box { width: 40; }
        #workshop-progress { height: 1; }
        #workshop-odds { height: 1fr; padding: 0 1; }
        &.-narrow #workshop-odds-box { width: 30; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("plus,equals_sign", "count(1)", "+1", id="workshop.more"),
        Binding("minus", "count(-1)", "-1", id="workshop.less"),
        Binding("x", "lock", "Lock", id="workshop.lock"),
        Binding("r", "fill", "Fill from region", id="workshop.fill"),
        Binding("o", "odds", "Odds", id="workshop.odds"),
        Binding("p", "play", "Play", id="workshop.play"),
        Binding("g", "resolve", "Resolve", id="workshop.resolve"),
        Binding("slash", "filter", "Filter", id="workshop.filter", show=False),
        Binding("escape", "app.pop_screen", "Back", id="workshop.back"),
    ]

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed
        self.played = 0
        """Fights played so far: each is a fresh draw of the fight the odds sampled."""
        self.lines: list[Line] = []
        self.heroes: list[Hero] = []
        """The saved heroes the party is ticked from."""
        self.odds: tuple[Setup, dict[str, Any]] | None = None
        """The odds shown, and the party and foes they were run for."""

    def compose(self) -> ComposeResult:
        with Horizontal(id="workshop-body"):
            with Vertical(id="workshop-bestiary"):
                yield FilterList(slash=True, id="workshop-creatures",
                                 finds=lambda creature, typed: matches(self.app.content, creature, typed))
            with Vertical(id="workshop-middle"):
                yield Static(id="workshop-roster")
                yield SelectionList(id="workshop-party")
                yield Static(id="workshop-stats")
            with Vertical(id="workshop-odds-box"):
                yield ProgressBar(total=RUNS, show_eta=False, id="workshop-progress")
                yield Static("[b]o[/b]: run the odds", id="workshop-odds")
        yield Footer(compact=True, show_command_palette=False)  # every key within 80 columns; ^p still opens it

    def on_mount(self) -> None:
        content = self.app.content
        self.heroes = list(read_heroes(self.app.saves_dir, content, left_out=self._left_out).values())
        party = self.query_one(SelectionList)
        party.add_options([(h.name, i, i == 0) for i, h in enumerate(self.heroes)])
        party.highlighted = 0 if self.heroes else None
        party.border_subtitle = "space: tick"
        self._party_title()
        self._list()
        self.query_one("#workshop-creatures").focus()
        self._roster()

    def _left_out(self, path: Path, problem: HeroFileError) -> None:
        """A saved hero that cannot be read is left out of the party, and said so."""
        self.notify(f"{path.name} left out: {problem}", severity="warning")

    # -- the bestiary
    def _list(self) -> None:
        """Every creature of the bestiary, found by its name, family or the regions it lives in."""
        self.query_one(FilterList).replace([Option(("★ " if c.legendary else "") + c.name, id=c.id)
                                            for c in self.app.content.bestiary.values()])

    def action_filter(self) -> None:
        """Narrow the bestiary by name, family or region (from wherever the focus is)."""
        creatures = self.query_one(FilterList)
        creatures.focus()
        creatures.start_typing()

    def _highlighted(self) -> str | None:
        options = self.query_one("#workshop-creatures", OptionList)
        return options.get_option_at_index(options.highlighted).id if options.highlighted is not None else None

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        from thirdage_tui.tui.screens.band_met import lore_text

        if event.option_id is not None:
            self.query_one("#workshop-stats", Static).update(lore_text(self.app.content, event.option_id, "known"))

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.action_count(1)

    # -- the roster
    def action_count(self, step: int) -> None:
        creature = self._highlighted()
        if creature is None:
            return
        line = next((x for x in self.lines if x.creature == creature), None)
        if line is None and step > 0:
            self.lines.append(Line(creature, 0))
            line = self.lines[-1]
        if line is not None:
            line.count = max(0, min(MAX_COUNT, line.count + step))
            self.lines = [x for x in self.lines if x.count]
        self._roster()

    def action_lock(self) -> None:
        creature = self._highlighted()
        for line in self.lines:
            if line.creature == creature:
                line.locked = not line.locked
        self._roster()

    def action_fill(self) -> None:
        content = self.app.content
        words = self.query_one(FilterList).typed.strip().lower().replace(" ", "_")
        creature = self._highlighted()
        region = words or (content.bestiary[creature].habitats[0] if creature else "")
        try:
            self.lines = fill(content, self.lines, region, Random(f"{self.seed}:{len(self.lines)}"))
        except ValueError as exc:
            self.notify(str(exc), severity="warning")
        self._roster()

    def _roster(self) -> None:
        content = self.app.content
        text = [f"{'🔒' if x.locked else '  '} {x.count} × {content.bestiary[x.creature].name}" for x in self.lines]
        self.query_one("#workshop-roster", Static).update(
            "[b]Foes[/b] (+/- count, x lock, r fill)\n" + ("\n".join(text) or "none yet: enter on a creature"))
        self._show_odds()

    def on_selection_list_selected_changed(self) -> None:
        self._party_title()
        self._show_odds()

    def _party_title(self) -> None:
        """The party list's title counts the heroes ticked (a tick shows by colour alone)."""
        party = self.query_one(SelectionList)
        party.border_title = f"Party {len(party.selected)}/{party.option_count}"

    def _party(self) -> list[Hero]:
        chosen = self.query_one(SelectionList).selected
        return [self.heroes[i] for i in chosen]

    def _ready(self) -> bool:
        if not self.lines or not self._party():
            self.notify("Choose at least one foe and one hero.", severity="warning")
            return False
        return True

    def _setup(self) -> Setup:
        """The party ticked and the foes counted now, as the odds are run for them."""
        return (tuple(h.name for h in self._party()), tuple((x.creature, x.count) for x in self.lines))

    def _show_odds(self) -> None:
        """The odds last run, said to be for another fight once the party or the foes have changed
        (a hero ticked since is not counted in them)."""
        if self.odds is None:
            return
        (party, foes), odds = self.odds
        text = odds_chart(odds)
        if (party, foes) != self._setup():
            content = self.app.content
            text = (f"[b yellow]Not these odds: they were run for {', '.join(party)} against "
                    f"{', '.join(f'{n} {content.bestiary[c].name}' for c, n in foes)}. o: run them again.[/]"
                    f"\n\n[dim]{text}[/dim]")
        self.query_one("#workshop-odds", Static).update(text)

    def _foes(self) -> Foes:
        content = self.app.content
        return [(content.bestiary[x.creature], x.count) for x in self.lines]

    # -- odds and fights
    def action_odds(self) -> None:
        if self._ready():
            self.query_one(ProgressBar).update(progress=0)
            self.odds = None
            self.query_one("#workshop-odds", Static).update("Simulating the fights.")
            self._simulate(self._setup(), [hero_profile(h, self.app.content) for h in self._party()], self._foes())

    @work(thread=True, exclusive=True)
    def _simulate(self, setup: Setup, party: list[Profile], foes: Foes) -> None:
        bar_ = self.query_one(ProgressBar)
        odds = preview(self.app.content, party, foes, runs=RUNS, seed=self.seed, terrain=TERRAIN, daylight=DAYLIGHT,
                       progress=lambda done, _: self.app.call_from_thread(bar_.update, progress=done))
        self.app.call_from_thread(self._simulated, setup, odds)

    def _simulated(self, setup: Setup, odds: dict[str, Any]) -> None:
        self.odds = (setup, odds)
        self._show_odds()

    def _battle_screen(self) -> BattleScreen:
        from thirdage_tui.tui.screens.grid_fight import BattleScreen

        content = self.app.content
        self.played += 1
        seed = f"{self.seed}:{self.played}"
        battle = muster(content, [hero_profile(h, content) for h in self._party()], self._foes(),
                        Random(seed), terrain=TERRAIN, daylight=DAYLIGHT)
        return BattleScreen(battle, frozenset({0, 1}), title="Referee's workshop", seed=seed)

    def action_play(self) -> None:
        if self._ready():
            self.app.push_screen(self._battle_screen())

    def action_resolve(self) -> None:
        if self._ready():
            screen = self._battle_screen()
            self.app.push_screen(screen)
            self.call_after_refresh(screen.action_auto)
