"""What came of an action in a site: each event a small frozen object, in order, for the campaign to
apply and the screen to tell; and `Glimpse`, what the company sees."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.world.site_plan import Cell

if TYPE_CHECKING:
    from thirdage_tui.engine.hero import Hero

@dataclass(frozen=True)
class Rolled:
    """A d20 under a skill (or an attribute, `skill` "STR"...): the target with every modifier, why it
    moved from the level, and the words for the log."""

    hero: str
    skill: str
    target: int
    roll: int
    why: str
    success: bool
    words: str


@dataclass(frozen=True)
class Ticked:
    """A skill marked for improvement after a success (4.4)."""

    hero: str
    skill: str


@dataclass(frozen=True)
class Moved:
    at: Cell


@dataclass(frozen=True)
class Balked:
    why: str


@dataclass(frozen=True)
class Revealed:
    """A feature found (a trap spotted, a hidden door or hoard seen, what a magic item does)."""

    letter: str
    what: str


@dataclass(frozen=True)
class Sensed:
    """What Sense Enemies, Sense Evil or Sense Magic told: how many, which way, how far."""

    what: str
    count: int
    words: str


@dataclass(frozen=True)
class Sprung:
    """A trap went off on a hero: where it struck and the damage after armour."""

    letter: str
    hero: str
    location: str
    damage: int


@dataclass(frozen=True)
class Harmed:
    """A hero hurt by a fall or by water: where, how much after armour, and why."""

    hero: str
    location: str
    damage: int
    why: str


@dataclass(frozen=True)
class Stirred:
    """A band's alertness changed."""

    letter: str
    alert: int


@dataclass(frozen=True)
class Met:
    """A band comes on the company, or the company on it: the campaign starts the fight."""

    letter: str


@dataclass(frozen=True)
class Opened:
    letter: str
    how: str


@dataclass(frozen=True)
class Took:
    letter: str
    items: tuple[str, ...]
    silver: int
    lore: str | None


@dataclass(frozen=True)
class Told:
    """Anything else the log should say."""

    text: str


@dataclass(frozen=True)
class Left:
    """The company went out."""


DelveEvent = (Rolled | Ticked | Moved | Balked | Revealed | Sensed | Sprung | Harmed | Stirred | Met | Opened
              | Took | Told | Left)


@dataclass(frozen=True)
class Turn:
    """What an action did: its events, in order, and the company after it (wounds, ticks, POW spent,
    lights burnt)."""

    events: list[DelveEvent]
    company: tuple[Hero, ...]


@dataclass(frozen=True)
class Glimpse:
    """What the company sees now: squares lit, squares in sight, and marks to draw over the plan by
    square (a found trap `^`, an open door, a band's creature glyph, a hoard)."""

    lit: frozenset[Cell]
    visible: frozenset[Cell]
    marks: dict[Cell, str]
