"""The encounter before a fight: who is met and how far off, who noticed whom (4.5), surprise, and
the courses the rules allow now with what each risks (those they do not, greyed with why); beside it
the bestiary entry of the foe, told as far as the company has learnt about that kind of foe.

The screen shows a band met as the campaign session tells it (`session.BandMet`) and answers with
the choice taken; the calling screen hands it to the session, a fight on the grid through
`play_on_grid`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Static

from thirdage_tui.campaign.rivals import rival_words
from thirdage_tui.campaign.session import EndFight, Fought, Refused
from thirdage_tui.tui.screens.choice import Choice
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.world.encounters import band_words, noticing

if TYPE_CHECKING:
    from textual.widget import Widget

    from thirdage_tui.campaign.session import BandMet, FightBegun, Session, SessionEvent
    from thirdage_tui.combat.aftermath import Aftermath
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.content.store import Content

KEYS = {"grid": "f", "quick": "q", "parley": "p", "hide": "h", "slip_away": "s", "flee": "r", "leave": "l"}
"""The key of each choice the screen may offer."""
FIGHTS = (("grid", "Fight on the grid: you command the company."),
          ("quick", "Fight, and let the blows fall at once (the engine's tactics)."))
"""The two ways of the course "fight": commanded on the grid, or resolved at once."""
COURSE_WORDS = {"slip_away": "Slip away unseen: safe, while they have not seen you.",
                "flee": "Flee: if they are faster, they fall on you from behind.",
                "parley": "Parley (Oratory against their resolve): fail, and you fight.",
                "leave": "Not yet: leave them be for now."}
"""Each other course, with what it risks."""
SURPRISE_WORDS = {"company": "[b red]You are surprised![/b red]", "foes": "[b green]They are unaware of you.[/b green]",
                  None: "Neither side is surprised."}


def lore_text(content: Content, creature_id: str, level: str) -> str:
    """The bestiary entry as far as it is known: unknown, seen, fought, known."""
    c = content.bestiary[creature_id]
    lines = [f"[b]{c.name}[/b]  ({level})", c.description if level != "unknown" else "A kind of foe not met before."]
    if level in ("seen", "fought", "known"):
        arms = [content.weapons[w.weapon].name for w in c.weapons] + [w.name for w in c.natural_weapons]
        lines += [f"Family {c.family}, move {c.move}; armed with {', '.join(arms)}."]
    if level in ("fought", "known"):
        lines += ["Attributes: " + ", ".join(f"{k} {v}" for k, v in c.attributes.items())]
        lines += [f"Morale {c.behaviour.morale}" + (", hunts in packs" if c.behaviour.pack else "")
                  + (", keeps its distance" if c.behaviour.keeps_distance else "")]
    if level == "known":
        lines += [f"Special: {s.type.replace('_', ' ')}" for s in c.specials]
        lines += [f"Natural armour: {', '.join(f'{k} {v}' for k, v in c.natural_armour.items()) or 'none'}"]
    return "\n".join(lines)


def band_noticing(surprised: str | None, count: int) -> str:
    """Who noticed whom on the road, by who is surprised (`Meeting.surprised`), as a sentence."""
    words = noticing(surprised, count)
    return f"{words[:1].upper()}{words[1:]}" + (": you come upon each other." if surprised is None else ".")

SOUGHT = "You have sought them out: they are before you."
"""An errand's foe, sought out at its lair."""


def choices(band: BandMet) -> tuple[Choice, ...]:
    """The courses the session offers, in words: the fight in its two ways, then the others."""
    out: list[Choice] = []
    for course in band.courses:
        if course.id == "fight":
            out += [Choice(key, words, course.blocked) for key, words in FIGHTS]
        else:
            out.append(Choice(course.id, COURSE_WORDS[course.id], course.blocked))
    return tuple(out)


