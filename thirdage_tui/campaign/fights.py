"""Fights in the campaign, through the combat engine (rules text 3.4-3.6): bands met on the road,
foes an errand sends the company against, and the aftermath — wounds carried over, the slain
counted, what the company learns of each kind of foe, a weapon ticked (4.4) for whoever struck a
foe down, the chance of POW for magic used in a won fight (5.3.2), and death.

`fight` plays a whole fight out by the engine's tactics. A screen that plays it on its own grid
builds the `Battle` with `combatants`, and hands it to `aftermath` when it is over."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from thirdage_tui.campaign import errands
from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.downtime import heroic_deed
from thirdage_tui.campaign.patrons import use_grant
from thirdage_tui.campaign.rules import MONSTER_LORE, SLAIN_TO_KNOW
from thirdage_tui.campaign.start import home
from thirdage_tui.campaign.state import Campaign, CampaignError, Fall, Lore, Meeting
from thirdage_tui.campaign.travel import repack
from thirdage_tui.combat.battle import Battle
from thirdage_tui.combat.combatant import Combatant, Profile
from thirdage_tui.combat.meeting import can_parley, flee, parley
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.combat.simulate import fighters
from thirdage_tui.combat.spoils import spoils
from thirdage_tui.engine.advancement import tick
from thirdage_tui.engine.hero import weapon_tick
from thirdage_tui.world.encounters import band_words

if TYPE_CHECKING:
    from thirdage_tui.content.store import Content

SURPRISE_FT = 10
"""A band that catches the company unaware strikes from this close (G4.5: +3 SR to the surprised)."""


@dataclass(frozen=True)
class FightReport:
    """How a fight went for the company."""

    won: bool
    rounds: int
    slain: int
    fallen: tuple[str, ...]
    lines: tuple[str, ...]


def party(campaign: Campaign, content: Content) -> list[Profile]:
    """The company as fighters, each with the castings patrons have laid on him (5.2 item 2)."""
    profiles = []
    for hero in campaign.heroes:
        profile = hero_profile(hero, content)
        granted = tuple(g.spell for g in campaign.grants if g.hero == hero.name)
        profiles.append(replace(profile, spells=tuple(dict.fromkeys((*profile.spells, *granted))), granted=granted)
                        if granted else profile)
    return profiles


def combatants(campaign: Campaign, content: Content, foes: list[tuple[str, int]]) -> list[Combatant]:
    """The company (side 0) and the foes (side 1), each foe rolled with the campaign's dice."""
    party_ = party(campaign, content)
    bands = [(content.bestiary[c], n) for c, n in foes]
    places = fighters(content, party_, bands, campaign.rng().randrange(2**31), pool=1)
    return [Combatant(f.pool[0], f.uid, f.side) for f in places]


def fight(campaign: Campaign, content: Content, foes: list[tuple[str, int]], *, surprised: str | None = None,
          daylight: bool = True) -> FightReport:
    """Fight `foes` [(creature id, count)] to the end; `surprised` is "company", "foes" or None."""
    if campaign.over:
        raise CampaignError("the tale has ended")
    fighters_ = combatants(campaign, content, foes)
    caught = {c.uid: SURPRISE_FT for c in fighters_ if surprised == ("company", "foes")[c.side]}
    battle = Battle(fighters_, content, campaign.rng(), daylight=daylight, surprised=caught, log=False)
    battle.run()
    return aftermath(campaign, content, battle)


