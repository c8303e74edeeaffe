"""Patrons (appendix 5; rules text 1.0, 2.3, 4.3, 5.2, 6.0): who is at a place now, what each offers
at the hero's standing and what he refuses the unknown, and the services themselves — healing,
training (free with a patron, paid with a hired trainer), gifts, single castings of a spell,
lembas for elf-friends, equipment and provisions in proportion to renown, and the errands they give."""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands, reputation
from thirdage_tui.campaign.chronicle import dwelling, living, place_state, whereabouts
from thirdage_tui.campaign.clock import calendar, note
from thirdage_tui.campaign.downtime import pass_days, settled
from thirdage_tui.campaign.house_rules import (
    HOME_LARDER_DAYS,
    LEMBAS_A_SEASON,
    LEMBAS_CAKES,
    PROVISION_DAYS,
    PROVISION_DAYS_PER_STANDING,
    PROVISIONS_A_SEASON,
    SUPPLY_PER_STANDING,
    TRAINER_FEE_PER_WEEK,
    TRAINER_WEEKS_IN_HAND,
)
from thirdage_tui.campaign.opening import home
from thirdage_tui.campaign.pack import receive
from thirdage_tui.campaign.state import Campaign, CampaignError, Errand, Grant
from thirdage_tui.content import ids
from thirdage_tui.content.errors import UnknownId
from thirdage_tui.content.models.effect_kinds import HEALING_RATE, RESTORE_LIMB
from thirdage_tui.engine.advancement import TRAINABLE, Roll, learn_skill, train_attribute
from thirdage_tui.engine.inventory import no_room
from thirdage_tui.engine.items import item_kind
from thirdage_tui.engine.refusals import AdvancementError
from thirdage_tui.engine.skills import skill_name
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.world.journey import carried_food

if TYPE_CHECKING:
    from thirdage_tui.content.models.lore import Offer, Personality
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

HIRED = "trainer"
"""The teacher id of a trainer working for pay at a place with the `trainer` service."""
LOST = ("held_by_enemy", "ruined", "abandoned")
GOODS_KINDS = {"weapons": "weapons", "armour": "armour", "gear": "gear", "clothing": "clothing", "mounts": "mounts"}


def present(campaign: Campaign, content: Content, place: str) -> list[Personality]:
    """The personalities at `place` now: those who dwell there (as the chronicle has left them) and
    those whose wanderings bring them there this month."""
    if place_state(campaign, place) in LOST:
        return []
    return [person for person in content.personalities.values() if found_at(campaign, content, person.id) == place]


def found_at(campaign: Campaign, content: Content, patron: str) -> str | None:
    """Where a personality is to be found this month: his home (as the chronicle has left it), else
    the haunt his wanderings bring him to; None when he is dead, unborn or gone."""
    person = content.personalities[patron]
    if not living(campaign, content, patron) or whereabouts(campaign, content, patron).status != "home":
        return None
    home = dwelling(campaign, content, patron)
    return home if home else _haunt_now(campaign, person) if person.haunts else None


def _haunt_now(campaign: Campaign, person: Personality) -> str:
    """The one haunt a wanderer is found at this month."""
    return Random(f"{campaign.seed}:{person.id}:{campaign.date.year}:{campaign.date.month}").choice(person.haunts)


def services(campaign: Campaign, content: Content, place: str) -> list[str]:
    """The place's services, unless the chronicle has ruined it or given it to the Enemy."""
    return [] if place_state(campaign, place) in LOST else list(content.places[place].services)


def refusal(campaign: Campaign, content: Content, patron: str) -> str | None:
    """Why a personality will not deal with the hero, or None."""
    person = content.personalities[patron]
    stand = reputation.standing(campaign, content, patron)
    if stand < person.refuses_below:
        return (f"{person.name} does not receive the {reputation.standing_name(stand)}: "
                f"a hero must be {reputation.standing_name(person.refuses_below)} to him first")
    return None


def offers(campaign: Campaign, content: Content, patron: str) -> tuple[list[Offer], list[Offer]]:
    """(what the patron offers the hero now, what he keeps for heroes of greater renown)."""
    person = content.personalities[patron]
    stand = reputation.standing(campaign, content, patron)
    open_ = person.offers_for(stand)
    return open_, [o for o in person.offers if o not in open_]


def receiving(campaign: Campaign, content: Content, patron: str) -> Personality:
    """The patron, here and willing to deal with the hero; CampaignError saying why not."""
    place = settled(campaign)
    person = content.personalities.get(patron)
    if person is None or person not in present(campaign, content, place):
        raise CampaignError(f"{person.name if person else patron} is not at {in_sentence(content.places[place].name)}")
    why = refusal(campaign, content, patron)
    if why:
        raise CampaignError(why)
    return person


