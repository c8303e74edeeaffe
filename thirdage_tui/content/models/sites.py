"""Sites (issue 18): barrows, caves and holds the company enters and explores turn by turn.

A site is drawn as a plan in five-foot squares, one character a square (the glyphs are declared here
once, `GLYPHS`, and given their rules in `world.site_plan`); each letter on the plan is a feature
keyed in `features`: a trap, a door, a band of inhabitants, a treasure or a captive. A bad plan is
reported at its own row and column in the YAML file."""


from typing import Annotated, Literal

from thirdage_tui.content.errors import Within
from thirdage_tui.content.models.base import (
    Constraint,
    ContentModel,
    CreatureRef,
    Dice,
    Entry,
    MagicItemRef,
    PlaceRef,
    Text,
    bounded,
    check,
    length,
)

GLYPHS: dict[str, str] = {
    "#": "wall",
    " ": "solid rock",
    ".": "floor",
    "+": "shut door",
    "'": "open door",
    "<": "way in and out",
    "~": "deep water",
    ",": "shallow water",
    ":": "rubble",
    "=": "ledge",
    "*": "chasm",
    "^": "climb",
}
"""Every glyph a plan may hold besides feature letters, and what it stands for."""
ENTRANCE = "<"
LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
"""The glyphs that mark features."""

Lighting = Literal["dark", "dim", "lit"]
Modifier = Annotated[int, bounded(-20, 20)]
Resistance = Annotated[int, bounded(1, 40)]
Letter = Annotated[str, Constraint(pattern=r"^[A-Za-z]$")]
Ground = Literal[".", "'", "+", "<", ",", ":", "=", "^", "~"]
Location = Literal["head", "chest", "abdomen", "right_arm", "left_arm", "right_leg", "left_leg"]


class Trap(ContentModel):
    """A trap: `spot` is added to Spot Trap to find it, `disarm` to Set Trap & Disarm to make it safe;
    sprung, it does `damage` at `where` (a hit location; rolled when not given)."""

    spot: Modifier = 0
    disarm: Modifier = 0
    damage: Dice
    where: Location | None = None


class Door(ContentModel):
    """A door: `lock` (added to Lock-picking) when it is locked, `force` the resistance an opposed STR
    roll must beat to burst it, `hidden` (added to Spot Hidden) when it must be found first."""

    lock: Modifier | None = None
    force: Resistance = 12
    hidden: Modifier | None = None


class Inhabitant(ContentModel):
    """Some creatures of the bestiary in a band."""

    creature: CreatureRef
    count: Dice = "1"


class Band(ContentModel):
    """Inhabitants: who, whether they are awake as the company comes, and the levels of their Listen
    and Spot Hidden when the bestiary's are not to be used."""

    creatures: Annotated[list[Inhabitant], length(1, 12)]
    awake: bool = True
    listen: Annotated[int, bounded(0, 30)] | None = None
    spot: Annotated[int, bounded(0, 30)] | None = None


class Treasure(ContentModel):
    """What lies there to be taken: magic items (appendix 1), silver and lore; `hidden` (added to Spot
    Hidden) when it must be found first."""

    items: list[MagicItemRef] = []
    silver: Annotated[int, bounded(0, 100_000)] = 0
    lore: Text | None = None
    hidden: Modifier | None = None


class Captive(ContentModel):
    """Someone held there, to be led out."""

    name: Annotated[str, length(1, 120)]


class Feature(ContentModel):
    """A lettered square of a plan: exactly one of a trap, door, band, treasure or captive, standing on
    floor unless `ground` says what lies under it (not `on:`, which YAML reads as yes)."""

    name: Annotated[str, length(1, 120)]
    description: Text | None = None
    ground: Ground = "."
    trap: Trap | None = None
    door: Door | None = None
    band: Band | None = None
    treasure: Treasure | None = None
    captive: Captive | None = None

    @check
    def _one(self) -> None:
        given = [k for k in FEATURE_KINDS if getattr(self, k) is not None]
        if len(given) != 1:
            raise ValueError(f"a feature has exactly one of {', '.join(FEATURE_KINDS)} (this has "
                             f"{', '.join(given) or 'none'})")

    @property
    def kind(self) -> str:
        """Which of `FEATURE_KINDS` it is."""
        return next(k for k in FEATURE_KINDS if getattr(self, k) is not None)


FEATURE_KINDS = ("trap", "door", "band", "treasure", "captive")


class Site(Entry):
    """A site: the map place it is entered from, its light, its plan and the features on it."""

    place: PlaceRef
    light: Lighting = "dark"
    plan: Annotated[str, length(1, 20_000)]
    features: dict[Letter, Feature] = {}

    @check
    def _plan(self) -> None:
        rows = plan_rows(self.plan)
        if len(rows) > MOST_ROWS or max(map(len, rows)) > MOST_COLUMNS:
            raise ValueError(f"a plan is at most {MOST_COLUMNS} squares wide and {MOST_ROWS} high")
        used: set[str] = set()
        for y, row in enumerate(rows):
            for x, glyph in enumerate(row):
                if glyph in LETTERS:
                    if glyph not in self.features:
                        raise Within(f"{glyph!r} is a feature no entry of `features` keys", ("plan",), (y, x))
                    if glyph in used:
                        raise Within(f"feature {glyph!r} stands on two squares", ("plan",), (y, x))
                    used.add(glyph)
                elif glyph not in GLYPHS:
                    raise Within(f"{glyph!r} is not a plan glyph (known: {''.join(GLYPHS)} and letters "
                                 "for features)", ("plan",), (y, x))
        if not any(ENTRANCE in row for row in rows):
            raise Within(f"no way in ({ENTRANCE!r})", ("plan",))
        for letter in self.features:
            if letter not in used:
                raise Within(f"{letter!r} is on no square of the plan", ("features", letter), key=True)


MOST_ROWS = 80
MOST_COLUMNS = 120


def plan_rows(text: str) -> list[str]:
    """The rows of a plan, trailing blank lines dropped and short rows padded with solid rock."""
    rows = text.rstrip("\n").split("\n")
    width = max((len(r) for r in rows), default=0)
    return [r.ljust(width) for r in rows]
