"""The fight on the grid, played by keys only: a fight won, a fight to the hero's death, a skill
used; a stray space that holds no turn, the weapon in hand not offered again, the armour magic gives
on the body panel; the log wrapped to its width; and how the grid, the strike-rank track and the log look."""

from __future__ import annotations

from random import Random

import pytest
from heroes import starting_dwarf
from textual.widgets import Static
from tui_helpers import play_by_keys

from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.tui.screens.fight_end import AftermathScreen
from thirdage_tui.tui.screens.grid_fight import BattleScreen
from thirdage_tui.tui.widgets.combat_log import CombatLog, plain

ONE_ROUND = ("full_stop", "f", "space", "space", "space")
"""Attack the nearest foe, then step through the strike ranks."""
SIZES = pytest.mark.parametrize("size", [(80, 24), (160, 50)], ids=["80x24", "160x50"])


def fight(content, foe: str, count: int, seed: int = 3, terrain: str = "forest") -> BattleScreen:
    battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary[foe], count)],
                    Random(seed), terrain=terrain, distance_ft=30)
    return BattleScreen(battle)


async def test_a_fight_won_by_keys(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "crebain", 1)
        await app.push_screen(screen)
        await play_by_keys(pilot, screen)
        assert isinstance(app.screen, AftermathScreen)
        assert app.screen.aftermath.outcome.ending == "victory"
        assert "Victory!" in str(app.screen.query_one("#aftermath-text", Static).render())
        attacks = [e for e in screen.battle.log if e.kind == "attack" and e.actor == "Borin"]
        assert attacks and all(e.roll is not None and e.need is not None for e in attacks)
        await pilot.press("enter")
        assert app.screen is not screen


async def test_a_fight_to_the_heros_death_by_keys(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "balrog", 1, terrain="cave")
        await app.push_screen(screen)
        await play_by_keys(pilot, screen)
        assert isinstance(app.screen, AftermathScreen)
        assert app.screen.aftermath.outcome.ending == "defeat"
        borin = screen.battle.c[0]
        assert borin.dead or borin.out


async def test_dice_detail_is_one_key_away(make_app, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 1, terrain="open")
        await app.push_screen(screen)
        await pilot.press("G")
        log = screen.query_one(CombatLog)
        plain_lines = "\n".join(s.text for s in log.lines)
        assert "d20" not in plain_lines
        log.action_toggle_dice()  # the battle, its log wrapped to its width, lies under the aftermath
        await pilot.pause()
        assert "d20" in "\n".join(s.text for s in log.lines)


async def test_a_skill_is_stated_and_used_by_keys(make_app, content):
    """q offers the skills the fighter can use; Hide in Cover is stated and rolled at its strike rank."""
    from textual.widgets import OptionList

    from thirdage_tui.tui.screens.grid_fight import PickScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 1, terrain="open")
        await app.push_screen(screen)
        await pilot.press("q")
        pick = app.screen
        assert isinstance(pick, PickScreen)
        ids = [key for key, _ in pick.options]
        assert "hide_in_cover" in ids and "move_silently" in ids
        pick.query_one(OptionList).highlighted = ids.index("hide_in_cover")
        await pilot.press("enter")
        assert "Hide in Cover" in str(screen.query_one("#battle-intent", Static).render())
        await pilot.press("space", "space", "space", "space")
        assert any(e.kind == "skill" and e.actor == "Borin" and e.roll is not None for e in screen.battle.log)


async def test_the_magic_picker_gives_a_level_only_to_variable_magic(make_app, content):
    from heroes import starting_ranger
    from textual.widgets import OptionList

    from thirdage_tui.tui.screens.grid_fight import PickScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        battle = muster(content, [hero_profile(starting_ranger(), content)], [(content.bestiary["goblin"], 1)],
                        Random(3))
        screen = BattleScreen(battle)
        await app.push_screen(screen)
        await pilot.press("c")
        pick = app.screen
        assert isinstance(pick, PickScreen)
        labels = dict(pick.options)
        assert labels["sure_blow:1"] == "Sure Blow (POW 1)" and labels["speed:1"] == "Speed 1 (POW 1)"
        pick.query_one(OptionList).highlighted = list(labels).index("sure_blow:1")
        await pilot.press("enter")
        assert "cast Sure Blow on" in str(screen.query_one("#battle-intent", Static).render())


async def test_an_unarmed_hero_is_told_he_has_nothing_to_attack_with(make_app, content):
    from test_travel_screen import WANDERER

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        battle = muster(content, [hero_profile(WANDERER, content)], [(content.bestiary["goblin"], 1)], Random(3))
        screen = BattleScreen(battle)
        await app.push_screen(screen)
        await pilot.press("full_stop", "f")
        assert screen.draft.target is None
        assert any("nothing to attack with" in n.message for n in app._notifications)


