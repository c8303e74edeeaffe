"""What an inheriting entry does to the data it starts from, after Cataclysm: DDA's JSON inheritance.

An entry may say (beside its own fields):

* `copy_from: ID` — start from that entry of the same kind as it was finally defined (itself merged
  from its own parent, to any depth), then take the fields given here over it;
* `abstract: true` — a template: copied from, never loaded as an entry, never drawn or shown;
* `relative: {FIELD: CHANGE}` — add to a number, or to dice (`{attributes: {STR: +2}}`, `{damage: 1D4}`);
* `proportional: {FIELD: FACTOR}` — multiply a number, or the dice and constant of a dice string;
* `extend:` and `delete:` — add or remove items of list fields (dotted names reach nested lists);
* `replace: true` — the entry replaces the one of the same id an earlier layer defined.

A file of entries may also hold `- remove: [ID, ...]`: the entries named are taken out (as a
`blacklist` in `mod.yaml` does), and every entry that still names one is reported.

These functions work on plain data, copying what they change; each returns the problems found."""

from __future__ import annotations

from typing import Any

from thirdage_tui.content.notation import DiceError, dice_text, parse_dice

META_KEYS = ("replace", "copy_from", "abstract", "relative", "proportional", "extend", "delete")
META = frozenset(META_KEYS)
CHANGES = ("relative", "proportional", "extend", "delete")
"""The changes applied, in this order, to the merged entry."""
Raw = dict[str, Any]
"""An entry as data: what its file wrote, merged with what it inherited."""


def change(item: Raw, op: str, changes: Any) -> list[tuple[tuple[str, ...], str]]:
    """Apply one kind of change to `item` in place (copying what it touches): the (where, problem) of
    each change that cannot be made."""
    if not isinstance(changes, dict):
        what = "field names to lists of items" if op in ("extend", "delete") else "field names to changes"
        return [((), f"`{op}` maps {what}")]
    problems: list[tuple[tuple[str, ...], str]] = []
    for field_path, value in changes.items():
        if op in ("extend", "delete"):
            problem = _change_list(item, str(field_path), value, op)
            if problem:
                problems.append(((str(field_path),), problem))
        else:
            problems += [((str(field_path), *where), problem)
                         for where, problem in _change_numbers(item, str(field_path), value, op)]
    return problems


def _change_numbers(node: Raw, key: str, delta: Any, op: str) -> list[tuple[tuple[str, ...], str]]:
    """`relative` or `proportional` of the value at `node[key]`; a mapping of changes reaches inside it."""
    current = node.get(key)
    if isinstance(delta, dict):
        if not isinstance(current, dict):
            return [((), f"no mapping {key!r} to change")]
        node[key] = inner = dict(current)
        found: list[tuple[tuple[str, ...], str]] = [((str(k), *where), problem) for k, v in delta.items()
                                                     for where, problem in _change_numbers(inner, str(k), v, op)]
        return found
    if current is None:
        return [((), f"no value of {key!r} to change (give it, or copy it from an entry that has it)")]
    try:
        node[key] = (_added if op == "relative" else _scaled)(current, delta)
    except (TypeError, DiceError) as exc:
        return [((), str(exc))]
    return []


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _added(current: Any, delta: Any) -> Any:
    """A number plus a number, or dice plus dice or a number ("3D6" + 2 = "3D6+2")."""
    if _is_number(current) and _is_number(delta):
        return current + delta
    if isinstance(current, str) and (_is_number(delta) and int(delta) == delta or isinstance(delta, str)):
        terms, constant = parse_dice(current)
        more, extra = parse_dice(str(delta)) if isinstance(delta, str) else ((), int(delta))
        return dice_text((*terms, *more), constant + extra)
    raise TypeError(f"cannot add {delta!r} to {current!r}: relative adds a number to a number, or dice or a "
                    f"whole number to dice (as in +2 or 1D4)")


def _scaled(current: Any, factor: Any) -> Any:
    """A number times a factor (a whole number stays whole, rounded), or dice with their number of dice and
    constant scaled ("2D6+2" x 1.5 = "3D6+3"), never below one die."""
    if not _is_number(factor) or factor <= 0:
        raise TypeError(f"proportional multiplies by a number above 0, not {factor!r}")
    if _is_number(current):
        return round(current * factor) if isinstance(current, int) else current * factor
    if isinstance(current, str):
        terms, constant = parse_dice(current)
        scaled = tuple((max(1, round(abs(n) * factor)) * (1 if n > 0 else -1), sides) for n, sides in terms)
        return dice_text(scaled, round(constant * factor))
    raise TypeError(f"proportional changes a number or dice, not {current!r}")


def _change_list(item: Raw, field_path: str, items: Any, op: str) -> str | None:
    """Extend or delete items of the list at a dotted field path, in place (copying what it touches)."""
    if not isinstance(items, list):
        return "give a list of items"
    *parents, last = field_path.split(".")
    node = item
    for name in parents:
        child = node.get(name) if isinstance(node, dict) else None
        if not isinstance(child, dict):
            return f"no field {name!r} to change"
        node[name] = node = dict(child)
    current = node.get(last, []) if isinstance(node, dict) else None
    if not isinstance(current, list):
        return "not a list field"
    if op == "extend":
        node[last] = current + items
        return None
    missing = [x for x in items if x not in current]
    if missing:
        return f"not in the list: {', '.join(map(str, missing))}"
    node[last] = [x for x in current if x not in items]
    return None
