"""The campaign session without a screen: each action answers with events (a refusal is one, never
an exception), the run is kept at each dawn, before and after each fight and on leaving (through a
keeper that records what it is asked), the hero's fall in permadeath and explorer mode, a fight
begun and ended through the session, and the free wander as a mode of the same loop."""

from __future__ import annotations

import pytest
from heroes import starting_dwarf, starting_ranger

from thirdage_tui.campaign import patrons, start
from thirdage_tui.campaign.house_rules import PROVISIONS_A_SEASON, RENOWN_FOR_STANDING
from thirdage_tui.campaign.meetings import distance_ft
from thirdage_tui.campaign.session import (
    Arrived,
    AskCasting,
    BandMet,
    BeginFight,
    Camp,
    Cast,
    DayOnRoad,
    EndFight,
    ErrandEnded,
    Face,
    FightBegun,
    Fought,
    Gift,
    Heal,
    HeroFell,
    Hunt,
    Join,
    KeepError,
    Learn,
    Leave,
    LessonOver,
    Noted,
    NotSaved,
    Provision,
    Refused,
    Rest,
    Save,
    Saved,
    Seek,
    Session,
    SetOut,
    Supplicate,
    Supply,
    TakeErrand,
    Train,
    Travel,
    WinterQuarters,
)
from thirdage_tui.campaign.state import Errand, Grant
from thirdage_tui.combat.battlefield import size_for
from thirdage_tui.world.encounters import Meeting

WANDERER = starting_ranger().evolve(equipment=[*starting_ranger().equipment, *["dried_rations"] * 10])
TROLLS = Meeting("stone_troll", 3, "night", "company")
"""A band no starting hero lives through."""


class Recorder:
    """A keeper that keeps nothing: it records when it is asked to save (the day and the bands
    pending then) and to bury; `refuse` makes it fail."""

    name = "run.json"

    def __init__(self, refuse: str | None = None) -> None:
        self.calls: list[tuple] = []
        self.refuse = refuse

    def save(self, campaign, content) -> None:
        if self.refuse:
            raise KeepError(self.refuse)
        self.calls.append(("save", campaign.tale.days, len(campaign.pending)))

    def bury(self, campaign, content) -> str | None:
        self.calls.append(("bury", campaign.fallen.cause))
        return "fallen/halbarad-day0.json"


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def of(events, kind):
    found = [e for e in events if isinstance(e, kind)]
    assert found, kinds(events)
    return found[0]


@pytest.fixture
def run(content):
    """A session of the ranger's new campaign (seed 3: a band of one orc on the sixth day to the Carrock)."""
    return Session(start.new_campaign(content, starting_ranger(), 3), content, Recorder())


def on_the_road(session, band: Meeting | None = None) -> Session:
    session.perform(SetOut("carrock"))
    if band is not None:
        session.campaign.pending.append(band)
    return session


class TestTheRoad:
    def test_setting_out_is_noted_and_keeps_nothing_until_dawn(self, run):
        events = run.perform(SetOut("carrock", "walk"))
        assert kinds(events) == ["Noted"]
        assert of(events, Noted).entries[0].text.startswith("Set out from Rhosgobel for the Carrock")
        assert run.campaign.road is not None and run.keeper.calls == []

    def test_a_day_on_the_road_is_kept_at_dawn_and_the_end_of_the_road_is_arrival(self, run):
        on_the_road(run)
        for day in range(1, 20):
            events = run.perform(Travel())
            assert ("save", day, len(run.campaign.pending)) in run.keeper.calls
            if run.campaign.pending:
                run.campaign.pending.clear()
            if run.campaign.place is not None:
                break
        assert of(events, Arrived).place.id == "carrock"

    def test_camping_and_hunting_let_a_day_pass(self, run):
        on_the_road(run)
        run.campaign.heroes[0] = run.campaign.hero.evolve(skills={**run.campaign.hero.skills, "hunting": 6})
        events = run.perform(Camp())
        assert of(events, Noted).entries[0].kind == "rest" == of(events, DayOnRoad).day.action
        hunt = of(run.perform(Hunt()), DayOnRoad).day
        assert hunt.action == "hunt" and hunt.events[0].startswith("Hunting")
        assert [c[1] for c in run.keeper.calls] == [1, 2]

    @pytest.mark.rule("4.2")
    def test_a_hunt_that_cannot_succeed_is_refused_saying_why_and_no_day_passes(self, run):
        on_the_road(run)  # Halbarad's Hunting is -2 holding every role: no d20 roll is that low
        day = run.campaign.tale.days
        (refused,) = run.perform(Hunt())
        assert isinstance(refused, Refused) and "Hunting -2 (0, -2 for several roles): never taught it, no d20 roll is that low" in refused.why
        assert run.campaign.tale.days == day and run.keeper.calls == []

    @pytest.mark.parametrize("action", [Rest(1), SetOut("bree"), Heal("radagast"), WinterQuarters()])
    def test_what_needs_a_place_is_refused_on_the_road_and_keeps_nothing(self, run, action):
        on_the_road(run)
        (refused,) = run.perform(action)
        assert isinstance(refused, Refused) and "on the road" in refused.why
        assert run.keeper.calls == []

    def test_bad_input_is_a_refusal(self, run):
        assert kinds(run.perform(SetOut("nowhere"))) == ["Refused"]
        assert kinds(run.perform(Travel())) == ["Refused"]
        assert kinds(run.perform(Face("dance"))) == ["Refused"]
        assert kinds(run.perform(Seek("no-such-errand"))) == ["Refused"]
        assert kinds(run.perform(EndFight(object()))) == ["Refused"]

    def test_what_the_screens_ask(self, run):
        first, to_errand = run.destinations()[0]
        assert to_errand and first.id == run.campaign.errands[0].target
        paces = run.paces("carrock")
        assert paces["walk"].end.id == "carrock" and isinstance(paces["ride"], str)  # no mounts
        assert [s.kind for s in run.stays()] == ["day", "week", "long", "winter"]
        assert run.stays()[-1].blocked == "it is not winter"
        assert run.days_fed() >= 7


