"""Making a hero step by step: races, nations, backgrounds and what they give (2.5, 2.6; G4.1, G4.4)."""

from __future__ import annotations

import random

import pytest

from thirdage_tui.engine.creation import CreationError, Draft
from thirdage_tui.engine.sheet import character_sheet

FIGHTER = {"STR": 13, "CON": 12, "SIZ": 12, "INT": 14, "POW": 11, "DEX": 15, "CHA": 10}


def draft(content, race="human", nation="gondor", background="medium_infantry", attributes=FIGHTER, seed=1):
    d = Draft(content, random.Random(seed))
    d.set_race(race)
    if nation:
        d.set_nation(nation)
    d.set_background(background)
    if attributes:
        d.set_attributes(attributes)
    return d


def built(d: Draft, name="Hirgon"):
    d.set_name(name)
    d.fill_defaults()
    return d.build()


# -- race, nation, background ----------------------------------------------------------------------------

@pytest.mark.rule("2.5")
def test_names_match_ids_or_display_names_case_insensitively(content):
    d = Draft(content, random.Random(1))
    d.set_race("HUMAN")
    d.set_nation("Dúnedain")
    d.set_background("ranger")
    assert (d.race.id, d.nation.id, d.background.id) == ("human", "dunedain", "ranger")


@pytest.mark.rule("2.5")
@pytest.mark.parametrize(("step", "name", "message"), [
    ("set_race", "dwarff", "unknown race 'dwarff'; did you mean 'dwarf'"),
    ("set_race", "ent", "unknown race 'ent'; expected one of: avari, dwarf"),
    ("set_nation", "gonder", "did you mean 'gondor'"),
    ("set_background", "rangr", "did you mean 'ranger'"),
])
def test_unknown_names(content, step, name, message):
    with pytest.raises(CreationError, match=message):
        getattr(Draft(content, random.Random(1)), step)(name)


@pytest.mark.rule("2.5.1")
def test_the_nations_are_for_humans(content):
    d = Draft(content, random.Random(1))
    d.set_race("dwarf")
    assert d.nations() == []
    with pytest.raises(CreationError, match="nations are for the human race only"):
        d.set_nation("gondor")


@pytest.mark.rule("2.5")
@pytest.mark.parametrize(("race", "nation", "backgrounds"), [
    ("human", "gondor", {"heavy_cavalry", "heavy_infantry", "medium_infantry", "ranger", "mage"}),
    ("human", "rohirrim", {"heavy_cavalry", "light_cavalry", "light_infantry"}),
    ("human", "beorning", {"woodsman"}),
    ("noldor", None, {"mage", "medium_infantry"}),
    ("avari", None, {"woodsman", "ranger", "light_infantry"}),
    ("dwarf", None, {"heavy_infantry", "medium_infantry", "miner"}),
    ("hobbit", None, {"light_infantry", "burglar"}),
])
def test_backgrounds_allowed_by_race_and_nation(content, race, nation, backgrounds):
    d = Draft(content, random.Random(1))
    d.set_race(race)
    if nation:
        d.set_nation(nation)
    assert {b.id for b in d.backgrounds()} == backgrounds


@pytest.mark.rule("G4.1")
@pytest.mark.parametrize(("race", "nation", "background", "allowed"), [
    ("dwarf", None, "ranger", "allowed: Heavy Infantry, Medium Infantry, Miner"),
    ("human", "bree", "mage", "a Bree-folk hero cannot be Mage"),
])
def test_a_background_the_race_or_nation_does_not_allow(content, race, nation, background, allowed):
    d = Draft(content, random.Random(1))
    d.set_race(race)
    if nation:
        d.set_nation(nation)
    with pytest.raises(CreationError, match=allowed):
        d.set_background(background)


def test_changing_the_race_clears_what_it_no_longer_allows(content):
    d = draft(content, background="medium_infantry")
    d.set_weapons(["spear", "light_shield", "bow"])
    d.set_race("hobbit")
    assert (d.nation, d.background, d.weapons) == (None, None, None)


# -- attributes ------------------------------------------------------------------------------------------

