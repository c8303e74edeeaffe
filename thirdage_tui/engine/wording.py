"""Counting things in words: "1 day", "2 days", "1.5 miles" — the one plural of the game's messages."""

from __future__ import annotations


def counted(number: float, noun: str, plural: str | None = None) -> str:
    """`number` and `noun`, the noun plural unless the number is one ('1 round', '3 rounds', '0 foes');
    `plural` for a noun that does not take an -s."""
    shown = str(number) if isinstance(number, int) else f"{number:g}"
    return f"{shown} {noun if number == 1 else plural or noun + 's'}"