@pytest.mark.rule("4.5")
class TestABandMet:
    def test_a_band_met_on_the_road_is_offered_with_the_courses_the_rules_allow(self, content):
        run = Session(start.new_campaign(content, starting_ranger(), 10), content, Recorder())  # met unaware
        on_the_road(run)
        while not run.campaign.pending:
            events = run.perform(Travel())
        met = of(events, BandMet)
        assert met.meeting is run.campaign.pending[0] and met.lore == "unknown" and met.distance_ft == 60
        assert [c.id for c in met.courses] == ["fight", "slip_away", "flee", "parley"]
        assert {c.id: c.blocked for c in met.courses}["slip_away"] == "you came upon each other"
        assert kinds(run.perform(Rest(1))) == ["Refused"]  # a band upon the company comes first

    def test_the_journal_says_who_saw_whom_in_the_band_met_screens_words(self, content):
        from thirdage_tui.tui.screens.band_met import band_noticing
        from thirdage_tui.world.encounters import noticing

        run = Session(start.new_campaign(content, starting_ranger(), 10), content, Recorder())
        on_the_road(run)
        while not run.campaign.pending:
            run.perform(Travel())
        met = run.campaign.pending[0]
        told = run.campaign.journal[-1].text
        assert f"By {met.time}: " in told and told.endswith(f"; {noticing(met.surprised, met.count)}.")
        assert "(unseen)" not in told
        assert band_noticing(met.surprised, met.count).lower().startswith(noticing(met.surprised, met.count))

    @pytest.mark.parametrize(("surprised", "slip", "distance"), [
        ("foes", None, 60), ("company", "they saw you first", 10), (None, "you came upon each other", 60)])
    def test_slipping_away_and_the_distance_follow_who_saw_whom(self, run, surprised, slip, distance):
        on_the_road(run, Meeting("wolf", 2, "day", surprised))
        met = run.band()
        assert {c.id: c.blocked for c in met.courses} == {
            "fight": None, "slip_away": slip, "flee": None, "parley": "they do not talk"}
        assert met.distance_ft == distance

    def test_a_quick_fight_is_kept_before_and_after(self, run):
        on_the_road(run, Meeting("goblin", 1, "day", None))
        events = run.perform(Face("fight"))
        fought = of(events, Fought)
        assert fought.report.aftermath.outcome.rounds and fought.written[0].startswith(("Victory", "The fight"))
        assert fought.lore == (("goblin", "fought"),)
        assert run.keeper.calls == [("save", 0, 1), ("save", 0, 0)]
        assert kinds(events)[:2] == ["Noted", "Saved"] and kinds(events)[-1] == "Saved"

    def test_slipping_past_is_kept_before_and_remembers_the_band(self, run):
        on_the_road(run, Meeting("wolf", 2, "day", "foes"))
        events = run.perform(Face("slip_away"))
        assert "Fought" not in kinds(events) and run.campaign.pending == []
        assert run.campaign.monsters["wolf"].seen == 2 and run.keeper.calls == [("save", 0, 1)]

    def test_a_course_the_rules_do_not_allow_is_refused_and_the_band_waits(self, run):
        on_the_road(run, Meeting("wolf", 2, "day", "company"))
        for course in ("slip_away", "parley"):
            (refused,) = run.perform(Face(course))
            assert isinstance(refused, Refused)
        assert len(run.campaign.pending) == 1 and run.keeper.calls == []

    def test_the_next_band_is_met_when_one_is_dealt_with(self, run):
        on_the_road(run, Meeting("wolf", 2, "day", "foes"))
        run.campaign.pending.append(Meeting("crebain", 1, "night", None))
        assert of(run.perform(Face("slip_away")), BandMet).meeting.creature == "crebain"


