"""Campaign saves and the hall of the fallen.

A save is JSON: `format` (`thirdage-campaign`), `version`, a `summary` for listings, a `checksum` of
the campaign data and the `campaign` itself (`campaign.codec`), content named by id. Saving writes
the new file atomically after the previous save has been kept as `NAME.json.bak`, so a crash at any
moment leaves the save or its backup whole; it never writes over a file that is some other kind of
document (a hero file, the settings). Loading refuses, with `SaveError`, a damaged file, one from a
newer version of the game, or one whose content is gone (a mod removed), saying which ids are
missing and whether the backup would load.

When the hero falls (`Campaign.fallen`), `bury` writes his tale (`campaign.epitaph`) to `fallen/`
in the saves folder; in permadeath the save itself goes with it, in explorer mode the run goes on
and the tale is marked so.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thirdage_tui.engine.refusals import SaveError
from thirdage_tui.persistence.documents import CAMPAIGN, FALLEN, FoundFile, documents, read_document
from thirdage_tui.persistence.folder import BACKUP, backup_path, fallen_folder, file_stem, free_path
from thirdage_tui.persistence.jsonfile import write_json_atomic

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

__all__ = [
    "SaveError",
    "SaveInfo",
    "backup_path",
    "begin",
    "bury",
    "check",
    "hall",
    "list_saves",
    "living_runs",
    "load",
    "load_backup",
    "new_save_path",
    "save",
    "save_path",
]

VERSION = 1
NEW_RUN = "-campaign"
"""A new run is saved as `HERO-campaign.json`, beside (never over) the hero files."""


@dataclass(frozen=True)
class SaveInfo:
    """A save as a listing shows it (`error` says why it will not load, when it will not)."""

    path: str
    hero: str
    date: str
    days: int
    place: str | None
    explorer: bool
    version: int
    error: str | None = None


def save_path(folder: Path, campaign: Campaign) -> Path:
    """Where a campaign is saved when no file is given: `folder/HERO.json`."""
    return folder / f"{file_stem(campaign.hero.name)}.json"


def new_save_path(folder: Path, campaign: Campaign) -> Path:
    """A file of its own for a new run: `hero-campaign.json`, or `-2`, `-3`... when taken."""
    return free_path(folder, file_stem(campaign.hero.name) + NEW_RUN)


def begin(folder: Path, campaign: Campaign, hero_files: Sequence[Path]) -> Path:
    """Give a new run the hero files its company came from (the player's hero's first) and a save
    of its own (`new_save_path`). SaveError if one of them is already on the road in a living run:
    a hero is in at most one campaign at a time."""
    held = living_runs(folder)
    for file in hero_files:
        if (run := held.get(file.name)) is not None:
            raise SaveError(f"{file.name} is already on the road in the campaign saved as {run.name}: "
                            "go on with that one (Continue campaign), or make another hero")
    campaign.hero_files = [file.name for file in hero_files]
    return new_save_path(folder, campaign)


def living_runs(folder: Path) -> dict[str, Path]:
    """Each hero file held by a run saved in `folder`, with that run's save."""
    held: dict[str, Path] = {}
    for found in documents(folder):
        listed = found.data.get("summary") if found.kind == CAMPAIGN else None
        files = listed.get("hero_files") if isinstance(listed, dict) else None
        held |= {file: found.path for file in files if isinstance(file, str)} if isinstance(files, list) else {}
    return held


def summary(campaign: Campaign, content: Content) -> dict[str, Any]:
    """What a listing shows of a save without loading it."""
    from thirdage_tui.campaign.clock import calendar

    return {"hero": campaign.hero.name, "date": calendar(content).label(campaign.date), "days": campaign.tale.days,
            "place": content.places[campaign.place].name if campaign.place else None, "explorer": campaign.explorer,
            "hero_files": campaign.hero_files}


def envelope(campaign: Campaign, content: Content) -> dict[str, Any]:
    """The whole save document."""
    from thirdage_tui.campaign import codec  # here and below, not at the top: `saves list` reads summaries only

    data = codec.to_data(campaign)
    return {"format": CAMPAIGN, "version": VERSION, "summary": summary(campaign, content),
            "checksum": checksum(data), "campaign": data}


