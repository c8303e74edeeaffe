"""The creation wizard, played by keys alone, for a hero of every race."""

from __future__ import annotations

import json

import pytest
from tui_helpers import create_hero, go, settled, type_at_once, wizard_keys

from thirdage_tui.engine.defaults import attribute_weights
from thirdage_tui.engine.herofile import hero_from_json
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.persistence.heroes import hero_document
from thirdage_tui.tui.screens.hero_sheet import SheetScreen
from thirdage_tui.tui.screens.wizard import CreationScreen
from thirdage_tui.tui.widgets.sheet_view import SheetView

RACES = ("human", "noldor", "sindar", "avari", "dwarf", "hobbit")


@pytest.mark.rule("2.0")
@pytest.mark.parametrize("race", RACES)
async def test_wizard_makes_and_saves_a_hero_of_every_race(race, make_app, saves, content):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await create_hero(pilot, race, f"Test {race}")
        assert isinstance(app.screen, SheetScreen)
        [path] = list(saves.glob("*.json"))
        data = json.loads(path.read_text(encoding="utf-8"))
        hero = hero_from_json(data, content)
        expected = character_sheet(hero, content)
        shown = app.screen.query_one(SheetView).sheet
        assert shown == expected
        assert data == hero_document(hero, content)
        assert (hero.race, hero.name) == (race, f"Test {race}")
        assert len(hero.weapons) == len(content.backgrounds[hero.background].weapon_points)
        assert all(0 < v for v in hero.attributes.values())