@pytest.mark.parametrize("key", ["f", "t"])
async def test_a_blow_stated_with_the_cursor_on_the_fighter_goes_to_the_nearest_foe(make_app, content, key):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary["goblin"], 2)],
                        Random(3))
        screen = BattleScreen(battle, controlled=frozenset({1}))
        await app.push_screen(screen)
        goblin = screen.actor
        await pilot.press(key)
        assert screen.draft.target is not None and screen.draft.target is not goblin
        assert screen.draft.target.side != goblin.side


def tells_all(log: CombatLog) -> bool:
    """Every line fits the log's width, and every word of the fight is there, in order."""
    width = log.scrollable_content_region.width
    told = " ".join(plain(e) for e in log.events).split()
    return all(line.cell_length <= width for line in log.lines) and \
        " ".join(line.text for line in log.lines).split() == told


async def test_long_log_lines_wrap_at_80_columns(make_app, content):
    """At 80x24 a line longer than the log is wide wraps whole; a round told on a wide terminal is
    wrapped afresh when it is narrowed to 80x24 again."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 3, seed=5)
        await app.push_screen(screen)
        log = screen.log_view
        for size in ((80, 24), (160, 50), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.press(*ONE_ROUND)
            assert tells_all(log), size
        assert max(len(plain(e)) for e in log.events) > log.scrollable_content_region.width


class TestBattleLooks:
    """The grid, the strike-rank track, the status and the log, after one round (fixed seed)."""

    @SIZES
    def test_after_one_round(self, snap_compare, make_app, content, size):
        app = make_app()

        async def one_round(pilot):
            screen = fight(content, "goblin", 3, seed=5)
            await app.push_screen(screen)
            await pilot.press(*ONE_ROUND)
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=one_round)

    @SIZES
    def test_a_throw_stated_with_its_range_bands(self, snap_compare, make_app, content, size):
        """Borin's throwing axe at the nearest goblin: the bands of this round on the grid, the
        readying's 5 SR in the intent's line."""
        app = make_app()

        async def throw(pilot):
            await app.push_screen(fight(content, "goblin", 3, seed=5, terrain="open"))
            await pilot.press("t")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=throw)

    @SIZES
    def test_space_with_nothing_chosen_asks(self, snap_compare, make_app, content, size):
        app = make_app()

        async def asked(pilot):
            await app.push_screen(fight(content, "goblin", 3, seed=5, terrain="open"))
            await pilot.press("space")
            await pilot.pause()

        assert snap_compare(app, terminal_size=size, run_before=asked)


async def test_a_stray_space_after_the_strike_ranks_gives_no_ones_turn_away(make_app, content):
    """Space with no action chosen asks (the tactics' advice in words, or holding; a second stray
    space chooses nothing there), Esc leaves the choice to the player; z holds on purpose."""
    from thirdage_tui.combat.intent import HOLD
    from thirdage_tui.tui.screens.grid_fight import PickScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 3, seed=5)
        await app.push_screen(screen)
        await pilot.press("full_stop", "f", "space")
        while screen.actor is None:
            await pilot.press("space")
        borin = screen.actor
        await pilot.press("space", "space")
        assert isinstance(app.screen, PickScreen) and "no action yet" in app.screen.title_text
        assert app.screen.options[0][1].startswith("As the tactics advise: attack Goblin")
        await pilot.press("escape")
        assert screen.actor is borin and borin.uid not in screen.stated
        await pilot.press("z", "space")
        assert screen.stated[borin.uid].action == HOLD


async def test_ready_offers_only_the_weapons_not_in_hand(make_app, content):
    from thirdage_tui.tui.screens.grid_fight import PickScreen

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 1)
        await app.push_screen(screen)
        borin = screen.actor
        await pilot.press("e")
        assert isinstance(app.screen, PickScreen)
        offered = [int(key) for key, _ in app.screen.options]
        assert offered and borin.main not in offered
        assert [borin.p.arms[i].name for i in offered] == ["Throwing Axe"]


async def test_the_body_panel_shows_the_armour_magic_gives(make_app, content):
    """Shield 2 on mail of 4 (an open helm of 5): the body panel tells A6, and A7 at the head."""
    from thirdage_tui.combat.lasting import Active, recompute
    from thirdage_tui.tui.widgets.body_status import BodyStatus

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 1)
        await app.push_screen(screen)
        borin = screen.actor
        borin.effects.append(Active(content.hero_magic["shield"], 2, 3))
        recompute(borin)
        await pilot.press("right", "left")  # the cursor off Borin and back: his status told afresh
        panel = screen.query_one(BodyStatus)
        shown = "\n".join(line.text for line in panel.render_lines(panel.region.reset_offset))
        assert shown.count(" A6 ") == len(borin.p.locations) - 1 and shown.count(" A7 ") == 1


async def test_a_round_still_to_play_out_when_one_side_is_down_says_so(make_app, content):
    """The last foe falls before the round's last strike rank: the rest is played out, and said so."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for seed in range(10):
            screen = fight(content, "goblin", 2, seed=seed)
            await app.push_screen(screen)
            while app.screen is screen:
                await pilot.press(*(("full_stop", "f", "space") if screen.actor is not None else ("space",)))
                if screen.battle.over and screen.steps is not None:
                    text = screen._intent_text()
                    assert "can fight on" in text and "The fight is over" not in text
                    return
            await pilot.press("enter")
    raise AssertionError("no fight in 10 seeds ended before its round did")


