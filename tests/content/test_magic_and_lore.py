"""Hero Magic, spells, magic items, personalities, the chronicle and the glossary (rules text 5.1,
5.2, 5.3, appendices 1, 2, 5, 6) against the printed tables."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import pytest

from thirdage_tui.campaign.chronicle import is_future
from thirdage_tui.content.models import magic
from thirdage_tui.content.models.lore import REPUTATION
from thirdage_tui.content.validators import validate

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = ROOT.parent / "shared" / "rules" / "third-age-rules.txt"
OUR_KINDS = ("hero_magic", "spells", "item_forms", "magic_items", "personalities", "timeline",
             "glossary")

# 5.1, as printed: cost in POW, and the top level of variable effects ("1-4" -> 1, 4).
HERO_MAGIC = {
    "berserkergang": (2, 1), "blur": (1, 4), "courage": (2, 1), "darksight": (2, 1),
    "dragon_hide": (2, 1), "endurance": (1, 1), "farsight": (1, 1), "fast_shooting": (1, 4),
    "fleet_of_foot": (1, 1), "foresight": (2, 1), "glamour": (1, 4), "heal": (1, 6),
    "horse_friend": (1, 4), "levitate": (3, 1), "muffle": (1, 4), "powerful_blow": (1, 1),
    "salmon_leap": (1, 1), "sense_enemies": (1, 1), "sense_evil": (1, 1), "sense_magic": (1, 1),
    "shield": (1, 4), "speed": (1, 4), "stalk": (1, 4), "sure_blow": (1, 1), "taunt": (2, 1),
}
# 5.2, as printed: twenty spells.
SPELLS = {
    "abjure": 4, "calming_voice": 3, "daylight": 4, "exorcise": 3, "healing_sleep": 1, "hearten": 3,
    "hold_portal": 2, "light": 1, "messenger": 1, "quest": 6, "protection": 2, "restore": 3,
    "reveal_magic": 2, "share_life": 1, "sunder": 3, "smite": 1, "talk_to_animals": 1,
    "terrifying_aspect": 2, "truth_sayer": 1, "weather_sense": 1,
}
# Appendix 1, limited-use items: uses by form, and the spells each form may hold.
USES = {"potion": "1D4", "scroll": "1", "wand": "1D10", "crystal": "1D6"}
LIMITED = {
    "potion": {"healing_sleep", "protection", "restore", "terrifying_aspect", "truth_sayer",
               "weather_sense"},
    "scroll": set(SPELLS),
    "wand": {"daylight", "hearten", "hold_portal", "light", "restore", "reveal_magic"},
    "crystal": {"calming_voice", "daylight", "healing_sleep", "hearten", "light", "quest",
                "reveal_magic", "share_life", "truth_sayer"},
}
# Appendix 1, permanent items: the Hero Magic each form may carry (Heal Self/Other -> heal).
PERMANENT = {
    "weapon": {"berserkergang", "courage", "farsight", "fast_shooting", "powerful_blow",
               "sense_enemies", "sense_evil", "sense_magic", "sure_blow"},
    "armour": {"blur", "dragon_hide", "muffle", "salmon_leap", "shield"},
    "clothing": {"darksight", "endurance", "fleet_of_foot", "levitate", "muffle", "salmon_leap",
                 "speed", "stalk", "taunt"},
    "jewellery": {"courage", "darksight", "dragon_hide", "endurance", "farsight", "foresight",
                  "glamour", "heal", "horse_friend", "levitate", "sense_enemies", "sense_evil",
                  "sense_magic", "shield", "speed", "taunt"},
}
BONUS_ATTRIBUTES = {"weapon": {"STR"}, "armour": {"CON"}, "clothing": {"DEX", "CHA"},
                    "jewellery": {"DEX", "INT", "POW", "CHA"}}
SPECIAL = ("black_draught", "dwarven_masterwork_armour", "dwarven_masterwork_weapon",
           "elven_mail", "elven_longbow", "elven_cloak", "elven_rope", "lembas", "mithril_armour",
           "mithril_weapon")
APPENDIX_5 = ("elrond", "radagast", "gandalf", "saruman", "galadriel", "celeborn", "cirdan",
              "arwen", "thranduil", "deor", "thrain_ii")
APPENDIX_6_YEARS = (2510, 2542, 2570, 2585, 2588, 2589, 2590, 2594, 2619, 2644, 2645, 2654, 2659,
                    2670, 2680, 2683, 2699, 2710, 2722, 2746, 2747, 2759, 2760)
APPENDIX_2 = ("Aduniac", "Arnor", "Belfalas", "Ent", "Glorantha", "Huorn", "Illutavar", "Istari",
              "Ithilien", "Khuzdul", "Lebennin", "Maiar", "Minas Tirith", "Osgiliath", "Quenya",
              "Sindarin", "Valar", "Westron", "Wose")
GAME_TERMS = ("full turn", "melee round", "strike rank", "Hero Magic", "ENC", "level of effect",
              "reputation")


def effect(entry, type_: str):
    """The one effect of `type_` on an entry."""
    (found,) = [e for e in entry.effects if e.type == type_]
    return found


# --- Hero Magic (5.1, 5.3.1) -----------------------------------------------------------------

@pytest.mark.rule("5.1")
def test_every_hero_magic_with_its_printed_cost_and_levels(content):
    assert {h.id: (h.pow_cost, h.max_level) for h in content.hero_magic.values()} == HERO_MAGIC
    assert len(content.hero_magic) == 25  # the brief said 24; the printed table has 25


@pytest.mark.rule("5.3.1")
@pytest.mark.parametrize("alias", ["Heal Self", "Heal Other", "heal_self"])
def test_heal_self_and_heal_other_are_heal(content, alias):
    assert content.find("hero_magic", alias).id == "heal"


@pytest.mark.rule("5.1")
@pytest.mark.rule("5.3.1")
@pytest.mark.parametrize(("id_", "level", "learn", "use"), [
    ("shield", 1, 1, 1), ("shield", 2, 3, 2), ("shield", 4, 10, 4), ("heal", 3, 6, 3),
    ("heal", 6, 21, 6), ("berserkergang", 1, 2, 2), ("levitate", 1, 3, 3),
])
def test_learning_is_cumulative_and_use_costs_the_level(content, id_, level, learn, use):
    hero_magic = content.hero_magic[id_]
    assert (hero_magic.learn_cost(level), hero_magic.use_cost(level)) == (learn, use)


@pytest.mark.rule("5.1")
def test_durations(content):
    durations = {h.id: h.duration for h in content.hero_magic.values()}
    odd = {k: v for k, v in durations.items() if v != "full_turn"}
    assert odd == {"heal": "instant", "salmon_leap": "instant", "sense_enemies": "instant",
                   "sense_evil": "instant", "sense_magic": "instant", "fast_shooting": "round",
                   "taunt": "rounds", "endurance": "hours_of_activity"}
    assert content.hero_magic["taunt"].duration_in_rounds() == 5
    assert content.hero_magic["shield"].duration_in_rounds(25) == 25
    assert content.hero_magic["heal"].duration_in_rounds() == 0


@pytest.mark.rule("5.1")
def test_hero_magic_effects_are_parameters(content):
    hm = content.hero_magic
    assert sorted(e.type for e in hm["berserkergang"].effects) == [
        "attack_bonus", "damage_bonus", "no_defence", "no_shield"]
    assert effect(hm["berserkergang"], "attack_bonus").value() == 2
    assert effect(hm["blur"], "defence_bonus").value(3) == 6
    assert effect(hm["shield"], "armour_bonus").value(2) == 2
    assert effect(hm["speed"], "strike_rank_bonus").value(4) == -4
    assert effect(hm["muffle"], "skill_bonus").skills == ["move_silently"]
    assert effect(hm["stalk"], "skill_bonus").ability == "stealth"
    assert effect(hm["glamour"], "skill_bonus").ability == "persuasion"
    assert effect(hm["fleet_of_foot"], "move_multiplier").value() == 1.5
    assert effect(hm["farsight"], "sight_multiplier").value() == 5
    assert effect(hm["taunt"], "taunt").opposed == "CHA"
    leap = effect(hm["salmon_leap"], "leap")
    assert (leap.range_ft, leap.height_ft) == (15, 10)
    assert effect(hm["sense_evil"], "sense").range_ft == 60
    assert effect(hm["sense_magic"], "sense").range_ft == 15


@pytest.mark.rule("5.1")
@pytest.mark.parametrize(("level", "types"), [
    (1, ["heal"]), (2, ["heal", "stop_bleeding"]), (5, ["heal", "stop_bleeding"]),
    (6, ["heal", "stop_bleeding", "restore_limb"]),
])
def test_heal_stops_bleeding_at_2_and_restores_a_limb_at_6(content, level, types):
    assert [e.type for e in content.hero_magic["heal"].effects_at(level)] == types


def test_combat_flags(content):
    fighting = {h.id for h in content.hero_magic.values() if h.combat}
    assert {"berserkergang", "blur", "shield", "speed", "sure_blow", "powerful_blow", "heal",
            "fast_shooting", "taunt"} <= fighting
    assert not fighting & {"darksight", "glamour", "horse_friend", "muffle", "stalk", "farsight"}


# --- spells (5.2) ----------------------------------------------------------------------------

@pytest.mark.rule("5.2")
def test_every_spell_with_its_printed_cost(content):
    assert {s.id: s.pow_cost for s in content.spells.values()} == SPELLS
    assert len(content.spells) == 20  # the brief said 21; only twenty are printed
    assert all(s.learn_cost() == s.use_cost() == s.pow_cost for s in content.spells.values())


@pytest.mark.rule("5.2")
def test_spell_parameters(content):
    sp = content.spells
    assert effect(sp["protection"], "armour_set").value() == 4
    assert sp["smite"].range_ft == 90
    assert {e.type for e in sp["smite"].effects} == {"staff_strike", "ignore_armour"}
    assert effect(sp["hearten"], "courage").radius_ft == 10
    assert effect(sp["daylight"], "daylight").radius_ft == 50
    assert effect(sp["calming_voice"], "calm").radius_ft == 30
    assert (sp["light"].duration, effect(sp["light"], "light").radius_ft) == ("hour", 20)
    assert {(e.condition, e.value()) for e in sp["quest"].effects} == {
        ("quest_kept", 1), ("quest_abandoned", -1)}
    portal = effect(sp["hold_portal"], "hold_portal")
    assert (portal.opposed, portal.resistance) == ("STR", 18)
    assert effect(sp["exorcise"], "exorcise").dice == "1D6"
    assert effect(sp["truth_sayer"], "detect_lies").opposed == "INT"
    assert effect(sp["share_life"], "share_life").range_ft == 10
    assert {s.id for s in sp.values() if s.willing_only} == {"healing_sleep", "quest"}


# --- the effect vocabulary ------------------------------------------------------------------

def test_every_effect_type_used_is_in_the_vocabulary(content):
    vocabulary = set(get_args(magic.EffectType))
    used = {e.type for kind in ("hero_magic", "spells", "magic_items")
            for entry in content.all(kind).values() for e in entry.effects}
    used |= {e.type for form in content.item_forms.values() for e in form.bonuses}
    assert used <= vocabulary


def test_the_vocabulary_is_declared_once_and_each_kind_says_what_it_does():
    """The content model's vocabulary is the registry's: every kind declared once, with its meaning."""
    from thirdage_tui.content.models import effect_kinds

    assert list(get_args(magic.EffectType)) == [k.name for k in effect_kinds.KINDS]
    assert len(effect_kinds.EFFECTS) == len(effect_kinds.KINDS)
    assert all(k.meaning and k.acts in get_args(effect_kinds.Acts) for k in effect_kinds.KINDS)


def test_an_effect_missing_its_parameters_is_refused():
    with pytest.raises(ValueError, match="needs what, range_ft"):
        validate(magic.Effect, {"type": "sense"})
    with pytest.raises(ValueError, match="skills or an ability"):
        validate(magic.Effect, {"type": "skill_bonus", "amount": 1})
    with pytest.raises(ValueError, match="amount, per_level or dice"):
        validate(magic.Effect, {"type": "armour_bonus"})


# --- magic items (appendix 1) ----------------------------------------------------------------

@pytest.mark.rule("A1")
def test_item_forms_are_the_printed_tables(content):
    forms = content.item_forms
    assert {f.id: f.uses for f in forms.values() if f.category == "limited_use"} == USES
    assert {f: set(forms[f].spells) for f in LIMITED} == LIMITED
    assert {f: set(forms[f].hero_magic) for f in PERMANENT} == PERMANENT
    assert {f: {b.attribute for b in forms[f].bonuses if b.type == "attribute_bonus"}
            for f in PERMANENT} == BONUS_ATTRIBUTES


@pytest.mark.rule("A1")
def test_a_template_for_every_limited_use_combination(content):
    for form, spells in LIMITED.items():
        for spell in spells:
            item = content.magic_items[f"{form}_of_{spell}"]
            assert (item.category, item.form, item.spell, item.uses) == ("limited_use", form, spell,
                                                                         USES[form])


@pytest.mark.rule("A1")
def test_every_item_fits_its_form(content):
    for item in content.magic_items.values():
        if item.category == "special" or item.form is None:
            continue
        form = content.item_forms[item.form]
        assert form.category == item.category, item.id
        if item.hero_magic:
            assert item.hero_magic in form.hero_magic, item.id
            assert item.level <= content.hero_magic[item.hero_magic].max_level, item.id
        allowed = {(b.type, b.attribute) for b in form.bonuses}
        assert {(e.type, e.attribute) for e in item.effects} <= allowed, item.id


@pytest.mark.rule("A1")
def test_permanent_and_special_items(content):
    items = content.magic_items
    permanent = [i for i in items.values() if i.category == "permanent"]
    assert {i.form for i in permanent} == set(PERMANENT)
    assert any(i.legendary for i in permanent)
    assert {i.id for i in items.values() if i.category == "special"} == set(SPECIAL)
    assert effect(items["black_draught"], "heal").dice == "1D6"
    assert effect(items["mithril_armour"], "armour_multiplier").value() == 2
    assert effect(items["mithril_weapon"], "damage_bonus").value() == 3
    cloak = effect(items["elven_cloak"], "skill_bonus")
    assert (cloak.skills, cloak.value(), cloak.condition) == (["hide_in_cover"], 5,
                                                              "sought_by_evil")
    assert items["lembas"].gift_only
    assert content.find("magic_items", "Lembas Bread").id == "lembas"


# --- personalities (appendix 5) ----------------------------------------------------------------

@pytest.mark.rule("A5")
def test_the_personalities_of_appendix_5_are_all_here(content):
    assert set(APPENDIX_5) <= set(content.personalities)
    assert {"beorn", "thror", "beren_steward", "arassuil", "frealaf"} <= set(content.personalities)


def test_reputation_scale():
    assert REPUTATION == ("unknown", "known", "trusted", "renowned", "legendary")


def test_offers_depend_on_reputation(content):
    thranduil = content.personalities["thranduil"]
    assert thranduil.offers_for(0) == thranduil.offers_for(1) == []
    assert {o.kind for o in thranduil.offers_for(2)} == {"lodging", "equipment"}
    assert len(thranduil.offers_for(4)) == len(thranduil.offers)
    assert content.personalities["radagast"].offers_for(0)


@pytest.mark.rule("5.2")
def test_only_istari_and_galadriel_give_spells(content):
    givers = {p.id for p in content.personalities.values()
              if any(o.kind == "spell_use" for o in p.offers)}
    assert givers == {"radagast", "gandalf", "saruman", "galadriel"}


def test_the_living_have_a_home_and_the_dead_none(content):
    for person in content.personalities.values():
        if person.died is None:
            assert person.dwells or person.haunts, person.id
        else:
            assert person.died <= 2760 and not person.offers, person.id


# --- the chronicle (appendix 6) ----------------------------------------------------------------

@pytest.mark.rule("A6")
def test_timeline_is_in_order(content):
    whens = [e.when for e in content.timeline.values()]
    assert whens == sorted(whens)


@pytest.mark.rule("A6")
def test_every_appendix_6_year_is_in_the_timeline(content):
    years = {e.year for e in content.timeline.values() if e.source == "rules"}
    assert set(APPENDIX_6_YEARS) <= years


@pytest.mark.rule("A6")
def test_current_events_and_the_future(content):
    entries = list(content.timeline.values())
    assert len([e for e in entries if e.current]) == 6
    assert all(e.year == 2760 for e in entries if e.current)
    assert all(is_future(e, content) == (e.year > 2760) for e in entries)
    smaug = content.timeline["smaug_comes"]
    assert smaug.year == 2770
    assert {(x.type, getattr(x, "place", None)) for x in smaug.effects} >= {("place", "erebor")}
    assert content.timeline["thror_slain_in_moria"].year == 2790
    war = content.timeline["war_of_dwarves_and_orcs"]
    assert (war.year, war.end_year) == (2793, 2799)
    assert content.timeline["battle_of_azanulbizar"].year == 2799


# --- glossary (appendix 2) ---------------------------------------------------------------------

@pytest.mark.rule("A2")
@pytest.mark.parametrize("term", APPENDIX_2 + GAME_TERMS)
def test_glossary_terms(content, term):
    assert content.find("glossary", term).description


# --- our own words --------------------------------------------------------------------------

def word_runs(text: str, n: int = 8) -> set[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9]+", text.lower().replace("’", "").replace("'", ""))
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


@pytest.mark.skipif(not RULES_TEXT.is_file(), reason="the rules text is not beside the checkout")
def test_no_description_copies_eight_words_of_the_rules(content):
    rules = word_runs(RULES_TEXT.read_text(encoding="utf-8"))
    copied = [(kind, id_, " ".join(run)) for kind in OUR_KINDS
              for id_, entry in content.all(kind).items()
              for run in word_runs(f"{entry.name}. {entry.description}") & rules]
    assert copied == []
