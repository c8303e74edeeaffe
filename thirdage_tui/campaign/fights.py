"""Fights in the campaign, through the combat engine (rules text 3.4-3.6): bands met on the road,
foes an errand sends the company against, and what a fight leaves — wounds carried over, the slain
counted, what the company learns of each kind of foe, the weapons ticked (4.4) that struck a foe
down, the chance of POW for magic used in a won fight (5.3.2), capture (`capture`) and death.

Every fight is set up by `begin` (`combat.muster`, on the ground where the company stands) and
carried back by `settle` (`combat.aftermath`), whether its blows fall at once (`fight`, `face`,
`confront`) or a screen plays it round by round on the grid (`begin_band`, `begin_quarry`). What
may be done about a band met, and the rolls that avoid a fight, are `meetings`'."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from thirdage_tui.campaign import capture, errands, meetings
from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.downtime import heroic_deed
from thirdage_tui.campaign.house_rules import MONSTER_LORE, SLAIN_TO_KNOW
from thirdage_tui.campaign.pack import spoils_words
from thirdage_tui.campaign.patrons import use_grant
from thirdage_tui.campaign.rivals import remember
from thirdage_tui.campaign.state import Campaign, CampaignError, Errand, Lore
from thirdage_tui.campaign.travel import position
from thirdage_tui.combat.aftermath import Aftermath, aftermath
from thirdage_tui.combat.battlefield import terrain_for
from thirdage_tui.combat.muster import muster
from thirdage_tui.combat.profiles import hero_profile
from thirdage_tui.content.models.errand_templates import NIGHT_KINDS
from thirdage_tui.engine.advancement import tick
from thirdage_tui.engine.hero import weapon_tick
from thirdage_tui.engine.sheet import armed
from thirdage_tui.engine.wording import counted, in_sentence, listed
from thirdage_tui.world.encounters import band_words
from thirdage_tui.world.hunger import hunger_penalty
from thirdage_tui.world.map import world_map

if TYPE_CHECKING:
    from thirdage_tui.campaign.capture import Captivity
    from thirdage_tui.combat.battle import Battle
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.encounters import Meeting

SIDES = {"company": 0, "foes": 1}
"""Who is caught unaware, as the side of the fight."""


VERDICTS = {"victory": "Victory", "defeat": "The fight is lost", "flight": "The company fled",
            "stalemate": "Neither side can fight on", "timeout": "A standoff"}
"""Each ending of a fight (`combat.outcome.ENDINGS`) as the campaign names it."""


def told(ending: str, foes: str, rounds: int) -> str:
    """A fight's end as the journal tells it, by how it ended: a standoff is not a loss."""
    lasted = counted(rounds, "round")
    return {"victory": f"Victory against {foes} in {lasted}",
            "defeat": f"The fight is lost against {foes} in {lasted}",
            "flight": f"The company flees from {foes} after {lasted}",
            "stalemate": f"The fight against {foes} ends after {lasted} with neither side able to fight on",
            "timeout": f"A standoff: after {lasted} the company and {foes} still stand, and the fight breaks off",
            }[ending]


@dataclass(frozen=True)
class FightReport:
    """How a fight went for the company: the aftermath the campaign applied, and the journal's tale."""

    aftermath: Aftermath
    fallen: tuple[str, ...]
    lines: tuple[str, ...]
    captivity: Captivity | None = None
    """The captivity of those the foes took alive, and how it ended (`capture`)."""

    @property
    def won(self) -> bool:
        return self.aftermath.outcome.party_won

    @property
    def rounds(self) -> int:
        return self.aftermath.outcome.rounds

    @property
    def verdict(self) -> str:
        """How the fight ended, in a few words (a notice's title): "Victory", "A standoff"..."""
        return VERDICTS[self.aftermath.outcome.ending]

    @property
    def slain(self) -> int:
        return self.aftermath.outcome.slain


def party(campaign: Campaign, content: Content) -> list[Profile]:
    """The company as fighters, each with the castings patrons have laid on him (5.2 item 2) and
    hungry as the road has left him (his hunger's penalty off every attack, parry and skill)."""
    profiles = []
    for hero in campaign.heroes:
        profile = hero_profile(hero, content).strained(fighting_hunger(campaign, content, hero.name))
        granted = tuple(g.spell for g in campaign.grants if g.hero == hero.name)
        profiles.append(replace(profile, spells=tuple(dict.fromkeys((*profile.spells, *granted))), granted=granted)
                        if granted else profile)
    return profiles