class TestAFightOnTheGrid:
    def test_a_band_fought_on_the_grid_is_taken_only_through_the_session(self, run):
        assert kinds(run.perform(BeginFight())) == ["Refused"]  # no band
        on_the_road(run, Meeting("goblin", 1, "day", None))
        run.campaign.pending.append(Meeting("crebain", 1, "night", None))
        events = run.perform(BeginFight())
        begun = of(events, FightBegun)
        assert begun.band.creature == "goblin" and [m.creature for m in run.campaign.pending] == ["crebain"]
        assert run.keeper.calls == [("save", 0, 2)]  # kept before, with the band still upon the company
        assert "BandMet" not in kinds(events) and run.band() is None  # the next band waits for the fight
        assert kinds(run.perform(BeginFight())) == ["Refused"]
        battle = begun.battle
        battle.run()
        ended = run.perform(EndFight(battle))
        fought = of(ended, Fought)
        assert fought.report.aftermath.outcome is battle.finish() and run.campaign.tale.fights == 1
        assert run.keeper.calls[-1] == ("save", 0, 1)
        if not run.campaign.over:
            assert of(ended, BandMet).meeting.creature == "crebain"
        assert kinds(run.perform(EndFight(battle))) == ["Refused"]  # carried back once

    def test_the_field_is_the_fights_own_whatever_shows_it(self, run):
        on_the_road(run, Meeting("goblin", 1, "day", None))
        field = of(run.perform(BeginFight()), FightBegun).battle.field
        assert (field.width, field.height) == size_for(2, distance_ft(None))

    def test_the_checks_face_makes_hold_for_the_grid(self, run):
        run.campaign.pending.append(Meeting("goblin", 1, "day", None))
        run.campaign.fallen, run.campaign.explorer = object(), False  # the tale has ended
        assert kinds(run.perform(BeginFight())) == ["Refused"] and len(run.campaign.pending) == 1

    def test_an_errands_foe_is_sought_out_on_the_grid_and_its_death_ends_the_errand(self, run, content):
        errand = Errand("hunt", "spiders_on_the_path", "radagast", "rhosgobel", "crebain", 1, 0, 60, status="active")
        run.campaign.errands.append(errand)
        quarry = run.quarry()
        assert quarry.meeting.errand == "hunt" and [c.id for c in quarry.courses] == ["fight", "leave"]
        begun = of(run.perform(BeginFight("hunt")), FightBegun)
        begun.battle.run()
        events = run.perform(EndFight(begun.battle))
        if of(events, Fought).report.won:
            assert errand.status == "done" and of(events, ErrandEnded).done

    def test_an_errands_foe_fought_at_once(self, run):
        run.campaign.errands.append(Errand("hunt", "spiders_on_the_path", "radagast", "rhosgobel", "crebain", 1, 0,
                                           60, status="active"))
        events = run.perform(Seek("hunt"))
        assert of(events, Fought) and run.keeper.calls[0] == ("save", 0, 0)
        assert kinds(run.perform(Seek(run.campaign.errands[0].id))) == ["Refused"]  # no foe: a watch

    def test_an_errand_to_defeat_no_foe_is_refused_before_anything_is_kept(self, run):
        """A damaged or hand-made save may hold such an errand: seeking its foe is refused, not a crash."""
        run.campaign.errands.append(Errand("hunt", "spiders_on_the_path", "radagast", "rhosgobel", None, 0, 0, 60,
                                           status="active"))
        for action in (Seek("hunt"), BeginFight("hunt")):
            (refused,) = run.perform(action)
            assert isinstance(refused, Refused) and "no foe" in refused.why
        assert run.keeper.calls == [] and run.battle is None


    def test_a_company_with_no_weapon_to_strike_with_is_refused_a_foe_to_seek(self, run, content):
        """Orcs strip their captives: without a weapon on him nobody would fight, only flee, all day long."""
        run.campaign.errands.append(Errand("hunt", "spiders_on_the_path", "radagast", "rhosgobel", "crebain", 1, 0,
                                           60, status="active"))
        run.campaign.heroes[:] = [h.evolve(equipment=[i for i in h.equipment if i not in content.weapons], wielded=None)
                                  for h in run.campaign.heroes]
        for action in (Seek("hunt"), BeginFight("hunt")):
            (refused,) = run.perform(action)
            assert isinstance(refused, Refused) and "nobody in the company has a weapon to strike with" in refused.why
        assert run.keeper.calls == [] and run.battle is None