def _offer(campaign: Campaign, content: Content, patron: str, kind: str,
           want: Callable[[Offer], bool] | None = None) -> Offer:
    """The patron's open offer of `kind` (holding `want`, if given), or CampaignError saying why not."""
    person = receiving(campaign, content, patron)
    available, locked = offers(campaign, content, patron)
    for offer in available:
        if offer.kind == kind and (want is None or want(offer)):
            return offer
    later = any(o.kind == kind and (want is None or want(o)) for o in locked)
    raise CampaignError(f"{person.name} offers that only to heroes of greater renown" if later else
                        f"{person.name} does not offer that")


def take_errand(campaign: Campaign, content: Content, patron: str, errand_id: str) -> Errand:
    """Take on the errand `patron`, here and receiving the hero, offers this month as `errand_id`."""
    receiving(campaign, content, patron)
    return errands.take(campaign, content, patron, errand_id)


def heal(campaign: Campaign, content: Content, patron: str) -> None:
    """A patron's healing: a day in his care closes every wound of the company."""
    _offer(campaign, content, patron, "healing")
    for hero in list(campaign.heroes):
        campaign.replace_hero(hero.evolve(wounds={}, pow_spent=0))
    note(campaign, content, "patron", f"{content.personalities[patron].name} tends the company's wounds.")
    pass_days(campaign, content, 1, practise=False, activity="Healed")


def teacher_fee(campaign: Campaign, content: Content, teacher: str, *, attribute: str | None = None,
                skill: str | None = None) -> int:
    """Silver a week for teaching the attribute, or else the skill: nothing with a patron who offers it
    (2.3), a trainer's fee at a place with a trainer; CampaignError if none teaches it here."""
    if teacher != HIRED:
        _offer(campaign, content, teacher, "training", lambda o: _teaches(o, attribute, skill))
        return 0
    place = settled(campaign)
    if "trainer" not in services(campaign, content, place):
        raise CampaignError(f"there is no trainer for hire at {in_sentence(content.places[place].name)}")
    if attribute and attribute not in TRAINABLE:
        raise CampaignError(f"{attribute} cannot be raised by training (only {', '.join(TRAINABLE)})")
    return TRAINER_FEE_PER_WEEK


def _teaches(offer: Offer, attribute: str | None, skill: str | None) -> bool:
    """Whether a patron's training covers the attribute, or else the skill (a specialty by its skill)."""
    if attribute:
        return attribute in offer.attributes
    return skill is not None and skill.partition(":")[0] in offer.skills


def train(campaign: Campaign, content: Content, hero_name: str, attribute: str, teacher: str) -> Roll:
    """1D4 weeks of attribute training (2.3), then the roll; a hired trainer is paid week by week and
    asks to see the fee for four weeks first."""
    fee = teacher_fee(campaign, content, teacher, attribute=attribute)
    hero = campaign.companion(hero_name)
    _can_pay(hero, fee * TRAINER_WEEKS_IN_HAND)
    try:
        roll = train_attribute(hero, attribute, campaign.rng(), content)
    except AdvancementError as exc:
        raise CampaignError(str(exc)) from None
    cost = fee * roll.weeks
    campaign.replace_hero(roll.hero.evolve(silver=roll.hero.silver - cost))
    pass_days(campaign, content, roll.weeks * 7, practise=False, activity="Training")
    note(campaign, content, "training", f"{hero_name} trains {attribute} for {counted(roll.weeks, 'week')}"
         f"{f' ({cost} silver)' if cost else ''}: rolled {roll.roll} against {roll.target}, "
         f"{f'{attribute} rises to {roll.hero.attributes[attribute]}' if roll.success else 'no gain'}.")
    return roll


def learn(campaign: Campaign, content: Content, hero_name: str, skill: str, teacher: str) -> Roll:
    """A week with a master (4.3), then d20 <= INT for 5 points; a failed week may be tried again."""
    fee = teacher_fee(campaign, content, teacher, skill=skill)
    hero = campaign.companion(hero_name)
    _can_pay(hero, fee)
    try:
        roll = learn_skill(hero, skill, campaign.rng(), content)
    except (AdvancementError, UnknownId) as exc:
        raise CampaignError(str(exc)) from None
    campaign.replace_hero(roll.hero.evolve(silver=roll.hero.silver - fee))
    pass_days(campaign, content, roll.weeks * 7, practise=False, activity="Study")
    note(campaign, content, "training", f"{hero_name} studies {skill_name(content, skill)} for a week: rolled "
         f"{roll.roll} against INT {roll.target}, {'learnt' if roll.success else 'not yet'}.")
    return roll


def _can_pay(hero: Hero, silver: int) -> None:
    if hero.silver < silver:
        raise CampaignError(f"{hero.name} has {hero.silver} silver; the trainer wants to see {silver}")


