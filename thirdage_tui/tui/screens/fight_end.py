"""After the fight: victory, defeat or flight; the loot; the wounds carried away; the weapons
ticked for improvement (4.4). The figures are the fight's aftermath (`combat.aftermath`), the same
the campaign carries back."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from thirdage_tui.combat.aftermath import Aftermath
from thirdage_tui.engine.inventory import stacks
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.screens.game_screen import GameModalScreen

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

HEADLINES = {"victory": "Victory!", "defeat": "Defeat.", "flight": "The company flees.",
             "stalemate": "Neither side can fight on.", "timeout": "The fight breaks off: both sides still stand."}
NOTHING_WRITTEN = "Nothing is written back: a fight in the referee's workshop leaves no trace on heroes or memory."


def aftermath_text(after: Aftermath, content: Content, recorded: tuple[str, ...] | None = None) -> str:
    """The fight's end told; `recorded` is what was written back where the fight came from."""
    outcome = after.outcome
    lines = [f"[b]{HEADLINES[outcome.ending]}[/b]  ({counted(outcome.rounds, 'round')})", ""]
    for f in outcome.fighters:
        end = f"{f.status}, {f.hp_left}/{f.hit_points} HP" + (f": {f.cause}" if f.cause else "")
        if f.uid in after.fallen and not f.dead:
            end += "; then slain where he lay (the foes hold the field)"
        elif f.uid in after.captured:
            end += "; taken captive by the foes"
        lines.append(f"{'•' if f.side == 0 else '·'} {f.uid}: {end}")
    if outcome.party_won:
        lines += ["", f"[b]Loot[/b]: {f'{after.silver} silver' if after.silver else 'none'}"]
        if after.gear:
            lines.append(f"Left where they fell: {', '.join(s.label for s in stacks(content, after.gear))}")
    carried = [f"{hero.uid}: " + (", ".join(f"{h.name} {h.lost}" for h in hero.hurts) or "unhurt")
               for hero in after.heroes if hero.uid not in after.fallen]
    lines += ["", "[b]Wounds carried away[/b]", *(carried or ["nobody lives to carry any"])]
    ticked = [f"{hero}: {', '.join(content.weapons[w].name for w in weapons)}" for hero, weapons in after.ticks.items()]
    heading = "Ticked for improvement (4.4)" if recorded is not None else "Would be ticked for improvement (4.4)"
    lines += ["", f"[b]{heading}[/b]", *(ticked or ["nothing this time"])]
    lines += ["", "[b]Written back[/b]", *(recorded or [NOTHING_WRITTEN])]
    return "\n".join(lines)


class AftermathScreen(GameModalScreen[Aftermath]):
    """The end of a fight, told; dismissed with its aftermath."""

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

    def __init__(self, after: Aftermath, content: Content, recorded: tuple[str, ...] | None = None) -> None:
        super().__init__()
        self.aftermath = after
        self.content = content
        self.recorded = recorded

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="aftermath-box"):
            yield Static(aftermath_text(self.aftermath, self.content, self.recorded), id="aftermath-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(self.aftermath)
