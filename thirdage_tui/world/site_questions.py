"""What a screen may ask of a delve without deciding anything itself: the features within reach, the
lights and magic each hero could use there (and why not), and what the company knows of the bands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.ids import FLINT_AND_STEEL
from thirdage_tui.content.models.effect_kinds import EFFECTS, SITE
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.world.site_magic import ON_A_DOOR, knows
from thirdage_tui.world.site_plan import SitePlan, distance
from thirdage_tui.world.site_sight import hidden_door
from thirdage_tui.world.site_state import ALERT_WORDS

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.world.site_state import Delve

TARGETED = ON_A_DOOR | {"reveal_magic"}
"""Kinds of effect cast on a feature (a `target` letter)."""


def at_hand(delve: Delve, site: Site) -> tuple[str, ...]:
    """The letters of the features on or beside the company's square that it knows of: doors (found, if
    hidden), traps found and still set, hoards and captives not yet taken (found, if hidden), bands."""
    plan = SitePlan.from_site(site)
    out = []
    for letter, cell in plan.cells.items():
        if distance(cell, delve.at) > 1:
            continue
        feature = site.features[letter]
        if feature.door is not None:
            known = not hidden_door(plan, delve, site, cell)
        elif feature.trap is not None:
            known = letter in delve.found and letter not in delve.disarmed | delve.sprung
        elif feature.band is not None:
            known = letter not in delve.beaten
        else:
            hidden = feature.treasure is not None and feature.treasure.hidden is not None
            known = letter not in delve.taken and (not hidden or letter in delve.found)
        if known:
            out.append(letter)
    return tuple(out)


def kindlings(delve: Delve, company: Sequence[Hero], content: Content) -> list[tuple[str, str, str | None]]:
    """(hero, gear id, why not or None) for each light source a hero carries; one he holds lit is put out."""
    striker = bool(delve.lights) or any(FLINT_AND_STEEL in h.equipment for h in company)
    out = []
    for hero in company:
        for item in dict.fromkeys(hero.equipment):
            gear = content.gear.get(item)
            if gear is None or gear.light is None:
                continue
            lit = delve.lights.get(hero.name)
            why = None
            if lit is None or lit.source != item:
                if gear.light.fuel is not None and gear.light.fuel not in hero.equipment:
                    why = f"{hero.name} has no {content.gear[gear.light.fuel].name.lower()} for it."
                elif not striker:
                    why = "The company has nothing to strike a light with (flint and steel)."
            out.append((hero.name, item, why))
    return out


def castables(delve: Delve, company: Sequence[Hero], content: Content) -> list[tuple[str, str, str | None, bool]]:
    """(hero, magic id, why not or None, whether it is cast on a feature) for each Hero Magic and spell a
    hero may use that does something in a site."""
    out = []
    for hero in company:
        left = character_sheet(hero, content).pow_left
        known = [*hero.hero_magic, *hero.spells, *(
            item.hero_magic for i in dict.fromkeys(hero.equipment)
            if (item := content.magic_items.get(i)) is not None and item.hero_magic)]
        for magic_id in dict.fromkeys(known):
            magic = content.hero_magic.get(magic_id) or content.spells.get(magic_id)
            if magic is None:
                continue
            kinds = {e.type for e in magic.effects}
            if not any(EFFECTS[k].acts == SITE or k in ("leap", "daylight") for k in kinds):
                continue
            cost = magic.use_cost(1)
            why = (None if knows(content, hero, magic_id) and left >= cost
                   else f"{hero.name} has not the POW left for {magic.name} ({cost}).")
            out.append((hero.name, magic_id, why, bool(kinds & TARGETED)))
    return out


def heard(delve: Delve, site: Site) -> list[str]:
    """What the company knows of the bands, for the panel: each band it has heard or seen, as it was then."""
    return [f"{site.features[letter].name}: {ALERT_WORDS[alert]}" for letter, alert in delve.heard.items()
            if letter not in delve.beaten]
