"""The character-making content (2.5, 2.6, 4.2, 6.1-6.5; G4.1, G4.4, G4.8) against the rules text."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from thirdage_tui.content import load_content
from thirdage_tui.content.store import normalise

RULES_TEXT = Path(os.environ.get("THIRDAGE_RULES_TEXT", "/work/shared/rules/third-age-rules.txt"))
OUR_KINDS = ("languages", "races", "nations", "backgrounds", "skills", "weapons", "armour", "gear", "clothing",
             "mounts")
EQUIPMENT_KINDS = ("armour", "weapons", "gear", "mounts")
FOLK = ("human", "elf", "dwarf", "hobbit")


@pytest.fixture(scope="module")
def content():
    return load_content()


def takers(content, background: str) -> set[str]:
    """Races that may take a background: elves, dwarves and hobbits by their own list, humans by a nation's."""
    races = {r.id for r in content.races.values() if background in r.backgrounds}
    if any(background in n.backgrounds for n in content.nations.values()):
        races.add("human")
    return races


# --- races and nations (2.5) ---------------------------------------------------------------------------------

@pytest.mark.rule("G4.1")
@pytest.mark.parametrize(("race", "folk", "modifiers", "siz_cap"), [
    ("human", "human", {}, None),
    ("noldor", "elf", {"INT": 3, "POW": 3, "CON": -3}, None),
    ("sindar", "elf", {"INT": 3, "CHA": 3, "CON": -3}, None),
    ("avari", "elf", {"INT": 3, "DEX": 3, "CON": -3}, None),
    ("dwarf", "dwarf", {"STR": 3, "CON": 3, "CHA": -3, "SIZ": -3}, 12),
    ("hobbit", "hobbit", {"CON": 3, "DEX": 3, "STR": -3, "SIZ": -6}, 9),
])
def test_race_attributes(content, race, folk, modifiers, siz_cap):
    entry = content.races[race]
    assert (entry.folk, entry.attribute_modifiers, entry.siz_cap) == (folk, modifiers, siz_cap)


@pytest.mark.rule("G4.8")
def test_race_moves_and_forest(content):
    assert {r.id: r.move for r in content.races.values()} == {
        "human": 8, "noldor": 10, "sindar": 10, "avari": 10, "dwarf": 6, "hobbit": 6}
    assert {r.id for r in content.races.values() if r.unhindered_by_forest} == {"avari"}
    assert {b.id for b in content.backgrounds.values() if b.unhindered_by_forest} == {"ranger", "woodsman"}


@pytest.mark.rule("2.5")
def test_race_backgrounds_and_tongues(content):
    races = content.races
    assert len(races) == 6
    assert races["human"].needs_nation and not races["human"].backgrounds
    assert {r: set(races[r].backgrounds) for r in races if r != "human"} == {
        "noldor": {"mage", "medium_infantry"},
        "sindar": {"medium_infantry", "ranger"},
        "avari": {"woodsman", "ranger", "light_infantry"},
        "dwarf": {"heavy_infantry", "medium_infantry", "miner"},
        "hobbit": {"light_infantry", "burglar"},
    }
    assert set(races["noldor"].languages) == {"quenya", "westron"}
    assert set(races["dwarf"].languages) == {"khuzdul", "westron"}


@pytest.mark.rule("G4.4")
def test_hobbits_start_without_swimming(content):
    assert content.races["hobbit"].common_skill_points == {"swim": 0}


@pytest.mark.rule("2.5.1")
def test_nations(content):
    assert {n.id: set(n.backgrounds) for n in content.nations.values()} == {
        "gondor": {"heavy_cavalry", "heavy_infantry", "medium_infantry", "ranger", "mage"},
        "rohirrim": {"heavy_cavalry", "light_cavalry", "light_infantry"},
        "dunedain": {"ranger", "woodsman"},
        "beorning": {"woodsman"},
        "lakepeople": {"medium_infantry"},
        "bree": {"light_infantry", "woodsman"},
    }
    assert set(content.nations["dunedain"].languages) == {"westron", "adunaic"}
    assert set(content.nations["lakepeople"].languages) == {"westron", "khuzdul"}
    assert all("westron" in n.languages for n in content.nations.values())
    assert content.find("languages", "Aduniac").id == "adunaic"


