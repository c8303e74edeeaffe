"""What the company may do in a site: each action a small frozen object handed to `delving.act`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Stride:
    """One square on (a diagonal counts one)."""

    dx: int
    dy: int


@dataclass(frozen=True)
class Pace:
    pace: str


@dataclass(frozen=True)
class Search:
    """A full turn looking about for traps (Spot Trap) and what is hidden (Spot Hidden)."""


@dataclass(frozen=True)
class ListenAt:
    """A round of listening (Listen) for what lies near."""


@dataclass(frozen=True)
class Open:
    letter: str


@dataclass(frozen=True)
class PickLock:
    letter: str


@dataclass(frozen=True)
class Force:
    letter: str


@dataclass(frozen=True)
class Spike:
    """Jam a shut door with iron spikes (6.3), so that nothing comes through it until the company draws
    them."""

    letter: str


@dataclass(frozen=True)
class Disarm:
    letter: str


@dataclass(frozen=True)
class SetTrap:
    """Set a trap of the company's own on its square (Set Trap & Disarm)."""


@dataclass(frozen=True)
class Climb:
    dx: int
    dy: int


@dataclass(frozen=True)
class Jump:
    dx: int
    dy: int


@dataclass(frozen=True)
class Swim:
    dx: int
    dy: int


@dataclass(frozen=True)
class Kindle:
    """Light (or, if lit, put out) a light source the hero carries."""

    hero: str
    item: str


@dataclass(frozen=True)
class UseMagic:
    """Hero Magic or a spell: `target` a feature letter for those cast on a thing (Hold Portal, Sunder,
    Reveal Magic), `level` the level (POW) for variable magic."""

    hero: str
    magic: str
    target: str | None = None
    level: int = 1


@dataclass(frozen=True)
class Take:
    letter: str


@dataclass(frozen=True)
class Hide:
    """Keep still in cover (Hide in Cover, or Camouflage) while a round passes."""


@dataclass(frozen=True)
class GoOut:
    """Go out by the way in the company stands on."""


DelveAction = (Stride | Pace | Search | ListenAt | Open | PickLock | Force | Spike | Disarm | SetTrap | Climb | Jump | Swim
               | Kindle | UseMagic | Take | Hide | GoOut)