async def test_moving_the_cursor_lays_out_the_screen_only_when_a_panel_changes_height(make_app, content,
                                                                                      monkeypatch):
    """The side panels are drawn afresh on each key; the whole screen is laid out again only when
    one of them grows or shrinks (a layout at 200x60 costs more than a frame)."""
    app = make_app()
    async with app.run_test(size=(200, 60)) as pilot:
        screen = fight(content, "goblin", 2, terrain="open")
        await app.push_screen(screen)
        screen.grid.focus()
        await pilot.press("right")
        await pilot.pause()
        layouts = []
        refresh_layout = type(screen)._refresh_layout
        monkeypatch.setattr(screen, "_refresh_layout", lambda *a, **k: layouts.append(1) or refresh_layout(screen, *a, **k))
        for key in ("right", "right", "left"):
            before = screen.grid.cursor
            await pilot.press(key)
            await pilot.pause()
            assert screen.grid.cursor != before
        assert layouts == []


async def campaign_fight(app, pilot, content, saves) -> BattleScreen:
    """The grid fight with four goblins met on the road at a campaign's start (its seed fixed)."""
    from test_encounter import campaign_home

    from thirdage_tui.world.encounters import Meeting

    await app.push_screen(campaign_home(content, saves, band=Meeting("goblin", 4, "day", "foes")))
    await pilot.pause()
    await pilot.press("f")
    await pilot.pause()
    assert isinstance(app.screen, BattleScreen)
    return app.screen


@pytest.mark.parametrize(("size", "zoom"), [((80, 24), 1), ((160, 50), 2), ((120, 40), 1)])
async def test_a_campaign_fight_has_the_fights_own_field_and_shows_it_whole(make_app, content, saves, size, zoom):
    """The field is the fight's own (our ruling, docs/rulings.md): 22 by 12 squares at 80x24,
    160x50 and 120x40 alike; the view zooms to twice the size where the whole field fits so, and
    every square shows."""
    app = make_app()
    async with app.run_test(size=size) as pilot:
        screen = await campaign_fight(app, pilot, content, saves)
        field = screen.battle.field
        assert (field.width, field.height) == (22, 12) and screen.grid.zoom == zoom
        assert screen.grid.size.height >= field.height * zoom and screen.grid.size.width >= field.width * 2 * zoom


async def test_the_same_seeded_fight_plays_the_same_at_80x24_and_160x50(make_app, content, tmp_path):
    """Same seed, same keys, same fight, whatever the terminal: three rounds of blows at the
    nearest goblin read the same log at both sizes."""
    logs = []
    for n, size in enumerate(((80, 24), (160, 50))):
        app = make_app()
        async with app.run_test(size=size) as pilot:
            screen = await campaign_fight(app, pilot, content, tmp_path / str(n))
            for _ in range(3):
                if screen.actor is not None:
                    await pilot.press(*ONE_ROUND[:2], "enter")
            logs.append([e.text for e in screen.battle.log])
    assert len(logs[0]) > 10 and logs[0] == logs[1]


async def test_cover_has_its_own_colour_and_the_cursor_names_the_ground(make_app, content):
    from thirdage_tui.combat.battlefield import GROUNDS
    from thirdage_tui.tui.widgets.field_view import COVER, ground_token, ground_words

    assert all((ground_token(g).style.bgcolor == COVER.bgcolor) is g.cover for g in GROUNDS.values())
    assert ground_words(GROUNDS["tree"]) == "trees (cover, no way through)"
    assert ground_words(GROUNDS["door"]) == "a shut door (cover, blocks sight, no way through)"  # a site's grounds too
    assert ground_words(GROUNDS["slope"]) == "a slope (2 squares of move)" and ground_words(GROUNDS["grass"]) == "grass"
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = fight(content, "goblin", 1)
        await app.push_screen(screen)
        field, (x, y) = screen.battle.field, screen.grid.cursor
        await pilot.press("up")
        words = ground_words(field.ground((x, y - 1)))
        assert f"Cursor: 5 ft N, {words}." in str(screen.query_one("#battle-intent", Static).render())
