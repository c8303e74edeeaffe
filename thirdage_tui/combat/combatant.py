"""Combatants: a `Profile` (what a hero or creature brings to a fight, computed once) and a
`Combatant` (one fighter's state during one fight, cheap to make afresh for each simulated fight)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import cached_property
from operator import attrgetter
from typing import TYPE_CHECKING, overload

from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.wounds import carry

if TYPE_CHECKING:
    from thirdage_tui.combat.lasting import Active
    from thirdage_tui.content.models.bestiary import Behaviour, Special, SpecialType


@dataclass(frozen=True, slots=True)
class Location:
    """One hit location of a body, with this combatant's hit points and armour there."""

    id: str
    name: str
    hp: int
    armour: int
    wound: str


@dataclass(frozen=True)
class Profile:
    """Everything about a fighter that does not change blow by blow (heroes and creatures alike).

    `by_roll[r]` is the index in `locations` that a hit-location roll of r (1-20) strikes.
    `magic` maps Hero Magic ids to the level known; `spells` lists spell ids, and `granted` those of
    them held as single castings whose POW a patron has already spent (5.2 item 2). `specials` maps a
    creature's special abilities by type; `behaviour` is None for heroes (they never rout).
    """

    name: str
    kind: str
    ref: str
    attributes: dict[str, int]
    locations: tuple[Location, ...]
    by_roll: tuple[int, ...]
    hit_points: int
    defence: int
    move: int
    arms: tuple[Arm, ...]
    damage_bonus: str = ""
    abilities: dict[str, int] = field(default_factory=dict)
    healing: int = 0
    skills: dict[str, int] = field(default_factory=dict)
    """Skill levels by key ("hide_in_cover", "know_enemy:orcs"), for skills used in a fight."""
    foe_lore: dict[str, int] = field(default_factory=dict)
    """The best Know Enemy level against each family of foes (the skill's `against` in content)."""
    magic: dict[str, int] = field(default_factory=dict)
    spells: tuple[str, ...] = ()
    granted: tuple[str, ...] = ()
    specials: dict[SpecialType, Special] = field(default_factory=dict)
    behaviour: Behaviour | None = None
    family: str = "folk"
    wounds: dict[str, int] = field(default_factory=dict)
    pow_spent: int = 0
    """POW spent before the fight and not yet rested back (5.1): he fights with what is left."""
    wielded: int = -1
    """The index in `arms` of the weapon his player chose to have in hand as a fight starts (a hero's
    `wielded`); -1: his best (`tactics.arm_up`)."""
    pronoun: str = "he"
    """How the game's words speak of him (`engine.wording`): his file's, or his bestiary entry's."""

    @property
    def dex(self) -> int:
        return self.attributes["DEX"]

    @cached_property
    def natural_blows(self) -> tuple[int, ...]:
        """The indices of the natural weapons he strikes with in melee (always ready: `tactics.best_blow`)."""
        return tuple(i for i, arm in enumerate(self.arms) if arm.kind == "natural" and not arm.ranged
                     and arm.attack is not None)

    @cached_property
    def location_hp(self) -> list[int]:
        """The hit points of each location, unhurt (a fighter's own are a copy: never change these)."""
        return [loc.hp for loc in self.locations]

    @cached_property
    def breaths(self) -> tuple[int, ...]:
        """The indices of the natural weapons that reach (a dragon's fire, a Balrog's whip: `tactics._breath`)."""
        return tuple(i for i, arm in enumerate(self.arms) if arm.kind == "natural" and arm.ranged)

    @cached_property
    def arm_locations(self) -> tuple[int, ...]:
        """The indices of the locations that are arms (which hold weapons and shields)."""
        return tuple(i for i, loc in enumerate(self.locations) if loc.wound == "arm")

    @cached_property
    def armed(self) -> tuple[int, int]:
        """The weapon and the shield he takes up as a fight starts, brought into it unhurt (`tactics.armed`)."""
        from thirdage_tui.combat.tactics import armed

        return armed(self, len(self.arm_locations) if self.arm_locations else 2)  # `wounds.hands` of a whole body

    def arm(self, name: str) -> int:
        """The index of a weapon by id or name (case-insensitive); ValueError listing those carried."""
        def typed(text: str) -> str:
            return text.strip().lower().replace("-", "_").replace(" ", "_")

        for index, arm in enumerate(self.arms):
            if typed(name) in (arm.id, typed(arm.name)):
                return index
        carried = ", ".join(a.id if a.name.lower() == a.id else f"{a.id} ({a.name})" for a in self.arms)
        raise ValueError(f"{self.name} does not carry {name!r}; carried: {carried}")

    def location(self, loc_id: str) -> int:
        return next(i for i, loc in enumerate(self.locations) if loc.id == loc_id)

    def strained(self, penalty: int) -> Profile:
        """The fighter with `penalty` off every attack, parry and skill he brings (a hungry hero's)."""
        if not penalty:
            return self
        arms = tuple(replace(a, attack=None if a.attack is None else a.attack - penalty,
                             parry=None if a.parry is None else a.parry - penalty) for a in self.arms)
        return replace(self, arms=arms, skills={k: v - penalty for k, v in self.skills.items()},
                       healing=max(0, self.healing - penalty))


