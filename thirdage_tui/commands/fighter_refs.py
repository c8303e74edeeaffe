"""REF on the command line: a hero file, or `bestiary:ID` for a creature (GUIDE §3)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import UsageError, find_or_usage, shown, whole_number

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

BESTIARY = "bestiary:"


def load_profile(content: Content, ref: str, option: str) -> Profile:
    """The fighter a REF given to `option` names: a hero from his file, or the typical individual of a creature."""
    from thirdage_tui.combat.profiles import creature_profile, hero_profile
    from thirdage_tui.content import kinds

    if not ref.strip():
        raise UsageError(f"{option} expects a hero file or {BESTIARY}ID, got an empty string")
    if ref.startswith(BESTIARY):
        return creature_profile(find_or_usage(content, kinds.BESTIARY, ref[len(BESTIARY):]), content)
    return hero_profile(load_hero(content, Path(ref)), content)


def load_hero(content: Content, path: Path) -> Hero:
    """A hero from his file, or a usage error naming the problem."""
    from thirdage_tui.engine.refusals import HeroFileError
    from thirdage_tui.persistence.heroes import CannotRead, read_hero

    try:
        return read_hero(path, content)
    except CannotRead as exc:
        raise UsageError(f"cannot read hero file {shown(path)}: {exc.reason} (expected a hero file from "
                         f"`thirdage hero new --out`, or bestiary:ID)") from None
    except HeroFileError as exc:
        raise UsageError(f"{shown(path)} is not a valid hero file: {exc}") from None


def parse_ints(text: str, option: str) -> list[int]:
    """"3,14,7" -> [3, 14, 7], or a usage error."""
    numbers = []
    for part in filter(str.strip, text.split(",")):
        number = whole_number(part)
        if number is None:
            raise UsageError(f"{option} expects whole numbers separated by commas, got {text!r}")
        numbers.append(number)
    return numbers
