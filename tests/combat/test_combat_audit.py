"""Rules the fight once missed (issue 13's audit against the rules text): arm wounds disarm until
healed (3.6.3 A), the limb's twice-its-hit-points rule read alike in a fight and between fights
(3.6.3 B), Foresight stops surprise (5.1), Courage and Hearten before the fear roll (5.1, 5.2),
tactics that use the Hero Magic and spells that help, and creatures choosing among their weapons."""

from __future__ import annotations

from dataclasses import replace
from random import Random

import pytest
from combat_helpers import arm, fighter, ready

from thirdage_tui.combat import tactics
from thirdage_tui.combat.actions import ready_weapon
from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.combat.profiles import creature_profile
from thirdage_tui.combat.wounds import heal, wound


def armed(content, hp=12, **kw):
    """A fighter with a sword, a greatsword and a shield."""
    return ready(fighter(content, "Armed", hp=hp, arms=(
        arm("broadsword"), replace(arm("great_sword", attack=8), two_handed=True), arm("target_shield", attack=None, kind="shield")), **kw))


def at(c, loc_id):
    return c.p.location(loc_id)


class TestArmsDisarm:
    """3.6.3 A: an arm at 0 or below holds nothing until it is healed."""

    @pytest.mark.rule("3.6.3")
    def test_both_arms_gone_he_can_take_up_no_weapon_nor_shield(self, content, rules):
        c = armed(content)
        battle = Battle([c, ready(fighter(content, "Foe"), side=1)], content, Random(1), distance_ft=5)
        for loc in ("right_arm", "left_arm"):
            wound(c, at(c, loc), 4, False, rules)
        assert c.main == -1 and c.shield == -1
        assert tactics.best_arm(c, ranged=False) == -1 and tactics.best_shield(c) == -1
        ready_weapon(battle, c, 0)
        assert c.main == -1
        battle.play_round()
        assert c.main == -1 and c.shield == -1
        assert not any(e.kind == "attack" and e.actor == "Armed" for e in battle.log)

    @pytest.mark.rule("3.6.3")
    def test_one_arm_left_holds_one_hand_weapon_and_no_shield(self, content, rules):
        c = armed(content)
        battle = Battle([c, ready(fighter(content, "Foe"), side=1)], content, Random(1), distance_ft=5)
        wound(c, at(c, "right_arm"), 4, False, rules)
        assert c.main == -1 and c.shield >= 0
        ready_weapon(battle, c, 0)
        assert c.main == 0 and c.shield == -1
        ready_weapon(battle, c, 1)
        assert c.main == 0, "a two-handed sword needs both hands"

    @pytest.mark.rule("3.6.3")
    def test_a_healed_arm_holds_again(self, content, rules):
        c = armed(content)
        index = at(c, "right_arm")
        wound(c, index, 4, False, rules)
        wound(c, at(c, "left_arm"), 4, False, rules)
        assert tactics.best_arm(c, ranged=False) == -1
        heal(c, index, 6)
        assert tactics.best_arm(c, ranged=False) == 0

    @pytest.mark.rule("3.6.3")
    def test_wounds_carried_in_disarm_from_the_first_round(self, content):
        profile = replace(armed(content).p, wounds={"right_arm": 4, "left_arm": 4})
        c = Combatant(profile, "Armed", 0)
        tactics.arm_up(c)
        assert c.main == -1 and c.shield == -1


class TestTwiceTheLimb:
    """3.6.3 B: shock when a limb has taken more than twice its hit points, never at exactly twice;
    the same for a wound dealt in the fight and one carried into the next."""

    @pytest.mark.rule("3.6.3")
    @pytest.mark.parametrize("over", [0, 1])
    def test_in_the_fight_and_between_fights_alike(self, content, rules, over):
        c = armed(content)
        index = at(c, "left_leg")
        taken = 2 * c.p.locations[index].hp + over
        wound(c, index, taken, False, rules)
        carried = Combatant(replace(c.p, wounds={"left_leg": taken}), "Carried", 0)
        assert c.shock == carried.shock == bool(over)
        assert c.damage == carried.damage


def crossbowman(content, **kw):
    return fighter(content, "Shooter", arms=(arm("heavy_crossbow", kind="missile", range_ft=150, damage="2D6"),
                                             arm("dagger", attack=6)), **kw)


