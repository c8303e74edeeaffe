"""The wizard's side panel: what the choices so far make of the hero, from `Draft.preview()`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from thirdage_tui.tui.widgets import hero_parts as parts

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from thirdage_tui.engine.sheet import Sheet

SHORT = {"head": "Head", "chest": "Chest", "abdomen": "Abdomen", "right_arm": "R arm", "left_arm": "L arm",
         "right_leg": "R leg", "left_leg": "L leg"}


def locations(sheet: Sheet) -> Table:
    """Location hit points (and armour, if any) in a compact grid."""
    cells = [(SHORT.get(loc, loc), f"{hp}" + (f"[{sheet.armour[loc]}]" if sheet.armour.get(loc) else ""))
             for loc, hp in sheet.locations.items()]
    return parts.pairs(cells, columns=2)


def section(title: str) -> Text:
    """A heading inside the panel."""
    return Text(title, style="bold underline")


class PreviewPanel(VerticalScroll):
    """Attributes, abilities, hit points, damage bonus, strike ranks and skill levels, kept up to date."""

    def compose(self) -> ComposeResult:
        yield Static(id="preview-body")

    def show(self, sheet: Sheet | None, hint: str = "") -> None:
        """Show `sheet`, or the hint when there is nothing to show yet."""
        body = self.query_one("#preview-body", Static)
        if sheet is None:
            body.update(Text(hint, style="dim italic"))
            return
        body.update(Group(
            parts.attributes(sheet), "",
            parts.abilities(sheet), "",
            parts.pairs([("HP", str(sheet.hit_points)), ("Dmg", sheet.damage_bonus or "none"),
                         (parts.DEFENCE_TO_SPLIT, str(sheet.defence)), ("Move", str(sheet.move))], columns=2), "",
            section("Hit locations"), locations(sheet), "",
            section("Weapons"), parts.weapons(sheet) if sheet.weapons else Text("none yet", style="dim"), "",
            section("Skills"), parts.skills(sheet),
        ))
