"""The melee round of 3.4: statement of intent, movement of the non-engaged, resolution in
strike-rank order (ties by DEX, equal DEX simultaneous), book-keeping; round after round until one
side can fight no more.

Every fight is played on a battlefield of five-foot squares (`combat.grid`): the campaign's
quick fights, the battle screen, the workshop and the referee's odds alike. A screen drives the
same rounds with `round_steps` and the intents its player states; what each action does when its
strike rank comes is `combat.actions`.
"""

from __future__ import annotations

from collections.abc import Iterator
from operator import attrgetter
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat import actions, tactics
from thirdage_tui.combat import lasting as mg
from thirdage_tui.combat.attack import AUTO, NO_PARRY
from thirdage_tui.combat.battlefield import Battlefield, Cell, clear, size_for
from thirdage_tui.combat.effects import Casting, cast_effects
from thirdage_tui.combat.events import Log
from thirdage_tui.combat.grid import KEEP_AWAY_FT, Grid
from thirdage_tui.combat.intent import (
    AIMED,
    ATTACK,
    BLOWS,
    CHANGE,
    CLOSE,
    FLEE,
    HOLD,
    MAGIC,
    QUAIL,
    SHOOT,
    SKILL,
    SURRENDER,
    Intent,
)
from thirdage_tui.combat.outcome import Outcome, outcome_of
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.combat.schedule import Schedule
from thirdage_tui.combat.specials import daylight_effect, terrifies
from thirdage_tui.combat.wounds import bleed, stop_bleeding
from thirdage_tui.content.ids import HEAL, HEALING
from thirdage_tui.engine.dice import Die, seeded
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.combat.darkness import Darkness
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content

ABLE = attrgetter("able")
_NO_BLOW = (HOLD, QUAIL, SURRENDER, CLOSE)
"""Actions that come to no strike rank of their own (a casting while running aside, 3.2.3)."""
_WEAPON_SR = (ATTACK, SHOOT, CHANGE)
"""Actions at the strike rank of the weapon."""
_DEX_SR = (FLEE, SKILL)
"""Actions at the DEX strike rank."""
MAX_ROUNDS = 100
HEALING_TRIES = 2
LATE = 99
"""The strike rank of a magic the caster does not know: past any round's end."""


