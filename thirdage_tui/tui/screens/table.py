"""The referee's table: a live fight at a real table. Heroes come from their files and foes from the
bestiary; each states his intent; the round's strike-rank order shows; the players' dice are typed
(or the game rolls); location hit points, bleeding, the Defence split, parries used, magic and POW
are kept. `combat.table_fight.TableFight` decides everything; the fight is kept in its state file
after each change (the same file `thirdage table` drives) and written back to the hero files at the
end (`persistence.table_files`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.combat import lasting
from thirdage_tui.combat.one_blow import ResolveError, describe, needs
from thirdage_tui.combat.table_fight import ENDED
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.engine.wording import counted, he, him, himself, his
from thirdage_tui.persistence.heroes import RefusedWrite
from thirdage_tui.persistence.table_files import TableFileError, keep_table, open_table, write_back
from thirdage_tui.tui.screens.answer import AnswerScreen
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask
from thirdage_tui.tui.widgets.body_status import status_text
from thirdage_tui.world.encounters import plural

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.table_fight import TableFight
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.persistence.table_files import HeroKept
    from thirdage_tui.tui.app import ThirdAgeApp

SIDE_STYLE = ("bold #5fffff", "bold #ff5f5f")
LOG_LINES = 12
"""The lines of the fight's log shown under what was just done."""
NEEDS_SOMEONE = ("intent", "blow", "defence", "cast")
"""Actions done by (or to) the fighter under the cursor."""
CHANGES = ("hero", "foe", *NEEDS_SOMEONE, "next_round")
"""Actions that change the fight (none once its end is written back)."""


def fighter_line(c: Combatant) -> Text:
    """One fighter in the list: his name by side, his state, hit points and Defence."""
    text = Text(f"{c.uid[:13]:<13} ", style=SIDE_STYLE[c.side] if c.able else "dim")
    text.append(f"{c.status:<9}", style="green" if c.able else "bold red")
    text.append(f" HP {c.hp_left:>2}/{c.p.hit_points:<2} Def {c.defence}")
    if c.bleeding:
        text.append(f" bleeds {c.bleeding}", style="bold red")
    return text


def round_extras(c: Combatant, table: TableFight) -> Text:
    """What the body's status does not show: his intent, the Defence split, the parries used."""
    text = Text()
    stated = table.intents.get(c.uid)
    if stated is not None:
        weapon = c.p.arms[c.p.arm(stated.weapon)].name
        text.append(f"\nMeans to strike with {weapon}" + (f" at {stated.target}" if stated.target else ""))
    if c.defence_vs:
        text.append("\nDefence split: " + ", ".join(f"{n} against {who}" for who, n in c.defence_vs.items())
                    + f" ({c.defence - sum(c.defence_vs.values())} left)")
    parried = [a.name for i, a in enumerate(c.p.arms) if c.parried & (1 << i)]
    if parried:
        text.append("\nParried this round with " + ", ".join(parried))
    return text


def order_text(table: TableFight) -> Text:
    """The round's strike-rank order, each with his weapon and his target."""
    text = Text(f"Round {table.round}: strike ranks\n", style="bold")
    rows = table.order()
    for sr, _, name, weapon in rows:
        c = table.fighter(name)
        target = table.intents[name].target if name in table.intents else None
        text.append(f"SR {sr:>2} ", style="bold")
        text.append(name, style=SIDE_STYLE[c.side])
        text.append(f"\n      {weapon}" + (f" → {target}" if target else ""),
                    style="" if name in table.intents else "dim")
        text.append("\n")
    unarmed = [c.uid for c in table.fighters if c.able and c.uid not in {row[2] for row in rows}]
    if unarmed:
        text.append(f"No weapon in hand: {', '.join(unarmed)}\n", style="yellow")
    if not table.fighters:
        text.append("nobody seated yet: h seats a hero, f foes", style="dim")
    return text


def parse_dice(typed: str) -> list[int] | None:
    """The dice typed ("3 14 8", "3,14,8"); None when none were (the game rolls); ValueError otherwise."""
    parts = [p for p in re.split(r"[\s,]+", typed.strip()) if p]
    if not parts:
        return None
    if not all(p.isdigit() for p in parts):
        raise ValueError(f"the dice are whole numbers, such as 3 14 8 (got {typed.strip()!r})")
    return [int(p) for p in parts]