class TestMissiles:
    """3.4.2, 3.4.3: a shooter in range and in sight shoots from where he stands; out of range he
    walks only as far as his range."""

    @pytest.mark.rule("3.4.3")
    def test_in_range_he_shoots_from_where_he_stands(self, content):
        shooter = ready(crossbowman(content))
        goblin = ready(fighter(content, "Goblin"), side=1)
        battle = Battle([shooter, goblin], content, Random(2), distance_ft=60)
        start = battle.at["Shooter"]
        battle.play_round()
        assert battle.at["Shooter"] == start
        assert any(e.kind == "attack" and e.actor == "Shooter" for e in battle.log)

    @pytest.mark.rule("3.4.2")
    def test_out_of_range_he_walks_only_into_range(self, content):
        profile = replace(crossbowman(content), arms=(arm("sling", kind="missile", range_ft=75, damage="1D8"),))
        shooter, wolf = ready(profile), ready(fighter(content, "Wolf"), side=1)
        battle = Battle([shooter, wolf], content, Random(2), distance_ft=100)
        battle.play_round({"Wolf": tactics.Intent(wolf, tactics.HOLD)})
        assert 60 <= battle.distance(shooter, wolf) <= 75


class TestForesight:
    """5.1: while Foresight lasts the hero cannot be surprised (our ruling: he uses it as the foe
    falls on him, if he has its POW)."""

    @pytest.mark.rule("5.1")
    @pytest.mark.parametrize("knows", [False, True])
    def test_foresight_stops_surprise(self, content, knows):
        hero = ready(fighter(content, "Hero", magic={"foresight": 1} if knows else None))
        battle = Battle([hero, ready(fighter(content, "Foe"), side=1)], content, Random(1), distance_ft=30,
                        surprised={"Hero": 10})
        assert (hero.surprise_sr == 0) is knows
        assert hero.pow_left == hero.p.attributes["POW"] - (2 if knows else 0)
        assert any("not taken unawares" in e.text for e in battle.log) is knows


def quail_rate(content, magic, seeds=60):
    """The share of rounds in which a hero knowing `magic` quails before a barrow-wight beside him."""
    wight = creature_profile(content.bestiary["barrow_wight"], content)
    quailed = rounds = 0
    for seed in range(seeds):
        hero = ready(fighter(content, "Hero", magic=magic, hp=30))
        battle = Battle([hero, Combatant(wight, "Wight", 1)], content, Random(seed), distance_ft=5)
        for _ in range(4):
            if battle.over:
                break
            battle.play_round()
            rounds += 1
            quailed += any(e.kind == "fear" and e.round == battle.round for e in battle.log)
    return quailed / rounds


class TestCourageFirst:
    """5.1, 5.2, 3.5.5: before a terrifying foe a fighter who knows Courage (or Hearten) uses it
    before the fear roll: as he closes, or as his round's attack once engaged."""

    @pytest.mark.rule("5.1")
    def test_a_hero_with_courage_hardly_quails_before_a_barrow_wight(self, content):
        without, with_courage = quail_rate(content, None), quail_rate(content, {"courage": 1})
        assert without > 0.4 and with_courage < 0.15

    @pytest.mark.rule("5.1")
    def test_engaged_he_uses_courage_as_his_attack(self, content):
        hero = ready(fighter(content, "Hero", magic={"courage": 1}))
        wight = Combatant(creature_profile(content.bestiary["barrow_wight"], content), "Wight", 1)
        battle = Battle([hero, wight], content, Random(1), distance_ft=5)
        battle.engaged_at_start = {"Hero": True}
        intent = tactics.plan(battle, hero)
        assert intent.action == tactics.MAGIC and intent.magic == "courage"

    @pytest.mark.rule("5.2")
    def test_hearten_stated_steadies_the_friends_beside_him(self, content):
        mage = ready(fighter(content, "Mage", magic=None))
        mage = ready(replace(mage.p, spells=("hearten",)))
        friend = ready(fighter(content, "Friend"))
        wight = Combatant(creature_profile(content.bestiary["barrow_wight"], content), "Wight", 1)
        battle = Battle([mage, friend, wight], content, Random(1), at={"Mage": (1, 1), "Friend": (1, 2),
                                                                        "Wight": (2, 2)})
        steadied = battle._steadied([tactics.Intent(mage, tactics.MAGIC, mage, magic="hearten")])
        assert steadied == {"Mage", "Friend"}


