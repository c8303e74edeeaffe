"""Campaign saves, the hall of the fallen and the settings file: the only module of the campaign
that touches files.

A save is JSON: `format`, `version`, a `summary` for listings, a `checksum` of the campaign data
and the `campaign` itself (`codec`), content named by id. Saving writes the new file atomically
(temporary file, flush, fsync, rename: `storage.write_json_atomic`) after the previous save has been
kept as `NAME.json.bak`, so a crash at any moment leaves the save or its backup whole. Loading
refuses, with `SaveError`, a damaged file, one from a newer version of the game, or one whose content
is gone (a mod removed), saying which ids are missing and whether the backup would load.

When the hero falls (`Campaign.fallen`), `bury` writes his tale to `fallen/` beside the saves; in
permadeath the save itself goes with it, in explorer mode the run goes on and the tale is marked so.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import unicodedata
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from thirdage_tui.campaign import codec, reputation
from thirdage_tui.campaign.codec import SaveError
from thirdage_tui.campaign.errands import title
from thirdage_tui.engine.errors import HeroFileError
from thirdage_tui.engine.herofile import hero_from_json
from thirdage_tui.engine.items import ITEM_KINDS
from thirdage_tui.storage import NotJson, read_json, write_json_atomic

if TYPE_CHECKING:

    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content

__all__ = ["SaveError", "SaveInfo", "bury", "check", "hall", "list_saves", "load", "save", "save_path"]

FORMAT = "thirdage-campaign"
FALLEN_FORMAT = "thirdage-fallen"
VERSION = 1
FALLEN = "fallen"
BACKUP = ".bak"


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


def file_stem(name: str) -> str:
    """A safe file name for a hero's campaign: 'Éowyn of Rohan' -> 'eowyn_of_rohan'."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "_", plain.lower()).strip("_") or "campaign"


def save_path(folder: Path, campaign: Campaign) -> Path:
    return folder / f"{file_stem(campaign.hero.name)}.json"


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + BACKUP)


def summary(campaign: Campaign, content: Content) -> dict[str, Any]:
    from thirdage_tui.campaign.clock import calendar

    return {"hero": campaign.hero.name, "date": calendar(content).label(campaign.date), "days": campaign.tale.days,
            "place": content.places[campaign.place].name if campaign.place else None, "explorer": campaign.explorer}


def envelope(campaign: Campaign, content: Content) -> dict[str, Any]:
    """The whole save document."""
    data = codec.to_data(campaign)
    return {"format": FORMAT, "version": VERSION, "summary": summary(campaign, content),
            "checksum": _checksum(data), "campaign": data}


def _checksum(data: Any) -> str:
    text = json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()


def save(campaign: Campaign, content: Content, folder: Path, path: Path | None = None) -> Path:
    """Write the campaign (to `folder/HERO.json` unless `path` is given), keeping the last save as the backup."""
    path = path or save_path(folder, campaign)
    document = envelope(campaign, content)
    keep_backup(path)
    write_json_atomic(path, document)
    return path


def keep_backup(path: Path) -> None:
    """The save at `path`, if any, becomes its backup; `path` itself stays whole all the while. A save
    that is damaged (or not a save) never becomes the backup: the backup there is kept instead."""
    if not path.exists():
        return
    try:
        read(path)
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
    try:
        document = read_json(path)
    except FileNotFoundError:
        raise SaveError(f"{path.name}: no such save") from None
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror or exc})") from None
    except NotJson as exc:
        raise SaveError(f"{path.name}: the file is damaged ({exc})") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SaveError(f"{path.name}: not a campaign save (a hero file, or something else)")
    version = document.get("version")
    if not isinstance(version, int) or version < 1:
        raise SaveError(f"{path.name}: the save has no valid format version")
    if version > VERSION:
        raise SaveError(f"{path.name}: saved by a newer version of the game (save format {version}; this game "
                        f"reads format {VERSION} and older). Update the game to load it")
    if document.get("checksum") != _checksum(document.get("campaign")):
        raise SaveError(f"{path.name}: the file is damaged (its checksum does not match its contents)")
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
    document = read(path)
    try:
        campaign = codec.from_data(document["campaign"])
    except SaveError as exc:
        raise SaveError(f"{path.name}: {exc}") from None
    missing = missing_content(campaign, content)
    if missing:
        listed = "; ".join(f"{kind}: {', '.join(sorted(ids))}" for kind, ids in sorted(missing.items()))
        raise SaveError(f"{path.name}: the save needs content that is not loaded (was a mod removed?) — missing "
                        f"{listed}")
    for hero in campaign.heroes:
        try:
            hero_from_json({"state": asdict(hero)}, content)
        except HeroFileError as exc:
            raise SaveError(f"{path.name}: hero {hero.name}: {exc}") from None
    return campaign