class TableScreen(GameScreen[None]):
    """The fight at the table: who sits, the one under the cursor in full, the round's order, the last blow."""

    DEFAULT_CSS = """
    TableScreen {
        #table-body { height: 1fr; }
        #table-left { width: 1fr; }
        #table-fighters { height: auto; max-height: 12; border: round $primary; }
        #table-status { height: 1fr; padding: 0 1; }
        #table-right { width: 36; border-left: solid $primary 50%; }
        #table-order { height: auto; max-height: 13; padding: 0 1; }
        #table-said { height: 1fr; padding: 0 1; border-top: solid $primary 50%; }
        &.-wide #table-right { width: 70; }
        &.-wide #table-fighters { max-height: 24; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("h", "hero", "Hero", id="table.hero", tooltip="seat a saved hero in the party"),
        Binding("f", "foe", "Foe", id="table.foe", tooltip="seat creatures of the bestiary among the foes"),
        Binding("i", "intent", "Intent", id="table.intent", tooltip="his weapon and target this round"),
        Binding("b", "blow", "Blow", id="table.blow", tooltip="he strikes: the players' dice, or the game's"),
        Binding("d", "defence", "Defence", id="table.defence", tooltip="share his Defence among his attackers"),
        Binding("c", "cast", "Cast", id="table.cast", tooltip="a lasting magic on him, paid from his POW"),
        Binding("n", "next_round", "Next", id="table.next", tooltip="end the round: bleeding, magic, new parries"),
        Binding("e", "end", "End", id="table.end", tooltip="write wounds, ticks and POW spent to the hero files"),
        Binding("escape", "app.pop_screen", "Back", id="table.back", tooltip="the fight stays kept in its file"),
    ]

    def __init__(self, table: TableFight, path: Path) -> None:
        super().__init__()
        self.table = table
        self.path = path
        """The state file, written after every change."""

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="table-body"):
            with Vertical(id="table-left"):
                yield OptionList(id="table-fighters")
                yield VerticalScroll(Static(id="table-status-text"), id="table-status")
            with Vertical(id="table-right"):
                yield Static(id="table-order")
                yield VerticalScroll(Static(id="table-said-text"), id="table-said")
        yield Footer(compact=True, show_command_palette=False)  # every key within 80 columns; ^p still opens it

    def on_mount(self) -> None:
        self.sub_title = f"The table · {self.path.name}"
        self.query_one("#table-fighters", OptionList).border_title = "At the table"
        self.refresh_table()
        self.say(f"Round {self.table.round}." if self.table.log else "A new fight. h seats a hero, f foes; "
                 "? shows every key.")
        self.query_one("#table-fighters").focus()

    # -- showing ----------------------------------------------------------------------------------

    def refresh_table(self) -> None:
        """Show every fighter, the one under the cursor in full, and the round's order."""
        options = self.query_one("#table-fighters", OptionList)
        kept = options.highlighted
        options.clear_options()
        options.add_options([Option(fighter_line(c), id=c.uid) for c in self.table.fighters]
                            or [Option(Text("Nobody seated yet.", style="dim"), disabled=True)])
        if self.table.fighters:
            options.highlighted = min(kept or 0, len(self.table.fighters) - 1)
        options.border_subtitle = f"round {self.table.round}"
        self.show_status()
        self.query_one("#table-order", Static).update(order_text(self.table))

    def show_status(self) -> None:
        c = self.current
        text = (status_text(c) + round_extras(c, self.table)) if c is not None else Text()
        self.query_one("#table-status-text", Static).update(text)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        self.show_status()

    def say(self, text: str) -> None:
        """What was just done, then the fight's log, newest first."""
        said = Text(text + "\n\n")
        said.append("The log, newest first\n", style="bold dim")
        said.append("\n".join(reversed(self.table.log[-LOG_LINES:])), style="dim")
        self.query_one("#table-said-text", Static).update(said)

    @property
    def current(self) -> Combatant | None:
        """The fighter under the cursor."""
        options = self.query_one("#table-fighters", OptionList)
        if options.highlighted is None or not self.table.fighters:
            return None
        return self.table.fighters[min(options.highlighted, len(self.table.fighters) - 1)]

    # -- what may be done now ---------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return True if self.why_not(action, parameters) is None else None  # None: shown greyed

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        c = self.current if self.is_mounted else None
        if action in CHANGES and self.table.ended:
            return ENDED[0].upper() + ENDED[1:] + "."
        if action in NEEDS_SOMEONE and c is None:
            return "Nobody is seated: h seats a hero, f foes."
        if action in ("intent", "blow", "cast") and c is not None and not c.able:
            return f"{c.uid} cannot act: {c.status}."
        if action == "defence" and c is not None and (why := self.table.why_no_share(c)) is not None:
            return why[0].upper() + why[1:] + "."
        if action == "end" and not any(c.p.kind == "hero" for c in self.table.fighters):
            return "No hero sits at this table: nothing to write back."
        return None

    # -- the changes --------------------------------------------------------------------------------

    def done(self, said: str) -> None:
        """A change made: keep the fight in its file, show it, and say what happened."""
        try:
            keep_table(self.path, self.table)
        except OSError as exc:
            self.notify(f"{self.path}: {exc.strerror or exc}", title="The fight is not kept", severity="error")
        self.refresh_table()
        self.say(said)

    def refused(self, why: object) -> None:
        self.notify(str(why), title="Not done", severity="warning", timeout=8)

    def attempt(self, change: Callable[[], str]) -> None:
        """Make a change the fight may refuse: done and kept, or refused with its reason and the fight
        taken up again as its file kept it (a blow refused half-way leaves nothing behind)."""
        try:
            said = change()
        except (ResolveError, ValueError) as exc:
            self.refused(exc)
            try:
                self.table = open_table(self.app.content, self.path)
            except TableFileError as again:
                self.refused(again)
            self.refresh_table()
            return
        self.done(said)

    def action_hero(self) -> None:
        from thirdage_tui.persistence.heroes import hero_files
        from thirdage_tui.tui.screens.load import LoadScreen

        if not hero_files(self.app.saves_dir):
            self.refused(f"No saved heroes in {self.app.saves_dir}: make one first (n on the title).")
            return

        def seat(chosen: tuple[Hero, Path]) -> None:
            hero, path = chosen
            if any(seat.ref == str(path.resolve()) for seat in self.table.seats):
                self.refused(f"{hero.name} already sits at this table.")
                return
            self.attempt(lambda: f"{self.table.seat_hero(hero, str(path.resolve())).uid} joins the party.")

        ask(self, LoadScreen("Who sits at the table?"), seat)

    def action_foe(self) -> None:
        bestiary = self.app.content.bestiary
        choices = [Choice(c.id, ("★ " if c.legendary else "") + c.name) for c in bestiary.values()]

        def how_many(creature_id: str) -> None:
            creature = bestiary[creature_id]

            def seat(typed: str) -> None:
                count = int(typed) if typed.strip().isdigit() else None
                if count is None:
                    self.refused(f"How many {creature.name}: a whole number, such as 3 (got {typed!r}).")
                    return
                seed = self.table.seed * 100 + len(self.table.seats)
                self.attempt(lambda: ", ".join(c.uid for c in self.table.seat_band(creature, count, seed=seed))
                             + (" joins" if count == 1 else " join") + " the foes.")

            ask(self, AnswerScreen(f"How many {plural(creature)}?", "Each is rolled as an individual.", "1"), seat)

        ask(self, ChoiceScreen("Foes from the bestiary", choices, "Type to narrow the list."), how_many)

    def action_intent(self) -> None:
        c = self.current
        assert c is not None

        def weapon_chosen(weapon: str) -> None:
            def target_chosen(target: str) -> None:
                self.attempt(lambda: self._stated(c, weapon, target or None))

            ask(self, ChoiceScreen(f"{c.uid} strikes at", self._targets(c), f"Whom {he(c.p.pronoun)} means to strike."),
                target_chosen)

        ask(self, ChoiceScreen(f"{c.uid}'s intent", self._weapons(c), f"The weapon {he(c.p.pronoun)} strikes with this round "
                               "(changing weapon costs its strike ranks)."), weapon_chosen)

    def _stated(self, c: Combatant, weapon: str, target: str | None) -> str:
        self.table.state_intent(c.uid, weapon, target)
        return self.table.log[-1].partition(" ")[2] + "."

    def _weapons(self, c: Combatant) -> list[Choice]:
        return [Choice(a.id, f"{a.name}  SR {a.strike_rank}, attack {a.attack}") for a in c.p.arms
                if a.attack is not None]

    def _targets(self, c: Combatant) -> list[Choice]:
        """The others at the table, his foes first, those who cannot fight greyed."""
        others = sorted((o for o in self.table.fighters if o is not c), key=lambda o: o.side == c.side)
        return [Choice(o.uid, f"{o.uid}  ({o.hp_left}/{o.p.hit_points} HP)",
                       None if o.present else o.status) for o in others]

    def action_blow(self) -> None:
        c = self.current
        assert c is not None
        stated = self.table.intents.get(c.uid)
        if stated is not None and stated.target is not None:
            self._ask_parry(c, stated.weapon, stated.target)
            return

        def weapon_chosen(weapon: str) -> None:
            ask(self, ChoiceScreen(f"{c.uid} strikes at", self._targets(c)),
                lambda target: self._ask_parry(c, weapon, target))

        ask(self, ChoiceScreen(f"{c.uid} strikes with", self._weapons(c)), weapon_chosen)

    def _ask_parry(self, c: Combatant, weapon: str, target: str) -> None:
        defender = self.table.fighter(target)
        arm = c.p.arms[c.p.arm(weapon)]
        used = {a.id for i, a in enumerate(defender.p.arms) if defender.parried & (1 << i)}
        choices = [Choice("", f"{his(defender.p.pronoun).capitalize()} best parry (the game chooses)")]
        choices += [Choice(a.id, f"{a.name}  parry {a.parry}", "used this round" if a.id in used else None)
                    for a in defender.p.arms if a.parry is not None and (a.shield or not arm.ranged)]
        choices.append(Choice("none", "No parry"))
        ask(self, ChoiceScreen(f"{defender.uid} parries", choices, f"{c.uid}'s {arm.name} comes at {him(defender.p.pronoun)}."),
            lambda parry: self._ask_dice(c, arm.id, defender, parry or None))

    def _ask_dice(self, c: Combatant, weapon: str, defender: Combatant, parry: str | None) -> None:
        arm = c.p.arms[c.p.arm(weapon)]
        text = f"{c.uid} strikes at {defender.uid} with {arm.name}.\n{needs(c, arm, defender)}.\n" \
               "Type the dice rolled at the table, or leave it empty and the game rolls."

        def strike(typed: str) -> None:
            def blow() -> str:
                try:
                    explained = self.table.blow(c.uid, weapon, defender.uid, parse_dice(typed), parry=parry)
                except ResolveError as exc:  # the command line's option is the dice typed here
                    raise ResolveError(str(exc).replace("--rolls: ", "The dice: ")) from None
                return describe(explained)

            self.attempt(blow)

        ask(self, AnswerScreen("The dice", text, placeholder="3 14 8 …  (empty: the game rolls)"), strike)

    def action_defence(self) -> None:
        c = self.current
        assert c is not None
        coming = {uid for uid, stated in self.table.intents.items() if stated.target == c.uid}
        choices = [Choice(o.uid, o.uid + (f"  (means to strike at {him(c.p.pronoun)})" if o.uid in coming else "")
                          + (f"  now {c.defence_vs[o.uid]}" if o.uid in c.defence_vs else ""))
                   for o in self.table.attackers_of(c)]

        def attacker_chosen(attacker: str) -> None:
            given = sum(v for k, v in c.defence_vs.items() if k != attacker)

            def share(typed: str) -> None:
                if not typed.strip().isdigit():
                    self.refused(f"Defence against {attacker}: a whole number (got {typed!r}).")
                    return

                def split() -> str:
                    self.table.split_defence(c, {**c.defence_vs, attacker: int(typed)})
                    return self.table.defence_said(c) + "."

                self.attempt(split)

            ask(self, AnswerScreen(f"{c.uid}'s Defence against {attacker}",
                                   f"{he(c.p.pronoun).capitalize()} has {c.defence} to share this round; "
                                   f"{given} already against others (2.2.3).",
                                   str(c.defence_vs.get(attacker, c.defence - given))), share)

        ask(self, ChoiceScreen(f"{c.uid} shares {his(c.p.pronoun)} Defence", choices, "Against whom?"),
            attacker_chosen)

    def action_cast(self) -> None:
        c = self.current
        assert c is not None
        content = self.app.content
        known: list[tuple[Magic, int]] = [(content.hero_magic[m], level) for m, level in c.p.magic.items() if m in content.hero_magic]
        known += [(content.spells[s], 1) for s in c.p.spells if s in content.spells]
        if not known:
            self.refused(f"{c.uid} knows no Hero Magic or spell.")
            return
        choices = []
        for magic, level in known:
            cost = lasting.cost(magic, level)
            choices.append(Choice(f"{magic.id}:{level}", f"{magic.name} {level}  ({cost} POW)",
                                  f"{c.pow_left} POW left" if cost > c.pow_left else None))

        def cast(chosen: str) -> None:
            magic_id, _, level = chosen.partition(":")
            magic = content.hero_magic.get(magic_id) or content.spells[magic_id]
            others = [o for o in self.table.fighters if o is not c and o.present]
            targets = [Choice(c.uid, f"{c.uid} {himself(c.p.pronoun)}"), *(Choice(o.uid, f"{o.uid}  ({o.hp_left}/{o.p.hit_points} HP)")
                                                             for o in others)]

            def on(target: str) -> None:
                def done() -> str:
                    self.table.cast(c.uid, magic, int(level), on=target)
                    return self.table.log[-1].partition(" ")[2] + "."

                self.attempt(done)

            ask(self, ChoiceScreen(f"{magic.name} on whom?", targets,
                                   f"{he(c.p.pronoun).capitalize()} touches whom {he(c.p.pronoun)} casts on."), on)

        ask(self, ChoiceScreen(f"{c.uid} casts", choices, f"{he(c.p.pronoun).capitalize()} has {c.pow_left} POW left."),
            cast)

    def action_next_round(self) -> None:
        said = self.table.next_round()
        begins = f"Round {self.table.round} begins: parries and Defence are new, intents to be stated."
        self.done("\n".join([*said, begins]))

    def action_end(self) -> None:
        heroes = [seat.uid for seat, _ in self.table.ends()]
        text = (f"Write {', '.join(heroes)}'s wounds and POW spent back to the hero files"
                + (", and a tick for each weapon that felled a foe" if self.table.party_won else "") + "?")

        def confirmed(answer: str) -> None:
            if answer == "write":
                self._write_back()

        ask(self, ChoiceScreen("End the fight", [Choice("write", "Write them back"), Choice("no", "Not yet")], text),
            confirmed)

    def _write_back(self) -> None:
        try:
            kept = write_back(self.app.content, self.table)
        except TableFileError as exc:
            self.refused(exc)
            return
        except (HeroFileError, RefusedWrite) as exc:
            self.refused(f"A hero's file: {exc}")
            return
        except OSError as exc:
            self.refused(f"{exc.filename}: {exc.strerror or exc}")
            return
        self.done("\n".join(self._kept_line(k) for k in kept))
        self.notify(f"{counted(len(kept), 'hero file')} written.", title="The fight is over")

    def _kept_line(self, kept: HeroKept) -> str:
        """What was written to one hero's file, in words."""
        content = self.app.content
        c = next(f for seat, f in zip(self.table.seats, self.table.fighters, strict=True) if seat.ref == str(kept.path))
        places = {loc.id: loc.name for loc in c.p.locations}
        wounds = ", ".join(f"{places.get(loc, loc)} {n}" for loc, n in kept.wounds.items()) or "none"
        ticks = ", ".join(content.weapons[w].name if w in content.weapons else w for w in kept.ticks) or "nothing"
        return f"{kept.name} ({kept.status}): wounds {wounds}, {kept.pow_spent} POW spent, ticked {ticks}"