class TestMagicThatHelps:
    """5.1, 5.2: tactics cast the Hero Magic and spells that help, most needed first."""

    @pytest.mark.rule("5.1")
    @pytest.mark.parametrize("magic", ["sure_blow", "powerful_blow", "berserkergang"])
    def test_a_closing_fighter_uses_his_blow_magic(self, content, magic):
        hero = ready(fighter(content, "Hero", magic={magic: 1}))
        foe = ready(fighter(content, "Foe"), side=1)
        battle = Battle([hero, foe], content, Random(1), distance_ft=30)
        battle.engaged_at_start = {}
        intent = tactics.plan(battle, hero)
        assert intent.action == tactics.ATTACK and intent.magic == magic

    @pytest.mark.rule("5.1")
    def test_a_shooter_uses_fast_shooting(self, content):
        bow = arm("longbow", kind="missile", attack=14, range_ft=200, sr=3)
        archer = ready(fighter(content, "Archer", arms=(bow,), magic={"fast_shooting": 1}))
        foe = ready(fighter(content, "Foe"), side=1)
        battle = Battle([archer, foe], content, Random(1), distance_ft=60)
        battle.engaged_at_start = {}
        intent = tactics.plan(battle, archer)
        assert intent.action == tactics.SHOOT and intent.magic == "fast_shooting"

    @pytest.mark.rule("5.2")
    def test_a_closing_mage_casts_terrifying_aspect(self, content):
        mage = ready(replace(fighter(content, "Mage"), spells=("terrifying_aspect", "protection")))
        foe = ready(fighter(content, "Foe"), side=1)
        battle = Battle([mage, foe], content, Random(1), distance_ft=30)
        battle.engaged_at_start = {}
        assert tactics.plan(battle, mage).magic == "terrifying_aspect"

    @pytest.mark.rule("5.2")
    def test_a_mage_lights_the_field_against_trolls(self, content):
        mage = ready(replace(fighter(content, "Mage"), spells=("protection", "daylight")))
        troll = Combatant(creature_profile(content.bestiary["hill_troll"], content), "Troll", 1)
        battle = Battle([mage, troll], content, Random(1), distance_ft=40)
        battle.engaged_at_start = {}
        assert tactics.plan(battle, mage).magic == "daylight"


