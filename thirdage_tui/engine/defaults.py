"""Sensible choices for whatever a new hero's player leaves open, drawn from the draft's seeded RNG."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.content.models.base import ATTRS
from thirdage_tui.engine import abilities as ab
from thirdage_tui.engine.items import carried_enc, item
from thirdage_tui.engine.skills import common_points

if TYPE_CHECKING:
    from random import Random

    from thirdage_tui.content.models.base import Ability, Attr
    from thirdage_tui.content.models.character import Background, Race, Skill
    from thirdage_tui.content.models.equipment import Weapon
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.creation import Draft

SHAPE_WEIGHT = {"P+": 2, "S+": 1, "S-": -1, "P-": -2}
FIGHTING: dict[Ability, int] = {"attack": 3, "parry": 2, "defence": 2}
HIT_POINT_WEIGHT = 3
ENC_PER_STR_WEIGHT, ENC_PER_SIZ_WEIGHT = 2, 4
SPELL_POW_WEIGHT, HERO_MAGIC_POW_WEIGHT = 6, 2


def fill_defaults(draft: Draft) -> None:
    """Make every choice still open: race, nation, background, attributes, weapons, skills, magic, name."""
    content, rng = draft.content, draft.rng
    if draft.race is None:
        wanted = draft.background
        draft.set_race(rng.choice([r for r in draft.races()
                                   if wanted is None or wanted.id in race_backgrounds(r, content)]).id)
    race = draft.require_race()
    if race.needs_nation and draft.nation is None:
        wanted = draft.background
        draft.set_nation(rng.choice([n for n in draft.nations()
                                     if wanted is None or wanted.id in n.backgrounds]).id)
    if draft.background is None:
        draft.set_background(rng.choice(draft.backgrounds()).id)
    background = draft.require_background()
    _place_attributes(draft, background)
    if draft.weapons is None:
        kit = [i for line in draft.equipment_choices() for i in line.options]
        draft.set_weapons(pick_weapons(draft.weapon_choices(), len(draft.weapon_points), rng, kit))
    _lighten_kit(draft)
    if draft.skills is None:
        _pick_skills(draft)
    if not draft.hero_magic and draft.hero_magic_budget:
        _pick_hero_magic(draft)
    if not draft.spells and draft.spell_budget:
        _pick_spells(draft)
    if draft.name is None:
        draft.set_name(f"{race.name} {background.name}")


def race_backgrounds(race: Race, content: Content) -> list[str]:
    """The backgrounds open to a race, through its nations when it has them."""
    if race.needs_nation:
        return [b for n in content.nations.values() if n.race == race.id for b in n.backgrounds]
    return list(race.backgrounds)


def attribute_weights(background: Background, content: Content) -> dict[Attr, int]:
    """How much each attribute helps a background: its abilities' rows (fighting, and one for each
    skill it offers), hit points, STR and SIZ to carry its kit, and POW for magic. Negative: lower
    is better (SIZ for stealth)."""
    tables = content.tables
    uses = dict(FIGHTING)
    for skill in background.skills.choices:
        ability = content.skills[skill].ability
        uses[ability] = uses.get(ability, 0) + 1
    weights = dict.fromkeys(ATTRS, 0)
    for ability, times in uses.items():
        for attr, shape in tables.abilities[ability].items():
            weights[attr] += times * SHAPE_WEIGHT[shape]
    weights[tables.hit_points.base] += 2 * HIT_POINT_WEIGHT
    for attr, shape in tables.hit_points.modifiers.items():
        weights[attr] += HIT_POINT_WEIGHT * SHAPE_WEIGHT[shape]
    weights["POW"] += SPELL_POW_WEIGHT if background.spell_points else HERO_MAGIC_POW_WEIGHT
    kit = kit_enc(background, content)
    weights["STR"] += round(kit / ENC_PER_STR_WEIGHT)
    weights["SIZ"] += round(kit / ENC_PER_SIZ_WEIGHT)
    return weights


def kit_enc(background: Background, content: Content) -> float:
    """The ENC of a background's kit, taking the first option of each line."""
    return sum(carried_enc(item(content, slot.item or slot.choose[0])) * slot.count for slot in background.equipment)


def pick_weapons(offered: list[Weapon], count: int, rng: Random, kit: list[str]) -> list[str]:
    """A melee weapon first, then a shield (the kit's if it offers one; none if the first needs both
    hands), then something to throw or shoot, then whatever is left."""
    melee = [w for w in offered if w.kind == "melee"] or offered
    first = rng.choice(melee)
    picks = [first]
    shields = [w for w in offered if w.kind == "shield"]
    shields = [w for w in shields if w.id in kit] or shields
    if shields and not first.two_handed:
        picks.append(rng.choice(shields))
    ranged = [w for w in offered if w.kind in ("missile", "thrown")]
    if ranged:
        picks.append(rng.choice(ranged))
    rest = [w for w in offered if w not in picks]
    rng.shuffle(rest)
    return [w.id for w in (picks + rest)[:count]]


