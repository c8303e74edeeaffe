"""The battle's controls explain themselves (issue 13): a Footer that fits 80 columns, targets named
by where they stand, the shot's range and odds, Parry and Defence in words with a settable split,
surrender confirmed, a key for the round and another for the fight running on."""

from __future__ import annotations

from random import Random

from heroes import reference
from textual.widgets import Footer, Static
from textual.widgets._footer import FooterKey
from tui_helpers import settled

from thirdage_tui.combat.intent import SURRENDER
from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen, PickScreen


def fight(content, hero="borin", foe="goblin", count=2, distance=60, seed=5) -> BattleScreen:
    battle = muster(content, [hero_profile(reference(hero), content)], [(content.bestiary[foe], count)],
                    Random(seed), terrain="open", distance_ft=distance)
    return BattleScreen(battle)


def intent_text(screen) -> str:
    return str(screen.query_one("#battle-intent", Static).render())


async def test_the_footer_fits_80_columns_whole(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        await settled(pilot, lambda: any(k.region.width for k in screen.query_one(Footer).query(FooterKey)))
        keys = list(screen.query_one(Footer).query(FooterKey))
        assert {"Attack", "Shoot", "Round", "Fight on", "Keys"} <= {k.description for k in keys}
        assert all(k.region.width > 0 and k.region.right <= 80 for k in keys)


async def test_targets_are_named_by_where_they_stand_and_shots_tell_their_odds(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, hero="halbarad")
        await app.push_screen(screen)
        await pilot.press("t")
        text = intent_text(screen)
        assert "shoot Goblin" in text and " ft " in text and "(9, " not in text
        assert "Longbow in range" in text
        assert screen.overlay_kind == "range"
        await pilot.press("space", "enter")
        assert not any(e.kind == "move" and e.actor == "Halbarad" for e in screen.battle.log), \
            "in range and in sight, he shoots from where he stands"


async def test_parry_and_defence_are_told_and_the_split_is_set_by_keys(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, hero="elwen")
        await app.push_screen(screen)
        assert "Parry (p): when struck, blows with Dagger" in intent_text(screen)
        assert "Defence 3 (v on a foe: more on him): shared evenly" in intent_text(screen)
        await pilot.press("full_stop", "v", "v")
        foe = screen._standing_at(screen.grid.cursor)
        assert screen.draft.defence == {foe.uid: 2}
        assert f"2 against {foe.uid}, 1 shared among the rest" in intent_text(screen)
        await pilot.press("p")
        assert "Parry (p): none" in intent_text(screen)


async def test_a_parry_spent_last_round_is_offered_again_in_the_next(make_app, content):
    """After a round in which she parried, the statement of the next still names her Dagger (not
    "nothing in hand"): the parry spent was last round's."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, hero="elwen", foe="goblin", count=1, distance=5)
        await app.push_screen(screen)
        for _ in range(30):
            await pilot.press("z", "enter")
            if screen.actor is None or any(e.kind == "parry" and e.actor == "Elwen" for e in screen.battle.log):
                break
        assert screen.actor is not None and any(e.kind == "parry" and e.actor == "Elwen" for e in screen.battle.log)
        assert "Parry (p): when struck, blows with Dagger" in intent_text(screen)


async def test_a_heroine_is_named_by_her_own_pronoun(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        heroine = hero_profile(reference("elwen").evolve(pronoun="she"), content)
        battle = muster(content, [heroine], [(content.bestiary["goblin"], 1)], Random(5), terrain="open",
                        distance_ft=60)
        await app.push_screen(BattleScreen(battle))
        await pilot.pause()
        assert "Cursor: Elwen (herself)" in intent_text(app.screen)
        await pilot.press("x")
        assert isinstance(app.screen, PickScreen)
        assert app.screen.options[0][1].startswith("Yes: Elwen throws down her arms")


async def test_surrender_says_what_the_foes_do_with_captives(make_app, content):
    """The confirmation tells the captors' ways (`behaviour.prisoners`; docs/rulings.md "Capture")."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for foe, told in (("wolf", "Wolves take no prisoners"), ("goblin", "Goblins strip their captives"),
                          ("bandit", "Bandits take their captives' silver and ask 50 silver each")):
            screen = fight(content, foe=foe)
            await app.push_screen(screen)
            await pilot.press("x")
            assert isinstance(app.screen, PickScreen) and told in app.screen.title_text, app.screen.title_text
            await pilot.press("escape")
            app.pop_screen()


