"""Finding the fields of a model that name other entries (`Ref(kind)`), and nested models."""

from __future__ import annotations

import functools
import types
import typing
from collections.abc import Iterator
from typing import Annotated, Any, get_args, get_origin

from pydantic import BaseModel

from thirdage_tui.content.models.base import RefTo


def _ref_kind(annotation: Any, metadata: list | tuple = ()) -> str | None:
    for meta in metadata:
        if isinstance(meta, RefTo):
            return meta.kind
    if get_origin(annotation) is Annotated:
        base, *meta = get_args(annotation)
        return _ref_kind(base, meta)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        for arm in get_args(annotation):
            found = _ref_kind(arm)
            if found:
                return found
    return None


def _unwrap(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _walk(value: Any, annotation: Any, metadata, loc: tuple) -> Iterator[tuple[tuple, str, str, bool]]:
    if value is None:
        return
    if isinstance(value, BaseModel):
        yield from refs_of(value, loc)
        return
    if isinstance(value, str):
        kind = _ref_kind(annotation, metadata)
        if kind:
            yield loc, kind, value, False
        return
    annotation = _unwrap(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        arms = [a for a in get_args(annotation) if get_origin(_unwrap(a)) in (list, dict)]
        annotation = _unwrap(arms[0]) if arms else annotation
    args = get_args(annotation)
    if isinstance(value, (list, tuple)):
        item = args[0] if args else Any
        for i, v in enumerate(value):
            yield from _walk(v, item, (), loc + (i,))
    elif isinstance(value, dict):
        key_ann, val_ann = args if len(args) == 2 else (Any, Any)
        key_kind = _ref_kind(key_ann)
        for k, v in value.items():
            if key_kind and isinstance(k, str):
                yield loc + (k,), key_kind, k, True
            yield from _walk(v, val_ann, (), loc + (k,))


def refs_of(model: BaseModel, loc: tuple = ()) -> Iterator[tuple[tuple, str, str, bool]]:
    """(location, target kind, id, is a mapping key) for each reference inside `model`."""
    for name, annotation, metadata in _ref_fields(type(model)):
        yield from _walk(getattr(model, name), annotation, metadata, loc + (name,))


@functools.cache
def _ref_fields(cls: type[BaseModel]) -> tuple[tuple[str, Any, tuple], ...]:
    """The fields of `cls` that may hold references (others are never walked)."""
    return tuple((name, f.annotation, tuple(f.metadata)) for name, f in cls.model_fields.items()
                 if _ref_kind(f.annotation, f.metadata) or _may_hold_refs(f.annotation))


def _may_hold_refs(annotation: Any, depth: int = 0) -> bool:
    if depth > 8:
        return False
    if _is_model(annotation):
        return bool(_ref_fields(annotation))
    if get_origin(annotation) is Annotated:
        base, *meta = get_args(annotation)
        return _ref_kind(base, meta) is not None or _may_hold_refs(base, depth + 1)
    return any(_ref_kind(arg) or _may_hold_refs(arg, depth + 1) for arg in get_args(annotation))


def _concrete(annotation: Any) -> Any:
    """Strip Annotated and Optional wrappers; of other unions keep the first container or model."""
    annotation = _unwrap(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        arms = [_unwrap(a) for a in get_args(annotation) if a is not type(None)]
        rich = [a for a in arms if get_origin(a) in (list, dict) or _is_model(a)]
        annotation = (rich or arms)[0]
    return annotation


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def model_at(model: type[BaseModel], loc: tuple) -> type[BaseModel] | None:
    """The model class found at `loc` inside `model` (for listing allowed keys)."""
    current: Any = model
    for step in loc:
        current = _concrete(current)
        if _is_model(current) and isinstance(step, str) and step in current.model_fields:
            current = current.model_fields[step].annotation
        elif get_origin(current) in (list, tuple) and isinstance(step, int):
            current = get_args(current)[0]
        elif get_origin(current) is dict:
            current = get_args(current)[1]
        else:
            return None
    current = _concrete(current)
    return current if _is_model(current) else None