def aftermath(campaign: Campaign, content: Content, battle: Battle) -> FightReport:
    """Carry a finished battle back into the campaign."""
    won = battle.side_fighting(0) and not battle.side_fighting(1)
    lines: list[str] = []
    for c in battle.c:
        if c.side == 1:
            _learn(campaign, c)
    for kind in {c.p.ref for c in battle.c if c.side == 1}:
        campaign.monsters[kind].fought += 1
    slain = sum(c.dead for c in battle.c if c.side == 1)
    campaign.tale.fights += 1
    campaign.tale.foes_slain += slain
    fallen = []
    for c in battle.c:
        if c.side == 0:
            hero = _carry_back(campaign, c, won)
            if c.dead or _left_helpless(battle, c, won):
                fallen.append(hero.name)
            lines.append(f"{hero.name}: {c.status}, {c.hp_left} of {c.p.hit_points} HP.")
    foes = ", ".join(sorted({c.p.name for c in battle.c if c.side == 1}))
    note(campaign, content, "fight", f"{'Victory' if won else 'The fight is lost'} against {foes} in "
         f"{battle.round} rounds; {slain} slain. " + " ".join(lines))
    _take_loot(campaign, content, battle)
    for c in battle.c:
        for spell in c.granted_used if c.side == 0 else ():
            use_grant(campaign, content, c.p.name, spell)
    for c in battle.c:
        if c.side == 0 and won and not c.dead and c.pow_left < c.p.attributes["POW"]:
            heroic_deed(campaign, content, c.p.name, "who spent his power well in a won fight")
    for name in fallen:
        fall(campaign, content, name, f"slain fighting {foes}")
    return FightReport(won, battle.round, slain, tuple(fallen), tuple(lines))


def _left_helpless(battle: Battle, c: Combatant, won: bool) -> bool:
    """A hero who neither fled nor yielded, left unable to fight on a field the foes hold, is at their
    mercy, and the Enemy's creatures show none (docs/rulings.md)."""
    return not won and battle.side_fighting(1) and not (c.dead or c.fled or c.surrendered)


def _take_loot(campaign: Campaign, content: Content, battle: Battle) -> None:
    """The silver of the foes slain or yielded goes to the hero; what else they carried is told."""
    found = spoils(battle, content, campaign.rng())
    if found.silver or found.gear:
        hero = campaign.hero
        campaign.replace_hero(hero.evolve(silver=hero.silver + found.silver))
        gear = f", and {', '.join(found.gear)} left where they fell" if found.gear else ""
        note(campaign, content, "loot", f"{hero.name} takes {found.silver} silver from the fallen{gear}.")


def _learn(campaign: Campaign, c: Combatant) -> None:
    lore = campaign.monsters.setdefault(c.p.ref, Lore())
    lore.seen += 1
    lore.slain += c.dead


def _carry_back(campaign: Campaign, c: Combatant, won: bool):
    """Wounds and POW spent go back on the hero; a foe struck down ticks the weapon that did it."""
    hero = campaign.companion(c.p.name)
    wounds = {loc.id: loc.hp - hp for loc, hp in zip(c.p.locations, c.hp, strict=True) if loc.hp > hp}
    used = c.p.attributes["POW"] - c.pow_left
    hero = hero.evolve(wounds=wounds, pow_spent=min(hero.attributes["POW"], hero.pow_spent + max(0, used)))
    if won and c.felled and c.weapon is not None and c.weapon.id in hero.weapons:
        hero = tick(hero, weapon_tick(c.weapon.id))
    campaign.replace_hero(hero)
    return hero


def lore(campaign: Campaign, creature: str) -> str:
    """What the company knows of a kind of foe: unknown, seen, fought, or known (slain enough)."""
    found = campaign.monsters.get(creature)
    if found is None:
        return MONSTER_LORE[0]
    return MONSTER_LORE[3 if found.slain >= SLAIN_TO_KNOW else 2 if found.fought else 1]


FACE_CHOICES = ("fight", "slip_away", "flee", "parley")