# --- backgrounds (2.6) ---------------------------------------------------------------------------------------

@pytest.mark.rule("2.6")
@pytest.mark.parametrize(("background", "hero_magic", "spells", "silver", "points"), [
    ("heavy_cavalry", 6, 0, 3, [10, 10, 5, 5]),
    ("light_cavalry", 6, 0, 3, [10, 10, 5, 5]),
    ("heavy_infantry", 6, 0, 3, [10, 10, 5, 5]),
    ("medium_infantry", 6, 0, 3, [10, 10, 5, 5]),
    ("light_infantry", 6, 0, 3, [10, 10, 5, 5]),
    ("ranger", 8, 0, 4, [10, 10, 5, 5]),
    ("woodsman", 6, 0, 2, [10, 10, 5, 5]),
    ("miner", 6, 0, 5, [10, 10, 5, 5]),
    ("burglar", 4, 0, 5, [10, 10, 10, 5, 5, 5]),
    ("mage", 0, 12, 5, [10, 10, 5, 5]),
])
def test_background_numbers(content, background, hero_magic, spells, silver, points):
    entry = content.backgrounds[background]
    assert (entry.hero_magic_points, entry.spell_points, entry.silver_multiplier) == (hero_magic, spells, silver)
    assert entry.skills.at_points == points
    assert entry.weapon_points == ([5] if background == "mage" else [10, 5, 5])
    cavalry = background.endswith("cavalry")
    assert entry.skills.given == ({"ride_horse": 16} if cavalry else {})
    assert entry.skills.at_level == ([] if cavalry else [16])
    assert len(entry.skills.choices) >= len(entry.skills.at_level) + len(entry.skills.at_points)


@pytest.mark.rule("2.5")
@pytest.mark.parametrize(("background", "races"), [
    ("heavy_cavalry", {"human"}),
    ("light_cavalry", {"human"}),
    ("heavy_infantry", {"human", "dwarf"}),
    ("medium_infantry", {"human", "noldor", "sindar", "dwarf"}),
    ("light_infantry", {"human", "avari", "hobbit"}),
    ("ranger", {"human", "sindar", "avari"}),
    ("woodsman", {"human", "avari"}),
    ("miner", {"dwarf"}),
    ("burglar", {"hobbit"}),
    ("mage", {"human", "noldor"}),
])
def test_who_may_take_each_background(content, background, races):
    assert takers(content, background) == races


@pytest.mark.rule("G4.4")
def test_weapon_lists_resolve_for_every_taker(content):
    for background in content.backgrounds.values():
        assert set(background.weapons) <= {"all", *FOLK}
        for race in takers(content, background.id):
            weapons = background.weapon_list(content.races[race].folk)
            assert len(weapons) >= len(background.weapon_points), (background.id, race)
            assert all(w in content.weapons for w in weapons)


@pytest.mark.rule("2.6.3")
def test_heavy_infantry_lists(content):
    entry = content.backgrounds["heavy_infantry"]
    assert entry.weapon_list("human") == ["spear", "javelin", "one_handed_sword", "heavy_mace", "heavy_shield"]
    assert entry.weapon_list("dwarf") == ["great_axe", "one_handed_axe", "throwing_axe", "heavy_shield",
                                          "warhammer", "crossbow"]


def equipment_ids(slot) -> list[str]:
    return ([slot.item] if slot.item else []) + list(slot.choose) + list(slot.variants.values())


@pytest.mark.rule("2.6")
def test_equipment_ids_resolve(content):
    known = {id_ for kind in EQUIPMENT_KINDS for id_ in content.all(kind)}
    for background in content.backgrounds.values():
        for slot in background.equipment:
            assert set(equipment_ids(slot)) <= known, background.id
            assert set(slot.variants) <= set(FOLK), background.id


@pytest.mark.rule("2.6.4")
def test_medium_infantry_racial_kit(content):
    helm, hauberk, *_ = content.backgrounds["medium_infantry"].equipment
    assert (helm.item, helm.variants) == ("open_helm", {"dwarf": "closed_helm"})
    assert (hauberk.item, hauberk.variants) == ("light_scale_hauberk", {"elf": "elven_chainmail_byrnie"})
    assert content.backgrounds["mage"].equipment == []


