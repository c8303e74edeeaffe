"""Skills: keys with specialisations, common points and levels (4.1, 4.2; G4.4)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from thirdage_tui.content.errors import suggest
from thirdage_tui.content.kinds import SKILLS
from thirdage_tui.content.store import normalise
from thirdage_tui.engine.hero import split_skill_key
from thirdage_tui.engine.refusals import CreationError

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Ability
    from thirdage_tui.content.models.character import Race, Skill
    from thirdage_tui.content.store import Content

_WITH_SPEC = re.compile(r"^\s*(?P<skill>[^():]+?)\s*(?:\((?P<paren>[^)]*)\)|:(?P<colon>.*))\s*$")


def skill_key(content: Content, text: str) -> str:
    """The key of a skill named "Know Enemy (Orcs)", "know_enemy:orcs" or "Climbing"; a skill with
    specialisations and none named gets its first. UnknownId or CreationError if there is no such."""
    name, spec = split_skill_name(text)
    return with_specialisation(content.find(SKILLS, name), spec)


def split_skill_name(text: str) -> tuple[str, str | None]:
    """"Know Enemy (Orcs)" or "know_enemy:orcs" -> (skill, specialisation); "Climb" -> ("Climb", None)."""
    match = _WITH_SPEC.match(text)
    return (match["skill"], match["paren"] or match["colon"]) if match else (text, None)


def with_specialisation(skill: Skill, spec: str | None, taken: frozenset[str] = frozenset()) -> str:
    """The key of `skill` with `spec` checked against its list (or the first not in `taken`)."""
    if not skill.specialisations:
        if spec:
            raise CreationError(f"{skill.name} takes no specialisation (got {spec!r})")
        return skill.id
    if not spec:
        spec = next((s for s in skill.specialisations if f"{skill.id}:{s}" not in taken), skill.specialisations[0])
    found = normalise(spec)
    if found not in skill.specialisations:
        raise CreationError(f"unknown specialisation {spec!r} of {skill.name}"
                            f"{suggest(found, skill.specialisations, listing=True)}")
    return f"{skill.id}:{found}"


SMALL_WORDS = ("and", "of", "the", "in")
"""Words left in lower case inside a name made from an id."""


def skill_name(content: Content, key: str) -> str:
    """"know_enemy:orcs" -> "Know Enemy (Orcs)"; a language specialisation reads its language's name."""
    skill_id, spec = split_skill_key(key)
    name = content.skills[skill_id].name
    return name if spec is None else f"{name} ({specialisation_name(content, spec)})"


def specialisation_name(content: Content, spec: str) -> str:
    """A language or a creature by its own name ("uruk_hai" -> "Uruk-hai"), else the words of the id
    ("wargs_and_wolves" -> "Wargs and Wolves")."""
    for kind in ("languages", "bestiary"):
        entry = content.all(kind).get(spec)
        if entry is not None:
            return entry.name
    return id_words(spec)


def id_words(key: str) -> str:
    """The words of an id, as a name: "wargs_and_wolves" -> "Wargs and Wolves"."""
    return " ".join(word if n and word in SMALL_WORDS else word.capitalize() for n, word in enumerate(key.split("_")))


def common_points(race: Race, content: Content) -> dict[str, int]:
    """Every character's starting points (Climb 5, Swim 5...), with the race's exceptions (hobbits swim 0)."""
    points = {s.id: s.common_points for s in content.skills.values() if s.common_points}
    return points | race.common_skill_points


def skill_points(hero_skills: dict[str, int], race: Race, content: Content) -> dict[str, int]:
    """The hero's points in each skill he has: his own, else the common points."""
    return common_points(race, content) | hero_skills


def points_in(key: str, hero_skills: dict[str, int], race: Race, content: Content) -> int:
    """The hero's points in one skill: his own, else the common points, else 0."""
    if key in hero_skills:
        return hero_skills[key]
    if key in race.common_skill_points:
        return race.common_skill_points[key]
    skill = content.skills.get(key)
    return skill.common_points if skill else 0


def skill_ability(content: Content, key: str) -> Ability:
    """The ability whose modifier a skill adds."""
    return content.skills[split_skill_key(key)[0]].ability
