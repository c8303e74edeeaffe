"""Hero Magic (5.1) and spells (5.2): costs, levels, durations and effects the engine applies."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from thirdage_tui.content.models.base import Attr, ContentModel, Dice, Entry

Duration = Literal["instant", "round", "rounds", "full_turn", "hour", "hours_of_activity", "until_healed", "quest",
                   "concentration"]


class Effect(ContentModel):
    """One thing a magic does, as parameters the engine applies.

    `amount` is fixed; `per_level` is added for each level (Hero Magic) or point of POW spent.
    """

    type: str
    amount: float = 0
    per_level: float = 0
    dice: Dice | None = None
    skills: list[str] = []
    opposed: Attr | None = None
    radius_ft: Annotated[int, Field(ge=0)] | None = None


class HeroMagic(Entry):
    """A Hero Magic effect (5.1). Fixed effects have `max_level: 1`; variable ones cost
    their level in POW to use and 1 + 2 + ... + level to learn."""

    pow_cost: Annotated[int, Field(ge=1, le=10)]
    max_level: Annotated[int, Field(ge=1, le=10)] = 1
    duration: Duration = "full_turn"
    duration_rounds: Annotated[int, Field(ge=1)] | None = None
    combat: bool = False
    effects: list[Effect] = []

    @property
    def variable(self) -> bool:
        """Levelled effects (Shield 1-4, Heal 1-6...)."""
        return self.max_level > 1

    def learn_cost(self, level: int) -> int:
        """Points to learn this effect up to `level`, cumulatively (5.1, 5.3.1)."""
        return level * (level + 1) // 2 if self.variable else self.pow_cost

    def use_cost(self, level: int) -> int:
        """POW spent to use it at `level`."""
        return level if self.variable else self.pow_cost


class Spell(Entry):
    """A spell (5.2)."""

    pow_cost: Annotated[int, Field(ge=1, le=20)]
    duration: Duration = "full_turn"
    duration_rounds: Annotated[int, Field(ge=1)] | None = None
    range_ft: Annotated[int, Field(ge=0)] | None = None
    combat: bool = False
    effects: list[Effect] = []
