"""The character sheet as titled panels in three columns (the third below the others when narrow)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from textual.app import ComposeResult
from textual.containers import Grid, Vertical, VerticalScroll
from textual.widgets import Static

from thirdage_tui.tui.widgets import hero_parts as parts

if TYPE_CHECKING:
    from thirdage_tui.content import Content
    from thirdage_tui.engine.sheet import Sheet


def identity(sheet: Sheet, content: Content) -> str:
    """'Human of Gondor, Ranger'."""
    race = content.races[sheet.race].name
    nation = f" of {content.nations[sheet.nation].name}" if sheet.nation else ""
    return f"{race}{nation}, {content.backgrounds[sheet.background].name}"


class Panel(Static):
    """A bordered, titled part of the sheet."""

    DEFAULT_CSS = """
    Panel { height: auto; border: round $primary 60%; border-title-color: $accent; padding: 0 1; }
    """

    def __init__(self, title: str, renderable: RenderableType, *, id: str | None = None) -> None:
        super().__init__(renderable, id=id)
        self.border_title = title


class SheetView(VerticalScroll):
    """Every part of a hero's sheet."""

    SCOPED_CSS = False
    """Unscoped: on a wide screen (the screen's `-wide` class) the columns go three across."""
    DEFAULT_CSS = """
    SheetView {
        #sheet-title { margin: 0 0 0 1; }
        #sheet-grid { grid-size: 2; grid-rows: auto; grid-gutter: 0 1; height: auto; }
        .sheet-column { height: auto; }
        #sheet-column-gear { column-span: 2; }
    }
    Screen.-wide SheetView {
        #sheet-grid { grid-size: 3; }
        #sheet-column-gear { column-span: 1; }
    }
    """

    def __init__(self, sheet: Sheet, content: Content, *, id: str | None = None,
                 classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self.sheet = sheet
        self.content = content

    def compose(self) -> ComposeResult:
        sheet = self.sheet
        yield Static(f"[b]{sheet.name}[/b]  {identity(sheet, self.content)}", id="sheet-title", markup=True)
        with Grid(id="sheet-grid"):
            with Vertical(classes="sheet-column"):
                yield Panel("Attributes", Group(parts.attributes(sheet), "", parts.abilities(sheet)), id="sheet-attributes")
                yield Panel("Vitals", parts.vitals(sheet), id="sheet-vitals")
            with Vertical(classes="sheet-column"):
                yield Panel(r"Body: hp \[armour]", parts.body(sheet), id="sheet-body")
                yield Panel("Hero Magic and spells", parts.magic(sheet), id="sheet-magic")
            with Vertical(classes="sheet-column", id="sheet-column-gear"):
                yield Panel("Weapons", parts.weapons(sheet), id="sheet-weapons")
                yield Panel("Skills", parts.skills(sheet), id="sheet-skills")
                yield Panel("Equipment", parts.equipment(sheet), id="sheet-equipment")