# --- skills (4.2) --------------------------------------------------------------------------------------------

SKILLS_4_2 = {
    "alchemy": "knowledge", "ancient_lore": "knowledge", "balance": "manipulation", "bluff": "persuasion",
    "camouflage": "stealth", "climb": "manipulation", "crafting": "manipulation", "diplomacy": "persuasion",
    "evaluate_treasure": "knowledge", "healing": "knowledge", "herb_lore": "knowledge",
    "hide_in_cover": "stealth", "horse_care": "knowledge", "hunting": "knowledge", "jump": "manipulation",
    "know_enemy": "knowledge", "listen": "perception", "lock_picking": "manipulation",
    "move_silently": "stealth", "oratory": "persuasion", "perform": "persuasion", "pick_pockets": "stealth",
    "ride_horse": "manipulation", "set_trap_and_disarm": "manipulation", "speak_other_language": "knowledge",
    "spot_hidden": "perception", "spot_trap": "perception", "swim": "manipulation", "tracking": "perception",
    "trail_finding": "knowledge",
}


@pytest.mark.rule("4.2")
def test_every_skill_of_4_2_with_its_ability(content):
    assert {s: content.skills[s].ability for s in SKILLS_4_2 if s in content.skills} == SKILLS_4_2


@pytest.mark.rule("G4.4")
def test_background_only_skills_have_abilities(content):
    assert content.skills["survival"].ability == "knowledge"
    assert content.skills["animal_handling"].ability == "persuasion"


@pytest.mark.rule("G4.4")
def test_common_points(content):
    assert {s.id: s.common_points for s in content.skills.values() if s.common_points} == {
        "balance": 3, "climb": 5, "hide_in_cover": 3, "jump": 5, "listen": 5, "move_silently": 3,
        "spot_hidden": 5, "swim": 5}


@pytest.mark.rule("G4.4")
@pytest.mark.parametrize(("kind", "name", "id_"), [
    ("skills", "Climbing", "climb"), ("skills", "Jumping", "jump"), ("skills", "Move Quietly", "move_silently"),
    ("skills", "Track", "tracking"), ("skills", "Spot Traps", "spot_trap"),
    ("skills", "Spot Hidden Item", "spot_hidden"), ("skills", "Lock-picking", "lock_picking"),
    ("skills", "Set Trap & Disarm", "set_trap_and_disarm"), ("skills", "Riding", "ride_horse"),
    ("skills", "Swimming", "swim"), ("skills", "Trail-finding", "trail_finding"),
    ("weapons", "Long Spear", "spear"), ("weapons", "Shortbow", "bow"), ("weapons", "Short Bow", "bow"),
    ("weapons", "Battleaxe", "great_axe"), ("weapons", "Heavy Crossbow", "crossbow"),
    ("weapons", "Small Shield", "light_shield"), ("weapons", "Two-handed Hammer", "maul"),
    ("weapons", "Daggers", "dagger"), ("weapons", "One-handed Mace", "mace"),
    ("weapons", "Two-handed Sword", "great_sword"), ("weapons", "One-handed Sword", "one_handed_sword"),
    ("armour", "Leather Leggings", "leather_pants"), ("armour", "Scale Hauberk Heavy", "heavy_scale_hauberk"),
    ("armour", "Helm Closed", "closed_helm"), ("gear", "Saddle & Tack", "saddle_and_tack"),
    ("mounts", "Riding Horse", "horse"),
])
def test_names_between_chapters_are_aliases(content, kind, name, id_):
    assert content.find(kind, name).id == id_


def test_names_and_aliases_are_unambiguous(content):
    for kind in OUR_KINDS:
        seen: dict[str, str] = {}
        for entry in content.all(kind).values():
            for name in {normalise(n) for n in (entry.id, entry.name, *getattr(entry, "aliases", ()))}:
                assert seen.setdefault(name, entry.id) == entry.id, (kind, name)


@pytest.mark.rule("4.2")
def test_specialisations(content):
    skills = content.skills
    assert set(skills["speak_other_language"].specialisations) <= set(content.languages)
    assert {"orcs", "trolls", "wargs_and_wolves", "spiders"} <= set(skills["know_enemy"].specialisations)
    assert {"smithing", "carpentry", "masonry"} <= set(skills["crafting"].specialisations)


