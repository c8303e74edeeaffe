"""What the hero can learn at a place and what he can petition the Valar for, in words: the choices
(with their weeks, days, silver and POW) the engine offers (`campaign.learning`), for the menus of
the campaign screens, and the lessons or petitions chosen handed to the campaign session. When
companions travel with the hero, the player chooses which of the company takes the lesson, the gift
or the sacrifice (`for_whom`).

A choice's id says what to do: `train:ATTR:TEACHER`, `learn:SKILL:TEACHER` (TEACHER a personality id
or `patrons.HIRED`), `magic:ID:LEVEL`, `spell:ID`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thirdage_tui.campaign import learning
from thirdage_tui.campaign.session import Learn, Supplicate, Train
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import ask, sentence

if TYPE_CHECKING:
    from textual.widget import Widget

    from thirdage_tui.campaign.session import Session, SessionEvent
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.engine.hero import Hero

Told = Callable[[list["SessionEvent"]], object]
"""What a screen does with the events the session answers."""


def for_whom(screen: Widget, campaign: Campaign, title: str, then: Callable[[str], object],
             why_not: Callable[[Hero], str | None] = lambda hero: None) -> None:
    """Call `then` with the name of the hero the player chooses (each shown with `why_not` he cannot);
    the player's hero, without asking, when he travels alone."""
    if len(campaign.heroes) == 1:
        then(campaign.hero.name)
        return
    choices = [Choice(h.name, h.name + (" (you)" if h is campaign.hero else ""), why_not(h)) for h in campaign.heroes]
    ask(screen, ChoiceScreen(title, choices), then)


def lessons(session: Session) -> list[Choice]:
    """Attribute training (1D4 weeks, 2.3) and skill learning (a week, 4.3) on offer here, each open
    while one hero of the company may take it (greyed out with the hero's reason otherwise)."""
    content, choices = session.content, []
    for lesson in session.lessons():
        fee = f"{lesson.fee} silver a week" if lesson.fee else "free"
        with_whom = f"with {lesson.teacher_name}"
        if lesson.kind == learning.TRAIN:
            label = f"Train {lesson.subject} {with_whom}: 1D4 weeks, {fee}"
        else:
            label = f"Learn {content.skills[lesson.subject].name} {with_whom}: a week, {fee}"
        choices.append(Choice(f"{lesson.kind}:{lesson.subject}:{lesson.teacher}", label, lesson.blocked))
    return choices


def study(screen: Widget, session: Session, key: str, told: Told) -> None:
    """Take a lesson chosen from `lessons`, for the hero of the company the player chooses."""
    kind, subject, teacher = key.split(":")
    lesson = Train if kind == learning.TRAIN else Learn
    for_whom(screen, session.campaign, "Who studies?", lambda name: told(session.perform(lesson(name, subject, teacher))),
             lambda hero: learning.lesson_refusal(hero, kind, subject, session.content))


def petitions(session: Session) -> list[Choice]:
    """Each Hero Magic (its next level) and each spell the hero could petition for, with its cost."""
    content, choices = session.content, []
    for found in session.petitions():
        if found.kind == learning.HERO_MAGIC:
            magic = content.hero_magic[found.subject]
            key = f"magic:{found.subject}:{found.level}"
            label = f"Hero Magic: {magic.name} {found.level}" if magic.variable else f"Hero Magic: {magic.name}"
        else:
            key, label = f"spell:{found.subject}", f"Spell: {content.spells[found.subject].name}"
        cost = found.cost
        choices.append(Choice(key, label, found.blocked) if cost is None else
                       Choice(key, f"{label}: {cost.pow_sacrificed} POW, {cost.days} day{'s' if cost.days != 1 else ''}"))
    return choices


def petition(screen: Widget, session: Session, key: str, told: Told) -> None:
    """Make a petition chosen from `petitions`, for the hero of the company the player chooses."""
    what, subject, *level = key.split(":")
    if what == "spell":
        kind, magic, at, spell = learning.SPELL, None, None, subject
    else:
        kind, magic, at, spell = learning.HERO_MAGIC, subject, int(level[0]), None
    def confirm(name: str) -> None:
        """Ask first, saying what it costs him: POW given up is gone for good."""
        hero = session.campaign.companion(name)
        try:
            cost = learning.offering(hero, session.content, kind, subject, at)
        except AdvancementError as exc:
            screen.notify(sentence(str(exc)), severity="warning")
            return
        power = hero.attributes["POW"]
        question = (f"{name} gives up {cost.pow_sacrificed} POW for good ({power} → {power - cost.pow_sacrificed}, "
                    f"never to come back) and spends {counted(cost.days, 'day')} in supplication, for {cost.learnt}?")
        ask(screen, ChoiceScreen(question, [Choice("yes", "Yes: make the sacrifice"), Choice("no", "No")]),
            lambda answer: told(session.perform(Supplicate(name, hero_magic=magic, level=at, spell=spell)))
            if answer == "yes" else None)

    for_whom(screen, session.campaign, "Who gives up his POW?", confirm,
             lambda hero: learning.petition_refusal(hero, session.content, kind, subject, at))
