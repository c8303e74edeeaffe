"""Where a running campaign is kept: the session's `Keeper`s (`campaign.session`), which decides
when. A campaign is kept in its save and the hall of the fallen beside it; a wander in the
wanderer's hero file."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from thirdage_tui.campaign.session import KeepError
from thirdage_tui.campaign.travel import packed
from thirdage_tui.engine.refusals import SaveError
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.heroes import RefusedWrite, write_hero

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def _reason(exc: OSError | ValueError) -> str:
    """Why a file was not written, in the system's words when it gave some."""
    return str(getattr(exc, "strerror", None) or exc)


class CampaignKeeper:
    """A campaign kept in its save at `path` (the last save kept as its backup, `campaigns.save`),
    its fallen told in the hall of the saves folder the save lies in (`campaigns.bury`)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @property
    def name(self) -> str:
        return self.path.name

    def save(self, campaign: Campaign, content: Content) -> None:
        try:
            campaigns.save(campaign, content, self.path.parent, self.path)
        except (OSError, SaveError) as exc:
            raise KeepError(_reason(exc)) from exc

    def bury(self, campaign: Campaign, content: Content) -> str | None:
        try:
            return str(campaigns.bury(campaign, content, self.path.parent, self.path))
        except (OSError, SaveError) as exc:
            raise KeepError(_reason(exc)) from exc


class HeroKeeper:
    """A wander kept in the wanderer's hero file at `path` (None: in memory only): the company as
    the road has left it, the food eaten gone from the packs (`heroes`), the first written over his
    file. A fall writes nothing: the file keeps him as he was when last kept."""

    def __init__(self, path: Path | None, heroes: tuple[Hero, ...]) -> None:
        self.path = path
        self.heroes = heroes
        """The company as last kept."""

    @property
    def name(self) -> str:
        return self.path.name if self.path is not None else "the wander"

    def save(self, campaign: Campaign, content: Content) -> None:
        road = campaign.road
        self.heroes = tuple(packed(campaign.heroes, content, road.food) if road else campaign.heroes)
        if self.path is None:
            return
        try:
            write_hero(self.path, self.heroes[0], content)
        except (OSError, RefusedWrite) as exc:
            raise KeepError(_reason(exc)) from exc

    def bury(self, campaign: Campaign, content: Content) -> str | None:
        return None
