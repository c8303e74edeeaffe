"""Errands a patron gives the Green Company (rules text 1.0, 6.0; appendix 5): templates that the
campaign fills in from the map, the personalities and the bestiary when a patron has work to give.

A template says who may give it, where it may lead (listed places, or any place whose danger lies
in a range), what foe waits there (listed creatures, or one that lives in the target's region), how
long it may take, and what success and failure bring."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from thirdage_tui.content.models.base import (
    ContentModel,
    CreatureRef,
    Dice,
    Entry,
    GearRef,
    MagicItemRef,
    PersonalityRef,
    PlaceRef,
)
from thirdage_tui.content.models.lore import Reputation

ErrandKind = Literal["message", "scout", "hunt", "escort", "rescue", "recover", "watch"]
Objective = Literal["arrive", "stay", "defeat"]
OBJECTIVES: dict[str, Objective] = {
    "message": "arrive", "escort": "arrive", "scout": "stay", "watch": "stay",
    "hunt": "defeat", "rescue": "defeat", "recover": "defeat",
}
"""What finishes an errand of each kind: reaching the target, staying there `stay_days`, or beating
the foe found there."""
PlaceKind = Literal["city", "town", "village", "house", "realm", "fortress", "ruin", "haven", "mine",
                    "landmark", "crossing"]
Danger = Annotated[int, Field(ge=0, le=5)]


class Consequence(ContentModel):
    """What an errand's end brings: renown with the patron (and his folk), silver and things for
    the company, CHA for the hero who led it (2.4 item 4), and a change of danger in the target's
    region (a hunted threat gone, a neglected one grown)."""

    renown: Annotated[int, Field(ge=-10, le=10)] = 0
    silver: Annotated[int, Field(ge=0, le=10000)] = 0
    items: list[MagicItemRef] = []
    gear: list[GearRef] = []
    cha: Annotated[int, Field(ge=-2, le=2)] = 0
    danger: Annotated[int, Field(ge=-3, le=3)] = 0


class ErrandTemplate(Entry):
    """A kind of work a patron may give. `title` may name `{target}`, `{foe}` and `{patron}`."""

    kind: ErrandKind
    title: Annotated[str, Field(min_length=1, max_length=120)]
    patrons: Annotated[list[PersonalityRef], Field(min_length=1)]
    reputation: Reputation = 0
    opening: bool = False
    places: list[PlaceRef] = []
    place_kinds: list[PlaceKind] = []
    min_danger: Danger = 0
    max_danger: Danger = 5
    foes: list[CreatureRef] = []
    foe_count: Dice = "1"
    max_foe_danger: Annotated[int, Field(ge=1, le=10)] = 5
    stay_days: Annotated[int, Field(ge=0, le=60)] = 0
    slack: Annotated[float, Field(ge=1, le=5)] = 1.5
    grace_days: Annotated[int, Field(ge=0, le=120)] = 5
    success: Consequence = Consequence.model_construct(renown=1)
    failure: Consequence = Consequence.model_construct(renown=-1)

    @property
    def objective(self) -> Objective:
        return OBJECTIVES[self.kind]

    @model_validator(mode="after")
    def _shape(self) -> ErrandTemplate:
        if self.min_danger > self.max_danger:
            raise ValueError("min_danger is above max_danger")
        if self.objective == "stay" and not self.stay_days:
            raise ValueError(f"a {self.kind} errand needs stay_days")
        if self.opening and not self.places:
            raise ValueError("the opening errand names its places")
        return self
