"""The file of a fight at the table (`thirdage table` and the table screen): the tracker's state
(`combat.table_fight`) written atomically with its declared format, read back only if it is one,
its fighters seated again from their hero files and seeds; and the end written back to the heroes."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.persistence.documents import TABLE
from thirdage_tui.persistence.heroes import read_hero, write_hero
from thirdage_tui.persistence.jsonfile import NotJson, read_json, write_json_atomic

if TYPE_CHECKING:
    from thirdage_tui.combat.combatant import Profile
    from thirdage_tui.combat.table_fight import Seat, TableFight
    from thirdage_tui.content.store import Content

VERSION = 1
TABLES = "tables"


class TableFileError(ValueError):
    """A table file that cannot be read: the message says why."""


def read_table(path: Path) -> dict[str, Any]:
    """The state kept in a table file; TableFileError if it is missing, not JSON or not one."""
    try:
        data = read_json(path)
    except FileNotFoundError:
        raise TableFileError(f"{path}: no such file (start one with `thirdage table new {path}`)") from None
    except (OSError, NotJson) as exc:
        raise TableFileError(f"{path}: cannot be read: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != TABLE or not isinstance(data.get("state"), dict):
        raise TableFileError(f"{path} is not a table file (expected format {TABLE!r})")
    state: dict[str, Any] = data["state"]
    return state


def write_table(path: Path, state: dict[str, Any]) -> None:
    """Keep the tracker's state in `path`, atomically."""
    write_json_atomic(path, {"format": TABLE, "version": VERSION, "state": state})


def tables_folder(saves: Path) -> Path:
    """Where the game keeps the fights at the table it starts (the command line takes any path)."""
    return saves / TABLES


def table_files(saves: Path) -> list[tuple[Path, dict[str, Any] | TableFileError]]:
    """The table files the game keeps, newest first, each with its state or why it cannot be read."""
    from thirdage_tui.persistence.folder import json_files

    found: list[tuple[Path, dict[str, Any] | TableFileError]] = []
    for path in json_files(tables_folder(saves)):
        try:
            found.append((path, read_table(path)))
        except TableFileError as exc:
            found.append((path, exc))
    return found


def new_table_path(saves: Path) -> Path:
    """A file for a new fight at the table, not taken yet."""
    from thirdage_tui.persistence.folder import free_path

    return free_path(tables_folder(saves), "fight")


def open_table(content: Content, path: Path) -> TableFight:
    """The fight kept in `path`, each seat's fighter from his hero file or rolled again from his seed;
    TableFileError saying why it cannot be taken up."""
    from thirdage_tui.combat.table_fight import TableFight

    state = read_table(path)
    try:
        return TableFight.restore(content, state, lambda seat: seat_profile(content, seat))
    except HeroFileError as exc:
        raise TableFileError(f"{path}: a hero's file cannot be read: {exc}") from None
    except (KeyError, TypeError, ValueError) as exc:
        raise TableFileError(f"{path} is a damaged table file: {exc}") from None


def seat_profile(content: Content, seat: Seat) -> Profile:
    """A seat's fighter: from his hero file, or the creature rolled from the seat's seed."""
    from thirdage_tui.combat.profiles import hero_profile
    from thirdage_tui.combat.table_fight import BESTIARY, creature_profile_of

    if seat.ref.startswith(BESTIARY):
        creature_id = seat.ref[len(BESTIARY):]
        if creature_id not in content.bestiary:
            raise ValueError(f"no creature {creature_id!r} in the bestiary (seat {seat.uid})")
        return creature_profile_of(content.bestiary[creature_id], content, seat.seed)
    return hero_profile(read_hero(Path(seat.ref), content), content)


def keep_table(path: Path, table: TableFight) -> None:
    """Write the fight's state to `path` (OSError if the disk refuses)."""
    write_table(path, table.state())


@dataclass(frozen=True)
class HeroKept:
    """What the end of a fight at the table wrote back to one hero's file."""

    name: str
    path: Path
    status: str
    wounds: dict[str, int]
    pow_spent: int
    ticks: list[str]


def write_back(content: Content, table: TableFight) -> list[HeroKept]:
    """Each hero's wounds, the POW he spent and (if the party won and he lives) a tick for each weapon
    he felled a foe with, written to his file (3.6, 5.1, 4.3), once: the table is marked ended (keep
    it afterwards). TableFileError if it was written back already; HeroFileError, RefusedWrite or
    OSError on the first file that cannot be read or written."""
    from thirdage_tui.engine.advancement import tick
    from thirdage_tui.engine.hero import weapon_tick

    if table.ended:
        raise TableFileError("this fight's end was written back to the hero files already "
                             "(doing it again would count the POW spent twice)")
    kept = []
    for seat, end in table.ends():
        path = Path(seat.ref)
        hero = read_hero(path, content)
        hero = hero.evolve(wounds=dict(end.wounds),
                           pow_spent=min(hero.attributes["POW"], hero.pow_spent + end.pow_spent))
        ticks = list(end.felled_with) if table.party_won and not end.dead else []
        for weapon in ticks:
            hero = tick(hero, weapon_tick(weapon))
        write_hero(path, hero, content)
        kept.append(HeroKept(hero.name, path, end.status, dict(end.wounds), end.pow_spent, ticks))
    table.ended = True
    return kept
