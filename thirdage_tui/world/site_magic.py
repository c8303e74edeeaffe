"""Hero Magic and spells in a site (5.1, 5.2), by the kinds of effect the content's vocabulary marks for
sites (`effect_kinds.SITE`): light and daylight shine about the caster, darksight, farsight, skill
bonuses and levitation last on him, the senses tell what lies near, a leap carries him over a gap,
and a door may be held, sundered, or a thing's virtues revealed. POW is spent as everywhere."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.world.geometry import line
from thirdage_tui.world.site_events import Balked, Opened, Revealed, Sensed
from thirdage_tui.world.site_plan import distance
from thirdage_tui.world.site_sight import FEET_A_SQUARE, lit_squares, squares, visible_squares
from thirdage_tui.world.site_state import ROUNDS_A_TURN, Lasting, Light

if TYPE_CHECKING:
    from collections.abc import Callable

    from thirdage_tui.content.models.magic import Effect, Magic
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_actions import UseMagic
    from thirdage_tui.world.site_checks import Scene
    from thirdage_tui.world.site_plan import Cell

LASTING_KINDS = frozenset({"darksight", "sight_multiplier", "skill_bonus", "levitate", "leap"})
"""Kinds that stay on the caster while the magic lasts (a leap: until his next jump, within the round)."""
LIGHT_KINDS = frozenset({"light", "daylight"})
SUNLIGHT_STONE = "sunlight_stone"
ON_A_DOOR = frozenset({"hold_portal", "sunder"})
DIRECTIONS = ("east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east")


def knows(content: Content, hero: Hero, magic_id: str) -> int:
    """The level at which a hero may use a magic: learnt, or granted at will by an item he carries (0: he
    may not)."""
    if magic_id in hero.hero_magic:
        return hero.hero_magic[magic_id]
    if magic_id in hero.spells:
        return 1
    granted = [item.level for i in set(hero.equipment) if (item := content.magic_items.get(i)) is not None
               and item.category == "permanent" and item.hero_magic == magic_id]
    return max(granted, default=0)


def cast(scene: Scene, action: UseMagic, takes_time: Callable[[], None]) -> bool:
    """Use a magic in the site: whether it was used (POW spent, the time it takes passed, then its effects
    applied, so what lasts lasts from the round it was cast)."""
    hero = scene.hero(action.hero)
    magic = scene.content.hero_magic.get(action.magic) or scene.content.spells.get(action.magic)
    if hero is None or magic is None:
        scene.events.append(Balked(f"No such hero or magic as {action.hero!r}, {action.magic!r}."))
        return False
    known = knows(scene.content, hero, magic.id)
    level = max(1, min(action.level, known))
    cost = magic.use_cost(level)
    effects = magic.effects_at(level)
    if not known:
        scene.events.append(Balked(f"{hero.name} does not know {magic.name}."))
    elif character_sheet(hero, scene.content).pow_left < cost:
        scene.events.append(Balked(f"{hero.name} has not the POW left for {magic.name} ({cost})."))
    elif not any(e.type in HANDLED for e in effects):
        scene.events.append(Balked(f"{magic.name} does nothing here."))
    elif any(e.type in ON_A_DOOR | {"reveal_magic"} for e in effects) and _target_problem(scene, action, effects):
        return False
    else:
        scene.put(hero.evolve(pow_spent=hero.pow_spent + cost))
        takes_time()
        rounds = magic.duration_in_rounds(ROUNDS_A_TURN)
        for effect in (e for e in effects if e.type in HANDLED):
            HANDLED[effect.type](scene, hero, magic, effect, level, action.target, rounds if rounds else 1)
        return True
    return False


def _target_problem(scene: Scene, action: UseMagic, effects: list[Effect]) -> bool:
    letter = action.target
    feature = scene.site.features.get(letter) if letter else None
    wants_door = any(e.type in ON_A_DOOR for e in effects)
    near = letter is not None and letter in scene.plan.cells and distance(scene.plan.cells[letter],
                                                                          scene.delve.at) <= 1
    if feature is None or not near or (wants_door and feature.door is None) or (
            not wants_door and feature.treasure is None):
        scene.events.append(Balked("Cast it on a door (or a hoard, to reveal it) beside the company."))
        return True
    return False


def _light(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
           rounds: int) -> None:
    scene.delve.lights[hero.name] = Light(magic.id, squares(effect.radius_ft or 0), rounds)
    scene.say(f"{hero.name} calls up {magic.name}: light {effect.radius_ft} feet about the company.")
    if effect.type == "daylight":
        _stone(scene, lit_squares(scene.delve, scene.site, scene.daylight))


def _stone(scene: Scene, lit: frozenset[Cell]) -> None:
    """Creatures the sun turns to stone (the bestiary's `sunlight_stone`) caught in full daylight are
    turned: their band is beaten."""
    from thirdage_tui.world.site_stealth import band_of, bands_left

    for letter in bands_left(scene):
        band = band_of(scene, letter)
        if scene.plan.cells[letter] in lit and all(
                scene.content.bestiary[c.creature].special(SUNLIGHT_STONE) for c in band.creatures):
            scene.delve.beaten.add(letter)
            scene.say(f"In the sudden daylight {scene.site.features[letter].name.lower()} turn to stone.")


def _lasting(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
             rounds: int) -> None:
    if not any(m.hero == hero.name and m.magic == magic.id for m in scene.delve.magic):
        scene.delve.magic.append(Lasting(hero.name, magic.id, level, rounds))
    scene.say(f"{hero.name} uses {magic.name}.")


def _sense(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
           rounds: int) -> None:
    from thirdage_tui.world.site_stealth import EVIL, band_of, bands_left, families

    reach = squares(effect.range_ft or 0)
    at, found = scene.delve.at, []
    if effect.what == "magic":
        seen = visible_squares(scene.delve, scene.site, scene.content,
                               lit_squares(scene.delve, scene.site, scene.daylight))
        for letter, cell in scene.plan.cells.items():
            feature = scene.site.features[letter]
            if (feature.treasure is not None and feature.treasure.items and letter not in scene.delve.taken
                    and cell in seen and distance(cell, at) <= reach):
                found.append((letter, cell))
                scene.events.append(Revealed(letter, f"{feature.name} carries an enchantment"))
    else:
        for letter in bands_left(scene):
            cell = scene.plan.cells[letter]
            evil_only = effect.what == "evil"
            if (distance(cell, at) <= reach and not _earth_between(scene, at, cell, effect)
                    and (not evil_only or families(scene, band_of(scene, letter)) & EVIL)):
                found.append((letter, cell))
    words = "; ".join(_where(scene, letter, cell, effect.what or "") for letter, cell in found)
    scene.events.append(Sensed(effect.what or "", len(found),
                               f"{magic.name}: {words or 'nothing within ' + str(effect.range_ft) + ' feet'}"))


def _where(scene: Scene, letter: str, cell: Cell, what: str) -> str:
    dx, dy = cell[0] - scene.delve.at[0], cell[1] - scene.delve.at[1]
    feet = distance(cell, scene.delve.at) * FEET_A_SQUARE
    way = DIRECTIONS[round(math.atan2(dy, dx) / (math.pi / 4)) % 8] if (dx, dy) != (0, 0) else "here"
    if what == "enemies":
        from thirdage_tui.world.site_stealth import band_numbers

        band = scene.site.features[letter].band
        count = sum(band_numbers(scene.delve, band, letter, scene.rng)) if band else 1
        return f"{count} {'foe' if count == 1 else 'foes'} {feet} feet {way}"
    return f"something {'evil' if what == 'evil' else 'magic'} {feet} feet {way}"


def _earth_between(scene: Scene, a: Cell, b: Cell, effect: Effect) -> bool:
    """Whether `blocked_by_ft` of rock or earth lies between (each wall or rock square is five feet)."""
    if effect.blocked_by_ft is None:
        return False
    solid = sum(1 for c in line(a, b)[1:-1] if not scene.plan.ground(c).walk)
    return solid * FEET_A_SQUARE >= effect.blocked_by_ft


def _hold(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
          rounds: int) -> None:
    assert target is not None
    scene.delve.held.add(target)
    scene.delve.magic.append(Lasting(hero.name, magic.id, level, rounds, target))
    scene.say(f"{hero.name} holds {scene.site.features[target].name.lower()} fast with {magic.name}.")


def _sunder(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
            rounds: int) -> None:
    from thirdage_tui.world.site_stealth import LOUD, notice

    assert target is not None
    scene.delve.broken.add(target)
    scene.delve.held.discard(target)
    scene.events.append(Opened(target, f"{magic.name}: the door bursts apart with a boom"))
    notice(scene, LOUD)


def _reveal(scene: Scene, hero: Hero, magic: Magic, effect: Effect, level: int, target: str | None,
            rounds: int) -> None:
    assert target is not None
    treasure = scene.site.features[target].treasure
    assert treasure is not None
    items = [scene.content.magic_items[i] for i in treasure.items]
    told = "; ".join(f"{i.name}: {i.description}" for i in items) or "no enchantment lies on it"
    scene.events.append(Revealed(target, told))


HANDLED = {
    "light": _light, "daylight": _light, "darksight": _lasting, "sight_multiplier": _lasting,
    "skill_bonus": _lasting, "levitate": _lasting, "leap": _lasting, "sense": _sense,
    "hold_portal": _hold, "sunder": _sunder, "reveal_magic": _reveal,
}
"""What each kind of effect does when used in a site."""
