"""Rulings that are data a modder may change: which families of foes parley (`travel.yaml`) and which
family each Know Enemy specialisation helps against (`skills.yaml`)."""

from __future__ import annotations

import pytest

from thirdage_tui.content.loaded import load_with_mods
from thirdage_tui.content.paths import base_content_dir


def test_who_parleys_and_what_know_enemy_serves_against_are_read_from_content(content):
    """The fight and the meeting read these rulings from content, so a mod changes them."""
    from thirdage_tui.campaign.meetings import can_parley
    from thirdage_tui.combat.profiles import foe_lore

    assert content.travel.parley == ["men", "orcs", "trolls"]
    assert can_parley(content, "goblin") and not can_parley(content, "wolf")
    assert foe_lore({"know_enemy:uruk_hai": 7, "know_enemy:orcs": 5, "climb": 9}, content) == {"orcs": 7}


@pytest.mark.parametrize(("against", "message"), [
    ("{balrogs: demons}", "against: balrogs is not one of its specialisations"),
    ("{orcs: goblins}", ("against.orcs: 'goblins' is not allowed; expected one of: men, orcs, trolls, wolves, "
                         "spiders, birds, undead, dragons, demons, trees")),
])
def test_a_know_enemy_family_must_be_a_specialisation_and_a_family(tmp_path, against, message):
    mod = tmp_path / "lore"
    mod.mkdir()
    (mod / "mod.yaml").write_text("id: lore\nname: Lore\nversion: '1.0'\n")
    (mod / "skills.yaml").write_text(f"- {{id: know_enemy, replace: true, copy_from: know_enemy, against: {against}}}\n")
    [report] = load_with_mods([base_content_dir()], [mod]).reports
    assert not report.loaded and [e.message for e in report.errors] == [f"skill 'know_enemy': {message}"]
