"""Small hand-made maps for the route tests, built with the base content's terrains and rules."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from thirdage_tui.content.models.world import Crossing, MapGrids, Place, River, Road
from thirdage_tui.world.map import WorldMap

LEGEND = {".": "plains", "f": "forest", "n": "hills", "m": "mountains", "^": "peaks", "~": "lake"}


@pytest.fixture
def tiny_world(content):
    """tiny_world(rows, places={id: (x, y)}, rivers=[(course, fords[, size])], roads=[[id or (x, y), ...]])."""

    def build(rows: list[str], places: dict[str, tuple[int, int]], rivers=(), roads=()) -> WorldMap:
        grid = "\n".join(rows)
        doc = MapGrids(miles_per_cell=10, terrain_legend=LEGEND, terrain=grid,
                       region_legend={"e": "eriador"}, regions="\n".join("e" * len(r) for r in rows))
        fake = SimpleNamespace(
            map=doc, tables=content.tables, travel=content.travel, terrains=content.terrains,
            regions=content.regions,
            places={p: Place(id=p, name=p.title(), at=list(at), kind="village") for p, at in places.items()},
            rivers={f"river{n}": River(id=f"river{n}", name=f"River {n}", course=[list(c) for c in course],
                                       crossings=[Crossing(name=f"Ford {n}", kind="ford", at=list(at))
                                                  for at in fords], size=size[0] if size else "major")
                    for n, (course, fords, *size) in enumerate(rivers)},
            roads={f"road{n}": Road(id=f"road{n}", name=f"Road {n}",
                                    via=[v if isinstance(v, str) else list(v) for v in via])
                   for n, via in enumerate(roads)},
        )
        return WorldMap(fake)

    return build