class TestTheFall:
    def test_in_permadeath_the_run_ends_and_the_tale_goes_to_the_hall(self, run):
        on_the_road(run, TROLLS)
        events = run.perform(Face())
        fell = of(events, HeroFell)
        assert fell.ended and fell.hero == "Halbarad" and fell.cause.startswith("slain fighting 3 Stone Trolls: ")
        assert fell.tale == "fallen/halbarad-day0.json"
        assert run.keeper.calls == [("save", 0, 1), ("bury", fell.cause)]  # nothing kept after
        assert kinds(run.perform(Travel())) == ["Refused"]
        assert kinds(run.perform(Leave())) == []  # the tale has ended: nothing to keep

    def test_in_explorer_mode_he_is_carried_home_and_the_run_goes_on(self, content):
        session = Session(start.new_campaign(content, starting_ranger(), 3, explorer=True), content, Recorder())
        on_the_road(session, TROLLS)
        fell = of(session.perform(Face()), HeroFell)
        assert not fell.ended and session.campaign.place == "rhosgobel"
        assert ("bury", fell.cause) in session.keeper.calls and fell.cause.startswith("slain fighting 3 Stone Trolls")
        assert kinds(session.perform(Rest(1)))[-1] == "Saved"


class TestAtAPlace:
    def test_the_patrons_deeds(self, run, content):
        for _ in range(PROVISIONS_A_SEASON):  # the first, at the start, was the home's larder's (uncounted)
            assert "Refused" not in kinds(run.perform(Provision("radagast")))
        assert "all he can spare" in of(run.perform(Provision("radagast")), Refused).why
        run.campaign.replace_hero(run.campaign.hero.evolve(wounds={"chest": 2}))
        events = run.perform(Heal("radagast"))
        assert run.campaign.hero.wounds == {} and kinds(events) == ["Noted", "Saved"]
        run.campaign.renown["radagast"] = RENOWN_FOR_STANDING[3]
        spell = next(s for o in patrons.offers(run.campaign, content, "radagast")[0] if o.kind == "spell_use"
                     for s in o.spells)
        assert kinds(run.perform(AskCasting("radagast", spell, "Halbarad"))) == ["Noted"]
        assert kinds(run.perform(Heal("gandalf")))[0] == "Refused"  # not here

    def test_an_errand_taken_and_one_ended_by_a_stay(self, run, content):
        from thirdage_tui.campaign import errands

        offered = errands.offers(run.campaign, content, "radagast")[0]
        assert kinds(run.perform(TakeErrand("radagast", offered.id))) == ["Noted"]
        assert kinds(run.perform(TakeErrand("radagast", offered.id))) == ["Refused"]  # taken already
        run.campaign.place = "carrock"
        ended = of(run.perform(Rest(1)), ErrandEnded)
        assert ended.done and ended.title == "Keep watch at the Carrock"
        assert ended.brought == "+2 renown with Radagast the Brown, 20 silver"

    @pytest.mark.rule("4.3")
    def test_a_lesson_ends_in_its_roll(self, run):
        lesson = next(x for x in run.lessons() if x.kind == "learn" and x.blocked is None)
        events = run.perform(Learn("Halbarad", lesson.subject, lesson.teacher))
        assert of(events, LessonOver).hero == "Halbarad" and run.campaign.tale.days == 7
        assert kinds(run.perform(Train("Halbarad", "STR", "gandalf"))) == ["Refused"]

    @pytest.mark.rule("5.3.1")
    def test_a_sacrifice_for_magic(self, run):
        petition = next(p for p in run.petitions() if p.blocked is None)
        kind = {"hero_magic": petition.subject} if petition.kind == "magic" else {"spell": petition.subject}
        events = run.perform(Supplicate("Halbarad", level=petition.level, **kind))
        assert run.campaign.tale.days == petition.cost.days and kinds(events)[-1] == "Saved"

    def test_a_sacrifice_for_nothing_named_is_refused(self, run):
        assert run.perform(Supplicate("Halbarad")) == [Refused("name the Hero Magic or the spell to petition for")]
        assert run.campaign.tale.days == 0

    @pytest.mark.rule("5.2")
    def test_a_casting_held_is_spoken_or_kept_for_a_fight(self, run, content):
        run.campaign.grants += [Grant("Halbarad", "protection", "gandalf"), Grant("Halbarad", "weather_sense", "radagast")]
        assert [why is None for _, why in run.castings()] == [False, True]
        assert kinds(run.perform(Cast("Halbarad", "protection"))) == ["Refused"]
        assert of(run.perform(Cast("Halbarad", "weather_sense")), Noted)

    @pytest.mark.parametrize(("place", "deed"), [
        ("rhosgobel", Gift("radagast", "wand_of_light", "Frodo")), ("rivendell", Supply("elrond", "dagger", "Frodo")),
        ("minas_tirith", Train("Frodo", "DEX", patrons.HIRED)), ("rhosgobel", Supplicate("Frodo", spell="protection"))])
    def test_a_deed_for_a_hero_not_in_the_company_is_refused_and_changes_nothing(self, run, place, deed):
        run.campaign.place = place
        run.campaign.renown.update(radagast=RENOWN_FOR_STANDING[2], elrond=RENOWN_FOR_STANDING[2])
        received, supplied, days = list(run.campaign.received), dict(run.campaign.supplied), run.campaign.tale.days
        (refused,) = run.perform(deed)
        assert isinstance(refused, Refused) and refused.why.startswith("no hero named 'Frodo' in the company: Halbarad")
        assert (run.campaign.received, run.campaign.supplied, run.campaign.tale.days) == (received, supplied, days)

    def test_a_companion_joins(self, run):
        assert kinds(run.perform(Join(starting_dwarf()))) == ["Noted"]
        assert kinds(run.perform(Join(starting_dwarf()))) == ["Refused"]
        assert len(run.campaign.heroes) == 2


