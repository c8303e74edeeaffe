"""JSON Schemas of every kind of content file, for editors (yaml-language-server)."""

from __future__ import annotations

from thirdage_tui.content.kinds import KINDS


def schemas() -> dict[str, dict]:
    """{kind: JSON Schema of a whole file of that kind}."""
    out = {}
    for kind in KINDS.values():
        document = kind.adapter.json_schema()
        document["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        document["title"] = f"Third Age {kind.name} file"
        document["description"] = (f"A list of {kind.summary}, each with an id." if kind.collection
                                   else f"The {kind.summary}.")
        out[kind.name] = document
    return out
