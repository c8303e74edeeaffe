"""After the fight: victory, defeat or flight; the loot; the wounds carried away; the weapons
ticked for improvement (4.4). Figures come from `thirdage_tui.combat.spoils`."""

from __future__ import annotations

from random import Random
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.spoils import Spoils, spoils

HEADLINES = {"victory": "Victory!", "defeat": "Defeat.", "flight": "The company flees.",
             "stalemate": "Neither side can fight on."}


NOTHING_WRITTEN = "Nothing is written back: a fight in the referee's workshop leaves no trace on heroes or memory."


def aftermath_text(found: Spoils, battle: Battle, recorded: tuple[str, ...] | None = None) -> str:
    """The fight's end told; `recorded` is what was written back where the fight came from."""
    lines = [f"[b]{HEADLINES[found.ending]}[/b]  ({battle.round} rounds)", ""]
    for c in battle.c:
        lines.append(f"{'•' if c.side == 0 else '·'} {c.uid}: {c.status}, {c.hp_left}/{c.p.hit_points} HP")
    if found.ending == "victory":
        lines += ["", f"[b]Loot[/b]: {found.silver} silver" + (f"; {', '.join(found.gear)}" if found.gear else "")]
    lines += ["", "[b]Wounds carried away[/b]"]
    lines += [f"{hero}: " + (", ".join(f"{loc} -{hp}" for loc, hp in hurt.items()) or "unhurt")
              for hero, hurt in found.wounds.items()]
    ticked = [f"{hero}: {', '.join(weapons)}" for hero, weapons in found.ticks.items()]
    lines += ["", "[b]Ticked for improvement (4.4)[/b]", *(ticked or ["nothing this time"])]
    lines += ["", "[b]Written back[/b]", *(recorded or [NOTHING_WRITTEN])]
    return "\n".join(lines)


class AftermathScreen(ModalScreen[Spoils]):
    """The end of a fight, told; dismissed with its spoils."""

    DEFAULT_CSS = """
    AftermathScreen {
        align: center middle;
        #aftermath-box {
            width: 64; height: auto; max-height: 90%; border: thick $accent; background: $surface; padding: 0 2;
        }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,space", "close", "Continue", id="aftermath.close"),
    ]

    def __init__(self, battle: Battle, seed: int = 0, recorded: tuple[str, ...] | None = None) -> None:
        super().__init__()
        self.battle = battle
        self.recorded = recorded
        self.spoils = spoils(battle, battle.content, Random(f"spoils:{seed}"))

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="aftermath-box"):
            yield Static(aftermath_text(self.spoils, self.battle, self.recorded), id="aftermath-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(self.spoils)