OFF_FIELD = ("dead", "fled", "surrendered", "stone")
"""The conditions that take a fighter off the field."""
OUT_OF_FIGHT = ("unconscious", "shock", "helpless", "self_heal_only")
"""The conditions that leave a fighter on the field but unable to fight."""


_OFF_FIELD = attrgetter(*(f"_{name}" for name in OFF_FIELD))
_OUT_OF_FIGHT = attrgetter(*(f"_{name}" for name in OUT_OF_FIGHT))


class Condition(property):
    """One of a fighter's conditions (OFF_FIELD, OUT_OF_FIGHT), kept in the slot of the same name
    with a leading underscore. Setting it settles the fighter's `present` and `able`, which a fight
    reads far more often than it changes them. Read as a property whose getter is an `attrgetter`,
    so reading one runs no Python code (a fight reads them tens of thousands of times)."""

    def __init__(self, name: str) -> None:
        slot = f"_{name}"

        def settle(c: Combatant, value: bool) -> None:
            setattr(c, slot, bool(value))
            c.present = not any(_OFF_FIELD(c))
            c.able = c.present and not any(_OUT_OF_FIGHT(c))

        super().__init__(attrgetter(slot), settle)

    if TYPE_CHECKING:
        @overload
        def __get__(self, c: None, owner: type | None = None) -> Condition: ...

        @overload
        def __get__(self, c: Combatant, owner: type | None = None) -> bool: ...

        def __get__(self, c: Combatant | None, owner: type | None = None) -> Condition | bool: ...

        def __set__(self, c: Combatant, value: bool) -> None: ...


