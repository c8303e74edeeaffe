"""A readable view of any content entry, rendered generically from its fields (a site by its
own page, `site_page`).

References to other entries are shown by their display names; empty and default values are left out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static

from thirdage_tui.campaign.chronicle import seat_title
from thirdage_tui.content import Content
from thirdage_tui.content.models.base import FOLK_NAMES, ContentModel, field_default, field_names
from thirdage_tui.content.models.lore import REPUTATION, Offer
from thirdage_tui.content.models.sites import Site
from thirdage_tui.content.refs import refs_of
from thirdage_tui.tui.widgets.site_page import site_page

if TYPE_CHECKING:
    from textual.app import ComposeResult

    from thirdage_tui.content.errors import Loc
    from thirdage_tui.content.models.base import Entry

HIDDEN = ("id", "name", "description")
STANDINGS = ("reputation", "refuses_below")
"""Fields that hold a standing with the great (0-4), shown by its word ('trusted')."""
WORDS: dict[str, dict[str, str]] = {"folk": FOLK_NAMES,
                                    "weapons": {k: f"{v}:" for k, v in {**FOLK_NAMES, "all": "any folk"}.items()}}
"""Words for the values (and mapping keys) of a field that are a vocabulary rather than entries:
a race's folk, the folk a background's weapon lists are for."""


def label(field: str) -> str:
    """'attribute_modifiers' -> 'Attribute modifiers'."""
    return field.replace("_", " ").capitalize()


def shown_fields(model: ContentModel) -> list[tuple[str, Any]]:
    """(field, value) worth showing: neither hidden, empty nor left at a falsy default."""
    out = []
    for name in field_names(type(model)):
        value = getattr(model, name)
        empty = value is None or value is False or (isinstance(value, (str, list, dict)) and not value)
        falsy_default = value == field_default(type(model), name) and not value  # never so for a required one
        if not (name in HIDDEN or empty or falsy_default):
            out.append((name, value))
    return out


class EntryRenderer:
    """Turns an entry into Rich text, naming the entries it refers to."""

    def __init__(self, content: Content, entry: Entry):
        self.content, self.entry = content, entry
        self.names: dict[Loc, str] = {}
        """Display names of the referring values, by location."""
        self.key_names: dict[Loc, str] = {}
        """Display names of the referring mapping keys, by location."""
        for loc, kind, ref, is_key in refs_of(entry):
            target = content.all(kind).get(ref)
            (self.key_names if is_key else self.names)[loc] = getattr(target, "name", ref)

    def render(self, kind_label: str) -> Group:
        """Name, kind, description, then a table of the other fields (a site: its own page in words)."""
        entry = self.entry
        if isinstance(entry, Site):
            return site_page(self.content, entry, kind_label)
        head = Text.assemble((entry.name, "bold"), ("  " + kind_label, "dim italic"))
        parts: list[Text | Table] = [head]
        if entry.description:
            parts += [Text(""), Text(entry.description)]
        table = Table.grid(padding=(0, 2))
        table.add_column(style="bold", no_wrap=True)
        table.add_column(ratio=1)
        for name, value in shown_fields(entry):
            table.add_row(label(name), self.value(value, (name,)))
        if table.row_count:
            parts += [Text(""), table]
        return Group(*parts)

    def value(self, value: object, loc: Loc) -> str:
        """One value as text: lists joined, mappings as `key value`, a patron's offer in words, models
        field by field, a standing by its word."""
        if isinstance(value, Offer):
            return self.offer(value)
        if loc[-1] in STANDINGS and isinstance(value, int):
            return REPUTATION[value]
        if isinstance(value, ContentModel):
            fields = "; ".join(f"{label(k).lower()}: {self.value(v, loc + (k,))}" for k, v in shown_fields(value))
            name = getattr(value, "name", None)
            return f"{name} — {fields}" if isinstance(name, str) else fields
        if isinstance(value, (list, tuple)):
            items = [self.value(v, loc + (i,)) for i, v in enumerate(value)]
            # items that hold a comma themselves ("Sword, one handed") are parted by semicolons
            joiner = "\n" if any(isinstance(v, ContentModel) for v in value) else "; " if any("," in i for i in items) else ", "
            return joiner.join(items)
        if isinstance(value, dict):
            return ", ".join(f"{self.key_names.get(loc + (k,)) or self.word(k, loc)} {self.value(v, loc + (k,))}"
                             for k, v in value.items())
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, float) and value.is_integer():
            return str(int(value))
        return self.names.get(loc) or self.word(value, loc)

    def offer(self, offer: Offer) -> str:
        """'training: Herb Lore, Tracking (when known)'."""
        content = self.content
        what = [*offer.attributes, *(content.skills[s].name for s in offer.skills), *offer.goods,
                *(content.magic_items[i].name for i in offer.items), *(content.spells[s].name for s in offer.spells)]
        told = offer.kind.replace("_", " ") + (f": {', '.join(what)}" if what else "")
        return f"{told} (when {REPUTATION[offer.reputation]})" if offer.reputation else told

    def word(self, value: object, loc: Loc) -> str:
        """A value not declared a reference, in words: from its field's vocabulary, else the name of
        the entry it is the id of (a kit's item may be a weapon, armour or gear), a seat by its title, else with its
        underscores read as spaces ('one_handed' -> 'one handed')."""
        text = str(value)
        if (known := WORDS.get(str(loc[0]), {}).get(text)) is not None:
            return known
        if loc == ("seat",):
            return seat_title(self.content, text)
        if not text.isidentifier():
            return text
        named = (self.content.all(kind).get(text) for kind in self.content.kinds())
        return next((e.name for e in named if e is not None), text.replace("_", " "))


class EntryView(VerticalScroll):
    """Shows one entry; scrolls when it is long."""

    def compose(self) -> ComposeResult:
        yield Static(id="entry-body")

    def show(self, content: Content, entry: Entry, kind_label: str) -> None:
        """Display `entry` (of the kind labelled `kind_label`)."""
        self.query_one("#entry-body", Static).update(EntryRenderer(content, entry).render(kind_label))
        self.scroll_home(animate=False)

    def clear(self, message: str = "") -> None:
        """Show a hint instead of an entry."""
        self.query_one("#entry-body", Static).update(Text(message, style="dim"))
