"""The hall of the fallen and the honoured: every hero whose tale has ended (or, in explorer mode,
nearly ended) or who retired, the highest score first, with his record — days, miles, foes slain and
felled, errands, reputation, the shadow, the journal's highlights, the cause of his end, the seed."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.engine.wording import counted
from thirdage_tui.persistence.campaigns import hall
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.hero_kind import kind_of

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content


def tale_text(tale: dict[str, Any], content: Content) -> str:
    """A hero's tale, as the hall tells it: fallen, retired, or (in explorer mode) fallen and carried
    home alive."""
    done, failed = tale["errands"]["done"], tale["errands"]["failed"]
    retired = tale.get("retired")
    when = f", {tale['fell_on']}" if tale["fell_on"] else ""
    if retired:
        end = f"[b green]Retired in honour[/], {escape(retired)}"
    elif tale["explorer"]:
        end = (f"[b yellow]Fell ({escape(tale['cause'] or 'at the end of his strength')}){when}, and was carried "
               "home alive[/]: explorer mode, the tale goes on")
    else:
        end = f"[b red]{escape(tale['cause'] or 'lives on')}[/]{when}"
    lines = [f"[b]{escape(tale['hero'])}[/b], {kind_of(content, tale['race'], tale['background'])}"
             + ("  [b reverse] EXPLORER [/]" if tale["explorer"] else ""),
             end + (f"  [b]score {tale['score']}[/b]" if "score" in tale else ""),
             "", (f"{counted(tale['days'], 'day')}, {counted(tale['miles'], 'mile')}, "
                  f"{counted(tale['fights'], 'fight')}, {counted(tale['foes_slain'], 'foe')} slain"),
             f"Errands: {len(done)} done, {len(failed)} failed" if done or failed else "Errands: none"]
    lines += [f"  ✓ {escape(t)}" for t in done] + [f"  ✗ {escape(t)}" for t in failed]
    if tale["reputation"]:
        lines += ["Reputation: " + ", ".join(f"{escape(who)} {level}" for who, level in tale["reputation"].items())]
    lines += record_text(tale)
    lines += ["", f"[dim]seed {tale['seed']}[/dim]"]
    return "\n".join(lines)


def record_text(tale: dict[str, Any]) -> list[str]:
    """The rest of a hero's record, when his tale keeps one: foes felled, the shadow, the journal's highlights."""
    lines = []
    if tale.get("foes_felled"):
        lines += ["Foes felled: " + ", ".join(f"{escape(k)} {n}" for k, n in tale["foes_felled"].items())]
    if tale.get("arc"):
        shadow = tale["arc"]
        lines += [f"The shadow: {escape(shadow['milestone'])} ({counted(shadow['clues'], 'clue')})"
                  + (f", proof laid before the White Council {escape(shadow['ended'])}" if shadow["ended"] else "")]
    if tale.get("highlights"):
        lines += ["", "[b]From the journal[/b]"] + [f"  {escape(line)}" for line in tale["highlights"]]
    return lines


class HallScreen(GameScreen[None]):
    """The fallen, most recent first; their tales beside."""

    DEFAULT_CSS = """
    HallScreen {
        #hall-body { height: 1fr; }
        #hall-list { width: 26; border: round $primary 50%; }
        #hall-list:focus { border: round $primary; }
        #hall-tale-box { width: 1fr; border: round $secondary 50%; padding: 0 1; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "app.pop_screen", "Back", id="hall.back")]

    def __init__(self, chosen: Path | None = None) -> None:
        super().__init__()
        self.chosen = str(chosen) if chosen else None
        self.tales: dict[str, dict[str, Any]] = {}

    def compose(self) -> ComposeResult:
        self.tales = {t["path"]: t for t in hall(self.app.saves_dir)}
        yield Header()
        with Horizontal(id="hall-body"):
            yield OptionList(*(Option(f"{escape(t['hero'])}{' (honoured)' if t.get('retired') else ''}"
                                      f"{' (carried home)' if t['explorer'] and not t.get('retired') else ''}", id=p)
                               for p, t in self.tales.items()), id="hall-list")
            with VerticalScroll(id="hall-tale-box"):
                yield Static("[dim]The hall is empty: no hero has fallen yet.[/dim]", id="hall-tale")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "The hall of the fallen"
        found = self.query_one("#hall-list", OptionList)
        if self.tales:
            found.highlighted = list(self.tales).index(self.chosen) if self.chosen in self.tales else 0
        found.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_id in self.tales:
            self.query_one("#hall-tale", Static).update(tale_text(self.tales[event.option_id], self.app.content))
