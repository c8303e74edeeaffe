"""Life on the road (rules text 3.2.1, 4.2, 4.5, 6.3; GUIDE G4.8): getting food, keeping the way,
hunger, the company's roles, and the markets' wares. Each part of the travel rules marks our house
rules as such, so the screens can say which numbers are the rules text's and which are ours."""

from typing import Annotated, Literal

from thirdage_tui.content.models.base import ContentModel, Entry, GearRef, SkillRef, TerrainRef, bounded, length

Role = Literal["guide", "hunter", "lookout", "scout"]
ROLES: tuple[Role, ...] = ("guide", "hunter", "lookout", "scout")
"""The jobs of a company on the road, in the order they are told."""
PlaceKind = Literal["city", "town", "village", "house", "realm", "fortress", "ruin", "haven", "mine",
                    "landmark", "crossing"]
Modifier = Annotated[int, bounded(-20, 20)]


class Gathering(ContentModel):
    """A day spent finding food: the best of `skills` (each with its modifier) is rolled on a d20; a
    success feeds `days` days for as many as `feeds` of the company."""

    name: str
    skills: Annotated[dict[SkillRef, Modifier], length(1)]
    days: Annotated[int, bounded(1, 10)] = 1
    feeds: Annotated[int, bounded(1, 20)] = 1
    water: bool = False
    """Only beside a river or lake."""
    gear: GearRef | None = None
    """Someone in the company must carry this."""
    house_rule: bool = False


class WayFinding(ContentModel):
    """Keeping the way off the roads in wild country: the guide rolls a d20 against the best of
    `skills` (each with its modifier) plus `base` plus the ground's modifier; a failure costs
    `lost_fraction` of the day. Roads, a river followed and `landmarks` in sight never lose it."""

    skills: Annotated[dict[SkillRef, Modifier], length(1)]
    base: Modifier = 5
    terrain: dict[TerrainRef, Modifier] = {}
    landmarks: list[TerrainRef] = []
    sight_cells: Annotated[int, bounded(0, 10)] = 2
    lost_fraction: Annotated[float, bounded(0, 1)] = 0.5


class Hunger(ContentModel):
    """Days without food: each costs `skill_penalty` on skill rolls (never more than
    `worst_skill_penalty`) and `pace_penalty` of the day's miles (never below `slowest`), no healing
    nor POW back that night; from `starving_after` days each hungry day does `damage` against total
    hit points (to the `location` while it has a point to spare), never the last hit point until
    `deadly_after` days, when it may kill (3.6.2)."""

    skill_penalty: Annotated[int, bounded(0, 10)] = 1
    worst_skill_penalty: Annotated[int, bounded(0, 30)] = 5
    pace_penalty: Annotated[float, bounded(0, 1)] = 0.1
    slowest: Annotated[float, bounded(0, 1)] = 0.5
    starving_after: Annotated[int, bounded(1, 30)] = 3
    deadly_after: Annotated[int, bounded(1, 60)] = 10
    damage: Annotated[int, bounded(0, 10)] = 1
    location: str = "abdomen"


class LoadRules(ContentModel):
    """A load on the road (our reading of 3.3 for daily movement, 3.2.1): each whole point over a
    hero's maximum ENC costs `pace_per_point` of the day's going, never below `slowest`."""

    pace_per_point: Annotated[float, bounded(0, 1)] = 0.1
    slowest: Annotated[float, bounded(0, 1)] = 0.5


class RoleRules(ContentModel):
    """The company's roles: a hero who holds more than one takes `penalty` on each (a lone hero
    holds them all)."""

    penalty: Annotated[int, bounded(0, 10)] = 2


class Ware(ContentModel):
    """Something markets sell: an item of the gear, weapons, armour, clothing or mounts, its price in
    silver, and the least market (`size`) that keeps it."""

    item: str
    price: Annotated[int, bounded(0, 100_000)]
    size: Annotated[int, bounded(1, 5)] = 1


class Markets(ContentModel):
    """What a place's market sells and how the price is settled (4.5): the place's kind sets the
    market's size; the hero's Persuasion is opposed by the merchant's `merchant` level; a win takes
    `haggle` off the price (or adds it when selling), a loss puts it on. Merchants buy at `buys_at`
    of the price."""

    sizes: dict[PlaceKind, Annotated[int, bounded(0, 5)]]
    merchant: Annotated[int, bounded(0, 30)] = 10
    persuasion: Annotated[list[SkillRef], length(1)]
    haggle: Annotated[float, bounded(0, 0.9)] = 0.2
    buys_at: Annotated[float, bounded(0, 1)] = 0.5
    wares: list[Ware] = []


Land = Literal["border", "wild", "dark"]
"""How dangerous a land is, as road events are drawn: the travel rules map each danger to one."""
Season = Literal["spring", "summer", "autumn", "winter"]


class Upshot(ContentModel):
    """What comes of a road event: our words, and what it does to the day and the company."""

    text: str
    day: Annotated[float, bounded(-1, 1)] = 0
    """Part of the day's going lost (negative) or gained (positive)."""
    meals: Annotated[int, bounded(-50, 50)] = 0
    """Meals found (or spoilt) for the company's food."""
    fatigue: Annotated[int, bounded(-5, 5)] = 0
    """Fatigue laid on (or lifted from) every hero."""
    damage: Annotated[int, bounded(0, 10)] = 0
    """Damage to the role holder's `location`."""
    location: str = "left_leg"


class RoadEvent(Entry):
    """Something that happens on the road besides a band met: drawn in the lands it names (weighted),
    in its seasons, beside water if it needs it; the holder of `role` meets it with the best of
    `skills` (each with its modifier) on a d20."""

    lands: Annotated[list[Land], length(1)]
    weight: Annotated[int, bounded(1, 100)] = 1
    seasons: list[Season] = ["spring", "summer", "autumn", "winter"]
    water: bool = False
    mount: bool = False
    """Only for a company with a mount among it."""
    role: Role
    skills: Annotated[dict[SkillRef, Modifier], length(1)]
    success: Upshot
    failure: Upshot