def checksum(data: Any) -> str:
    """The checksum a save keeps of its campaign data."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def save(campaign: Campaign, content: Content, folder: Path, path: Path | None = None) -> Path:
    """Write the campaign (to `folder/HERO.json` unless `path` is given), keeping the last save as the
    backup. SaveError, writing nothing, if another kind of document is at that path."""
    path = path or save_path(folder, campaign)
    retire_slain(folder, campaign)
    document = envelope(campaign, content)
    keep_backup(path)
    write_json_atomic(path, document)
    return path


def keep_backup(path: Path) -> None:
    """The save at `path`, if any, becomes its backup; `path` itself stays whole all the while. A save
    that is damaged never becomes the backup: the backup there is kept instead. SaveError if the file
    at `path` is a document of another kind."""
    if not path.exists():
        return
    found = read_document(path)
    if found.error is None and found.kind != CAMPAIGN:
        raise SaveError(f"{path.name}: refusing to save over it: it is not a campaign save (a hero file, or "
                        f"something else)")
    try:
        _checked(found)
    except SaveError:
        return
    staging = path.with_name(f".{path.name}.bak.tmp")
    staging.unlink(missing_ok=True)
    try:
        os.link(path, staging)
    except OSError:
        staging.write_bytes(path.read_bytes())
    os.replace(staging, backup_path(path))


def read(path: Path) -> dict[str, Any]:
    """The save document at `path`, checked: SaveError if unreadable, damaged or from a newer game."""
    return _checked(read_document(path))


def _checked(found: FoundFile) -> dict[str, Any]:
    """The document of a save, or SaveError saying why it is none the game can load."""
    name = found.path.name
    if isinstance(found.error, FileNotFoundError):
        raise SaveError(f"{name}: no such save")
    if isinstance(found.error, OSError):
        raise SaveError(f"{name}: cannot be read ({found.error.strerror or found.error})")
    if found.error is not None:
        raise SaveError(f"{name}: the file is damaged ({found.error})")
    if found.kind != CAMPAIGN:
        raise SaveError(f"{name}: not a campaign save (a hero file, or something else)")
    document: dict[str, Any] = found.data  # declared a campaign's: a JSON object
    version = document.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{name}: the save has no valid format version")
    if version > VERSION:
        raise SaveError(f"{name}: saved by a newer version of the game (save format {version}; this game "
                        f"reads format {VERSION} and older). Update the game to load it")
    if document.get("checksum") != checksum(document.get("campaign")):
        raise SaveError(f"{name}: the file is damaged (its checksum does not match its contents)")
    return document


def load(path: Path, content: Content) -> Campaign:
    """The campaign saved at `path`, or SaveError: why it cannot be loaded, and whether its backup can."""
    try:
        return _load(path, content)
    except SaveError as exc:
        raise SaveError(f"{exc}.{_backup_advice(path, content)}") from None


def load_backup(path: Path, content: Content) -> Campaign:
    """The campaign kept in the backup of the save at `path`."""
    return _load(backup_path(path), content)


def _backup_advice(path: Path, content: Content) -> str:
    backup = backup_path(path)
    if path.name.endswith(BACKUP) or not backup.exists():
        return " There is no backup of it."
    try:
        info = _info(backup, _load(backup, content), content)
    except SaveError as exc:
        return f" Its backup {backup.name} will not load either: {exc}."
    return f" Its backup {backup.name} loads (saved on {info.date}, day {info.days}): load that instead."


def _load(path: Path, content: Content) -> Campaign:
    from thirdage_tui.campaign import codec
    from thirdage_tui.engine.herofile import hero_from_json
    from thirdage_tui.engine.refusals import HeroFileError
    from thirdage_tui.persistence.soundness import campaign_problems

    document = read(path)
    try:
        campaign = codec.from_data(document["campaign"])
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    missing = codec.missing_content(campaign, content)
    if missing:
        listed = "; ".join(f"{kind}: {', '.join(sorted(ids))}" for kind, ids in sorted(missing.items()))
        raise SaveError(f"{path.name}: the save needs content that is not loaded (was a mod removed?) — missing "
                        f"{listed}")
    for hero in campaign.heroes:
        try:
            hero_from_json({"state": asdict(hero)}, content)
        except HeroFileError as exc:
            raise SaveError(f"{path.name}: hero {hero.name}: {exc}") from None
    problems = campaign_problems(campaign, content)
    if problems:
        raise SaveError(f"{path.name}: the campaign cannot be played: {'; '.join(problems[:5])}"
                        f"{f' (and {len(problems) - 5} more)' if len(problems) > 5 else ''}")
    return campaign


def check(path: Path, content: Content) -> SaveInfo:
    """What a save holds, if it loads (SaveError otherwise)."""
    return _info(path, load(path, content), content)


def _info(path: Path, campaign: Campaign, content: Content) -> SaveInfo:
    s = summary(campaign, content)
    return SaveInfo(str(path), s["hero"], s["date"], s["days"], s["place"], s["explorer"], VERSION)


def list_saves(folder: Path) -> list[SaveInfo]:
    """The campaign saves in `folder`, newest first, read from their summaries (fast: no content
    needed); a file that cannot be read is listed with the reason, one of another kind is not."""
    out = []
    for found in documents(folder):
        if not found.may_be(CAMPAIGN):
            continue
        path = found.path
        try:
            document = _checked(found)
            s = document.get("summary")
            if not isinstance(s, dict):
                raise SaveError(f"{path.name}: the file is damaged (its summary is not a JSON object)")
        except SaveError as exc:
            out.append(SaveInfo(str(path), "?", "", 0, None, False, 0, str(exc)))
            continue
        out.append(SaveInfo(str(path), s.get("hero", "?"), s.get("date", ""), s.get("days", 0), s.get("place"),
                            bool(s.get("explorer")), document["version"]))
    return out


def bury(campaign: Campaign, content: Content, folder: Path, path: Path | None = None) -> Path:
    """Tell the hero's tale, fallen or retired, in the hall (`folder/fallen/`). In permadeath, or on
    retiring, his save (at `path`, by default `folder/HERO.json`) goes there with it and leaves the
    saves; a fall in explorer mode marks the tale so and the run goes on (saved anew). An explorer's
    run has one tale in the hall, told anew at each near-death and at its end (`_tale_path`)."""
    if campaign.fallen is None and campaign.retired is None:
        raise SaveError("the hero has neither fallen nor retired")
    from thirdage_tui.campaign.epitaph import tale

    path = path or save_path(folder, campaign)
    target = _tale_path(folder, campaign, path)
    write_json_atomic(target, {"format": FALLEN, "version": VERSION, "tale": tale(campaign, content),
                               "save": envelope(campaign, content)})
    if campaign.explorer and campaign.retired is None:
        campaign.fallen = None
        save(campaign, content, folder, path)
    else:
        path.unlink(missing_ok=True)
        backup_path(path).unlink(missing_ok=True)
        _retire(folder, campaign)
    return target


def _tale_path(folder: Path, campaign: Campaign, save_at: Path) -> Path:
    """Where the hall keeps the hero's tale: in explorer mode the run's own file, named for its save and
    written over at each near-death (unless another run's tale holds that name); else a new file."""
    hall_folder = fallen_folder(folder)
    if campaign.explorer:
        own = hall_folder / f"{save_at.stem}-tale.json"
        if not own.exists() or _tale_of(own, campaign):
            return own
    return free_path(hall_folder, f"{file_stem(campaign.hero.name)}-day{campaign.tale.days}")


def _tale_of(path: Path, campaign: Campaign) -> bool:
    """Whether the hall's file at `path` tells this run's hero (his name and the run's seed)."""
    found = read_document(path)
    told = found.data.get("tale") if found.kind == FALLEN and isinstance(found.data, dict) else None
    return isinstance(told, dict) and told.get("hero") == campaign.hero.name and told.get("seed") == campaign.seed


def _retire(folder: Path, campaign: Campaign) -> None:
    """The fallen hero's own file goes to the hall with his tale, and those of the companions slain:
    none is offered to play again."""
    from thirdage_tui.persistence import heroes

    retire_slain(folder, campaign)
    if campaign.hero_files:
        heroes.retire(folder, campaign.hero_files[0])


def retire_slain(folder: Path, campaign: Campaign) -> None:
    """The file of each companion slain in a run of permadeath goes to the hall, and leaves the run's
    list of files (a new hero may be saved under that name, free to begin a campaign); explorer mode
    moves nothing."""
    from thirdage_tui.persistence import heroes

    if campaign.explorer or not campaign.slain:
        return
    living = {hero.name for hero in campaign.heroes}
    for file in campaign.hero_files[1:]:
        name = heroes.named_in(folder / file)
        if name is not None and name in campaign.slain and name not in living:
            heroes.retire(folder, file)
            campaign.hero_files.remove(file)


def hall(folder: Path) -> list[dict[str, Any]]:
    """The tales of the fallen and the honoured, the highest score first, then the most recent
    (unreadable files are left out; a tale from before scores counts 0)."""
    tales = [{"path": str(found.path), **found.data["tale"]} for found in documents(fallen_folder(folder))
             if found.kind == FALLEN and isinstance(found.data.get("tale"), dict)]
    return sorted(tales, key=lambda t: -t["score"] if isinstance(t.get("score"), int) else 0)
