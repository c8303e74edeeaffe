"""Hero Magic (5.1), spells (5.2) and magic items (appendix 1), with effects the engine applies.

An effect is a `type` from the closed vocabulary below plus parameters. Its size is `amount`
(fixed) + `per_level` x the level used (or POW spent), or `dice`; `min_level` gates it.

attack_bonus         add the size to attack rolls' chance
parry_bonus          add the size to parry chances
damage_bonus         add the size to every damage roll (melee and missile)
defence_bonus        add the size to the Defence the bearer may share out
no_defence           the bearer has no Defence to share out (Parry still works)
no_shield            the bearer may not use a shield
armour_bonus         add the size to the armour of every hit location (survives criticals)
armour_set           every hit location has at least the size as armour (survives criticals)
armour_multiplier    multiply the protection of the armour it qualifies
strike_rank_bonus    add the size to the base strike rank (negative is sooner; never below 0)
reroll_attack        once a melee round, roll the attack die again; the second roll stands
reroll_damage        once a melee round, roll the damage dice again; the second roll stands
extra_missiles       loose the size in extra missiles at one strike rank, targets within radius_ft
staff_strike         a staff blow at a creature in sight within the magic's range_ft
ignore_armour        the blow ignores worn armour (not armour_bonus or armour_set)
heal                 restore the size in hit points to the wounded location (touch)
stop_bleeding        stop a bleeding wound (abdomen, chest, head)
restore_limb         reattach or mend a severed or mangled limb (within two full turns)
share_life           lend hit points to a friend within range_ft; lost to both if parted
healing_rate         multiply the natural healing rate by the size
pow_recovery_rate    multiply the POW recovery rate by the size
no_rest              go on without rest for the size in hours
courage              act normally before a terrifying foe
terrify              a foe must win an opposed roll (opposed) to attack or target the bearer
taunt                up to `limit` foes who hear must win an opposed roll or close with the bearer
calm                 creatures within radius_ft not yet fighting keep the peace until attacked
ward_off             a spirit or magical being must win an opposed roll or withdraw and not pass
exorcise             a possessor must win an opposed roll or let go; if it wins, the host takes dice
morale               lift the spirits of the weary and downhearted
move_multiplier      multiply the base move by the size
levitate             rise or sink at will at the base move per round
leap                 jump range_ft across and height_ft up, landing safely
no_surprise          the bearer cannot be surprised
skill_bonus          add the size to the listed `skills`, or to every skill of `ability`
attribute_bonus      add the size to `attribute`
roll_bonus           add the size to every d20 attack, parry and skill roll
fire_resistance      fire damage is reduced by the size in each location it strikes
sense                number, direction, range of `what` in range_ft; blocked_by_ft of earth blocks
glow                 the item shines while `what` is within range_ft
sight_multiplier     see the size times as far
darksight            see in complete darkness as by day
daylight             full daylight within radius_ft (hurts creatures that shun the sun)
light                a soft light to read and walk by within radius_ft
reveal_magic         learn the virtues of an enchanted creature or item
detect_lies          a creature lying to the bearer must win an opposed roll or be caught
forecast             foretell the local weather for the size in days
speak_with_animals   speak with animals and ask reasonable help
messenger            a small animal carries a message of up to `limit` words at the size x its speed
hold_portal          bar a door; forcing it takes an opposed roll against `resistance`
sunder               break a non-magical object (opposed roll against a held portal)
enc_multiplier       multiply the ENC of the item it qualifies
range_multiplier     multiply the range of the weapon it qualifies
capacity_multiplier  multiply the load the item may bear
sustenance           one mouthful is a meal; one loaf feeds one for the size in days
sure_knot            its knots hold until the user wills them loose
pains_evil           evil creatures find its touch painful
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

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
)

EffectType = Literal[
    "attack_bonus", "parry_bonus", "damage_bonus", "defence_bonus", "no_defence", "no_shield",
    "armour_bonus", "armour_set", "armour_multiplier", "strike_rank_bonus", "reroll_attack",
    "reroll_damage", "extra_missiles", "staff_strike", "ignore_armour", "heal", "stop_bleeding",
    "restore_limb", "share_life", "healing_rate", "pow_recovery_rate", "no_rest", "courage",
    "terrify", "taunt", "calm", "ward_off", "exorcise", "morale", "move_multiplier", "levitate",
    "leap", "no_surprise", "skill_bonus", "attribute_bonus", "roll_bonus", "fire_resistance",
    "sense", "glow", "sight_multiplier", "darksight", "daylight", "light", "reveal_magic",
    "detect_lies", "forecast", "speak_with_animals", "messenger", "hold_portal", "sunder",
    "enc_multiplier", "range_multiplier", "capacity_multiplier", "sustenance", "sure_knot",
    "pains_evil",
]
Condition = Literal["sought_by_evil", "quest_kept", "quest_abandoned", "weary", "held_portal",
                    "great_item"]
Duration = Literal["instant", "round", "rounds", "full_turn", "hour", "hours_of_activity",
                   "until_healed", "quest", "concentration"]
Target = Literal["self", "touch", "creature", "allies", "foes", "area", "object"]
Feet = Annotated[int, Field(ge=0, le=5000)]
Level = Annotated[int, Field(ge=1, le=10)]

_SIZED = {"attack_bonus", "parry_bonus", "damage_bonus", "defence_bonus", "armour_bonus",
          "armour_set", "armour_multiplier", "strike_rank_bonus", "extra_missiles", "heal",
          "healing_rate", "pow_recovery_rate", "no_rest", "move_multiplier", "skill_bonus",
          "attribute_bonus", "roll_bonus", "fire_resistance", "sight_multiplier", "forecast",
          "messenger", "enc_multiplier", "range_multiplier", "capacity_multiplier", "sustenance"}
_NEEDS: dict[str, tuple[str, ...]] = {
    "attribute_bonus": ("attribute",), "sense": ("what", "range_ft"), "glow": ("what",),
    "leap": ("range_ft", "height_ft"), "share_life": ("range_ft",),
    "extra_missiles": ("radius_ft",), "daylight": ("radius_ft",), "light": ("radius_ft",),
    "calm": ("radius_ft",), "taunt": ("opposed", "limit"), "terrify": ("opposed",),
    "ward_off": ("opposed",), "exorcise": ("opposed", "dice"), "detect_lies": ("opposed",),
    "hold_portal": ("opposed", "resistance"), "messenger": ("limit",),
}

class Effect(ContentModel):
    """One thing a magic does, as parameters the engine applies (vocabulary: module docstring)."""

    type: EffectType
    amount: float = 0
    per_level: float = 0
    dice: Dice | None = None
    min_level: Level = 1
    skills: list[SkillRef] = []
    ability: Ability | None = None
    attribute: Attr | None = None
    what: Literal["enemies", "evil", "magic"] | None = None
    opposed: Attr | None = None
    resistance: Annotated[int, Field(ge=1, le=40)] | None = None
    range_ft: Feet | None = None
    height_ft: Feet | None = None
    radius_ft: Feet | None = None
    blocked_by_ft: Feet | None = None
    limit: Annotated[int, Field(ge=1)] | None = None
    condition: Condition | None = None

    @model_validator(mode="after")
    def _complete(self) -> Effect:
        missing = [f for f in _NEEDS.get(self.type, ()) if getattr(self, f) is None]
        if missing:
            raise ValueError(f"a {self.type} effect needs {', '.join(missing)}")
        if self.type in _SIZED and not (self.amount or self.per_level or self.dice):
            raise ValueError(f"a {self.type} effect needs an amount, per_level or dice")
        if self.type == "skill_bonus" and not (self.skills or self.ability):
            raise ValueError("a skill_bonus effect needs skills or an ability")
        return self

    def value(self, level: int = 1) -> float:
        """The effect's fixed size at `level` (dice are rolled by the engine)."""
        return self.amount + self.per_level * level


