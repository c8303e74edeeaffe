"""The bestiary (appendix 3): creatures as dice for attributes plus what the rules cannot derive.

Everything derivable (hit points, location hit points, damage bonus, Defence, strike ranks,
weapon levels) is derived by the same rules as for heroes; a creature gives only points.

Special abilities are a `type` from a closed vocabulary plus parameters the combat engine applies:

daylight_penalty   in daylight, `amount` (negative) is added to every attack and parry
daylight_immune    no daylight penalty (Uruk-hai)
sunlight_stone     turned to stone, and out of the fight, when caught in daylight
venom              a bite of `weapon` that wounds: the victim's `opposed` attribute against
                   `potency` (opposed roll); on a loss `dice` more damage, armour no help
cold_touch         a hit of `weapon` that wounds: `dice` more damage, armour no help, and the
                   victim's `opposed` attribute against `potency` or he is numbed (`amount` to his
                   attacks for the rest of the fight)
terror             a foe who would attack it must win an opposed `opposed` roll (his against its)
                   or quail that round, unless he has Courage
drag_down          a hit of `weapon` that wounds: the victim's `opposed` attribute against the
                   attacker's STR, or he is pulled to the ground
spirit             a spirit or magical being (Abjure turns it)
fire               the damage of `weapon` is fire (Dragon Hide reduces it)
flying             flies: only missiles and reach weapons find it unless it stoops to attack

What a kind does with those it overcomes is its `behaviour.prisoners` (docs/rulings.md, "Capture"):

none      takes no prisoners: it will not hear a surrender, and those at its mercy die (beasts, the
          speechless, and whatever eats what it catches)
strip     takes captives and strips them of all they carry but their clothes, and holds them for
          its masters: they must escape (orcs)
ransom    takes captives for what they are worth: their silver, and a ransom their patron may pay;
          failing that, an escape, and failing that, their promise to work off the rest (men)
"""


from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    ATTRS,
    ArmourRef,
    Attr,
    BodyGroup,
    BodyRef,
    ContentModel,
    CreatureRef,
    Dice,
    Entry,
    Family,
    GearRef,
    Id,
    Pronoun,
    RegionRef,
    SkillRef,
    WeaponRef,
    bounded,
    check,
    length,
)

SpecialType = Literal["daylight_penalty", "daylight_immune", "sunlight_stone", "venom", "cold_touch", "terror",
                      "drag_down", "spirit", "fire", "flying"]
Points = Annotated[int, bounded(0, 40)]
Prisoners = Literal["none", "strip", "ransom"]
"""What a kind does with those it overcomes (the module docstring)."""

_NEEDS: dict[str, tuple[str, ...]] = {
    "daylight_penalty": ("amount",), "venom": ("weapon", "opposed", "potency", "dice"),
    "cold_touch": ("weapon", "dice", "opposed", "potency", "amount"), "terror": ("opposed",),
    "drag_down": ("weapon", "opposed"), "fire": ("weapon",),
}


class Special(ContentModel):
    """A special ability as parameters (vocabulary: the module docstring)."""

    type: SpecialType
    amount: Annotated[int, bounded(-20, 20)] = 0
    """A modifier to a roll on the d20 (daylight's penalty, cold's numbing)."""
    dice: Dice | None = None
    opposed: Attr | None = None
    potency: Annotated[int, bounded(1, 40)] | None = None
    weapon: Id | None = None

    @check
    def _complete(self) -> None:
        missing = [f for f in _NEEDS.get(self.type, ()) if not getattr(self, f)]
        if missing:
            raise ValueError(f"a {self.type} ability needs {', '.join(missing)}")


class NaturalWeapon(ContentModel):
    """A bite, claw, sting, touch or breath: the creature's own weapon, with its points."""

    id: Id
    name: str
    damage: Dice
    strike_rank: Annotated[int, bounded(0, 5)]
    attack: Points
    parry: Points | None = None
    range_ft: Annotated[int, bounded(1, 1000)] | None = None
    adds_damage_bonus: bool = True
    blunt: bool = False


class CarriedWeapon(ContentModel):
    """A weapon of the weapon table and the points the creature has in it (attack, parry)."""

    weapon: WeaponRef
    attack: Points = 0
    parry: Points = 0


class Behaviour(ContentModel):
    """How it fights and when it gives up (enemy tactics)."""

    morale: Annotated[int, bounded(0, 20)] = 10
    flee_at: Annotated[float, bounded(0, 1)] = 0.5
    rout_at: Annotated[float, bounded(0, 1)] = 0.5
    surrenders: bool = False
    pack: bool = False
    finishes_wounded: bool = False
    keeps_distance: bool = False
    leader: bool = False
    prisoners: Prisoners = "none"
    """What it does with those it overcomes: none (it takes no prisoners), strip or ransom."""


class Loot(ContentModel):
    """What may be taken from the fallen."""

    silver: Dice | None = None
    carried: bool = True
    gear: list[GearRef] = []


class Creature(Entry):
    """A kind of foe (appendix 3) and the numbers to roll one individual."""

    family: Family
    attributes: dict[Attr, Dice]
    body: BodyRef = "humanoid"
    move: Annotated[int, bounded(0, 40)]
    natural_armour: dict[BodyGroup,
                         Annotated[int, bounded(0, 30)]] = {}
    armour: list[ArmourRef] = []
    weapons: list[CarriedWeapon] = []
    natural_weapons: list[NaturalWeapon] = []
    skills: dict[SkillRef, Points] = {}
    habitats: Annotated[list[RegionRef], length(1)]
    danger: Annotated[int, bounded(1, 10)]
    legendary: bool = False
    behaviour: Behaviour = Behaviour()
    specials: list[Special] = []
    mount: CreatureRef | None = None
    loot: Loot = Loot()
    aliases: list[str] = []
    plural: Annotated[str, length(1)] | None = None
    """The name for many, where adding -s (or -es, or -f to -ves) will not do: "Crebain"."""
    pronoun: Pronoun = "it"
    """How the game speaks of one of them: "he" for the folk of the Free Peoples' foes, "it" for beasts."""

    @check
    def _complete(self) -> None:
        missing = [a for a in ATTRS if a not in self.attributes]
        if missing:
            raise ValueError(f"attributes lacks {', '.join(missing)}")
        if not (self.weapons or self.natural_weapons):
            raise ValueError("a creature needs weapons or natural_weapons")
        natural = {w.id for w in self.natural_weapons}
        for special in self.specials:
            if special.weapon and special.weapon not in natural:
                raise ValueError(f"{special.type}: weapon {special.weapon!r} is not one of its natural_weapons "
                                 f"({', '.join(sorted(natural)) or 'none'})")

    @property
    def drawable(self) -> bool:
        """Legendary foes are never drawn at random."""
        return not self.legendary

    def special(self, kind: str) -> Special | None:
        """Its special ability of `kind`, if any."""
        return next((s for s in self.specials if s.type == kind), None)
