"""Content that makes a hero: races, nations, languages, backgrounds, skills (2.5, 2.6, 4.2)."""

from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    Ability,
    Attr,
    BackgroundRef,
    BodyRef,
    Constraint,
    ContentModel,
    Entry,
    Family,
    Folk,
    LanguageRef,
    RaceRef,
    SkillRef,
    WeaponRef,
    bounded,
    check,
    length,
)

Points = Annotated[int, bounded(0, 40)]


class Language(Entry):
    """A tongue of Middle-earth."""

    aliases: list[str] = []


class Race(Entry):
    """A race or elf kindred (2.5; G4.1)."""

    folk: Folk
    attribute_modifiers: dict[Attr, Annotated[int, bounded(-10, 10)]] = {}
    siz_cap: Annotated[int, bounded(3, 100)] | None = None
    move: Annotated[int, bounded(1, 30)]
    body: BodyRef = "humanoid"
    languages: list[LanguageRef] = []
    backgrounds: list[BackgroundRef] = []
    needs_nation: bool = False
    common_skill_points: dict[SkillRef, Points] = {}
    unhindered_by_forest: bool = False


class Nation(Entry):
    """A nation of Men (2.5.1)."""

    race: RaceRef = "human"
    backgrounds: Annotated[list[BackgroundRef], length(1)]
    languages: list[LanguageRef] = []


class Skill(Entry):
    """A skill and the ability whose modifier it adds (4.2; G4.4)."""

    ability: Ability
    common_points: Points = 0
    aliases: list[str] = []
    specialisations: list[str] = []
    against: Annotated[dict[str, Family], Constraint(description=(
        "For a skill learnt against one kind of foe (Know Enemy): the family of foes each specialisation "
        "helps against in a fight, `uruk_hai: orcs`."))] = {}

    @check
    def _against_specialisations(self) -> None:
        strays = [spec for spec in self.against if spec not in self.specialisations]
        if strays:
            raise ValueError(f"against: {', '.join(strays)} is not one of its specialisations")


class EquipmentSlot(ContentModel):
    """One line of a background's kit: an item, or a choice among items, with racial variants."""

    item: str | None = None
    choose: list[str] = []
    variants: dict[str, str] = {}
    count: Annotated[int, bounded(1, 100)] = 1

    @check
    def _one_of(self) -> None:
        if (self.item is None) == (not self.choose):
            raise ValueError("give exactly one of `item` or `choose`")


class SkillGrant(ContentModel):
    """A background's skills (2.6): the list to choose from and the levels and points granted."""

    choices: Annotated[list[SkillRef], length(1)]
    given: dict[SkillRef, Points] = {}
    at_level: list[Points] = []
    at_points: list[Points] = []


class Background(Entry):
    """One of the ten backgrounds of 2.6."""

    weapons: dict[Literal["all", "human", "elf", "dwarf", "hobbit"], list[WeaponRef]]
    weapon_points: Annotated[list[Points], length(1)]
    skills: SkillGrant
    hero_magic_points: Points = 0
    spell_points: Points = 0
    equipment: list[EquipmentSlot] = []
    silver_multiplier: Annotated[int, bounded(0, 20)]
    unhindered_by_forest: bool = False

    def weapon_list(self, folk: Folk) -> list[str]:
        """The weapons this background offers to a hero of `folk`."""
        return self.weapons.get(folk, self.weapons.get("all", []))
