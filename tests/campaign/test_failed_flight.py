"""A flight or a parley that fails brings on a fight the player sees (docs/rulings.md, "The battle
as a player expects it"): from a screen (`Face(course, grid=True)`) it is played round by round on
the grid, the company caught unaware after a failed flight; headless it is fought at once as before."""

from __future__ import annotations

from heroes import starting_ranger
from test_session import Recorder, kinds, of, on_the_road

from thirdage_tui.campaign import start
from thirdage_tui.campaign.session import EndFight, Face, FightBegun, Fought, Noted, Session
from thirdage_tui.world.encounters import Meeting


def session(content) -> Session:
    return on_the_road(Session(start.new_campaign(content, starting_ranger(), 3), content, Recorder()),
                       Meeting("wolf", 1, "day", None))


def test_a_failed_flight_from_a_screen_is_fought_on_the_grid_caught_from_behind(content):
    run = session(content)
    events = run.perform(Face("flee", grid=True))
    assert kinds(events)[-1] == "FightBegun" and "Fought" not in kinds(events)
    assert "faster and falls on the company from behind" in of(events, Noted).entries[-1].text
    battle = of(events, FightBegun).battle
    hero, wolf = battle.c
    assert hero.surprise_sr > 0 and wolf.surprise_sr == 0 and battle.distance(hero, wolf) <= 10
    assert not run.campaign.pending and run.battle is battle
    battle.run()
    assert "Fought" in kinds(run.perform(EndFight(battle)))


def test_headless_a_failed_flight_is_fought_at_once(content):
    run = session(content)
    events = run.perform(Face("flee"))
    assert "FightBegun" not in kinds(events) and of(events, Fought).report.aftermath.outcome.rounds >= 1
