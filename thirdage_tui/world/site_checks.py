"""The scene of one action in a site and the rolls made in it: a hero's skill with what helps or hinders
it there (gear, magic, the dark), a d20 under it (4.1) or against a foe's (4.5.1) or a resistance
(4.5.2), each roll told with its target and why, each success ticked (4.4), and hurts taken through
armour onto the hero's wounds (3.6)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from thirdage_tui.content.ids import CLIMB
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.advancement import tick
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.rolls import d20, resolve_opposed
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.engine.skills import skill_ability
from thirdage_tui.world.road_skills import SkillUsed, skill_level
from thirdage_tui.world.site_events import Balked, DelveEvent, Harmed, Rolled, Ticked, Told
from thirdage_tui.world.site_plan import distance
from thirdage_tui.world.site_workings import magic_entry

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.magic import Effect
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_plan import SitePlan
    from thirdage_tui.world.site_state import Delve

SKILL_BONUS = "skill_bonus"
VITAL = ("head", "chest", "abdomen")

Modifiers = list[tuple[int, str]]
"""What moves a roll's target from the skill's level, each with its reason ("with a rope")."""


@dataclass
class Scene:
    """One action being played: the delve and its site, the company as it stands (changed as heroes are
    hurt, ticked, spend POW or burn their lights), the dice, and the events so far."""

    delve: Delve
    site: Site
    plan: SitePlan
    content: Content
    rng: Random
    company: list[Hero]
    daylight: bool = False
    events: list[DelveEvent] = field(default_factory=list)

    def hero(self, name: str) -> Hero | None:
        return next((h for h in self.company if h.name == name), None)

    def put(self, hero: Hero) -> None:
        """Put a changed hero back in the company."""
        self.company = [hero if h.name == hero.name else h for h in self.company]

    def say(self, text: str) -> None:
        self.events.append(Told(text))

    def within_reach(self, letter: str, kind: str) -> bool:
        """Whether `letter` is a feature of `kind` on or beside the company's square (else why not)."""
        feature = self.site.features.get(letter)
        cell = self.plan.cells.get(letter)
        if feature is None or cell is None or getattr(feature, kind) is None:
            self.events.append(Balked(f"There is no such {kind} here."))
            return False
        if distance(cell, self.delve.at) > 1:
            self.events.append(Balked(f"{feature.name} is not within reach."))
            return False
        return True

    def fit(self) -> list[Hero]:
        """The heroes able to act: not down (no vital location at 0, hit points left)."""
        return [h for h in self.company if able(self.content, h)]

    def best(self, skill: str, modifiers: Modifiers | None = None) -> Hero | None:
        """The fit hero best at `skill` (with what helps or hinders each of them)."""
        return max(self.fit(), key=lambda h: self.target(h, skill, [*(modifiers or []), *self.aids(h, skill)])[0],
                   default=None)

    def worst(self, skill: str) -> Hero | None:
        """The fit hero worst at `skill` (the one who gives the company away)."""
        return min(self.fit(), key=lambda h: self.target(h, skill, self.aids(h, skill))[0], default=None)

    def aids(self, hero: Hero, skill: str, *, against_evil: bool = False) -> Modifiers:
        """What the hero's gear and the magic working on him add to `skill` here: the best of his gear
        that aids it (6.3; for a climb, the company's rope helps all), Hero Magic or spells with a skill bonus (Muffle, Stalk: 5.1), and items of
        his with one (appendix 1)."""
        out: Modifiers = []
        kit = {i for h in self.company for i in h.equipment} if skill == CLIMB else set(hero.equipment)
        gear = [(g.aids[skill], g.name) for i in kit
                if (g := self.content.gear.get(i)) is not None and skill in g.aids]
        if gear:
            out.append(max(gear))
        ability = skill_ability(self.content, skill)
        for lasting in self.delve.magic:
            if lasting.hero == hero.name:
                magic = magic_entry(self.content, lasting.magic)
                size = sum(e.value(lasting.level) for e in magic.effects_at(lasting.level) if _helps(e, skill, ability))
                if size:
                    out.append((int(size), magic.name))
        for item_id in set(hero.equipment):
            item = self.content.magic_items.get(item_id)
            if item is not None:
                size = sum(e.value(item.level) for e in item.effects if _helps(e, skill, ability)
                           and (e.condition is None or (e.condition == "sought_by_evil" and against_evil)))
                if size:
                    out.append((int(size), item.name))
        return out

    def target(self, hero: Hero, skill: str, modifiers: Modifiers) -> tuple[int, SkillUsed, Modifiers]:
        """The level, the skill as used and the modifiers that moved it."""
        used = SkillUsed(hero.name, skill, skill_level(self.content, hero, skill))
        return used.level + sum(m for m, _ in modifiers), used, [(m, reason) for m, reason in modifiers if m]

    def roll(self, hero: Hero, skill: str, modifiers: Modifiers | None = None) -> Rolled:
        """A d20 under the hero's `skill` with `modifiers` and his aids, told, ticked on a success."""
        need, used, moved = self.target(hero, skill, [*(modifiers or []), *self.aids(hero, skill)])
        rolled = d20(self.rng)
        return self._told(hero, used, need, rolled, moved, rolled <= need)

    def opposed(self, hero: Hero, skill: str, against: int, by: str, modifiers: Modifiers | None = None, *,
                against_evil: bool = False) -> bool | None:
        """The hero's `skill` against a foe's level `against` (4.5.1): True if the hero won, False if the
        foe won by its own success, None if neither succeeded (nothing changes)."""
        need, used, moved = self.target(hero, skill, [*(modifiers or []),
                                                      *self.aids(hero, skill, against_evil=against_evil)])
        mine, theirs = d20(self.rng), d20(self.rng)
        won = resolve_opposed(mine, need, theirs, against).winner == "attacker"
        outcome = True if won else (False if theirs <= against else None)
        more = f"; {by} {against}, rolled {theirs}" + (" - neither succeeds" if outcome is None else "")
        self._told(hero, used, need, mine, moved, won, more, said=outcome is not None)
        return outcome

    def attribute(self, hero: Hero, attr: str, bonus: Modifiers, resistance: int, against: str) -> bool:
        """The hero's attribute (with `bonus`) against a resistance (4.5.2): whether he overcame it."""
        level = hero.attributes[attr] + sum(m for m, _ in bonus)
        why = ", ".join(f"{m:+d} {r}" for m, r in bonus if m)
        mine, theirs = d20(self.rng), d20(self.rng)
        won = resolve_opposed(mine, level, theirs, resistance).winner == "attacker"
        words = (f"{hero.name}'s {attr} {hero.attributes[attr]}{f' ({why})' if why else ''} against {against} "
                 f"{resistance}: rolled {mine} needing {level} or less, {theirs} against {resistance}")
        self.events.append(Rolled(hero.name, attr, level, mine, why, won, words))
        return won

    def _told(self, hero: Hero, used: SkillUsed, need: int, rolled: int, moved: Modifiers, success: bool,
              more: str = "", *, said: bool = True) -> Rolled:
        """The roll as an event, in words: "Spot Trap 6, -5 in passing: rolled 3..." (the reason alone for
        one modifier, each with its own for several)."""
        ending = (" - success" if success else " - failure") if said else ""
        why = ", ".join(f"{m:+d} {reason}" for m, reason in moved)
        told = moved[0][1] if len(moved) == 1 else f"({why})" if moved else ""
        words = used.rolled(self.content, rolled, need, told) + more + ending
        event = Rolled(hero.name, used.skill, need, rolled, why, success, words)
        self.events.append(event)
        if success:
            self.ticked(hero.name, used.skill)
        return event

    def keep_failures_secret(self, mark: int) -> None:
        """The rolls since event `mark` that failed are the referee's, not told (a search's, a listen's):
        told, a failure would say that something lies there unfound."""
        self.events[mark:] = [e for e in self.events[mark:] if not (isinstance(e, Rolled) and not e.success)]

    def ticked(self, name: str, skill: str) -> None:
        """Mark a skill used well (4.4), once."""
        hero = self.hero(name)
        if hero is not None and skill not in hero.ticks:
            self.put(tick(hero, skill))
            self.events.append(Ticked(name, skill))

    def hurt(self, hero: Hero, dice: str, where: str | None, why: str) -> tuple[str, int]:
        """Damage rolled onto a hit location (rolled on his body's table when not given), less the armour
        there (3.6.1, 6.2), put on his wounds; where it fell and what it did."""
        body = self.content.bodies[self.content.races[hero.race].body]
        if where is None or all(loc.id != where for loc in body.locations):
            face = d20(self.rng)
            where = next(loc.id for loc in body.locations if loc.roll[0] <= face <= loc.roll[1])
        armour = character_sheet(hero, self.content).armour.get(where, 0)
        damage = max(0, Dice.parse(dice).roll(self.rng) - armour)
        if damage:
            self.put(hero.evolve(wounds={**hero.wounds, where: hero.wounds.get(where, 0) + damage}))
        self.events.append(Harmed(hero.name, where, damage, why))
        return where, damage


def _helps(effect: Effect, skill: str, ability: str) -> bool:
    return effect.type == SKILL_BONUS and (skill in effect.skills or effect.ability == ability)


def able(content: Content, hero: Hero) -> bool:
    """Whether a hero can act: hit points left and no vital location at 0 or below (3.6.2)."""
    total = ab.hit_points(hero.attributes, content.tables)
    body = content.bodies[content.races[hero.race].body]
    per = ab.location_hit_points(total, body, content.tables)
    if ab.hit_points_lost(hero.wounds, body, per) >= total:
        return False
    return all(hero.wounds.get(loc.id, 0) < per[loc.id] for loc in body.locations if loc.wound in VITAL)
