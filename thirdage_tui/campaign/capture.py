"""Capture (our ruling, docs/rulings.md "Capture": the rules text has none). Heroes left alive on a
field held by foes who take prisoners are their captives (`combat.aftermath`); what the captors do
follows their kind's `behaviour.prisoners`:

- `strip` (orcs): every captive is stripped of his silver and all he carries but his clothes, and
  held for the captors' masters. Nobody bargains with orcs: the captives must escape, a skill roll
  (4.1) a week, and after the last failure they are carried off to their death;
- `ransom` (men): the captors take the captives' silver; if it falls short of their ransom, the
  company's patron may pay the rest (if the company stands high enough with him, and at a cost to
  it), else the captives try to escape once, and failing that give their promise to work off the
  rest, weeks of labour.

Each week of captivity passes as days do (wounds mend; errands' time runs out), told once, not day
by day, and never as days spent watching a place. `settle` in `fights` calls `take` once a lost
fight has been carried back, and lets fall those who die."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign import reputation
from thirdage_tui.campaign.chronicle import living
from thirdage_tui.campaign.clock import note, weeks
from thirdage_tui.campaign.downtime import pass_days
from thirdage_tui.campaign.house_rules import (
    ESCAPE_SKILLS,
    ESCAPE_TRIES,
    PROMISE_WEEKS,
    RANSOM_DAYS,
    RANSOM_RENOWN,
    RANSOM_SILVER,
    RANSOM_STANDING,
)
from thirdage_tui.campaign.opening import opening
from thirdage_tui.engine.inventory import on_person
from thirdage_tui.engine.items import item, item_kind
from thirdage_tui.engine.rolls import d20
from thirdage_tui.world.encounters import plural
from thirdage_tui.world.road_skills import best_skill

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.combat.aftermath import Aftermath
    from thirdage_tui.content.store import Content

KEPT = "clothing"
"""The kind of thing orcs leave a captive."""


@dataclass(frozen=True)
class Captivity:
    """A captivity and how it ended: the captors (their name for many), the captives (names), the
    days it lasted, how they got free in words ("" when they did not), those who died in it, and its
    tale, line by line as the journal has it."""

    captors: str
    captives: tuple[str, ...]
    days: int
    freed: str
    died: tuple[str, ...]
    tale: tuple[str, ...]


def terms(content: Content, creature: str) -> str:
    """What a kind does with those who yield to it, in words, for a player about to yield."""
    kind = content.bestiary[creature]
    them = plural(kind)
    return {"none": f"{them} take no prisoners: they will not hear a surrender.",
            "strip": f"{them} strip their captives of all but their clothes and hold them for their masters: "
                     f"only an escape gets them out alive ({ESCAPE_TRIES} tries, a week apart).",
            "ransom": f"{them} take their captives' silver and ask {RANSOM_SILVER} silver each: a patron who "
                      f"trusts the company may pay the rest; else an escape, or {PROMISE_WEEKS} weeks of labour.",
            }[kind.behaviour.prisoners]


def prisoner_problems(content: Content) -> list[tuple[str, str, str]]:
    """Creatures that would take prisoners though their kind does not talk (a whole-content check):
    a captive is bargained with or at least told what to do."""
    talk = content.travel.parley
    why = f"does not talk (travel.yaml's parley: {', '.join(talk)}); it can only take none"
    return [("bestiary", c.id, f"behaviour.prisoners {c.behaviour.prisoners!r}: its family {c.family!r} {why}")
            for c in content.bestiary.values() if c.behaviour.prisoners != "none" and c.family not in talk]


def take(campaign: Campaign, content: Content, after: Aftermath) -> Captivity | None:
    """The captives of a lost fight taken by its captors, and how they get free (None: no captives)."""
    if not after.captured or after.captors is None or campaign.over:
        return None
    kind = content.bestiary[after.captors]
    captors = plural(kind)
    names = tuple(f.ref for f in after.heroes if f.uid in after.captured)
    tale = [_tell(campaign, content, f"{_list(names)} {_be(names)} taken captive by the {captors}.")]
    start = campaign.tale.days
    if kind.behaviour.prisoners == "strip":
        tale += [_strip(campaign, content, name) for name in names]
        freed, died = _escape(campaign, content, names, ESCAPE_TRIES, tale, deadly=True)
    else:
        freed, died = _ransom(campaign, content, names, tale), ()
    days = campaign.tale.days - start
    if freed and days:
        tale.append(_tell(campaign, content, f"{_list(names)} {_be(names)} free again after {days} days."))
    return Captivity(captors, names, days, freed, died, tuple(tale))


def _strip(campaign: Campaign, content: Content, name: str) -> str:
    """Orcs take a captive's silver, his mounts with all they bear, and everything but the clothes on him."""
    hero = campaign.companion(name)
    kept = [i for i in on_person(hero) if item_kind(content, i) == KEPT]
    taken = list((Counter(hero.equipment) - Counter(kept)).elements())
    campaign.replace_hero(hero.evolve(equipment=kept, loaded=[], unworn=[], wielded=None, silver=0))
    things = [f"{hero.silver} silver"] if hero.silver else []
    things += [f"{n} {item(content, i).name}" if n > 1 else item(content, i).name for i, n in Counter(taken).items()]
    return _tell(campaign, content, f"{name} is stripped of {_list(things)}." if things else
                 f"{name} has nothing the captors want.")


