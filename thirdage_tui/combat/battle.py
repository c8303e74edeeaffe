"""The melee round of 3.4: statement of intent, movement of the non-engaged, resolution in
strike-rank order (ties by DEX, equal DEX simultaneous), book-keeping; round after round until one
side can fight no more.

Positions are kept on a line (feet from the heroes' side): enough for reach, closing, missile
range and keeping one's distance. A screen with a grid drives the same rounds with `play_round`
and its own stated intents.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.combat import magic as mg
from thirdage_tui.combat import skills as sk
from thirdage_tui.combat import tactics
from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.attack import AUTO, NO_PARRY, strike
from thirdage_tui.combat.dice import Die, seeded
from thirdage_tui.combat.events import Log
from thirdage_tui.combat.intent import ATTACK, CHANGE, CLOSE, FLEE, HOLD, MAGIC, QUAIL, SHOOT, SKILL, SURRENDER, Intent
from thirdage_tui.combat.rules import SQUARE_FT, CombatRules
from thirdage_tui.combat.specials import daylight_effect, terrifies
from thirdage_tui.combat.wounds import bleed, stop_bleeding
from thirdage_tui.engine.dice import Dice

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.content.store import Content

INTO_MELEE = -4
MAX_ROUNDS = 100
HEALING_TRIES = 2
KEEP_AWAY_FT = 30


@dataclass(frozen=True)
class Outcome:
    """How a fight ended: the winning side (0 the party, 1 the foes, None neither), rounds fought."""

    winner: int | None
    rounds: int


class Battle:
    """One fight between side 0 (the party) and side 1 (the foes)."""

    reach = SQUARE_FT

    def __init__(self, combatants: list[Combatant], content: Content, rng: Random | None = None, *,
                 dice: Die | None = None, rules: CombatRules | None = None, distance_ft: int = 30,
                 daylight: bool = False, surprised: dict[str, int] | None = None, log: bool = True):
        self.c = combatants
        self.sides = ([c for c in combatants if c.side == 0], [c for c in combatants if c.side == 1])
        """Each side's fighters, in the order given (never changing during the fight)."""
        self.lit_by_specials = [c for c in combatants if c.p.specials]
        """The fighters with special abilities, the only ones light can touch."""
        self.content = content
        self.rules = rules or CombatRules.from_tables(content.tables)
        self.d = dice or seeded(rng or Random())
        self.log: Log | None = Log() if log else None
        self.round = 0
        self.daylight = daylight
        self.beset: dict[str, int] = {}
        self.engaged_at_start: dict[str, bool] = {}
        self.parries: dict[str, int] = {}
        self._staff: Arm | None = None
        self.studied: set[tuple[str, str]] = set()
        """(fighter, foe) pairs where Know Enemy gave the fighter +1 against that foe for the fight."""
        self.intents: list[Intent] = []
        """This round's stated intents."""
        self.schedule: list = []
        """This round's actions still to come: a heap of (SR, -DEX, order, push, intent, casting), where
        `order` is the intent's place in the statement (-1 for a shot loosed again) and `push` keeps
        entries that tie on all three apart (a casting and its blow, two archers shooting again)."""
        self._pushes = 0
        self.spoils = None
        """The loot of the fight, once rolled (`combat.spoils`)."""
        for c in combatants:
            c.x = 0.0 if c.side == 0 else float(distance_ft)
            c.prepared = set(c.p.spells)
            tactics.arm_up(c)
            if surprised and c.uid in surprised:
                c.surprise_sr = self.rules.surprise_sr(surprised[c.uid])

    # -- the field ---------------------------------------------------------------------------

    def foes(self, c: Combatant) -> list[Combatant]:
        """The other side (the battle's own list: read it, do not change it)."""
        return self.sides[1 - c.side]

    def friends(self, c: Combatant, with_self: bool = False) -> list[Combatant]:
        """`c`'s side, with or without him (with him, the battle's own list)."""
        own = self.sides[c.side]
        return own if with_self else [f for f in own if f is not c]

    @staticmethod
    def distance(a: Combatant, b: Combatant) -> float:
        return abs(a.x - b.x)

    def engaged(self, c: Combatant) -> bool:
        """In close combat: an able foe within reach."""
        x, reach = c.x, self.reach
        return any(abs(f.x - x) <= reach and f.able for f in self.sides[1 - c.side])

    def cover(self, shooter: Combatant, target: Combatant) -> int:
        """The modifier to a shot for cover between shooter and target (none on a line)."""
        return 0

    def terrifying_foes(self, c: Combatant) -> bool:
        return any(f.present and terrifies(f) for f in self.foes(c))

    def magic_of(self, c: Combatant, magic_id: str):
        """The Hero Magic or spell `magic_id` if `c` knows it."""
        if magic_id in c.p.magic:
            return self.content.hero_magic[magic_id]
        if magic_id in c.p.spells:
            return self.content.spells[magic_id]
        return None

    def level_for(self, c: Combatant, magic_id: str) -> int:
        """The level to use: the highest known that leaves POW in reserve (1 for fixed ones)."""
        known = c.p.magic.get(magic_id, 1)
        return max(1, min(known, c.pow_left - tactics.POW_RESERVE))

    def side_fighting(self, side: int) -> bool:
        return any(c.able for c in self.sides[side])

    @property
    def over(self) -> bool:
        return not (self.side_fighting(0) and self.side_fighting(1))

    def emit(self, kind: str, actor: str, target: str | None = None, text: str = "", **kw) -> None:
        if self.log is not None:
            self.log.emit(kind, actor, target, text=text, **kw)

    # -- the round ---------------------------------------------------------------------------

    def run(self, max_rounds: int = MAX_ROUNDS) -> Outcome:
        """Play rounds until one side can fight no more; then tend the fallen."""
        while not self.over and self.round < max_rounds:
            self.play_round()
        return self.finish()

    def play_round(self, stated: dict[str, Intent] | None = None) -> list[Intent]:
        """One melee round (3.4). `stated` overrides the tactics for the fighters it names."""
        for _ in self.round_steps(stated):
            pass
        return self.intents

    def round_steps(self, stated: dict[str, Intent] | None = None) -> Iterator[int | None]:
        """The round of `play_round`, paused after the movement (yielding None, with `schedule`
        set: who acts at which strike rank) and after each strike rank resolved (yielding it), so
        a screen can show the resolution step by step."""
        self.round += 1
        if self.log is not None:
            self.log.round, self.log.sr = self.round, None
        for c in self.c:
            c.new_round()
        self._light()
        engaged = self.engaged_at_start = {c.uid: self.engaged(c) for c in self.c}
        intents = self._intents(stated or {})
        self._split_defence(intents)
        self._fear(intents)
        self._move(intents, engaged)
        self.intents, self.schedule = intents, self._schedule(intents, engaged)
        yield None
        yield from self._resolve(self.schedule)
        self._book_keeping()

    def _intents(self, stated: dict[str, Intent]) -> list[Intent]:
        """3.4.1: every fighter able to act states what he will do."""
        intents = []
        for c in self.c:
            if c.uid in stated:
                intents.append(stated[c.uid])
            elif c.able or (c.self_heal_only and c.present):
                intents.append(tactics.plan(self, c))
        beset: dict[str, int] = {}
        for intent in intents:
            if intent.action in (ATTACK, SHOOT) and intent.target is not None:
                beset[intent.target.uid] = beset.get(intent.target.uid, 0) + 1
        self.beset = beset
        self.parries = {i.actor.uid: i.parry for i in intents}
        return intents

    def _split_defence(self, intents: list[Intent]) -> None:
        """Each defender shares his Defence among those attacking him this round (2.2.3)."""
        attackers: dict[str, list[Combatant]] = {}
        for intent in intents:
            if intent.action in (ATTACK, SHOOT, MAGIC) and intent.target is not None and \
                    intent.target.side != intent.actor.side:
                attackers.setdefault(intent.target.uid, []).append(intent.actor)
        own = {i.actor.uid: i.defence for i in intents if i.defence is not None}
        for c in self.c:
            if c.uid in attackers:
                split = own.get(c.uid)
                if split is None or sum(split.values()) > c.defence:
                    split = tactics.split_defence(c, attackers[c.uid])
                c.defence_vs = split

    def _fear(self, intents: list[Intent]) -> None:
        """Who would strike a terrifying foe must master his fear first, or quail this round."""
        for intent in intents:
            target = intent.target
            if intent.action in (ATTACK, SHOOT) and target is not None and target.side != intent.actor.side \
                    and tactics.quails(self, intent.actor, target):
                intent.action = QUAIL
                self.emit("fear", intent.actor.uid, target.uid, f"{intent.actor.uid} quails before {target.uid}")

    def _move(self, intents: list[Intent], engaged: dict[str, bool]) -> None:
        """3.4.2: those not engaged move up to their allowance (twice it if they will not attack)."""
        for intent in intents:
            c = intent.actor
            if engaged[c.uid] or intent.action in (HOLD, QUAIL, SURRENDER, CHANGE):
                continue
            allowance = SQUARE_FT if c.down else c.p.move * SQUARE_FT * c.move_mult
            if intent.action == FLEE:
                c.fled = True
                self.emit("flee", c.uid, text=f"{c.uid} runs from the fight")
            elif intent.action == ATTACK:
                self._close(intent, allowance)
            elif intent.action == SKILL:
                if intent.skill == sk.HEALING and intent.target is not None and intent.target is not c:
                    self._approach(intent, allowance)
            elif intent.action == SHOOT and c.p.behaviour and c.p.behaviour.keeps_distance:
                self._keep_away(c, allowance)
            elif intent.target is not None and intent.target is not c:
                self._approach(intent, allowance)

    def _close(self, intent: Intent, allowance: float) -> None:
        c, target = intent.actor, intent.target
        gap = self.distance(c, target) - self.reach
        if gap <= 0:
            return
        if gap > allowance:
            intent.action = CLOSE
            self._step(c, target, min(gap, 2 * allowance))
        else:
            self._step(c, target, gap)

    def _approach(self, intent: Intent, allowance: float) -> None:
        """Come within range of a shot or a spell (touch for healing)."""
        c, target = intent.actor, intent.target
        wanted = self._range_of(intent)
        gap = self.distance(c, target) - wanted
        if gap > 0:
            self._step(c, target, min(gap, allowance))

    def _range_of(self, intent: Intent) -> float:
        if intent.action == SHOOT:
            return min(intent.actor.p.arms[intent.weapon].range_ft or self.reach, KEEP_AWAY_FT)
        magic = self.magic_of(intent.actor, intent.magic) if intent.magic else None
        return (magic.range_ft or self.reach) if magic is not None and magic.target != "self" else self.reach

    def _keep_away(self, c: Combatant, allowance: float) -> None:
        foes = [f for f in self.foes(c) if f.able]
        if not foes:
            return
        nearest = min(foes, key=lambda f: self.distance(c, f))
        room = KEEP_AWAY_FT - self.distance(c, nearest)
        if room > 0:
            direction = 1.0 if c.x >= nearest.x else -1.0
            c.x += direction * min(room, allowance)
            c.moved_ft += int(min(room, allowance))

    def _step(self, c: Combatant, target: Combatant, feet: float) -> None:
        c.x += feet if target.x > c.x else -feet
        c.moved_ft += int(feet)
        self.emit("move", c.uid, target.uid, f"{c.uid} moves {int(feet)} ft towards {target.uid}", value=int(feet))

    def _schedule(self, intents: list[Intent], engaged: dict[str, bool]) -> list:
        """3.4.3 / 3.5: each action's strike rank; the 12-SR limit drops what comes too late."""
        heap: list = []
        for seq, intent in enumerate(intents):
            c = intent.actor
            extra = c.surprise_sr + self.rules.movement_sr(c.moved_ft)
            if intent.action in (HOLD, QUAIL, SURRENDER, CLOSE):
                if intent.action == SURRENDER:
                    self._push(heap, 0, c, seq, intent, False)
                continue
            if c.down and not c.useless_legs and intent.action in (ATTACK, SHOOT):
                extra += self.rules.change_weapon
            if intent.magic is not None:
                sr = self._magic_sr(c, intent) + extra
                self._push(heap, sr, c, seq, intent, True)
                extra = sr
            if intent.action in (ATTACK, SHOOT, CHANGE):
                sr = extra + self._weapon_sr(c, intent)
                self._push(heap, sr, c, seq, intent, False)
            elif intent.action in (FLEE, SKILL):
                self._push(heap, self.rules.dex_sr(c.p.dex) + extra, c, seq, intent, False)
        return heap

    def _push(self, heap: list, sr: int, c: Combatant, order: int, intent: Intent, casting: bool) -> None:
        """Put an action on the schedule, unless it would come past the round's last strike rank."""
        if sr > self.rules.round_limit:
            self.emit("late", c.uid, text=f"{c.uid} cannot act before the round is out (SR {sr})")
            return
        self._pushes += 1
        heapq.heappush(heap, (sr, -c.p.dex, order, self._pushes, intent, casting))

    def _magic_sr(self, c: Combatant, intent: Intent) -> int:
        magic = self.magic_of(c, intent.magic)
        if magic is None:
            return 99
        spell = intent.magic in c.p.spells and intent.magic not in c.p.magic
        level = intent.level if magic.variable else 1
        return max(0, self.rules.magic_sr(c.p.dex, mg.cost(magic, level), spell and intent.magic not in c.prepared)
                   + c.sr_mod)

    def _weapon_sr(self, c: Combatant, intent: Intent) -> int:
        change = self.rules.change_weapon if intent.weapon != c.main else 0
        if intent.action == CHANGE:
            return change
        arm = c.p.arms[intent.weapon]
        unready = self.rules.unprepared if arm.ranged and not c.ready and not change else 0
        return change + unready + max(0, arm.strike_rank + c.sr_mod)

    def _resolve(self, heap: list) -> Iterator[int]:
        """In SR order; equal SR and DEX act together, so a blow lands even if its striker falls to
        a simultaneous one. Yields each strike rank once resolved."""
        while heap:
            sr, neg_dex = heap[0][0], heap[0][1]
            group = []
            while heap and heap[0][0] == sr and heap[0][1] == neg_dex:
                group.append(heapq.heappop(heap))
            if self.log is not None:
                self.log.sr = sr
            acting = [(entry, self._can_act(entry[4])) for entry in group]
            for entry, can in acting:
                if can:
                    self._act(entry[4], entry[5], sr, heap)
                else:
                    self.emit("thwarted", entry[4].actor.uid, text=f"{entry[4].actor.uid} can no longer act")
            if not heap or heap[0][0] != sr:
                yield sr

    @staticmethod
    def _can_act(intent: Intent) -> bool:
        c = intent.actor
        if (intent.magic == "heal" or intent.skill == sk.HEALING) and intent.target is c and c.self_heal_only:
            return c.present
        return c.able

    def _act(self, intent: Intent, casting: bool, sr: int, heap: list) -> None:
        if casting:
            self._cast(intent)
        elif intent.action in (ATTACK, SHOOT) and intent.target is intent.actor:
            self.emit("thwarted", intent.actor.uid, text=f"{intent.actor.uid} will not strike at himself")
        elif intent.action == ATTACK:
            self._melee(intent)
        elif intent.action == SHOOT:
            self._shoot(intent, sr, heap)
        elif intent.action == CHANGE:
            self._ready(intent.actor, intent.weapon)
        elif intent.action == SKILL:
            self._use_skill(intent)
        elif intent.action == FLEE:
            intent.actor.fled = True
            self.emit("flee", intent.actor.uid, text=f"{intent.actor.uid} breaks away and flees")
        elif intent.action == SURRENDER:
            intent.actor.surrendered = True
            self.emit("surrender", intent.actor.uid, text=f"{intent.actor.uid} throws down its arms")

    def _ready(self, c: Combatant, weapon: int) -> None:
        """Changing weapons (3.5.2): the new one in hand; a two-handed one leaves no hand for a shield."""
        if weapon == c.main:
            return
        c.main = weapon
        c.ready = True
        arm = c.p.arms[weapon]
        if arm.two_handed or c.no_shield:
            c.shield = -1
        elif c.shield < 0:
            c.shield = tactics.best_shield(c)
        self.emit("ready", c.uid, text=f"{c.uid} readies {arm.name}")

    def _melee(self, intent: Intent) -> None:
        c, target = intent.actor, intent.target
        if not target.present or self.distance(c, target) > self.reach:
            self.emit("thwarted", c.uid, target.uid, f"{c.uid}'s blow finds no {target.uid} within reach")
            return
        if c.down and not c.useless_legs:
            c.down = False
            self.emit("rise", c.uid, text=f"{c.uid} gets back up")
        self._ready(c, intent.weapon)
        if c.main < 0:
            return
        blow = strike(c, c.main, target, self.d, self.rules, modifier=self.known(c, target),
                      parry=self.parry_of(target), log=self.log)
        if blow.fumble and target.able and target.weapon is not None and target.weapon.attack is not None \
                and not target.weapon.ranged:
            self.emit("counter", target.uid, c.uid, f"{target.uid} seizes the opening")
            strike(target, target.main, c, self.d, self.rules, parry=self.parry_of(c), log=self.log)

    def parry_of(self, defender: Combatant) -> int:
        """The parry the defender stated (by default his choice when struck); none if he cannot act."""
        return self.parries.get(defender.uid, AUTO) if defender.able else NO_PARRY

    def _shoot(self, intent: Intent, sr: int, heap: list) -> None:
        c, target = intent.actor, intent.target
        self._ready(c, intent.weapon)
        arm = c.p.arms[c.main] if c.main >= 0 else None
        if arm is None or not target.present or self.distance(c, target) > (arm.range_ft or self.reach):
            self.emit("thwarted", c.uid, target.uid, f"{c.uid} has no shot at {target.uid}")
            return
        for _ in range(1 + c.extra_missiles):
            if target.present:
                self._one_shot(c, c.main, target)
        if arm.kind == "thrown":
            c.main = -1
            return
        c.ready = sr + self.rules.unprepared <= self.rules.round_limit
        again = sr + self.rules.unprepared + arm.strike_rank
        if arm.kind == "missile" and again <= self.rules.round_limit and not self.engaged(c) and target.present:
            self._push(heap, again, c, -1, intent, False)

    def _one_shot(self, c: Combatant, index: int, target: Combatant) -> None:
        """Missile fire (3.4.3): -4 into a melee with friends in it, where a fumble strikes the
        nearest friend instead; a shield parries only if its bearer is aware and not engaged."""
        friends_there = [f for f in self.friends(c) if f.present and self.distance(f, target) <= self.reach]
        modifier = (INTO_MELEE if friends_there else 0) + self.cover(c, target) + self.known(c, target)
        aware = target.surprise_sr == 0 and not self.engaged(target)
        blow = strike(c, index, target, self.d, self.rules, modifier=modifier, missile_parry=aware, melee=False,
                      parry=self.parry_of(target), log=self.log)
        if blow.fumble and friends_there:
            friend = min(friends_there, key=lambda f: (self.distance(f, target), f.uid))
            self.emit("stray", c.uid, friend.uid, f"{c.uid}'s shot goes astray towards {friend.uid}")
            strike(c, index, friend, self.d, self.rules, modifier=modifier, missile_parry=False, melee=False,
                   log=self.log)

    def known(self, c: Combatant, target: Combatant) -> int:
        """+1 to attacks on a foe `c` has read with Know Enemy this fight."""
        return sk.KNOWN_FOE_BONUS if self.studied and (c.uid, target.uid) in self.studied else 0

    def _use_skill(self, intent: Intent) -> None:
        """A skill used as the round's action (`combat.skills`)."""
        c, target, skill = intent.actor, intent.target, intent.skill
        if skill == sk.HEALING:
            self._heal_wound(c, target)
        elif skill in sk.SLIPPING:
            self._slip(c, skill)
        elif skill == sk.KNOW_ENEMY and target is not None and target.side != c.side:
            roll, need, success = sk.study(c, target, self.d)
            if success:
                self.studied.add((c.uid, target.uid))
            self.emit("skill", c.uid, target.uid, roll=roll, need=need, text=f"{c.uid} reads {target.uid}'s ways: " + (
                f"+{sk.KNOWN_FOE_BONUS} to strike it this fight" if success else "learns nothing of use"))
        else:
            self.emit("thwarted", c.uid, text=f"{c.uid} cannot use {skill} so")

    def _heal_wound(self, c: Combatant, target: Combatant | None) -> None:
        if target is None or not target.bleeding or target.dead or self.distance(c, target) > self.reach:
            self.emit("thwarted", c.uid, target.uid if target else None,
                      f"{c.uid} finds no bleeding wound within reach to bind")
            return
        roll, success = sk.heal(c, self.d)
        if success:
            stop_bleeding(target)
        self.emit("skill", c.uid, target.uid, roll=roll, need=sk.level(c, sk.HEALING),
                  text=f"{c.uid} binds {target.uid}'s wound: " + ("the bleeding stops" if success else "in vain"))

    def _slip(self, c: Combatant, skill: str) -> None:
        name = self.content.skills[skill].name
        if self.engaged_at_start.get(c.uid):
            self.emit("thwarted", c.uid, text=f"{c.uid} is in the thick of it: no slipping away")
            return
        roll = sk.slip_away(c, skill, [f for f in self.foes(c) if f.able], self.d)
        if roll.winner == "attacker":
            c.fled = True
        self.emit("skill", c.uid, roll=roll.attacker_roll, need=roll.attacker_level,
                  text=f"{c.uid} tries {name} to slip away: " + (
                      "gone, unseen" if roll.winner == "attacker" else f"seen (their d20 {roll.defender_roll} "
                                                                          f"vs {roll.defender_level})"))

    def _cast(self, intent: Intent) -> None:
        """Spend the POW and apply the magic (5.1, 5.2)."""
        c = intent.actor
        magic = self.magic_of(c, intent.magic)
        level = intent.level if magic and magic.variable else 1
        granted = magic is not None and magic.id in c.granted_left
        cost = 0 if granted or magic is None else mg.cost(magic, level)
        if magic is None or c.pow_left < cost:
            self.emit("magic", c.uid, text=f"{c.uid} lacks the POW for {intent.magic}")
            return
        c.pow_left -= cost
        if granted:
            c.granted_left.discard(magic.id)
            c.granted_used.append(magic.id)
        c.prepared.discard(magic.id)
        target = intent.target if intent.target is not None else c
        self.emit("magic", c.uid, target.uid, value=cost,
                  text=f"{c.uid} uses {magic.name}{f' {level}' if magic.variable else ''}"
                       f"{' (a granted casting)' if granted else ''}")
        if mg.lasting(magic, self.rules.full_turn):
            for bearer in self._bearers(c, magic):
                mg.add_effect(bearer, magic, level, self.rules.full_turn)
        self._instant(c, magic, level, target)

    def _bearers(self, c: Combatant, magic) -> list[Combatant]:
        """Who a lasting magic rests on: the caster, or friends within its radius."""
        if magic.target == "allies":
            radius = max((e.radius_ft or 0) for e in magic.effects)
            return [f for f in self.friends(c, with_self=True) if f.present and self.distance(c, f) <= radius]
        return [c]

    def _instant(self, c: Combatant, magic, level: int, target: Combatant) -> None:
        kinds = {e.type: e for e in magic.effects_at(level)}
        effects: list[str] = []
        if kinds.keys() & {"heal", "restore_limb", "share_life"} and self.distance(c, target) <= self.reach:
            effects += mg.heal_effects(magic, level, c, target)
        if "staff_strike" in kinds and target.side != c.side:
            strike(c, -1, target, self.d, self.rules, arm=self._staff_arm(c), ignore_armour="ignore_armour" in kinds,
                   melee=False, missile_parry=not self.engaged(target), log=self.log)
        if "taunt" in kinds:
            foes = sorted((f for f in self.foes(c) if f.able), key=lambda f: (self.distance(c, f), f.uid))
            effects += mg.taunt(c, foes, kinds["taunt"].limit, magic.duration_rounds or 1, self.d)
        if "ward_off" in kinds and target.side != c.side:
            effects += mg.abjure(c, target, kinds["ward_off"].opposed, self.d)
        if "leap" in kinds:
            self._leap(c, kinds["leap"].range_ft)
        if "daylight" in kinds:
            for active in c.effects:
                if active.magic.id == magic.id:
                    active.daylight_radius = kinds["daylight"].radius_ft
            self._light()
        if effects:
            self.emit("magic", c.uid, target.uid, f"{magic.name}: {', '.join(effects)}")

    def _staff_arm(self, c: Combatant) -> Arm:
        """Smite strikes as a staff (5.2): the caster's staff skill if he has one, else his Attack."""
        for arm in c.p.arms:
            if arm.id == "staff":
                return arm
        staff = self.content.weapons["staff"]
        return Arm("staff", staff.name, "melee", c.p.abilities.get("attack", 0), None, Dice.parse(staff.damage),
                   Dice(), 0)

    def _leap(self, c: Combatant, feet: int | None) -> None:
        foes = [f for f in self.foes(c) if f.able]
        if foes:
            nearest = min(foes, key=lambda f: self.distance(c, f))
            c.x += (feet or 0) * (1.0 if c.x >= nearest.x else -1.0)

    def _light(self) -> None:
        """Daylight (the sun, or the Daylight spell within its radius) on creatures that shun it."""
        if not self.lit_by_specials:
            return
        sources = [(c, a.daylight_radius) for c in self.c for a in c.effects if a.daylight_radius]
        for c in self.lit_by_specials:
            lit = self.daylight or any(self.distance(s, c) <= r for s, r in sources)
            if daylight_effect(c, lit):
                self.emit("stone", c.uid, text=f"{c.uid} is caught by the light and turns to stone")

    def _book_keeping(self) -> None:
        """3.4.5: bleeding, magic running out, and morale."""
        if self.log is not None:
            self.log.sr = None
        for c in self.c:
            if bleed(c):
                self.emit("death", c.uid, text=f"{c.uid} bleeds to death")
            for name in mg.tick(c):
                self.emit("expire", c.uid, text=f"{name} ends for {c.uid}")
            c.surprise_sr = 0
        bands = [tactics.Band.of(side) for side in self.sides]
        for c in self.c:
            if tactics.morale(self.d, c, bands[c.side]):
                c.broken = True
                self.emit("morale", c.uid, text=f"{c.uid}'s nerve breaks")

    # -- after the fight ---------------------------------------------------------------------

    def finish(self) -> Outcome:
        """The winners tend their fallen (Heal 2 or a Healing roll, two tries each within the two
        full turns); the bleeding who are not saved, and all the losers' bleeding, die."""
        winner = 0 if self.side_fighting(0) else 1 if self.side_fighting(1) else None
        for c in self.c:
            if c.bleeding and not c.dead and not (c.side == winner and self._tended(c)):
                c.bleeding = 1
                bleed(c)
                self.emit("death", c.uid, text=f"{c.uid} dies of his wounds")
        return Outcome(winner, self.round)

    def _tended(self, c: Combatant) -> bool:
        helpers = [f for f in self.friends(c, with_self=True) if f.able or f is c and f.self_heal_only]
        for helper in helpers:
            if min(helper.p.magic.get("heal", 0), helper.pow_left) >= 2:
                helper.pow_left -= 2
                mg.heal_effects(self.content.hero_magic["heal"], 2, helper, c)
                return True
        for helper in helpers:
            for _ in range(HEALING_TRIES):
                if helper.p.healing and self.d(20) <= helper.p.healing:
                    return stop_bleeding(c)
        return False