def fighting_hunger(campaign: Campaign, content: Content, hero: str) -> int:
    """What a hero's hunger on the road takes off his attacks, parries and skills in a fight."""
    return hunger_penalty(content, campaign.road.hunger.get(hero, 0)) if campaign.road else 0


def ground(campaign: Campaign, content: Content) -> str:
    """The battlefield of the ground where the company stands (`battlefield.terrain_for`)."""
    world = world_map(content)
    return terrain_for(world.terrain[world.index(position(campaign, content))])


def begin(campaign: Campaign, content: Content, foes: list[tuple[str, int]], *, surprised: str | None = None,
          daylight: bool = True, log: bool = True) -> Battle:
    """The fight of the company against `foes` [(creature id, count)], each foe rolled with the
    campaign's dice, where it stands; `surprised` is "company", "foes" or None; `log` keeps its
    events (for a screen)."""
    return muster(content, ready(campaign, content), [(content.bestiary[c], n) for c, n in foes], campaign.rng(),
                  terrain=ground(campaign, content), distance_ft=meetings.distance_ft(surprised),
                  daylight=daylight, surprised=SIDES.get(surprised or ""), log=log)


def ready(campaign: Campaign, content: Content) -> list[Profile]:
    """The company as fighters as a fight begins (`party`), the journal told who fights hungry."""
    if campaign.over:
        raise CampaignError("the tale has ended")
    for hero in campaign.heroes:
        if penalty := fighting_hunger(campaign, content, hero.name):
            note(campaign, content, "fight", f"{hero.name} fights hungry: −{penalty} to attacks, parries and skills.")
    return party(campaign, content)


def fight(campaign: Campaign, content: Content, foes: list[tuple[str, int]], *, surprised: str | None = None,
          daylight: bool = True, rival: str | None = None) -> FightReport:
    """Fight `foes` (led by the named foe `rival`, if any) to the end by the engine's tactics, and carry
    the fight back."""
    battle = begin(campaign, content, foes, surprised=surprised, daylight=daylight, log=False)
    battle.run()
    return settle(campaign, content, battle, rival)


def settle(campaign: Campaign, content: Content, battle: Battle, rival: str | None = None) -> FightReport:
    """Carry a finished battle back into the campaign: its aftermath, applied once; the named foe
    `rival` (if the company sought him out) slain or fled again, and a foe who fled remembered."""
    after = aftermath(battle, content, campaign.rng())
    outcome = after.outcome
    won = outcome.party_won
    for kind, sighted in after.foes.items():
        lore = campaign.monsters.setdefault(kind, Lore())
        lore.seen += sighted.seen
        lore.slain += sighted.slain
        lore.fought += 1
    world = world_map(content)
    remember(campaign, content, outcome, world.region[world.index(position(campaign, content))], rival)
    campaign.tale.fights += 1
    campaign.tale.foes_slain += outcome.slain
    lines, fallen = [], []
    for end in after.heroes:
        hero = campaign.companion(end.ref)
        hero = hero.evolve(wounds=dict(end.wounds),
                           pow_spent=min(hero.attributes["POW"], hero.pow_spent + end.pow_spent))
        for weapon in after.ticks.get(end.uid, ()):
            hero = tick(hero, weapon_tick(weapon))
        campaign.replace_hero(hero)
        if end.uid in after.fallen:
            fallen.append((hero.name, end.cause))
        lines.append(f"{hero.name}: {end.status}, {end.hp_left} of {end.hit_points} HP.")
    foes = listed(sorted(band_words(content.bestiary[kind], seen.seen) for kind, seen in after.foes.items()))
    slain = f"; {outcome.slain} slain" if outcome.slain else ""
    note(campaign, content, "fight", f"{told(outcome.ending, foes, outcome.rounds)}{slain}. " + " ".join(lines))
    _take_loot(campaign, content, after)
    for end in after.heroes:
        for spell in end.granted_used:
            use_grant(campaign, content, end.ref, spell)
    for end in after.heroes:
        if won and not end.dead and end.pow_spent:
            heroic_deed(campaign, content, end.ref, "who spent his power well in a won fight")
    where = f" in {in_sentence(content.sites[campaign.delve.site].name)}" if campaign.delve is not None else ""
    for name, cause in fallen:
        fall(campaign, content, name, f"slain fighting {foes}{where}" + (f": {cause}" if cause else ""))
    captivity = capture.take(campaign, content, after)
    if captivity is not None:  # the companions first: the hero's fall may end the tale
        for name in sorted(captivity.died, key=lambda n: n == campaign.hero.name):
            fallen.append((name, ""))
            fall(campaign, content, name, f"died a captive of the {captivity.captors}")
    return FightReport(after, tuple(name for name, _ in fallen), tuple(lines), captivity)


