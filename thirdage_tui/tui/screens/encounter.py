"""The encounter before a fight: who is met and how far off, who noticed whom (4.5), surprise, and
the choices with what each risks; beside it the bestiary entry of the foe, told as far as the
company has learnt about that kind of foe.

The screen only shows a `Sighting` and answers with the choice taken. Who resolves it depends on
where the meeting happens: in a campaign (or a wander, on its throwaway ledger), the calling screen
through `campaign.fights` (its monster memory is `Campaign.monsters`), a fight on the grid through
`fight_on_grid`; outside one, `LoneEncounterScreen` through `combat.meeting`, with a monster memory
kept in the saves folder. `Memory` is the one interface both memories offer."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, ClassVar, Protocol

from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from thirdage_tui.campaign import fights
from thirdage_tui.campaign.rules import MONSTER_LORE, SLAIN_TO_KNOW
from thirdage_tui.campaign.state import CampaignError
from thirdage_tui.combat import meeting as mt
from thirdage_tui.combat.grid import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.storage import write_json_atomic
from thirdage_tui.tui.screens.battle import BattleScreen
from thirdage_tui.tui.screens.choice import Choice

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign, Meeting
    from thirdage_tui.combat.grid import GridBattle
    from thirdage_tui.content.loader import Content
    from thirdage_tui.engine.hero import Hero

MEETING_FT = 60
"""How far off a band is met when neither side is caught unaware."""
SURPRISE_FT = 10
"""How close a band that catches the company unaware comes (G4.5: +3 SR to the surprised)."""
KEYS = {"grid": "f", "quick": "q", "parley": "p", "hide": "h", "slip_away": "s", "flee": "r", "leave": "l"}
"""The key of each choice the screen may offer."""


class Memory(Protocol):
    """What the company has learnt of each kind of foe: "unknown", "seen", "fought" or "known"."""

    def level(self, creature: str) -> str: ...


class MonsterMemory:
    """The monster memory outside a campaign, kept as JSON in the saves folder."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.counts: dict[str, dict[str, int]] = json.loads(path.read_text()) if path.is_file() else {}

    def level(self, creature: str) -> str:
        found = self.counts.get(creature)
        if not found:
            return MONSTER_LORE[0]
        return MONSTER_LORE[3 if found.get("slain", 0) >= SLAIN_TO_KNOW else 2 if found.get("fought") else 1]

    def record(self, creature: str, **counts: int) -> None:
        entry = self.counts.setdefault(creature, {})
        for key, n in counts.items():
            entry[key] = entry.get(key, 0) + n
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(self.path, self.counts)


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


def lone_sighting(meeting: mt.Meeting, talks: bool) -> Sighting:
    """A meeting rolled by `combat.meeting`, with both noticing rolls told."""
    s, h = meeting.spotted, meeting.heard
    noticing = ((f"You look: d20 {s.attacker_roll} vs {s.attacker_level}, they hide: d20 {s.defender_roll} vs "
                 f"{s.defender_level} → {'you see them' if s.winner == 'attacker' else 'they are hidden'}."),
                (f"They listen: d20 {h.attacker_roll} vs {h.attacker_level}, you creep: d20 {h.defender_roll} vs "
                 f"{h.defender_level} → {'they have noticed you' if h.winner == 'attacker' else 'unnoticed'}."))
    choices = (Choice("grid", mt.RISKS["fight"]),
               Choice("parley", mt.RISKS["parley"], None if talks else "they do not talk"),
               Choice("hide", mt.RISKS["hide"]), Choice("flee", mt.RISKS["flee"]))
    return Sighting(meeting.creature, meeting.count, meeting.distance_ft, noticing, meeting.surprised, choices)


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


