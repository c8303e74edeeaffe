"""Random encounters on the road: a d20 against the danger of the ground, a line drawn from the
region's tables by weight, and who notices whom by opposed rolls (4.5): the company's perception
against the band's stealth, the band's perception against the company's stealth.

`Meeting` is the one model of a band met: the journey's day brings it, the campaign keeps it
among the bands pending (and saves it), the session offers what may be done about it and the
encounter screen shows it."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.content import ids
from thirdage_tui.engine.dice import Dice
from thirdage_tui.engine.rolls import Opposed, d20, opposed

if TYPE_CHECKING:
    from thirdage_tui.content.models.bestiary import Creature
    from thirdage_tui.content.models.world import EncounterFoe
    from thirdage_tui.content.store import Content

PERCEPTION_SKILLS = (ids.LISTEN, ids.SPOT_HIDDEN)
STEALTH_SKILLS = (ids.MOVE_SILENTLY, ids.HIDE_IN_COVER)


@dataclass(frozen=True)
class Meeting:
    """A band met: what, how many, by day or by night, and who is caught unaware ("company", "foes" or
    None). A band met on the road keeps the two noticing rolls that decided it; the foe of an errand,
    sought out at its lair, names the errand and was noticed by nobody (the company chose the hour). A band
    may be led by a named foe the company knows (`rival`), the campaign's to say."""

    creature: str
    count: int
    time: str
    surprised: str | None = None
    errand: str | None = None
    spotted: Opposed | None = None
    """The company's perception (attacker) against the band's stealth."""
    heard: Opposed | None = None
    """The band's perception (attacker) against the company's stealth."""
    rival: str | None = None
    """The named foe who leads the band (one who got away from the company before; None: nobody known)."""

    @property
    def company_noticed(self) -> bool:
        """Whether the company saw the band: by its roll, or, without one, unless the band caught it unaware."""
        return self.spotted.winner == "attacker" if self.spotted is not None else self.surprised != "company"


NOTICING: dict[str | None, str] = {"company": "they saw the company first",
                                   "foes": "the company saw them first, unseen",
                                   None: "neither side saw the other first"}
"""Who noticed whom, by who is caught unaware (`Meeting.surprised`): the journal's words and the
band met's alike (`noticing`)."""


def noticing(surprised: str | None, count: int) -> str:
    """`NOTICING` for a band of `count`: "it saw the company first" of a lone foe."""
    words = NOTICING[surprised]
    return words.replace("they saw", "it saw").replace("saw them", "saw it") if count == 1 else words


def surprise(spotted: Opposed, heard: Opposed) -> str | None:
    """Who is caught unaware after the two noticing rolls: "company", "foes" or nobody."""
    saw, seen = spotted.winner == "attacker", heard.winner == "attacker"
    return "company" if seen and not saw else "foes" if saw and not seen else None


def plural(creature: Creature) -> str:
    """A foe's name for many: its own `plural`, else its head noun (before any " of ") made plural,
    "Giant Spiders of Mirkwood"."""
    if creature.plural:
        return creature.plural
    head, of, rest = creature.name.partition(" of ")
    head = head[:-1] + "ves" if head.endswith("f") else head + ("es" if head.endswith(("s", "x", "ch", "sh")) else "s")
    return head + of + rest


def band_words(creature: Creature, count: int) -> str:
    """A band in words: "a Warg", "an Orc Chieftain", "3 Wargs"; one of a kind whose name is its own
    plural, "one of the Crebain"."""
    if count == 1 and creature.plural == creature.name:
        return f"one of the {creature.name}"
    if count == 1:
        return f"{'an' if creature.name[0] in 'AEIOU' else 'a'} {creature.name}"
    return f"{count} {plural(creature)}"


def match(content: Content, danger: int, company: int | None) -> int:
    """What a company of `company` heroes (the tables' own when None) is a match for on ground of
    `danger`, in the bestiary's danger summed over a band: `band_danger` for each hero and each point
    of the ground's danger."""
    return (content.travel.band_company if company is None else company) * content.travel.band_danger * danger


def candidates(content: Content, region: str | None, time: str, season: str, danger: int,
               company: int | None = None) -> list[tuple[str, EncounterFoe]]:
    """Every (table, line) that may be drawn here and now by a company of `company`: no legendary foe,
    and none that alone is more than the company is a match for (`match`)."""
    most = match(content, danger, company)
    return [(table.id, foe) for table in content.encounter_tables.values()
            if region in table.regions and time in table.times and season in table.seasons
            for foe in table.foes if foe.min_danger <= danger
            and not (creature := content.bestiary[foe.creature]).legendary and creature.danger <= most]


def creature_level(content: Content, creature: str, skills: tuple[str, ...]) -> int:
    """A creature's best points among `skills` (its level in the opposed roll)."""
    known = content.bestiary[creature].skills
    return max((known.get(s, 0) for s in skills), default=0)


def band_size(content: Content, rolled: int, company: int) -> int:
    """A band of `rolled` written for the tables' company, met by a company of `company` heroes."""
    full = content.travel.band_company
    return max(1, round(rolled * min(company, full) / full))


def band_cap(content: Content, creature: Creature, danger: int, company: int | None) -> int:
    """The most of `creature` a company of `company` heroes meets on ground of `danger`: the band's
    dangers summed stay within what the company is a match for (at least one, since `candidates` lets
    through only foes within it)."""
    return max(1, match(content, danger, company) // creature.danger)


def check(rng: Random, content: Content, region: str | None, danger: int, time: str, season: str,
          perception: int, stealth: int, company: int | None = None) -> Meeting | None:
    """Once by day and once by night: d20 at or under the danger's chance brings a band, sized for a
    company of `company` heroes (the tables' own size when None) and no stronger than it (`band_cap`)."""
    if d20(rng) > content.travel.encounter_chance[danger]:
        return None
    lines = candidates(content, region, time, season, danger, company)
    if not lines:
        return None
    _, foe = rng.choices(lines, weights=[line.weight for _, line in lines])[0]
    foe_stealth = foe.stealth if foe.stealth is not None else creature_level(content, foe.creature, STEALTH_SKILLS)
    foe_perception = (foe.perception if foe.perception is not None
                      else creature_level(content, foe.creature, PERCEPTION_SKILLS))
    rolled = max(1, Dice.parse(foe.count).roll(rng))
    count = rolled if company is None else band_size(content, rolled, company)
    count = min(count, band_cap(content, content.bestiary[foe.creature], danger, company))
    spotted, heard = opposed(rng, perception, foe_stealth), opposed(rng, foe_perception, stealth)
    return Meeting(foe.creature, count, time, surprise(spotted, heard), spotted=spotted, heard=heard)
