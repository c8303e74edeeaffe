"""The rule tables a fight reads, looked up once and kept as plain lists (critical and fumble
ranges by skill, strike-rank parts, how long bleeding takes)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from thirdage_tui.engine.bands import band_int
from thirdage_tui.engine.strike_rank import dex_sr, magic_sr, movement_sr, surprise_sr

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import RuleTables

SKILL_CAP = 120
FULL_TURNS_TO_BLEED = 2
SQUARE_FT = 5


@dataclass(frozen=True)
class CombatRules:
    """`crit[s]`: highest d20 that is a critical at modified skill s; `fumble[s]`: lowest d20 that
    fumbles (21: never). Skills below 1 read the first band; above SKILL_CAP the last. The strike
    ranks a round reads often (changing weapons, readying a missile, the round's last) are kept too."""

    tables: RuleTables
    crit: tuple[int, ...]
    fumble: tuple[int, ...]
    bleed_rounds: int
    full_turn: int
    change_weapon: int
    unprepared: int
    round_limit: int

    @classmethod
    def from_tables(cls, tables: RuleTables) -> CombatRules:
        skills = range(SKILL_CAP + 1)
        return cls(tables,
                   crit=tuple(band_int(tables.critical, max(1, s)) for s in skills),
                   fumble=tuple(band_int(tables.fumble, max(1, s)) for s in skills),
                   bleed_rounds=FULL_TURNS_TO_BLEED * tables.full_turn_rounds,
                   full_turn=tables.full_turn_rounds, change_weapon=tables.strike_rank.change_weapon,
                   unprepared=tables.strike_rank.unprepared, round_limit=tables.strike_rank.round_limit)

    def critical_max(self, skill: int) -> int:
        """Critical on a d20 of this or less (0: none possible) (3.4.4, G4.6)."""
        return self.crit[skill if skill <= SKILL_CAP else SKILL_CAP] if skill > 0 else 0  # noqa: FURB136 (a call fewer)

    def fumble_min(self, skill: int) -> int:
        """Fumble on a d20 of this or more (21: never) (3.4.4, G4.6)."""
        return self.fumble[(skill if skill <= SKILL_CAP else SKILL_CAP) if skill > 0 else 0]  # noqa: FURB136

    def dex_sr(self, dex: int) -> int:
        return dex_sr(self.tables.strike_rank, dex)

    def magic_sr(self, dex: int, pow_used: int, unprepared_spell: bool) -> int:
        """DEX SR + the POW-used SR, +5 for a spell not prepared (G4.5)."""
        return magic_sr(self.tables.strike_rank, dex, pow_used, spell_prepared=not unprepared_spell)

    def movement_sr(self, feet: float) -> int:
        return movement_sr(self.tables.strike_rank, int(feet))

    def surprise_sr(self, distance_ft: int) -> int:
        return surprise_sr(self.tables.strike_rank, distance_ft)