def give(campaign: Campaign, content: Content, patron: str, item: str, hero_name: str) -> None:
    """A gift from a patron's treasures (6.0), once for the whole company."""
    _offer(campaign, content, patron, "gift", lambda o: item in o.items)
    key = f"{patron}:{item}"
    if key in campaign.received:
        raise CampaignError(f"{content.personalities[patron].name} has already given {content.magic_items[item].name}")
    hero = campaign.companion(hero_name)
    campaign.received.append(key)
    _hand(campaign, content, hero, [item], f"a gift of {content.personalities[patron].name}")


def grant_spell(campaign: Campaign, content: Content, patron: str, spell: str, hero_name: str) -> Grant:
    """One casting of a spell with the POW already spent (5.2 item 2); a hero holds one of each at a time."""
    _offer(campaign, content, patron, "spell_use", lambda o: spell in o.spells)
    if any(g.hero == hero_name and g.spell == spell for g in campaign.grants):
        raise CampaignError(f"{hero_name} already holds a casting of {content.spells[spell].name}")
    grant = Grant(campaign.companion(hero_name).name, spell, patron)
    campaign.grants.append(grant)
    note(campaign, content, "patron", f"{content.personalities[patron].name} lays a single casting of "
         f"{content.spells[spell].name} on {hero_name}.")
    return grant


def use_grant(campaign: Campaign, content: Content, hero_name: str, spell: str) -> Grant:
    """Spend a granted casting (the caller applies the spell)."""
    for grant in campaign.grants:
        if grant.hero == hero_name and grant.spell == spell:
            campaign.grants.remove(grant)
            note(campaign, content, "magic", f"{hero_name} speaks the granted {content.spells[spell].name}.")
            return grant
    raise CampaignError(f"{hero_name} holds no casting of {spell}")


def cast_grant(campaign: Campaign, content: Content, hero_name: str, spell: str) -> None:
    """Speak a casting laid on a hero, away from any fight (a spell for fights is cast in one, at no
    POW). Healing Sleep: the hero sleeps, healing twice as fast (3.6.3 D), until his wounds are
    mended; Restore mends his worst-hurt location whole; the other spells do what they tell."""
    why = cast_refusal(campaign, content, hero_name, spell)
    if why:
        raise CampaignError(why)
    use_grant(campaign, content, hero_name, spell)
    speak(campaign, content, hero_name, spell)


