"""Choosing the company's roles on the road (guide, hunter, look-out, scout): which role, then which
hero; a role nobody was given goes to whoever is best at it, and the list says who holds each now."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from thirdage_tui.campaign.session import GiveRole, Session
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import ask
from thirdage_tui.tui.tidings import tell
from thirdage_tui.world.roles import ROLE_WORDS

if TYPE_CHECKING:
    from textual.widget import Widget

ROLE_TASKS = {"guide": "keeps the way", "hunter": "finds food", "lookout": "spots bands by day",
              "scout": "leads the company past them"}


def roles(asker: Widget, session: Session, then: Callable[[], object]) -> None:
    """Ask which role to give, then to whom; hand it to the session; `then` when done."""
    held, chosen = session.roles(), session.campaign.roles
    choices = [Choice(role, f"{ROLE_WORDS[role]} ({ROLE_TASKS[role]}): {name}"
                      f"{'' if chosen.get(role) == name else ' [dim](the best at it)[/dim]'}")
               for role, name in held.items()]
    lone = len(session.campaign.heroes) == 1
    text = ("A lone hero holds every role, at −2 on each." if lone else
            "A hero holding more than one role takes −2 on each.")
    ask(asker, ChoiceScreen("The company's roles", choices, text), lambda role: _holder(asker, session, role, then))


def _holder(asker: Widget, session: Session, role: str, then: Callable[[], object]) -> None:
    heroes = [Choice(h.name, h.name) for h in session.campaign.heroes]

    def give(name: str) -> None:
        tell(asker, session.perform(GiveRole(role, name)))
        then()

    words = {str(k): v for k, v in ROLE_WORDS.items()}.get(role, role)
    ask(asker, ChoiceScreen(f"Who is the {words.lower()}?", heroes), give)
