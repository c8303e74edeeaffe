"""The world around the hero: personalities and patrons (appendix 5), the chronicle of the age
(appendix 6) and the glossary (appendix 2)."""

from typing import Annotated, Literal

from thirdage_tui.content.models.base import (
    ID_PATTERN,
    Attr,
    Check,
    Constraint,
    ContentModel,
    Entry,
    GlossaryRef,
    JsonSchema,
    MagicItemRef,
    PersonalityRef,
    PlaceRef,
    RegionRef,
    SkillRef,
    SpellRef,
    bounded,
    check,
    shaped,
)

REPUTATION: tuple[str, ...] = ("unknown", "known", "trusted", "renowned", "legendary")
"""The reputation scale: a hero's standing with the great, 0 (unknown) to 4 (legendary)."""
Reputation = Annotated[int, bounded(0, len(REPUTATION) - 1)]
Year = Annotated[int, bounded(1, 3021)]
Tag = Annotated[str, Check(shaped(ID_PATTERN, "a tag such as ambush (lower-case letters, digits and _)", 40)),
              JsonSchema({"type": "string", "pattern": ID_PATTERN, "maxLength": 40})]
Seat = Annotated[str, Check(shaped(ID_PATTERN, "a seat such as steward_of_gondor (lower-case letters, digits "
                                                        "and _)", 40)),
                 JsonSchema({"type": "string", "pattern": ID_PATTERN, "maxLength": 40})]

OfferKind = Literal["healing", "training", "equipment", "gift", "spell_use", "lembas", "lodging",
                    "winter_quarters", "counsel"]
Goods = Literal["weapons", "armour", "gear", "clothing", "mounts", "provisions", "boats"]


class Offer(ContentModel):
    """Something a patron gives a hero whose reputation is at least `reputation`.

    training: `attributes` (2.3, free with a patron) and/or `skills` (4.3); equipment: `goods`;
    gift: magic `items`; spell_use: one casting of one of `spells`, the POW already spent (5.2).
    """

    kind: OfferKind
    reputation: Reputation = 0
    attributes: list[Attr] = []
    skills: list[SkillRef] = []
    goods: list[Goods] = []
    items: list[MagicItemRef] = []
    spells: list[SpellRef] = []

    @check
    def _what(self) -> None:
        needs = {"training": self.attributes or self.skills, "equipment": self.goods,
                 "gift": self.items, "spell_use": self.spells}
        if not needs.get(self.kind, True):
            raise ValueError(f"a {self.kind} offer must say what it gives")


class Personality(Entry):
    """A great person of the age, and what a patron among them offers a hero."""

    folk: Literal["elf", "half_elven", "human", "dwarf", "hobbit", "maia", "skin_changer"]
    titles: list[str] = []
    aliases: list[str] = []
    dwells: PlaceRef | None = None
    haunts: list[PlaceRef] = []
    temperament: Literal["warm", "kindly", "reserved", "aloof", "stern", "proud", "wild",
                         "secretive"]
    born: Year | None = None
    died: Year | None = None
    offers: list[Offer] = []
    refuses_below: Reputation = 0
    seat: Seat | None = None
    """The seat he holds when the campaign begins, or comes to when the chronicle seats him (a timeline
    `takes_seat` change): a line of rulers such as `steward_of_gondor`."""
    awaits_seat: bool = False
    """An heir found nowhere (no patron, no errand) until the chronicle seats him."""

    @check
    def _placed(self) -> None:
        if self.dwells is None and not self.haunts and self.died is None:
            raise ValueError("a living personality dwells somewhere or haunts some places")
        if self.died is not None and self.offers:
            raise ValueError("the dead offer nothing")
        if self.awaits_seat and self.seat is None:
            raise ValueError("awaits_seat needs the seat he awaits")

    def offers_for(self, reputation: int) -> list[Offer]:
        """What this personality offers a hero of `reputation` (nothing below `refuses_below`)."""
        if reputation < self.refuses_below:
            return []
        return [o for o in self.offers if o.reputation <= reputation]


class DangerChange(ContentModel):
    """A region grows more (or less) dangerous, or the land within `within` miles of a place (the
    place's own ground only, at 0)."""

    type: Literal["danger"]
    region: RegionRef | None = None
    place: PlaceRef | None = None
    within: Annotated[int, bounded(0, 300)] = 0
    delta: Annotated[int, bounded(-5, 5)]

    @check
    def _where(self) -> None:
        if (self.region is None) == (self.place is None):
            raise ValueError("a danger change names a region or a place (one of them)")
        if self.within and self.place is None:
            raise ValueError("within is the miles round a place: name the place")


class PlaceChange(ContentModel):
    """A place changes hands or state."""

    type: Literal["place"]
    place: PlaceRef
    state: Literal["held_by_enemy", "ruined", "abandoned", "resettled", "free"]
    by: str | None = None


class PersonalityChange(ContentModel):
    """A personality dies, leaves home, moves to a new one (`dwells`), or takes the seat his
    predecessor left (his own `seat`; at `dwells`, if given), the day that predecessor dies."""

    type: Literal["personality"]
    personality: PersonalityRef
    change: Literal["dies", "leaves", "moves", "takes_seat"]
    dwells: PlaceRef | None = None


ChronicleEffect = Annotated[DangerChange | PlaceChange | PersonalityChange,
                            Constraint(discriminator="type")]


class TimelineEntry(Entry):
    """A dated event of the chronicle (Third Age years). One dated after the campaign's start is still to
    come, and fires (its `effects` applied) when its day comes."""

    year: Year
    end_year: Year | None = None
    month: Annotated[int, bounded(1, 12)] | None = None
    day: Annotated[int, bounded(1, 30)] | None = None
    tags: list[Tag] = []
    source: Literal["rules", "tolkien"] = "rules"
    current: bool = False
    effects: list[ChronicleEffect] = []

    @check
    def _dates(self) -> None:
        if self.end_year is not None and self.end_year < self.year:
            raise ValueError("end_year comes before year")
        if self.day is not None and self.month is None:
            raise ValueError("a day needs a month")

    @property
    def when(self) -> tuple[int, int, int]:
        """A sort key: year, month, day."""
        return self.year, self.month or 0, self.day or 0


class GlossaryTerm(Entry):
    """A term or name explained for players new to Middle-earth or to the game."""

    source: Literal["rules", "game"] = "rules"
    aliases: list[str] = []
    see: list[GlossaryRef] = []