class Combatant:
    """One fighter in one fight: hit points per location, wounds, readied weapons, magic in effect.

    The modifier fields (`attack_mod`, `parry_mod`, ...) are the sums of what is in effect now; the
    magic module recomputes them whenever an effect starts or ends, so a blow only adds numbers.
    `present` (still on the field) and `able` (able to fight) follow the conditions as they change.
    """

    __slots__ = (
        *(f"_{name}" for name in OFF_FIELD + OUT_OF_FIGHT), "present", "able",
        "p", "uid", "side", "hp", "counted", "damage", "dealt", "down", "useless", "severed", "bleeding", "main", "shield",
        "parried", "defence_vs", "effects", "attack_mod", "parry_mod", "damage_mod", "defence_mod", "armour_mod",
        "armour_set", "sr_mod", "no_shield", "no_defence", "courage", "reroll_attack", "reroll_damage",
        "fire_resist", "move_mult", "terrify", "extra_missiles", "numbed", "daylight_mod", "pow_left",
        "moved_ft", "surprise_sr", "taunted_by", "taunt_rounds", "ready", "prepared", "felled_with", "broken", "granted_left", "granted_used",
        "cause", "wound_of",
    )

    dead = Condition("dead")
    fled = Condition("fled")
    surrendered = Condition("surrendered")
    stone = Condition("stone")
    unconscious = Condition("unconscious")
    shock = Condition("shock")
    helpless = Condition("helpless")
    self_heal_only = Condition("self_heal_only")

    def __init__(self, profile: Profile, uid: str, side: int):
        self.p = profile
        self.uid = uid
        self.side = side
        self.hp = profile.location_hp.copy()
        self.counted = [0] * len(profile.locations)
        self.damage = 0
        self.dealt = 0
        """Hit points his blows and what rode on them took from others' totals (the limb cap applied, as
        in `damage`), counted where a blow lands (`attack._land`)."""
        self._dead = self._fled = self._surrendered = self._stone = False
        self._unconscious = self._shock = self._helpless = self._self_heal_only = False
        self.present = self.able = True
        self.down = False
        self.useless = [False] * len(profile.locations)
        self.severed = [False] * len(profile.locations)
        self.bleeding = 0
        self.main = self.shield = -1
        self.parried = 0
        self.defence_vs: dict[str, int] = {}
        self.effects: list[Active] = []
        self.attack_mod = self.parry_mod = self.damage_mod = self.defence_mod = self.armour_mod = 0
        self.armour_set = self.sr_mod = self.fire_resist = self.extra_missiles = self.numbed = 0
        self.daylight_mod = 0
        self.no_shield = self.no_defence = self.courage = self.reroll_attack = self.reroll_damage = False
        self.move_mult = 1.0
        self.terrify: str | None = None
        self.pow_left = max(0, profile.attributes["POW"] - profile.pow_spent)
        self.granted_left = set(profile.granted)
        self.granted_used: list[str] = []
        self.moved_ft = 0
        self.surprise_sr = 0
        self.taunted_by: Combatant | None = None
        self.taunt_rounds = 0
        self.ready = True
        self.prepared: set[str] = set()
        self.felled_with: list[str] = []
        """The weapons (ids) of his own with which he struck foes down (killed them, or put them out of
        the fight), a weapon once for each foe."""
        self.broken = False
        self.cause = ""
        """Why he is dead or out of the fight, in words ("a blow left his head at -7..."); "" while fighting."""
        self.wound_of = ""
        """The wound he bleeds from ("a wound to the abdomen")."""
        if profile.wounds:
            carry(self, profile.wounds)

    def __repr__(self) -> str:
        return f"<{self.uid} hp={self.hp_left}/{self.p.hit_points} {self.status}>"

    @property
    def name(self) -> str:
        return self.uid

    @property
    def hp_left(self) -> int:
        return self.p.hit_points - self.damage

    @property
    def out(self) -> bool:
        """Alive on the field but out of the fight (the 'incapacitated' of a simulation)."""
        return self.present and not self.able

    @property
    def status(self) -> str:
        """One word for the log and the screens."""
        if self.able and not self.down:  # no condition at all: the word of most fighters most of the time
            return "fighting"
        for flag in ("dead", "stone", "fled", "surrendered", "unconscious", "shock", "helpless", "self_heal_only",
                     "down"):
            if getattr(self, flag):
                return flag.replace("_", " ")
        return "fighting"

    @property
    def useless_legs(self) -> bool:
        """Cannot stand up: a leg or the abdomen out of action, or worse."""
        return self.helpless or self.unconscious or any(
            bad and loc.wound in ("leg", "abdomen") for bad, loc in zip(self.useless, self.p.locations, strict=True))

    @property
    def weapon(self) -> Arm | None:
        return self.p.arms[self.main] if self.main >= 0 else None

    @property
    def defence(self) -> int:
        """Defence to share out this round (none while berserk or on the ground)."""
        if self.no_defence or self.down:
            return 0
        return max(0, self.p.defence + self.defence_mod)

    def armour_at(self, index: int, critical: bool) -> int:
        """Armour at a location: worn and natural (not against a critical), at least the Protection
        spell's, plus the Shield effect's."""
        worn = 0 if critical else self.p.locations[index].armour
        return max(worn, self.armour_set) + self.armour_mod

    def new_round(self) -> None:
        """Clear what lasts one round: parries used, the Defence split, movement."""
        self.parried = 0
        self.defence_vs = {}
        self.moved_ft = 0
