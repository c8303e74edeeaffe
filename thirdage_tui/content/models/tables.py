"""The rule tables as data (rules text 2.1-2.2, 3.2-3.6, 4.4; GUIDE G4.1-G4.9)."""

from collections.abc import Sequence
from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    ABILITIES,
    Ability,
    Attr,
    BodyGroup,
    Bonus,
    Constraint,
    ContentModel,
    Dice,
    Entry,
    bounded,
    check,
    length,
)
from thirdage_tui.content.notation import dice_range

Shape = Literal["P+", "S+", "P-", "S-"]
Score = Annotated[int, bounded(-1000, 1000)]
"""A score a band table is read by (an attribute, a total of hit points, POW used): far beyond a dragon's."""
Reading = Annotated[int, bounded(-100, 100)]
"""What a band of numbers reads (a modifier, a location's hit points, a strike rank, a chance on the d20)."""
SR = Annotated[int, bounded(0, 12)]
"""Strike ranks added for a thing done in the round (3.5): no more than the round's 12."""
PerPoint = Annotated[int, bounded(-10, 10)]


class _Band(ContentModel):
    """Scores up to `upto` (inclusive; null: no upper bound) read `value`."""

    upto: Score | None
    value: int | str


class NumberBand(_Band):
    """Scores up to `upto` (inclusive; null: no upper bound) read the number `value`."""

    value: Reading


class BonusBand(_Band):
    """Scores up to `upto` (inclusive; null: no upper bound) read the dice `value`."""

    value: Bonus


class _BandTable(ContentModel):
    """A banded lookup: the first band whose `upto` holds the score; past the last band, `step` is
    added for each further `each` points. Its two forms, of numbers and of dice, are its subclasses."""

    bands: Sequence[_Band]
    each: Annotated[int, bounded(1, 1000)] | None = None
    step: int | str | None = None

    @check
    def _ascending(self) -> None:
        uppers = [b.upto for b in self.bands if b.upto is not None]
        if uppers != sorted(uppers) or len(set(uppers)) != len(uppers):
            raise ValueError("bands must be in ascending order of `upto`")
        if any(b.upto is None for b in self.bands[:-1]):
            raise ValueError("only the last band may have `upto: null`")
        if (self.each is None) != (self.step is None):
            raise ValueError("`each` and `step` go together")


class Numbers(_BandTable):
    """A band table of numbers (modifiers, hit points, strike ranks, criticals): the first band whose
    `upto` holds the score; past the last band, `step` is added for each further `each` points."""

    bands: Annotated[list[NumberBand], length(1)]
    step: Reading | None = None


class Bonuses(_BandTable):
    """A band table of dice (the damage bonus): the first band whose `upto` holds the score; past the
    last band, the `step` dice are added for each further `each` points."""

    bands: Annotated[list[BonusBand], length(1)]
    step: Bonus | None = None


class AttributeRules(ContentModel):
    """How attributes are rolled and bounded (2.1, G4.1)."""

    dice: Dice = "3D6"
    sets: Annotated[int, bounded(1, 20)] = 7
    minimum: Annotated[int, bounded(1, 30)] = 3
    species_base: Annotated[int, bounded(1, 100)] = 18
    training_headroom: Annotated[int, bounded(0, 30)] = 3
    reroll_if_all_at_most: Annotated[int, bounded(0, 1000)] = 11

    @check
    def _some_set_stands(self) -> None:
        highest = dice_range(self.dice)[1]
        if self.reroll_if_all_at_most >= highest:
            raise ValueError(f"reroll_if_all_at_most: {self.reroll_if_all_at_most} would roll {self.dice} again for "
                             f"ever (its highest roll is {highest}); expected less, such as 11 for 3D6")


class HitPointRules(ContentModel):
    """Total hit points: a base attribute modified by the shapes of others (2.2.4, G4.3)."""

    base: Attr = "CON"
    modifiers: dict[Attr, Shape]


class StrikeRankRules(ContentModel):
    """Strike rank parts (3.5, G4.5)."""

    siz: Numbers
    dex: Numbers
    pow_used: Numbers
    unprepared: SR = 5
    surprised_within_10ft: SR = 3
    surprised_within_30ft: SR = 1
    per_10ft_moved: SR = 1
    change_weapon: SR = 5
    round_limit: Annotated[int, bounded(1, 60)] = 12


class EncRules(ContentModel):
    """Encumbrance (3.3, G4.8): per whole point over the maximum."""

    move_per_point: PerPoint = -1
    defence_per_point: PerPoint = -1
    strike_rank_per_point: PerPoint = 1
    skills_per_point: PerPoint = -1
    collapse_multiple_of_str: Annotated[float, Constraint(gt=0, le=10)] = 1.5
    loose_enc: Annotated[float, bounded(0, 100)] = 1
    """House rule: small things (of `small_item_enc` or less each) a hero carries without a container."""
    small_item_enc: Annotated[float, bounded(0, 100)] = 0.5
    """House rule: a thing this light or lighter goes in a pack, a sack or a pouch (6.3's capacities)."""
    unskilled_load: Annotated[float, bounded(0, 1)] = 0.5
    """House rule: the share of a mount's capacity (6.5) it bears for a hero without Horse Care."""


class ImprovementRules(ContentModel):
    """Rolls of 4.3, 4.4, 2.3 and 5.3.2 (G4.9)."""

    natural_success_from_level: Annotated[int, bounded(1, 40)] = 20
    learning_points: Annotated[int, bounded(1, 40)] = 5
    learning_weeks: Annotated[int, bounded(1, 52)] = 1
    training_weeks_dice: Dice = "1D4"
    training_cost_per_week: Annotated[int, bounded(0, 100_000)] = 100


class RuleTables(ContentModel):
    """Every rule table the engine reads; a referee may house-rule any of them."""

    attributes: AttributeRules
    modifier_shapes: dict[Shape, Numbers]
    abilities: dict[Ability, dict[Attr, Shape]]
    hit_points: HitPointRules
    location_hit_points: dict[str, Numbers]
    damage_bonus: Bonuses
    critical: Numbers
    fumble: Numbers
    strike_rank: StrikeRankRules
    enc: EncRules
    improvement: ImprovementRules
    daily_miles: dict[str, Annotated[int, bounded(1, 100)]]
    terrain_multipliers: dict[str, Annotated[float, Constraint(gt=0, le=1)]]
    full_turn_rounds: Annotated[int, bounded(1, 100)] = 25

    @check
    def _complete(self) -> None:
        missing = [a for a in ABILITIES if a not in self.abilities]
        if missing:
            raise ValueError(f"abilities lacks rows for: {', '.join(missing)}")


class BodyLocation(ContentModel):
    """One hit location: its d20 range, its hit-point row and how a wound there acts (G4.7)."""

    id: str
    name: str
    roll: Annotated[list[Annotated[int, bounded(1, 20)]], length(2, 2)]
    hp_row: str
    wound: Literal["leg", "abdomen", "chest", "arm", "head", "wing", "tail"]
    armour_group: BodyGroup


class Body(Entry):
    """A hit-location table (3.6.1): humanoid, four-legged, winged, many-legged..."""

    locations: Annotated[list[BodyLocation], length(1)]

    @check
    def _covers_d20(self) -> None:
        covered = sorted(n for loc in self.locations for n in range(loc.roll[0], loc.roll[1] + 1))
        if covered != list(range(1, 21)):
            raise ValueError("locations must cover each roll 1-20 exactly once")