class Magic(Entry):
    """What Hero Magic and spells share: costs, levels, duration, reach and effects.

    A variable effect (`max_level` > 1) costs its level in POW to use and 1 + 2 + ... + level
    to learn; a fixed one costs `pow_cost` for both (5.1, 5.3.1).
    """

    pow_cost: Annotated[int, Field(ge=1, le=20)]
    max_level: Level = 1
    duration: Duration = "full_turn"
    duration_rounds: Annotated[int, Field(ge=1)] | None = None
    target: Target = "self"
    range_ft: Feet | None = None
    willing_only: bool = False
    combat: bool = False
    effects: Annotated[list[Effect], Field(min_length=1)]
    aliases: list[str] = []

    @model_validator(mode="after")
    def _consistent(self) -> Magic:
        if self.variable and self.pow_cost != 1:
            raise ValueError("a variable effect costs 1 POW per level: give pow_cost 1")
        if (self.duration == "rounds") != (self.duration_rounds is not None):
            raise ValueError("duration_rounds goes with (and only with) duration: rounds")
        return self

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

    @model_validator(mode="after")
    def _shape(self) -> ItemForm:
        limited = self.category == "limited_use"
        if limited != (self.uses is not None):
            raise ValueError("limited-use forms (and only they) give `uses`")
        if limited and (self.hero_magic or self.bonuses):
            raise ValueError("limited-use forms carry spells only")
        if not limited and self.spells:
            raise ValueError("permanent forms carry Hero Magic and bonuses, not spells")
        return self


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

    @model_validator(mode="after")
    def _shape(self) -> MagicItem:
        if self.category == "limited_use" and not (self.form and self.spell and self.uses):
            raise ValueError("a limited-use item needs a form, a spell and its uses")
        if self.category == "permanent" and not (self.form and (self.hero_magic or self.effects)):
            raise ValueError("a permanent item needs a form and hero_magic or effects")
        if self.category == "special" and not self.effects:
            raise ValueError("a special item needs effects")
        if self.category != "limited_use" and (self.spell or self.uses):
            raise ValueError("only limited-use items hold a spell and uses")
        return self
