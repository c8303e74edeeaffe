"""The Green Company campaign: pure game state and rules over the engine, the map and the combat
engine (no Textual, no file I/O: saves are `thirdage_tui.persistence.campaigns`'s). Every random draw
comes from `Campaign.rng()`, seeded from the run's seed and the draws made so far, so a seed and the
same choices replay a run.

The API the screens call, module by module (each action raises `CampaignError` saying why it
cannot be done, and writes what happened in `campaign.journal`):

- `start`: `new_campaign(content, hero, seed, explorer=False, companions=())`, `join(campaign, content, hero)`.
- `travel`: `plan(campaign, content, place, mode)` -> Route (preview), `set_out(...)`, then each day
  `travel(campaign, content, mode=None)`, `camp(...)` or `hunt(...)` -> the journey's `Day`;
  `route(campaign, content)` is the journey under way. Bands met wait in `campaign.pending`.
- `fights`: `face(campaign, content, "fight" | "slip_away")`, `confront(campaign, content, errand_id)`,
  `fight(campaign, content, [(creature, n)])`; a screen that plays a fight itself builds
  `Battle(combatants(campaign, content, foes), ...)` and passes it to `aftermath`. `lore(campaign, creature)`
  is the monster memory. Autosave (`persistence.campaigns.save`) before each fight and at each dawn is the screen's call.
- `patrons`: `present(campaign, content, place)`, `services`, `offers(campaign, content, patron)` ->
  (open, locked), `refusal`, `heal`, `train(campaign, content, hero, attr, teacher)` (teacher: a
  personality id or `patrons.HIRED`), `learn(...)`, `give`, `grant_spell`/`use_grant`, `lembas`, `supply`,
  `provision`.
- `errands`: `offers(campaign, content, patron)`, `accept(campaign, content, errand)`, `title(content, errand)`;
  errands end by themselves on arrival, after days of rest at the target, by `fights.confront`, or at
  their deadline.
- `downtime`: `rest(campaign, content, days)`, `rest_weeks`, `winter_quarters`, `sacrifice(...)` (5.3.1),
  `heroic_deed(...)` (5.3.2).
- `reputation`: `standing(campaign, content, patron)` (0-4, `REPUTATION` names), `cha_towards(...)`.
- `chronicle`: `history(campaign, content)`, `upcoming`, `region_danger`, `place_state`.
- `codec`: `to_data`/`from_data` (what a save holds), `referenced_ids`, `missing_content`; `SaveError`.
- `epitaph`: `tale(campaign, content)`, what the hall of the fallen tells of a hero.

The state itself is `state.Campaign`; every refusal is `state.CampaignError`. This package imports
nothing by itself.
"""
