"""The tactical fight: the battlefield, the strike-rank track, the status of the fighter at hand and
the log. Each round runs as 3.4 has it: the player states the intent of every fighter he commands
(the rest follow the engine's tactics), then movement, then resolution one strike rank at a time,
then book-keeping. The rules are all the engine's (`thirdage_tui.combat`); this screen only asks
and shows."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.campaign import capture
from thirdage_tui.combat import skill_use as sk
from thirdage_tui.combat import tactics
from thirdage_tui.combat.actions import shot_modifiers
from thirdage_tui.combat.aftermath import Aftermath, aftermath
from thirdage_tui.combat.attack import choose_parry
from thirdage_tui.combat.battle import MAX_ROUNDS, Battle
from thirdage_tui.combat.battlefield import heading, squares
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.events import Log
from thirdage_tui.combat.intent import ATTACK, CHANGE, FLEE, HOLD, MAGIC, SHOOT, SKILL, SURRENDER, Intent
from thirdage_tui.combat.rules import SQUARE_FT
from thirdage_tui.engine.wording import himself, his
from thirdage_tui.tui.screens.game_screen import GameModalScreen, ask
from thirdage_tui.tui.widgets.body_status import BodyStatus
from thirdage_tui.tui.widgets.combat_log import CombatLog
from thirdage_tui.tui.widgets.field_view import (
    FALLEN,
    FOE,
    OUT,
    PARTY,
    BattlefieldView,
    Token,
    ground_words,
)
from thirdage_tui.tui.widgets.keys_in_order import ListInOrder
from thirdage_tui.tui.widgets.side_text import SideText
from thirdage_tui.tui.widgets.strike_track import StrikeTrack

if TYPE_CHECKING:
    from thirdage_tui.content.models.magic import Magic

OVERLAY_CYCLE = ("move", "reach", "range", None)
STATING = frozenset({"attack", "shoot", "move_to", "magic", "ready", "skill", "parry", "defence", "flee", "surrender",
                     "hold", "next_foe"})
"""The actions of the statement of intent: there only while a fighter states his."""
Settle = Callable[[Battle], tuple[Aftermath, tuple[str, ...]]]
"""Carries a finished fight back where it came from (a campaign): its aftermath, and what was
written back, told as lines."""
READY_WORDS = {"missile": "shot: t", "thrown": "thrown: t", "natural": "always ready"}
"""What a weapon offered to ready is, and the key that uses it."""
WORDS = {ATTACK: "attack", SHOOT: "shoot", MAGIC: "cast", CHANGE: "ready a weapon", FLEE: "flee", SKILL: "use",
         SURRENDER: "surrender", HOLD: "hold: parry and defend only"}


def tokens_of(battle: Battle) -> dict[str, Token]:
    """Each fighter as drawn, by uid: `@` and a number for the party, a foe's initial (upper case
    for the large) and a number, `%` for the fallen; the out of the fight in italic yellow."""
    numbers: dict[int, int] = {}
    out: dict[str, Token] = {}
    for c in battle.c:
        n = numbers[c.side] = numbers.get(c.side, 0) + 1
        if c.dead or c.stone:
            out[c.uid] = Token("%" + ("@" if c.side == 0 else c.p.name[0].lower()), FALLEN)
            continue
        glyph = "@" if c.side == 0 else c.p.name[0].upper() if c.p.attributes["SIZ"] > 18 else c.p.name[0].lower()
        style = PARTY if c.side == 0 else FOE
        out[c.uid] = Token(f"{glyph}{n % 10}", style + OUT if not c.able else style)
    return out


def magic_words(magic: Magic, level: int) -> str:
    """A magic by name, with its level only where the level is chosen (variable magic)."""
    return f"{magic.name} {level}" if magic.variable else magic.name


def squares_of(battle: Battle, tokens: dict[str, Token]) -> dict[tuple[int, int], Token]:
    """The tokens on their squares: the living over the fallen; the fled are gone."""
    out: dict[tuple[int, int], Token] = {}
    for c in sorted(battle.c, key=lambda c: not c.dead):
        if not c.fled:
            out[battle.at[c.uid]] = tokens[c.uid]
    return out


@dataclass
class IntentDraft:
    """The intent being stated for one fighter."""

    action: str = HOLD
    target: Combatant | None = None
    weapon: int = -1
    magic: str | None = None
    level: int = 1
    parry: int = -2
    to: tuple[int, int] | None = None
    defence: dict[str, int] | None = field(default=None)
    skill: str | None = None
    chosen: bool = False
    """The player has stated something (holding included): only then may it be confirmed."""

    def intent(self, c: Combatant) -> Intent:
        return Intent(c, self.action, self.target, self.weapon if self.weapon >= 0 else c.main, self.magic,
                      self.level, self.defence, self.parry, self.to, self.skill)


class PickScreen(GameModalScreen[str]):
    """Choose one of a few things (a weapon, a magic and its POW) by keys."""

    DEFAULT_CSS = """
    PickScreen {
        align: center middle;
        #pick-box {
            width: 56; height: auto; max-height: 80%; border: thick $accent; background: $surface; padding: 0 1;
        }
        #pick-list { height: auto; max-height: 16; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "dismiss(None)", "Cancel", id="pick.cancel")]

    def __init__(self, title: str, options: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text, self.options = title, options

    def compose(self) -> ComposeResult:
        with Vertical(id="pick-box"):
            yield Static(self.title_text, classes="pick-title")
            yield ListInOrder(*(Option(label, id=key) for key, label in self.options), id="pick-list")
        yield Footer()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)