def speak(campaign: Campaign, content: Content, hero_name: str, spell: str) -> None:
    """What a spell not for fights does when a hero speaks it (`cast_grant`'s, and a Mage's own)."""
    magic, hero = content.spells[spell], campaign.companion(hero_name)
    kinds = {e.type for e in magic.effects}
    if HEALING_RATE in kinds:
        days = max(1, -(-max(hero.wounds.values(), default=0) // 2))
        pass_days(campaign, content, days, practise=False, activity=f"{hero_name} lies in a healing sleep")
        hero = campaign.companion(hero_name)
        campaign.replace_hero(hero.evolve(wounds={loc: d - days for loc, d in hero.wounds.items() if d > days}))
    elif RESTORE_LIMB in kinds:
        worst = max(hero.wounds, key=lambda loc: hero.wounds[loc])
        campaign.replace_hero(hero.evolve(wounds={loc: d for loc, d in hero.wounds.items() if loc != worst}))
        body = content.bodies[content.races[hero.race].body]
        place = next(loc.name for loc in body.locations if loc.id == worst).lower()
        note(campaign, content, "magic", f"{hero_name}'s {place} is whole again.")
    else:
        note(campaign, content, "magic", magic.description)


def cast_refusal(campaign: Campaign, content: Content, hero_name: str, spell: str) -> str | None:
    """Why a casting laid on a hero cannot be spoken here and now (None: it can)."""
    magic = content.spells[spell]
    kinds = {e.type for e in magic.effects}
    if campaign.over:
        return "the tale has ended"
    if magic.combat:
        return f"{magic.name} is for a fight: it is cast there, at no POW"
    if RESTORE_LIMB in kinds and not campaign.companion(hero_name).wounds:
        return f"{hero_name} has no hurt for {magic.name} to mend"
    if HEALING_RATE in kinds and campaign.place is None:
        return f"{magic.name} needs a place to sleep in safety"
    return None


def lembas(campaign: Campaign, content: Content, patron: str) -> None:
    """Waybread for elf-friends: cakes for each hero, once a season."""
    why = food_refusal(campaign, content, patron, "lembas")
    cake, giver = content.travel.lembas, content.personalities[patron].name
    if why or cake is None:
        raise CampaignError(why or "the travel rules name no waybread")
    _once_a_season(campaign, content, patron, "lembas", LEMBAS_A_SEASON)
    for hero in campaign.heroes:
        _hand(campaign, content, hero, [cake] * LEMBAS_CAKES, giver)


def supply(campaign: Campaign, content: Content, patron: str, item: str, hero_name: str) -> None:
    """A thing from a patron's stores (6.0): as many a season as the hero's standing with him allows."""
    kind = _item_kind(content, item)
    _offer(campaign, content, patron, "equipment", lambda o: any(GOODS_KINDS.get(g) == kind for g in o.goods))
    hero = campaign.companion(hero_name)
    _once_a_season(campaign, content, patron, "stores",
                   SUPPLY_PER_STANDING * reputation.standing(campaign, content, patron))
    _hand(campaign, content, hero, [item], f"from the stores of {content.personalities[patron].name}")


def provision(campaign: Campaign, content: Content, patron: str) -> None:
    """Provisions for every hero by his standing with the patron (6.0: in proportion to renown), and a
    boat if the patron has boats to give, `PROVISIONS_A_SEASON` times a season."""
    offer = _offer(campaign, content, patron, "equipment", lambda o: "provisions" in o.goods or "boats" in o.goods)
    if not _home_larder(campaign, content, patron):
        _once_a_season(campaign, content, patron, "provisions", PROVISIONS_A_SEASON)
    if "provisions" in offer.goods and content.travel.rations:
        for hero in campaign.heroes:
            food = [content.travel.rations[0]] * provision_days(campaign, content, patron)
            sack = [ids.PROVISION_SACK] if no_room(hero.evolve(equipment=[*hero.equipment, *food]), content) else []
            _hand(campaign, content, hero, [*sack, *food], "provisions")
    if "boats" in offer.goods:
        campaign.boat = True
        note(campaign, content, "patron", f"{content.personalities[patron].name} lends the company a boat.")


def _home_larder(campaign: Campaign, content: Content, patron: str) -> bool:
    """Whether the patron is the host of the Company's home and it has less than `HOME_LARDER_DAYS` of
    food (carried or in store there): then his provisions are not counted against the season's (a home never sends its company
    out with nothing)."""
    stored = sum(i in content.travel.rations for i in campaign.stash.get(campaign.place or "", []))
    fed = (carried_food(content, tuple(campaign.heroes)).days + stored) // max(1, len(campaign.heroes))
    return (fed < HOME_LARDER_DAYS and campaign.place == home(content)
            and dwelling(campaign, content, patron) == campaign.place)


def provision_days(campaign: Campaign, content: Content, patron: str) -> int:
    """Days of rations a patron's provisions give each hero: so many to one he knows, more for each
    step of standing above."""
    above = max(0, reputation.standing(campaign, content, patron) - reputation.KNOWN)
    return PROVISION_DAYS + PROVISION_DAYS_PER_STANDING * above


def _item_kind(content: Content, item: str) -> str:
    try:
        return item_kind(content, item)
    except UnknownId as exc:
        raise CampaignError(str(exc)) from None


def _once_a_season(campaign: Campaign, content: Content, patron: str, what: str, allowed: int) -> None:
    why = _season_spent(campaign, content, patron, what, allowed)
    if why:
        raise CampaignError(why)
    key = _season_key(campaign, content, patron, what)
    campaign.supplied[key] = campaign.supplied.get(key, 0) + 1


def _season_key(campaign: Campaign, content: Content, patron: str, what: str) -> str:
    return f"{patron}:{what}:{campaign.date.year}:{calendar(content).season(campaign.date)}"


def _season_spent(campaign: Campaign, content: Content, patron: str, what: str, allowed: int) -> str | None:
    """Why the patron gives no more `what` this season (None: he has more to give)."""
    if campaign.supplied.get(_season_key(campaign, content, patron, what), 0) >= allowed:
        return f"{content.personalities[patron].name} has given all he can spare this season"
    return None


def food_refusal(campaign: Campaign, content: Content, patron: str, what: str) -> str | None:
    """Why `patron` would not feed the company now with `what` ("provisions" or "lembas"; None: he would)."""
    try:
        if what == "lembas":
            _offer(campaign, content, patron, "lembas")
        else:
            _offer(campaign, content, patron, "equipment", lambda o: "provisions" in o.goods)
    except CampaignError as exc:
        return str(exc)
    if what == "lembas" and content.travel.lembas is None:
        return f"{content.personalities[patron].name} has no waybread to give: the travel rules name none"
    if what != "lembas" and _home_larder(campaign, content, patron):
        return None
    return _season_spent(campaign, content, patron, what, LEMBAS_A_SEASON if what == "lembas" else PROVISIONS_A_SEASON)


def _hand(campaign: Campaign, content: Content, hero: Hero, items: list[str], why: str) -> Hero:
    """Put `items` in a hero's packs (what would burden him in store here, `pack.receive`); the hero after."""
    return receive(campaign, content, hero, items, why)
