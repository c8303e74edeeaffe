"""The content ids the code names, each declared here once: its kind, what the game needs the entry to
be, and what for. Code refers to these constants, never to the bare id.

Once every layer is in, `id_problems` (a whole-content check) reports each one that is missing, at its
kind's file, or that no longer fits, at the entry that broke it (a mod's `replace: true` entry
included), so a mod that turns `staff` into a bow is left out instead of failing mid-fight."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from thirdage_tui.content.kinds import GEAR, HERO_MAGIC, PLACES, SKILLS, SPELLS, WEAPONS, Collection

if TYPE_CHECKING:
    from thirdage_tui.content.models.base import Entry
    from thirdage_tui.content.models.character import Skill
    from thirdage_tui.content.models.equipment import Gear, Weapon
    from thirdage_tui.content.models.magic import Magic
    from thirdage_tui.content.store import Content

E = TypeVar("E", bound="Entry")


@dataclass(frozen=True)
class Need(Generic[E]):
    """An entry the code names: its kind and id, what the game needs it to be (in words, and as a test
    of the entry), and what for."""

    kind: Collection[E]
    id: str
    what: str
    use: str
    fits: Callable[[E], bool]

    def problem(self, content: Content) -> str | None:
        """Why `content` will not do ("missing; ..." or what it must be), or None if it will."""
        entry = content.all(self.kind).get(self.id)
        if entry is not None and self.fits(entry):
            return None
        return ("missing; " if entry is None else "") + f"the game needs {self.what} {self.use}"


NEEDS: list[Need[Any]] = []
"""Every id the code names, in the order declared."""


def _any(entry: Entry) -> bool:
    return True


def need(kind: Collection[E], id_: str, what: str, use: str, fits: Callable[[E], bool] = _any) -> str:
    """Declare that the code names `id_` of `kind`; the id itself, for the constant."""
    NEEDS.append(Need(kind, id_, what, use, fits))
    return id_


def id_problems(content: Content) -> list[tuple[str, str, str]]:
    """(kind, id, message) for each declared id the content lacks or that no longer fits."""
    return [(n.kind.name, n.id, problem) for n in NEEDS if (problem := n.problem(content)) is not None]


def _effect(kind: str) -> Callable[[Magic], bool]:
    return lambda magic: any(effect.type == kind for effect in magic.effects)


def _in_combat(magic: Magic) -> bool:
    return magic.combat


def _variable_heal(magic: Magic) -> bool:
    return magic.variable and _effect("heal")(magic)


def _each_against_a_family(skill: Skill) -> bool:
    return bool(skill.specialisations) and all(spec in skill.against for spec in skill.specialisations)


def _melee_with_damage(weapon: Weapon) -> bool:
    return weapon.kind == "melee" and weapon.damage is not None


def _a_container(gear: Gear) -> bool:
    return bool(gear.capacity)


HEALING = need(SKILLS, "healing", "a skill", "for stopping a friend's bleeding in a fight")
HORSE_CARE = need(SKILLS, "horse_care", "a skill", "for loading a mount to its full capacity (6.5)")
HIDE_IN_COVER = need(SKILLS, "hide_in_cover", "a skill",
                     "for hiding from a band met, slipping out of a fight and escaping captors")
MOVE_SILENTLY = need(SKILLS, "move_silently", "a skill",
                     "for the company's stealth on the road, slipping out of a fight and escaping captors")
KNOW_ENEMY = need(SKILLS, "know_enemy", "a skill whose specialisations each name the family of foes they help "
                  "against (`against`)", "for the bonus against a studied foe in a fight", _each_against_a_family)
LISTEN = need(SKILLS, "listen", "a skill", "for noticing a band on the road and in a fight")
SPOT_HIDDEN = need(SKILLS, "spot_hidden", "a skill", "for noticing a band on the road and in a fight")
LOCK_PICKING = need(SKILLS, "lock_picking", "a skill", "for escaping captors and locks in a site")
SPOT_TRAP = need(SKILLS, "spot_trap", "a skill", "for finding traps in a site")
SET_TRAP = need(SKILLS, "set_trap_and_disarm", "a skill", "for disarming and setting traps in a site")
CAMOUFLAGE = need(SKILLS, "camouflage", "a skill", "for keeping still and unseen in a site")
BALANCE = need(SKILLS, "balance", "a skill", "for crossing a ledge in a site")
CLIMB = need(SKILLS, "climb", "a skill", "for a climb in a site")
JUMP = need(SKILLS, "jump", "a skill", "for leaping a chasm in a site")
SWIM = need(SKILLS, "swim", "a skill", "for deep water in a site")
ORATORY = need(SKILLS, "oratory", "a skill", "for parley with a band and the CHA it gives (2.4)")

HEAL = need(HERO_MAGIC, "heal", "a variable Hero Magic (max_level 2 or more) with a heal effect",
            "for healing in a fight, where Heal 2 stops a bleeding wound", _variable_heal)
ENDURANCE = need(HERO_MAGIC, "endurance", "a Hero Magic with a no_rest effect",
                 "for marching on at 1 POW a day instead of tiring", _effect("no_rest"))
SHIELD = need(HERO_MAGIC, "shield", "a Hero Magic used in combat (`combat: true`)",
              "for the ward a fighter casts while closing", _in_combat)
BLUR = need(HERO_MAGIC, "blur", "a Hero Magic used in combat (`combat: true`)",
            "for the ward a fighter casts while closing", _in_combat)
SPEED = need(HERO_MAGIC, "speed", "a Hero Magic used in combat (`combat: true`)",
             "for the quickening a fighter casts while closing", _in_combat)
COURAGE = need(HERO_MAGIC, "courage", "a Hero Magic with a courage effect",
               "for standing before a terrifying foe", _effect("courage"))

PROTECTION = need(SPELLS, "protection", "a spell used in combat (`combat: true`)",
                  "for the ward a caster casts while closing", _in_combat)
HEARTEN = need(SPELLS, "hearten", "a spell with a courage effect", "for standing before a terrifying foe",
               _effect("courage"))
SMITE = need(SPELLS, "smite", "a spell with a staff_strike effect", "for a caster's blow from afar",
             _effect("staff_strike"))

STAFF = need(WEAPONS, "staff", "a melee weapon with damage dice", "for Smite, which strikes as a staff",
             _melee_with_damage)

RHOSGOBEL = need(PLACES, "rhosgobel", "a place", "for where a hero's journey begins when he travels alone")
PROVISION_SACK = need(GEAR, "large_sack", "a container (gear with a capacity)",
                      "for a patron's provisions to a hero whose packs are full",
                      _a_container)
FLINT_AND_STEEL = need(GEAR, "flint_and_steel", "gear", "for striking a light in a site")
IRON_SPIKES = need(GEAR, "iron_spikes", "gear", "for jamming a door shut in a site")