@pytest.mark.rule("2.1")
def test_placing_rolled_sets_applies_the_racial_modifiers(content):
    d = Draft(content, random.Random(4))
    d.set_race("dwarf")
    sets = d.roll_sets()
    d.place({attr: i for i, attr in enumerate(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"))})
    assert d.attributes["STR"] == sets[0] + 3
    assert d.attributes["SIZ"] == min(12, max(3, sets[2] - 3))
    assert d.attributes["CHA"] == max(3, sets[6] - 3)


@pytest.mark.rule("2.1")
@pytest.mark.parametrize(("assignment", "message"), [
    ({"STR": 0, "CON": 0}, "each rolled set may be placed on one attribute only"),
    ({"STR": 7}, "set 7 does not exist"),
    ({"LUCK": 1}, "unknown attribute"),
])
def test_bad_placements(content, assignment, message):
    d = Draft(content, random.Random(4))
    d.set_race("human")
    d.roll_sets()
    with pytest.raises(CreationError, match=message):
        d.place(assignment)


@pytest.mark.rule("G4.1")
def test_given_attributes_are_checked_against_the_race(content):
    d = Draft(content, random.Random(1))
    d.set_race("hobbit")
    with pytest.raises(CreationError, match="SIZ 11 is outside the Hobbit's range 3-9"):
        d.set_attributes({"SIZ": 11})


def test_open_attributes_are_filled_from_the_rolled_sets(content):
    d = draft(content, attributes={"STR": 18})
    d.fill_defaults()
    assert d.attributes["STR"] == 18
    placed = sorted(d.attributes[a] for a in ("CON", "SIZ", "INT", "POW", "DEX", "CHA"))
    assert placed == sorted(d.sets)[1:]


# -- weapons and skills ----------------------------------------------------------------------------------

@pytest.mark.rule("G4.4")
def test_weapon_points_attack_and_parry(content):
    """Attack = points + Attack modifier, parry = points + Parry modifier; shields parry only, bows
    attack only. FIGHTER: Attack +2 (INT 14 +1, DEX 15 +1), Parry +1 (DEX 15)."""
    d = draft(content)
    d.set_weapons(["One-handed Sword", "Light Shield", "Shortbow"])
    sheet = character_sheet(built(d), content)
    assert sheet.abilities["attack"] == 2 and sheet.abilities["parry"] == 1
    lines = {w.id: w for w in sheet.weapons}
    assert (lines["one_handed_sword"].attack, lines["one_handed_sword"].parry) == (12, 11)
    assert (lines["light_shield"].attack, lines["light_shield"].parry) == (None, 6)
    assert (lines["bow"].attack, lines["bow"].parry) == (7, None)


@pytest.mark.rule("G4.4")
def test_a_carried_weapon_without_points_uses_the_modifiers_alone(content):
    """The medium infantry's kit shield, when the hero chose no shield among his weapons."""
    d = draft(content)
    d.set_weapons(["spear", "javelin", "one_handed_sword"])
    d.set_equipment({4: "heavy_shield"})
    shield = {w.id: w for w in character_sheet(built(d), content).weapons}["heavy_shield"]
    assert (shield.attack, shield.parry) == (None, 1)


@pytest.mark.rule("G4.3")
def test_damage_bonus_goes_to_melee_and_thrown_weapons_only(content):
    d = draft(content, attributes=FIGHTER | {"STR": 16, "SIZ": 16})
    d.set_weapons(["spear", "javelin", "bow"])
    lines = {w.id: w for w in character_sheet(built(d), content).weapons}
    assert (lines["spear"].damage, lines["javelin"].damage, lines["bow"].damage) == ("1D8+1D4", "1D6+1D4", "1D6")


@pytest.mark.rule("2.6")
@pytest.mark.parametrize(("weapons", "message"), [
    (["spear", "light_shield"], "2 weapons chosen; the background gives 3"),
    (["spear", "light_shield", "bow", "javelin"], "4 weapons chosen"),
    (["spear", "spear", "bow"], "the same weapon is chosen twice"),
    (["great_axe", "light_shield", "bow"], "Great Axe is not offered to a Medium Infantry"),
    (["spaer", "light_shield", "bow"], "did you mean 'spear'"),
])
def test_bad_weapon_choices(content, weapons, message):
    with pytest.raises(CreationError, match=message):
        draft(content).set_weapons(weapons)


@pytest.mark.rule("2.6")
def test_weapon_lists_are_by_folk(content):
    assert "great_axe" in {w.id for w in draft(content, "dwarf", None).weapon_choices()}
    assert "longbow" in {w.id for w in draft(content, "sindar", None).weapon_choices()}
    assert "bow" in {w.id for w in draft(content).weapon_choices()}


@pytest.mark.rule("G4.4")
def test_background_skills_levels_and_points(content):
    """The first skill is at level 16 (aptitude included); the rest are points plus aptitude.
    FIGHTER: Perception +1 (INT 14), Stealth 0 (SIZ 12 0, POW 11 0, DEX 15 +1 = +1)."""
    d = draft(content)
    d.set_skills(["Spot Hidden", "Camouflage", "Move Quietly", "Know Enemy (Trolls)", "Spot Traps"])
    hero = built(d)
    assert hero.skills == {"spot_hidden": 15, "camouflage": 10, "move_silently": 10, "know_enemy:trolls": 5,
                           "spot_trap": 5}
    sheet = character_sheet(hero, content)
    mods = sheet.abilities
    assert sheet.skills["Spot Hidden"] == 16
    assert sheet.skills["Move Silently"] == 10 + mods["stealth"]
    assert sheet.skills["Know Enemy (Trolls)"] == 5 + mods["knowledge"]


@pytest.mark.rule("G4.4")
def test_common_points_and_their_replacement(content):
    """Everyone has the common points; a background skill replaces them."""
    d = draft(content, background="light_infantry", nation="rohirrim")
    d.set_skills(["Climbing", "Jumping", "Hide in Cover", "Spot Hidden", "Camouflage"])
    sheet = character_sheet(built(d), content)
    mods = sheet.abilities
    assert sheet.skills["Balance"] == 3 + mods["manipulation"]
    assert sheet.skills["Listen"] == 5 + mods["perception"]
    assert sheet.skills["Move Silently"] == 3 + mods["stealth"]
    assert sheet.skills["Swim"] == 5 + mods["manipulation"]
    assert sheet.skills["Climb"] == 16
    assert sheet.skills["Jump"] == 10 + mods["manipulation"]
    assert sheet.skills["Spot Hidden"] == 5 + mods["perception"]


@pytest.mark.rule("4.2")
def test_hobbits_do_not_swim(content):
    d = draft(content, "hobbit", None, "burglar", attributes=None)
    assert character_sheet(built(d), content).skills["Swim"] == d.preview().abilities["manipulation"]


@pytest.mark.rule("2.6.1")
def test_the_cavalry_rides_at_16_and_names_only_the_skills_at_10_and_5(content):
    d = draft(content, background="heavy_cavalry")
    assert [(s.level, s.points, s.given) for s in d.skill_slots()] == [
        (16, None, "ride_horse"), (None, 10, None), (None, 10, None), (None, 5, None), (None, 5, None)]
    d.set_skills(["Horse Care", "Animal Handling", "Tracking", "Jump"])
    sheet = character_sheet(built(d), content)
    assert sheet.skills["Ride Horse"] == 16 + min(0, -sheet.enc.over)
    with pytest.raises(CreationError, match="5 skills chosen; the background gives 4"):
        d.set_skills(["Horse Care", "Animal Handling", "Tracking", "Jump", "Camouflage"])


@pytest.mark.rule("2.6.9")
def test_the_burglar_has_seven_skills(content):
    d = draft(content, "hobbit", None, "burglar", attributes=None)
    assert [s.points or s.level for s in d.skill_slots()] == [16, 10, 10, 10, 5, 5, 5]


@pytest.mark.rule("2.6.10")
def test_a_skill_named_twice_needs_two_specialisations(content):
    d = draft(content, background="mage")
    d.set_skills(["Speak Other Language (Sindarin)", "speak_other_language:quenya", "Oratory", "Herb Lore",
                  "Ancient Lore"])
    assert d.skills[:2] == ["speak_other_language:sindarin", "speak_other_language:quenya"]
    with pytest.raises(CreationError, match="chosen twice"):
        d.set_skills(["Oratory", "Oratory", "Herb Lore", "Ancient Lore", "Diplomacy"])
    with pytest.raises(CreationError, match="unknown specialisation 'Elvish' of Speak Other Language; expected one of: westron"):
        d.set_skills(["Speak Other Language (Elvish)", "Oratory", "Herb Lore", "Ancient Lore", "Diplomacy"])


@pytest.mark.rule("2.6")
def test_a_skill_not_on_the_list(content):
    with pytest.raises(CreationError, match="Lock-picking is not offered to a Medium Infantry"):
        draft(content).set_skills(["Lock-picking", "Camouflage", "Spot Hidden", "Spot Trap", "Hide in Cover"])


# -- magic -----------------------------------------------------------------------------------------------

@pytest.mark.rule("5.1")
def test_hero_magic_costs_cumulatively(content):
    shield = content.hero_magic["shield"]
    assert [shield.learn_cost(level) for level in (1, 2, 3, 4)] == [1, 3, 6, 10]
    assert content.hero_magic["levitate"].learn_cost(1) == 3


@pytest.mark.rule("G4.4")
@pytest.mark.parametrize(("background", "budget"), [("medium_infantry", 6), ("ranger", 8), ("mage", 0)])
def test_hero_magic_points_by_background(content, background, budget):
    assert draft(content, background=background).hero_magic_budget == budget


@pytest.mark.rule("5.1")
def test_hero_magic_within_the_budget(content):
    d = draft(content)
    d.set_hero_magic({"Shield": 2, "sure_blow": 1, "Courage": 1})   # 3 + 1 + 2 = 6
    assert d.hero_magic == {"shield": 2, "sure_blow": 1, "courage": 1}
    with pytest.raises(CreationError, match="that Hero Magic costs 7 points; a Medium Infantry has 6"):
        d.set_hero_magic({"Shield": 3, "sure_blow": 1})
    with pytest.raises(CreationError, match="Shield level 5 is not allowed; expected 1-4"):
        d.set_hero_magic({"Shield": 5})
    with pytest.raises(CreationError, match="Courage level 2 is not allowed; expected 1"):
        d.set_hero_magic({"Courage": 2})


@pytest.mark.rule("5.2")
def test_mages_have_12_points_of_spells_and_no_hero_magic(content):
    d = draft(content, background="mage")
    assert d.spell_budget == 12
    d.set_spells(["Quest", "Abjure", "Light", "Smite"])   # 6 + 4 + 1 + 1
    with pytest.raises(CreationError, match="those spells cost 13 points; a Mage has 12"):
        d.set_spells(["Quest", "Abjure", "Restore"])
    with pytest.raises(CreationError, match="a Mage learns no Hero Magic"):
        d.set_hero_magic({"Heal": 1})
    with pytest.raises(CreationError, match="a Medium Infantry learns no spells"):
        draft(content).set_spells(["Light"])


# -- equipment, silver, defaults, build ------------------------------------------------------------------

@pytest.mark.rule("2.6.4")
@pytest.mark.parametrize(("race", "helm", "mail"), [("human", "open_helm", "light_scale_hauberk"),
                                                    ("dwarf", "closed_helm", "light_scale_hauberk"),
                                                    ("noldor", "open_helm", "elven_chainmail_byrnie")])
def test_racial_variants_of_the_kit(content, race, helm, mail):
    d = draft(content, race, "gondor" if race == "human" else None, attributes=None)
    lines = d.equipment_choices()
    assert (lines[0].options, lines[1].options) == ((helm,), (mail,))
    assert lines[4].options == ("heavy_shield", "light_shield")


def test_kit_choices(content):
    d = draft(content, background="heavy_infantry")
    d.set_equipment({1: "Light Scale Hauberk"})
    assert d.equipment_choices()[1].chosen == "light_scale_hauberk"
    with pytest.raises(CreationError, match="kit line 0 offers no choice"):
        d.set_equipment({0: "open_helm"})
    with pytest.raises(CreationError, match="Chainmail Hauberk is not offered on kit line 1"):
        d.set_equipment({1: "chainmail_hauberk"})


@pytest.mark.rule("G4.4")
@pytest.mark.parametrize(("background", "nation", "multiplier"), [("heavy_cavalry", "gondor", 3), ("ranger", "gondor", 4),
                                                                  ("woodsman", "bree", 2), ("mage", "gondor", 5)])
def test_silver_is_pow_times_the_multiplier(content, background, nation, multiplier):
    assert built(draft(content, nation=nation, background=background)).silver == FIGHTER["POW"] * multiplier


def test_the_hero_carries_his_kit_weapons_and_arrows(content):
    d = draft(content)
    d.set_weapons(["bow", "light_shield", "spear"])
    hero = built(d)
    assert hero.equipment == ["open_helm", "light_scale_hauberk", "cuirboilli_greaves", "cuirboilli_vambraces",
                              "light_shield", "bow", "spear", "arrows"]
    assert hero.weapons == {"bow": 10, "light_shield": 5, "spear": 5}


def test_the_same_seed_makes_the_same_hero(content):
    def make(seed):
        d = Draft(content, random.Random(seed))
        d.fill_defaults()
        return d.build()

    assert make(7) == make(7)
    assert len({repr(make(seed)) for seed in range(12)}) == 12


def test_defaults_put_the_best_sets_where_the_background_needs_them(content):
    d = draft(content, background="mage", attributes=None)
    d.fill_defaults()
    assert max(d.sets) in (d.attributes["INT"], d.attributes["POW"])


def test_defaults_spend_the_magic_points(content):
    for seed in range(20):
        d = Draft(content, random.Random(seed))
        d.fill_defaults()
        hero = d.build()
        costs = sum(content.hero_magic[m].learn_cost(lv) for m, lv in hero.hero_magic.items())
        spells = sum(content.spells[s].pow_cost for s in hero.spells)
        assert (costs, spells) == (d.hero_magic_budget, d.spell_budget)


def test_preview_at_every_step(content):
    d = Draft(content, random.Random(3))
    with pytest.raises(CreationError, match="choose a race first"):
        d.preview()
    d.set_race("hobbit")
    assert d.preview().move == 6
    d.set_background("burglar")
    d.roll_sets()
    d.place({"DEX": d.sets.index(max(d.sets))})
    assert d.preview().attributes["DEX"] == max(d.sets) + 3
    d.set_weapons(["dagger", "sling", "club"])
    assert [w.id for w in d.preview().weapons] == ["dagger", "sling", "club"]


def test_build_names_the_steps_still_open(content):
    d = Draft(content, random.Random(3))
    d.set_race("dwarf")
    with pytest.raises(CreationError, match="choose background, attributes, weapons, skills, name"):
        d.build()


@pytest.mark.rule("G4.1")
def test_every_default_hero_is_legal(content):
    """Two hundred seeds: attributes within the race's limits, armour worn legally, budgets kept."""
    from thirdage_tui.engine.attributes import creation_range
    from thirdage_tui.engine.herofile import hero_from_json, hero_json

    for seed in range(200):
        d = Draft(content, random.Random(seed))
        d.fill_defaults()
        hero = d.build()
        race = content.races[hero.race]
        for attr, value in hero.attributes.items():
            low, high = creation_range(race, attr, content.tables.attributes)
            assert low <= value <= high, (seed, attr, value)
        assert hero.background in {b.id for b in d.backgrounds()}
        assert hero_from_json(hero_json(hero, content), content) == hero


@pytest.mark.rule("2.1")
def test_a_whole_placement_replaces_the_one_before(content):
    d = draft(content, attributes=None)
    d.roll_sets()
    d.place({"STR": 0, "CON": 1})
    d.place({"DEX": 0}, replace=True)
    assert d.placement == {"DEX": 0}


def test_weapon_and_skill_choices_can_be_undone(content):
    d = draft(content)
    d.fill_defaults()
    d.clear_weapons()
    d.clear_skills()
    assert d.weapons is None and d.skills is None and {"weapons", "skills"} <= set(d.missing())


@pytest.mark.parametrize(("key", "name"), [
    ("know_enemy:uruk_hai", "Know Enemy (Uruk-hai)"),
    ("know_enemy:wargs_and_wolves", "Know Enemy (Wargs and Wolves)"),
    ("speak_other_language:black_speech", "Speak Other Language (Black Speech)"),
])
def test_a_specialisation_reads_as_its_own_name_and_the_name_finds_it_again(content, key, name):
    from thirdage_tui.engine.skills import skill_key, skill_name

    assert skill_name(content, key) == name
    assert skill_key(content, name) == key


@pytest.mark.parametrize(("race", "nation", "background"),
                         [("sindar", None, "ranger"), ("human", "beorning", "woodsman"), ("human", "dunedain", "ranger")])
def test_the_defaults_give_a_ranger_or_woodsman_a_skill_of_the_road_at_16(content, race, nation, background):
    """A hurried newcomer's Ranger finds his way and his food (docs/rulings.md, "The pack", decision 3)."""
    from thirdage_tui.engine.defaults import road_skills

    for seed in range(10):
        d = Draft(content, random.Random(seed))
        d.set_race(race)
        if nation:
            d.set_nation(nation)
        d.set_background(background)
        d.fill_defaults()
        hero = d.build()
        assert any(hero.skills.get(s, 0) >= 10 for s in road_skills(content)), hero.skills
