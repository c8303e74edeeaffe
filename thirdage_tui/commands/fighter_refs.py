"""REF on the command line: a hero file, or `bestiary:ID` for a creature (GUIDE §3)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import UsageError, find_or_usage, shown, whole_number

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.combat.one_blow import Side
    from thirdage_tui.content.models.magic import Magic
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


def load_side(content: Content, ref: str, option: str, *, seed: int | None = None, magic: str | None = None,
              down: bool = False) -> Side:
    """A fighter of one blow: the hero or creature `ref` names (with `seed`, a creature's rolled
    individual), the ENC penalty in his skills, and the magic on him ("bless:2,shield")."""
    from random import Random

    from thirdage_tui.combat.creatures import creature_sheet, roll_attributes
    from thirdage_tui.combat.one_blow import Side
    from thirdage_tui.combat.profiles import creature_profile, hero_profile
    from thirdage_tui.content import kinds
    from thirdage_tui.engine.sheet import character_sheet
    from thirdage_tui.engine.statblock import Burden, StatBlock

    if not ref.strip():
        raise UsageError(f"{option} expects a hero file or {BESTIARY}ID, got an empty string")
    if ref.startswith(BESTIARY):
        creature = find_or_usage(content, kinds.BESTIARY, ref[len(BESTIARY):])
        rolled = seed is not None
        profile = creature_profile(creature, content, Random(seed) if rolled else None)
        block: StatBlock = creature_sheet(creature, content,
                                          roll_attributes(creature, Random(seed)) if rolled else None)
    else:
        if seed is not None:
            raise UsageError(f"{option}-seed rolls an individual of a creature; {ref} is a hero file")
        hero = load_hero(content, Path(ref))
        profile, block = hero_profile(hero, content), character_sheet(hero, content)
    penalty = Burden.of(block.enc, content.tables.enc).skills
    return Side(profile, penalty, tuple(parse_magic(content, magic or "", f"{option}-magic")), down)


def parse_magic(content: Content, text: str, option: str) -> list[tuple[Magic, int]]:
    """"bless:2,shield" -> the Hero Magic or spells named, each at its level (1 unless given)."""
    from thirdage_tui.content import UnknownId, kinds

    out: list[tuple[Magic, int]] = []
    for part in filter(None, (p.strip() for p in text.split(","))):
        name, _, level_text = part.partition(":")
        magic: Magic | None = None
        for kind in (kinds.HERO_MAGIC, kinds.SPELLS):
            try:
                magic = content.find(kind, name)
                break
            except UnknownId:
                continue
        if magic is None:
            raise UsageError(f"{option}: no Hero Magic or spell is called {name!r}; expected NAME[:LEVEL],... "
                             f"such as shield:2,berserkergang (Hero Magic and spells by id or name)")
        level = whole_number(level_text) if level_text else 1
        top = magic.max_level if magic.variable else 1
        if level is None or not 1 <= level <= top:
            raise UsageError(f"{option}: {magic.name} takes a level from 1 to {top}, got {level_text!r}")
        out.append((magic, level))
    return out


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
