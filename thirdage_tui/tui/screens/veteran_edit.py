"""A veteran entered by the referee: a saved hero's trained attributes, skill levels, weapon points,
Hero Magic, spells, wounds and POW spent, each change checked by `engine.veteran.edit_hero` (a
refusal says the rule it keeps) and held until the referee writes the hero to his file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.console import Group
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.widgets import Footer, Header, OptionList
from textual.widgets.option_list import Option

from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.herofile import HERO_PRONOUNS
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.engine.skills import skill_ability, skill_name, skill_points
from thirdage_tui.engine.veteran import Edit, EditError, edit_hero
from thirdage_tui.persistence.heroes import RefusedWrite, write_hero
from thirdage_tui.tui.screens.answer import AnswerScreen
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask, sentence
from thirdage_tui.tui.widgets import hero_parts as parts
from thirdage_tui.tui.widgets.sheet_view import Panel

if TYPE_CHECKING:
    from thirdage_tui.engine.hero import Hero

ADD_SKILL, ADD_WEAPON, ADD_MAGIC, ADD_SPELL = "add:skill", "add:weapon", "add:magic", "add:spell"
PRONOUN = "pronoun"
"""The row of how the game speaks of him (Enter turns he to she and back)."""


def other_pronoun(hero: Hero) -> str:
    """The pronoun Enter on its row gives him: the other of the two a hero may have."""
    return next(p for p in HERO_PRONOUNS if p != hero.pronoun)


class VeteranScreen(GameScreen[None]):
    """Every value a referee may set, on the left; the hero as he would be, on the right."""

    DEFAULT_CSS = """
    VeteranScreen {
        #veteran-body { height: 1fr; }
        #veteran-values { width: 38; border: round $primary; }
        #veteran-sheet { width: 1fr; padding: 0 1; }
        &.-wide #veteran-values { width: 50; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("w", "write", "Write", id="veteran.write", tooltip="write the hero to his file"),
        Binding("u", "undo", "Undo all", id="veteran.undo", tooltip="forget the changes not written"),
        Binding("escape", "leave", "Back", id="veteran.back"),
    ]

    def __init__(self, hero: Hero, path: Path) -> None:
        super().__init__()
        self.saved = hero
        """The hero as his file has him."""
        self.hero = hero
        """The hero with the changes made here."""
        self.path = path
        self.changes: list[str] = []
        """The changes made here and not written, in words."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="veteran-body"):
            yield OptionList(id="veteran-values")
            yield VerticalScroll(id="veteran-sheet")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#veteran-values", OptionList).border_title = "Enter: change"
        self.show()
        self.query_one("#veteran-values").focus()

    # -- showing ------------------------------------------------------------------------------------

    def rows(self) -> list[Option]:
        """Each value that may be changed, by what it is, then the additions."""
        content, hero = self.app.content, self.hero
        mods = ab.ability_modifiers(hero.attributes, content.tables)
        race = content.races[hero.race]
        body = content.bodies[race.body]
        rows = [Option(f"{a} {hero.attributes[a]}", id=f"attr:{a}") for a in ATTRS]
        for key, points in sorted(skill_points(hero.skills, race, content).items()):
            name = skill_name(content, key)
            rows.append(Option(f"{name} {points + mods[skill_ability(content, key)]}", id=f"skill:{name}"))
        rows += [Option(f"{content.weapons[w].name} {p} points", id=f"weapon:{content.weapons[w].name}")
                 for w, p in hero.weapons.items() if w in content.weapons]
        rows += [Option(f"{content.hero_magic[m].name} {level}", id=f"magic:{content.hero_magic[m].name}")
                 for m, level in hero.hero_magic.items() if m in content.hero_magic]
        rows += [Option(f"Wounds, {loc.name} {hero.wounds.get(loc.id, 0)}", id=f"wound:{loc.id}")
                 for loc in body.locations]
        rows.append(Option(f"POW spent {hero.pow_spent}", id="pow"))
        rows.append(Option(f"Spoken of as {hero.pronoun} (Enter: {other_pronoun(hero)})", id=PRONOUN))
        rows += [Option("+ a skill", id=ADD_SKILL), Option("+ weapon points", id=ADD_WEAPON),
                 Option("+ Hero Magic", id=ADD_MAGIC),
                 Option("+ a spell", id=ADD_SPELL)]
        return rows

    def show(self) -> None:
        options = self.query_one("#veteran-values", OptionList)
        kept = options.highlighted
        options.clear_options()
        options.add_options(self.rows())
        options.highlighted = min(kept or 0, options.option_count - 1)
        changed = self.hero != self.saved
        self.sub_title = f"{self.hero.name} · {self.path.name}" + (" · not written (w)" if changed else "")
        sheet = character_sheet(self.hero, self.app.content)
        place = self.query_one("#veteran-sheet")
        place.remove_children()
        place.mount_all([
            Panel("Not written yet", "\n".join(self.changes) or "nothing changed"),
            Panel("Attributes", Group(parts.attributes(sheet), "", parts.abilities(sheet))),
            Panel("Vitals", parts.vitals(sheet)),
            Panel("Hero Magic and spells", parts.magic(sheet)),
        ])

    # -- changing -----------------------------------------------------------------------------------

    def apply(self, edit: Edit, said: str) -> None:
        """The change if the rules allow it; else the refusal, with the rule it keeps."""
        try:
            changed = edit_hero(self.hero, edit, self.app.content)
        except EditError as exc:
            self.notify(sentence(str(exc)), title="Not allowed", severity="warning", timeout=10)
            return
        if changed == self.hero:
            return
        self.hero = changed
        self.changes.append(said)
        self.show()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """Enter on a row: ask its new value (or what to add)."""
        event.stop()
        row = event.option
        kind, _, what = (row.id or "").partition(":")
        if row.id in (ADD_SKILL, ADD_WEAPON, ADD_MAGIC, ADD_SPELL):
            self.add(row.id)
            return
        if row.id == PRONOUN:
            other = other_pronoun(self.hero)
            self.apply(Edit(pronoun=other), f"spoken of as {other}")
            return
        current = str(row.prompt).rsplit(" ", 2 if kind == "weapon" else 1)[1]
        label = str(row.prompt).rsplit(" ", 2 if kind == "weapon" else 1)[0]
        self.ask_number(kind, what, label, current)

    def ask_number(self, kind: str, what: str, label: str, current: str) -> None:
        """Ask the new value of one row and apply it."""
        def typed(text: str) -> None:
            value = text.strip()
            if not value.lstrip("-").isdigit():
                self.notify(f"{label}: a whole number (got {text!r}).", title="Not allowed", severity="warning")
                return
            number = int(value)
            edit = {"attr": lambda: Edit(attributes={what: number}),
                    "skill": lambda: Edit(skills={what: number}),
                    "weapon": lambda: Edit(weapons={what: number}),
                    "magic": lambda: Edit(hero_magic={what: number}),
                    "wound": lambda: Edit(wounds=self.hero.wounds | {what: number}),
                    "pow": lambda: Edit(pow_spent=number)}[kind]()
            self.apply(edit, f"{label}: {current} → {number}")

        hints = {"attr": "trained up to the species maximum (2.1)", "skill": "the level: points + ability modifier",
                 "weapon": "weapon points (attack and parry add their modifiers)",
                 "magic": "its level, up to the magic's highest", "wound": "hit points lost there (3.6.3)",
                 "pow": "POW spent and not yet rested back (5.1)"}
        ask(self, AnswerScreen(label, f"{label}: now {current}; {hints[kind]}.", current), typed)

    def add(self, what: str) -> None:
        content, hero = self.app.content, self.hero
        if what == ADD_SPELL:
            choices = [Choice(s.name, s.name) for s in content.spells.values() if s.id not in hero.spells]
            ask(self, ChoiceScreen("Add a spell", choices, "A spell he knows (5.2)."),
                lambda name: self.apply(Edit(spells=(name,)), f"{name} learnt"))
            return
        if what == ADD_MAGIC:
            choices = [Choice(m.name, m.name) for m in content.hero_magic.values() if m.id not in hero.hero_magic]
            title = "Add Hero Magic"
        elif what == ADD_WEAPON:
            choices = [Choice(w.name, w.name) for w in content.weapons.values() if w.id not in hero.weapons]
            title = "Points in a weapon"
        else:
            race = content.races[hero.race]
            have = set(skill_points(hero.skills, race, content))
            choices = [Choice(s.name, s.name) for s in content.skills.values()
                       if s.specialisations or s.id not in have]
            title = "Add a skill"
        kind = {ADD_MAGIC: "magic", ADD_WEAPON: "weapon"}.get(what, "skill")
        ask(self, ChoiceScreen(title, choices, "Type to narrow the list; then its level."),
            lambda name: self.ask_number(kind, name, name, "1" if kind == "magic" else "0"))

    # -- writing and leaving ------------------------------------------------------------------------

    def action_write(self) -> None:
        if self.hero == self.saved:
            self.notify("Nothing changed to write.", title="Not now", severity="warning")
            return

        def confirmed(answer: str) -> None:
            if answer != "write":
                return
            try:
                write_hero(self.path, self.hero, self.app.content)
            except RefusedWrite as exc:
                self.notify(str(exc), title="Not written", severity="error", timeout=10)
                return
            except OSError as exc:
                self.notify(f"{self.path}: {exc.strerror or exc}", title="Not written", severity="error", timeout=10)
                return
            self.saved, self.changes = self.hero, []
            self.show()
            self.notify(f"{self.hero.name} written to {self.path.name}.", title="Written")

        ask(self, ChoiceScreen(f"Write {self.hero.name}?", [Choice("write", f"Write him to {self.path.name}"),
                                                            Choice("no", "Not yet")]), confirmed)

    def action_undo(self) -> None:
        self.hero, self.changes = self.saved, []
        self.show()

    def action_leave(self) -> None:
        if self.hero == self.saved:
            self.app.pop_screen()
            return
        ask(self, ChoiceScreen("Leave without writing?", [Choice("leave", "Leave: the changes are lost"),
                                                          Choice("stay", "Stay")]),
            lambda answer: self.app.pop_screen() if answer == "leave" else None)
