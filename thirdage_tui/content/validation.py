"""Turning pydantic's errors and broken references into located content errors."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Annotated, Any, get_args, get_origin

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from thirdage_tui.content.errors import ContentError, Loc, Within, singular, suggest
from thirdage_tui.content.models.base import Constraint, ContentModel, field_default, field_names, field_types
from thirdage_tui.content.refs import model_at, refs_of

if TYPE_CHECKING:
    from pathlib import Path

    from yaml import Mark

    from thirdage_tui.content.store import Content, Origin
    from thirdage_tui.content.yamlsafe import YamlDoc


def validation_errors(exc: ValidationError, doc: YamlDoc, prefix: Loc, model: type[ContentModel], what: str,
                      label: str | None = None, data: Any = None,
                      inherited: Mapping[str, tuple[Origin, str]] | None = None, missing: bool = True
                      ) -> list[ContentError]:
    """Pydantic's errors as located content errors; union alternatives merged into one; without `missing`,
    keys left out are not said (an entry whose id is taken needs them or not as its duplicate is resolved).
    `data` is what was validated when it is not the document's own item (an inherited entry); an error in a
    key it takes unchanged from what it copies (`inherited`: where each was written, by which entry) is
    located where that key was written, naming the entry that met it."""
    inherited = inherited or {}
    merged: dict[Loc, list[str]] = {}
    marks: dict[Loc, tuple[Path, Mark | None]] = {}
    for err in exc.errors(include_url=False):
        if not missing and err["type"] == "missing":
            continue
        loc = prefix + _data_loc(doc.data if data is None else data, () if data is not None else prefix,
                                 err["loc"])[0 if data is not None else len(prefix):]
        key = err["type"] == "extra_forbidden"
        within = err.get("ctx", {}).get("error")
        if isinstance(within, Within):
            loc, key = loc + within.sub, within.key
        messages = merged.setdefault(loc, [])
        text = _message(err, model, loc[len(prefix):])
        if text not in messages:
            messages.append(text)
        top = loc[len(prefix)] if len(loc) > len(prefix) else None
        if isinstance(top, str) and top in inherited:
            origin, _ = inherited[top]
            marks[loc] = (origin.doc.path, origin.doc.mark(origin.loc + loc[len(prefix):], key=key))
        elif isinstance(within, Within) and within.cell is not None:
            marks[loc] = (doc.path, doc.mark_in_text(loc, *within.cell))
        else:
            marks[loc] = (doc.path, doc.mark(loc, key=key))
    where = f"{what} {label!r}" if isinstance(label, str) else what
    out = []
    for loc, messages in merged.items():
        field_path = dotted(loc[len(prefix):])
        top = loc[len(prefix)] if len(loc) > len(prefix) else None
        said = where
        if isinstance(top, str) and top in inherited:
            said = f"{what} {inherited[top][1]!r} (as copied by {label!r})"
        at = f"{said}: {field_path}: " if field_path else f"{said}: "
        path, mark = marks[loc]
        out.append(ContentError.at(path, mark, at + " or ".join(messages)))
    return out


def _data_loc(data: Any, prefix: Loc, loc: Loc) -> Loc:
    """The part of pydantic's loc that exists in the data (union arm tags dropped)."""
    node = data
    for step in prefix:
        node = node[step]
    out = list(prefix)
    for step in loc:
        held, child = _child(node, step)
        if held:
            node = child
        elif isinstance(node, dict) and not isinstance(step, int):
            out.append(step)  # a missing or unknown key: point at the mapping, name the key
            break
        else:
            continue
        out.append(step)
    return tuple(out)


def _child(node: Any, step: str | int) -> tuple[bool, Any]:
    """Whether `node` holds `step` (a key of a mapping, an index of a list), and what it holds there."""
    if isinstance(node, dict) and step in node:
        return True, node[step]
    if isinstance(node, list) and isinstance(step, int) and 0 <= step < len(node):
        return True, node[step]
    return False, None


