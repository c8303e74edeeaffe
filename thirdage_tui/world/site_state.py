"""A delve's state: where the company stands in a site, the clock, what it has found, opened, taken
and beaten, the inhabitants' alertness, and the lights and magic working (plain data the campaign
saves)."""

from __future__ import annotations

from dataclasses import dataclass, field

from thirdage_tui.world.site_plan import Cell

PACES = ("cautious", "stroll", "run")
TWELFTHS_A_ROUND = 12
ROUNDS_A_TURN = 25
"""A full turn is 25 melee rounds (3.1.2)."""
TWELFTHS_A_TURN = TWELFTHS_A_ROUND * ROUNDS_A_TURN
ROUSED = 3
"""The alertness at which a band comes to fight."""
OWN_TRAP = "1D6"
"""The damage of a trap the company sets (a snare, a spiked pit, a deadfall; our ruling: as a site's
common trap)."""
ALERT_WORDS = ("asleep", "stirring", "on the watch", "roused")
"""How a band's alertness reads, from asleep (0) to `ROUSED`."""


@dataclass
class Light:
    """What a hero holds lit (a gear id: candle, lantern, torch) or the light magic on him (a spell id),
    how far it shines in squares and how many melee rounds it has left."""

    source: str
    radius: int
    rounds: int


@dataclass
class Lasting:
    """A Hero Magic or spell working on a hero in the site (Darksight, Muffle, Stalk, Farsight,
    Levitate...): which, at what level, and the melee rounds it has left."""

    hero: str
    magic: str
    level: int
    rounds: int
    target: str | None = None
    """The feature it was cast on (a door held)."""


@dataclass
class Delve:
    """The company inside a site: plain data, saved by the campaign."""

    site: str
    at: Cell
    pace: str = "cautious"
    twelfths: int = 0
    """The site's clock: twelfths of a melee round since the company came in."""
    seen: set[Cell] = field(default_factory=set)
    """Squares ever seen (remembered, drawn dim)."""
    found: set[str] = field(default_factory=set)
    """Feature letters found: traps spotted, hidden doors and treasure."""
    sprung: set[str] = field(default_factory=set)
    disarmed: set[str] = field(default_factory=set)
    opened: set[str] = field(default_factory=set)
    """Doors (by letter) unlocked or opened."""
    ajar: set[Cell] = field(default_factory=set)
    """Plain doors (`+` with no letter) opened."""
    held: set[str] = field(default_factory=set)
    """Doors held shut by Hold Portal."""
    broken: set[str] = field(default_factory=set)
    taken: set[str] = field(default_factory=set)
    """Treasure and captives taken out."""
    beaten: set[str] = field(default_factory=set)
    """Bands defeated or fled."""
    alert: dict[str, int] = field(default_factory=dict)
    """Band letter -> alertness (0 asleep ... `ROUSED`)."""
    lights: dict[str, Light] = field(default_factory=dict)
    """Hero name -> what he holds lit."""
    unburnt: dict[str, dict[str, int]] = field(default_factory=dict)
    """Hero name -> what he put out part-burnt (by what a light spends: a flask of oil, a torch, the
    candles) -> the melee rounds left in it, for when he lights it again."""
    magic: list[Lasting] = field(default_factory=list)
    set_traps: set[Cell] = field(default_factory=set)
    """Squares where the company has set a trap of its own."""
    numbers: dict[str, list[int]] = field(default_factory=dict)
    """Band letter -> how many of each of its creatures it holds, rolled when first sensed or fought (so
    that Sense Enemies and the fight count the same band alike)."""
    trapped: dict[str, int] = field(default_factory=dict)
    """Band letter -> the damage the company's traps did the foremost of it as it came (before armour,
    for the fight to lay on)."""
    heard: dict[str, int] = field(default_factory=dict)
    """Band letter -> its alertness as the company last heard or saw it (what it knows of the band)."""
    glowing: set[str] = field(default_factory=set)
    """Heroes whose carried blade or jewel glows now (foes of its kind near)."""
    bleeding: dict[str, int] = field(default_factory=dict)
    """Hero name -> the site's clock (twelfths) at which he bleeds to death (kept by the campaign)."""

    @property
    def rounds(self) -> int:
        """Whole melee rounds since the company came in."""
        return self.twelfths // TWELFTHS_A_ROUND
