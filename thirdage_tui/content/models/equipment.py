"""Weapons, armour, gear, clothing and mounts (6.1-6.5)."""

from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    Constraint,
    ContentModel,
    Dice,
    Enc,
    Entry,
    GearRef,
    SkillRef,
    bounded,
    check,
    length,
)

ArmourGroup = Literal["legs", "abdomen", "chest", "arms", "head"]
RANGED_KINDS = ("missile", "thrown")
"""The kinds of weapon that are shot or thrown."""


class Weapon(Entry):
    """A weapon or shield (6.1, 6.2; G4.4, G4.6)."""

    kind: Literal["melee", "thrown", "missile", "shield", "natural"]
    enc: Enc
    strike_rank: Annotated[int, bounded(0, 5)] | None = None
    damage: Dice | None = None
    range_ft: Annotated[int, bounded(1, 1000)] | None = None
    two_handed: bool = False
    blunt: bool = False
    protection: Annotated[int, bounded(0, 30)] = 0
    ammunition: str | None = None
    aliases: list[str] = []

    @check
    def _shape(self) -> None:
        if self.kind == "shield":
            if self.protection <= 0:
                raise ValueError("a shield needs a `protection` above 0")
        elif self.damage is None:
            raise ValueError(f"a {self.kind} weapon needs `damage`")
        if self.kind in ("thrown", "missile") and self.range_ft is None:
            raise ValueError(f"a {self.kind} weapon needs `range_ft`")

    @property
    def attacks(self) -> bool:
        """Shields only parry."""
        return self.kind != "shield"

    @property
    def ranged(self) -> bool:
        """Shot or thrown: it goes by DEX alone, and the target may be far (3.5.1)."""
        return self.kind in RANGED_KINDS

    @property
    def parries(self) -> bool:
        """Bows, crossbows and slings only attack (G4.4)."""
        return self.kind != "missile"

    @property
    def adds_damage_bonus(self) -> bool:
        """Damage bonus applies to melee and thrown weapons (G4.3)."""
        return self.kind in ("melee", "thrown", "natural")


class Armour(Entry):
    """A piece of armour and the locations it covers (6.2)."""

    protection: Annotated[int, bounded(0, 30)]
    enc: Enc
    covers: Annotated[list[ArmourGroup], length(1)]
    material: Literal["leather", "cuirboilli", "chainmail", "scale", "plate", "mithril"]
    aliases: list[str] = []


class GearLight(ContentModel):
    """The light a thing gives when lit (6.3): how far, how many hours it burns, and the gear it burns
    (lamp oil for a lantern: a flask used up each time it burns out; none: the thing itself is used up)."""

    radius_ft: Annotated[int, bounded(0, 200)]
    hours: Annotated[float, Constraint(gt=0, le=100)]
    fuel: GearRef | None = None


class Gear(Entry):
    """General equipment (6.3). In a site, `light` is what it gives when lit, `aids` the bonus it adds to
    skills it helps (a toolkit to Lock-picking, a rope to Climb), `force` what it adds to STR to force
    a door (a crowbar)."""

    enc: Enc
    capacity: Enc | None = None
    mount_kit: bool = False
    """Worn by a mount (saddle, barding): one for each mount the hero has weighs nothing (6.5)."""
    aliases: list[str] = []
    light: GearLight | None = None
    aids: dict[SkillRef, Annotated[int, bounded(-10, 10)]] = {}
    force: Annotated[int, bounded(0, 10)] = 0


class Clothing(Entry):
    """An outfit (6.4): worn, so no ENC; a spare set weighs `spare_enc`."""

    spare_enc: Enc = 0.5


class Mount(Entry):
    """A mount (6.5)."""

    riders: Annotated[int, bounded(1, 4)] = 1
    carry_enc: Annotated[int, bounded(0, 100)]
    gift_only: bool = False
    aliases: list[str] = []
