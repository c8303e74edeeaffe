"""Finding the fields of a model that name other entries (marked `RefTo(kind)`, as `WeaponRef`...), and nested
models."""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, get_args, get_origin

from thirdage_tui.content.errors import Loc
from thirdage_tui.content.models.base import ContentModel, RefTo, field_types

Found = tuple[Loc, str, str, bool]
Finder = Callable[[Any, Loc, list[Found]], None]
"""Appends (location, target kind, id, is a mapping key) to `out` for each reference in a value."""


def refs_of(model: ContentModel, loc: Loc = ()) -> list[Found]:
    """(location, target kind, id, is a mapping key) for each reference inside `model`."""
    out: list[Found] = []
    find = _model_finder(type(model))
    if find is not None:
        find(model, loc, out)
    return out


def refs_in_data(cls: type[ContentModel], data: Any) -> list[Found]:
    """The references of an entry that did not validate, read from its data as the finders read a model
    (nested records included; a value of the wrong shape is passed over, its own error says why), each an id
    as written; so that an invalid entry's broken references are reported with its other errors, in the same
    run."""
    out: list[Found] = []
    find = _model_finder(cls)
    if find is not None and isinstance(data, dict):
        find(data, (), out)
    return [f for f in out if isinstance(f[2], str)]


def _ref_kind(metadata: tuple[object, ...]) -> str | None:
    return next((meta.kind for meta in metadata if isinstance(meta, RefTo)), None)


@functools.cache
def _model_finder(cls: type[ContentModel]) -> Finder | None:
    """A finder for a model class, built once from its annotations; None if it holds no reference."""
    plan = tuple((name, found) for name, annotation in field_types(cls).items()
                 if (found := _finder(annotation)) is not None)
    if not plan:
        return None

    def find(model: ContentModel | dict[str, Any], loc: Loc, out: list[Found]) -> None:
        if not isinstance(model, ContentModel | dict):
            return
        for name, found in plan:
            value = model.get(name) if isinstance(model, dict) else getattr(model, name)
            if value is not None:
                found(value, loc + (name,), out)

    return find


def _finder(annotation: Any, metadata: tuple[object, ...] = ()) -> Finder | None:
    """A finder for values of `annotation` (Annotated, Optional and other unions, lists, dicts, models)."""
    origin = get_origin(annotation)
    if origin is Annotated:
        base, *meta = get_args(annotation)
        return _finder(base, tuple(meta) + metadata)
    kind = _ref_kind(metadata)
    if origin in (typing.Union, types.UnionType):
        return _union_finder([a for a in get_args(annotation) if a is not type(None)], metadata)
    if kind is not None:
        return lambda value, loc, out: out.append((loc, kind, value, False))
    if _is_model(annotation):
        return _model_finder(annotation)
    if origin in (list, tuple):
        item = _finder(get_args(annotation)[0]) if get_args(annotation) else None
        return None if item is None else _each(item)
    if origin is dict:
        key_ann, value_ann = get_args(annotation)
        return _mapping(_ref_kind(tuple(get_args(key_ann)[1:])) if get_origin(key_ann) is Annotated else None,
                        _finder(value_ann))
    return None


def _union_finder(arms: list[Any], metadata: tuple[object, ...]) -> Finder | None:
    """Dispatch on the value's own type: a string, a list, a mapping or a model."""
    by_type: dict[type, Finder] = {}
    for arm in arms:
        found = _finder(arm, metadata)
        if found is None:
            continue
        base = get_origin(_unwrap(arm)) or _unwrap(arm)
        by_type[base] = found
    if not by_type:
        return None

    def find(value: Any, loc: Loc, out: list[Found]) -> None:
        for base, found in by_type.items():
            if isinstance(value, base):
                found(value, loc, out)
                return
        records = [found for base, found in by_type.items() if _is_model(base)]
        if isinstance(value, dict) and records:  # a nested record, read from data
            records[0](value, loc, out)

    return find


def _each(item: Finder) -> Finder:
    def find(value: Any, loc: Loc, out: list[Found]) -> None:
        if not isinstance(value, list | tuple):
            return
        for i, v in enumerate(value):
            if v is not None:
                item(v, loc + (i,), out)

    return find


def _mapping(key_kind: str | None, value: Finder | None) -> Finder | None:
    if key_kind is None and value is None:
        return None

    def find(mapping: Any, loc: Loc, out: list[Found]) -> None:
        if not isinstance(mapping, dict):
            return
        for k, v in mapping.items():
            if key_kind is not None:
                out.append((loc + (k,), key_kind, k, True))
            if value is not None and v is not None:
                value(v, loc + (k,), out)

    return find


def _unwrap(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _concrete(annotation: Any) -> Any:
    """Strip Annotated and Optional wrappers; of other unions keep the first container or model."""
    annotation = _unwrap(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        arms = [_unwrap(a) for a in get_args(annotation) if a is not type(None)]
        rich = [a for a in arms if get_origin(a) in (list, dict) or _is_model(a)]
        annotation = (rich or arms)[0]
    return annotation


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, ContentModel)


def model_at(model: type[ContentModel], loc: Loc) -> type[ContentModel] | None:
    """The model class found at `loc` inside `model` (for listing allowed keys)."""
    current: Any = model
    for step in loc:
        current = _concrete(current)
        if _is_model(current) and isinstance(step, str) and step in field_types(current):
            current = field_types(current)[step]
        elif get_origin(current) in (list, tuple) and isinstance(step, int):
            current = get_args(current)[0]
        elif get_origin(current) is dict:
            current = get_args(current)[1]
        else:
            return None
    current = _concrete(current)
    return current if _is_model(current) else None
