"""Fixtures for the campaign tests: the two reference heroes and a fresh campaign."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign.start import new_campaign


@pytest.fixture
def ranger():
    return starting_ranger().evolve(silver=500)


@pytest.fixture
def campaign(content, ranger):
    """A new campaign for the ranger, with the dwarf as his companion."""
    return new_campaign(content, ranger, seed=2760, companions=(starting_dwarf(),))
