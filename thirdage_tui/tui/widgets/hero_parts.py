"""The parts of a hero's sheet as Rich renderables, drawn from the engine's `Sheet`.

Shared by the character sheet and the creation wizard's live preview: they lay out numbers the
engine has worked out and compute none.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from thirdage_tui.content.models.base import ABILITIES, ATTRS
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from thirdage_tui.engine.encumbrance import Enc
    from thirdage_tui.engine.sheet import Sheet


BODY = r"""
             .---.
             |   |  @head
             '---'
        .----/   \----.
       /|    chest    |\
      / |    @ches    | \
@rarm/  |-------------|  \@larm
        |   abdomen   |
        |    @abdo    |
        '----.---.----'
         |   |   |   |
         |   |   |   |
        _|   |   |   |_
        @rleg     @lleg
"""
TOKENS = {"@head": "head", "@ches": "chest", "@rarm": "right_arm", "@larm": "left_arm", "@abdo": "abdomen",
          "@rleg": "right_leg", "@lleg": "left_leg"}


DEFENCE_TO_SPLIT = "Defence to split"
"""The Defence a hero may split among his attackers each round (his Defence modifier, never below
nothing, less what an overload costs): named apart from the Defence modifier among the abilities."""


def signed(value: int) -> str:
    """+2, 0, -1."""
    return f"{value:+d}" if value else "0"


def number(value: float) -> str:
    """12.0 -> '12', 12.5 -> '12.5'."""
    return str(int(value)) if isinstance(value, float) and value.is_integer() else str(value)


def dash(value: object) -> str:
    """A value, or '–' where there is none (a shield's attack, a bow's parry)."""
    return "–" if value is None else str(value)


def pairs(rows: Sequence[tuple[str, str | Text]], columns: int = 1, right: bool = True) -> Table:
    """Label/value pairs laid out in `columns` pairs of columns."""
    table = Table.grid(padding=(0, 1))
    for _ in range(columns):
        table.add_column(style="bold")
        table.add_column(justify="right" if right else "left")
    for start in range(0, len(rows), columns):
        table.add_row(*(part for cell in rows[start:start + columns] for part in cell))
    return table


def attributes(sheet: Sheet) -> Table:
    """The seven attributes in one row."""
    table = Table(box=None, padding=(0, 0, 0, 1), header_style="bold", show_edge=False, pad_edge=False)
    for attr in ATTRS:
        table.add_column(attr, justify="right", min_width=3, no_wrap=True)
    table.add_row(*(str(sheet.attributes.get(a, "–")) for a in ATTRS))
    return table


def abilities(sheet: Sheet, columns: int = 2) -> Table:
    """The eight ability modifiers (2.2), under their heading."""
    table = pairs([(a.capitalize(), signed(sheet.abilities.get(a, 0))) for a in ABILITIES], columns)
    table.title, table.title_justify, table.title_style = "Ability modifiers", "left", "bold underline"
    return table


def vitals(sheet: Sheet) -> Table:
    """Hit points, damage bonus, Defence, move, encumbrance and silver."""
    rows: list[tuple[str, str | Text]] = [
        ("Hit points", hit_points(sheet)),
        ("Damage bonus", sheet.damage_bonus or "none"),
        (DEFENCE_TO_SPLIT, str(sheet.defence)),
        ("Move", counted(sheet.move, "square")),
        ("ENC", enc_text(sheet.enc)),
    ]
    if sheet.enc.mount_capacity:
        rows.append(("Mount's load", f"{number(round(sheet.enc.mount_load, 1))} / {sheet.enc.mount_capacity}"))
    return pairs([*rows, ("Silver", f"{sheet.silver} sp")], right=False)


def hit_points(sheet: Sheet) -> Text:
    """'14', or what the wounds leave of them: '12/14' (red at half or less)."""
    left, total = sheet.hit_points_left, sheet.hit_points
    if left == total:
        return Text(str(total))
    return Text(f"{left}/{total}", style="bold red" if left * 2 <= total else "bold yellow")


def enc_text(enc: Enc) -> Text:
    """'carried / max', and what carrying too much costs."""
    text = Text(f"{number(round(enc.carried, 2))} / {enc.max}")
    if enc.cannot_move:
        text.append("\ntoo heavy to move", style="bold red")
    elif enc.over:
        text.append(f"\nover by {enc.over}: -{enc.over} move, Defence and skills, +{enc.over} SR", style="bold red")
    return text


def body(sheet: Sheet) -> Text:
    """The body diagram: each location's hit points (what its wounds leave, in red where it has
    some) and, in brackets, its armour."""
    out = Text()
    for part in re.split(f"({'|'.join(TOKENS)})", BODY.strip("\n")):
        if (loc := TOKENS.get(part)) is None:
            out.append(part)
            continue
        hp, armour = sheet.locations.get(loc, 0) - sheet.wounds.get(loc, 0), f"[{sheet.armour.get(loc, 0)}]"
        cell = f"{hp}{armour}".center(5)
        out.append(cell[:cell.index(str(hp))])
        out.append(str(hp), "bold red" if sheet.wounds.get(loc) else "bold green")
        out.append(armour, "cyan")
        out.append(cell[cell.index(armour) + len(armour):])
    return out


def weapons(sheet: Sheet) -> RenderableType:
    """Weapons with attack, parry, damage and strike rank ('–' where the weapon cannot), a space
    between columns so that the longest name and damage keep to one line in the wizard's preview;
    below, the one he has in hand when a fight starts and whether he chose it."""
    table = Table(box=None, padding=(0, 0, 0, 1), header_style="bold", show_edge=False, pad_edge=False)
    table.add_column("Weapon", no_wrap=True)
    for col in ("Atk", "Par", "Dmg", "SR"):
        table.add_column(col, justify="right", no_wrap=True)
    for w in sheet.weapons:
        table.add_row(w.name, dash(w.attack), dash(w.parry), w.damage or "–", str(w.strike_rank))
    held = next((w.name for w in sheet.weapons if w.id == sheet.in_hand), None)
    if held is None:
        return table
    chosen = "his choice" if sheet.in_hand_chosen else "his best (packs: e)"
    return Group(table, Text(f"In hand at a fight: {held}, {chosen}", style="dim"))


def skills(sheet: Sheet) -> Table:
    """Skill levels grouped under the ability whose modifier they add."""
    table = Table.grid(padding=(0, 1))
    table.add_column()
    table.add_column(justify="right")
    for ability, levels in sheet.skills_by_ability.items():
        table.add_row(Text(ability.capitalize(), style="bold italic"), "")
        for name, level in levels.items():
            table.add_row(f"  {name}", str(level))
    return table


def magic(sheet: Sheet) -> RenderableType:
    """Hero Magic with levels, and the spells known."""
    lines = [Text(f"{name} {level}") for name, level in sheet.hero_magic.items()]
    lines += [Text(name) for name in sheet.spells]
    return Group(*lines) if lines else Text("none", style="dim")


KIT_HEADS = {"worn": "Worn", "carried": "Carried", "tack": "His mount's tack", "loaded": "On his mount"}
"""The heads of the kit's parts, by where the things are (`engine.inventory`)."""


def equipment(sheet: Sheet) -> Text:
    """The hero's kit stacked, under where it is: worn, carried, on his mount."""
    if not sheet.kit:
        return Text("nothing", style="dim")
    out = Text()
    for where, head in KIT_HEADS.items():
        here = [s for s in sheet.kit if s.where == where]
        if here:
            out.append(f"{head}\n" if not out else f"\n{head}\n", style="bold italic")
            out.append("\n".join(f"  {s.label}" for s in here))
    return out
