"""One set of keys: the same action has the same key on every screen (every key having its own id is
`test_settings`'s). Each screen's footer, Esc, `?` and palette are checked on a walk through every
screen (`test_screen_walk`)."""

from __future__ import annotations

from collections import defaultdict

from textual.binding import Binding

from thirdage_tui.tui.keymap import declaring_classes

HOMONYMS = {
    "continue": "the title's Continue goes on with a saved campaign; the fight's end's goes on from the fight",
    "next": "the wizard's Next is its next step; the referee's table's is the next round",
    "search": "the codex's / searches its entries; a site's s searches the squares about for traps and the hidden",
    "quit": "ctrl+q quits from every screen; on the title q does too, as its menu's letter",
}
"""Words two screens use for different actions, each with its own key (lower case)."""


def declared() -> dict[str, list[tuple[str, set[str]]]]:
    """Every binding the game declares, by what it says it does: (where, its keys)."""
    by_words: dict[str, list[tuple[str, set[str]]]] = defaultdict(list)
    for cls in declaring_classes():
        for binding in cls.__dict__.get("BINDINGS", ()):
            assert isinstance(binding, Binding), f"{cls.__qualname__}: a binding as a tuple has no id"
            by_words[binding.description.lower()].append((cls.__qualname__, set(binding.key.split(","))))
    return by_words


def test_the_same_words_have_the_same_key_on_every_screen():
    split = [f"{words!r}: {sorted(found)}" for words, found in declared().items()
             if words not in HOMONYMS and not set.intersection(*(keys for _, keys in found))]
    assert split == []
