"""The vocabulary of magic effects (5.1, 5.2, appendix 1): every kind of effect a Hero Magic, a
spell or a magic item may have, declared once, with what its parameters must hold and where the
game applies it. The content models take their vocabulary from here (`models.magic`), and each part
of the engine that applies effects keys its handlers by these names (`combat.effects` in a fight),
so a new kind is added here, its handler beside the others, and its content in YAML.

An effect's size is `amount` (fixed) + `per_level` x the level used (or POW spent), or `dice`.
"""


from dataclasses import dataclass
from typing import Literal

Acts = Literal["lasting", "instant", "road", "site", "not_yet"]
LASTING: Acts = "lasting"
"""In a fight, on its bearer for as long as the magic lasts (`combat.effects.MODIFIERS`)."""
INSTANT: Acts = "instant"
"""In a fight, the moment it is cast (`combat.effects.INSTANTS`)."""
ROAD: Acts = "road"
"""Out of a fight: on the road, at rest or when a granted casting is spoken (`world`, `campaign`)."""
SITE: Acts = "site"
"""Out of a fight, in a site the company explores (`world.site_magic`)."""
NOT_YET: Acts = "not_yet"
"""Held by the content but not yet applied by the game (scouting and crafting to come)."""


@dataclass(frozen=True)
class EffectKind:
    """One kind of effect: its name, where the game applies it, what it does (in our words), whether
    it needs a size, and the parameters it cannot do without."""

    name: str
    acts: Acts
    meaning: str
    sized: bool = False
    needs: tuple[str, ...] = ()