async def test_surrender_asks_first(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        await pilot.press("x")
        assert isinstance(app.screen, PickScreen)
        await pilot.press("escape")
        assert app.screen is screen and screen.draft.action != SURRENDER
        await pilot.press("x", "enter")
        assert app.screen is screen and screen.draft.action == SURRENDER


async def test_enter_plays_the_round_and_g_runs_the_fight_on_till_stopped(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, foe="wolf", count=3)
        await app.push_screen(screen)
        await pilot.press("full_stop", "f", "enter")
        assert screen.battle.round == 1 and screen.actor is not None, "the next round's statement"
        screen.PACE = 3600  # the next round waits (a loaded machine must not play on past the check)
        await pilot.press("g")
        assert screen.running is not None
        await pilot.press("space")
        assert screen.running is None and screen.battle.round >= 2
        screen.PACE = 0.01
        await pilot.press("g")
        for _ in range(200):
            if isinstance(app.screen, AftermathScreen):
                break
            await pilot.pause(0.05)
        assert isinstance(app.screen, AftermathScreen)


async def test_enter_plays_the_action_chosen_even_unconfirmed(make_app, content):
    """Hold chosen (z) and Enter pressed without Space: he holds where he stands, as chosen; the
    tactics (which would walk him at the goblins, 60 ft off) play only for those not yet told."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        hero = screen.actor
        start = screen.battle.at[hero.uid]
        await pilot.press("z", "enter")
        assert screen.battle.round == 1 and screen.battle.at[hero.uid] == start
        assert not any(e.actor == hero.uid and e.kind == "move" for e in screen.battle.log)


async def test_the_log_follows_new_lines_unless_scrolled_back(make_app, content):
    from thirdage_tui.tui.widgets.combat_log import CombatLog

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, foe="wolf", count=3)
        await app.push_screen(screen)
        log = screen.query_one(CombatLog)
        for _ in range(3):
            await pilot.press("full_stop", "f", "enter")
        await pilot.pause()
        assert log.max_scroll_y > 0 and log.scroll_y == log.max_scroll_y
        log.scroll_home(animate=False, immediate=True)
        await pilot.press("enter")
        await pilot.pause()
        assert log.scroll_y == 0, "scrolled back, the reader is left where he is"


def test_heading_names_how_far_and_which_way():
    from thirdage_tui.combat.battlefield import heading

    assert heading((5, 5), (10, 0)) == "25 ft NE"
    assert heading((5, 5), (5, 9)) == "20 ft S"
    assert heading((5, 5), (0, 6)) == "25 ft W"
    assert heading((5, 5), (5, 5)) == "here"


async def test_the_grid_uses_a_large_terminal(make_app, content):
    """At 160x50 each square is drawn twice the size; at 80x24 once, and the cursor's square is found
    again by a click either way."""
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        await settled(pilot, lambda: screen.grid.zoom == 2)
        field = screen.battle.field
        assert screen.grid.virtual_size.width == field.width * 4 and screen.grid.virtual_size.height == field.height * 2
        await pilot.click(screen.grid, offset=(4 * 3 + 1, 2 * 2 + 1))
        assert screen.grid.cursor == (3, 2)


async def test_space_with_nothing_chosen_states_the_advice_it_showed(make_app, content):
    """The advice offered is what is stated, parry and Defence as the player set them."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        borin = screen.actor
        await pilot.press("p", "space")
        assert isinstance(app.screen, PickScreen)
        advice = app.screen.options[0][1]
        await pilot.press("enter")
        stated = screen.stated[borin.uid]
        assert stated.action in ("attack", "close") and stated.target.uid in advice and stated.parry == -1  # closing: too far


async def test_a_parry_alone_is_no_action_and_reads_as_a_parry(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content)
        await app.push_screen(screen)
        await pilot.press("p")
        text = intent_text(screen)
        assert "nothing chosen yet" in text and "hold" not in text.split("\n")[0]
        assert "Parry (p): none" in text and not screen.draft.chosen


async def test_t_throws_the_throwing_axe_and_says_what_readying_it_costs(make_app, content):
    """Borin's throwing axe is his only missile: t throws it (no 'nothing to shoot with'), readying
    it first (5 SR, 3.5.2) since the axe is in hand; the blow comes that many strike ranks later."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, distance=30)
        await app.push_screen(screen)
        borin = screen.actor
        await pilot.press("t")
        text = intent_text(screen)
        assert "shoot Goblin" in text and "with Throwing Axe (readying it: 5 SR; One-handed Axe is put by)" in text
        await pilot.press("space")
        throw = screen.stated[borin.uid]
        assert throw.action == "shoot" and borin.p.arms[throw.weapon].name == "Throwing Axe"


async def test_a_weapon_readied_with_e_is_the_one_t_uses_and_f_says_it_cannot_swing_it(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, distance=30)
        await app.push_screen(screen)
        borin = screen.actor
        await pilot.press("e")
        assert isinstance(app.screen, PickScreen) and app.screen.options[0][1] == "Throwing Axe (thrown: t)"
        await pilot.press("enter")
        assert "ready a weapon with Throwing Axe" in intent_text(screen)
        await pilot.press("f")
        assert borin.p.arms[screen.draft.weapon].name == "One-handed Axe"
        assert any("Throwing Axe is thrown, not swung" in n.message for n in app._notifications)
        await pilot.press("e", "enter", "t")
        assert screen.draft.action == "shoot" and borin.p.arms[screen.draft.weapon].name == "Throwing Axe"


async def test_range_bands_for_the_missile_meant_from_here_after_a_walk_or_out_of_range(make_app, content):
    """The one range of the weapon table (docs/rulings.md) in the three bands of this round: a shot
    from where he stands, one after a walk (its strike ranks said), and out of range this round;
    the range overlay colours the first two."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for distance, told in ((20, "Throwing Axe in range, from here"),
                               (40, "Throwing Axe in range after a walk of 10 ft (+1 SR)"),
                               (100, "out of Throwing Axe's range this round (30 ft, and a walk of ")):
            screen = fight(content, distance=distance, count=1)
            await app.push_screen(screen)
            await pilot.press("full_stop")
            assert told in intent_text(screen), intent_text(screen)
            await pilot.press("t")
            bands = set(screen.grid.overlay.values())
            assert bands == {"range", "walk"}
            app.pop_screen()


