"""The steps of character creation, one pane each; every pane changes the engine's `Draft` only
through its methods and says when the preview should change.

A key that moves the wizard on (Enter on a choice or the name, the wizard's Ctrl+N and Esc) is a
binding whose action the app awaits, so the next step is mounted and focused before the app reads
the key after it: keys typed fast reach the step they were meant for."""

from __future__ import annotations

import copy
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.content.kinds import HERO_MAGIC, SPELLS
from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine.defaults import best_placement
from thirdage_tui.engine.items import item
from thirdage_tui.engine.refusals import CreationError
from thirdage_tui.engine.skills import skill_name
from thirdage_tui.tui.screens.game_screen import sentence
from thirdage_tui.tui.widgets.entry_view import EntryRenderer
from thirdage_tui.tui.widgets.pickers import CyclePicker, LevelPicker, OrderedPicker, PlacementPicker
from thirdage_tui.tui.widgets.sheet_view import SheetView

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Entry
    from thirdage_tui.engine.creation import Draft


class StepList(OptionList):
    """A step's list of entries: Enter hands the highlighted one to `chosen`, which the app awaits."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "choose", "Choose", id="wizard.choose", show=False),
    ]

    def __init__(self, *options: Option, chosen: Callable[[str | None], Awaitable[None]],
                 classes: str | None = None) -> None:
        super().__init__(*options, classes=classes)
        self.chosen = chosen

    async def action_choose(self) -> None:
        if (option := self.highlighted_option) is not None:
            await self.chosen(option.id)


class StepPane(Vertical):
    """One step of the wizard."""

    DEFAULT_CSS = """
    StepPane {
        height: 1fr;
        .step-hint { color: $text-muted; margin-bottom: 1; }
        OptionList.step-list {  /* the type outranks OptionList:focus's border */
            height: auto; max-height: 50%; border: none; padding: 0; text-wrap: nowrap; text-overflow: ellipsis;
        }
        .step-info { height: 1fr; margin-top: 1; color: $text-muted; }
        .step-budget, .step-sets { margin-bottom: 1; }
        .step-sheet { height: 1fr; }
    }
    """

    title: ClassVar[str] = ""

    @property
    def hint(self) -> str:
        """What the step asks of the player, above its choices."""
        return ""

    class Changed(Message):
        """The preview should show `draft` (the wizard's own, or a copy trying out a choice)."""

        def __init__(self, draft: Draft) -> None:
            super().__init__()
            self.draft = draft

    class Done(Message):
        """The player has made this step's choice and moves on."""

    def __init__(self, draft: Draft) -> None:
        super().__init__()
        self.draft = draft

    def focus_target(self) -> Widget | None:
        """The widget that takes the keys when the step is shown."""
        return next((w for w in self.query("*") if w.can_focus), None)

    @staticmethod
    def applies(draft: Draft) -> bool:
        """Whether this step is part of making this hero (as far as the choices so far tell)."""
        return True

    def compose(self) -> ComposeResult:
        yield Static(self.hint, classes="step-hint")
        yield from self.body()

    def body(self) -> ComposeResult:
        yield from ()

    def commit(self) -> None:
        """Apply what is typed but not yet applied (CreationError if it cannot be)."""

    def problem(self) -> str | None:
        """Why the wizard cannot move on yet, or None."""
        return None

    def apply(self, change: Callable[[], object]) -> bool:
        """Run a change of the draft; on CreationError tell the player and return False."""
        try:
            change()
        except CreationError as exc:
            self.notify(sentence(str(exc)), title="Not allowed", severity="error")
            return False
        self.post_message(self.Changed(self.draft))
        return True


class ChoicePane(StepPane):
    """Choose one entry from a list; the highlighted one is previewed before it is chosen."""

    kind: ClassVar[str] = ""

    def entries(self) -> Sequence[Entry]:
        raise NotImplementedError

    def chosen(self) -> str | None:
        raise NotImplementedError

    def choose(self, draft: Draft, entry_id: str) -> None:
        raise NotImplementedError

    def body(self) -> ComposeResult:
        yield StepList(*(Option(e.name, id=e.id) for e in self.entries()), chosen=self.choose_and_go,
                       classes="step-list")
        yield Static(classes="step-info")

    def on_mount(self) -> None:
        ids, chosen = [e.id for e in self.entries()], self.chosen()
        self.query_one(OptionList).highlighted = ids.index(chosen) if chosen in ids else 0

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option_id is None:
            return
        entry = self.draft.content.get(self.kind, event.option_id)
        self.query_one(".step-info", Static).update(EntryRenderer(self.draft.content, entry).render(""))
        trial = copy.copy(self.draft)
        try:
            self.choose(trial, entry.id)
        except CreationError:
            return
        self.post_message(self.Changed(trial))

    def take(self, chosen: str | None) -> bool:
        """Choose `chosen` for the draft; whether it was taken."""
        return chosen is not None and self.apply(lambda: self.choose(self.draft, chosen))

    async def choose_and_go(self, chosen: str | None) -> None:
        """Enter on an entry: take it and go on (before the app reads another key)."""
        if self.take(chosen):
            await self.app.run_action("screen.next")

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        """A click on an entry: take it and go on."""
        event.stop()
        if self.take(event.option_id):
            self.post_message(self.Done())

    def problem(self) -> str | None:
        return None if self.chosen() else f"Choose a {self.title.lower()} with Enter."


class RacePane(ChoicePane):
    title, hint, kind = "Race", "Your hero's race or elf kindred.", "races"

    def entries(self) -> Sequence[Entry]:
        return self.draft.races()

    def chosen(self) -> str | None:
        return self.draft.race.id if self.draft.race else None

    def choose(self, draft: Draft, entry_id: str) -> None:
        draft.set_race(entry_id)


class NationPane(ChoicePane):
    title, hint, kind = "Nation", "The nation your hero comes from.", "nations"

    @staticmethod
    def applies(draft: Draft) -> bool:
        return draft.race is None or draft.race.needs_nation

    def entries(self) -> Sequence[Entry]:
        return self.draft.nations()

    def chosen(self) -> str | None:
        return self.draft.nation.id if self.draft.nation else None

    def choose(self, draft: Draft, entry_id: str) -> None:
        draft.set_nation(entry_id)


class BackgroundPane(ChoicePane):
    title, hint, kind = "Background", "What your hero did before the Company.", "backgrounds"

    def entries(self) -> Sequence[Entry]:
        return self.draft.backgrounds()

    def chosen(self) -> str | None:
        return self.draft.background.id if self.draft.background else None

    def choose(self, draft: Draft, entry_id: str) -> None:
        draft.set_background(entry_id)


class AttributesPane(StepPane):
    """Seven rolled sets of 3D6, each placed on one attribute."""

    title = "Attributes"
    hint = ("Seven sets of 3D6 were rolled. Put each on an attribute: move with ↑↓, press the set's number "
            "(s: the best fit for the background); Enter goes on.")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "best_fit", "Best fit", id="attributes.best_fit",
                tooltip="the best sets on what the background needs most"),
        Binding("r", "reroll", "Reroll", id="attributes.reroll"),
    ]

    def body(self) -> ComposeResult:
        draft = self.draft
        sets = draft.sets if draft.sets is not None else draft.roll_sets()
        modifiers = draft.race.attribute_modifiers if draft.race is not None else {}
        yield Static(classes="step-sets")
        yield PlacementPicker(ATTRS, sets, draft.placement, modifiers, draft.attributes, self.place,
                              classes="step-list")

    def on_mount(self) -> None:
        self.show_sets()

    def show_sets(self) -> None:
        """The rolled sets, each marked with the attribute it is placed on."""
        on = {i: a for a, i in self.draft.placement.items()}
        cells = [f"[b]{i + 1}[/b]:{v}" + (f"[dim]→{on[i]}[/dim]" if i in on else "") for i, v in enumerate(self.draft.sets or ())]
        frail = self.draft.frailty()
        self.query_one(".step-sets", Static).update("  ".join(cells) + (f"\n[b $warning]{frail}[/]" if frail else ""))

    def place(self, placement: dict[str, int]) -> bool:
        """Put the sets where the player asks ({attribute: index of its set}), if the draft allows."""
        placed = self.apply(lambda: self.draft.place(placement, replace=True))
        self.refresh_board()
        return placed

    def refresh_board(self) -> None:
        self.query_one(PlacementPicker).show(self.draft.sets or (), self.draft.placement, self.draft.attributes)
        self.show_sets()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Reroll only when the rule allows it: every set at or below the table's threshold (2.1); the
        footer shows the key greyed otherwise, so that it is known."""
        if action == "reroll":
            allowed = max(self.draft.sets or (0,)) <= self.draft.content.tables.attributes.reroll_if_all_at_most
            return True if allowed else None
        return True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        threshold = self.draft.content.tables.attributes.reroll_if_all_at_most
        return f"A reroll is allowed only when every set is {threshold} or less (2.1)."

    def action_best_fit(self) -> None:
        """Every set placed as a sensible player of the background would (the defaults' own choice)."""
        self.place(best_placement(self.draft, self.draft.require_background()))

    def action_reroll(self) -> None:
        self.apply(self.draft.roll_sets)
        self.refresh_board()

    def problem(self) -> str | None:
        left = [a for a in ATTRS if a not in self.draft.placement]
        return f"Place a set on {', '.join(left)}." if left else None


class OrderedPane(StepPane):
    """Pick entries in order of points."""

    def picker(self) -> OrderedPicker:
        raise NotImplementedError

    kind: ClassVar[str] = ""

    def body(self) -> ComposeResult:
        yield self.picker()
        yield Static(classes="step-info")

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        key = self.query_one(OrderedPicker).options_[event.option_index][0]
        entry = self.draft.content.get(self.kind, key.partition(":")[0])
        self.query_one(".step-info", Static).update(EntryRenderer(self.draft.content, entry).render(""))

    def on_ordered_picker_changed(self, event: OrderedPicker.Changed) -> None:
        event.stop()
        self.take(event.picker.picks if event.picker.complete else None)

    def take(self, picks: list[str] | None) -> None:
        raise NotImplementedError

    def problem(self) -> str | None:
        picker = self.query_one(OrderedPicker)
        return None if picker.complete else f"Pick {len(picker.slots) - len(picker.picks)} more."


class WeaponsPane(OrderedPane):
    title = "Weapons"

    kind = "weapons"

    @property
    def hint(self) -> str:
        points = self.draft.weapon_points
        return (f"Pick {len(points)} with Enter, best first (Space unpicks); their points: "
                f"{', '.join(map(str, points))}. Then Enter goes on.")

    def picker(self) -> OrderedPicker:
        options = [(w.id, w.name) for w in self.draft.weapon_choices()]
        slots = [f"{p} pts" for p in self.draft.weapon_points]
        return OrderedPicker(options, slots, self.draft.weapons or (), classes="step-list")

    def take(self, picks: list[str] | None) -> None:
        """All picked: the draft's weapons; else it has none yet, and the preview shows those picked so far."""
        if picks is None:
            self.draft.clear_weapons()
            self.post_message(self.Changed(self.draft.with_weapons_so_far(self.query_one(OrderedPicker).picks)))
        else:
            self.apply(lambda: self.draft.set_weapons(picks))


class SkillsPane(OrderedPane):
    title = "Skills"
    kind = "skills"

    @property
    def hint(self) -> str:
        slots = self.draft.skill_slots()
        given = [f"{self.draft.content.skills[s.given].name} at {s.level}" for s in slots if s.given]
        chosen = [f"at {s.level}" if s.level is not None else f"+{s.points}" for s in slots if not s.given]
        head = f"Given: {', '.join(given)}. " if given else ""
        return (f"{head}Pick skills with Enter in this order: {', '.join(chosen)} (+ points add aptitude; "
                "Space unpicks). Then Enter goes on.")

    def picker(self) -> OrderedPicker:
        content = self.draft.content
        keys = [k for s in self.draft.skill_choices()
                for k in ([f"{s.id}:{spec}" for spec in s.specialisations] or [s.id])]
        slots = [str(s.level) if s.level is not None else f"+{s.points}"
                 for s in self.draft.skill_slots() if not s.given]
        return OrderedPicker([(k, skill_name(content, k)) for k in keys], slots, self.draft.skills or (),
                             classes="step-list")

    def take(self, picks: list[str] | None) -> None:
        """All picked: the draft's skills; else it has none yet, and the preview shows those picked so far."""
        if picks is None:
            self.draft.clear_skills()
            self.post_message(self.Changed(self.draft.with_skills_so_far(self.query_one(OrderedPicker).picks)))
        else:
            self.apply(lambda: self.draft.set_skills(picks))


class MagicPane(StepPane):
    """Hero Magic within the background's points, or a Mage's spells."""

    title = "Magic"

    @staticmethod
    def applies(draft: Draft) -> bool:
        return draft.background is None or bool(draft.spell_budget or draft.hero_magic_budget)

    @property
    def spells(self) -> bool:
        return bool(self.draft.spell_budget)

    @property
    def hint(self) -> str:
        if self.spells:
            return ("Choose spells with Enter (Space drops one); each costs its POW in points. Unspent points are "
                    "lost. Enter on a chosen one goes on.")
        return ("Choose Hero Magic: Enter takes, Space takes or drops, ←→ change a level (a level costs "
                "1+2+...). Unspent points are lost. Enter on a chosen one goes on.")

    def body(self) -> ComposeResult:
        content = self.draft.content
        if self.spells:
            entries = [(s.id, s.name, 1) for s in self.draft.spell_choices()]
            picker = LevelPicker(entries, lambda key, level: content.spells[key].pow_cost,
                                 {s: 1 for s in self.draft.spells}, self.propose, classes="step-list")
        else:
            entries = [(m.id, m.name, m.max_level) for m in self.draft.hero_magic_choices()]
            picker = LevelPicker(entries, lambda key, level: content.hero_magic[key].learn_cost(level),
                                 self.draft.hero_magic, self.propose, classes="step-list")
        yield Static(classes="step-budget")
        yield picker
        yield Static(classes="step-info")

    def on_mount(self) -> None:
        self.show_budget(self.query_one(LevelPicker).levels)

    def show_budget(self, levels: dict[str, int]) -> None:
        picker = self.query_one(LevelPicker)
        spent = sum(picker.cost(k, level) for k, level in levels.items())
        budget = self.draft.spell_budget or self.draft.hero_magic_budget
        self.query_one(".step-budget", Static).update(f"Points spent: [b]{spent}[/b] of {budget}")

    def propose(self, levels: dict[str, int]) -> bool:
        """Take these levels (or spells) if the budget allows."""
        change = ((lambda: self.draft.set_spells(list(levels))) if self.spells
                  else (lambda: self.draft.set_hero_magic(levels)))
        if not self.apply(change):
            return False
        self.show_budget(levels)
        return True

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        key = self.query_one(LevelPicker).entries[event.option_index][0]
        entry = self.draft.content.get(SPELLS if self.spells else HERO_MAGIC, key)
        self.query_one(".step-info", Static).update(entry.description or "")


class KitPane(StepPane):
    title = "Equipment"
    hint = "Your background's kit. Where there is a choice, ←→ change it; Enter goes on."

    @staticmethod
    def applies(draft: Draft) -> bool:
        return draft.background is None or bool(draft.equipment_choices())

    def body(self) -> ComposeResult:
        content = self.draft.content
        rows = [(f"{c.count}×" if c.count > 1 else "", c.options, c.chosen) for c in self.draft.equipment_choices()]
        yield CyclePicker(rows, lambda key: item(content, key).name, self.choose, classes="step-list")

    def choose(self, index: int, option: str) -> bool:
        """Take `option` for the kit's choice `index`, if the draft allows."""
        return self.apply(lambda: self.draft.set_equipment({index: option}))


class NameInput(Input):
    """The hero's name; Enter goes on to the summary. (Not a `TypedField`: its Enter takes the field
    away while the field's own key handler still runs it.)"""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "screen.next", "Go on", id="wizard.name_done", show=False),
    ]


class NamePane(StepPane):
    title, hint = "Name", "What is your hero called? (Enter to go on)"

    def body(self) -> ComposeResult:
        yield NameInput(value=self.draft.name or "", placeholder="Name", max_length=60, id="hero-name")

    def commit(self) -> None:
        self.draft.set_name(self.query_one(Input).value)
        self.post_message(self.Changed(self.draft))


class SummaryPane(StepPane):
    title, hint = "Summary", "Your hero. Enter saves and opens the sheet; Esc goes back to change something."
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "screen.finish", "Save hero", id="wizard.save"),
    ]

    def body(self) -> ComposeResult:
        yield SheetView(self.draft.preview(), self.draft.content, classes="step-sheet")


STEPS: tuple[type[StepPane], ...] = (RacePane, NationPane, BackgroundPane, AttributesPane, WeaponsPane, SkillsPane,
                                     MagicPane, KitPane, NamePane, SummaryPane)