def _message(err: ErrorDetails, model: type[ContentModel], loc: Loc) -> str:
    kind, value = err["type"], err.get("input")
    if kind == "extra_forbidden":
        owner = model_at(model, loc[:-1])
        allowed = list(field_names(owner)) if owner else []
        return f"unknown key {loc[-1]!r}{suggest(str(loc[-1]), allowed, listing=True)}"
    if kind == "missing":
        return f"missing required key {loc[-1]!r}" if loc else "missing required key"
    if kind in ("literal_error", "enum"):
        expected = re.findall(r"'([^']*)'", err.get("ctx", {}).get("expected", ""))
        return f"{value!r} is not allowed{suggest(str(value), expected, listing=True)}"
    text = err["msg"]
    if kind.endswith(("_type", "_parsing")):
        text += f" (got {type(value).__name__} {value!r})"
    elif kind in ("greater_than", "greater_than_equal", "less_than", "less_than_equal"):
        text = f"{value!r} is out of range: {_allowed(model, loc) or text[0].lower() + text[1:]}"
    return text.replace("Value error, ", "")


def _allowed(model: type[ContentModel], loc: Loc) -> str:
    """The range a number at `loc` may take, by example ("expected 1 to 60, such as 12"); "" where the
    number is no field of a model with both bounds."""
    owner = model_at(model, loc[:-1]) if loc else None
    name = str(loc[-1]) if loc else ""
    if owner is None or name not in field_names(owner):
        return ""
    bounds: dict[str, Any] = {}
    for meta in _metadata(field_types(owner)[name]):
        if isinstance(meta, Constraint):
            bounds.update({k: v for k, v in meta.limits.items() if k in ("ge", "gt", "le", "lt")})
    low, high = bounds.get("ge", bounds.get("gt")), bounds.get("le", bounds.get("lt"))
    if low is None or high is None:
        return ""
    given = field_default(owner, name)
    default = given if isinstance(given, int | float) and given is not True else None  # REQUIRED is neither
    above = "above " if "gt" in bounds else ""
    return f"expected {above}{low} to {high}" + (f", such as {default}" if default is not None else "")


def _metadata(annotation: Any) -> list[Any]:
    """The markers of a field's type, and of the arms of an Optional one (`Annotated[int, bounded(1, 9)] | None`)."""
    if get_origin(annotation) is Annotated:
        return [*annotation.__metadata__, *_metadata(get_args(annotation)[0])]
    return [meta for arm in get_args(annotation) if get_origin(arm) is Annotated for meta in arm.__metadata__]


def dotted(loc: Loc) -> str:
    """A location as a modder writes it: `weapons[0].weapon`."""
    out = ""
    for step in loc:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else str(step))
    return out


def check_references(content: Content, gone: Mapping[tuple[str, str], str | None] | None = None
                     ) -> list[ContentError]:
    """Every id that names another entry must name one that exists. `gone` holds entries already reported
    invalid (None: a reference to one is not reported again; id "*": any of that kind, whose file could not
    be read) and those removed (by what: said)."""
    gone = gone or {}
    errors = []
    for kind in content.kinds():
        for id_, entry in content.all(kind).items():
            for loc, target, value, is_key in refs_of(entry):
                if value in content.all(target):
                    continue
                by = gone.get((target, value), "")
                if by is None or (target, "*") in gone:
                    continue
                why = f" (removed by {by})" if by else suggest(value, content.all(target), listing=True)
                errors.append(content.error_at(
                    kind, id_, f"{singular(kind)} {id_!r}: {dotted(loc)}: unknown {singular(target)} {value!r}{why}",
                    loc, key=is_key))
    for kind, doc_model in content.documents().items():
        for loc, target, value, is_key in refs_of(doc_model):
            if value not in content.all(target):
                errors.append(ContentError(kind, 1, 1, f"unknown {singular(target)} {value!r}"))
    return errors
