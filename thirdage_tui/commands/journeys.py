"""`thirdage route`, `thirdage travel pace` and `thirdage places`: the map for the referee (GUIDE §3)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from thirdage_tui.commands.common import (
    EXIT_CONTENT,
    UsageError,
    add_mod_option,
    emit_json,
    find_or_usage,
    load_or_exit,
    path_arg,
)
from thirdage_tui.engine.wording import the

if TYPE_CHECKING:
    from thirdage_tui.commands.common import Subcommands
    from thirdage_tui.content.store import Content
    from thirdage_tui.world.route import Route

MODES = ("walk", "march", "ride", "cavalry")
ROUTE_MODES = (*MODES, "boat")
"""A route may go by boat along the rivers (a journey's mode; no daily miles of its own on land)."""
SEASONS = ("spring", "summer", "autumn", "winter")


def register(sub: Subcommands) -> None:
    """Add `route`, `travel pace` and `places`."""
    route_p = sub.add_parser("route", help="plan the fewest-days journey between two places")
    add_mod_option(route_p)
    route_p.add_argument("start", metavar="FROM")
    route_p.add_argument("end", metavar="TO")
    route_p.add_argument("--mode", choices=ROUTE_MODES, default="walk",
                         help="boat: along the rivers where the boat rules allow, on foot elsewhere")
    route_p.add_argument("--hero", dest="heroes", action="append", type=path_arg, default=[], metavar="FILE",
                         help="a member of the company (repeatable); the slowest sets the pace")
    route_p.add_argument("--boat", action="store_true", help="the company has a boat (for crossing rivers, and needed for --mode boat)")
    route_p.add_argument("--season", choices=SEASONS, help="apply the season's weather (house rule)")
    route_p.add_argument("--json", action="store_true")
    route_p.set_defaults(handler=route)

    travel = sub.add_parser("travel", help="travel rules").add_subparsers(
        dest="travel_command", metavar="ACTION", required=True)
    pace_p = travel.add_parser("pace", help="miles per day for one day's terrain")
    add_mod_option(pace_p)
    pace_p.add_argument("--mode", choices=MODES, required=True)
    pace_p.add_argument("--terrain", default="", metavar="A,B",
                        help="terrain multipliers (forest, hills, mountains) or terrains of the map")
    pace_p.add_argument("--road", action="store_true", help="on a road or trail")
    pace_p.add_argument("--race")
    pace_p.add_argument("--background")
    pace_p.add_argument("--season", choices=SEASONS)
    pace_p.add_argument("--json", action="store_true")
    pace_p.set_defaults(handler=pace)

    places_p = sub.add_parser("places", help="the places of the map")
    add_mod_option(places_p)
    places_p.add_argument("--json", action="store_true")
    places_p.set_defaults(handler=places)


def route(args: argparse.Namespace) -> int:
    """Plan a journey; exit 2 for an unknown place, a mode the company cannot use, or no way there."""
    import gc

    gc.disable()  # a moment's command making many objects and no cycle: the collector would walk them again and again
    from thirdage_tui.commands.fighter_refs import load_hero
    from thirdage_tui.content.kinds import PLACES
    from thirdage_tui.world.company import Company, TravelError, traveller
    from thirdage_tui.world.route import delay_words, plan_route

    content = load_map_or_exit(args)
    start, end = find_or_usage(content, PLACES, args.start), find_or_usage(content, PLACES, args.end)
    company = Company(tuple(traveller(load_hero(content, path), content) for path in args.heroes), args.boat)
    try:
        planned = plan_route(content, start, end, args.mode, company, args.season)
    except TravelError as exc:
        raise UsageError(str(exc)) from None
    data = route_json(planned)
    data["burdened"] = [{"hero": m.name, "pace": round(m.pace, 3), "load": m.load} for m in company.burdened]
    if args.json:
        emit_json(data)
        return 0
    print(f"{start.name} to {end.name} ({args.mode}): {data['miles']:g} miles, {data['days']:g} days, "
          f"danger up to {data['danger']}")
    if data["days"] != data["fresh_days"]:
        print(f"  marching tires: the legs below are at a fresh march's pace ({data['fresh_days']:g} days), but "
              f"{_tiring(content)}; so {data['days']:g} days")
    for member in company.burdened:
        print(f"  slower: {member.name} carries {member.load} (each point over takes one off his move, 3.3)")
    for leg in data["legs"]:
        roads = f" by {', '.join(leg['roads'])}" if leg["roads"] else ""
        print(f"  {leg['from']} -> {leg['to']}: {leg['miles']:g} mi, {leg['days']:g} d, "
              f"{'/'.join(leg['terrain'])}{roads}")
    for crossing in data["river_crossings"]:
        delay = delay_words(crossing["days"])
        print(f"  crosses {the(crossing['river'])}: {crossing['at'] or crossing['how']}{f' ({delay})' if delay else ''}")
    return 0


def load_map_or_exit(args: argparse.Namespace) -> Content:
    """The content, with a map that holds together (exit 1 naming what does not)."""
    from thirdage_tui.world.map import MapError, world_map

    content = load_or_exit(args)
    try:
        world_map(content)
    except MapError as exc:
        if getattr(args, "json", False):
            emit_json({"ok": False, "error": f"the map does not hold together: {exc}"})
        print(f"thirdage: error: the map does not hold together: {exc}", file=sys.stderr)
        raise SystemExit(EXIT_CONTENT) from None
    return content


def route_json(planned: Route) -> dict:
    """The route as GUIDE §3's JSON (plus danger, the cells walked, and `fresh_days`: the days at the
    first day's pace, which a march's tiring makes longer)."""
    return {
        "from": planned.start.id, "to": planned.end.id, "mode": planned.mode,
        "miles": planned.miles, "days": planned.days, "fresh_days": round(sum(planned.step_days), 2),
        "danger": planned.danger,
        "legs": [{"from": leg.start, "to": leg.end, "miles": leg.miles, "days": leg.days,
                  "terrain": list(leg.terrain), "region": leg.region, "roads": list(leg.roads)}
                 for leg in planned.legs],
        "river_crossings": [{"river": c.river, "at": c.at, "how": c.how, "days": c.days, "cell": list(c.cell)}
                            for c in planned.crossings],
        "path": [list(cell) for cell in planned.cells],
    }


def pace(args: argparse.Namespace) -> int:
    """Miles per day in one mode over one day's terrain."""
    from thirdage_tui.content.kinds import BACKGROUNDS, RACES
    from thirdage_tui.world.company import miles_per_day

    content = load_or_exit(args)
    slowed = [key for name in filter(None, (t.strip() for t in args.terrain.split(","))) for key in
              _slowed_as(content, name)]
    race = find_or_usage(content, RACES, args.race) if args.race is not None else None
    background = find_or_usage(content, BACKGROUNDS, args.background) if args.background is not None else None
    unhindered = any(found.unhindered_by_forest for found in (race, background) if found is not None)
    weather = _season_multiplier(content, args.season, slowed)
    miles = round(miles_per_day(args.mode, slowed, content.tables, road=args.road,
                                unhindered_by_forest=unhindered, weather=weather), 2)
    if args.json:
        emit_json({"mode": args.mode, "terrain": slowed, "road": args.road, "unhindered_by_forest": unhindered,
                   "season": args.season, "miles_per_day": miles})
    elif args.mode == "march":
        print(f"{miles:g} miles a day, on the first day of a march; {_tiring(content)}")
    else:
        print(f"{miles:g} miles a day")
    return 0


def _tiring(content: Content) -> str:
    """What a march's tiring costs, in words (the house rule of `world.company.march_factor`)."""
    from thirdage_tui.world.company import march_factor

    march, fatigue = content.tables.daily_miles["march"], content.travel.march_fatigue_miles
    days = [round(march * march_factor(content, tired)) for tired in range(8)]
    shown = [d for k, d in enumerate(days) if k == 0 or d != days[k - 1]]
    return (f"each day of it in a row makes {fatigue} miles fewer, never fewer than a walk's "
            f"{content.tables.daily_miles['walk']} ({', '.join(map(str, shown))}... on open ground; forest and "
            f"hills make fewer)")


def _slowed_as(content: Content, name: str) -> list[str]:
    """A multiplier row of the rule tables, or a terrain of the map (by id or name)."""
    from thirdage_tui.content.kinds import TERRAINS

    key = name.lower()
    if key in content.tables.terrain_multipliers:
        return [key]
    terrain = find_or_usage(content, TERRAINS, name)
    if not terrain.passable:
        raise UsageError(f"{terrain.name} cannot be travelled over")
    return list(terrain.slowed_as)


def _season_multiplier(content: Content, season: str | None, slowed: list[str]) -> float:
    """The weather house rule for a day's terrain (a mountain day snows in winter)."""
    from thirdage_tui.world.company import weather_multiplier

    terrain = "mountains" if "mountains" in slowed else ""
    return weather_multiplier(content.travel, season, terrain)


def places(args: argparse.Namespace) -> int:
    """Every place: where it is, its region, danger and services."""
    from thirdage_tui.world.map import world_map

    content = load_map_or_exit(args)
    world = world_map(content)
    found = sorted(content.places.values(), key=lambda p: p.name)
    if args.json:
        emit_json([{"id": p.id, "name": p.name, "kind": p.kind, "at": list(p.at),
                    "region": world.region[world.place_cell(p)], "danger": world.danger(world.place_cell(p)),
                    "services": list(p.services)} for p in found])
        return 0
    for p in found:
        services = f"  [{', '.join(p.services)}]" if p.services else ""
        print(f"{p.id:<20} {p.name:<28} {p.kind:<9} danger {world.danger(world.place_cell(p))}{services}")
    return 0