class TestKeeping:
    def test_save_and_leave_keep_the_run(self, run):
        assert run.perform(Save()) == [Saved("run.json")] and run.perform(Leave()) == [Saved("run.json")]

    def test_a_keeper_that_fails_is_told_and_play_goes_on(self, content):
        session = Session(start.new_campaign(content, starting_ranger(), 3), content, Recorder("disk full"))
        assert session.perform(Leave()) == [NotSaved("run.json", "disk full")]
        events = session.perform(Rest(1))
        assert events[-1] == NotSaved("run.json", "disk full") and session.campaign.tale.days == 1


class TestTheWander:
    """A wander is the campaign's loop without errands or patrons; its keeper writes the hero back."""

    @pytest.fixture
    def wander(self, content, tmp_path):
        from thirdage_tui.persistence.keepers import HeroKeeper

        hero = WANDERER
        return Session(start.wander(content, (hero,), "rhosgobel", 5), content, HeroKeeper(tmp_path / "h.json",
                                                                                              (hero,)))

    def test_no_errands_and_no_patrons(self, wander):
        assert wander.campaign.errands == [] and wander.lessons() == []
        for action in (Heal("radagast"), Provision("radagast"), Learn("Halbarad", "herb_lore", "radagast"),
                       TakeErrand("radagast", "x"), Seek("x")):
            assert "wanderer" in of(wander.perform(action), Refused).why

    def test_the_hero_is_written_back_each_day_as_the_road_leaves_him(self, wander, content):
        from thirdage_tui.persistence.heroes import read_hero

        rations = WANDERER.equipment.count("dried_rations")
        on_the_road(wander)
        assert kinds(wander.perform(Travel()))[:3] == ["Noted", "DayOnRoad", "Saved"]
        kept = read_hero(wander.keeper.path, content)
        assert kept.equipment.count("dried_rations") == rations - 1 == wander.keeper.heroes[0].equipment.count(
            "dried_rations")
        assert wander.campaign.hero.equipment.count("dried_rations") == rations - 1  # the packs lose what is eaten

    def test_on_a_fall_the_wander_ends_and_the_file_keeps_him_as_he_was(self, wander, content):
        from thirdage_tui.persistence.heroes import read_hero

        on_the_road(wander)
        wander.perform(Travel())
        morning = read_hero(wander.keeper.path, content)
        wander.campaign.pending[:] = [TROLLS]
        fell = of(wander.perform(Face()), HeroFell)
        assert fell.ended and fell.tale is None and wander.campaign.over
        kept = read_hero(wander.keeper.path, content)
        assert kept == morning == wander.keeper.heroes[0] and not kept.wounds
