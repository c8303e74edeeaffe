"""Helpers for the rules tests: heroes built in Python, without the creation steps."""

from __future__ import annotations

import pytest

from thirdage_tui.engine.hero import Hero

AVERAGE = {"STR": 11, "CON": 11, "SIZ": 11, "INT": 11, "POW": 11, "DEX": 11, "CHA": 11}


@pytest.fixture
def make_hero():
    """make_hero(STR=14, equipment=[...], ...): an average human of Gondor with what is given."""

    def make(race: str = "human", nation: str | None = "gondor", background: str = "medium_infantry",
             **changes) -> Hero:
        attrs = AVERAGE | {k: changes.pop(k) for k in list(changes) if k in AVERAGE}
        return Hero(name="Test", race=race, nation=nation if race == "human" else None, background=background,
                    attributes=attrs, **changes)

    return make
