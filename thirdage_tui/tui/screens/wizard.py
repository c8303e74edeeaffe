"""The character-creation wizard: steps on the left, the hero taking shape on the right."""

from __future__ import annotations

import asyncio
from random import Random
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.widgets import Footer, Header, Static

from thirdage_tui.engine.creation import Draft
from thirdage_tui.engine.refusals import CreationError
from thirdage_tui.persistence.heroes import write_new_hero
from thirdage_tui.tui.screens.game_screen import GameScreen, sentence
from thirdage_tui.tui.widgets.preview import PreviewPanel
from thirdage_tui.tui.widgets.steps import STEPS, StepPane, SummaryPane


class CreationScreen(GameScreen[None]):
    """Make a hero step by step: race, nation, background, attributes, weapons, skills, magic, kit, name."""

    DEFAULT_CSS = """
    CreationScreen {
        #wizard-trail { padding: 0 1; color: $text-muted; }
        &.-narrow #wizard-trail { display: none; }
        #wizard-body { height: 1fr; }
        #wizard-step {
            width: 1fr; border: round $primary; border-title-color: $accent; border-title-style: bold;
            padding: 0 1;
        }
        #wizard-preview { width: 42; border: round $secondary 60%; border-title-color: $secondary; padding: 0 1; }
        &.-wide #wizard-preview { width: 64; }
    }
    """

    # The app awaits each change of step before it reads the next key, so a key typed while a step
    # changes goes to the step that follows.
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "back", "Back", id="wizard.back"),
        Binding("ctrl+n", "next", "Next", id="wizard.next"),
        # Enter goes on from a step whose list has nothing left for it (a pick made, an attribute placed).
        Binding("enter", "next", "Next", id="wizard.enter", show=False),
    ]

    def __init__(self, rng: Random) -> None:
        super().__init__()
        self.draft = Draft(self.app.content, rng)
        self.step: type[StepPane] = STEPS[0]
        self.changing = asyncio.Lock()
        """Held while a step is swapped for the next, so that two changes never interleave."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="wizard-trail")
        with Horizontal(id="wizard-body"):
            yield Vertical(id="wizard-step")
            yield PreviewPanel(id="wizard-preview")
        yield Footer(show_command_palette=False)  # every key within 80 columns; ^p still opens it

    async def on_mount(self) -> None:
        self.query_one(PreviewPanel).border_title = "Your hero"
        async with self.changing:
            await self.show_step()

    def steps(self) -> list[type[StepPane]]:
        """The steps this hero goes through (a nation only for humans, magic only if the background has some)."""
        return [step for step in STEPS if step.applies(self.draft)]

    async def show_step(self) -> None:
        """Mount the pane of the current step, give it the keys, and bring the trail and preview up
        to date (the caller holds `changing`)."""
        steps = self.steps()
        at = steps.index(self.step)
        holder = self.query_one("#wizard-step", Vertical)
        await holder.remove_children()
        # No "2/9": the count of steps shrinks as choices drop some, so the step says what follows.
        holder.border_title = f"Step {at + 1}: {self.step.title}"
        holder.border_subtitle = f"next: {steps[at + 1].title}" if at + 1 < len(steps) else ""
        pane = self.step(self.draft)
        await holder.mount(pane)
        self.set_focus(pane.focus_target())
        self.sub_title = f"New hero · {self.step.title}"
        self.query_one("#wizard-trail", Static).update(Content(" › ").join(
            Content.styled(s.title, "bold reverse" if i == at else ("" if i < at else "dim"))
            for i, s in enumerate(steps)))
        self.query_one(PreviewPanel).display = self.step is not SummaryPane
        self.show_preview(self.draft)
        self.refresh_bindings()

    def show_preview(self, draft: Draft) -> None:
        try:
            sheet = draft.preview()
        except CreationError:
            sheet = None
        self.query_one(PreviewPanel).show(sheet, "Choose a race to see your hero take shape.")

    def on_step_pane_changed(self, event: StepPane.Changed) -> None:
        event.stop()
        self.show_preview(event.draft)

    async def on_step_pane_done(self, event: StepPane.Done) -> None:
        event.stop()
        await self.action_next()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """No Next on the last step (Enter saves there)."""
        return not (action == "next" and self.step is SummaryPane)

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        """Next on the last step: say what ends the wizard instead."""
        return "This is the last step: Enter saves the hero, Esc goes back." if action == "next" else None

    @property
    def pane(self) -> StepPane:
        return self.query_one(self.step)

    async def action_next(self) -> None:
        """Go on to the next step, if this one is complete."""
        async with self.changing:
            await self.go_on()

    async def go_on(self) -> None:
        pane = self.pane
        try:
            pane.commit()
        except CreationError as exc:
            self.notify(sentence(str(exc)), title="Not yet", severity="error")
            return
        if problem := pane.problem():
            self.notify(problem, title="Not yet", severity="warning")
            return
        steps = self.steps()
        at = steps.index(self.step)
        if at + 1 < len(steps):
            self.step = steps[at + 1]
            await self.show_step()

    async def action_back(self) -> None:
        """Go back a step; from the first, leave the wizard."""
        async with self.changing:
            steps = self.steps()
            at = steps.index(self.step)
            if at == 0:
                self.app.pop_screen()
            else:
                self.step = steps[at - 1]
                await self.show_step()

    def action_finish(self) -> None:
        """Build the hero, save it as a new file and open its sheet."""
        app = self.app
        try:
            hero = self.draft.build()
            path = write_new_hero(app.saves_dir, hero, app.content)
        except CreationError as exc:
            self.notify(sentence(str(exc)), title="The hero is not finished", severity="error")
            return
        except OSError as exc:
            self.notify(f"Could not save in {app.saves_dir}: {exc.strerror or exc}", title="Not saved",
                        severity="error", timeout=10)
            return
        self.notify(f"{hero.name} is saved as {path.name}.", title="Saved")
        app.pop_screen()
        app.open_sheet(hero, path)
