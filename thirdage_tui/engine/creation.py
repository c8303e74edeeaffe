"""Making a hero step by step (2.1-2.6; G4.1, G4.4): the CLI's `hero new` and the TUI wizard share
this `Draft`. Each step validates its choice; `fill_defaults` makes every choice left open."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, TypeVar

from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.kinds import BACKGROUNDS, HERO_MAGIC, NATIONS, RACES, SKILLS, SPELLS, WEAPONS
from thirdage_tui.content.models.base import ATTRS, Entry
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.attributes import all_low, apply_race, check_final, roll_sets
from thirdage_tui.engine.defaults import fill_defaults
from thirdage_tui.engine.hero import Hero, clean_name
from thirdage_tui.engine.items import find_item
from thirdage_tui.engine.refusals import CreationError
from thirdage_tui.engine.sheet import Sheet, character_sheet
from thirdage_tui.engine.skills import skill_ability, split_skill_name, with_specialisation
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from collections.abc import Mapping

    from thirdage_tui.content.kinds import Collection
    from thirdage_tui.content.models.character import Background, Nation, Race, Skill
    from thirdage_tui.content.models.equipment import Weapon
    from thirdage_tui.content.models.magic import HeroMagic, Spell
    from thirdage_tui.content.store import Content

__all__ = ["CreationError", "Draft", "EquipmentChoice", "SkillSlot"]

AVERAGE_ROLL = 10
E = TypeVar("E", bound=Entry)


@dataclass(frozen=True)
class SkillSlot:
    """A background's skill grant: a level including aptitude (16, `at_level`) or points plus aptitude;
    `given` names the skill when the background fixes it (the cavalry's Ride Horse)."""

    value: int
    at_level: bool
    given: str | None = None

    @property
    def level(self) -> int | None:
        """The level the slot grants, or None for a grant of points."""
        return self.value if self.at_level else None

    @property
    def points(self) -> int | None:
        """The points the slot grants, or None for a grant of a level."""
        return None if self.at_level else self.value

    def points_for(self, modifier: int) -> int:
        """The points that make the grant, for a skill whose ability gives `modifier`: a level of 16 is
        16 less the modifier (never below 0)."""
        return max(0, self.value - modifier) if self.at_level else self.value


@dataclass(frozen=True)
class EquipmentChoice:
    """One line of the background's kit for this race: the item ids to choose among and the one chosen."""

    index: int
    options: tuple[str, ...]
    count: int
    chosen: str


class Draft:
    """A hero in the making. Changing an early choice clears the later ones it invalidates."""

    def __init__(self, content: Content, rng: Random):
        self.content, self.rng = content, rng
        self.race: Race | None = None
        self.nation: Nation | None = None
        self.background: Background | None = None
        self.sets: tuple[int, ...] | None = None
        self.placement: dict[str, int] = {}
        self.given: dict[str, int] = {}
        self.weapons: list[str] | None = None
        self.skills: list[str] | None = None
        self.hero_magic: dict[str, int] = {}
        self.spells: list[str] = []
        self.equipment: dict[int, str] = {}
        self.name: str | None = None

    # -- race, nation, background ----------------------------------------------------------------------

    def races(self) -> list[Race]:
        return list(self.content.races.values())

    def set_race(self, name: str) -> None:
        race = self._find(RACES, name)
        if self.race is not None and race.id == self.race.id:
            return
        self.race = race
        if self.nation is not None and self.nation.race != race.id:
            self.nation = None
        self.given = {}
        if self.background is not None and self.background.id not in self._allowed_backgrounds():
            self._clear_background()
        self.weapons, self.equipment = None, {}

    def nations(self) -> list[Nation]:
        """The nations of the chosen race (humans only); every nation before a race is chosen."""
        nations = self.content.nations.values()
        return [n for n in nations if self.race is None or n.race == self.race.id]

    def set_nation(self, name: str) -> None:
        nation = self._find(NATIONS, name)
        if self.race is None:
            self.set_race(nation.race)
        race = self.require_race()
        if nation.race != race.id:
            raise CreationError(f"nations are for the {nation.race} race only; the {race.name} has none")
        self.nation = nation
        if self.background is not None and self.background.id not in nation.backgrounds:
            self._clear_background()

    def backgrounds(self) -> list[Background]:
        """The backgrounds the chosen race and nation allow."""
        return [self.content.backgrounds[b] for b in self._allowed_backgrounds()]

    def set_background(self, name: str) -> None:
        background = self._find(BACKGROUNDS, name)
        allowed = self._allowed_backgrounds()
        if background.id not in allowed:
            who = self.nation.name if self.nation else self.require_race().name
            names = ", ".join(self.content.backgrounds[b].name for b in allowed)
            raise CreationError(f"a {who} hero cannot be {background.name}; allowed: {names}")
        if self.background is None or background.id != self.background.id:
            self._clear_background()
            self.background = background

    # -- attributes --------------------------------------------------------------------------------------

    def roll_sets(self) -> tuple[int, ...]:
        """Roll the seven sets of 3D6 (a set all 11 or below is rolled again); placements are cleared."""
        self.sets = roll_sets(self.rng, self.content.tables.attributes)
        self.placement = {}
        return self.sets

    def place(self, assignment: dict[str, int], *, replace: bool = False) -> None:
        """Put rolled sets on attributes: {attribute: index into `sets`}, each set used once; with
        `replace`, `assignment` is the whole placement (sets placed before are taken off)."""
        if self.sets is None:
            raise CreationError("roll the sets before placing them")
        merged = assignment if replace else self.placement | assignment
        for attr, index in assignment.items():
            if attr not in ATTRS:
                raise CreationError(f"unknown attribute {attr!r}; expected one of: {', '.join(ATTRS)}")
            if not isinstance(index, int) or not 0 <= index < len(self.sets):
                raise CreationError(f"{attr}: set {index!r} does not exist; expected 0-{len(self.sets) - 1}")
        if len(set(merged.values())) != len(merged):
            raise CreationError("each rolled set may be placed on one attribute only")
        self.placement = merged
        self.given = {a: v for a, v in self.given.items() if a not in assignment}

    def set_attributes(self, values: dict[str, int]) -> None:
        """Give final attribute values (after racial modifiers), checked against the race's limits."""
        check_final(values, self.require_race(), self.content.tables.attributes)
        merged = self.given | values
        if len(merged) == len(ATTRS):
            self.check_whole(merged)
        self.given = merged
        self.placement = {a: i for a, i in self.placement.items() if a not in values}

    def check_whole(self, attributes: dict[str, int]) -> None:
        """Refuse a whole set of final values no new hero can have: every roll 11 or below (2.1
        abandons such a hero), or no hit points left (2.2.4: he would be dead)."""
        race, rules = self.require_race(), self.content.tables.attributes
        if all_low(attributes, race, rules):
            raise CreationError(f"every attribute comes from a roll of {rules.reroll_if_all_at_most} or less; 2.1 "
                                f"abandons such a character (a hero, not a peasant): raise at least one")
        hit_points = ab.hit_points(attributes, self.content.tables)
        if hit_points <= 0:
            raise CreationError(f"those attributes give {hit_points} hit points (2.2.4: CON, with SIZ and POW "
                                f"adding or taking off): the hero would be dead; raise CON, SIZ or POW")

    def frailty(self) -> str | None:
        """A warning when the attributes, all decided, leave the hero fragile: his hit points in the
        lowest band of the location table (3.6.2), where a limb has 1 and one blow may cripple or
        kill him. None otherwise."""
        attributes = self.attributes
        if len(attributes) < len(ATTRS):
            return None
        tables = self.content.tables
        total = ab.hit_points(attributes, tables)
        lowest = min((row.bands[0].upto for row in tables.location_hit_points.values()
                      if row.bands[0].upto is not None), default=0)
        if total > lowest:
            return None
        body = self.content.bodies[self.require_race().body]
        locations = ab.location_hit_points(total, body, tables)
        weakest = min(locations.values())
        names = [f"the {loc.name.lower()}" for loc in body.locations if locations[loc.id] == weakest]
        where = names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
        return (f"Fragile: {total} hit points, {weakest} in {where}: one blow may cripple or kill him. "
                f"Put the highest sets on CON and SIZ (POW helps) for more (2.2.4).")

    @property
    def attributes(self) -> dict[str, int]:
        """The final values decided so far (placed sets with racial modifiers, or given)."""
        if self.race is None:
            return dict(self.given)
        placed = {a: self.sets[i] for a, i in self.placement.items()} if self.sets is not None else {}
        raw: dict[str, int] = {a: placed.get(a, AVERAGE_ROLL) for a in ATTRS}
        final = apply_race(raw, self.race, self.content.tables.attributes)
        return {a: final[a] for a in ATTRS if a in placed} | self.given

    # -- weapons and skills ------------------------------------------------------------------------------

    def weapon_choices(self) -> list[Weapon]:
        """The weapons the background offers this race's folk."""
        return [self.content.weapons[w] for w in self.require_background().weapon_list(self.require_race().folk)]

    @property
    def weapon_points(self) -> list[int]:
        return list(self.require_background().weapon_points)

    def set_weapons(self, names: list[str]) -> None:
        """Weapons in order of points (10, 5, 5; a Mage's one at 5)."""
        self.weapons = self._weapon_ids(names, so_far=False)

    def with_weapons_so_far(self, names: list[str]) -> Draft:
        """A copy holding the weapons picked so far (in order of points, not yet all), for the preview
        while the rest are still to pick; the draft itself has none until all are (`missing` says so)."""
        trial = copy.copy(self)
        trial.weapons = self._weapon_ids(names, so_far=True)
        return trial

    def _weapon_ids(self, names: list[str], *, so_far: bool) -> list[str]:
        """The ids of `names`, each offered and chosen once: as many as the background gives (with
        `so_far`, no more)."""
        offered = {w.id: w for w in self.weapon_choices()}
        ids = [self._one_of(WEAPONS, n, offered) for n in names]
        self._check_count("weapons", ids, len(self.weapon_points), so_far=so_far)
        return ids

    def clear_weapons(self) -> None:
        """Undo the weapon choice (while the player picks them again)."""
        self.weapons = None

    def skill_choices(self) -> list[Skill]:
        return [self.content.skills[s] for s in self.require_background().skills.choices]

    def skill_slots(self) -> list[SkillSlot]:
        """The given skills, then the levels (16), then the points (10, 10, 5, 5)."""
        grant = self.require_background().skills
        return ([SkillSlot(v, at_level=True, given=s) for s, v in grant.given.items()]
                + [SkillSlot(v, at_level=True) for v in grant.at_level]
                + [SkillSlot(v, at_level=False) for v in grant.at_points])

    def set_skills(self, names: list[str]) -> None:
        """The chosen skills in slot order, given skills left out: the one at 16, then at 10, then at 5.
        A skill with specialisations may be named "Know Enemy (Orcs)" or "know_enemy:orcs"."""
        self.skills = self._skill_keys(names, so_far=False)

    def with_skills_so_far(self, names: list[str]) -> Draft:
        """A copy holding the skills picked so far (in slot order, not yet all), for the preview while
        the rest are still to pick; the draft itself has none until all are (`missing` says so)."""
        trial = copy.copy(self)
        trial.skills = self._skill_keys(names, so_far=True)
        return trial

    def _skill_keys(self, names: list[str], *, so_far: bool) -> list[str]:
        """The keys of `names`, each offered and chosen once: one for each slot not given (with
        `so_far`, no more)."""
        offered = {s.id: s for s in self.skill_choices()}
        keys: list[str] = []
        for name in names:
            skill_name, spec = split_skill_name(name)
            skill = self.content.skills[self._one_of(SKILLS, skill_name, offered)]
            keys.append(with_specialisation(skill, spec, frozenset(keys)))
        self._check_count("skills", keys, sum(1 for s in self.skill_slots() if s.given is None), so_far=so_far)
        return keys

    def clear_skills(self) -> None:
        """Undo the skill choice (while the player picks them again)."""
        self.skills = None

    # -- magic -------------------------------------------------------------------------------------------

    def hero_magic_choices(self) -> list[HeroMagic]:
        return list(self.content.hero_magic.values())

    @property
    def hero_magic_budget(self) -> int:
        return self.require_background().hero_magic_points

    def set_hero_magic(self, levels: dict[str, int]) -> None:
        """Hero Magic by level; a level brings the lower ones and costs them too (Shield 2: 1 + 2 = 3)."""
        if levels and not self.hero_magic_budget:
            raise CreationError(f"a {self.require_background().name} learns no Hero Magic")
        chosen: dict[str, int] = {}
        for name, level in levels.items():
            magic = self._find(HERO_MAGIC, name)
            if not isinstance(level, int) or not 1 <= level <= magic.max_level:
                top = f"1-{magic.max_level}" if magic.variable else "1 (it has no levels)"
                raise CreationError(f"{magic.name} level {level!r} is not allowed; expected {top}")
            chosen[magic.id] = level
        cost = sum(self.content.hero_magic[m].learn_cost(lv) for m, lv in chosen.items())
        if cost > self.hero_magic_budget:
            raise CreationError(f"that Hero Magic costs {counted(cost, 'point')}; a {self.require_background().name} has "
                                f"{self.hero_magic_budget}")
        self.hero_magic = chosen

    def spell_choices(self) -> list[Spell]:
        return list(self.content.spells.values())

    @property
    def spell_budget(self) -> int:
        return self.require_background().spell_points

    def set_spells(self, names: list[str]) -> None:
        """Spells within the background's points (a Mage's 12), each costing its POW."""
        if names and not self.spell_budget:
            raise CreationError(f"a {self.require_background().name} learns no spells")
        ids = [self._find(SPELLS, n).id for n in names]
        if len(set(ids)) != len(ids):
            raise CreationError("a spell is learnt once")
        cost = sum(self.content.spells[s].pow_cost for s in ids)
        if cost > self.spell_budget:
            raise CreationError(f"those spells cost {counted(cost, 'point')}; a {self.require_background().name} has "
                                f"{self.spell_budget}")
        self.spells = ids

    # -- equipment, name ---------------------------------------------------------------------------------

    def equipment_choices(self) -> list[EquipmentChoice]:
        """The background's kit for this race, racial variants resolved. Unless picked, a line's
        choice is one of the hero's chosen weapons (his shield), else its first option."""
        race = self.require_race()
        out: list[EquipmentChoice] = []
        for index, slot in enumerate(self.require_background().equipment):
            options = tuple(slot.variants.get(race.id, slot.variants.get(race.folk, i))
                            for i in ([slot.item] if slot.item else slot.choose))
            default = next((o for o in options if o in (self.weapons or [])), options[0])
            out.append(EquipmentChoice(index, options, slot.count, self.equipment.get(index, default)))
        return out

    def set_equipment(self, choices: dict[int, str]) -> None:
        """Pick among the options of kit lines: {line index: item}."""
        lines = self.equipment_choices()
        for index, name in choices.items():
            if not isinstance(index, int) or not 0 <= index < len(lines) or len(lines[index].options) < 2:
                open_lines = [c.index for c in lines if len(c.options) > 1]
                raise CreationError(f"kit line {index!r} offers no choice; lines with a choice: {open_lines}")
            _, entry = find_item(self.content, name)
            if entry.id not in lines[index].options:
                raise CreationError(f"{entry.name} is not offered on kit line {index}; expected one of: "
                                    f"{', '.join(lines[index].options)}")
            self.equipment[index] = entry.id

    def set_name(self, name: str) -> None:
        self.name = clean_name(name)

    # -- defaults, preview, build ------------------------------------------------------------------------

    def fill_defaults(self) -> None:
        """Make every open choice sensibly, from the seed."""
        fill_defaults(self)

    def preview(self) -> Sheet:
        """The sheet as the choices made so far give it (average rolls where none is placed)."""
        return character_sheet(self._hero(complete=False), self.content)

    def build(self) -> Hero:
        """The finished hero; CreationError lists the steps still open."""
        return self._hero(complete=True)

    def missing(self) -> list[str]:
        """The steps not yet done."""
        checks = {
            "race": self.race is not None,
            "nation": self.nation is not None or (self.race is not None and not self.race.needs_nation),
            "background": self.background is not None,
            "attributes": len(self.attributes) == len(ATTRS),
            "weapons": self.weapons is not None,
            "skills": self.skills is not None,
            "name": self.name is not None,
        }
        return [step for step, done in checks.items() if not done]

    def _hero(self, complete: bool) -> Hero:
        if complete and (open_steps := self.missing()):
            raise CreationError(f"the hero is not finished: choose {', '.join(open_steps)}")
        race = self.require_race()
        if complete:
            self.check_whole(self.attributes)
        attrs = apply_race(dict.fromkeys(ATTRS, AVERAGE_ROLL), race, self.content.tables.attributes) | self.attributes
        hero = Hero(name=self.name or "", race=race.id, nation=self.nation.id if self.nation else None,
                    background="", attributes=attrs, hero_magic=dict(self.hero_magic), spells=list(self.spells))
        background = self.background
        if background is None:
            return hero
        return hero.evolve(background=background.id, weapons=dict(zip(self.weapons or [], background.weapon_points)),
                           skills=self._skill_points(attrs), equipment=self._equipment(),
                           silver=attrs["POW"] * background.silver_multiplier)

    def _skill_points(self, attrs: dict[str, int]) -> dict[str, int]:
        """Slot levels become points: a level of 16 is 16 less the ability modifier."""
        mods = ab.ability_modifiers(attrs, self.content.tables)
        slots = self.skill_slots()
        given = [(s.given, s) for s in slots if s.given]
        chosen = list(zip(self.skills or [], [s for s in slots if s.given is None]))
        return {key: slot.points_for(mods[skill_ability(self.content, key)]) for key, slot in given + chosen}

    def _equipment(self) -> list[str]:
        """The kit, then the chosen weapons not already in it, then their ammunition."""
        kit = [c.chosen for c in self.equipment_choices() for _ in range(c.count)]
        weapons = [w for w in self.weapons or [] if w not in kit]
        ammunition = [a for w in self.weapons or [] if (a := self.content.weapons[w].ammunition)
                      and a in self.content.all("gear")]
        return kit + weapons + [a for a in dict.fromkeys(ammunition) if a not in kit]

    def _allowed_backgrounds(self) -> list[str]:
        if self.nation is not None:
            return list(self.nation.backgrounds)
        if self.race is not None and self.race.needs_nation:
            return list(dict.fromkeys(b for n in self.nations() for b in n.backgrounds))
        if self.race is not None:
            return list(self.race.backgrounds)
        return list(self.content.backgrounds)

    def _clear_background(self) -> None:
        self.background, self.weapons, self.skills = None, None, None
        self.hero_magic, self.spells, self.equipment = {}, [], {}

    def require_race(self) -> Race:
        """The race chosen; CreationError if none is yet."""
        if self.race is None:
            raise CreationError("choose a race first")
        return self.race

    def require_background(self) -> Background:
        """The background chosen; CreationError if none (or no race) is yet."""
        self.require_race()
        if self.background is None:
            raise CreationError("choose a background first")
        return self.background

    def _find(self, kind: Collection[E], name: str) -> E:
        try:
            return self.content.find(kind, name)
        except UnknownId as exc:
            raise CreationError(str(exc)) from None

    def _one_of(self, kind: Collection[E], name: str, offered: Mapping[str, E]) -> str:
        """The id of `name`, which must be among `offered`."""
        entry = self._find(kind, name)
        if entry.id not in offered:
            listing = ", ".join(e.name for e in offered.values())
            raise CreationError(f"{entry.name} is not offered to a {self.require_background().name}; expected one of: "
                                f"{listing}")
        return entry.id

    @staticmethod
    def _check_count(what: str, ids: list[str], wanted: int, *, so_far: bool = False) -> None:
        if len(set(ids)) != len(ids):
            raise CreationError(f"the same {what[:-1]} is chosen twice")
        if len(ids) > wanted or (len(ids) < wanted and not so_far):
            raise CreationError(f"{len(ids)} {what} chosen; the background gives {wanted}")
