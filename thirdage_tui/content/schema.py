"""JSON Schemas of every kind of content file and of the mod manifest, for editors
(a `# yaml-language-server: $schema=schemas/KIND.schema.json` line in a YAML file).

A file of entries takes three kinds of item, as the loader does (`content.inherit`): a whole entry
(which may say `replace: true`), an inheriting entry (`copy_from` or `abstract: true`: every field
optional, with the changes `relative`, `proportional`, `extend` and `delete`), and `- remove: [ID...]`.
A document (the rule tables...) requires no key at its top: a mod gives only the rows it changes."""

from __future__ import annotations

from typing import Any

from thirdage_tui.content.kinds import KINDS, Kind
from thirdage_tui.content.models.base import ID_PATTERN, ContentModel
from thirdage_tui.content.validators import adapter

DIALECT = "https://json-schema.org/draft/2020-12/schema"
JsonSchema = dict[str, Any]
_ID = {"type": "string", "pattern": ID_PATTERN, "maxLength": 64}
_CHANGES = {"type": "object", "additionalProperties": {"$ref": "#/$defs/Change"},
            "description": "Field names (nested as the entry nests them) to a number or dice to add or multiply by."}
_LISTS = {"type": "object", "additionalProperties": {"type": "array"},
          "description": "Field names (dotted for nested fields) to the items to add or take out of those lists."}
_SHARED = {
    "replace": {"type": "boolean", "description": "Replace the entry of this id an earlier layer defined."},
    "relative": {**_CHANGES, "title": "Relative"}, "proportional": {**_CHANGES, "title": "Proportional"},
    "extend": {**_LISTS, "title": "Extend"}, "delete": {**_LISTS, "title": "Delete"},
}
_INHERITING = {
    "copy_from": {**_ID, "description": "Start from this entry of the same kind, as it was finally defined."},
    "abstract": {"type": "boolean", "description": "A template: copied from, never loaded as an entry."},
}
_DEFS = {
    "Change": {"anyOf": [{"type": "number"}, {"type": "string"},
                         {"type": "object", "additionalProperties": {"$ref": "#/$defs/Change"}}]},
    "Removal": {"type": "object", "additionalProperties": False, "required": ["remove"],
                "properties": {"remove": {"type": "array", "items": _ID}},
                "description": "Entries of earlier layers taken out, by id."},
}


def schemas() -> dict[str, JsonSchema]:
    """{kind: JSON Schema of a whole file of that kind}, plus "mod" for `mod.yaml`."""
    from thirdage_tui.content.mods import ModManifest

    out = {kind.name: _collection(kind) if kind.collection else _document(kind) for kind in KINDS.values()}
    out["mod"] = _titled(adapter(ModManifest).json_schema(), "Third Age mod manifest (mod.yaml)",
                         "What a mod is, which game versions it supports, what it needs, what it cannot be "
                         "loaded with and what it takes out.")
    return out


def _collection(kind: Kind[ContentModel]) -> JsonSchema:
    entry = adapter(kind.model).json_schema()
    defs = entry.pop("$defs", {})
    name = kind.model.__name__
    whole = {**entry, "properties": {**entry["properties"], **_SHARED}}
    inheriting = {
        "type": "object", "additionalProperties": False, "title": f"{name} (inheriting)",
        "description": f"{entry.get('description', name)} Inheriting: every field it does not give comes from "
                       f"`copy_from`.",
        "properties": {**entry["properties"], **_SHARED, **_INHERITING}, "required": ["id"],
        "anyOf": [{"required": ["copy_from"]}, {"required": ["abstract"], "properties": {"abstract": {"const": True}}}],
    }
    document = {"type": "array", "items": {"anyOf": [{"$ref": f"#/$defs/{name}"},
                                                     {"$ref": f"#/$defs/{name}Inheriting"},
                                                     {"$ref": "#/$defs/Removal"}]},
                "$defs": {**defs, name: whole, f"{name}Inheriting": inheriting, **_DEFS}}
    return _titled(document, f"Third Age {kind.name} file", f"A list of {kind.summary}, each with an id.")


def _document(kind: Kind[ContentModel]) -> JsonSchema:
    """A document: the base content gives all of it, a mod only the rows it changes (so no top-level key is
    required here; the loader checks the merged whole)."""
    document = kind.adapter.json_schema()
    document.pop("required", None)
    return _titled(document, f"Third Age {kind.name} file", f"The {kind.summary}; a mod gives only the rows it "
                                                            f"changes (house rules by the row).")


def _titled(document: JsonSchema, title: str, description: str) -> JsonSchema:
    document.update({"$schema": DIALECT, "title": title, "description": description})
    return document