NEW = "new"
"""The choice of a new fight among the tables kept."""


def choose_table(app: ThirdAgeApp) -> None:
    """Ask which fight to take up (those kept, newest first, or a new one) and open it."""
    from random import Random

    from thirdage_tui.combat.table_fight import TableFight
    from thirdage_tui.persistence.table_files import new_table_path, table_files

    choices = [Choice(NEW, "A new fight")]
    for path, state in table_files(app.saves_dir):
        if isinstance(state, TableFileError):
            choices.append(Choice(str(path), path.name, "cannot be read"))
            continue
        names = [str(f.get("uid")) for f in state.get("fighters", []) if isinstance(f, dict)]
        choices.append(Choice(str(path), f"{path.stem}: round {state.get('round')}, "
                              + (", ".join(names[:4]) + (f" and {len(names) - 4} more" if len(names) > 4 else "")
                                 or "nobody seated") + ("  (ended)" if state.get("ended") else "")))

    def chosen(answer: str) -> None:
        if answer == NEW:
            path = new_table_path(app.saves_dir)
            table = TableFight(app.content, Random(f"{app.seed}:table:{path.name}").randrange(1_000_000))
            try:
                keep_table(path, table)
            except OSError as exc:
                app.notify(f"{path}: {exc.strerror or exc}", title="Cannot start a fight", severity="error")
                return
        else:
            path = Path(answer)
            try:
                table = open_table(app.content, path)
            except TableFileError as exc:
                app.notify(str(exc), title="Cannot take this fight up", severity="error", timeout=10)
                return
        app.push_screen(TableScreen(table, path))

    app.push_screen(ChoiceScreen("The referee's table", choices, "Take up a fight kept, or begin a new one."),
                    lambda answer: chosen(answer) if answer is not None else None)
