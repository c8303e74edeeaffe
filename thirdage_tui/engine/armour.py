"""Worn armour: protection per hit location and the layering rule of 6.2.

At each location a hero may wear one piece of body armour (hauberk, byrnie, cuirass, helm...) and
one limb guard (greaves or vambraces: a piece that covers only the legs or only the arms); where
both cover a limb the better protection counts. Up to two layers of leather may go beneath and
add their protection. Nothing else may overlap.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from thirdage_tui.engine.refusals import ArmourError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from thirdage_tui.content.models.equipment import Armour
    from thirdage_tui.content.models.tables import Body

LEATHER = "leather"
MAX_LEATHER_LAYERS = 2
LIMB_GROUPS = ({"legs"}, {"arms"})


def is_limb_guard(piece: Armour) -> bool:
    """Greaves and vambraces: strapped over one pair of limbs only."""
    return set(piece.covers) in LIMB_GROUPS


def check_layers(pieces: Sequence[Armour]) -> None:
    """Raise ArmourError naming the pieces that may not be worn together, and where they clash."""
    for group in sorted({g for piece in pieces for g in piece.covers}):
        here = [p for p in pieces if group in p.covers]
        leather = [p.name for p in here if p.material == LEATHER]
        guards = [p.name for p in here if p.material != LEATHER and is_limb_guard(p)]
        body = [p.name for p in here if p.material != LEATHER and not is_limb_guard(p)]
        for clash in (body, guards):
            if len(clash) > 1:
                raise ArmourError(f"{_listed(clash)} cannot be worn together over the {group}: only leather "
                                  f"may be worn beneath another piece")
        if len(leather) > MAX_LEATHER_LAYERS:
            raise ArmourError(f"{_listed(leather)} are too many layers of leather over the {group}: at most "
                              f"{MAX_LEATHER_LAYERS} may be worn")


def protection(pieces: Sequence[Armour], body: Body) -> dict[str, int]:
    """Armour points at each location of `body`: the best outer piece plus the leather beneath."""
    check_layers(pieces)
    out = {}
    for loc in body.locations:
        here = [p for p in pieces if loc.armour_group in p.covers]
        outer = max((p.protection for p in here if p.material != LEATHER), default=0)
        out[loc.id] = outer + sum(p.protection for p in here if p.material == LEATHER)
    return out


def _listed(names: list[str]) -> str:
    return ", ".join(names[:-1]) + " and " + names[-1]
