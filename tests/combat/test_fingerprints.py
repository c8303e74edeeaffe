"""A fingerprint of the fights against every foe of the bestiary — each fight's events and how every
fighter ended, and the referee's odds — checked against the one recorded in `fingerprints.json`.
A change to the fight engine meant to keep every fight the same shows here if it did not.

A change made on purpose is recorded by running this file (`PYTHONPATH=tests .venv/bin/python
tests/combat/test_fingerprints.py`), and said in the commit and, if the odds moved, in docs/rulings.md."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from random import Random

import pytest
from heroes import starting_dwarf, starting_mage, starting_ranger

from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.simulate import preview

RECORDED = Path(__file__).with_name("fingerprints.json")
GROUNDS = (("open", False), ("forest", True), ("hills", False), ("ruins", True))
"""The battlefield and whether the sun is up, for each of the company's fights."""


def digest(lines: list[str]) -> str:
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]


def fight_print(battle) -> str:
    """The fight's events, how each fighter ended, and its length."""
    outcome = battle.run()
    ends = [f"{c.uid}:{c.status}:{c.hp}:{c.damage}:{c.pow_left}" for c in battle.c]
    return digest([str(e) for e in battle.log] + ends + [outcome.ending, str(outcome.rounds)])


def fingerprints(content, creature_id: str) -> dict[str, str]:
    foe = content.bestiary[creature_id]
    count = 1 if foe.legendary or foe.danger >= 4 else 3
    company = [hero_profile(starting_dwarf(), content), hero_profile(starting_ranger(), content)]
    prints = {}
    for seed, (terrain, daylight) in enumerate(GROUNDS):
        battle = muster(content, company, [(foe, count)], Random(seed), terrain=terrain, daylight=daylight)
        prints[f"company on {terrain}"] = fight_print(battle)
    mage = [hero_profile(starting_mage(), content), company[0]]
    prints["mage and dwarf"] = fight_print(muster(content, mage, [(foe, count)], Random(7), distance_ft=30))
    odds = preview(content, company[:1], [(foe, count)], runs=60, seed=7)
    prints["odds"] = digest([json.dumps(odds, sort_keys=True)])
    return prints


def recorded() -> dict[str, dict[str, str]]:
    return json.loads(RECORDED.read_text(encoding="utf-8")) if RECORDED.is_file() else {}


def test_every_foe_has_a_recorded_fingerprint(content):
    assert set(recorded()) == set(content.bestiary), "record them: run this file"


@pytest.mark.parametrize("creature_id", sorted(recorded()))
def test_the_fights_against_a_foe_are_the_fights_recorded(content, creature_id):
    found, kept = fingerprints(content, creature_id), recorded()[creature_id]
    changed = [name for name, fingerprint in found.items() if kept.get(name) != fingerprint]
    assert not changed, f"{creature_id}: not the fights recorded: {', '.join(changed)} (if on purpose, run this file)"


if __name__ == "__main__":
    from thirdage_tui.content import load_content

    loaded = load_content()
    RECORDED.write_text(json.dumps({c: fingerprints(loaded, c) for c in sorted(loaded.bestiary)}, indent=1) + "\n",
                        encoding="utf-8")
    print(f"recorded the fights against {len(loaded.bestiary)} foes in {RECORDED}")