def _take_loot(campaign: Campaign, content: Content, after: Aftermath) -> None:
    """The silver of the foes slain or yielded goes to the hero; what else they carried lies where they
    fell with those of any fight before it the company has not moved on from, to be taken or shared
    out (`pack.take_spoils`, `pack.share_spoils`) or left; a lost field keeps none."""
    campaign.spoils = [*campaign.spoils, *after.gear] if after.outcome.party_won else []
    told = []
    if after.silver:
        hero = campaign.hero
        campaign.replace_hero(hero.evolve(silver=hero.silver + after.silver))
        told.append(f"{hero.name} takes {after.silver} silver from the fallen.")
    if after.gear:
        told.append(f"Where the foes fell lie {spoils_words(content, after.gear)}: take them up from the packs, "
                    "or leave them.")
    if told:
        note(campaign, content, "loot", " ".join(told))


def lore(campaign: Campaign, creature: str) -> str:
    """What the company knows of a kind of foe: unknown, seen, fought, or known (slain enough)."""
    found = campaign.monsters.get(creature)
    if found is None:
        return MONSTER_LORE[0]
    return MONSTER_LORE[3 if found.slain >= SLAIN_TO_KNOW else 2 if found.fought else 1]


REFUSED = {"slip_away": "there is no slipping away", "parley": "they do not parley"}
"""A course refused, in words, before its reason (`meetings.blocked`)."""


def face(campaign: Campaign, content: Content, choice: str = "fight") -> FightReport | None:
    """Deal with the first band met: "fight" it; "slip_away" when the company saw it unseen; "flee"
    (the company gets away if its slowest is as fast as the band, else it is caught and struck first);
    or "parley" with a band that talks (the best speaker against the band's morale, 4.5: a failure
    means a fight). None when there is no fight."""
    meeting = evade(campaign, content, choice)
    if meeting is None:
        return None
    return fight(campaign, content, _foes(meeting), surprised=meeting.surprised, daylight=meeting.time == "day",
                 rival=meeting.rival)


def evade(campaign: Campaign, content: Content, choice: str) -> Meeting | None:
    """Take the first band met and deal with it as `choice` (`face`'s), the journal told how it went:
    None when the company keeps out of a fight, else the band to fight as it now stands (after a
    failed flight it falls on the company from behind, the company caught unaware)."""
    meeting = take_band(campaign, content, choice)
    if choice == "fight":
        return meeting
    escaped, how = _avoid(campaign, content, meeting, choice)
    note(campaign, content, "encounter", how)
    if escaped:
        campaign.monsters.setdefault(meeting.creature, Lore()).seen += meeting.count
        return None
    return replace(meeting, surprised="company" if choice == "flee" else None)


def first_band(campaign: Campaign, content: Content, choice: str = "fight") -> Meeting:
    """The first band met, to be dealt with as `choice` (one of `meetings.COURSES`); CampaignError
    when that cannot be done."""
    if campaign.over:
        raise CampaignError("the tale has ended")
    if not campaign.pending:
        raise CampaignError("no band is upon the company")
    if choice not in meetings.COURSES:
        raise CampaignError(f"unknown choice {choice!r}: {', '.join(meetings.COURSES)}")
    why = meetings.blocked(content, campaign.pending[0], choice)
    if why:
        raise CampaignError(f"{REFUSED[choice]}: {why}")
    return campaign.pending[0]