class TestCreaturesChoose:
    """Appendix 3: creatures choose among their weapons and what rides on them."""

    @pytest.mark.rule("appendix 3")
    def test_a_wight_chills_the_lightly_armoured_and_swords_the_mailed(self, content):
        wight = Combatant(creature_profile(content.bestiary["barrow_wight"], content), "Wight", 1)
        tactics.arm_up(wight)
        touch = wight.p.arm("touch")
        hobbit = ready(fighter(content, "Hobbit", armour=1))
        knight = ready(fighter(content, "Knight", armour=6))
        assert tactics.best_blow(wight, hobbit) == touch
        assert tactics.best_blow(wight, knight) == wight.main != touch

    @pytest.mark.rule("appendix 3")
    def test_a_dragon_breathes_fire_from_afar(self, content):
        dragon = Combatant(creature_profile(content.bestiary["dragon"], content), "Dragon", 1)
        hero = ready(fighter(content, "Hero"))
        battle = Battle([hero, dragon], content, Random(1), distance_ft=40)
        battle.engaged_at_start = {}
        intent = tactics.plan(battle, dragon)
        assert intent.action == tactics.SHOOT and dragon.p.arms[intent.weapon].id == "fire_breath"

    @pytest.mark.rule("appendix 3")
    def test_a_balrog_lashes_with_its_whip_as_it_comes_and_strikes_with_its_sword_at_close_quarters(self, content):
        """Across deep water or on open ground, a standing hero within the whip's 15 ft is lashed to
        drag him down; a hero already down, or one beside the Balrog, meets the sword of flame."""
        from thirdage_tui.combat.battlefield import GROUNDS, Battlefield

        def plan_across(ground: str, down: bool = False):
            squares_ = [GROUNDS["grass"]] * (12 * 7)
            for y in range(7):
                squares_[y * 12 + 3] = squares_[y * 12 + 4] = GROUNDS[ground]
            hero = ready(fighter(content, "Hero"))
            hero.down = down
            balrog = Combatant(creature_profile(content.bestiary["balrog"], content), "Balrog", 1)
            battle = Battle([hero, balrog], content, Random(1), field=Battlefield("river", 12, 7, squares_),
                            distance_ft=15)
            battle.engaged_at_start = {}
            intent = tactics.plan(battle, balrog)
            return intent.action, balrog.p.arms[intent.weapon].id

        assert plan_across("water") == (tactics.SHOOT, "whip")
        assert plan_across("grass") == (tactics.SHOOT, "whip")
        assert plan_across("water", down=True)[1] != "whip"
        assert plan_across("grass", down=True) == (tactics.ATTACK, "flame_sword")

    @pytest.mark.rule("appendix 3")
    @pytest.mark.parametrize("terrain", ["open", "cave"])
    def test_the_balrogs_whip_is_seen_in_most_fights_on_any_ground(self, content, terrain):
        """Twenty seeded fights of the dwarf against a Balrog, met 60 ft off: the whip lashes in
        nearly every one (it was almost never seen on open ground), and the sword still falls."""
        from heroes import starting_dwarf

        from thirdage_tui.combat.muster import muster
        from thirdage_tui.combat.profiles import hero_profile

        whipped = sworded = 0
        for seed in range(20):
            battle = muster(content, [hero_profile(starting_dwarf(), content)], [(content.bestiary["balrog"], 1)],
                            Random(seed), terrain=terrain)
            battle.run()
            blows = [e.text for e in battle.log if e.kind == "attack" and e.actor == "Balrog"]
            whipped += any("Many-thonged whip" in b for b in blows)
            sworded += any("Sword of flame" in b for b in blows)
        assert whipped >= 16 and sworded >= 10, (whipped, sworded)

    @pytest.mark.rule("3.6.3")
    def test_a_troll_with_no_arm_to_hold_its_club_strikes_with_its_fist(self, content, rules):
        troll = Combatant(creature_profile(content.bestiary["hill_troll"], content), "Troll", 1)
        tactics.arm_up(troll)
        wound(troll, at(troll, "right_arm"), 8, True, rules)
        assert troll.p.arms[tactics.best_arm(troll, ranged=False)].id == "club", "the other hand takes it up"
        wound(troll, at(troll, "left_arm"), 8, True, rules)
        assert troll.p.arms[tactics.best_arm(troll, ranged=False)].id == "fist"


class TestDeathsExplained:
    """3.6.2, 3.6.3: every fall names its cause, kept to the fight's end (and so the hall's)."""

    @pytest.mark.rule("3.6.3")
    def test_a_vital_blow_a_bleeding_and_the_total_each_say_why(self, content, rules):
        from thirdage_tui.combat.outcome import fighter_end
        from thirdage_tui.combat.wounds import bleed

        struck = armed(content)
        wound(struck, at(struck, "abdomen"), struck.p.locations[at(struck, "abdomen")].hp + 7, False, rules)
        assert struck.dead and struck.cause.startswith("a blow left his abdomen at -7")
        bleeding = armed(content)
        wound(bleeding, at(bleeding, "chest"), bleeding.p.locations[at(bleeding, "chest")].hp, False, rules)
        assert bleeding.cause == "a wound to the chest: down, helpless, bleeding"
        while not bleeding.dead:
            bleed(bleeding)
        assert fighter_end(bleeding).cause == "bled to death from a wound to the chest"
        spent = armed(content, hp=6)
        for loc in ("right_leg", "left_leg", "right_arm"):
            wound(spent, at(spent, loc), 2, False, rules)
        assert spent.dead and spent.cause.startswith("6 hit points lost of his 6")
        shocked = armed(content)
        index = at(shocked, "left_arm")
        wound(shocked, index, 3 * shocked.p.locations[index].hp, False, rules)
        assert shocked.cause.startswith("in shock: his left arm took more than twice")