def face(campaign: Campaign, content: Content, choice: str = "fight") -> FightReport | None:
    """Deal with the first band met: "fight" it; "slip_away" when the company saw it unseen; "flee"
    (the company gets away if its slowest is as fast as the band, else it is caught and struck first);
    or "parley" with a band that talks (the best speaker against the band's morale, 4.5: a failure
    means a fight). None when there is no fight."""
    if not campaign.pending:
        raise CampaignError("no band is upon the company")
    if choice not in FACE_CHOICES:
        raise CampaignError(f"unknown choice {choice!r}: {', '.join(FACE_CHOICES)}")
    meeting = campaign.pending[0]
    name = content.bestiary[meeting.creature].name
    if choice == "slip_away" and meeting.surprised != "foes":
        raise CampaignError(f"the {name} have seen the company: there is no slipping away")
    if choice == "parley" and not can_parley(content, meeting.creature):
        raise CampaignError(f"the {name} do not parley")
    campaign.pending.pop(0)
    surprised = meeting.surprised
    if choice != "fight":
        escaped, how = _avoid(campaign, content, meeting, choice)
        note(campaign, content, "encounter", how)
        if escaped:
            campaign.monsters.setdefault(meeting.creature, Lore()).seen += meeting.count
            return None
        surprised = "company" if choice == "flee" else None
    return fight(campaign, content, [(meeting.creature, meeting.count)], surprised=surprised,
                 daylight=meeting.time == "day")


def _avoid(campaign: Campaign, content: Content, meeting: Meeting, choice: str) -> tuple[bool, str]:
    """Whether slipping away, fleeing or parleying keeps the company out of a fight, and the tale of it."""
    band = band_words(content.bestiary[meeting.creature], meeting.count)
    they, them, are, s = ("it", "it", "is", "s") if meeting.count == 1 else ("they", "them", "are", "")
    if choice == "slip_away":
        return True, f"The company slips past {band} unseen."
    if choice == "flee":
        if flee(content, campaign.heroes, meeting.creature):
            return True, f"The company flees from {band} and outruns {them}."
        return False, (f"The company flees from {band}, but {they} {are} faster and fall{s} on the company "
                       "from behind.")
    talk = parley(content, campaign.heroes, meeting.creature, campaign.rng())
    if talk.winner == "attacker":
        return True, (f"The company talks its way past {band} (roll {talk.attacker_roll} against "
                      f"{talk.attacker_level}).")
    return False, f"The company tries to parley with {band}, but {they} will not hear it."


def confront(campaign: Campaign, content: Content, errand_id: str, battle: Battle | None = None) -> FightReport:
    """Seek out the foe of a hunt, rescue or recovery at its target; a won fight ends the errand well.
    `battle` is the fight against the errand's foe as a screen played it; None fights it out here."""
    errand = campaign.errand(errand_id)
    if errand.status != "active" or errands.template(content, errand).objective != "defeat":
        raise CampaignError(f"{errands.title(content, errand)}: there is no foe to seek out")
    if campaign.place != errand.target:
        raise CampaignError(f"the foe is at {content.places[errand.target].name}")
    report = aftermath(campaign, content, battle) if battle is not None else \
        fight(campaign, content, [(errand.foe, errand.foe_count)])
    if report.won and not campaign.over:
        errands.complete(campaign, content, errand, True)
    return report


def fall(campaign: Campaign, content: Content, name: str, cause: str) -> None:
    """A hero dies. A companion leaves the tale; the player's hero ends it — unless in explorer mode,
    where he is carried home alive, and the fall is still told in the hall."""
    hero = campaign.companion(name)
    entry = note(campaign, content, "death", f"{name} falls: {cause}.")
    if hero is not campaign.hero:
        campaign.heroes = [h for h in campaign.heroes if h.name != name]
        return
    campaign.fallen = Fall(name, cause, entry.date, entry.day)
    campaign.tale.deaths += 1
    if not campaign.explorer:
        campaign.pending = []
        note(campaign, content, "death", "So ends the tale.")
        return
    campaign.replace_hero(hero.evolve(wounds={}, pow_spent=0))
    if campaign.road is not None:  # what was eaten on the road is gone, as when a journey ends at the door
        repack(campaign, content, campaign.road.food)
    campaign.place, campaign.road, campaign.pending = home(content), None, []
    note(campaign, content, "death", f"Explorer mode: {name} is found alive and carried back to "
         f"{content.places[campaign.place].name}.")