# --- equipment (6.1-6.5) -------------------------------------------------------------------------------------

WEAPONS_6_1 = {  # id: (enc, strike rank, damage, range)
    "one_handed_axe": (1, 2, "1D8", None), "great_axe": (2, 1, "1D12", None), "throwing_axe": (0.5, 1, "1D6", 30),
    "bow": (1, 2, "1D6", 150), "club": (1, 2, "1D6", None), "crossbow": (2, 3, "1D10", 250),
    "dagger": (0.5, 4, "1D4", 20), "flail": (1, 2, "2D4", None), "javelin": (0.5, 1, "1D6", 50),
    "longbow": (2, 2, "1D10", 200), "mace": (1, 2, "1D8", None), "maul": (3, 1, "1D10", None),
    "sling": (0.25, 1, "1D6", 75), "spear": (2, 0, "1D8", 30), "staff": (1, 1, "1D6", None),
    "one_handed_sword": (1, 2, "1D8", None), "great_sword": (2, 1, "2D6", None), "warhammer": (1, 3, "1D8", 20),
}
TWO_HANDED = {"great_axe", "bow", "crossbow", "longbow", "maul", "staff", "great_sword", "elven_longbow"}


@pytest.mark.rule("6.1")
def test_weapon_table(content):
    for id_, row in WEAPONS_6_1.items():
        w = content.weapons[id_]
        assert (w.enc, w.strike_rank, w.damage, w.range_ft) == row, id_
    assert {w.id for w in content.weapons.values() if w.two_handed} == TWO_HANDED
    assert content.weapons["elven_longbow"].enc == 1
    assert content.weapons["javelin"].kind == "thrown"
    assert {w.id for w in content.weapons.values() if w.kind == "missile"} == {
        "bow", "longbow", "elven_longbow", "crossbow", "sling"}


@pytest.mark.rule("G4.4")
def test_invented_weapons_sit_between_neighbours(content):
    w = content.weapons
    assert w["light_shield"].protection < w["medium_shield"].protection < w["heavy_shield"].protection
    assert w["light_shield"].enc <= w["medium_shield"].enc <= w["heavy_shield"].enc
    assert w["mace"].enc <= w["heavy_mace"].enc <= w["maul"].enc
    assert w["javelin"].enc <= w["short_spear"].enc <= w["spear"].enc
    assert all(w[i].kind == "melee" for i in ("lance", "short_spear", "one_handed_pick", "heavy_mace"))


@pytest.mark.rule("3.6.3")
def test_blunt_weapons(content):
    assert {w.id for w in content.weapons.values() if w.blunt} == {
        "club", "flail", "mace", "heavy_mace", "maul", "staff", "warhammer"}


@pytest.mark.rule("6.2")
def test_shields(content):
    shields = {w.id: (w.protection, w.enc) for w in content.weapons.values() if w.kind == "shield"}
    assert shields == {"light_shield": (8, 1), "medium_shield": (10, 1.5), "heavy_shield": (12, 2)}
    assert not any(content.weapons[s].attacks for s in shields)


ARMOUR_6_2 = {  # id: (protection, enc, covers)
    "chainmail_byrnie": (5, 1, "abdomen chest arms"), "chainmail_coif": (5, 0.5, "head"),
    "chainmail_hauberk": (5, 2, "legs abdomen chest arms"), "cuirboilli_cuirass": (2, 1, "abdomen chest"),
    "cuirboilli_greaves": (2, 1, "legs"), "cuirboilli_vambraces": (2, 1, "arms"), "closed_helm": (5, 1, "head"),
    "open_helm": (3, 1, "head"), "leather_hood": (1, 0.5, "head"), "leather_byrnie": (1, 0.5, "abdomen chest arms"),
    "leather_pants": (1, 0.5, "legs abdomen"), "leather_skirt": (1, 0.5, "abdomen"),
    "leather_vambraces": (1, 0, "arms"), "plate_cuirass": (6, 2, "abdomen chest"), "plate_greaves": (6, 1, "legs"),
    "plate_vambraces": (6, 1, "arms"), "heavy_scale_hauberk": (4, 3, "legs abdomen chest arms"),
    "light_scale_hauberk": (3, 2, "legs abdomen chest arms"),
    "elven_chainmail_byrnie": (5, 0.5, "abdomen chest arms"),
}


