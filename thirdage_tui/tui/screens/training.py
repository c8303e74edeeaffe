"""What the hero can learn at a place and what he can petition the Valar for: the choices (with their
weeks, days, silver and POW) for the campaign screen's menus, and the calls that carry them out. When
companions travel with the hero, the player chooses which of the company takes the lesson, the gift or
the sacrifice (`for_whom`).

A choice's id says what to do: `train:ATTR:TEACHER`, `learn:SKILL:TEACHER` (TEACHER a personality id
or `patrons.HIRED`), `magic:ID:LEVEL`, `spell:ID`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from thirdage_tui.campaign import downtime, patrons
from thirdage_tui.campaign.rules import TRAINER_FEE_PER_WEEK
from thirdage_tui.engine.advancement import (
    TRAINABLE,
    sacrifice_for_hero_magic,
    sacrifice_for_spell,
    training_refusal,
)
from thirdage_tui.engine.errors import AdvancementError
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen

if TYPE_CHECKING:
    from textual.screen import Screen

    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero
    from thirdage_tui.tui.screens.campaign import CampaignScreen


def for_whom(screen: Screen, campaign: Campaign, title: str, then: Callable[[str], Any],
             why_not: Callable[[Hero], str | None] = lambda hero: None) -> None:
    """Call `then` with the name of the hero the player chooses (each shown with `why_not` he cannot);
    the player's hero, without asking, when he travels alone."""
    if len(campaign.heroes) == 1:
        then(campaign.hero.name)
        return
    choices = [Choice(h.name, h.name + (" (you)" if h is campaign.hero else ""), why_not(h)) for h in campaign.heroes]
    screen.app.push_screen(ChoiceScreen(title, choices), lambda name: name and then(name))


def teachers(campaign: Campaign, content: Content) -> list[tuple[str, str, list[str], list[str]]]:
    """(teacher id, name, attributes, skills) for each who will teach the hero here now."""
    out = []
    for person in patrons.present(campaign, content, campaign.place):
        if patrons.refusal(campaign, content, person.id):
            continue
        offered = [o for o in patrons.offers(campaign, content, person.id)[0] if o.kind == "training"]
        if offered:
            out.append((person.id, person.name, [a for o in offered for a in o.attributes],
                        [s for o in offered for s in o.skills]))
    if "trainer" in patrons.services(campaign, content, campaign.place):
        out.append((patrons.HIRED, "a hired trainer", list(TRAINABLE), sorted(content.skills)))
    return out


def lessons(campaign: Campaign, content: Content) -> list[Choice]:
    """Attribute training (1D4 weeks, 2.3) and skill learning (a week, 4.3) on offer here, each open
    while one hero of the company may take it (greyed out with the hero's reason otherwise)."""
    choices = []
    for teacher, name, attributes, skills in teachers(campaign, content):
        fee = "free" if teacher != patrons.HIRED else f"{TRAINER_FEE_PER_WEEK} silver a week"
        for attr in attributes:
            choices.append(Choice(f"train:{attr}:{teacher}", f"Train {attr} with {name}: 1D4 weeks, {fee}",
                                  _closed(campaign, content, "train", attr)))
        for skill in skills:
            choices.append(Choice(f"learn:{skill}:{teacher}", f"Learn {content.skills[skill].name} with {name}: "
                                  f"a week, {fee}", _closed(campaign, content, "learn", skill)))
    return choices


def lesson_refusal(hero: Hero, what: str, subject: str, content: Content) -> str | None:
    """Why `hero` cannot train the attribute (`what` "train") or learn the skill ("learn") `subject`."""
    if what == "train":
        return training_refusal(hero, subject, content)
    return "already known" if hero.skills.get(subject, 0) >= content.tables.improvement.learning_points else None


def _closed(campaign: Campaign, content: Content, what: str, subject: str) -> str | None:
    """The player's hero's reason, when no hero of the company may take the lesson."""
    reasons = [lesson_refusal(h, what, subject, content) for h in campaign.heroes]
    return reasons[0] if all(reasons) else None


def study(screen: CampaignScreen, key: str, then: Callable[[], Any] = lambda: None) -> None:
    """Carry out a lesson chosen from `lessons`, for the hero of the company the player chooses."""
    what, subject, teacher = key.split(":")
    act = patrons.train if what == "train" else patrons.learn
    def lesson(name: str) -> None:
        roll = screen.perform(act, name, subject, teacher)
        if roll is not None:
            screen.notify(f"{name} rolled {roll.roll} against {roll.target}: "
                          f"{'success' if roll.success else 'no gain'}.", title="Lesson over")
        then()

    for_whom(screen, screen.campaign, "Who studies?", lesson,
             lambda hero: lesson_refusal(hero, what, subject, screen.content))


def petitions(campaign: Campaign, content: Content) -> list[Choice]:
    """Each Hero Magic (its next level) and each spell the hero could petition for, with its cost."""
    hero, choices = campaign.hero, []
    for magic in sorted(content.hero_magic.values(), key=lambda m: m.name):
        level = hero.hero_magic.get(magic.id, 0) + 1
        label = f"{magic.name} {level}" if magic.variable else magic.name
        choices.append(_petition(f"magic:{magic.id}:{level}", f"Hero Magic: {label}",
                                 lambda m=magic, n=level: sacrifice_for_hero_magic(hero, m.id, n, content)))
    for spell in sorted(content.spells.values(), key=lambda s: s.name):
        choices.append(_petition(f"spell:{spell.id}", f"Spell: {spell.name}",
                                 lambda s=spell: sacrifice_for_spell(hero, s.id, content)))
    return choices


def _petition(key: str, label: str, cost) -> Choice:
    try:
        found = cost()
    except AdvancementError as exc:
        return Choice(key, label, str(exc))
    return Choice(key, f"{label}: {found.pow_sacrificed} POW, {found.days} day{'s' if found.days != 1 else ''}")


def petition(screen: CampaignScreen, key: str) -> None:
    """Carry out a petition chosen from `petitions`, for the hero of the company the player chooses."""
    what, subject, *level = key.split(":")
    content = screen.content

    def why_not(hero: Hero) -> str | None:
        try:
            if what == "spell":
                sacrifice_for_spell(hero, subject, content)
            else:
                sacrifice_for_hero_magic(hero, subject, int(level[0]), content)
        except AdvancementError as exc:
            return str(exc)
        return None

    def sacrifice(name: str) -> None:
        if what == "spell":
            screen.perform(downtime.sacrifice, name, spell=subject)
        else:
            screen.perform(downtime.sacrifice, name, hero_magic=subject, level=int(level[0]))

    for_whom(screen, screen.campaign, "Who gives up his POW?", sacrifice, why_not)
