"""What a content file may not exceed: size, nesting depth, nodes once aliases are expanded."""

from __future__ import annotations

from dataclasses import dataclass

MAX_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 32
MAX_NODES = 200_000


@dataclass(frozen=True)
class Limits:
    """What a content file may not exceed."""

    max_bytes: int = MAX_BYTES
    max_depth: int = MAX_DEPTH
    max_nodes: int = MAX_NODES
