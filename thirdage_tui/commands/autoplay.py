"""`thirdage autoplay`: the borg plays a campaign headless for years and says how it went
(`campaign.borg`), checking the run as the game would load it once a year."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    UsageError,
    add_mod_option,
    emit_json,
    load_or_exit,
    path_arg,
    saves_dir,
    writable_folder,
)

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

    from thirdage_tui.campaign.borg import Summary
    from thirdage_tui.campaign.session import Keeper
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.store import Content

MAX_YEARS = 200
MAX_COMPANIONS = 5


def register(sub: Subcommands) -> None:
    """Add `autoplay`."""
    auto = sub.add_parser("autoplay", help="let the borg play a campaign headless for years")
    add_mod_option(auto)
    auto.add_argument("--years", type=int, default=5, help="years of game time to play (default 5)")
    auto.add_argument("--seed", type=int, default=2760, help="the campaign's seed (default 2760)")
    auto.add_argument("--hero", type=path_arg, metavar="FILE", help="the player's hero (default: one made from the seed)")
    auto.add_argument("--companions", type=int, default=2, help="companions made from the seed (default 2)")
    auto.add_argument("--permadeath", action="store_true", help="the hero's fall ends the run (default: explorer mode)")
    auto.add_argument("--retire", action="store_true", help="at the end the hero retires at the next place")
    auto.add_argument("--keep", action="store_true",
                      help="keep the run's save and the hall's records in the saves folder (default: memory only)")
    auto.add_argument("--saves", type=path_arg, metavar="DIR", help="the saves folder (or $THIRDAGE_SAVES)",
                      default=argparse.SUPPRESS)
    auto.add_argument("--json", action="store_true")
    auto.set_defaults(handler=autoplay)


def autoplay(args: argparse.Namespace) -> int:
    """Play, then print the summary; exit 1 when the run got stuck or broke."""
    import time
    from dataclasses import asdict

    from thirdage_tui.campaign.borg import autoplay as play
    from thirdage_tui.campaign.borg import recruits
    from thirdage_tui.campaign.state import CampaignError
    from thirdage_tui.commands.fighter_refs import load_hero

    if not 1 <= args.years <= MAX_YEARS:
        raise UsageError(f"--years must be from 1 to {MAX_YEARS}, got {args.years}")
    if not 0 <= args.companions <= MAX_COMPANIONS:
        raise UsageError(f"--companions must be from 0 to {MAX_COMPANIONS}, got {args.companions}")
    content = load_or_exit(args)
    made = recruits(content, args.seed, args.companions + (args.hero is None))
    company = [load_hero(content, args.hero), *made] if args.hero else made
    keeper = _keeper(writable_folder(saves_dir(args.saves))) if args.keep else None
    began = time.process_time()
    try:
        summary, _ = play(content, args.seed, args.years, company, explorer=not args.permadeath, check=sound,
                          retire=args.retire, keeper=keeper)
    except CampaignError as exc:
        raise UsageError(str(exc)) from None
    seconds = round(time.process_time() - began, 2)
    if args.json:
        emit_json({**asdict(summary), "cpu_seconds": seconds})
    else:
        print(describe(summary, seconds))
    return 1 if summary.stuck else 0


def _keeper(folder: Path) -> Callable[[Campaign], Keeper]:
    """A keeper of the run in a new save of its own in `folder`, its fallen and honoured told in the hall."""
    from thirdage_tui.persistence.campaigns import new_save_path
    from thirdage_tui.persistence.keepers import CampaignKeeper

    return lambda campaign: CampaignKeeper(new_save_path(folder, campaign))


def sound(campaign: Campaign, content: Content) -> list[str]:
    """The run as the game would load it: the save's soundness, and a save that reads back the same."""
    from thirdage_tui.campaign.codec import from_data, to_data
    from thirdage_tui.persistence.soundness import campaign_problems

    data = to_data(campaign)
    again = to_data(from_data(data))
    return campaign_problems(campaign, content) + ([] if again == data else ["the save does not read back the same"])


def describe(s: Summary, seconds: float) -> str:
    """The summary in lines."""
    from thirdage_tui.engine.wording import counted

    t = s.tale
    lines = [f"seed {s.seed}: {s.ended} after {t.days} days ({s.date}), {s.actions} actions, {seconds} s CPU",
             (f"errands: {t.errands_done} done, {t.errands_failed} failed; fights {t.fights}, foes slain "
             f"{t.foes_slain}, deaths {t.deaths}, miles {round(t.miles)}, lessons {s.lessons}")]
    if s.served:
        lines.append("served: " + ", ".join(f"{name} {n}" for name, n in s.served.items()))
    if s.kinds:
        lines.append("kinds done: " + ", ".join(f"{kind} {n}" for kind, n in s.kinds.items()))
    if s.failed_kinds:
        lines.append("kinds failed: " + ", ".join(f"{kind} {n}" for kind, n in s.failed_kinds.items()))
    if s.refused:
        lines.append("refused: " + "; ".join(f"{why} ({n})" for why, n in sorted(s.refused.items(), key=lambda x: -x[1])[:5]))
    lines.append(f"the shadow: {s.milestone} ({counted(s.clues, 'clue')})" + (f", the arc ended {s.arc_ended}" if s.arc_ended else "")
                 + f"; score {s.score}" + (", retired in honour" if s.retired else ""))
    if s.record:
        lines.append(f"record: {s.record}")
    if s.stuck:
        lines.append(f"stuck: {s.stuck}")
    return "\n".join(lines)
