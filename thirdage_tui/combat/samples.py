"""Reference heroes: the starting characters the balance bars (docs/rulings.md, "Combat") and the
fight benchmark are measured with. Average rolls, their background's kit, legal choices."""

from __future__ import annotations

from thirdage_tui.engine.hero import Hero


def starting_dwarf() -> Hero:
    """A starting Heavy Infantry dwarf in mail and helm, with axe and heavy shield."""
    return Hero(name="Borin", race="dwarf", nation=None, background="heavy_infantry",
                attributes={"STR": 16, "CON": 15, "SIZ": 10, "INT": 11, "POW": 11, "DEX": 11, "CHA": 8},
                weapons={"one_handed_axe": 10, "heavy_shield": 5, "throwing_axe": 5},
                equipment=["closed_helm", "heavy_scale_hauberk", "heavy_shield", "one_handed_axe", "throwing_axe"],
                hero_magic={"shield": 2, "heal": 2})


def starting_ranger() -> Hero:
    """A starting Ranger of the Dúnedain in leather, with sword, longbow and dagger."""
    return Hero(name="Halbarad", race="human", nation="dunedain", background="ranger",
                attributes={"STR": 13, "CON": 12, "SIZ": 12, "INT": 12, "POW": 11, "DEX": 14, "CHA": 11},
                weapons={"one_handed_sword": 10, "longbow": 5, "dagger": 5},
                equipment=["leather_byrnie", "leather_pants", "one_handed_sword", "longbow", "dagger"],
                hero_magic={"speed": 1, "heal": 2, "sure_blow": 1})
