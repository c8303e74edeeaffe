"""JSON Schemas of every kind of content file and of the mod manifest, for editors
(a `# yaml-language-server: $schema=schemas/KIND.schema.json` line in a YAML file)."""

from __future__ import annotations

from typing import Any

from pydantic import TypeAdapter

from thirdage_tui.content.kinds import KINDS

DIALECT = "https://json-schema.org/draft/2020-12/schema"
JsonSchema = dict[str, Any]


def schemas() -> dict[str, JsonSchema]:
    """{kind: JSON Schema of a whole file of that kind}, plus "mod" for `mod.yaml`."""
    from thirdage_tui.content.mods import ModManifest

    out = {kind.name: _titled(kind.adapter, f"Third Age {kind.name} file",
                              f"A list of {kind.summary}, each with an id." if kind.collection
                              else f"The {kind.summary}.")
           for kind in KINDS.values()}
    out["mod"] = _titled(TypeAdapter(ModManifest), "Third Age mod manifest (mod.yaml)",
                         "What a mod is, which game versions it supports, what it needs and what it cannot "
                         "be loaded with.")
    return out


def _titled(adapter: TypeAdapter[Any], title: str, description: str) -> JsonSchema:
    document = adapter.json_schema()
    document.update({"$schema": DIALECT, "title": title, "description": description})
    return document
