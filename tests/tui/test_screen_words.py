"""What the screens say, read as a newcomer would: Defence named apart on the sheet, a hero carried
home in explorer mode not mourned as fallen, a race's folk and a kit's items in words, the codex's
`/` that never types a slash, and the weapons table that keeps every name whole in the wizard."""

from __future__ import annotations

import re
from types import SimpleNamespace

from rich.console import Console
from textual.widgets import Input

from thirdage_tui.engine.statblock import WeaponLine
from thirdage_tui.tui.screens.codex import CodexScreen
from thirdage_tui.tui.screens.hall import tale_text
from thirdage_tui.tui.widgets import hero_parts as parts
from thirdage_tui.tui.widgets.entry_view import EntryRenderer

PREVIEW_ROOM = 36
"""The columns the wizard's preview gives its text at 80x24 (42 less its border, padding and scrollbar)."""


def text_of(renderable, width: int = 60) -> str:
    console = Console(width=width, color_system=None)
    with console.capture() as captured:
        console.print(renderable)
    return captured.get()


def tale(**changes):
    return {"hero": "Hirgon", "race": "human", "background": "ranger", "explorer": False, "cause": "slain by a wolf",
            "fell_on": "3 Afteryule 2760", "days": 9, "miles": 40, "fights": 2, "foes_slain": 1,
            "errands": {"done": [], "failed": []}, "reputation": {}, "seed": 5, "score": 10} | changes


def test_the_sheet_names_the_defence_modifier_and_the_defence_to_split_apart(content):
    from tui_helpers import sample_hero

    from thirdage_tui.engine.sheet import character_sheet

    sheet = character_sheet(sample_hero(content), content)
    shown = text_of(parts.abilities(sheet)) + text_of(parts.vitals(sheet))
    assert "Ability modifiers" in shown and len(re.findall(r"Defence\s+[+-]?\d", shown)) == 1
    assert f"{parts.DEFENCE_TO_SPLIT} {sheet.defence}" in " ".join(text_of(parts.vitals(sheet)).split())


def test_the_sheet_tells_enc_in_quarters_as_the_journal_does(content):
    from thirdage_tui.engine.encumbrance import Enc

    told = text_of(parts.enc_text(Enc(carried=3.75, max=4, over=0, cannot_move=False, mount_load=0.0,
                                      mount_capacity=0.0, small=3.5, room=7.0)))
    assert told.startswith("3.75 / 4")  # was "3.8 / 4", beside the journal's "ENC 3.75/4"


def test_a_hero_slowed_to_one_square_moves_1_square(content):
    from dataclasses import replace

    from tui_helpers import sample_hero

    from thirdage_tui.engine.sheet import character_sheet

    sheet = character_sheet(sample_hero(content), content)
    shown = " ".join(text_of(parts.vitals(replace(sheet, move=1))).split())
    assert "Move 1 square " in shown and "1 squares" not in shown


def test_the_hall_tells_a_hero_carried_home_in_explorer_mode_as_alive(content):
    fallen, carried = tale_text(tale(), content), tale_text(tale(explorer=True), content)
    assert "slain by a wolf" in fallen and "carried home" not in fallen
    assert "Fell (slain by a wolf), 3 Afteryule 2760, and was carried home alive" in carried
    assert "the tale goes on" in carried
    assert "Errands: none" in fallen and "0 done" not in fallen
    some = tale_text(tale(errands={"done": ["Keep watch at the Carrock"], "failed": []}), content)
    assert "Errands: 1 done, 0 failed" in some and "✓ Keep watch at the Carrock" in some


def test_folk_kit_items_seats_and_offers_are_words(content):
    race = text_of(EntryRenderer(content, content.races["human"]).render(""))
    assert "Folk" in race and "Men" in race and "human" not in race.replace("Human", "")
    kit = text_of(EntryRenderer(content, content.backgrounds["ranger"]).render(""), width=100)
    assert "Open Helm" in kit and "open_helm" not in kit
    great = text_of(EntryRenderer(content, content.personalities["radagast"]).render(""))
    assert "the Maiar" in great
    for who, title in (("dain_ii", "Lord of the Iron Hills"), ("thror", "King of Durin's Folk"),
                       ("arassuil", "Chieftain of the Dúnedain")):
        seat = text_of(EntryRenderer(content, content.personalities[who]).render(""), width=100)
        assert title in seat and content.personalities[who].seat.replace("_", " ") not in seat, seat
    dain = " ".join(text_of(EntryRenderer(content, content.personalities["dain_ii"]).render(""), width=100).split())
    assert "lodging (when known)" in dain and "equipment: weapons, armour (when known)" in dain
    assert "Refuses below known" in dain and "kind:" not in dain and "reputation:" not in dain


def test_the_codex_search_finds_an_errand_by_its_title(content):
    from thirdage_tui.tui.screens.codex import matches

    errand = content.errands["grave_goods_of_the_downs"]
    assert "barrow" not in errand.name.lower() and matches(errand, ["barrow"])


def test_a_site_has_a_codex_page_in_words_never_its_plan_nor_ids(content):
    site = content.sites["barrow_of_the_downs"]
    page = " ".join(text_of(EntryRenderer(content, site).render("Site"), width=100).split())
    assert "Where entered from the Barrow-downs" in page and "Light dark: no light but what the company brings" in page
    assert "Size about 55 by 65 feet" in page and "Dwellers Barrow-wight" in page
    assert "The grave goods of the Downs (Gandalf the Grey)" in page
    assert "#" not in page and "barrow_" not in page and "Plan" not in page and "Features" not in page
    assert "bronze" not in page.lower() and "lintel" not in page.lower()  # what lies inside is found inside


def test_the_weapons_table_keeps_every_name_and_damage_whole_in_the_wizards_preview(content):
    bonus = "+1D6"  # the damage bonus of a hero whose STR and SIZ average 17-20, the most a new hero has
    lines = [WeaponLine(id=w.id, name=w.name, attack=10, parry=-3, damage=f"{w.damage}{bonus}",
                        strike_rank=10, range_ft=None)
             for w in content.weapons.values() if getattr(w, "damage", None)]
    longest = max(lines, key=lambda line: len(line.name) + len(line.damage))  # marked in hand, the widest row
    sheet = SimpleNamespace(weapons=lines, in_hand=longest.id, in_hand_chosen=False)
    drawn = text_of(parts.weapons(sheet), width=PREVIEW_ROOM).splitlines()
    for line in lines:
        assert any(line.name in row and line.damage in row for row in drawn), (line.name, drawn)
    assert "…" not in "".join(drawn)
    assert f"In hand at a fight: {longest.name}, his best (packs: e)" in " ".join(" ".join(drawn).split())


async def test_slash_in_the_codex_search_chooses_the_words_instead_of_typing_a_slash(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, CodexScreen)
        await pilot.press("slash", *"shire")
        await pilot.pause()
        search = app.screen.query_one(Input)
        assert search.value == "shire"
        await pilot.press("slash", *"bree")
        await pilot.pause()
        assert search.value == "bree"


def test_names_that_hold_a_comma_are_parted_by_semicolons(content):
    """The sword's other names are "Sword, one handed", "Sword" and "Longsword": joined by commas they
    read as four, one of them twice."""
    sword = " ".join(text_of(EntryRenderer(content, content.weapons["one_handed_sword"]).render(""), width=100).split())
    assert "Sword, one handed; Sword; Longsword" in sword
