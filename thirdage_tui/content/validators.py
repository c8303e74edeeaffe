"""Content models as pydantic validates them, made on first use (as YAML is read, never from the cache):
for each model a pydantic model of the same fields, types and markers, whose result is the record
itself, its checks passed. Strict, immutable, no unknown keys."""

from __future__ import annotations

import types
import typing
from functools import cache, partial
from typing import Annotated, Any, get_args, get_origin

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    TypeAdapter,
    WithJsonSchema,
    create_model,
)

from thirdage_tui.content.models.base import (
    REQUIRED,
    Check,
    Constraint,
    ContentModel,
    JsonSchema,
    M,
    checks_of,
    dump,
    field_default,
    field_names,
    field_types,
)

CONFIG = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)


def validate(model: type[M], data: Any) -> M:
    """`data` (read from YAML) as a record of `model`; pydantic's ValidationError if it is not one."""
    record: M = adapter(model).validate_python(data)
    return record


@cache
def adapter(annotation: Any) -> TypeAdapter[Any]:
    """Validates values of a type (a model, `list[Model]`...) into records."""
    return TypeAdapter(pydantic_type(annotation))


def pydantic_type(annotation: Any) -> Any:
    """A type as pydantic validates it: each model as its pydantic model, each marker as pydantic's."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        return Annotated[(pydantic_type(args[0]), *(_marker(meta) for meta in annotation.__metadata__))]
    if isinstance(annotation, type) and issubclass(annotation, ContentModel):
        return Annotated[_model(annotation), AfterValidator(partial(_record, annotation))]
    if origin in (typing.Union, types.UnionType):
        return typing.Union[tuple(pydantic_type(a) for a in args)]  # noqa: UP007 -- made from a tuple
    if origin is not None and origin is not typing.Literal and args:
        return origin[tuple(pydantic_type(a) for a in args)]
    return annotation


def _marker(meta: Any) -> Any:
    """Pydantic's form of one of our markers (others, such as `RefTo`, pydantic passes over)."""
    if isinstance(meta, Constraint):
        return Field(**meta.limits)
    if isinstance(meta, Check):
        return (BeforeValidator if meta.before else AfterValidator)(meta.function)
    if isinstance(meta, JsonSchema):
        return WithJsonSchema(meta.schema)
    return meta


@cache
def _model(cls: type[ContentModel]) -> type[BaseModel]:
    """The pydantic model that validates records of `cls`: its fields, its name, module and docstring
    (so the JSON schema and the errors read as the model's own)."""
    types_ = field_types(cls)
    fields: dict[str, Any] = {name: (pydantic_type(types_[name]), _default(field_default(cls, name)))
                              for name in field_names(cls)}
    return create_model(cls.__name__, __config__=CONFIG, __doc__=cls.__doc__, __module__=cls.__module__,
                        **fields)


def _default(default: Any) -> Any:
    """A field's default as pydantic takes it: a record (which pydantic cannot write in a JSON schema)
    given by a factory, the schema showing it as data."""
    if default is REQUIRED:
        return ...
    if isinstance(default, ContentModel):
        return Field(default_factory=partial(_given, default), json_schema_extra={"default": dump(default)})
    return default


def _given(value: Any) -> Any:
    """The value itself (a record is immutable: every default may be the same one)."""
    return value


def _record(cls: type[ContentModel], validated: BaseModel) -> ContentModel:
    """The record of `cls` holding what pydantic validated (its nested records already made), once it
    passes the model's checks."""
    record = object.__new__(cls)
    record.__dict__.update(validated.__dict__)
    for check in checks_of(cls):
        check(record)
    return record
