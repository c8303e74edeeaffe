"""A site's page in the codex, in words: what it is, where it is entered, its light, its size, who is
said to dwell there and the errands that lead there. Never its plan, nor where its traps, doors and
hoards lie: those are found inside."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text

from thirdage_tui.engine.wording import in_sentence, listed
from thirdage_tui.world.encounters import plural
from thirdage_tui.world.site_plan import SitePlan
from thirdage_tui.world.site_sight import DAYLIGHT_REACH

if TYPE_CHECKING:
    from thirdage_tui.content.models.sites import Site
    from thirdage_tui.content.store import Content

LIGHT = {"dark": "dark: no light but what the company brings",
         "dim": "dim: the company sees a few yards about it without a light",
         "lit": "lit throughout"}
"""A site's light (`Site.light`) in words."""
SQUARE_FT = 5


def site_page(content: Content, site: Site, kind_label: str) -> Group:
    """The site's codex page."""
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(ratio=1)
    for label, words in site_lines(content, site):
        table.add_row(label, words)
    head = Text.assemble((site.name, "bold"), ("  " + kind_label, "dim italic"))
    return Group(head, Text(""), Text(site.description), Text(""), table)


def site_lines(content: Content, site: Site) -> list[tuple[str, str]]:
    """The page's rows: (label, words)."""
    plan = SitePlan.from_site(site)
    light = LIGHT[site.light]
    if site.light != "lit":
        light += f"; by day the sun reaches {DAYLIGHT_REACH * SQUARE_FT} feet in from the way in"
    rows = [("Where", f"entered from {in_sentence(content.places[site.place].name)}"),
            ("Light", light),
            ("Size", f"about {plan.width * SQUARE_FT} by {plan.height * SQUARE_FT} feet")]
    dwellers = dwellers_of(content, site)
    if dwellers:
        rows.append(("Dwellers", listed(dwellers)))
    errands = [f"{t.name} ({listed([content.personalities[p].name for p in t.patrons])})"
               for t in content.errands.values() if t.site == site.id]
    if errands:
        rows.append(("Errands", "\n".join(errands)))
    return rows


def dwellers_of(content: Content, site: Site) -> list[str]:
    """The kinds of creature in the site's bands, by name ("Goblins", "a Barrow-wight"), each once."""
    kinds: dict[str, bool] = {}
    for feature in site.features.values():
        for inhabitant in feature.band.creatures if feature.band else ():
            kinds[inhabitant.creature] = kinds.get(inhabitant.creature, False) or inhabitant.count != "1"
    out = []
    for ref, many in kinds.items():
        creature = content.bestiary[ref]
        out.append(plural(creature) if many else creature.name)
    return out