class EncounterScreen(GameScreen[str]):
    """A band met; dismissed with the id of the choice taken (None: put off, by Esc)."""

    DEFAULT_CSS = """
    EncounterScreen {
        #encounter-body { height: 1fr; }
        #encounter-text, #encounter-lore { width: 1fr; height: 1fr; padding: 0 1; border: round $primary 50%; }
        &.-wide #encounter-lore { width: 64; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(KEYS["grid"], "choose('grid')", "Fight", id="encounter.fight"),
        Binding(KEYS["quick"], "choose('quick')", "Quick fight", id="encounter.quick"),
        Binding(KEYS["parley"], "choose('parley')", "Parley", id="encounter.parley"),
        Binding(KEYS["hide"], "choose('hide')", "Hide", id="encounter.hide"),
        Binding(KEYS["slip_away"], "choose('slip_away')", "Slip away", id="encounter.slip_away"),
        Binding(KEYS["flee"], "choose('flee')", "Flee", id="encounter.flee"),
        Binding(KEYS["leave"], "choose('leave')", "Leave be", id="encounter.leave"),
        Binding("escape", "dismiss", "Put off", id="encounter.back", show=False),
    ]

    def __init__(self, content: Content, band: BandMet) -> None:
        super().__init__()
        self.content, self.band = content, band
        self.surprised = band.meeting.surprised
        self.choices = choices(band)
        self.offered = {c.id: c for c in self.choices}

    def compose(self) -> ComposeResult:
        with Horizontal(id="encounter-body"):
            yield Static(self._text(), id="encounter-text")
            with VerticalScroll(id="encounter-lore"):
                yield Static(id="encounter-entry")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#encounter-text").border_title = "Met"
        self.query_one("#encounter-lore").border_title = "Bestiary"
        self.show_lore()

    def show_lore(self) -> None:
        creature = self.band.meeting.creature
        self.query_one("#encounter-entry", Static).update(lore_text(self.content, creature, self.band.lore))

    def _text(self) -> str:
        band, met = self.band, self.band.meeting
        named = band_words(self.content.bestiary[met.creature], met.count)
        seen = SOUGHT if met.errand is not None else band_noticing(met.surprised, met.count)
        lines = [f"[b]{named[:1].upper()}{named[1:]}[/b], {band.distance_ft} ft away.", seen, SURPRISE_WORDS[self.surprised],
                 *([f"Led by {rival_words(self.content, met.rival, met.creature)}."] if met.rival else []), ""]
        for choice in self.choices:
            key = f"[b]{KEYS[choice.id]}[/b]"
            lines.append(f"[dim]{KEYS[choice.id]} {choice.label} (not now: {choice.blocked})[/dim]" if choice.blocked
                         else f"{key} {choice.label}")
        return "\n".join(lines)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the choices offered are shown; a blocked one is shown greyed."""
        if action != "choose":
            return True
        choice = self.offered.get(str(parameters[0]))
        if choice is None:
            return False
        return True if choice.blocked is None else None

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        choice = self.offered.get(str(parameters[0])) if action == "choose" else None
        if choice is None or not choice.blocked:
            return None
        name = next(b.description for b in self.BINDINGS if isinstance(b, Binding) and f"'{choice.id}'" in b.action)
        return f"{name}: {choice.blocked}."

    def action_choose(self, key: str) -> None:
        choice = self.offered.get(key)
        if choice is None:
            self.notify("Not here.", severity="warning")
        elif choice.blocked:
            self.notify(choice.blocked, severity="warning")
        else:
            self.choose(key)

    def choose(self, key: str) -> None:
        """Take the choice: here, answer with it for the caller to resolve."""
        self.dismiss(key)


def play_on_grid(screen: Widget, session: Session, begun: FightBegun,
                 then: Callable[[list[SessionEvent]], object]) -> None:
    """Fight the battle `begun` on the grid, over `screen`. When it is over the session carries it back
    (`EndFight`), the aftermath screen tells the fight and what was written back, and `then` hears
    the rest of what happened."""
    content, band = session.content, begun.band
    ended: list[SessionEvent] = []

    def settle(done: Battle) -> tuple[Aftermath, tuple[str, ...]]:
        ended[:] = session.perform(EndFight(done))
        fought = next(e for e in ended if isinstance(e, Fought))
        refused = [f"Not recorded: {e.why}." for e in ended if isinstance(e, Refused)]
        lore = [f"What the company knows of the {content.bestiary[kind].name}: {level}." for kind, level in fought.lore]
        return fought.report.aftermath, (*refused, *fought.written, *lore)

    def over(_: Battle | None) -> None:
        then([e for e in ended if not isinstance(e, Fought)])

    battle = BattleScreen(begun.battle, title=band_words(content.bestiary[band.creature], band.count), settle=settle,
                          sight=begun.sight)
    screen.app.push_screen(battle, over)
