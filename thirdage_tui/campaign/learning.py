"""What the company may learn where it stands: attribute training (1D4 weeks, 2.3) and skill
learning (a week, 4.3) from the patrons here or a hired trainer, and the petitions to the Valar for
new magic (5.3.1); each with its cost, and why a hero may not take it. `patrons.train`,
`patrons.learn` and `downtime.sacrifice` carry them out."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.campaign import downtime, patrons
from thirdage_tui.campaign.house_rules import TRAINER_FEE_PER_WEEK
from thirdage_tui.engine.advancement import TRAINABLE, training_refusal
from thirdage_tui.engine.refusals import AdvancementError

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.advancement import Sacrifice
    from thirdage_tui.engine.hero import Hero

TRAIN, LEARN = "train", "learn"
"""A lesson in an attribute, a lesson in a skill."""
HERO_MAGIC, SPELL = "magic", "spell"
"""A petition for Hero Magic, for a spell."""


@dataclass(frozen=True)
class Lesson:
    """A lesson on offer: `kind` (`TRAIN` an attribute, `LEARN` a skill), its subject, the teacher
    (a personality id or `patrons.HIRED`) and his name, the silver a week (0: free), and the player's
    hero's reason when no hero of the company may take it."""

    kind: str
    subject: str
    teacher: str
    teacher_name: str
    fee: int
    blocked: str | None = None


@dataclass(frozen=True)
class Petition:
    """A petition to the Valar: `kind` (`HERO_MAGIC` or `SPELL`), the magic's id, the level asked for
    (Hero Magic), and what the player's hero would give up, or why he cannot."""

    kind: str
    subject: str
    level: int | None
    cost: Sacrifice | None
    blocked: str | None = None


def teachers(campaign: Campaign, content: Content, place: str) -> list[tuple[str, str, list[str], list[str]]]:
    """(teacher id, name, attributes, skills) for each who will teach the hero at `place` now."""
    out: list[tuple[str, str, list[str], list[str]]] = []
    for person in patrons.present(campaign, content, place):
        if patrons.refusal(campaign, content, person.id):
            continue
        offered = [o for o in patrons.offers(campaign, content, person.id)[0] if o.kind == "training"]
        if offered:
            out.append((person.id, person.name, [a for o in offered for a in o.attributes],
                        [s for o in offered for s in o.skills]))
    if "trainer" in patrons.services(campaign, content, place):
        out.append((patrons.HIRED, "a hired trainer", list(TRAINABLE), sorted(content.skills)))
    return out


def lessons(campaign: Campaign, content: Content) -> list[Lesson]:
    """The lessons on offer here, each open while one hero of the company may take it."""
    if campaign.place is None:
        return []
    out = []
    for teacher, name, attributes, skills in teachers(campaign, content, campaign.place):
        fee = 0 if teacher != patrons.HIRED else TRAINER_FEE_PER_WEEK
        out += [Lesson(TRAIN, a, teacher, name, fee, _closed(campaign, content, TRAIN, a)) for a in attributes]
        out += [Lesson(LEARN, s, teacher, name, fee, _closed(campaign, content, LEARN, s)) for s in skills]
    return out


def lesson_refusal(hero: Hero, kind: str, subject: str, content: Content) -> str | None:
    """Why `hero` cannot train the attribute (`TRAIN`) or learn the skill (`LEARN`) `subject`."""
    if kind == TRAIN:
        return training_refusal(hero, subject, content)
    return "already known" if hero.skills.get(subject, 0) >= content.tables.improvement.learning_points else None


def _closed(campaign: Campaign, content: Content, kind: str, subject: str) -> str | None:
    """The player's hero's reason, when no hero of the company may take the lesson."""
    reasons = [lesson_refusal(h, kind, subject, content) for h in campaign.heroes]
    return reasons[0] if all(reasons) else None


def petitions(campaign: Campaign, content: Content) -> list[Petition]:
    """Each Hero Magic (at the player's hero's next level) and each spell he could petition for, with
    its cost or why he cannot."""
    hero, out = campaign.hero, []
    for magic in sorted(content.hero_magic.values(), key=lambda m: m.name):
        out.append(_petition(hero, content, HERO_MAGIC, magic.id, hero.hero_magic.get(magic.id, 0) + 1))
    for spell in sorted(content.spells.values(), key=lambda s: s.name):
        out.append(_petition(hero, content, SPELL, spell.id, None))
    return out


def _petition(hero: Hero, content: Content, kind: str, subject: str, level: int | None) -> Petition:
    try:
        return Petition(kind, subject, level, offering(hero, content, kind, subject, level))
    except AdvancementError as exc:
        return Petition(kind, subject, level, None, str(exc))


def offering(hero: Hero, content: Content, kind: str, subject: str, level: int | None) -> Sacrifice:
    """What `hero` would give up for the magic petitioned for (AdvancementError why he cannot)."""
    if kind == SPELL:
        return downtime.offering(hero, content, spell=subject)
    return downtime.offering(hero, content, hero_magic=subject, level=level)


def petition_refusal(hero: Hero, content: Content, kind: str, subject: str, level: int | None) -> str | None:
    """Why `hero` cannot petition for the magic (None: he can)."""
    return _petition(hero, content, kind, subject, level).blocked