def missing_content(campaign: Campaign, content: Content) -> dict[str, set[str]]:
    """The ids the campaign names that the content lacks, by kind."""
    missing = {}
    for kind, ids in codec.referenced_ids(campaign).items():
        known = set().union(*(content.all(k) for k in ITEM_KINDS)) if kind == "items" else content.all(kind)
        gone = {i for i in ids if i not in known}
        if gone:
            missing[kind] = gone
    return missing


def check(path: Path, content: Content) -> SaveInfo:
    """What a save holds, if it loads (SaveError otherwise)."""
    return _info(path, load(path, content), content)


def _info(path: Path, campaign: Campaign, content: Content) -> SaveInfo:
    s = summary(campaign, content)
    return SaveInfo(str(path), s["hero"], s["date"], s["days"], s["place"], s["explorer"], VERSION)


def list_saves(folder: Path) -> list[SaveInfo]:
    """The campaign saves in `folder`, newest first, read from their summaries (fast: no content needed)."""
    if not folder.is_dir():
        return []
    out = []
    for path in _newest_first(folder):
        try:
            document = read(path)
            s = document.get("summary")
            if not isinstance(s, dict):
                raise SaveError(f"{path.name}: the file is damaged (its summary is not a JSON object)")
        except SaveError as exc:
            if "not a campaign save" not in str(exc):
                out.append(SaveInfo(str(path), "?", "", 0, None, False, 0, str(exc)))
            continue
        out.append(SaveInfo(str(path), s.get("hero", "?"), s.get("date", ""), s.get("days", 0), s.get("place"),
                            bool(s.get("explorer")), document["version"]))
    return out


def _newest_first(folder: Path) -> list[Path]:
    """The JSON files in `folder` (not folders, not broken links), newest first."""
    return sorted((p for p in folder.glob("*.json") if p.is_file()), key=lambda p: (-p.stat().st_mtime, p.name))


def tale(campaign: Campaign, content: Content) -> dict[str, Any]:
    """The tale of the hero told in the hall: days, foes slain, errands, reputation, cause of death, seed."""
    fall = campaign.fallen
    return {
        "hero": campaign.hero.name, "race": campaign.hero.race, "background": campaign.hero.background,
        "explorer": campaign.explorer, "seed": campaign.seed, "days": campaign.tale.days,
        "miles": round(campaign.tale.miles), "fights": campaign.tale.fights, "foes_slain": campaign.tale.foes_slain,
        "errands": {"done": [title(content, e) for e in campaign.errands if e.status == "done"],
                    "failed": [title(content, e) for e in campaign.errands if e.status == "failed"]},
        "reputation": {content.personalities[p].name:
                       reputation.standing_name(reputation.standing(campaign, content, p))
                       for p in sorted(campaign.renown) if p in content.personalities},
        "cause": fall.cause if fall else None, "fell_on": fall.date if fall else None,
    }


def bury(campaign: Campaign, content: Content, folder: Path, path: Path | None = None) -> Path:
    """Tell the fallen hero's tale in the hall (`folder/fallen/`). In permadeath his save (at `path`, by
    default `folder/HERO.json`) goes there with it and leaves the saves; in explorer mode the tale is
    marked so and the run goes on (saved anew)."""
    if campaign.fallen is None:
        raise SaveError("the hero has not fallen")
    hall_dir = folder / FALLEN
    stem = f"{file_stem(campaign.hero.name)}-day{campaign.tale.days}"
    target, n = hall_dir / f"{stem}.json", 1
    while target.exists():
        n += 1
        target = hall_dir / f"{stem}-{n}.json"
    write_json_atomic(target, {"format": FALLEN_FORMAT, "version": VERSION, "tale": tale(campaign, content),
                               "save": envelope(campaign, content)})
    path = path or save_path(folder, campaign)
    if campaign.explorer:
        campaign.fallen = None
        save(campaign, content, folder, path)
    else:
        path.unlink(missing_ok=True)
        backup_path(path).unlink(missing_ok=True)
    return target


def hall(folder: Path) -> list[dict[str, Any]]:
    """The tales of the fallen, most recent first (unreadable files are left out)."""
    hall_dir = folder / FALLEN
    if not hall_dir.is_dir():
        return []
    tales = []
    for path in _newest_first(hall_dir):
        try:
            document = read_json(path)
        except (OSError, NotJson):
            continue
        if isinstance(document, dict) and document.get("format") == FALLEN_FORMAT:
            tales.append({"path": str(path), **document["tale"]})
    return tales
