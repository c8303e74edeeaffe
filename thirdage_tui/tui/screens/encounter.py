"""The encounter before a fight: who is met and how far off, who noticed whom (4.5), surprise, and
the choices (fight, parley, hide, flee) with their risks; beside it the bestiary entry of the foe,
told as far as the hero has learnt about that kind of foe. The rolls are `combat.meeting`'s."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from thirdage_tui.campaign.rules import MONSTER_LORE, SLAIN_TO_KNOW
from thirdage_tui.combat import meeting as mt
from thirdage_tui.combat.grid import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.storage import write_json_atomic

if TYPE_CHECKING:
    from thirdage_tui.content.loader import Content
    from thirdage_tui.engine.hero import Hero

SURPRISE_FT = 10


class MonsterMemory:
    """What the hero has learnt of each kind of foe, kept in the saves folder (outside a campaign,
    whose own `Campaign.monsters` holds the same counts)."""

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


class EncounterScreen(Screen[str]):
    """A band met; dismissed with what became of it ("won", "lost", "parleyed", "hidden", "fled")."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f", "fight", "Fight", id="encounter.fight"),
        Binding("p", "parley", "Parley", id="encounter.parley"),
        Binding("h", "hide", "Hide", id="encounter.hide"),
        Binding("r", "flee", "Flee", id="encounter.flee"),
    ]

    def __init__(self, content: Content, heroes: list[Hero], creature: str, count: int, *, rng: Random,
                 memory: MonsterMemory, distance_ft: int = 60, terrain: str = "open") -> None:
        super().__init__()
        self.content, self.heroes, self.rng, self.memory, self.terrain = content, heroes, rng, memory, terrain
        self.meeting = mt.meet(content, heroes, creature, count, distance_ft, rng)
        self.surprised = self.meeting.surprised
        memory.record(creature, seen=count)

    def compose(self) -> ComposeResult:
        with Horizontal(id="encounter-body"):
            yield Static(self._text(), id="encounter-text")
            with VerticalScroll(id="encounter-lore"):
                yield Static(lore_text(self.content, self.meeting.creature, self.memory.level(self.meeting.creature)))
        yield Footer()

    def _text(self, news: str = "") -> str:
        m = self.meeting
        name = self.content.bestiary[m.creature].name
        s, h = m.spotted, m.heard
        lines = [f"[b]{m.count} × {name}[/b], {m.distance_ft} ft away.",
                 (f"You look: d20 {s.attacker_roll} vs {s.attacker_level}, they hide: d20 {s.defender_roll} vs "
                  f"{s.defender_level} → {'you see them' if s.winner == 'attacker' else 'they are hidden'}."),
                 (f"They listen: d20 {h.attacker_roll} vs {h.attacker_level}, you creep: d20 {h.defender_roll} vs "
                  f"{h.defender_level} → {'they have noticed you' if h.winner == 'attacker' else 'unnoticed'}."),
                 {"company": "[b red]You are surprised![/b red]", "foes": "[b green]They are unaware of you.[/b green]",
                  None: "Neither side is surprised."}[self.surprised], ""]
        for key, risk in mt.RISKS.items():
            if key != "parley" or mt.can_parley(self.content, m.creature):
                lines.append(f"[b]{key[0]}[/b] {key}: {risk}")
        return "\n".join(lines + ([f"\n{news}"] if news else []))

    def _say(self, news: str) -> None:
        self.query_one("#encounter-text", Static).update(self._text(news))

    def action_fight(self) -> None:
        from thirdage_tui.tui.screens.battle import BattleScreen

        m, content = self.meeting, self.content
        caught = self.surprised
        battle = muster(content, [hero_profile(h, content) for h in self.heroes],
                        [(content.bestiary[m.creature], m.count)], self.rng, terrain=self.terrain,
                        distance_ft=SURPRISE_FT if caught == "company" else m.distance_ft, daylight=True)
        for c in battle.c:
            if caught == ("company", "foes")[c.side]:
                c.surprise_sr = battle.rules.surprise_sr(SURPRISE_FT)
        self.memory.record(m.creature, fought=1)
        self.app.push_screen(BattleScreen(battle), self._after_battle)

    def _after_battle(self, battle) -> None:
        slain = sum(c.dead for c in battle.c if c.side == 1)
        if slain:
            self.memory.record(self.meeting.creature, slain=slain)
        self.dismiss("won" if battle.side_fighting(0) and not battle.side_fighting(1) else "lost")

    def action_parley(self) -> None:
        if not mt.can_parley(self.content, self.meeting.creature):
            self.notify("These do not parley.", severity="warning")
            return
        roll = mt.parley(self.content, self.heroes, self.meeting.creature, self.rng)
        if roll.winner == "attacker":
            self.dismiss("parleyed")
        else:
            self.surprised = "company"
            self._say(f"The parley fails (d20 {roll.attacker_roll} vs {roll.attacker_level}): they strike first!")

    def action_hide(self) -> None:
        roll = mt.hide(self.content, self.heroes, self.meeting.creature, self.rng)
        if roll.winner == "attacker":
            self.dismiss("hidden")
        else:
            self._say(f"They find you (d20 {roll.attacker_roll} vs {roll.attacker_level}): fight or flee!")

    def action_flee(self) -> None:
        if mt.flee(self.content, self.heroes, self.meeting.creature):
            self.dismiss("fled")
        else:
            self.surprised = "company"
            self._say("They are faster: they catch you, and you must fight them unready.")
