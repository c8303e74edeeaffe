"""House rules by the row: a later layer's file of a document kind (the rule tables, the travel rules,
the map) changes only what it gives. Mappings merge key by key; a band table's `bands` merge band by
band, matched by `upto` (a band of a new `upto` is put in its place); any other list is replaced whole.
Each value changed is a *row*, named by its path (`critical.bands[upto=5]`), so that two mods changing
the same row can be told of."""

from __future__ import annotations

from typing import Any

Raw = dict[str, Any]
Row = str
"""A row of a document, by its path: `damage_bonus.bands[upto=24]`, `strike_rank.round_limit`."""


def merge_rows(current: Raw, change: Raw) -> tuple[Raw, list[Row]]:
    """`current` with `change` over it (neither is changed), and the rows whose value changed."""
    rows: list[Row] = []
    return _merge(current, change, "", rows), rows


def _merge(current: Any, change: Any, at: str, rows: list[Row]) -> Any:
    if isinstance(current, dict) and isinstance(change, dict):
        merged = dict(current)
        for key, value in change.items():
            path = f"{at}.{key}" if at else str(key)
            if key == "bands" and _bands(current.get(key)) and _bands(value):
                merged[key] = _merge_bands(current[key], value, path, rows)
            else:
                merged[key] = _merge(current.get(key), value, path, rows)
        return merged
    if current != change:
        rows.append(at)
    return change


def _bands(value: Any) -> bool:
    """A list of bands, each with an `upto` that is a number or null (anything else is left to validation)."""
    return isinstance(value, list) and all(
        isinstance(b, dict) and (b.get("upto") is None or _is_number(b.get("upto"))) and "upto" in b for b in value)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _merge_bands(current: list[Raw], change: list[Raw], at: str, rows: list[Row]) -> list[Raw]:
    by_upto = {band["upto"]: band for band in current}
    for band in change:
        if by_upto.get(band["upto"]) != band:
            rows.append(f"{at}[upto={band['upto']}]")
        by_upto[band["upto"]] = _merge(by_upto.get(band["upto"]), band, "", [])
    numbered = sorted((b for u, b in by_upto.items() if u is not None), key=lambda b: b["upto"])
    return numbered + [b for u, b in by_upto.items() if u is None]
