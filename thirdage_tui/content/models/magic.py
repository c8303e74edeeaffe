"""Hero Magic (5.1), spells (5.2) and magic items (appendix 1), with effects the engine applies.

An effect is a `type` from the vocabulary of `models.effects` (where each kind is declared once, with
its meaning and the parameters it needs) plus those parameters. Its size is `amount` (fixed) +
`per_level` x the level used (or POW spent), or `dice`; `min_level` gates it.
"""


from typing import TYPE_CHECKING, Annotated, Literal

from thirdage_tui.content.models.base import (
    Ability,
    Attr,
    ContentModel,
    Dice,
    Entry,
    HeroMagicRef,
    ItemFormRef,
    SkillRef,
    SpellRef,
    bounded,
    check,
    length,
)
from thirdage_tui.content.models.effect_kinds import EFFECTS, NAMES

if TYPE_CHECKING:
    EffectType = str
else:
    EffectType = Literal[NAMES]
"""One of the kinds of `models.effects` (a Literal, so that a schema and an error list them)."""
Condition = Literal["sought_by_evil", "quest_kept", "quest_abandoned", "weary", "held_portal",
                    "great_item"]
Duration = Literal["instant", "round", "rounds", "full_turn", "hour", "hours_of_activity",
                   "until_healed", "quest", "concentration"]
Target = Literal["self", "touch", "creature", "allies", "foes", "area", "object"]
Feet = Annotated[int, bounded(0, 5000)]
Level = Annotated[int, bounded(1, 10)]
MAX_DURATION = 10_000
"""The most rounds a magic lasts (a day of full turns is 24 x 60 x 5 = 7,200 rounds)."""

class Effect(ContentModel):
    """One thing a magic does, as parameters the engine applies (vocabulary: `models.effects`)."""

    type: EffectType
    amount: Annotated[float, bounded(-100, 100)] = 0
    per_level: Annotated[float, bounded(-100, 100)] = 0
    dice: Dice | None = None
    min_level: Level = 1
    skills: list[SkillRef] = []
    ability: Ability | None = None
    attribute: Attr | None = None
    what: Literal["enemies", "evil", "magic"] | None = None
    opposed: Attr | None = None
    resistance: Annotated[int, bounded(1, 40)] | None = None
    range_ft: Feet | None = None
    height_ft: Feet | None = None
    radius_ft: Feet | None = None
    blocked_by_ft: Feet | None = None
    limit: Annotated[int, bounded(1, 100)] | None = None
    condition: Condition | None = None

    @check
    def _complete(self) -> None:
        kind = EFFECTS[self.type]
        missing = [f for f in kind.needs if getattr(self, f) is None]
        if missing:
            raise ValueError(f"a {self.type} effect needs {', '.join(missing)}")
        if kind.sized and not (self.amount or self.per_level or self.dice):
            raise ValueError(f"a {self.type} effect needs an amount, per_level or dice")
        if self.type == "skill_bonus" and not (self.skills or self.ability):
            raise ValueError("a skill_bonus effect needs skills or an ability")

    def value(self, level: int = 1) -> float:
        """The effect's fixed size at `level` (dice are rolled by the engine)."""
        return self.amount + self.per_level * level


class Magic(Entry):
    """What Hero Magic and spells share: costs, levels, duration, reach and effects.

    A variable effect (`max_level` > 1) costs its level in POW to use and 1 + 2 + ... + level
    to learn; a fixed one costs `pow_cost` for both (5.1, 5.3.1).
    """

    pow_cost: Annotated[int, bounded(1, 20)]
    max_level: Level = 1
    duration: Duration = "full_turn"
    duration_rounds: Annotated[int, bounded(1, MAX_DURATION)] | None = None
    target: Target = "self"
    range_ft: Feet | None = None
    willing_only: bool = False
    combat: bool = False
    effects: Annotated[list[Effect], length(1)]
    aliases: list[str] = []

    @check
    def _consistent(self) -> None:
        if self.variable and self.pow_cost != 1:
            raise ValueError("a variable effect costs 1 POW per level: give pow_cost 1")
        if (self.duration == "rounds") != (self.duration_rounds is not None):
            raise ValueError("duration_rounds goes with (and only with) duration: rounds")

    @property
    def variable(self) -> bool:
        """Levelled effects (Shield 1-4, Heal 1-6...)."""
        return self.max_level > 1

    def learn_cost(self, level: int = 1) -> int:
        """Points (or POW sacrificed) to learn it up to `level`, cumulatively (5.1, 5.3.1)."""
        return level * (level + 1) // 2 if self.variable else self.pow_cost

    def use_cost(self, level: int = 1) -> int:
        """POW spent to use it at `level`."""
        return level if self.variable else self.pow_cost

    def effects_at(self, level: int = 1) -> list[Effect]:
        """The effects that apply when used at `level`."""
        return [e for e in self.effects if e.min_level <= level]

    def duration_in_rounds(self, full_turn_rounds: int = 25) -> int | None:
        """How many melee rounds it lasts (0: instant; None: open-ended)."""
        return {"instant": 0, "round": 1, "rounds": self.duration_rounds,
                "full_turn": full_turn_rounds, "hour": 12 * full_turn_rounds}.get(self.duration)


class HeroMagic(Magic):
    """A Hero Magic effect (5.1)."""


class Spell(Magic):
    """A spell (5.2): prepared or cast 5 strike ranks late; never variable."""

    max_level: Literal[1] = 1


class ItemForm(Entry):
    """A form a magic item may take, and what it may carry (the two tables of appendix 1)."""

    category: Literal["limited_use", "permanent"]
    uses: Dice | None = None
    spells: list[SpellRef] = []
    hero_magic: list[HeroMagicRef] = []
    bonuses: list[Effect] = []

    @check
    def _shape(self) -> None:
        limited = self.category == "limited_use"
        if limited != (self.uses is not None):
            raise ValueError("limited-use forms (and only they) give `uses`")
        if limited and (self.hero_magic or self.bonuses):
            raise ValueError("limited-use forms carry spells only")
        if not limited and self.spells:
            raise ValueError("permanent forms carry Hero Magic and bonuses, not spells")


class MagicItem(Entry):
    """A magic or special item (appendix 1).

    limited_use: a `form` (potion, scroll, wand, crystal) holding `spell` for `uses` castings.
    permanent: a `form` (weapon, armour, clothing, jewellery) granting `hero_magic` at `level`
    at will and/or `effects`. special: a masterly or rare thing whose `effects` say what it does,
    on the ordinary item it `qualifies` when it is a quality of one.
    """

    category: Literal["limited_use", "permanent", "special"]
    form: ItemFormRef | None = None
    uses: Dice | None = None
    spell: SpellRef | None = None
    hero_magic: HeroMagicRef | None = None
    level: Level = 1
    effects: list[Effect] = []
    qualifies: Literal["metal_armour", "metal_weapon", "chainmail", "longbow", "armour",
                       "weapon"] | None = None
    legendary: bool = False
    gift_only: bool = False
    aliases: list[str] = []

    @check
    def _shape(self) -> None:
        if self.category == "limited_use" and not (self.form and self.spell and self.uses):
            raise ValueError("a limited-use item needs a form, a spell and its uses")
        if self.category == "permanent" and not (self.form and (self.hero_magic or self.effects)):
            raise ValueError("a permanent item needs a form and hero_magic or effects")
        if self.category == "special" and not self.effects:
            raise ValueError("a special item needs effects")
        if self.category != "limited_use" and (self.spell or self.uses):
            raise ValueError("only limited-use items hold a spell and uses")