class BattleScreen(Screen[Battle]):
    """A fight on the grid, round by round; dismissed with the finished battle."""

    DEFAULT_CSS = """
    BattleScreen {
        #battle-left { width: 1fr; }
        #battle-grid { height: 1fr; }
        #battle-track { height: 4; border-top: solid $primary 50%; }
        #battle-side { width: 36; }
        #battle-intent { height: auto; max-height: 7; padding: 0 1; background: $boost; }
        #battle-status { height: auto; max-height: 11; padding: 0 1; }
        #battle-log { height: 1fr; border-top: solid $primary 50%; }
        &.-wide #battle-side { width: 56; }
        &.-wide #battle-status { max-height: 16; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "confirm", "Confirm", id="battle.confirm",
                tooltip="state this fighter's action and go on to the next (none chosen: asks first)"),
        Binding("space", "step", "Next SR", id="battle.step", tooltip="resolve the next strike rank"),
        Binding("space", "stop", "Stop", id="battle.stop", tooltip="stop the fight running on, at the next round"),
        Binding("f", "attack", "Attack", id="battle.attack", tooltip="strike the fighter under the cursor (or the nearest foe)"),
        Binding("t", "shoot", "Shoot", id="battle.shoot", tooltip="shoot or throw at the fighter under the cursor, with the missile readied or in hand "
                "(several: asks which); shows the range from here and after a walk"),
        Binding("m", "move_to", "Move", id="battle.move", tooltip="walk first towards the square under the cursor"),
        Binding("c", "magic", "Magic", id="battle.magic", tooltip="use Hero Magic or a spell on the fighter under the cursor"),
        Binding("enter", "round", "Round", id="battle.round",
                tooltip="play out the rest of this round (what is chosen is done; those not yet told follow the tactics)"),
        Binding("g", "fight_on", "Fight on", id="battle.fight_on",
                tooltip="let the rounds play on by themselves; g, space or Esc stops at the next round"),
        Binding("full_stop", "next_foe", "Next foe", id="battle.next_foe", show=False,
                tooltip="put the cursor on the next foe, nearest first"),
        Binding("e", "ready", "Ready a weapon", id="battle.ready", show=False,
                tooltip="5 strike ranks and nothing else; or then f or t strikes or shoots with it"),
        Binding("q", "skill", "Use a skill", id="battle.skill", show=False,
                tooltip="Healing, Know Enemy, Hide in Cover, Move Silently"),
        Binding("p", "parry", "Parry with", id="battle.parry", show=False,
                tooltip="when struck (the best parry in hand), none, or one weapon or shield"),
        Binding("v", "defence", "Defence against", id="battle.defence", show=False,
                tooltip="one more point of Defence against the foe under the cursor; off a foe: evenly"),
        Binding("r", "flee", "Flee", id="battle.flee", show=False, tooltip="run from the fight"),
        Binding("x", "surrender", "Surrender", id="battle.surrender", show=False, tooltip="yield to the foes (asks first)"),
        Binding("z", "hold", "Hold", id="battle.hold", show=False, tooltip="parry and defend only"),
        Binding("o", "overlay", "Overlay", id="battle.overlay", show=False,
                tooltip="show the squares in move, in reach, in range, or none"),
        Binding("i", "dice", "Dice", id="battle.dice", show=False, tooltip="every roll in the log, or words only"),
        Binding("G", "auto", "End the fight now", id="battle.auto", show=False,
                tooltip="the engine's tactics play it to the end at once"),
        Binding("escape", "cancel", "Cancel", id="battle.cancel", show=False,
                tooltip="start this fighter's action afresh; stops the fight running on"),
    ]
    PACE = 0.35
    """Seconds between rounds while the fight runs on."""

    def __init__(self, battle: Battle, controlled: frozenset[int] = frozenset({0}), *,
                 enc: dict[str, int] | None = None, title: str = "", settle: Settle | None = None,
                 seed: int | str = 0, sight: Callable[[Battle], frozenset[tuple[int, int]]] | None = None) -> None:
        super().__init__()
        if battle.log is None:
            raise ValueError("a fight shown on the grid is mustered with its log")
        self.fight_log: Log = battle.log
        """What has happened in the fight, shown as it comes."""
        self.settle = settle
        """Called once when the fight is over; None: nothing is written back (the workshop), and the
        loot is rolled from `seed`."""
        self.seed = seed
        self.sight = sight
        """The squares the company has seen as the fight stands (a fight in a site); None: the whole field."""
        self.battle = battle
        self.controlled = controlled
        self.enc = enc or {}
        self.title_text = title
        self.overlay_kind: str | None = "move"
        self.waiting: list[Combatant] = []
        self.stated: dict[str, Intent] = {}
        self.draft = IntentDraft()
        self.steps: Iterator[int | None] | None = None
        self.current_sr: int | None = None
        self.told = 0
        self.tokens: dict[str, Token] = {}
        self.finished = False
        self.running: Timer | None = None
        """The timer playing the rounds while the fight runs on by itself."""

    # -- layout
    def compose(self) -> ComposeResult:
        with Horizontal(id="battle-main"):
            with Vertical(id="battle-left"):
                yield BattlefieldView(self.battle.field, id="battle-grid")
                yield StrikeTrack(id="battle-track")
            with Vertical(id="battle-side"):
                yield BodyStatus(id="battle-status")
                yield CombatLog(id="battle-log")
        yield SideText(id="battle-intent")
        yield Footer(compact=True, show_command_palette=False)

    @property
    def grid(self) -> BattlefieldView:
        return self.query_one(BattlefieldView)

    @property
    def log_view(self) -> CombatLog:
        return self.query_one(CombatLog)

    def on_mount(self) -> None:
        self.grid.focus()
        self.watch(self.grid, "cursor", self._cursor_moved, init=False)
        self._start_round()

    # -- the round
    @property
    def actor(self) -> Combatant | None:
        return self.waiting[0] if self.waiting else None

    def _start_round(self) -> None:
        """Statement of intent: every able fighter the player commands, in turn."""
        battle = self.battle
        if battle.over:
            self._finish()
            return
        self.stated, self.steps, self.current_sr = {}, None, None
        self.waiting = [c for c in battle.c if c.side in self.controlled and c.able]
        self._next_actor()

    def _next_actor(self) -> None:
        actor = self.actor
        if actor is None:
            self._resolve_start()
            return
        self.draft = IntentDraft(weapon=actor.main)
        self.grid.cursor = self.battle.at[actor.uid]
        self._refresh()

    def _resolve_start(self) -> None:
        """Movement, then the schedule of who acts at which strike rank."""
        self.steps = steps = self.battle.round_steps(self.stated)
        next(steps)
        self._refresh()

    def _step(self) -> None:
        """Resolve the next strike rank; after the last, book-keeping and the next round."""
        if self.steps is None:
            return
        try:
            self.current_sr = next(self.steps)
        except StopIteration:
            self._start_round()
            return
        self._refresh()

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        self.battle.finish()
        self._refresh()
        from thirdage_tui.tui.screens.fight_end import AftermathScreen

        if self.settle is not None:
            after, recorded = self.settle(self.battle)
        else:
            after, recorded = aftermath(self.battle, self.battle.content, Random(f"spoils:{self.seed}")), None
        self.app.push_screen(AftermathScreen(after, self.battle.content, recorded),
                             lambda _: self.dismiss(self.battle))

    # -- showing
    def _refresh(self) -> None:
        battle = self.battle
        actor = self.actor
        self.tokens = tokens_of(battle)
        if self.sight is not None:
            self.grid.reveal(self.sight(battle))
        self.grid.show(squares_of(battle, self.tokens), battle.at[actor.uid] if actor else None)
        self._show_overlay()
        entries = [(e.sr, self.tokens[e.intent.actor.uid].text, e.intent.actor.side) for e in battle.schedule]
        self.query_one(StrikeTrack).show(battle.round + (self.steps is None), entries + self._done_entries(),
                                         self.current_sr)
        new = self.fight_log[self.told:]
        self.told = len(self.fight_log)
        self.log_view.add(new)
        self._show_intent()
        self._show_status(self.grid.cursor)

    def _done_entries(self) -> list[tuple[int, str, int]]:
        if self.steps is None:
            return []
        seen, out = set(), []
        for e in self.fight_log:
            if e.round == self.battle.round and e.sr is not None and e.kind in (
                    "attack", "magic", "ready", "flee", "surrender", "thwarted") and (e.sr, e.actor) not in seen:
                seen.add((e.sr, e.actor))
                side = next((c.side for c in self.battle.c if c.uid == e.actor), 0)
                out.append((e.sr, self.tokens[e.actor].text, side))
        return out

    def _intent_text(self) -> str:
        actor = self.actor
        if self.battle.over and self.steps is None:
            return "[b]The fight is over.[/b]"
        if self.running is not None:
            return f"[b]Round {self.battle.round}[/b]: the fight runs on. [b]g[/b], space or Esc stops it."
        if self.battle.over:
            side = "No foe" if not self.battle.side_fighting(1) else "None of yours"
            return f"{side} can fight on: [b]space[/b] next strike rank, [b]enter[/b] the rest of the round."
        if actor is None:
            sr = "movement done" if self.current_sr is None else f"SR {self.current_sr} resolved"
            return (f"[b]Round {self.battle.round}[/b]: {sr}. [b]space[/b] next strike rank, "
                    "[b]enter[/b] the rest of the round, [b]g[/b] fight on.")
        d = self.draft
        what = self.intent_words(d.intent(actor), actor.p.arms[actor.main].name if actor.main >= 0 else "") \
            if d.chosen else "[b $warning]nothing chosen yet[/] (f, t, c... or space: asks)"
        return (f"[b]{actor.uid}[/b], round {self.battle.round + 1}: {what}\n"
                f"{self._parry_words(actor)}\n{self._defence_words(actor)}\n{self._cursor_words(actor)}\n"
                "[dim]e ready · p parry · v Defence · z hold · r flee · x yield · ? every key[/dim]")

    def intent_words(self, intent: Intent, in_hand: str) -> str:
        """An intent in words: the action, its magic or skill, its target by where he stands, the
        weapon and what readying it costs (3.5.2), and where he walks first."""
        actor, battle = intent.actor, self.battle
        words = WORDS.get(intent.action, intent.action)
        if intent.action == SKILL and intent.skill:
            words += f" {battle.content.skills[intent.skill].name}" + (" on" if intent.target is not None else "")
        known = battle.magic_of(actor, intent.magic)
        first = intent.action in (ATTACK, SHOOT)  # a magic cast while closing, before the blow
        if known is not None and not first:
            told = magic_words(known, intent.level)
            words += f" {told}" if intent.action == MAGIC else f" ({told})"
        if intent.target is not None:
            words += (" on" if intent.action == MAGIC else "") + f" {self.named(intent.target)}"
        if intent.weapon >= 0 and intent.action in (ATTACK, SHOOT, CHANGE):
            arm = actor.p.arms[intent.weapon]
            words += f" with {arm.name}"
            if intent.weapon != actor.main and arm.kind != "natural":
                words += f" (readying it: {battle.rules.change_weapon} SR" + (
                    f"; {in_hand} is put by)" if in_hand and intent.action != CHANGE else ")")
        if known is not None and first:
            words += f", {magic_words(known, intent.level)} first"
        if intent.to:
            words += f", first to {heading(battle.at[actor.uid], intent.to)}"
        return words

    def named(self, c: Combatant) -> str:
        """A fighter by name, with where he stands from the fighter at hand: "Goblin 1, 25 ft NE"."""
        actor = self.actor
        if actor is None or c is actor:
            return c.uid if actor is None else f"{c.uid} ({himself(c.p.pronoun)})"
        return f"{c.uid}, {heading(self.battle.at[actor.uid], self.battle.at[c.uid])}"

    def _parry_words(self, actor: Combatant) -> str:
        """Which weapon or shield parries in the round being stated, in words (last round's parries,
        spent, come back with it)."""
        parry = self.draft.parry
        if parry == -1:
            return "Parry (p): [b]none[/b]: every blow comes at him unparried."
        if parry >= 0:
            arm = actor.p.arms[parry]
            return f"Parry (p): [b]only with {arm.name}[/b] ({arm.parry})."
        blade, shot = choose_parry(actor, melee=True, used=0), choose_parry(actor, melee=False, used=0)
        words = f"{actor.p.arms[blade].name} ({actor.p.arms[blade].parry})" if blade >= 0 else "nothing in hand"
        if shot >= 0 and shot != blade:
            words += f", shots with {actor.p.arms[shot].name}"
        return f"Parry (p): [b]when struck[/b], blows with {words}."

    def _defence_words(self, actor: Combatant) -> str:
        """How his Defence is split among this round's attackers, in words."""
        total, split = actor.defence, self.draft.defence
        if total <= 0:
            return "Defence 0: " + ("none on the ground." if actor.down else "none to share.")
        if not split:
            return f"Defence {total} (v on a foe: more on him): shared evenly among this round's attackers."
        given = ", ".join(f"{points} against {uid}" for uid, points in split.items())
        rest = total - sum(split.values())
        return f"Defence {total} (v): {given}" + (f", {rest} shared among the rest." if rest else ".")

    def _cursor_words(self, actor: Combatant) -> str:
        """Who is under the cursor, how far and which way, and what a shot at him would face."""
        here = self._standing_at(self.grid.cursor)
        if here is None:
            cursor = self.grid.cursor
            ground = ground_words(self.battle.field.ground(cursor)) if self.grid.knows(cursor) else "not seen"
            return f"Cursor: {heading(self.battle.at[actor.uid], self.grid.cursor)}, {ground}."
        words = f"Cursor: {self.named(here)}"
        missile = self._missile(actor)
        if here.side != actor.side and missile >= 0:
            arm, battle = actor.p.arms[missile], self.battle
            gap, walk = battle.distance(actor, here), self._walk_ft(actor)
            if gap > (arm.range_ft or 0) + walk:
                words += f"; out of {arm.name}'s range this round ({arm.range_ft} ft, and a walk of {walk})"
            elif gap > (arm.range_ft or 0):
                closer = gap - (arm.range_ft or 0)
                words += (f"; {arm.name} in range after a walk of {closer} ft "
                          f"(+{battle.rules.movement_sr(closer)} SR)")
            elif not battle.sight(actor, here)[0]:
                words += "; out of sight"
            else:
                odds = shot_modifiers(battle, actor, here)
                words += f"; {arm.name} in range, from here" + "".join(f", {why} {n:+d}" for why, n in odds.items())
        return words + "."

    def _missile(self, actor: Combatant) -> int:
        """The missile weapon the player means (`action_shoot`): readied this round, else in hand,
        else his first; -1 if he has none."""
        missiles = tactics.missiles(actor)
        return next((i for i in (self.draft.weapon, actor.main) if i in missiles), missiles[0] if missiles else -1)

    def _walk_ft(self, actor: Combatant) -> int:
        """How far he may walk this round and still shoot (his move; 3.2.3)."""
        return self.battle.grid.allowance(actor, True) * SQUARE_FT

    def _show_status(self, cell: tuple[int, int]) -> None:
        here = self._standing_at(cell) or self.actor
        self.query_one(BodyStatus).show(here, self.enc.get(here.uid, 0) if here else 0)

    def _standing_at(self, cell: tuple[int, int]) -> Combatant | None:
        found = [c for c in self.battle.c if self.battle.at[c.uid] == cell and not c.fled]
        return min(found, key=lambda c: c.dead) if found else None

    def _show_overlay(self) -> None:
        actor = self.actor
        overlay: dict[tuple[int, int], str] = {}
        if actor is not None and self.overlay_kind is not None:
            battle, here = self.battle, self.battle.at[actor.uid]
            if self.overlay_kind == "move":
                overlay = dict.fromkeys(battle.moves(actor, attacking=True), "move")
            elif self.overlay_kind == "reach":
                overlay = {c: "reach" for c in battle.field.costs(here, limit=1) if squares(c, here) == 1}
            else:
                overlay = self._range_bands(actor, here)
        self.grid.show_overlay(overlay)

    def _range_bands(self, actor: Combatant, here: tuple[int, int]) -> dict[tuple[int, int], str]:
        """The squares a shot of the missile he means reaches: from where he stands and in sight
        ("range"), or after a walk this round ("walk"); beyond them, none (out of range this round).
        With no missile, the squares next to him."""
        missile, field_ = self._missile(actor), self.battle.field
        near = (actor.p.arms[missile].range_ft or 0) // SQUARE_FT if missile >= 0 else 1
        far = near + (self._walk_ft(actor) // SQUARE_FT if missile >= 0 else 0)
        out: dict[tuple[int, int], str] = {}
        for x in range(field_.width):
            for y in range(field_.height):
                gap = squares((x, y), here)
                if 0 < gap <= near and field_.sight(here, (x, y))[0]:
                    out[(x, y)] = "range"
                elif 0 < gap <= far:
                    out[(x, y)] = "walk"
        return out

    def _cursor_moved(self, cell: tuple[int, int]) -> None:
        """The status and the cursor's line follow the cursor in the same frame as the grid."""
        if self.is_mounted:
            self._show_status(cell)
            self.query_one("#battle-intent", SideText).update(self._intent_text())  # the cursor's line

    # -- statement of intent
    def _target(self) -> Combatant | None:
        found = self._standing_at(self.grid.cursor)
        if found is None or not found.present:
            self.notify("Put the cursor on a fighter first.", severity="warning")
            return None
        return found

    def _set(self, chosen: bool = True, **changes: object) -> None:
        """Change the intent being stated; `chosen`: an action, so it may be confirmed as it stands
        (a parry or a Defence split alone is no action)."""
        if self.actor is None:
            return
        for key, value in changes.items():
            setattr(self.draft, key, value)
        self.draft.chosen = self.draft.chosen or chosen
        self._show_intent()

    def _show_intent(self) -> None:
        self.query_one("#battle-intent", SideText).update(self._intent_text())
        self.refresh_bindings()

    def _blow_target(self, actor: Combatant) -> Combatant | None:
        """The fighter under the cursor; with the cursor still on `actor`, the nearest foe."""
        if self.grid.cursor == self.battle.at[actor.uid]:
            self.action_next_foe()
        return self._target()

    def action_attack(self) -> None:
        """A blow with the weapon readied or in hand; with a bow or a javelin there, his best blade
        (readying it costs its 5 SR, and the player is told)."""
        actor = self.actor
        if actor is None or (target := self._blow_target(actor)) is None:
            return
        readied = self.draft.weapon
        weapon = next((i for i in (readied, actor.main) if i >= 0 and self._strikes(actor, i)),
                      tactics.best_arm(actor, ranged=False))
        if weapon >= 0 and readied >= 0 and readied != weapon and actor.p.arms[readied].ranged:
            held = actor.p.arms[readied]
            throw = held.kind == "thrown"
            self.notify(f"{held.name} is {'thrown' if throw else 'shot'}, not swung: {actor.uid} strikes with "
                        f"{actor.p.arms[weapon].name}; t {'throws' if throw else 'shoots'} instead.", timeout=5)
        self._arm(actor, ATTACK, target, weapon)

    @staticmethod
    def _strikes(actor: Combatant, index: int) -> bool:
        """Whether the arm strikes in close combat (not shot, thrown, or a shield)."""
        arm = actor.p.arms[index]
        return arm.attack is not None and not arm.ranged

    def action_shoot(self) -> None:
        """A shot or a throw with the missile weapon the player means: the one he readied this round,
        else the one in hand, else his only one; with several, he is asked which (and what readying
        each costs)."""
        actor = self.actor
        if actor is None or (target := self._blow_target(actor)) is None:
            return
        missiles = tactics.missiles(actor)
        meant = next((i for i in (self.draft.weapon, actor.main) if i in missiles), -1)  # `_missile`, unasked
        if meant < 0 and len(missiles) > 1:
            change, arms = self.battle.rules.change_weapon, actor.p.arms
            options = [(str(i), f"{arms[i].name} ({arms[i].kind}, {arms[i].range_ft} ft; readying it: {change} SR)")
                       for i in missiles]
            ask(self, PickScreen(f"{actor.uid}: shoot or throw with which?", options),
                lambda key: self._shoot_with(actor, target, int(key)))
            return
        self._shoot_with(actor, target, meant if meant >= 0 else next(iter(missiles), -1))

    def _shoot_with(self, actor: Combatant, target: Combatant, weapon: int) -> None:
        self._arm(actor, SHOOT, target, weapon)
        if self.overlay_kind != "range":
            self.overlay_kind = "range"
            self._show_overlay()

    def _arm(self, actor: Combatant, action: str, target: Combatant, weapon: int) -> None:
        """State a blow of `actor` at `target` with `weapon`; tell the player when there is none (-1)."""
        if weapon < 0:
            what = "no missile or thrown weapon" if action == SHOOT else "nothing to attack with"
            self.notify(f"{actor.uid} has {what}.", severity="warning")
            return
        self._set(action=action, target=target, weapon=weapon)

    def action_next_foe(self) -> None:
        """Put the cursor on the next foe still standing, nearest first."""
        actor = self.actor
        if actor is None:
            return
        here = self.battle.at[actor.uid]
        foes = sorted((f for f in self.battle.foes(actor) if f.present),
                      key=lambda f: (squares(self.battle.at[f.uid], here), f.uid))
        if foes:
            cells = [self.battle.at[f.uid] for f in foes]
            now = self.grid.cursor
            self.grid.cursor = cells[(cells.index(now) + 1) % len(cells)] if now in cells else cells[0]

    def action_move_to(self) -> None:
        if self.actor is not None:
            self._set(to=self.grid.cursor)

    def action_magic(self) -> None:
        actor = self.actor
        if actor is None:
            return
        options = []
        for magic_id in (*actor.p.magic, *actor.p.spells):
            magic = self.battle.magic_of(actor, magic_id)
            if magic is None:
                continue
            top = actor.p.magic.get(magic_id, 1) if magic.variable else 1
            options += [(f"{magic_id}:{lvl}", f"{magic_words(magic, lvl)} (POW {magic.use_cost(lvl)})")
                        for lvl in range(1, top + 1) if magic.use_cost(lvl) <= actor.pow_left]
        if not options:
            self.notify(f"{actor.uid} has no magic to use now.", severity="warning")
            return

        def chosen(key: str | None) -> None:
            if key:
                magic_id, level = key.split(":")
                target = self._standing_at(self.grid.cursor) or actor
                self._set(action=MAGIC, magic=magic_id, level=int(level), target=target)

        self.app.push_screen(PickScreen(f"{actor.uid}: which magic, at what POW? (target: under the cursor)",
                                        options), chosen)

    def action_skill(self) -> None:
        """Use a skill (`combat.skill_use`): Healing or Know Enemy on the fighter under the cursor, or slip away."""
        actor = self.actor
        if actor is None:
            return
        here = self._standing_at(self.grid.cursor)
        skills = self.battle.content.skills
        options = [(s, f"{skills[s].name} {sk.level(actor, s, here)}" + (f" on {here.uid}" if here and s in (
            sk.HEALING, sk.KNOW_ENEMY) else "")) for s in sk.USABLE if sk.level(actor, s, here) > 0]
        if not options:
            self.notify(f"{actor.uid} has no skill to use here.", severity="warning")
            return

        def chosen(skill: str | None) -> None:
            if skill:
                self._set(action=SKILL, skill=skill, target=here if skill in (sk.HEALING, sk.KNOW_ENEMY) else None)

        self.app.push_screen(PickScreen(f"{actor.uid}: use which skill? (Healing, Know Enemy: on the fighter "
                                        "under the cursor; Hide, Move Silently: slip away)", options), chosen)

    def action_ready(self) -> None:
        """Ready another weapon (5 SR): the one in hand is not offered."""
        actor = self.actor
        if actor is None:
            return
        options = [(str(i), f"{arm.name} ({READY_WORDS.get(arm.kind, 'swung')})") for i, arm in enumerate(actor.p.arms)
                   if not arm.shield and i != actor.main]
        if not options:
            self.notify(f"{actor.uid} has no other weapon to ready.", severity="warning")
            return
        ask(self, PickScreen(f"{actor.uid}: ready which weapon ({self.battle.rules.change_weapon} SR)? "
                             "Then f strikes or t shoots with it this round, after the readying.", options),
            lambda key: self._set(action=CHANGE, weapon=int(key)))

    def action_parry(self) -> None:
        actor = self.actor
        if actor is None:
            return
        choices = [-2, -1] + [i for i, arm in enumerate(actor.p.arms) if arm.parry is not None]
        self._set(False, parry=choices[(choices.index(self.draft.parry) + 1) % len(choices)])

    def action_defence(self) -> None:
        """One more point of Defence against the foe under the cursor (up to all of it); with the
        cursor off a foe, or all of it given, shared evenly again."""
        actor = self.actor
        target = self._standing_at(self.grid.cursor)
        if actor is None:
            return
        split = dict(self.draft.defence or {})
        if target is None or target.side == actor.side or sum(split.values()) >= actor.defence:
            self._set(False, defence=None)
            return
        split[target.uid] = split.get(target.uid, 0) + 1
        self._set(False, defence=split)

    def action_flee(self) -> None:
        self._set(action=FLEE, target=None)

    def action_surrender(self) -> None:
        """Yield to the foes, once the player has said he means it."""
        actor = self.actor
        if actor is None:
            return
        options = [("yes", f"Yes: {actor.uid} throws down {his(actor.p.pronoun)} arms and yields"), ("no", "No: fight on")]
        ask(self, PickScreen(f"{actor.uid}: yield to the foes? {self._yielding_to(actor)}", options),
            lambda key: self._set(action=SURRENDER, target=None) if key == "yes" else None)

    def _yielding_to(self, actor: Combatant) -> str:
        """What the foes would do with him (`capture.terms`): those who take no prisoners first, as
        they refuse a surrender for all."""
        battle = self.battle
        kinds = [f.p.ref for f in battle.foes(actor) if f.able and f.p.kind == "creature"]
        deaf = [k for k in kinds if battle.content.bestiary[k].behaviour.prisoners == "none"]
        return capture.terms(battle.content, (deaf or kinds)[0]) if kinds else "What they do is theirs to choose."

    def action_hold(self) -> None:
        self._set(action=HOLD, target=None)

    def action_cancel(self) -> None:
        if self.running is not None:
            self._stop_running()
        elif self.actor is not None:
            self.draft = IntentDraft(weapon=self.actor.main)
            self._show_intent()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Space confirms a fighter's intent (asking first when none is chosen, so that a stray press
        after the strike ranks gives no one's turn away), and steps through the strike ranks. While the
        fight runs on, only stopping it is possible."""
        if self.running is not None:
            return action in ("fight_on", "cancel", "stop")
        if self.finished:
            return action == "dice"
        if action in STATING and self.actor is None:
            return False
        if action == "confirm":
            return self.actor is not None
        if action == "step":
            return self.actor is None and not (self.battle.over and self.steps is None)
        return action != "stop"

    def action_confirm(self) -> None:
        """State this fighter's intent and go on to the next; with no action chosen, ask first: the
        tactics' advice, said in words, or holding (Esc: choose himself). Our ruling: a stray space
        never gives a turn away unseen."""
        actor = self.actor
        if actor is None:
            return
        if self.draft.chosen:
            self._state(actor, self.draft.intent(actor))
            return
        advice = self.battle.suggest(actor)
        advice.parry, advice.defence = self.draft.parry, self.draft.defence
        in_hand = actor.p.arms[actor.main].name if actor.main >= 0 else ""
        held = self.draft.intent(actor)
        held.action = HOLD
        options = [("advice", f"As the tactics advise: {self.intent_words(advice, in_hand)}"),
                   ("hold", "Hold: parry and defend only")]
        ask(self, PickScreen(f"{actor.uid} has no action yet (Esc: choose one yourself).", options),
            lambda key: self._state(actor, advice if key == "advice" else held))

    def _state(self, actor: Combatant, intent: Intent) -> None:
        """`actor`'s intent stated; on to the next fighter."""
        if self.actor is not actor:
            return
        self.stated[actor.uid] = intent
        self.waiting.pop(0)
        self._next_actor()

    def action_step(self) -> None:
        """Resolve the next strike rank."""
        self._step()

    def _round_rest(self) -> None:
        """The rest of this round: the fighter at hand does what the player chose for him, confirmed
        or not; those still to state their intent follow the engine's tactics; every strike rank left
        is resolved; then the next round's statement (or the fight's end)."""
        if self.steps is None:
            if (actor := self.actor) is not None and self.draft.chosen:
                self.stated[actor.uid] = self.draft.intent(actor)
            self.waiting = []
            self.steps = self.battle.round_steps(self.stated)
        for _ in self.steps:
            pass
        self._start_round()

    def action_round(self) -> None:
        """Play out the rest of the round."""
        self._round_rest()
        self._refresh()

    def action_fight_on(self) -> None:
        """Let the rounds play on by themselves, one every `PACE` seconds; again: stop at the next round."""
        if self.running is not None:
            self._stop_running()
            return
        self.running = self.set_interval(self.PACE, self._run_one)
        self._run_one()

    def action_stop(self) -> None:
        self._stop_running()

    def _run_one(self) -> None:
        if self.finished or self.battle.round >= MAX_ROUNDS:
            self._stop_running()
            if not self.finished:
                self._finish()
            return
        self._round_rest()
        self._refresh()
        if self.finished:
            self._stop_running()

    def _stop_running(self) -> None:
        if self.running is not None:
            self.running.stop()
            self.running = None
        self._show_intent()

    def action_auto(self) -> None:
        """Let the engine's tactics fight on to the end at once (intents already stated this round kept)."""
        self._stop_running()
        if self.steps is None:
            self.waiting = []
            self.steps = self.battle.round_steps(self.stated)
        for _ in self.steps:
            pass
        self.steps = None
        while not self.battle.over and self.battle.round < MAX_ROUNDS:
            self.battle.play_round()
        self._refresh()
        self._finish()

    def action_overlay(self) -> None:
        self.overlay_kind = OVERLAY_CYCLE[(OVERLAY_CYCLE.index(self.overlay_kind) + 1) % len(OVERLAY_CYCLE)]
        self._show_overlay()
        self.notify(f"Overlay: {self.overlay_kind or 'none'}", timeout=1.5)

    def action_dice(self) -> None:
        self.log_view.action_toggle_dice()
