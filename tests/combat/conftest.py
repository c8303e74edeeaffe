"""Fixtures for the combat tests: the rule tables and a starting hero."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf

from thirdage_tui.combat.combatant import Profile
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.rules import CombatRules


@pytest.fixture(scope="session")
def rules(content) -> CombatRules:
    return CombatRules.from_tables(content.tables)


@pytest.fixture(scope="session")
def dwarf(content) -> Profile:
    return hero_profile(starting_dwarf(), content)
