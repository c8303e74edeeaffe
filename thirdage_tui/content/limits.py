"""What a content file may not exceed: size, nesting depth, what aliases repeat, digits of a number."""

from __future__ import annotations

from dataclasses import dataclass

MAX_BYTES = 2 * 1024 * 1024
MAX_DEPTH = 32
MAX_ALIAS_NODES = 100_000
MAX_DIGITS = 12


@dataclass(frozen=True)
class Limits:
    """What a content file may not exceed."""

    max_bytes: int = MAX_BYTES
    max_depth: int = MAX_DEPTH
    max_alias_nodes: int = MAX_ALIAS_NODES
    max_digits: int = MAX_DIGITS