async def test_escape_goes_back_a_step_and_leaves_from_the_first(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await go(pilot, "n")
        await go(pilot, "enter")
        screen = app.screen
        assert isinstance(screen, CreationScreen) and screen.step.title == "Nation"
        await go(pilot, "escape")
        assert screen.step.title == "Race"
        await go(pilot, "escape")
        assert not isinstance(app.screen, CreationScreen)


async def test_next_without_a_choice_warns_and_stays(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in "n", "enter", "enter", "enter":  # human, first nation, first background
            await go(pilot, key)
        screen = app.screen
        assert screen.step.title == "Attributes"
        await go(pilot, "ctrl+n")
        assert screen.step.title == "Attributes"
        assert any("Place a set" in n.message for n in app._notifications)


async def test_overspending_hero_magic_is_refused_with_a_notice(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in "n", "enter", "enter", "enter":
            await go(pilot, key)
        await go(pilot, "a", "ctrl+n")
        draft = app.screen.draft
        await go(pilot, *["enter", "down"] * len(draft.weapon_points), "ctrl+n")
        await go(pilot, *["enter", "down"] * sum(1 for s in draft.skill_slots() if not s.given), "ctrl+n")
        assert app.screen.step.title == "Magic"
        await pilot.press(*["enter", "down"] * len(draft.hero_magic_choices()))
        await pilot.pause()
        spent = sum(draft.content.hero_magic[m].learn_cost(lv) for m, lv in draft.hero_magic.items())
        assert 0 < spent <= draft.hero_magic_budget
        assert any(n.severity == "error" for n in app._notifications)


async def test_placing_a_taken_set_swaps_it(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await go(pilot, "n")
        await go(pilot, "down", "enter")  # noldor
        await go(pilot, "enter")  # the first background
        draft = app.screen.draft
        await pilot.press("1", "1")  # set 1 on STR, then on CON: STR is left without
        assert draft.placement == {"CON": 0}
        await pilot.press("up", "up", "2", "1")  # STR gets set 2; set 1 again on CON changes nothing
        assert draft.placement == {"STR": 1, "CON": 0}
        await pilot.press("up", "up", "1")  # set 1 onto STR: CON gets STR's set 2
        assert draft.placement == {"STR": 0, "CON": 1}


async def test_saving_twice_never_overwrites(make_app, saves):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await create_hero(pilot, "dwarf", "Gimli")
        await go(pilot, "escape")
        await create_hero(pilot, "dwarf", "Gimli")
    assert sorted(p.name for p in saves.glob("*.json")) == ["gimli-2.json", "gimli.json"]


async def _to_mage_step(pilot, title: str):
    """Walk a Noldor Mage through the wizard (first choices) up to the step called `title`."""
    await go(pilot, "n", "down", "enter", "enter", *"1234567", "ctrl+n")
    return await _picking_up_to(pilot, title)


async def _picking_up_to(pilot, title: str):
    """From the weapons step, fill each step's picks (weapons, then skills) and go on, up to the step `title`."""
    draft = pilot.app.screen.draft
    for picks in (len(draft.weapon_points), sum(1 for s in draft.skill_slots() if not s.given)):
        if pilot.app.screen.step.title == title:
            break
        await go(pilot, *["enter", "down"] * picks, "ctrl+n")
    return pilot.app.screen


async def test_a_weapons_damage_and_strike_rank_show_before_it_is_picked(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_mage_step(pilot, "Weapons")
        info = screen.query_one(".step-info")
        text = "\n".join(line.text for line in info.render_lines(info.region.reset_offset))
        assert "Damage" in text and "Strike rank" in text


async def test_a_long_list_scrolls_to_its_cursor_and_leaves_room_for_the_entry(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_mage_step(pilot, "Magic")
        await pilot.press("end")
        spells = screen.query_one(".step-list")
        info = screen.query_one(".step-info")
        assert spells.scroll_offset.y > 0
        assert info.region.height > 0 and info.region.bottom <= screen.query_one("#wizard-step").region.bottom


async def test_a_long_skill_name_wraps_under_itself_at_80_columns(make_app):
    from thirdage_tui.tui.widgets.pickers import OrderedPicker

    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_mage_step(pilot, "Skills")
        skills = screen.query_one(OrderedPicker)
        skills.highlighted = [key for key, _ in skills.options_].index("speak_other_language:black_speech")
        await pilot.pause()
        shown = [line.text for line in skills.render_lines(skills.region.reset_offset)]
        assert "Speak Other Language (Black Speech)" in " ".join(" ".join(shown).split())
        assert not any("…" in line for line in shown)
        at = next(n for n, line in enumerate(shown) if "(Black" in line)
        assert shown[at + 1].index("Speech)") == shown[at].index("Speak")


@pytest.mark.parametrize("race", ["human", "dwarf", "noldor"])
async def test_keys_typed_at_full_speed_make_the_same_hero_as_keys_typed_slowly(race, make_app, content, tmp_path):
    """Every key reaches the step it was meant for, however fast it comes: no crash while a step
    mounts, no key lost or given to the step that is leaving (Right Right raises a level twice)."""
    heroes = []
    for pace in ("slow", "fast"):
        app = make_app(saves_dir=tmp_path / pace)
        async with app.run_test(size=(160, 50)) as pilot:
            keys = wizard_keys(content, race, "Swift")
            if pace == "slow":
                await create_hero(pilot, race, "Swift")
            else:
                type_at_once(app, [key for group in keys for key in group])
                assert await settled(pilot, lambda app=app: isinstance(app.screen, SheetScreen), tries=200)
            heroes.append(app.screen.hero)
    slow, fast = heroes
    assert fast == slow
    if content.races[race].needs_nation or race == "dwarf":
        assert 2 in slow.hero_magic.values()


async def test_the_attributes_step_warns_of_a_fragile_hero(make_app):
    """Low sets placed in the rolled order leave 4 hit points and arms of 1: the step says so."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in "n", "enter", "enter", "enter":  # human, first nation, first background
            await go(pilot, key)
        pane = app.screen.pane
        pane.draft.sets = (9, 5, 8, 13, 6, 12, 10)
        pane.refresh_board()
        await go(pilot, "a")
        shown = str(pane.query_one(".step-sets").render())
        assert "Fragile: 4 hit points, 1 in the right arm and the left arm" in shown
        assert app.screen.draft.frailty() is not None


async def test_best_fit_puts_the_best_sets_on_what_the_background_needs(make_app):
    """s on the attributes step: every set placed once, the higher sets on the attributes the background
    weighs more (a Mage: INT, then POW), as `hero new` places them."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await go(pilot, "n", "down", "enter", "enter")  # noldor, mage
        draft = app.screen.draft
        assert draft.require_background().id == "mage"
        draft.sets = (9, 5, 8, 13, 16, 12, 10)
        app.screen.pane.refresh_board()
        await go(pilot, "s")
        assert sorted(draft.placement.values()) == list(range(7))
        weights = attribute_weights(draft.require_background(), draft.content)
        by_weight = sorted(draft.placement, key=lambda a: -weights[a])
        assert [draft.sets[draft.placement[a]] for a in by_weight] == sorted(draft.sets, reverse=True)
        assert by_weight[:2] == ["INT", "POW"]


async def _to_human_step(pilot, title: str):
    """Walk a human (the first nation and background) through the wizard up to the step `title`."""
    await go(pilot, "n", "enter", "enter", "enter")
    if title != "Attributes":
        await go(pilot, "a", "ctrl+n")
    return await _picking_up_to(pilot, title)


async def test_enter_on_a_pick_made_goes_on_and_never_unpicks_it(make_app):
    """Enter picks; on an option picked already (or once all are) it goes on, as on every other step;
    Space picks and unpicks."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_human_step(pilot, "Weapons")
        assert screen.step.title == "Weapons"
        first = screen.draft.weapon_choices()[0].id
        await go(pilot, "enter", "enter")  # the first picked, then Enter again on it: still picked
        picker = screen.query_one("OrderedPicker")
        assert picker.picks == [first] and screen.step.title == "Weapons"
        assert any("Pick" in n.message and "more" in n.message for n in app._notifications)
        await go(pilot, "space")
        assert picker.picks == []
        await go(pilot, "space", *["down", "enter"] * (len(screen.draft.weapon_points) - 1))
        assert picker.complete
        await go(pilot, "enter")
        assert screen.step.title == "Skills" and screen.draft.weapons[0] == first


async def test_enter_goes_on_from_the_attributes_magic_and_kit_without_changing_them(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_human_step(pilot, "Attributes")
        await go(pilot, "enter")
        assert screen.step.title == "Attributes"  # nothing placed yet: it says so
        await go(pilot, "a", "enter")
        assert screen.step.title == "Weapons"
        for picks in (len(screen.draft.weapon_points), sum(1 for s in screen.draft.skill_slots() if not s.given)):
            await go(pilot, *["enter", "down"] * picks, "enter")
        assert screen.step.title == "Magic"
        await go(pilot, "enter")  # the first Hero Magic taken
        taken = dict(screen.draft.hero_magic)
        assert taken
        await go(pilot, "enter")  # Enter on it again: kept, and on to the kit
        assert screen.step.title == "Equipment" and screen.draft.hero_magic == taken
        kit = [c.chosen for c in screen.draft.equipment_choices()]
        await go(pilot, "enter")
        assert screen.step.title == "Name" and [c.chosen for c in screen.draft.equipment_choices()] == kit


async def test_the_step_counter_never_counts_backwards(make_app):
    """Choosing a hobbit drops the Nation step: the title counts the steps passed and names the next,
    with no total that shrinks (1/10, then 2/9)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await go(pilot, "n")
        holder = app.screen.query_one("#wizard-step")
        titles = [(holder.border_title, holder.border_subtitle)]
        await go(pilot, "end", "enter")  # hobbit, the last race
        titles.append((holder.border_title, holder.border_subtitle))
        assert titles == [("Step 1: Race", "next: Nation"), ("Step 2: Background", "next: Attributes")]


async def test_a_refusal_is_told_as_a_sentence(make_app):
    """The engine's refusal of an empty name begins in lower case (for the command line's 'error:'):
    the notification begins with a capital."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_human_step(pilot, "Magic")
        await go(pilot, "ctrl+n", "ctrl+n", "enter")
        assert screen.step.title == "Name"
        told = [n.message for n in app._notifications if n.title == "Not yet"]
        assert told and told[-1].startswith("A name has"), told


async def test_the_preview_shows_the_weapons_picked_so_far(make_app):
    """One weapon picked of three: the draft has none yet, but the preview shows that one, and the next
    as it is picked; unpicked, it goes again."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_human_step(pilot, "Weapons")
        first, second = (w.name for w in screen.draft.weapon_choices()[:2])
        body = screen.query_one("#preview-body")

        def previewed() -> str:
            return "\n".join(line.text for line in body.render_lines(body.region.reset_offset))

        assert first not in previewed()
        await go(pilot, "enter")
        assert screen.draft.weapons is None and first in previewed() and second not in previewed()
        await go(pilot, "down", "enter")
        assert first in previewed() and second in previewed()
        await go(pilot, "backspace")
        assert first in previewed() and second not in previewed()


async def test_the_preview_shows_the_skills_picked_so_far(make_app):
    """A skill not yet on the sheet, picked first of several: the draft has none yet, but the preview
    lists it."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _to_human_step(pilot, "Skills")
        body = screen.query_one("#preview-body")

        def previewed() -> str:
            return "\n".join(line.text for line in body.render_lines(body.region.reset_offset))

        options = screen.query_one("OrderedPicker").options_
        at, name = next((i, name) for i, (_, name) in enumerate(options) if name not in previewed())
        await go(pilot, *["down"] * at, "enter")
        assert screen.draft.skills is None and name in previewed()
