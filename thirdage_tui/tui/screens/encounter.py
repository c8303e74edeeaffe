"""The encounter before a fight: who is met and how far off, who noticed whom (4.5), surprise, and
the choices with what each risks; beside it the bestiary entry of the foe, told as far as the
company has learnt about that kind of foe.

The screen only shows a `Sighting` and answers with the choice taken; the calling screen resolves
it through `campaign.fights` (the monster memory is `Campaign.monsters`), a fight on the grid
through `play_on_grid`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar, Protocol

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from thirdage_tui.campaign import fights
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.combat.aftermath import Aftermath, aftermath
from thirdage_tui.combat.muster import MEETING_FT, SURPRISE_FT
from thirdage_tui.tui.screens.battle import BattleScreen
from thirdage_tui.tui.screens.choice import Choice

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign, Meeting
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.content.loader import Content

KEYS = {"grid": "f", "quick": "q", "parley": "p", "hide": "h", "slip_away": "s", "flee": "r", "leave": "l"}
"""The key of each choice the screen may offer."""


class Memory(Protocol):
    """What the company has learnt of each kind of foe: "unknown", "seen", "fought" or "known"."""

    def level(self, creature: str) -> str: ...


class CampaignMemory:
    """The monster memory of a campaign (`Campaign.monsters`): read here, written only by the
    campaign engine (`fights.face` and `fights.aftermath`), so a fight is counted once."""

    def __init__(self, campaign: Campaign) -> None:
        self.campaign = campaign

    def level(self, creature: str) -> str:
        return fights.lore(self.campaign, creature)


@dataclass(frozen=True)
class Sighting:
    """A band met, as the screen shows it: `noticing` tells who saw whom, `choices` what may be done
    (a choice's label says what it risks; `blocked` why it cannot be taken now)."""

    creature: str
    count: int
    distance_ft: int
    noticing: tuple[str, ...]
    surprised: str | None
    choices: tuple[Choice, ...]


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


BAND_NOTICING = {"company": "They saw the company first.", "foes": "The company saw them first, unseen.",
                 None: "Neither side saw the other first: you come upon each other."}
"""Who noticed whom on the road, by who is surprised (`Meeting.surprised`)."""
NO_SLIPPING_AWAY = {"company": "they saw you first", "foes": None, None: "you came upon each other"}
"""Why the company cannot slip away, by who is surprised (None: it can)."""


def band_sighting(meeting: Meeting, talks: bool) -> Sighting:
    """A band met on a campaign's road (`campaign.fights.face` resolves the choice)."""
    choices = (Choice("grid", "Fight on the grid: you command the company."),
               Choice("quick", "Fight, and let the blows fall at once (the engine's tactics)."),
               Choice("slip_away", "Slip away unseen: safe, while they have not seen you.",
                      NO_SLIPPING_AWAY[meeting.surprised]),
               Choice("flee", "Run: if they are faster, they fall on you from behind."),
               Choice("parley", "Parley (Oratory against their resolve): fail, and you fight.",
                      None if talks else "they do not talk"))
    distance = SURPRISE_FT if meeting.surprised == "company" else MEETING_FT
    return Sighting(meeting.creature, meeting.count, distance, (BAND_NOTICING[meeting.surprised],),
                    meeting.surprised, choices)


def quarry_sighting(creature: str, count: int) -> Sighting:
    """An errand's foe sought out at its lair: the company chooses when, so nobody is surprised."""
    choices = (Choice("grid", "Fight on the grid: you command the company."),
               Choice("quick", "Fight, and let the blows fall at once (the engine's tactics)."),
               Choice("leave", "Not yet: leave them be for now."))
    return Sighting(creature, count, MEETING_FT, ("You have sought them out: they are before you.",), None, choices)


class EncounterScreen(Screen[str | None]):
    """A band met; dismissed with the id of the choice taken (None: put off)."""

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
        Binding(KEYS["leave"], "choose('leave')", "Leave", id="encounter.leave"),
    ]

    def __init__(self, content: Content, sighting: Sighting, memory: Memory) -> None:
        super().__init__()
        self.content, self.sighting, self.memory = content, sighting, memory
        self.surprised = sighting.surprised
        self.offered = {c.id: c for c in sighting.choices}

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
        creature = self.sighting.creature
        self.query_one("#encounter-entry", Static).update(
            lore_text(self.content, creature, self.memory.level(creature)))

    def _text(self, news: str = "") -> str:
        s = self.sighting
        name = self.content.bestiary[s.creature].name
        lines = [f"[b]{s.count} × {name}[/b], {s.distance_ft} ft away.", *s.noticing, SURPRISE_WORDS[self.surprised],
                 ""]
        for choice in s.choices:
            key = f"[b]{KEYS[choice.id]}[/b]"
            lines.append(f"[dim]{KEYS[choice.id]} {choice.label} ({choice.blocked})[/dim]" if choice.blocked
                         else f"{key} {choice.label}")
        return "\n".join(lines + ([f"\n{news}"] if news else []))

    def say(self, news: str) -> None:
        self.query_one("#encounter-text", Static).update(self._text(news))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only the choices offered are shown; a blocked one is shown greyed."""
        if action != "choose":
            return True
        choice = self.offered.get(str(parameters[0]))
        if choice is None:
            return False
        return True if choice.blocked is None else None

    def action_choose(self, key: str) -> None:
        choice = self.offered.get(key)
        if choice is None or choice.blocked:
            self.notify(choice.blocked if choice else "Not here.", severity="warning")
            return
        self.choose(key)

    def choose(self, key: str) -> None:
        """Take the choice: here, answer with it for the caller to resolve."""
        self.dismiss(key)


def play_on_grid(app: App, campaign: Campaign, content: Content, battle: Battle, title: str,
                 record: Callable[[Battle], fights.FightReport], then: Callable[[], object]) -> None:
    """Fight `battle` on the grid with `campaign`'s company. When it is over, `record` carries it
    back into the campaign, the aftermath screen tells what was recorded, and `then` follows."""
    kinds = sorted({c.p.ref for c in battle.sides[1]})

    def settle(done: Battle) -> tuple[Aftermath, tuple[str, ...]]:
        start = len(campaign.journal)
        try:
            report = record(done)
        except CampaignError as exc:
            return aftermath(done, content, campaign.rng()), (f"Not recorded: {exc}.",)
        lore = [f"What the company knows of the {content.bestiary[k].name}: {fights.lore(campaign, k)}."
                for k in kinds]
        return report.aftermath, (*(entry.text for entry in campaign.journal[start:]), *lore)

    app.push_screen(BattleScreen(battle, title=title, settle=settle), lambda _: then())


def band_on_grid(app: App, campaign: Campaign, content: Content, then: Callable[[], object]) -> None:
    """Fight the first band met on the grid; `fights.settle` carries the fight back into `campaign`."""
    meeting = campaign.pending.pop(0)
    battle = fights.begin(campaign, content, [(meeting.creature, meeting.count)], surprised=meeting.surprised,
                          daylight=meeting.time == "day")
    play_on_grid(app, campaign, content, battle, f"{meeting.count} {content.bestiary[meeting.creature].name}",
                 lambda done: fights.settle(campaign, content, done), then)