def _place_attributes(draft: Draft, background: Background) -> None:
    """The best free sets go to the attributes the background needs most."""
    missing = [a for a in ATTRS if a not in draft.attributes]
    if missing:
        draft.place(best_placement(draft, background, missing, taken=set(draft.placement.values())))


def best_placement(draft: Draft, background: Background, attrs: list[Attr] | None = None,
                   taken: set[int] | None = None) -> dict[str, int]:
    """The rolled sets not `taken` (by index) placed on `attrs` (all seven by default), the best sets on
    the attributes the background needs most ({attribute: index of its set})."""
    sets = draft.roll_sets() if draft.sets is None else draft.sets
    weights = attribute_weights(background, draft.content)
    order = sorted(ATTRS if attrs is None else attrs, key=lambda a: (-weights[a], draft.rng.random()))
    free = sorted((i for i in range(len(sets)) if i not in (taken or set())), key=lambda i: -sets[i])
    return dict(zip(order, free))


def _lighten_kit(draft: Draft) -> None:
    """On each kit line left open (no choice made, no chosen weapon there), the option offered first
    unless it leaves the hero over his ENC; then the first that does not, else the lightest."""
    weapons = set(draft.weapons or ())
    for line in draft.equipment_choices():
        if len(line.options) < 2 or line.index in draft.equipment or weapons & set(line.options):
            continue
        burden = {}
        for option in line.options:
            draft.set_equipment({line.index: option})
            burden[option] = draft.preview().enc.over
            if not burden[option]:
                break
        draft.set_equipment({line.index: min(line.options, key=lambda o: burden.get(o, 99))})
        if burden[line.options[0]] == 0:
            del draft.equipment[line.index]


def _pick_skills(draft: Draft) -> None:
    """Slot by slot, from the highest: a skill the slot adds something to (not Climb at 5 for a
    hero who has Climb 5 already), then one that keeps a lone hero alive on the road (finding the
    way, finding food: the travel rules' skills), then the one he is most apt for, ties broken by
    the seed. A language is one he does not speak yet."""
    content = draft.content
    mods = ab.ability_modifiers(draft.attributes, content.tables)
    common = common_points(draft.require_race(), content)
    way, road = set(content.travel.way.skills), road_skills(content)
    choices = draft.skill_choices()
    draft.rng.shuffle(choices)
    picks: list[Skill] = []

    def wanted(skill: Skill) -> int:
        """0 for the way's skill, 1 for the hunt's, while the hero has none of the road's yet; else 2."""
        if any(p.id in road for p in picks) or skill.id not in road:
            return 2
        return 0 if skill.id in way else 1

    for slot in (s for s in draft.skill_slots() if s.given is None):
        free = [s for s in choices if s not in picks]
        best = min(free, key=lambda s: (slot.points_for(mods[s.ability]) <= common.get(s.id, 0), wanted(s),
                                        -mods[s.ability]))
        picks.append(best)
    spoken = spoken_languages(draft)
    draft.set_skills([_unspoken(s, spoken) for s in picks])


def road_skills(content: Content) -> set[str]:
    """The skills the road asks of a lone hero: the way's and the hunt's (`travel.yaml`)."""
    rules = content.travel
    return set(rules.way.skills) | {s for g in rules.gathering.values() for s in g.skills}


def spoken_languages(draft: Draft) -> set[str]:
    """The languages a hero of the draft's race and nation speaks from the start (2.5)."""
    race = draft.require_race()
    return set(race.languages) | set(draft.nation.languages if draft.nation else ())


def _unspoken(skill: Skill, spoken: set[str]) -> str:
    """The skill's key with its first specialisation the hero does not speak already, if it takes one."""
    if not skill.specialisations:
        return skill.id
    fresh = [s for s in skill.specialisations if s not in spoken] or list(skill.specialisations)
    return f"{skill.id}:{fresh[0]}"


def _pick_hero_magic(draft: Draft) -> None:
    """Effects at level 1 in a seeded order while the points last, then higher levels."""
    budget, levels = draft.hero_magic_budget, {}
    choices = draft.hero_magic_choices()
    draft.rng.shuffle(choices)
    for magic in choices:
        if magic.learn_cost(1) <= budget:
            levels[magic.id] = 1
            budget -= magic.learn_cost(1)
    raised = True
    while raised:
        raised = False
        for magic in choices:
            level = levels.get(magic.id)
            if level and level < magic.max_level:
                step = magic.learn_cost(level + 1) - magic.learn_cost(level)
                if step <= budget:
                    levels[magic.id], budget, raised = level + 1, budget - step, True
    draft.set_hero_magic(levels)


def _pick_spells(draft: Draft) -> None:
    """Spells in a seeded order while the points last."""
    budget, picks = draft.spell_budget, []
    choices = draft.spell_choices()
    draft.rng.shuffle(choices)
    for spell in choices:
        if spell.pow_cost <= budget:
            picks.append(spell.id)
            budget -= spell.pow_cost
    draft.set_spells(picks)