class Battle:
    """One fight between side 0 (the party) and side 1 (the foes) on a battlefield of squares.

    `field` is the ground (a clear field sized for the fighters when None); `at` places each
    fighter by uid (by default the two sides in lines `distance_ft` apart). `surprised` maps the
    uids of those caught unaware to how far off the foe was when it fell on them (3.5.1)."""

    def __init__(self, combatants: list[Combatant], content: Content, rng: Random | None = None, *,
                 field: Battlefield | None = None, at: dict[str, Cell] | None = None, dice: Die | None = None,
                 rules: CombatRules | None = None, distance_ft: int = 30, daylight: bool = False,
                 surprised: dict[str, int] | None = None, log: bool = True, darkness: Darkness | None = None):
        self.c = combatants
        self.sides = ([c for c in combatants if c.side == 0], [c for c in combatants if c.side == 1])
        """Each side's fighters, in the order given (never changing during the fight)."""
        self.creatures = [c for c in combatants if c.p.behaviour is not None]
        """The fighters whose morale may break (heroes' never does)."""
        self.leaders = tuple(tuple(c for c in side if c.p.behaviour and c.p.behaviour.leader) for side in self.sides)
        """Each side's leaders, standing or fallen."""
        self.routing = tuple(any(c.p.behaviour is not None for c in side) for side in self.sides)
        """Whether each side has creatures, whose morale may break."""
        self.content = content
        self.known_kinds: dict[str, dict[str, tuple[str, ...]]] = {}
        """By uid, the magic each fighter knows by the kinds of effect it carries (`tactics.known_with`)."""
        casters = [c for c in combatants if c.p.magic or c.p.spells]
        lights = daylight or bool(darkness and darkness.sunlit) or any(
            tactics.known_with(self, c, "daylight") for c in casters)
        self.lit_by_specials = [c for c in combatants if c.p.specials] if lights else []
        """The fighters with special abilities, the only ones light can touch (none where no light can
        fall: a fight in the dark, no day at a site's way in, where none knows a magic of daylight)."""
        self.terrors = any("terror" in c.p.specials for c in combatants) or \
            any(tactics.known_with(self, c, "terrify") for c in casters)
        """Whether anyone in the fight is, or can make himself, terrifying: else fear is never tested."""
        self.rules = rules or CombatRules.from_tables(content.tables)
        self.d = dice or seeded(rng or Random())
        self.log: Log | None = Log() if log else None
        field = field or clear(*size_for(len(combatants), distance_ft))
        self.grid = Grid(field, at) if at is not None else Grid.deployed(field, combatants, distance_ft)
        self.distance = self.grid.distance
        """Feet between two fighters."""
        self.reach = self.grid.reach
        """Close combat's reach, in feet."""
        self.round = 0
        self.daylight = daylight
        self.darkness = darkness
        """The dark of a fight in a site, which squares its light reaches (None: all can see)."""
        self.beset: dict[str, int] = {}
        self.engaged_at_start: dict[str, bool] = {}
        self.parries: dict[str, int] = {}
        self.held: dict[str, int] = {}
        """Each fighter's weapon in hand when this round's intents were stated."""
        self.studied: set[tuple[str, str]] = set()
        """(fighter, foe) pairs where Know Enemy gave the fighter +1 against that foe for the fight."""
        self.intents: list[Intent] = []
        """This round's stated intents."""
        self.schedule = Schedule()
        """This round's actions still to come."""
        self.outcome: Outcome | None = None
        """How the fight ended, once `finish` has been called."""
        for c in combatants:
            c.prepared = set(c.p.spells)
            tactics.arm_up(c)
            if surprised and c.uid in surprised:
                warned = mg.forewarn(self, c, self.rules.full_turn)
                if warned is None:
                    c.surprise_sr = self.rules.surprise_sr(surprised[c.uid])
                    self.emit("surprise", c.uid, text=f"{c.uid} is caught unaware, the foe {surprised[c.uid]} ft off: "
                                                       f"{c.surprise_sr} SR slower this round")
                else:
                    self.emit("magic", c.uid, c.uid, f"{warned.name} warns {c.uid}: he is not taken unawares")

    # -- the field ---------------------------------------------------------------------------

    @property
    def field(self) -> Battlefield:
        return self.grid.field

    @property
    def at(self) -> dict[str, Cell]:
        """Each fighter's square, by uid."""
        return self.grid.at

    @at.setter
    def at(self, at: dict[str, Cell]) -> None:
        self.grid.at = at

    def foes(self, c: Combatant) -> list[Combatant]:
        """The other side (the battle's own list: read it, do not change it)."""
        return self.sides[1 - c.side]

    def friends(self, c: Combatant, with_self: bool = False) -> list[Combatant]:
        """`c`'s side, with or without him (with him, the battle's own list)."""
        own = self.sides[c.side]
        return own if with_self else [f for f in own if f is not c]

    def engaged(self, c: Combatant) -> bool:
        """In close combat: an able foe within reach."""
        return self.grid.engaged(c, self.sides[1 - c.side])

    def moves(self, c: Combatant, attacking: bool) -> dict[Cell, int]:
        """Every square `c` can reach this round, with what it costs."""
        return self.grid.moves(c, self.c, attacking)

    def occupied(self, but: Combatant | None = None) -> set[Cell]:
        return self.grid.occupied(self.c, but)

    def sight(self, shooter: Combatant, target: Combatant) -> tuple[bool, bool]:
        return self.grid.sight(shooter, target)

    def cover(self, shooter: Combatant, target: Combatant) -> int:
        return self.grid.cover(shooter, target)

    def terrifying_foes(self, c: Combatant) -> bool:
        return self.terrors and any(f.present and terrifies(f) for f in self.foes(c))

    def magic_of(self, c: Combatant, magic_id: str | None) -> Magic | None:
        """The Hero Magic or spell `magic_id` if `c` knows it and it can do anything in a fight
        (`lasting.of_use_in_a_fight`; None for none)."""
        magic = (self.content.hero_magic[magic_id] if magic_id in c.p.magic else
                 self.content.spells[magic_id] if magic_id in c.p.spells else None)
        return magic if magic is not None and mg.of_use_in_a_fight(magic) else None

    def level_for(self, c: Combatant, magic_id: str) -> int:
        """The level to use: the highest known that leaves POW in reserve (1 for fixed ones)."""
        known = c.p.magic.get(magic_id, 1)
        return max(1, min(known, c.pow_left - tactics.POW_RESERVE))

    def suggest(self, c: Combatant) -> Intent:
        """What the tactics would have `c` do this round, the fighters standing as they do (a screen's
        advice before its player states an intent); the round itself asks the tactics afresh."""
        self.engaged_at_start = {f.uid: self.grid.engaged(f, self.sides[1 - f.side]) for f in self.c}
        return tactics.plan(self, c)

    def side_fighting(self, side: int) -> bool:
        return any(map(ABLE, self.sides[side]))

    @property
    def over(self) -> bool:
        return not (self.side_fighting(0) and self.side_fighting(1))

    def emit(self, kind: str, actor: str, target: str | None = None, text: str = "", **kw: int | None) -> None:
        if self.log is not None:
            self.log.emit(kind, actor, target, text=text, **kw)

    def parry_of(self, defender: Combatant) -> int:
        """The parry the defender stated (by default his choice when struck); none if he cannot act."""
        return self.parries.get(defender.uid, AUTO) if defender.able else NO_PARRY

    # -- the round ---------------------------------------------------------------------------

    def run(self, max_rounds: int = MAX_ROUNDS) -> Outcome:
        """Play rounds until one side can fight no more (or the rounds run out); then tend the fallen."""
        while not self.over and self.round < max_rounds:
            self.play_round()
        return self.finish()

    def play_round(self, stated: dict[str, Intent] | None = None) -> list[Intent]:
        """One melee round (3.4). `stated` overrides the tactics for the fighters it names."""
        self._state_and_move(stated)
        entries = self.schedule.entries  # the heap itself: a shot loosed again joins it as it is resolved
        while entries:
            self._resolve_group()
        self._book_keeping()
        return self.intents

    def round_steps(self, stated: dict[str, Intent] | None = None) -> Iterator[int | None]:
        """The round of `play_round`, paused after the movement (yielding None, with `schedule`
        set: who acts at which strike rank) and after each strike rank resolved (yielding it), so
        a screen can show the resolution step by step."""
        self._state_and_move(stated)
        yield None
        entries = self.schedule.entries
        while entries:
            sr = self._resolve_group()
            if not entries or entries[0].sr != sr:  # `schedule.next_sr()`
                yield sr
        self._book_keeping()

    def _state_and_move(self, stated: dict[str, Intent] | None) -> None:
        """A round up to its resolution: the intents stated, the Defence split, fear, movement, and the
        schedule of who acts at which strike rank."""
        self.round += 1
        if self.log is not None:
            self.log.round, self.log.sr = self.round, None
        for c in self.c:
            c.new_round()
        self.light()
        grid, sides = self.grid, self.sides
        engaged = self.engaged_at_start = {c.uid: grid.engaged(c, sides[1 - c.side]) for c in self.c}
        intents = self._intents(stated or {})
        self._split_defence(intents)
        self._fear(intents)
        self._move(intents, engaged)
        self.intents = intents
        self.schedule = self._schedule(intents)

    def _intents(self, stated: dict[str, Intent]) -> list[Intent]:
        """3.4.1: every fighter able to act states what he will do."""
        intents = []
        for c in self.c:
            if c.uid in stated:
                intents.append(stated[c.uid])
            elif c.able or (c.self_heal_only and c.present):
                intents.append(tactics.plan(self, c))
        beset: dict[str, int] = {}
        parries: dict[str, int] = {}
        for intent in intents:
            parries[intent.actor.uid] = intent.parry
            if (target := intent.target) is not None and intent.action in BLOWS:
                beset[target.uid] = beset.get(target.uid, 0) + 1
        self.beset, self.parries = beset, parries
        self.held = {c.uid: c.main for c in self.c}
        return intents

    def _split_defence(self, intents: list[Intent]) -> None:
        """Each defender shares his Defence among those attacking him this round (2.2.3)."""
        attackers: dict[str, list[Combatant]] = {}
        for intent in intents:
            if intent.action in AIMED and intent.target is not None and \
                    intent.target.side != intent.actor.side:
                attackers.setdefault(intent.target.uid, []).append(intent.actor)
        own = {i.actor.uid: i.defence for i in intents if i.defence is not None}
        for c in self.c:
            if c.uid in attackers:
                c.defence_vs = tactics.split_defence(c, attackers[c.uid], own.get(c.uid))

    def _fear(self, intents: list[Intent]) -> None:
        """Who would strike a terrifying foe must master his fear first, or quail this round; those
        a Courage or Hearten stated this round will steady need not (our ruling: it is cast first)."""
        if not self.terrors:
            return
        steadied = self._steadied(intents)
        for intent in intents:
            target = intent.target
            if intent.action in BLOWS and target is not None and target.side != intent.actor.side \
                    and intent.actor.uid not in steadied and tactics.quails(self, intent.actor, target):
                intent.action = QUAIL
                self.emit("fear", intent.actor.uid, target.uid, f"{intent.actor.uid} quails before {target.uid}")

    def _steadied(self, intents: list[Intent]) -> set[str]:
        """The uids on whom a magic with a courage effect, stated this round, will rest."""
        out: set[str] = set()
        for intent in intents:
            magic = self.magic_of(intent.actor, intent.magic) if intent.magic else None
            if magic is not None and any(e.type == "courage" for e in magic.effects) and \
                    intent.actor.pow_left >= mg.cost(magic, intent.level):
                out.update(b.uid for b in mg.bearers(self, intent.actor, magic))
        return out

    def _move(self, intents: list[Intent], engaged: dict[str, bool]) -> None:
        """3.4.2: those not engaged move. Those told where to go walk there first; then the rest move
        as their action needs (up to their allowance, twice it if they will not attack)."""
        rest = []
        for intent in intents:
            c = intent.actor
            if intent.to is None or intent.action == FLEE:
                rest.append(intent)
            elif not engaged[c.uid] and intent.action not in (SURRENDER, QUAIL):
                attacking = intent.action in (ATTACK, SHOOT, MAGIC, SKILL)
                self._go(c, self.grid.nearest_to(c, self.c, intent.to, attacking), intent.target)
        for intent in rest:
            c = intent.actor
            if engaged[c.uid] or intent.action in (HOLD, QUAIL, SURRENDER, CHANGE):
                continue
            target = intent.target
            if intent.action == FLEE:
                c.fled = True
                self.emit("flee", c.uid, text=f"{c.uid} runs from the fight")
            elif intent.action == ATTACK:
                self._close(intent)
            elif intent.action == SKILL:
                if intent.skill == HEALING and target is not None and target is not c:
                    self._go(c, self.grid.approach(c, target, self.c, self.reach), target)
            elif intent.action == SHOOT and c.p.behaviour and c.p.behaviour.keeps_distance:
                self._keep_away(c)
            elif target is not None and target is not c and not self._in_shot(intent):
                self._go(c, self.grid.approach(c, target, self.c, self._range_of(intent)), target)

    def _close(self, intent: Intent) -> None:
        """Close with the target: a walk that reaches him leaves time to strike; a run does not."""
        c, target = intent.actor, intent.target
        if target is None or self.distance(c, target) <= self.reach:
            return
        cell, reached = self.grid.closing(c, target, self.c)
        if not reached:
            intent.action = CLOSE
        self._go(c, cell, target)

    def _in_shot(self, intent: Intent) -> bool:
        """A shooter with his target in range and in sight shoots from where he stands."""
        target = intent.target
        return intent.action == SHOOT and target is not None and \
            self.distance(intent.actor, target) <= self._range_of(intent) and self.sight(intent.actor, target)[0]

    def _range_of(self, intent: Intent) -> int:
        """How near a shot or a magic needs its user to come."""
        if intent.action == SHOOT:
            return intent.actor.p.arms[intent.weapon].range_ft or self.reach
        magic = self.magic_of(intent.actor, intent.magic) if intent.magic else None
        return (magic.range_ft or self.reach) if magic is not None and magic.target != "self" else self.reach

    def _keep_away(self, c: Combatant) -> None:
        foes = [f for f in self.foes(c) if f.able]
        if foes and min(self.distance(c, f) for f in foes) < KEEP_AWAY_FT:
            self._go(c, self.grid.away(c, foes, self.c), None)

    def _go(self, c: Combatant, cell: Cell, target: Combatant | None) -> None:
        """Move `c` to `cell`, telling it; the feet count against his strike rank (3.5.1)."""
        if cell == self.at[c.uid]:
            return
        moved = self.grid.place(c, cell)
        c.moved_ft += moved
        towards = f" towards {target.uid}" if target is not None else ""
        self.emit("move", c.uid, target.uid if target else None, f"{c.uid} moves {moved} ft{towards}", value=moved)

    def leap(self, c: Combatant, feet: int | None) -> None:
        """Salmon Leap: over the foes' heads, to the free square farthest from them."""
        foes = [f for f in self.foes(c) if f.able]
        if foes and feet:
            spot = self.grid.leap_spot(c, feet, foes, self.c)
            if spot is not None:
                self.grid.place(c, spot)

    def _schedule(self, intents: list[Intent]) -> Schedule:
        """3.4.3 / 3.5: each action's strike rank; the 12-SR limit drops what comes too late."""
        schedule, rules, push = Schedule(), self.rules, self.push
        for seq, intent in enumerate(intents):
            c, action = intent.actor, intent.action
            extra = c.surprise_sr + (rules.movement_sr(c.moved_ft) if c.moved_ft else 0)
            if action in _NO_BLOW:
                if action == SURRENDER:
                    push(schedule, 0, intent, seq, False)
                elif action == CLOSE and intent.magic is not None:  # running, he may still cast (3.2.3)
                    push(schedule, self._magic_sr(c, intent) + extra, intent, seq, True)
                continue
            if c.down and not c.useless_legs and action in BLOWS:
                extra += rules.change_weapon
            if intent.magic is not None:
                sr = self._magic_sr(c, intent) + extra
                push(schedule, sr, intent, seq, True)
                extra = sr
            if action in _WEAPON_SR:
                push(schedule, extra + self._weapon_sr(c, intent), intent, seq, False)
            elif action in _DEX_SR:
                push(schedule, rules.dex_sr(c.p.dex) + extra, intent, seq, False)
        return schedule

    def push(self, schedule: Schedule, sr: int, intent: Intent, order: int, casting: bool) -> None:
        """Put an action on the schedule, unless it would come past the round's last strike rank."""
        if sr > self.rules.round_limit:
            c = intent.actor
            self.emit("late", c.uid, text=f"{c.uid} cannot act before the round is out (SR {sr})")
            return
        schedule.push(sr, intent, order, casting)

    def _magic_sr(self, c: Combatant, intent: Intent) -> int:
        magic = self.magic_of(c, intent.magic)
        if magic is None:
            return LATE
        spell = intent.magic in c.p.spells and intent.magic not in c.p.magic
        level = intent.level if magic.variable else 1
        return max(0, self.rules.magic_sr(c.p.dex, mg.cost(magic, level), spell and intent.magic not in c.prepared)
                   + c.sr_mod)

    def _weapon_sr(self, c: Combatant, intent: Intent) -> int:
        """A blow's strike rank: the weapon's, 5 more to change to it (a natural weapon is always
        ready: our ruling), 5 more for a missile not yet prepared (3.5.2)."""
        arm = c.p.arms[intent.weapon]
        change = self.rules.change_weapon if intent.weapon != c.main and arm.kind != "natural" else 0
        if intent.action == CHANGE:
            return change
        unready = self.rules.unprepared if arm.ranged and not c.ready and not change else 0
        return change + unready + max(0, arm.strike_rank + c.sr_mod)

    def _resolve_group(self) -> int:
        """The next actions on the schedule, in SR order: those of one strike rank and one DEX act
        together, so a blow lands even if its striker falls to a simultaneous one. Their strike rank."""
        group = self.schedule.pop_group()
        sr = group[0].sr
        if self.log is not None:
            self.log.sr = sr
        acting = [(entry, actions.can_act(entry.intent)) for entry in group]
        for entry, can in acting:
            if can:
                actions.resolve(self, entry)
            else:
                self.emit("thwarted", entry.intent.actor.uid, text=f"{entry.intent.actor.uid} can no longer act")
        return sr

    def _light(self) -> None:
        """Daylight (the sun, or the Daylight spell within its radius) on creatures that shun it."""
        if not self.lit_by_specials:
            return
        sources = [(c, a.daylight_radius) for c in self.c for a in c.effects if a.daylight_radius]
        for c in self.lit_by_specials:
            lit = self.daylight or (bool(sources) and any(self.distance(s, c) <= r for s, r in sources))
            if not (lit or c.daylight_mod):  # in the dark, and no penalty to lift: nothing changes
                continue
            if daylight_effect(c, lit):
                self.emit("stone", c.uid, text=f"{c.uid} is caught by the light and turns to stone")

    def light(self) -> None:
        """The light falls anew (each round, and when a Daylight spell has just been cast): the sun's, then
        a site's dark."""
        self._light()
        if self.darkness is not None:
            self.darkness.fall(self)

    def _book_keeping(self) -> None:
        """3.4.5: bleeding, magic running out, and morale."""
        if self.log is not None:
            self.log.sr = None
        for c in self.c:
            if c.bleeding and bleed(c):
                self.emit("death", c.uid, text=f"{c.uid} bleeds to death from {c.wound_of or 'his wounds'} "
                                               f"after {counted(self.rules.bleed_rounds, 'round')}")
            if c.effects or c.taunt_rounds:  # nothing to tick otherwise
                for name in mg.tick(c):
                    self.emit("expire", c.uid, text=f"{name} ends for {c.uid}")
            c.surprise_sr = 0
        if not self.creatures:
            return
        bands = [tactics.SideMorale.of(side, leading) if routs else tactics.UNTESTED
                 for side, leading, routs in zip(self.sides, self.leaders, self.routing, strict=True)]
        for c in self.creatures:
            if tactics.morale(self.d, c, bands[c.side]):
                c.broken = True
                self.emit("morale", c.uid, text=f"{c.uid}'s nerve breaks")

    # -- after the fight ---------------------------------------------------------------------

    def finish(self) -> Outcome:
        """The winners tend their fallen (Heal 2 or a Healing roll, two tries each within the two
        full turns); the bleeding who are not saved, and all the losers' bleeding, die. Called once
        more, it tells the same outcome."""
        if self.outcome is not None:
            return self.outcome
        winner = 0 if self.side_fighting(0) else 1 if self.side_fighting(1) else None
        for c in self.c:
            if c.bleeding and not c.dead and not (c.side == winner and self._tended(c)):
                c.bleeding = 1
                bleed(c)
                c.cause = f"died of {c.wound_of or 'his wounds'}, untended when the fight was over"
                self.emit("death", c.uid, text=f"{c.uid} {c.cause}")
        self.outcome = outcome_of(self)
        return self.outcome

    def _tended(self, c: Combatant) -> bool:
        helpers = [f for f in self.friends(c, with_self=True) if f.able or f is c and f.self_heal_only]
        heal = self.content.hero_magic.get(HEAL)
        for helper in helpers:
            if heal is not None and min(helper.p.magic.get(HEAL, 0), helper.pow_left) >= 2:
                helper.pow_left -= 2
                cast_effects(Casting(None, helper, heal, 2, c, touching=True))
                return True
        for helper in helpers:
            for _ in range(HEALING_TRIES):
                if helper.p.healing and self.d(20) <= helper.p.healing:
                    return stop_bleeding(c)
        return False