@pytest.mark.rule("6.2")
def test_armour_table(content):
    assert {a.id: (a.protection, a.enc, " ".join(a.covers)) for a in content.armour.values()} == ARMOUR_6_2


@pytest.mark.rule("6.2")
def test_worked_armour_example(content):
    pieces = [content.find("armour", n) for n in (
        "Chainmail Byrnie", "Chainmail Coif", "Cuirboilli Greaves", "Leather Byrnie", "Leather Pants",
        "Leather Hood")]
    assert sum(p.enc for p in pieces) == 4
    protection = {group: sum(p.protection for p in pieces if group in p.covers)
                  for group in ("head", "arms", "chest", "abdomen", "legs")}
    assert protection == {"head": 6, "arms": 6, "chest": 6, "abdomen": 7, "legs": 3}


GEAR_6_3 = {
    "backpack": 1, "bedroll": 1, "belt_pouch": 0.25, "blanket": 0.5, "burglars_toolkit": 0.5, "candles": 0.25,
    "chisel": 0.25, "cook_pot": 1, "hemp_cord": 0.25, "silk_cord": 0.125, "crowbar": 1, "fish_hooks_and_line": 0,
    "flint_and_steel": 0.25, "grapnel": 1, "masonry_hammer": 1, "sledgehammer": 2, "knapsack": 0.5, "ladder": 4,
    "lamp_oil": 0.25, "lantern": 0.5, "mirror": 0.25, "nails": 0.25, "oilcloth": 1, "oilstone": 0.25,
    "parchment": 0, "pick": 2, "pole": 2, "dried_rations": 0.25, "fresh_rations": 0.5, "hemp_rope": 0.5,
    "silk_rope": 0.25, "large_sack": 0.25, "small_sack": 0.125, "saddle_bags": 1, "saddle_and_tack": 3, "saw": 1,
    "scroll_case": 0.25, "spade": 2, "iron_spikes": 0.5, "tent_one_man": 2, "tent_three_man": 4, "toolkit": 1,
    "pitch_torch": 0.25, "trivet": 0.5, "water_flask": 0.5, "wineskin": 1, "writing_set": 0,
    "arrows": 1, "quarrels": 0.5, "leather_barding": 3,
}


@pytest.mark.rule("6.3")
def test_gear_table(content):
    assert {g.id: g.enc for g in content.gear.values()} == GEAR_6_3
    assert {g.id: g.capacity for g in content.gear.values() if g.capacity is not None} == {
        "backpack": 6, "belt_pouch": 0.5, "knapsack": 3, "large_sack": 6, "small_sack": 3, "saddle_bags": 6}
    assert {w.ammunition for w in content.weapons.values() if w.ammunition} == {"arrows", "quarrels"}
    assert all(w.ammunition in content.gear for w in content.weapons.values() if w.ammunition)


@pytest.mark.rule("6.4")
def test_clothing(content):
    assert {"adventurers_outfit", "priests_vestments", "townsmans_outfit", "peasants_outfit", "merchants_outfit",
            "nobles_outfit", "hooded_cloak"} <= set(content.clothing)
    assert all(c.spare_enc == 0.5 for c in content.clothing.values())


@pytest.mark.rule("6.5")
def test_mounts(content):
    assert {m.id: m.carry_enc for m in content.mounts.values()} == {
        "mule": 20, "pony": 10, "horse": 15, "warhorse": 15, "mearas": 25}
    assert {m.id for m in content.mounts.values() if m.gift_only} == {"mearas"}


# --- our own words -------------------------------------------------------------------------------------------

RUN = 8


def word_runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", text.lower().replace("’", "'").replace("'", ""))
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.skipif(not RULES_TEXT.is_file(), reason="the rules text is not available here")
def test_descriptions_are_our_own_words(content):
    rules = word_runs(RULES_TEXT.read_text(encoding="utf-8"))
    copied = [(kind, entry.id, " ".join(run))
              for kind in OUR_KINDS for entry in content.all(kind).values()
              for run in word_runs(entry.description) & rules]
    assert copied == []
    assert all(entry.description for kind in OUR_KINDS for entry in content.all(kind).values())
