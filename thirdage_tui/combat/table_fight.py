"""A live fight at a real table (`thirdage table`): the referee seats heroes and foes, sees each
round's strike-rank order (3.5), shares Defence (2.2.3), enters the dice the players roll (or lets
the game roll) for each blow (`combat.one_blow`, the game's own blow), casts magic; the tracker
keeps location hit points, bleeding, Defence split, parries used, magic and its rounds left, and POW.

The state is plain JSON (`state()` / `TableFight.restore`), kept in a file by
`persistence.table_files`; the fighters' profiles come from their refs (a hero file, or a
creature rolled from a seed), given back by whoever restores it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any

from thirdage_tui.combat import lasting, tactics
from thirdage_tui.combat.combatant import OFF_FIELD, OUT_OF_FIGHT, Combatant
from thirdage_tui.combat.effects import Casting, cast_effects
from thirdage_tui.combat.one_blow import Explained, ResolveError, RolledByTheGame, explain_blow
from thirdage_tui.combat.outcome import FighterEnd, fighter_end
from thirdage_tui.combat.rules import CombatRules
from thirdage_tui.combat.wounds import bleed
from thirdage_tui.content.models.effect_kinds import EFFECTS, LASTING
from thirdage_tui.engine.dice import ScriptedDice
from thirdage_tui.engine.wording import himself, his

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

LISTS = ("hp", "counted", "useless", "severed", "felled_with")
NUMBERS = ("damage", "bleeding", "main", "shield", "parried", "pow_left", "numbed")
FLAGS = ("down", "broken", *OFF_FIELD, *OUT_OF_FIGHT)
SIDES = ("party", "foes")
BESTIARY = "bestiary:"
"""A seat's ref for a creature: this, then its id."""
MAX_SEATED = 50
"""The most fighters at one table."""


@dataclass(frozen=True)
class Stated:
    """What a fighter says he will do this round (3.4.1): strike with a weapon (changing to it costs
    its strike ranks), at a foe."""

    weapon: str
    target: str | None = None


@dataclass(frozen=True)
class Seat:
    """Who sits at the table: his name there, his side (0 the party), where his profile comes from
    (a hero file's path, or "bestiary:ID"), the seed of a rolled creature, and the ENC penalty in
    his weapon skills."""

    uid: str
    side: int
    ref: str
    seed: int | None = None
    enc_penalty: int = 0


ENDED = ("this fight is over: its end was written back to the hero files, so nothing more can happen in it; "
         "begin a new one")