def _ransom(campaign: Campaign, content: Content, names: tuple[str, ...], tale: list[str]) -> str:
    """Men take the captives' silver; the rest of the ransom is the patron's, an escape, or a promise."""
    asked = RANSOM_SILVER * len(names)
    purse = sum(campaign.companion(n).silver for n in names)
    for name in names:
        campaign.replace_hero(campaign.companion(name).evolve(silver=0))
    him, his = ("him", "his") if len(names) == 1 else ("them", "their")
    if purse >= asked:
        tale.append(_tell(campaign, content, f"The captors take {his} {purse} silver for a ransom and let {him} go."))
        return f"ransomed with {his} own {purse} silver"
    short = asked - purse
    found = f"take {his} {purse} silver and ask {short} more" if purse else f"find no silver and ask {short}"
    tale.append(_tell(campaign, content, f"The captors {found} for {him}."))
    patron = _paying_patron(campaign, content)
    if patron is not None:
        person = content.personalities[patron]
        tale.append(_tell(campaign, content, f"{person.name} pays the {short} silver: the word reaches him and "
                          f"his silver comes back in {RANSOM_DAYS} days."))
        pass_days(campaign, content, RANSOM_DAYS, practise=False, activity=None)
        reputation.gain(campaign, content, patron, -RANSOM_RENOWN)
        return f"ransomed by {person.name}"
    freed, _ = _escape(campaign, content, names, 1, tale, deadly=False)
    if freed:
        return freed
    give = "gives" if len(names) == 1 else "give"
    tale.append(_tell(campaign, content, f"With no ransom coming, {_list(names)} {give} {his} word to work off the "
                      f"{short} silver: {PROMISE_WEEKS} weeks of labour."))
    pass_days(campaign, content, weeks(PROMISE_WEEKS), practise=False, activity=None)
    return f"let go on {his} promise, after {PROMISE_WEEKS} weeks' labour"


def _paying_patron(campaign: Campaign, content: Content) -> str | None:
    """The patron who would pay a ransom: of those the company serves (the one who gathered it, those
    whose errands it is on), the living one it stands best with, if that is at least RANSOM_STANDING."""
    if campaign.wander:
        return None
    served = dict.fromkeys([*opening(content).patrons[:1], *(e.patron for e in campaign.active_errands())])
    alive = [p for p in served if p in content.personalities and living(campaign, content, p)]
    best = max(alive, key=lambda p: reputation.standing(campaign, content, p), default=None)
    return best if best and reputation.standing(campaign, content, best) >= RANSOM_STANDING else None


def _escape(campaign: Campaign, content: Content, names: tuple[str, ...], tries: int, tale: list[str], *,
            deadly: bool) -> tuple[str, tuple[str, ...]]:
    """Up to `tries` escapes, a week apart: the captives' best at getting away rolls (4.1), and his
    success frees them all. How they got free (or ""), and who died: all of them, when the last try
    fails and the captors are `deadly`."""
    heroes = [campaign.companion(n) for n in names]
    for attempt in range(1, tries + 1):
        pass_days(campaign, content, weeks(1), practise=False, activity=None)
        used = max((best_skill(content, h, dict.fromkeys(ESCAPE_SKILLS, 0)) for h in heroes), key=lambda u: u.level)
        roll = d20(campaign.rng())
        if roll <= used.level:
            tale.append(_tell(campaign, content, f"{used.hero} slips the captors' watch ({used.told(content)}, "
                              f"rolled {roll}) and {'leads the others' if len(names) > 1 else 'gets'} away."))
            return f"escaped after {attempt} week{'s' if attempt > 1 else ''}", ()
        tale.append(_tell(campaign, content, f"{used.hero} tries to escape ({used.told(content)}, rolled {roll}) "
                          "and is caught."))
    if deadly:
        tale.append(_tell(campaign, content, f"{_list(names)} {_be(names)} carried off to the captors' masters "
                          "and never seen again."))
        return "", names
    return "", ()


def _tell(campaign: Campaign, content: Content, text: str) -> str:
    note(campaign, content, "capture", text)
    return text


def _be(names: tuple[str, ...]) -> str:
    return "is" if len(names) == 1 else "are"


def _list(names: list[str] | tuple[str, ...]) -> str:
    """"A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"
