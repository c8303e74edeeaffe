"""The command line speaks the content's words (ids only where one must be typed, then with its name)
and counts in good English (`engine.wording.counted`)."""

from __future__ import annotations

from pathlib import Path

from thirdage_tui.engine.wording import counted

EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "heroes"


def test_one_is_singular_and_every_other_count_plural():
    assert [counted(n, "round") for n in (0, 1, 2)] == ["0 rounds", "1 round", "2 rounds"]
    assert counted(1.5, "mile") == "1.5 miles" and counted(1.0, "day") == "1 day"
    assert counted(2, "foe", "foemen") == "2 foemen" and counted(1_234_567, "mile") == "1234567 miles"


def test_hero_show_names_race_nation_background_and_locations(thirdage):
    sheet = thirdage("hero", "show", EXAMPLES / "halbarad.json").out
    assert sheet.splitlines()[0] == "Halbarad — Human (Dúnedain), Ranger"
    assert "\nRight leg " in sheet and "right_leg" not in sheet and "dunedain" not in sheet


def test_bestiary_show_names_locations_and_haunts(thirdage):
    block = thirdage("bestiary", "show", "wolf").out
    assert "Right hind leg 4 (1)" in block and "right_hind_leg" not in block
    assert "Haunts: Eriador, Rhovanion" in block and "rhovanion" not in block


def test_a_weapon_not_carried_lists_ids_with_their_names(thirdage):
    result = thirdage("resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "sword",
                      "--defender", "bestiary:wolf", "--rolls", "5,5,5")
    assert result.code == 2
    assert "carried: one_handed_sword (One-handed Sword), light_shield (Light Shield), bow" in result.err


def test_a_river_whose_name_has_its_article_is_crossed_once(thirdage):
    from thirdage_tui.engine.wording import the

    assert (the("Anduin"), the("The Enchanted River")) == ("the Anduin", "the Enchanted River")
    out = thirdage("route", "rivendell", "lake-town").out
    assert "crosses " in out and "the The" not in out and "crosses The" not in out


def test_names_are_listed_as_a_sentence_lists_them():
    from thirdage_tui.engine.wording import listed

    assert [listed(n) for n in ([], ["Bo"], ["Bo", "Elwen"], ["Bo", "Elwen", "Gimbur"])] == [
        "", "Bo", "Bo and Elwen", "Bo, Elwen and Gimbur"]


def test_a_name_inside_a_sentence_takes_its_article_in_small_letters():
    from thirdage_tui.engine.wording import in_sentence

    assert in_sentence("The Carrock") == "the Carrock"
    assert in_sentence("A barrow on the Downs") == "a barrow on the Downs"
    assert in_sentence("An orc-hold under Mount Gram") == "an orc-hold under Mount Gram"
    assert in_sentence("Bree") == "Bree" and in_sentence("Amon Sûl") == "Amon Sûl" and in_sentence("The") == "The"