class TestSurrender:
    """Surrender is taken only by foes who talk; a hero who yields to them on a field they hold is
    their captive (our ruling, issue 13)."""

    def yielding(self, content, foe):
        from thirdage_tui.combat.intent import SURRENDER, Intent

        hero = ready(replace(fighter(content, "Hero"), kind="hero"))
        beast = Combatant(creature_profile(content.bestiary[foe], content), "Foe", 1)
        battle = Battle([hero, beast], content, Random(1), distance_ft=5)
        battle.play_round({"Hero": Intent(hero, SURRENDER), "Foe": Intent(beast, tactics.HOLD)})
        return battle, hero

    def test_a_wolf_does_not_take_surrender(self, content):
        battle, hero = self.yielding(content, "wolf")
        assert not hero.surrendered and hero.able
        assert any("does not take surrender" in e.text for e in battle.log)

    def test_orcs_take_a_captive(self, content):
        from thirdage_tui.combat.aftermath import aftermath

        battle, hero = self.yielding(content, "mordor_orc")
        assert hero.surrendered
        after = aftermath(battle, content, Random(1))
        assert after.captured == ("Hero",) and "Hero" not in after.fallen and after.captors == "mordor_orc"

    @pytest.mark.parametrize(("foe", "taken"), [("mordor_orc", True), ("bandit", True), ("wolf", False),
                                                ("hill_troll", False)])
    def test_the_overcome_are_taken_by_those_who_take_prisoners_and_slain_by_the_rest(self, content, foe, taken):
        """A hero left unconscious on the field: men and orcs carry him off, beasts and trolls do not
        (`behaviour.prisoners`)."""
        from thirdage_tui.combat.aftermath import aftermath

        hero = ready(replace(fighter(content, "Hero"), kind="hero"))
        beast = Combatant(creature_profile(content.bestiary[foe], content), "Foe", 1)
        battle = Battle([hero, beast], content, Random(1), distance_ft=5)
        hero.unconscious = True
        after = aftermath(battle, content, Random(1))
        assert (after.captured == ("Hero",)) is taken and ("Hero" in after.fallen) is not taken


@pytest.mark.rule("3.6.3")
def test_a_weapon_knocked_from_hand_is_not_taken_up_within_the_same_blow(content, rules):
    """The stated blow with a weapon an arm wound has just dropped is lost; next round he takes it
    up in the other hand, paying the 5 SR of changing (3.5.2)."""
    from thirdage_tui.combat.intent import ATTACK, HOLD, Intent

    c = armed(content)
    foe = ready(fighter(content, "Foe"), side=1)
    battle = Battle([c, foe], content, Random(1), distance_ft=5)
    steps = battle.round_steps({"Armed": Intent(c, ATTACK, foe, 0), "Foe": Intent(foe, HOLD)})
    next(steps)
    wound(c, at(c, "right_arm"), 4, False, rules)
    for _ in steps:
        pass
    assert c.main == -1 and any("has lost Broadsword" in e.text for e in battle.log)
    battle.play_round({"Foe": Intent(foe, HOLD)})
    assert c.main == 0 and c.shield == -1


class TestTaunt:
    """5.1: Taunt draws foes onto the taunter; tactics use it to take them off a weaker friend, or
    to bring in foes who keep their distance from one who cannot shoot back."""

    def company(self, content, magic):
        hero = ready(replace(fighter(content, "Hero", hp=16, armour=4, magic=magic), attributes={
            **fighter(content, "Hero").attributes, "CHA": 18}))
        friend = ready(fighter(content, "Friend", hp=7))
        return hero, friend

    @pytest.mark.rule("5.1")
    def test_he_taunts_to_take_foes_off_a_weaker_friend_and_not_alone(self, content):
        hero, friend = self.company(content, {"taunt": 1})
        goblins = [Combatant(creature_profile(content.bestiary["goblin"], content), f"Goblin {n}", 1) for n in (1, 2)]
        battle = Battle([hero, friend, *goblins], content, Random(1), distance_ft=40)
        battle.engaged_at_start = {}
        assert tactics.plan(battle, hero).magic == "taunt"
        alone = Battle([hero, goblins[0]], content, Random(1), distance_ft=40)
        alone.engaged_at_start = {}
        assert tactics.plan(alone, hero).magic != "taunt"

    @pytest.mark.rule("5.1")
    def test_taunted_foes_leave_the_weaker_friend_be(self, content):
        """Over 150 fights against three goblins, the friend is struck far less when the hero knows Taunt."""
        def blows_on_friend(magic) -> int:
            struck = 0
            for seed in range(150):
                hero, friend = self.company(content, magic)
                goblins = [Combatant(creature_profile(content.bestiary["goblin"], content), f"Goblin {n}", 1)
                           for n in (1, 2, 3)]
                battle = Battle([hero, friend, *goblins], content, Random(seed), distance_ft=40)
                battle.run()
                struck += sum(e.kind == "attack" and e.target == "Friend" for e in battle.log or ())
            return struck
        assert blows_on_friend({"taunt": 1}) < 0.7 * blows_on_friend(None)
