"""The campaign's own numbers, where the rules text leaves them to the referee (docs/rulings.md,
"Campaign"). Kept together so that a house rule is a one-line change."""

from __future__ import annotations

from thirdage_tui.content.ids import HIDE_IN_COVER, LOCK_PICKING, MOVE_SILENTLY

WEEK_DAYS = 7
"""A game week (3.1.1): the unit of training, long rests and other quiet time."""

RENOWN_FOR_STANDING: tuple[int, ...] = (0, 2, 5, 9, 14)
"""Renown points needed for each step of the reputation scale (unknown .. legendary)."""
START_RENOWN = 2
"""A member of the Green Company starts known to the patron of the opening errand."""
FOLK_SHARE = 2
"""Renown with a folk counts one point in this many towards each of its great (elves hear of a
friend of Elrond)."""

TRAINER_FEE_PER_WEEK = 100
"""Silver a week for a trainer who works for pay (2.3); patrons train for nothing."""
TRAINER_WEEKS_IN_HAND = 4
"""A hired trainer will not start unless the hero can pay for the longest training (1D4 weeks):
a break in the money would be a break in the training."""
PROVISION_DAYS = 14
"""Days of rations a patron's provisions give each hero he knows (the first step of standing)."""
PROVISION_DAYS_PER_STANDING = 7
"""Days more for each step of standing above known (6.0: provisions in proportion to renown)."""
PROVISIONS_A_SEASON = 3
"""Times a season a patron provisions the company: about once a month, so that a company whose home
has no market is not left to starve between seasons (found by the borg)."""
HOME_LARDER_DAYS = 7
"""The host of the Company's home provisions a company carrying less than this many days of food
whatever the season's count (found by the borg: a home without a market, its provisions spent,
sent its company out to starve)."""
LEMBAS_CAKES = 4
"""Cakes of lembas the Elves give each elf-friend."""
LEMBAS_A_SEASON = 1
"""Times a season an elf-lord gives the company waybread."""
SUPPLY_PER_STANDING = 1
"""Things a patron's stores give each season, per step of standing (6.0: in proportion to renown)."""

LEADERSHIP_CHA_LIMIT = 2
"""CHA won or lost by leading errands (2.4 item 4), at most this far from where it began."""
FRIEND_STANDING = 3
"""Standing (renowned) with a great personality that counts as a powerful friend (2.4 item 5)."""
ERRAND_OFFERS = 3
"""Errands a patron has on offer at a time."""
MONSTER_LORE = ("unknown", "seen", "fought", "known")
"""What the hero knows of a kind of foe: never met, seen, fought, slain three or more."""
SLAIN_TO_KNOW = 3

RANSOM_SILVER = 50
"""Silver men ask for each captive (docs/rulings.md, "Capture")."""
RANSOM_STANDING = 2
"""Standing (trusted) with a patron at which he pays the rest of a ransom."""
RANSOM_RENOWN = 1
"""Renown with him that a ransom costs the company."""
RANSOM_DAYS = 7
"""Days for the word to reach the patron and his silver to come back."""
PROMISE_WEEKS = 4
"""Weeks of labour a captive's promise works off, when no ransom comes and he cannot escape."""
ESCAPE_TRIES = 3
"""Weeks in which orcs' captives may try to escape before they are carried off."""
ESCAPE_SKILLS = (LOCK_PICKING, MOVE_SILENTLY, HIDE_IN_COVER)
"""The skills for slipping captors (4.1): the best of them is rolled."""
SCORE = {"errand": 10, "foe": 2, "renown": 3, "clue": 5, "year": 5, "arc": 200, "retired": 50, "death": 5}
"""Points of a hero's score for each errand done, foe slain, point of renown, clue to the shadow and
year of his tale, for ending the arc and for retiring; less for each death of explorer mode."""
