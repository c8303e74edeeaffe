"""Choosing the company's roles on the road (guide, hunter, look-out, scout): which role, then which
hero; a role nobody was given goes to whoever is best at it, and the list says who holds each now."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from thirdage_tui.campaign.session import GiveRole, Session
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import ask
from thirdage_tui.tui.tidings import tell
from thirdage_tui.world.roles import ROLE_WORDS

if TYPE_CHECKING:
    from textual.widget import Widget

    from thirdage_tui.content.models.road import Role

ROLE_TASKS = {"guide": "keeps the way", "hunter": "finds food", "lookout": "spots bands by day",
              "scout": "leads the company past them"}


def roles(asker: Widget, session: Session, then: Callable[[], object]) -> None:
    """Ask which role to give, then to whom; hand it to the session; `then` when done."""
    held, chosen, content = session.roles(), session.campaign.roles, session.content
    lone = len(session.campaign.heroes) == 1
    choices = []
    for role, name in held.items():
        doing = next(c for c in session.role_candidates(role) if c.used.hero == name)
        best = "" if lone or chosen.get(role) == name else " [dim](the best at it)[/dim]"
        choices.append(Choice(role, f"{ROLE_WORDS[role]} ({ROLE_TASKS[role]}): {name}, {doing.told(content)}{best}"))
    penalty = content.travel.roles.penalty
    text = (f"A lone hero holds every role, at −{penalty} on each." if lone else
            f"A hero holding more than one role takes −{penalty} on each.")
    ask(asker, ChoiceScreen("The company's roles", choices, text), lambda role: _holder(asker, session, cast("Role", role), then))


def _holder(asker: Widget, session: Session, role: Role, then: Callable[[], object]) -> None:
    content = session.content
    heroes = [Choice(c.used.hero, f"{c.used.hero}: {c.told(content)}") for c in session.role_candidates(role)]

    def give(name: str) -> None:
        tell(asker, session.perform(GiveRole(role, name)))
        then()

    words = ROLE_WORDS[role]
    ask(asker, ChoiceScreen(f"Who is the {words.lower()}?", heroes,
                            f"Each hero's best skill for it, as he would be holding it ({ROLE_TASKS[role]})."),
        give)
