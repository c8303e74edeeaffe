"""A company's roles on the road (our ruling; see docs/rulings.md): the guide keeps the way, the
hunter finds food, the look-out spots bands by day, the scout leads the company past them. The
player names the holders; a role nobody holds goes to whoever is best at it, and a hero holding
several takes the travel rules' penalty on each."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.content import ids
from thirdage_tui.content.models.road import ROLES, Role
from thirdage_tui.engine.skills import skill_name
from thirdage_tui.world.road_skills import STRAIN, SkillUsed, best_skill

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

ROLE_WORDS: dict[Role, str] = {"guide": "Guide", "hunter": "Hunter", "lookout": "Look-out", "scout": "Scout"}
PERCEPTION = (ids.LISTEN, ids.SPOT_HIDDEN)
"""The skills a look-out keeps watch with (as a band's are noticed, `world.encounters`)."""


SEVERAL = "for several roles"


class RoleError(ValueError):
    """A role that cannot be given as asked; the message says why."""


def role_skills(content: Content, role: Role) -> dict[str, int]:
    """The skills a role is done with, each with its modifier for the task."""
    rules = content.travel
    if role == "guide":
        return dict(rules.way.skills)
    if role == "hunter":  # the ways open anywhere there is game (fishing needs water and hooks besides)
        return {s: m for g in rules.gathering.values() if not (g.water or g.gear) for s, m in g.skills.items()}
    if role == "lookout":
        return dict.fromkeys(PERCEPTION, 0)
    return {ids.MOVE_SILENTLY: 0}


def holders(content: Content, heroes: Sequence[Hero], chosen: Mapping[str, str],
            strain: Callable[[Hero], int] = lambda _: 0) -> dict[Role, str]:
    """Who holds each role: those the player chose (if still in the company), then each other role to
    whoever does it best, counting the roles he already holds against him."""
    names = {h.name for h in heroes}
    held: dict[Role, str] = {r: n for r, n in chosen.items() if r in ROLES and n in names}
    penalty = content.travel.roles.penalty
    open_roles = [r for r in ROLES if r not in held]

    def level(hero: Hero, role: Role) -> int:
        return best_skill(content, hero, role_skills(content, role), ((strain(hero), STRAIN),)).level

    for role in open_roles:  # first, each to the best at it
        held[role] = max(heroes, key=lambda h: level(h, role)).name
    for role in open_roles:  # then spread them: a free hero as good, less the penalty, takes one over
        holder = next(h for h in heroes if h.name == held[role])
        if sum(n == holder.name for n in held.values()) < 2:
            continue
        free = [h for h in heroes if h.name not in held.values()]
        if free:
            other = max(free, key=lambda h: level(h, role))
            if level(other, role) >= level(holder, role) - penalty:
                held[role] = other.name
    return {r: held[r] for r in ROLES}


def check_role(heroes: Sequence[Hero], role: str, name: str) -> Role:
    """The role, if `name` may hold it (RoleError saying why not)."""
    if role not in ROLES:
        raise RoleError(f"no role {role!r}: the roles are {', '.join(ROLES)}")
    if name not in {h.name for h in heroes}:
        raise RoleError(f"{name} is not in the company: {', '.join(h.name for h in heroes)}")
    return role


def role_penalty(content: Content, held: Mapping[Role, str], name: str) -> int:
    """What holding several roles costs `name` on each of them."""
    return content.travel.roles.penalty if sum(n == name for n in held.values()) > 1 else 0


@dataclass(frozen=True)
class Candidate:
    """A hero as he would do a role's task were he to hold it: his best skill for it with every
    penalty, of which `several` is what holding more than one role would cost him."""

    used: SkillUsed
    several: int

    def told(self, content: Content) -> str:
        """ "Trail Finding 5 (−2, several roles)", or without the bracket."""
        words = f"{skill_name(content, self.used.skill)} {self.used.level}"
        return f"{words} (−{self.several}, several roles)" if self.several else words


def candidates(content: Content, heroes: Sequence[Hero], held: Mapping[Role, str], role: Role,
               strain: Callable[[Hero], int] = lambda _: 0) -> list[Candidate]:
    """Each hero of the company at the role's task as he would be holding it (the roles held by
    others staying as they are)."""
    out = []
    for hero in heroes:
        would = {**held, role: hero.name}
        out.append(Candidate(doing(content, heroes, would, role, strain=strain),
                             role_penalty(content, would, hero.name)))
    return out


def doing(content: Content, heroes: Sequence[Hero], held: Mapping[Role, str], role: Role,
          skills: Mapping[str, int] | None = None, strain: Callable[[Hero], int] = lambda _: 0) -> SkillUsed:
    """The role's holder at its task: his best of `skills` (the role's own by default), with every penalty."""
    hero = next(h for h in heroes if h.name == held[role])
    penalties = ((strain(hero), STRAIN), (role_penalty(content, held, hero.name), SEVERAL))
    return best_skill(content, hero, skills if skills is not None else role_skills(content, role), penalties)