async def test_a_failed_flight_from_the_encounter_is_fought_on_the_grid(make_app, content, saves):
    """Wolves outrun a dwarf: r on the encounter screen tells it and opens the grid, the dwarf caught
    unaware 10 ft from them (docs/rulings.md); no fight is resolved unseen."""
    from test_encounter import campaign_home

    from thirdage_tui.world.encounters import Meeting

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        home = campaign_home(content, saves, band=Meeting("wolf", 2, "day", None))
        await app.push_screen(home)
        await pilot.pause()
        assert await settled(pilot, lambda: "Bestiary" in str(app.screen.query("#encounter-lore").first().border_title
                                                                if app.screen.query("#encounter-lore") else ""))
        await pilot.press("r")
        assert await settled(pilot, lambda: isinstance(app.screen, BattleScreen))
        battle = app.screen.battle
        dwarf, wolf = battle.c[0], battle.c[1]
        assert dwarf.surprise_sr > 0 and battle.distance(dwarf, wolf) <= 10 and battle.round == 0
        assert any("faster" in e.text for e in home.campaign.journal)
        assert any(e.kind == "surprise" and "Borin is caught unaware, the foe 10 ft off: 3 SR slower" in e.text
                   for e in battle.log), "the grid's log says so"


async def test_magic_stated_reads_cast_its_name_on_its_target(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, hero="halbarad")
        await app.push_screen(screen)
        await pilot.press("full_stop", "c")
        assert await settled(pilot, lambda: isinstance(app.screen, PickScreen))
        await pilot.press("enter")
        await settled(pilot, lambda: app.screen is screen)
        text = intent_text(screen)
        assert "cast " in text and " on Goblin" in text and "use magic" not in text, text
