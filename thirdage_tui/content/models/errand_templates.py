"""Errands a patron gives the Green Company (rules text 1.0, 6.0; appendix 5): templates that the
campaign fills in from the map, the personalities and the bestiary when a patron has work to give.

A template says who may give it, where it may lead (listed places, or any place whose danger lies
in a range), what foe waits there (listed creatures, or one that lives in the target's region), how
long it may take, and what success and failure bring."""


from typing import Annotated, Literal, cast

from thirdage_tui.content.models.base import (
    Constraint,
    ContentModel,
    CreatureRef,
    Dice,
    Entry,
    ErrandRef,
    GearRef,
    MagicItemRef,
    PersonalityRef,
    PlaceRef,
    SiteRef,
    SkillRef,
    bounded,
    check,
    length,
)
from thirdage_tui.content.models.lore import Reputation

ErrandKind = Literal["message", "scout", "hunt", "escort", "rescue", "recover", "watch", "parley", "defend",
                     "find", "gather", "secret", "clear"]
Objective = Literal["arrive", "stay", "defeat", "search", "persuade", "delve"]
OBJECTIVES: dict[str, Objective] = {
    "message": "arrive", "escort": "arrive", "secret": "arrive", "scout": "stay", "watch": "stay",
    "hunt": "defeat", "rescue": "defeat", "recover": "defeat", "defend": "defeat", "clear": "defeat",
    "find": "search", "gather": "search", "parley": "persuade",
}
"""What finishes an errand of each kind: reaching the target, staying there `stay_days`, beating the
foe found there, a search there that succeeds (a roll of `skill` each day), or persuading those
there (the company's best at `skill` against `resolve`)."""
SKILLS: dict[str, str] = {"find": "tracking", "gather": "herb_lore", "parley": "oratory"}
"""The skill an errand of each kind rolls when its template names none."""
Purpose = Literal["scout", "recover", "rescue", "clear"]
"""What an errand into a site asks of the company there: its kind (`ErrandTemplate.purpose`)."""
PURPOSES: tuple[str, ...] = ("scout", "recover", "rescue", "clear")
NIGHT_KINDS = ("defend",)
"""Kinds whose foe comes by night (a raid on the place the company holds)."""
PlaceKind = Literal["city", "town", "village", "house", "realm", "fortress", "ruin", "haven", "mine",
                    "landmark", "crossing"]
Danger = Annotated[int, bounded(0, 5)]


class Consequence(ContentModel):
    """What an errand's end brings: renown with the patron (and his folk), silver and things for
    the company, CHA for the hero who led it (2.4 item 4), and a change of danger in the target's
    region (a hunted threat gone, a neglected one grown)."""

    renown: Annotated[int, bounded(-10, 10)] = 0
    silver: Annotated[int, bounded(0, 10000)] = 0
    items: list[MagicItemRef] = []
    gear: list[GearRef] = []
    cha: Annotated[int, bounded(-2, 2)] = 0
    danger: Annotated[int, bounded(-3, 3)] = 0
    clues: Annotated[int, bounded(0, 10)] = 0
    """What the Company learns of the shadow in Mirkwood (the arc, `campaign.arc`)."""


class ErrandTemplate(Entry):
    """A kind of work a patron may give. `title` may name `{target}`, `{foe}` (with its article: "the
    Wargs") and `{patron}`."""

    kind: ErrandKind
    title: Annotated[str, length(1, 120)]
    patrons: Annotated[list[PersonalityRef], length(1)]
    reputation: Reputation = 0
    opening: bool = False
    places: list[PlaceRef] = []
    place_kinds: list[PlaceKind] = []
    min_danger: Danger = 0
    max_danger: Danger = 5
    foes: list[CreatureRef] = []
    foe_count: Dice = "1"
    max_foe_danger: Annotated[int, bounded(1, 10)] = 5
    stay_days: Annotated[int, bounded(0, 60)] = 0
    slack: Annotated[float, bounded(1, 5)] = 1.5
    grace_days: Annotated[int, bounded(0, 120)] = 5
    skill: SkillRef | None = None
    """What a search or a parley rolls (by default `SKILLS` of its kind)."""
    ease: Annotated[int, bounded(-10, 10)] = 0
    """Added to the skill of a day's search."""
    resolve: Annotated[int, bounded(1, 30)] = 10
    """What a parley's speaker is opposed by."""
    follows: list[ErrandRef] = []
    """Offered only once the company has done every one of these (a chain)."""
    barred_by: list[ErrandRef] = []
    """Never offered once the company has failed one of these: the patron remembers."""
    knowledge: Annotated[int, bounded(0, 100)] = 0
    """The least the Company must know of the shadow (its clues) before the patron offers it."""
    ends_arc: bool = False
    """Done, it brings the arc to its end."""
    once: bool = False
    """Offered until done, never again."""
    success: Consequence = Consequence(renown=1)
    failure: Consequence = Consequence(renown=-1)
    site: SiteRef | None = None
    """The site an errand sends the company into (its target is the place the site is entered from)."""
    feature: Annotated[str, Constraint(pattern=r"^[A-Za-z]$")] | None = None
    """The letter on the site's plan a scout must reach, a recovery take or a rescue lead out."""

    @property
    def objective(self) -> "Objective":
        return "delve" if self.site else OBJECTIVES[self.kind]

    @property
    def purpose(self) -> Purpose | None:
        """What an errand into a site asks there (its kind), done by what the company does inside
        (`campaign.delves`): scout (reach `feature`'s square), recover (take `feature`), rescue (come out
        with the captive `feature`), clear (beat every band there). None for any other errand."""
        return cast("Purpose", self.kind) if self.site and self.kind in PURPOSES else None

    @property
    def rolls(self) -> str | None:
        """The skill a search or a parley rolls (None for the other objectives)."""
        return self.skill or SKILLS.get(self.kind) if self.objective in ("search", "persuade") else None

    @check
    def _shape(self) -> None:
        if self.min_danger > self.max_danger:
            raise ValueError("min_danger is above max_danger")
        if self.objective == "stay" and not self.stay_days:
            raise ValueError(f"a {self.kind} errand needs stay_days")
        if self.opening and not self.places:
            raise ValueError("the opening errand names its places")
        if self.site and self.kind not in PURPOSES:
            raise ValueError(f"an errand into a site is one of {', '.join(PURPOSES)}, not {self.kind}")
        if self.purpose in ("scout", "recover", "rescue") and self.feature is None:
            raise ValueError(f"an errand to {self.purpose} in a site names the feature (a letter of its plan)")
