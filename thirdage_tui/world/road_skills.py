"""A hero's skills as the road tests them (4.2; 3.3): points plus the ability modifier, less what
he carries past his maximum ENC and the day's strain (fatigue, hunger, roles held)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.skills import points_in, skill_ability, skill_name

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


TASK = "for the task"
STRAIN = "for fatigue and hunger"
"""The reasons a skill's level moves on the road: the task's own modifier, and the day's strain."""


@dataclass(frozen=True)
class SkillUsed:
    """The skill a hero brings to a task, its level with every modifier, and the words for it;
    `shifts` are the modifiers that moved the level from the hero's own (each with its reason)."""

    hero: str
    skill: str
    level: int
    shifts: tuple[tuple[int, str], ...] = ()

    @property
    def own(self) -> int:
        """The hero's own level in the skill, before the task and the day moved it."""
        return self.level - sum(m for m, _ in self.shifts)

    def told(self, content: Content) -> str:
        """The skill in words at the level it comes to, and, where the task or the day moved it, from what
        ('Halbarad's Survival 12 (14, -2 for fatigue and hunger)')."""
        moved = f" ({self.own}{self._moved()})" if self.shifts else ""
        return f"{self.hero}'s {skill_name(content, self.skill)} {self.level}{moved}"

    def _moved(self) -> str:
        """Each modifier that moved the hero's own level, set off by a comma (', -2 for the task')."""
        return "".join(f", {m:+d} {reason}" for m, reason in self.shifts)

    def rolled(self, content: Content, roll: int, target: int | None = None, why: str = "") -> str:
        """A d20 rolled under this skill, in words: the hero's own level, each modifier that moved it
        set off by a comma ('Trail-finding 5, -2 for the task, +6 for the ground'), what was rolled and
        what it needed."""
        need = self.level if target is None else target
        shift = f", {need - self.level:+d} {why}" if need != self.level else ""
        needed = f"needing {need} or less" if need > 0 else "and no d20 roll is that low"
        return f"{self.hero}'s {skill_name(content, self.skill)} {self.own}{self._moved()}{shift}: rolled {roll}, {needed}"


def skill_level(content: Content, hero: Hero, skill: str, penalty: int = 0) -> int:
    """A hero's level in a skill (points plus the ability modifier, less the ENC burden), less `penalty`."""
    points = points_in(skill, hero.skills, content.races[hero.race], content)
    modifier = ab.ability_modifier(hero.attributes, content.tables, skill_ability(content, skill))
    burden = hero_enc(hero, content).over * content.tables.enc.skills_per_point
    return points + modifier + burden - penalty


def best_skill(content: Content, hero: Hero, skills: Mapping[str, int],
               penalties: Sequence[tuple[int, str]] = ()) -> SkillUsed:
    """The best of `skills` (each with its modifier for the task) the hero brings to it, less
    `penalties` (each an amount taken off, with its reason)."""
    taken = sum(p for p, _ in penalties)
    lowered = tuple((-p, why) for p, why in penalties if p)
    return max((SkillUsed(hero.name, s, skill_level(content, hero, s, taken) + mod,
                          (((mod, TASK),) if mod else ()) + lowered) for s, mod in skills.items()),
               key=lambda used: used.level)
