"""Content: YAML files loaded into typed, validated, cross-checked models."""

from thirdage_tui.content.errors import ContentError, ContentErrors, UnknownId
from thirdage_tui.content.loader import load_content
from thirdage_tui.content.store import Content

__all__ = ["Content", "ContentError", "ContentErrors", "UnknownId", "load_content"]