class LoneEncounterScreen(EncounterScreen):
    """A band met outside a campaign: the choices resolved by `combat.meeting`, the fight played on
    the grid, and what is learnt kept in a `MonsterMemory`. Dismissed with "won", "lost",
    "parleyed", "hidden" or "fled"."""

    def __init__(self, content: Content, heroes: list[Hero], creature: str, count: int, *, rng: Random,
                 memory: MonsterMemory, distance_ft: int = MEETING_FT, terrain: str = "open") -> None:
        meeting = mt.meet(content, heroes, creature, count, distance_ft, rng)
        super().__init__(content, lone_sighting(meeting, mt.can_parley(content, creature)), memory)
        self.heroes, self.rng, self.terrain, self.lone = heroes, rng, terrain, memory
        memory.record(creature, seen=count)

    def choose(self, key: str) -> None:
        getattr(self, f"_{key}")()

    def _grid(self) -> None:
        s, content = self.sighting, self.content
        battle = muster(content, [hero_profile(h, content) for h in self.heroes],
                        [(content.bestiary[s.creature], s.count)], self.rng, terrain=self.terrain,
                        distance_ft=SURPRISE_FT if self.surprised == "company" else s.distance_ft, daylight=True)
        surprise(battle, self.surprised)
        self.app.push_screen(BattleScreen(battle, write_back=self._write_back), self._after_battle)

    def _write_back(self, battle: GridBattle) -> tuple[str, ...]:
        """Into the monster memory: the foe fought, and how many slain."""
        creature = self.sighting.creature
        self.lone.record(creature, fought=1, slain=sum(c.dead for c in battle.c if c.side == 1))
        name = self.content.bestiary[creature].name
        return (f"Monster memory ({self.lone.path.name}): the {name} are now {self.lone.level(creature)} to you.",)

    def _after_battle(self, battle: GridBattle) -> None:
        self.dismiss("won" if battle.side_fighting(0) and not battle.side_fighting(1) else "lost")

    def _parley(self) -> None:
        roll = mt.parley(self.content, self.heroes, self.sighting.creature, self.rng)
        if roll.winner == "attacker":
            self.dismiss("parleyed")
        else:
            self.surprised = "company"
            self.say(f"The parley fails (d20 {roll.attacker_roll} vs {roll.attacker_level}): they strike first!")

    def _hide(self) -> None:
        roll = mt.hide(self.content, self.heroes, self.sighting.creature, self.rng)
        if roll.winner == "attacker":
            self.dismiss("hidden")
        else:
            self.say(f"They find you (d20 {roll.attacker_roll} vs {roll.attacker_level}): fight or flee!")

    def _flee(self) -> None:
        if mt.flee(self.content, self.heroes, self.sighting.creature):
            self.dismiss("fled")
        else:
            self.surprised = "company"
            self.say("They are faster: they catch you, and you must fight them unready.")


def surprise(battle: GridBattle, surprised: str | None) -> None:
    """The side caught unaware acts later this first round (G4.5: +3 SR within 10 ft)."""
    for fighter in battle.c:
        if surprised == ("company", "foes")[fighter.side]:
            fighter.surprise_sr = battle.rules.surprise_sr(SURPRISE_FT)


def fight_on_grid(app: App, campaign: Campaign, content: Content, foe: tuple[str, int], surprised: str | None,
                  write: Callable[[GridBattle], fights.FightReport], then: Callable[[], object], *,
                  daylight: bool = True) -> None:
    """Fight `foe` (creature id, count) on the grid with `campaign`'s company. When it is over, `write`
    records it in the campaign, the aftermath screen tells what was recorded, and `then` follows."""
    creature, count = foe
    name = content.bestiary[creature].name
    battle = muster(content, fights.party(campaign, content), [(content.bestiary[creature], count)],
                    campaign.rng(), distance_ft=SURPRISE_FT if surprised == "company" else MEETING_FT,
                    daylight=daylight)
    surprise(battle, surprised)

    def write_back(done: GridBattle) -> tuple[str, ...]:
        start = len(campaign.journal)
        try:
            write(done)
        except CampaignError as exc:
            return (f"Not recorded: {exc}.",)
        return (*(entry.text for entry in campaign.journal[start:]),
                f"What the company knows of the {name}: {fights.lore(campaign, creature)}.")

    app.push_screen(BattleScreen(battle, title=f"{count} {name}", write_back=write_back), lambda _: then())


def band_on_grid(app: App, campaign: Campaign, content: Content, then: Callable[[], object]) -> None:
    """Fight the first band met on the grid; `fights.aftermath` carries the fight back into `campaign`."""
    meeting = campaign.pending.pop(0)
    fight_on_grid(app, campaign, content, (meeting.creature, meeting.count), meeting.surprised,
                  lambda battle: fights.aftermath(campaign, content, battle), then, daylight=meeting.time == "day")
