"""Skill rolls and opposed rolls (4.1, 4.5; G4.9)."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

D20 = 20


def d20(rng: Random) -> int:
    return rng.randint(1, D20)


def chance(level: int) -> float:
    """The chance of rolling `level` or under on a d20 (4.1)."""
    return max(0, min(D20, level)) / D20


@dataclass(frozen=True)
class Opposed:
    """Both rolls of an opposed roll and who won ("attacker" or "defender")."""

    attacker_roll: int
    attacker_level: int
    defender_roll: int
    defender_level: int
    winner: str



def resolve_opposed(attacker_roll: int, attacker_level: int, defender_roll: int, defender_level: int) -> Opposed:
    """Each side succeeds by rolling his level or under. One success wins; with two, the larger margin
    under the level, then the higher level, then the defender; with none, the defender (nothing changes)."""
    attack_ok, defend_ok = attacker_roll <= attacker_level, defender_roll <= defender_level
    if attack_ok and defend_ok:
        attack_key = (attacker_level - attacker_roll, attacker_level)
        attacker_wins = attack_key > (defender_level - defender_roll, defender_level)
    else:
        attacker_wins = attack_ok
    return Opposed(attacker_roll, attacker_level, defender_roll, defender_level,
                   "attacker" if attacker_wins else "defender")


def opposed(rng: Random, attacker_level: int, defender_level: int) -> Opposed:
    """Roll an opposed skill or attribute roll (the attacker's die first)."""
    return resolve_opposed(d20(rng), attacker_level, d20(rng), defender_level)


@dataclass(frozen=True)
class OpposedChances:
    """The chances of an opposed roll's three ends: the attacker wins, the defender wins by his own
    success, or neither succeeds (the defender holds, and nothing changes)."""

    attacker: float
    defender: float
    neither: float


def opposed_chances(attacker_level: int, defender_level: int) -> OpposedChances:
    """Exactly, over every pair of d20s (4.5)."""
    wins = losses = 0
    for a in range(1, D20 + 1):
        for d in range(1, D20 + 1):
            result = resolve_opposed(a, attacker_level, d, defender_level)
            wins += result.winner == "attacker"
            losses += result.winner == "defender" and d <= defender_level
    total = D20 * D20
    return OpposedChances(wins / total, losses / total, (total - wins - losses) / total)