KINDS: tuple[EffectKind, ...] = (
    EffectKind("attack_bonus", LASTING, "add the size to attack rolls' chance", sized=True),
    EffectKind("parry_bonus", LASTING, "add the size to parry chances", sized=True),
    EffectKind("damage_bonus", LASTING, "add the size to every damage roll (melee and missile)", sized=True),
    EffectKind("defence_bonus", LASTING, "add the size to the Defence the bearer may share out", sized=True),
    EffectKind("no_defence", LASTING, "the bearer has no Defence to share out (Parry still works)"),
    EffectKind("no_shield", LASTING, "the bearer may not use a shield"),
    EffectKind("armour_bonus", LASTING, "add the size to the armour of every hit location (survives criticals)", sized=True),
    EffectKind("armour_set", LASTING, "every hit location has at least the size as armour (survives criticals)", sized=True),
    EffectKind("armour_multiplier", NOT_YET, "multiply the protection of the armour it qualifies", sized=True),
    EffectKind("strike_rank_bonus", LASTING, "add the size to the base strike rank (negative is sooner; never below 0)", sized=True),
    EffectKind("reroll_attack", LASTING, "once a melee round, roll the attack die again; the second roll stands"),
    EffectKind("reroll_damage", LASTING, "once a melee round, roll the damage dice again; the second roll stands"),
    EffectKind("extra_missiles", LASTING, "loose the size in extra missiles at one strike rank, targets within radius_ft", sized=True, needs=("radius_ft",)),
    EffectKind("staff_strike", INSTANT, "a staff blow at a creature in sight within the magic's range_ft"),
    EffectKind("ignore_armour", INSTANT, "the blow ignores worn armour (not armour_bonus or armour_set)"),
    EffectKind("heal", INSTANT, "restore the size in hit points to the wounded location (touch)", sized=True),
    EffectKind("stop_bleeding", INSTANT, "stop a bleeding wound (abdomen, chest, head)"),
    EffectKind("restore_limb", INSTANT, "reattach or mend a severed or mangled limb (within two full turns)"),
    EffectKind("share_life", INSTANT, "lend hit points to a friend within range_ft; lost to both if parted", needs=("range_ft",)),
    EffectKind("healing_rate", ROAD, "multiply the natural healing rate by the size", sized=True),
    EffectKind("pow_recovery_rate", NOT_YET, "multiply the POW recovery rate by the size", sized=True),
    EffectKind("no_rest", NOT_YET, "go on without rest for the size in hours", sized=True),
    EffectKind("courage", LASTING, "act normally before a terrifying foe"),
    EffectKind("terrify", LASTING, "a foe must win an opposed roll (opposed) to attack or target the bearer", needs=("opposed",)),
    EffectKind("taunt", INSTANT, "up to `limit` foes who hear must win an opposed roll or close with the bearer", needs=("opposed", "limit")),
    EffectKind("calm", NOT_YET, "creatures within radius_ft not yet fighting keep the peace until attacked", needs=("radius_ft",)),
    EffectKind("ward_off", INSTANT, "a spirit or magical being must win an opposed roll or withdraw and not pass", needs=("opposed",)),
    EffectKind("exorcise", NOT_YET, "a possessor must win an opposed roll or let go; if it wins, the host takes dice", needs=("opposed", "dice")),
    EffectKind("morale", NOT_YET, "lift the spirits of the weary and downhearted"),
    EffectKind("move_multiplier", LASTING, "multiply the base move by the size", sized=True),
    EffectKind("levitate", SITE, "rise or sink at will at the base move per round"),
    EffectKind("leap", INSTANT, "jump range_ft across and height_ft up, landing safely", needs=("range_ft", "height_ft")),
    EffectKind("no_surprise", LASTING, "the bearer cannot be surprised"),
    EffectKind("skill_bonus", SITE, "add the size to the listed `skills`, or to every skill of `ability`", sized=True),
    EffectKind("attribute_bonus", NOT_YET, "add the size to `attribute`", sized=True, needs=("attribute",)),
    EffectKind("roll_bonus", LASTING, "add the size to every d20 attack, parry and skill roll", sized=True),
    EffectKind("fire_resistance", LASTING, "fire damage is reduced by the size in each location it strikes", sized=True),
    EffectKind("sense", SITE, "number, direction, range of `what` in range_ft; blocked_by_ft of earth blocks", needs=("what", "range_ft")),
    EffectKind("glow", SITE, "the item shines while `what` is within range_ft", needs=("what",)),
    EffectKind("sight_multiplier", SITE, "see the size times as far", sized=True),
    EffectKind("darksight", SITE, "see in complete darkness as by day"),
    EffectKind("daylight", LASTING, "full daylight within radius_ft (hurts creatures that shun the sun)", needs=("radius_ft",)),
    EffectKind("light", SITE, "a soft light to read and walk by within radius_ft", needs=("radius_ft",)),
    EffectKind("reveal_magic", SITE, "learn the virtues of an enchanted creature or item"),
    EffectKind("detect_lies", NOT_YET, "a creature lying to the bearer must win an opposed roll or be caught", needs=("opposed",)),
    EffectKind("forecast", NOT_YET, "foretell the local weather for the size in days", sized=True),
    EffectKind("speak_with_animals", NOT_YET, "speak with animals and ask reasonable help"),
    EffectKind("messenger", NOT_YET, "a small animal carries a message of up to `limit` words at the size x its speed", sized=True, needs=("limit",)),
    EffectKind("hold_portal", SITE, "bar a door; forcing it takes an opposed roll against `resistance`", needs=("opposed", "resistance")),
    EffectKind("sunder", SITE, "break a non-magical object (opposed roll against a held portal)"),
    EffectKind("enc_multiplier", NOT_YET, "multiply the ENC of the item it qualifies", sized=True),
    EffectKind("range_multiplier", NOT_YET, "multiply the range of the weapon it qualifies", sized=True),
    EffectKind("capacity_multiplier", NOT_YET, "multiply the load the item may bear", sized=True),
    EffectKind("sustenance", ROAD, "one mouthful is a meal; one loaf feeds one for the size in days", sized=True),
    EffectKind("sure_knot", NOT_YET, "its knots hold until the user wills them loose"),
    EffectKind("pains_evil", NOT_YET, "evil creatures find its touch painful"),
)
EFFECTS: dict[str, EffectKind] = {k.name: k for k in KINDS}
NAMES: tuple[str, ...] = tuple(EFFECTS)

SUSTENANCE = "sustenance"
HEALING_RATE = "healing_rate"
RESTORE_LIMB = "restore_limb"
"""The kinds the road and the campaign apply by name (the fight's are keyed in `combat.effects`)."""