class TableFight:
    """The fight at the table: its seats, each fighter's state, the round and what has happened."""

    def __init__(self, content: Content, seed: int = 0):
        self.content = content
        self.rules = CombatRules.from_tables(content.tables)
        self.seats: list[Seat] = []
        self.fighters: list[Combatant] = []
        self.round = 1
        self.seed = seed
        self.rolls = 0
        """Dice the game has rolled so far (each blow it rolls for draws from seed and this count)."""
        self.log: list[str] = []
        self.intents: dict[str, Stated] = {}
        """This round's stated intents, by fighter (new each round)."""
        self.ended = False
        """Its end has been written back to the hero files (once only: POW spent is added)."""

    def going_on(self) -> None:
        """ResolveError once the end is written back: what happened afterwards would never reach the
        hero files."""
        if self.ended:
            raise ResolveError(ENDED)

    # -- seating ------------------------------------------------------------------------------------

    def seat(self, profile: Profile, ref: str, side: int, *, seed: int | None = None, enc_penalty: int = 0,
             name: str | None = None) -> Combatant:
        """Add a fighter (a second of the same name is numbered)."""
        self.going_on()
        uid = self._free_name(name or profile.name)
        c = Combatant(profile, uid, side)
        tactics.arm_up(c)
        self.seats.append(Seat(uid, side, ref, seed, enc_penalty))
        self.fighters.append(c)
        self.log.append(f"R{self.round} {uid} joins the {SIDES[side]}")
        return c

    def seat_hero(self, hero: Hero, path: str, side: int = 0) -> Combatant:
        """A hero from his file at `path` joins a side (the party unless told), carrying his wounds, POW spent and the ENC
        penalty of his kit (2.2.5)."""
        from thirdage_tui.combat.profiles import hero_profile
        from thirdage_tui.engine.sheet import character_sheet
        from thirdage_tui.engine.statblock import Burden

        self._room(1)
        penalty = Burden.of(character_sheet(hero, self.content).enc, self.content.tables.enc).skills
        return self.seat(hero_profile(hero, self.content), path, side, enc_penalty=penalty)

    def seat_band(self, creature: Creature, count: int, side: int = 1, *, seed: int | None = None) -> list[Combatant]:
        """`count` of a creature join a side, numbered when more than one: with a seed each is an
        individual rolled from it and his place in the band, else the typical one."""
        from thirdage_tui.combat.creatures import creature_sheet, roll_attributes
        from thirdage_tui.engine.statblock import Burden

        self._room(count)
        seated = []
        for n in range(count):
            rolled = None if seed is None else seed * 1000 + n
            attributes = roll_attributes(creature, Random(rolled)) if rolled is not None else None
            penalty = Burden.of(creature_sheet(creature, self.content, attributes).enc, self.content.tables.enc).skills
            seated.append(self.seat(creature_profile_of(creature, self.content, rolled), BESTIARY + creature.id, side,
                                    seed=rolled, enc_penalty=penalty,
                                    name=creature.name if count == 1 else f"{creature.name} {n + 1}"))
        return seated

    def _room(self, count: int) -> None:
        free = MAX_SEATED - len(self.fighters)
        if not 1 <= count <= free:
            raise ResolveError(f"{count} more cannot sit: at most {MAX_SEATED} fighters at a table, "
                               f"{free} seat(s) free")

    def _free_name(self, name: str) -> str:
        taken = {c.uid.lower() for c in self.fighters}
        if name.lower() not in taken:
            return name
        n = 2
        while f"{name} {n}".lower() in taken:
            n += 1
        return f"{name} {n}"

    def fighter(self, name: str) -> Combatant:
        """A fighter by his name at the table (case-insensitive); ResolveError naming those seated."""
        for c in self.fighters:
            if c.uid.lower() == name.strip().lower():
                return c
        seated = ", ".join(c.uid for c in self.fighters) or "nobody yet"
        raise ResolveError(f"nobody called {name!r} sits at this table; seated: {seated}")

    def seat_of(self, c: Combatant) -> Seat:
        return self.seats[self.fighters.index(c)]

    # -- the round ----------------------------------------------------------------------------------

    def state_intent(self, name: str, weapon: str, target: str | None = None) -> Stated:
        """`name` says he will strike with `weapon` (one he carries that attacks) at `target` this round."""
        self.going_on()
        c = self.fighter(name)
        if not c.able:
            raise ResolveError(f"{c.uid} cannot act: {c.status}")
        try:
            arm = c.p.arms[c.p.arm(weapon)]
        except ValueError as exc:
            raise ResolveError(str(exc)) from None
        if arm.attack is None:
            raise ResolveError(f"{arm.name} only parries; {c.uid} attacks with: "
                               + ", ".join(a.name for a in c.p.arms if a.attack is not None))
        foe = self.fighter(target).uid if target else None
        if foe == c.uid:
            raise ResolveError(f"{c.uid} will not strike at {himself(c.p.pronoun)}")
        intent = self.intents[c.uid] = Stated(arm.id, foe)
        self.log.append(f"R{self.round} {c.uid} means to strike with {arm.name}" + (f" at {foe}" if foe else ""))
        return intent

    def order(self, weapons: dict[str, str] | None = None) -> list[tuple[int, int, str, str]]:
        """This round's strike ranks (3.5; G4.5): (SR, DEX, name, weapon) for each fighter able to act,
        with the weapon he holds (or the one named for him, or stated in his intent; changing weapon
        costs its strike ranks), lowest first, higher DEX first on a tie."""
        out = []
        stated = {uid: intent.weapon for uid, intent in self.intents.items()} | (weapons or {})
        for c in self.fighters:
            if not c.able:
                continue
            wanted = stated.get(c.uid)
            index = c.p.arm(wanted) if wanted else c.main
            if index < 0:
                continue
            arm = c.p.arms[index]
            change = self.rules.change_weapon if index != c.main else 0
            sr = change + max(0, arm.strike_rank + c.sr_mod) + (self.rules.change_weapon if c.down else 0)
            out.append((sr, c.p.dex, c.uid, arm.name))
        return sorted(out, key=lambda row: (row[0], -row[1], row[2]))

    def attackers_of(self, defender: Combatant) -> list[Combatant]:
        """Those able to fight on the other side, the ones whose intent is to strike at him first."""
        coming = {uid for uid, stated in self.intents.items() if stated.target == defender.uid}
        return sorted((o for o in self.fighters if o.side != defender.side and o.able),
                      key=lambda o: o.uid not in coming)

    def why_no_share(self, defender: Combatant) -> str | None:
        """Why `defender` has no Defence to share this round (2.2.3), or None when he has."""
        if not defender.able:
            return f"{defender.uid} cannot defend: {defender.status}"
        if defender.defence <= 0:
            return f"{defender.uid} has no Defence to share (Defence 0)"
        if not self.attackers_of(defender):
            return f"nobody able to fight stands against {defender.uid}"
        return None

    def split_defence(self, defender: Combatant, against: dict[str, int]) -> None:
        """The defender shares his Defence among his attackers this round (2.2.3), never more in all."""
        self.going_on()
        if (why := self.why_no_share(defender)) is not None:
            raise ResolveError(why)
        for name in against:
            self.fighter(name)
        if any(n < 0 for n in against.values()) or sum(against.values()) > defender.defence:
            raise ResolveError(f"{defender.uid} has {defender.defence} Defence to share this round; "
                               f"{sum(against.values())} was asked")
        defender.defence_vs = {self.fighter(n).uid: v for n, v in against.items()}
        self.log.append(f"R{self.round} {self.defence_said(defender)}")

    def defence_said(self, defender: Combatant) -> str:
        """How `defender`'s Defence stands shared this round, in words."""
        given = sum(defender.defence_vs.values())
        shared = ", ".join(f"{n} against {who}" for who, n in defender.defence_vs.items() if n)
        return (f"{defender.uid} puts {his(defender.p.pronoun)} Defence {shared}" if shared
                else f"{defender.uid} puts none of {his(defender.p.pronoun)} Defence against anyone") + \
            f" ({defender.defence - given} of {defender.defence} left)"

    def blow(self, attacker: str, weapon: str, defender: str, rolls: list[int] | None, *, parry: str | None = None,
             skill_mod: int = 0) -> Explained:
        """One blow between two seated fighters with the players' dice (or, with none, the game's)."""
        self.going_on()
        att, dfn = self.fighter(attacker), self.fighter(defender)
        if not att.able:
            raise ResolveError(f"{att.uid} cannot strike: {att.status}")
        if att is dfn:
            raise ResolveError(f"{att.uid} will not strike at {himself(att.p.pronoun)}")
        dice = ScriptedDice(rolls) if rolls is not None else RolledByTheGame(Random(f"table:{self.seed}:{self.rolls}"))
        explained = explain_blow(self.rules, att, weapon, dfn, dice, parry=parry, skill_mod=skill_mod,
                                 enc_penalty=self.seat_of(att).enc_penalty)
        self.rolls += rolls is None
        b = explained.blow
        self.log.append(f"R{self.round} {att.uid} strikes at {dfn.uid} with {explained.weapon_name}: "
                        f"{'hit' if b.hit else 'miss'} ({b.attack_roll} vs {b.target})"
                        + (f", {explained.location_name} takes {b.damage_taken}" if b.location else "")
                        + (f"; {', '.join(b.effects)}" if b.effects else ""))
        return explained

    def cast(self, name: str, magic: Magic, level: int, on: str | None = None) -> int:
        """`name` casts a magic on himself or on another (touching him), its POW paid from what he has
        left (5.1): what acts at once does (healing, bleeding stopped...), what lasts is put on the
        target for its rounds. Returns the cost."""
        self.going_on()
        c = self.fighter(name)
        target = self.fighter(on) if on else c
        if not lasting.of_use_in_a_fight(magic):
            raise ResolveError(f"{magic.name} tells nothing in a fight: every foe is in plain view")
        pay = lasting.cost(magic, level)
        if pay > c.pow_left:
            raise ResolveError(f"{magic.name} {level} costs {pay} POW; {c.uid} has {c.pow_left} left")
        c.pow_left -= pay
        done = cast_effects(Casting(None, c, magic, level, target, True))
        if any(EFFECTS[e.type].acts == LASTING for e in magic.effects_at(level) if e.type in EFFECTS):
            lasting.add_effect(target, magic, level, self.rules.full_turn)
            done.append(f"{target.uid} is under it")
        self.log.append(f"R{self.round} {c.uid} casts {magic.name} {level}"
                        + (f" on {target.uid}" if target is not c else "") + f" ({pay} POW)"
                        + (f": {', '.join(done)}" if done else ": nothing comes of it"))
        return pay

    def next_round(self) -> list[str]:
        """The round's book-keeping (3.4.5): the bleeding lose a round, magic runs down, parries and
        the Defence split are new."""
        self.going_on()
        said = []
        for c in self.fighters:
            if bleed(c):
                said.append(f"{c.uid} bleeds to death")
            said += [f"{name} ends for {c.uid}" for name in lasting.tick(c)]
            c.new_round()
        self.intents = {}
        self.round += 1
        self.log += [f"R{self.round - 1} {line}" for line in said]
        return said

    def ends(self) -> list[tuple[Seat, FighterEnd]]:
        """Each hero as the fight leaves him (wounds, POW spent, the weapons he felled foes with)."""
        return [(seat, fighter_end(c)) for seat, c in zip(self.seats, self.fighters, strict=True)
                if c.p.kind == "hero"]

    @property
    def party_won(self) -> bool:
        return any(c.able for c in self.fighters if c.side == 0) and \
            not any(c.able for c in self.fighters if c.side == 1)

    # -- the state ----------------------------------------------------------------------------------

    def state(self) -> dict[str, Any]:
        """Everything needed to take the fight up again, as JSON values."""
        fighters = []
        for seat, c in zip(self.seats, self.fighters, strict=True):
            live: dict[str, Any] = {k: list(getattr(c, k)) for k in LISTS}
            live |= {k: getattr(c, k) for k in NUMBERS} | {k: bool(getattr(c, k)) for k in FLAGS}
            live["defence_vs"] = dict(c.defence_vs)
            live["effects"] = [{"magic": a.magic.id, "level": a.level, "rounds": a.rounds} for a in c.effects]
            fighters.append({"uid": seat.uid, "side": SIDES[seat.side], "ref": seat.ref, "seed": seat.seed,
                             "enc_penalty": seat.enc_penalty, "live": live})
        return {"round": self.round, "seed": self.seed, "rolls": self.rolls, "fighters": fighters,
                "ended": self.ended, "intents": {uid: {"weapon": i.weapon, "target": i.target} for uid, i in self.intents.items()},
                "log": list(self.log)}

    @classmethod
    def restore(cls, content: Content, data: dict[str, Any], profile_of: Callable[[Seat], Profile]) -> TableFight:
        """The fight a `state()` describes; `profile_of` gives each seat's fighter. ValueError (or
        KeyError, TypeError) if the state does not hold together."""
        table = cls(content, int(data["seed"]))
        table.round, table.rolls, table.log = int(data["round"]), int(data["rolls"]), [str(x) for x in data["log"]]
        for entry in data["fighters"]:
            seat = Seat(str(entry["uid"]), SIDES.index(entry["side"]), str(entry["ref"]), entry["seed"],
                        int(entry["enc_penalty"]))
            c = Combatant(profile_of(seat), seat.uid, seat.side)
            live = entry["live"]
            for key in LISTS:
                if key != "felled_with" and len(live[key]) != len(c.p.locations):
                    raise ValueError(f"{seat.uid}: {key} has {len(live[key])} locations; his body has "
                                     f"{len(c.p.locations)}")
                setattr(c, key, list(live[key]))
            for key in NUMBERS:
                setattr(c, key, int(live[key]))
            for key in FLAGS:
                setattr(c, key, bool(live[key]))
            c.defence_vs = {str(k): int(v) for k, v in live["defence_vs"].items()}
            c.effects = [lasting.Active(_magic(content, e["magic"]), int(e["level"]), e["rounds"])
                         for e in live["effects"]]
            lasting.recompute(c)
            table.seats.append(seat)
            table.fighters.append(c)
        table.ended = bool(data.get("ended", False))
        table.intents = {table.fighter(uid).uid: Stated(str(i["weapon"]), None if i["target"] is None else
                                                        table.fighter(str(i["target"])).uid)
                         for uid, i in data.get("intents", {}).items()}
        return table


def creature_profile_of(creature: Creature, content: Content, seed: int | None) -> Profile:
    """A creature at the table: the individual rolled from `seed`, or its typical one."""
    from thirdage_tui.combat.profiles import creature_profile

    return creature_profile(creature, content, Random(seed) if seed is not None else None)


def _magic(content: Content, magic_id: str) -> Magic:
    found = content.hero_magic.get(magic_id) or content.spells.get(magic_id)
    if found is None:
        raise ValueError(f"unknown magic {magic_id!r} in the table's state")
    return found
