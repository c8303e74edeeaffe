"""The Green Company campaign: pure game state and rules over the engine, the map and the combat
engine (no Textual, no file I/O: saves are `thirdage_tui.persistence`'s). Every random draw comes
from `Campaign.rng()`, seeded from the run's seed and the draws made so far, so a seed and the same
choices replay a run.

A front end drives a run through `session.Session`: it hands it actions (`SetOut`, `Travel`, `Rest`,
`Heal`, `Learn`, `Face`, `BeginFight`/`EndFight`, `Leave`...) and renders the events it answers
with; the session keeps the run through a `Keeper` (at each dawn, around each fight, on leaving),
tells the hall of a fall, and plays a free wander as a mode of the same loop. The modules it calls,
each action raising `CampaignError` saying why it cannot be done and writing what happened in
`campaign.journal`:

- `start`: `new_campaign(content, hero, seed, explorer=False, companions=())`, `wander(content,
  heroes, place, seed)`, `join(campaign, content, hero)`.
- `travel`: `destinations`, `paces` and `plan(campaign, content, place, mode)` -> Route (previews),
  `set_out(...)`, then each day `travel(campaign, content, mode=None)`, `camp(...)` or `hunt(...)`
  -> the journey's `Day`; `route(campaign, content)` is the journey under way, `days_fed` and
  `hungry_day` its food. Bands met (`world.encounters.Meeting`) wait in `campaign.pending`.
- `meetings`: what may be done about a band met (`courses`, `blocked`), how far off a fight
  begins, the parley and flight rolls.
- `fights`: `face(campaign, content, course)`, `confront(campaign, content, errand_id)`,
  `fight(campaign, content, [(creature, n)])`; a fight played on a screen is `begin_band` or
  `begin_quarry`, carried back by `settle` or `confront`. `lore(campaign, creature)` is the monster
  memory.
- `patrons`: `present(campaign, content, place)`, `services`, `offers(campaign, content, patron)` ->
  (open, locked), `refusal`, `heal`, `train(campaign, content, hero, attr, teacher)` (teacher: a
  personality id or `patrons.HIRED`), `learn(...)`, `give`, `grant_spell`/`use_grant`/`cast_grant`,
  `lembas`, `supply`, `provision`.
- `learning`: the lessons and petitions on offer, with their costs and who may take them.
- `errands`: `offers(campaign, content, patron)`, `take`/`accept`, `title(content, errand)`,
  `brought`; errands end by themselves on arrival, after days of rest at the target, by
  `fights.confront`, or at their deadline.
- `downtime`: `stays` (the rests offered), `rest(campaign, content, days)`, `rest_weeks`,
  `winter_quarters`, `sacrifice(...)` (5.3.1), `heroic_deed(...)` (5.3.2).
- `reputation`: `standing(campaign, content, patron)` (0-4, `REPUTATION` names), `cha_towards(...)`.
- `chronicle`: `history(campaign, content)`, `upcoming`, `region_danger`, `place_state`, `holders` (the seats), `danger_shifts`.
- `codec`: `to_data`/`from_data` (what a save holds), `referenced_ids`, `missing_content`; `SaveError`.
- `epitaph`: `tale(campaign, content)`, what the hall of the fallen tells of a hero.

The state itself is `state.Campaign`; every refusal is `state.CampaignError`. This package imports
nothing by itself.
"""
