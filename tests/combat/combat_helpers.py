"""Hand-built fighters with exact numbers, for the combat tests."""

from __future__ import annotations

from thirdage_tui.combat.arms import Arm
from thirdage_tui.combat.combatant import Combatant, Location, Profile
from thirdage_tui.combat.profiles import by_roll
from thirdage_tui.engine.dice import Dice

ATTRS = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


def arm(id_="sword", *, attack=10, parry=10, damage="1D8", bonus="", kind="melee", sr=5, protection=0,
        range_ft=None, on_hit=()) -> Arm:
    return Arm(id_, id_.replace("_", " ").title(), kind, attack, parry, Dice.parse(damage), Dice.parse(bonus), sr,
               range_ft=range_ft, protection=protection, on_hit=on_hit)


def fighter(content, name="Fighter", *, arms=(), armour=0, hp=12, defence=0, dex=11, body="humanoid", magic=None,
            specials=None, behaviour=None, loc_hp=None) -> Profile:
    """A fighter with exact numbers: `armour` everywhere, location hit points as the rules give for `hp`."""
    from thirdage_tui.engine.abilities import location_hit_points

    shape = content.bodies[body]
    hps = loc_hp or location_hit_points(hp, shape, content.tables)
    locations = tuple(Location(loc.id, loc.name, hps[loc.id], armour, loc.wound) for loc in shape.locations)
    return Profile(name=name, kind="test", ref=name, attributes={**ATTRS, "DEX": dex}, locations=locations,
                   by_roll=by_roll(shape), hit_points=hp, defence=defence, move=8,
                   arms=tuple(arms) or (arm(),), magic=magic or {}, specials=specials or {}, behaviour=behaviour)


def ready(profile: Profile, uid: str | None = None, side: int = 0) -> Combatant:
    from thirdage_tui.combat import tactics

    c = Combatant(profile, uid or profile.name, side)
    tactics.arm_up(c)
    return c
