"""Hero Magic (5.1) and spells (5.2) in a fight: what using one costs, and the lasting ones on their
bearers. A lasting magic (Shield, Blur, Berserkergang, Protection, Courage...) is kept on its bearer
with the rounds it has left, and `recompute` sums its effects into his modifiers; what each kind of
effect does is `combat.effects`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.combat.effects import MODIFIERS
from thirdage_tui.content.models.effect_kinds import EFFECTS, INSTANT

if TYPE_CHECKING:
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Combatant
    from thirdage_tui.content.models.magic import Magic

@dataclass(slots=True)
class Active:
    """A lasting magic on its bearer: `rounds` left (None: until the fight ends)."""

    magic: Magic
    level: int
    rounds: int | None
    daylight_radius: int = 0


TELLS_NOTHING_IN_A_FIGHT = frozenset({"sense"})
"""The kinds of effect a fight has no use for (our ruling): Sense Enemies, Sense Evil and Sense Magic
tell of foes and things the fight already shows, every fighter standing in plain view of the other side."""


def of_use_in_a_fight(magic: Magic) -> bool:
    """Whether using the magic in a fight can do anything there (`TELLS_NOTHING_IN_A_FIGHT`)."""
    return any(e.type not in TELLS_NOTHING_IN_A_FIGHT for e in magic.effects)


def cost(magic: Magic, level: int) -> int:
    """POW spent to use it at `level` (5.1, 5.2)."""
    return magic.use_cost(level)


def recompute(c: Combatant) -> None:
    """Sum every lasting effect into the bearer's modifiers (`effects.MODIFIERS`)."""
    c.attack_mod = c.parry_mod = c.damage_mod = c.defence_mod = c.armour_mod = 0
    c.armour_set = c.sr_mod = c.fire_resist = c.extra_missiles = 0
    c.no_shield = c.no_defence = c.courage = c.reroll_attack = c.reroll_damage = False
    c.move_mult = 1.0
    c.terrify = None
    for active in c.effects:
        for effect in active.magic.effects_at(active.level):
            modify = MODIFIERS.get(effect.type)
            if modify is not None:
                modify(c, effect, active.level)
    if c.no_shield:
        c.shield = -1


def lasting(magic: Magic) -> bool:
    """Whether the magic leaves an effect on its bearer (not only an instant one)."""
    return magic.duration != "instant" and any(EFFECTS[e.type].acts != INSTANT for e in magic.effects)


def add_effect(c: Combatant, magic: Magic, level: int, full_turn: int) -> None:
    """Put a lasting magic on `c` (a second casting renews it)."""
    c.effects = [a for a in c.effects if a.magic.id != magic.id]
    c.effects.append(Active(magic, level, magic.duration_in_rounds(full_turn) or None))
    recompute(c)


def carry_in(c: Combatant, magic: Magic, level: int, rounds: int) -> None:
    """A lasting magic cast before the fight, on `c` as it begins with the `rounds` it has left (a Daylight
    lit with its radius)."""
    radius = max((e.radius_ft or 0 for e in magic.effects_at(level) if e.type == "daylight"), default=0)
    c.effects = [a for a in c.effects if a.magic.id != magic.id]
    c.effects.append(Active(magic, level, rounds, radius))
    recompute(c)


def tick(c: Combatant) -> list[str]:
    """Book-keeping: one round passes for every lasting magic; return the names of those that end."""
    ended = []
    for active in c.effects:
        if active.rounds is not None:
            active.rounds -= 1
            if active.rounds <= 0:
                ended.append(active.magic.name)
    if ended:
        c.effects = [a for a in c.effects if a.rounds is None or a.rounds > 0]
        recompute(c)
    if c.taunt_rounds:
        c.taunt_rounds -= 1
        if not c.taunt_rounds:
            c.taunted_by = None
    return ended


def bearers(battle: Battle, c: Combatant, magic: Magic) -> list[Combatant]:
    """Who a lasting magic rests on: the caster, or friends within its radius."""
    if magic.target == "allies":
        radius = max((e.radius_ft or 0) for e in magic.effects)
        return [f for f in battle.friends(c, with_self=True) if f.present and battle.distance(c, f) <= radius]
    return [c]


def forewarn(battle: Battle, c: Combatant, full_turn: int) -> Magic | None:
    """A fighter about to be caught unaware who knows a magic that stops surprise (Foresight, 5.1)
    and has its POW uses it as the foe falls on him (our ruling: its warning comes before the
    ambush): it rests on him, and he is not surprised. The magic used, or None."""
    for magic_id in c.p.magic:
        magic = battle.content.hero_magic[magic_id]
        if any(e.type == "no_surprise" for e in magic.effects) and c.pow_left >= cost(magic, 1):
            c.pow_left -= cost(magic, 1)
            add_effect(c, magic, 1, full_turn)
            return magic
    return None
