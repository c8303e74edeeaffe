"""The end of a fight told as the campaign carries it back: what is taken and what is left, a hero
slain where he fell, wounds in the words the company panel uses, and ticks that the workshop only
shows."""

from __future__ import annotations

from dataclasses import replace

from heroes import starting_dwarf

from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.combat.aftermath import Aftermath
from thirdage_tui.combat.outcome import FighterEnd, Hurt, Outcome
from thirdage_tui.tui.screens.fight_end import aftermath_text
from thirdage_tui.tui.widgets.company_panel import company_text

THRAIN = FighterEnd(uid="Thrain", side=0, ref="Thrain", kind="hero", status="fighting", dead=False, fled=False,
                    surrendered=False, out=False, maimed=False, hp_left=14, hit_points=16,
                    hurts=(Hurt("left_leg", "Left leg", 2),), pow_spent=0, granted_used=(),
                    felled_with=("one_handed_axe",))
ORC = FighterEnd(uid="Orc 1", side=1, ref="mordor_orc", kind="creature", status="dead", dead=True, fled=False,
                 surrendered=False, out=False, maimed=False, hp_left=0, hit_points=11, hurts=(), pow_spent=0,
                 granted_used=(), felled_with=())


def won(**kw) -> Aftermath:
    outcome = Outcome("victory", 3, (THRAIN, ORC), foes_hold=False)
    return Aftermath(outcome, kw.get("silver", 2), kw.get("gear", ()), {"Thrain": THRAIN.felled_with}, {}, ())


def test_what_the_foes_carried_is_told_as_left_where_they_fell_not_as_loot(content):
    text = aftermath_text(won(gear=("bow", "bow")), content, ("Thrain takes 2 silver, and Bow ×2 left where they fell.",))
    assert "[b]Loot[/b]: 2 silver\n" in text and "Left where they fell: Bow ×2" in text
    assert "[b]Loot[/b]: none" in aftermath_text(won(silver=0), content, ())


def test_a_hero_left_on_a_field_the_foes_hold_is_told_slain_and_carries_no_wounds_away(content):
    down = replace(THRAIN, status="shock", hp_left=1, out=True, felled_with=())
    outcome = Outcome("defeat", 4, (down, replace(ORC, status="fighting", dead=False, hp_left=11)), foes_hold=True)
    text = aftermath_text(Aftermath(outcome, 0, (), {}, {}, ("Thrain",)), content, ("Thrain falls: slain.",))
    assert "Thrain: shock, 1/16 HP; then slain where he lay (the foes hold the field)" in text
    assert "Left leg" not in text and "[b]Wounds carried away[/b]\nnobody lives to carry any" in text


def test_wounds_carried_away_read_as_the_company_panel_reads_them(content):
    campaign = new_campaign(content, starting_dwarf(), seed=1)
    campaign.replace_hero(campaign.hero.evolve(wounds={"left_leg": 2}))
    assert "wounds: Left leg 2" in company_text(campaign, content)
    assert f"{THRAIN.uid}: Left leg 2" in aftermath_text(won(), content, ())


def test_the_workshop_shows_what_would_be_ticked_and_the_campaign_what_was(content):
    assert "[b]Would be ticked for improvement (4.4)[/b]" in aftermath_text(won(), content)
    played = aftermath_text(won(), content, ("Thrain's One-handed Axe ticked.",))
    assert "[b]Ticked for improvement (4.4)[/b]" in played and "Would be" not in played
