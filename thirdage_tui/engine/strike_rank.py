"""Strike rank (3.5; G4.5): when in the round a blow, shot or magic lands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.bands import band_int, read_int

if TYPE_CHECKING:
    from thirdage_tui.content.models.tables import StrikeRankRules

def siz_sr(rules: StrikeRankRules, siz: int) -> int:
    return read_int(rules.siz)[siz]


def dex_sr(rules: StrikeRankRules, dex: int) -> int:
    """DEX's strike rank (each score read from the table once: every fighter's turn of every round asks it)."""
    return read_int(rules.dex)[dex]


def pow_used_sr(rules: StrikeRankRules, pow_used: int) -> int:
    """1 point 0, 2 points 1, 3 points 2, +1 for each further point."""
    return band_int(rules.pow_used, pow_used)


def length_sr(rules: StrikeRankRules, attributes: dict[str, int], length: int | None) -> int:
    """A blow: SIZ SR + DEX SR + the SR of the weapon's length; a shot, a throw or a breath (`length`
    None): DEX SR alone."""
    if length is None:
        return dex_sr(rules, attributes["DEX"])
    return siz_sr(rules, attributes["SIZ"]) + dex_sr(rules, attributes["DEX"]) + length


def magic_sr(rules: StrikeRankRules, dex: int, pow_used: int, *, spell_prepared: bool = True) -> int:
    """Hero Magic and spells: DEX SR + the POW-used SR; an unprepared spell +5 (G4.5)."""
    return dex_sr(rules, dex) + pow_used_sr(rules, pow_used) + (0 if spell_prepared else rules.unprepared)


def surprise_sr(rules: StrikeRankRules, distance_ft: int) -> int:
    """Added while surprised: +3 within 10 ft, +1 within 30 ft, nothing further off."""
    if distance_ft <= 10:
        return rules.surprised_within_10ft
    return rules.surprised_within_30ft if distance_ft <= 30 else 0


def movement_sr(rules: StrikeRankRules, feet_moved: int) -> int:
    """+1 for each whole 10 ft moved before acting (3.5.4: 30 ft is 3 SR)."""
    return feet_moved // 10 * rules.per_10ft_moved