def take_band(campaign: Campaign, content: Content, choice: str = "fight") -> Meeting:
    """The first band met, taken from those pending to be dealt with as `choice` (`first_band`'s checks)."""
    first_band(campaign, content, choice)
    return campaign.pending.pop(0)


def begin_band(campaign: Campaign, content: Content, meeting: Meeting | None = None) -> Battle:
    """The fight with the first band met (or with `meeting`, a band already taken from those met), to
    be played round by round (`settle` carries it back)."""
    meeting = meeting or take_band(campaign, content)
    return begin(campaign, content, _foes(meeting), surprised=meeting.surprised, daylight=meeting.time == "day")


def _foes(meeting: Meeting) -> list[tuple[str, int]]:
    """The band met as the foes `begin` musters."""
    return [(meeting.creature, meeting.count)]


def _avoid(campaign: Campaign, content: Content, meeting: Meeting, choice: str) -> tuple[bool, str]:
    """Whether slipping away, fleeing or parleying keeps the company out of a fight, and the tale of it."""
    band = band_words(content.bestiary[meeting.creature], meeting.count)
    they, them, are, s = ("it", "it", "is", "s") if meeting.count == 1 else ("they", "them", "are", "")
    if choice == "slip_away":
        return True, f"The company slips past {band} unseen."
    if choice == "flee":
        if meetings.flee(content, campaign.heroes, meeting.creature):
            return True, f"The company flees from {band} and outruns {them}."
        return False, (f"The company flees from {band}, but {they} {are} faster and fall{s} on the company "
                       "from behind.")
    talk = meetings.parley(content, campaign.heroes, meeting.creature, campaign.rng())
    hero, skill, _level = meetings.speaker(content, campaign.heroes)
    if talk.winner == "attacker":
        return True, (f"{hero.name} talks the company past {band} ({skill} {talk.attacker_level}: rolled "
                      f"{talk.attacker_roll}).")
    return False, f"{hero.name} tries to parley with {band}, but {they} will not hear it."


def confront(campaign: Campaign, content: Content, errand_id: str, battle: Battle | None = None) -> FightReport:
    """Seek out the foe of a hunt, rescue or recovery at its target; a won fight ends the errand well.
    `battle` is the fight against the errand's foe as a screen played it; None fights it out here."""
    errand, foe = quarry(campaign, content, errand_id)
    report = (settle(campaign, content, battle, errand.rival) if battle is not None else
              fight(campaign, content, _foes(foe), daylight=foe.time == "day", rival=errand.rival))
    if report.won and not campaign.over:
        errands.complete(campaign, content, errand, True)
    return report


def quarry(campaign: Campaign, content: Content, errand_id: str) -> tuple[Errand, Meeting]:
    """The errand whose foe the company would seek out here, and that foe as a band met at its lair
    (`meetings.sought`); CampaignError when there is none to seek."""
    errand = campaign.errand(errand_id)
    if errand.status != "active" or errands.template(content, errand).objective != "defeat":
        raise CampaignError(f"{errands.title(content, errand)}: there is no foe to seek out")
    if campaign.place != errand.target:
        raise CampaignError(f"the foe is at {in_sentence(content.places[errand.target].name)}")
    if not any(armed(h, content) for h in campaign.heroes):
        raise CampaignError("nobody in the company has a weapon to strike with: a patron's stores or a market "
                            "can arm them before they seek out a foe")
    return errand, meetings.sought(errand, errands.template(content, errand).kind in NIGHT_KINDS)


def quarries(campaign: Campaign, content: Content) -> list[Errand]:
    """The errands whose foe waits where the company stands."""
    if campaign.over or campaign.place is None:
        return []
    return [e for e in campaign.active_errands() if e.foe and e.target == campaign.place
            and errands.template(content, e).objective == "defeat"]


def begin_quarry(campaign: Campaign, content: Content, errand_id: str) -> Battle:
    """The fight with an errand's foe sought out here, to be played round by round (`confront` carries
    it back); the company chose the hour, so nobody is caught unaware, and it is
    fought by day unless the foe comes by night."""
    _, foe = quarry(campaign, content, errand_id)
    return begin(campaign, content, _foes(foe), daylight=foe.time == "day")

