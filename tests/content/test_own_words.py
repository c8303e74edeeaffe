"""Our content and docs are written in our own words: no run of eight words is copied from the
rules text (its numbers carry over, its sentences do not)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from thirdage_tui.content.models.base import ContentModel, field_names

ROOT = Path(__file__).resolve().parents[2]
RULES_TEXT = ROOT.parent / "shared" / "rules" / "third-age-rules.txt"
RUN = 8

pytestmark = pytest.mark.skipif(not RULES_TEXT.is_file(), reason="the rules text is not beside the checkout")


def word_runs(text: str, n: int = RUN) -> set[tuple[str, ...]]:
    """Every run of `n` consecutive words, lower-cased, apostrophes dropped."""
    words = re.findall(r"[a-z0-9]+", text.lower().replace("’", "").replace("'", ""))
    return {tuple(words[i:i + n]) for i in range(len(words) - n + 1)}


def texts(value) -> list[str]:
    """Every string inside a model, however deep."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, ContentModel):
        return [t for name in field_names(type(value)) for t in texts(getattr(value, name))]
    if isinstance(value, dict):
        return [t for v in value.values() for t in texts(v)]
    if isinstance(value, (list, tuple)):
        return [t for v in value for t in texts(v)]
    return []


@pytest.fixture(scope="module")
def rules() -> set[tuple[str, ...]]:
    return word_runs(RULES_TEXT.read_text(encoding="utf-8"))


def test_content_is_in_our_own_words(content, rules):
    copied = [(kind, id_, " ".join(run)) for kind in content.kinds() for id_, entry in content.all(kind).items()
              for text in texts(entry) for run in word_runs(text) & rules]
    assert copied == []


def test_docs_are_in_our_own_words(rules):
    copied = [(path.name, " ".join(run)) for path in [ROOT / "README.md", *(ROOT / "docs").rglob("*.md")]
              for run in word_runs(path.read_text(encoding="utf-8")) & rules]
    assert copied == []
