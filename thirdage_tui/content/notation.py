"""Dice notation ("3D6", "1D8+1", "-1D4", "2D6+1D4"), parsed once for the whole game: the content's
models check every dice string with it at load, and the engine's `Dice` is built from what it returns.
A dice string is bounded, so that nothing a file holds can make a roll hang or fail."""

from __future__ import annotations

import re

MAX_DICE = 100
"""The most dice one expression rolls."""
MAX_SIDES = 1000
"""The most sides one die has."""
MAX_CONSTANT = 10_000
"""The largest constant one expression adds (or takes away)."""
MAX_LENGTH = 80
EXAMPLE = "a dice string such as 2D6+1, 1D8, -1D4 or 3"

Terms = tuple[tuple[tuple[int, int], ...], int]
"""(count, sides) of each term (a negative count subtracts), and the constant."""

_TERM = re.compile(r"\s*([+-]?)\s*(?:(\d*)[dD](\d+)|(\d+))\s*")


class DiceError(ValueError):
    """Text that is no dice expression the game rolls; the message says why, by example."""


def parse_dice(text: str) -> Terms:
    """The terms and constant of `text` (none for ""); DiceError if it is not a dice expression within
    the bounds."""
    text = text.strip()
    if len(text) > MAX_LENGTH:
        raise DiceError(f"{text[:20]!r}... is too long: at most {MAX_LENGTH} characters make {EXAMPLE}")
    pos, constant, count = 0, 0, 0
    terms: list[tuple[int, int]] = []
    while pos < len(text):
        match = _TERM.match(text, pos)
        if match is None or match.end() == pos or (pos and not match.group(1)):
            raise DiceError(f"{text!r} is not {EXAMPLE}")
        sign = -1 if match.group(1) == "-" else 1
        if match.group(4) is not None:
            constant += sign * int(match.group(4))
        else:
            dice, sides = int(match.group(2) or 1), int(match.group(3))
            if sides < 1 or dice < 1:
                raise DiceError(f"{text!r}: a die has at least one side and a term at least one die, as in "
                                f"{EXAMPLE}")
            if sides > MAX_SIDES:
                raise DiceError(f"{text!r}: dice of at most {MAX_SIDES} sides")
            count += dice
            terms.append((sign * dice, sides))
        if count > MAX_DICE or abs(constant) > MAX_CONSTANT:
            raise DiceError(f"{text!r}: at most {MAX_DICE} dice and a constant of at most {MAX_CONSTANT}")
        pos = match.end()
    return tuple(terms), constant


def dice_range(text: str) -> tuple[int, int]:
    """The lowest and the highest roll of `text`, a dice expression."""
    return terms_range(*parse_dice(text))


def terms_range(terms: tuple[tuple[int, int], ...], constant: int) -> tuple[int, int]:
    """The lowest and the highest roll of dice parsed into `terms` and `constant`."""
    low = constant + sum(count if count > 0 else count * sides for count, sides in terms)
    high = constant + sum(count * sides if count > 0 else count for count, sides in terms)
    return low, high


def check_dice(text: str) -> str:
    """`text`, if it is a dice expression (a pydantic validator)."""
    if not text.strip():
        raise DiceError(f"empty; expected {EXAMPLE}")
    parse_dice(text)
    return text


def check_bonus(text: str) -> str:
    """`text`, if it is empty (no bonus) or a dice expression."""
    return text if not text.strip() else check_dice(text)


def signed_text(terms: tuple[tuple[int, int], ...], constant: int) -> str:
    """Terms and a constant as a bonus is written: "+1D4", "-1D4", "+2D6+1"; "" for nothing."""
    parts = [f"{'+' if count > 0 else '-'}{abs(count)}D{sides}" for count, sides in terms]
    if constant:
        parts.append(f"{constant:+d}")
    return "".join(parts)


def dice_text(terms: tuple[tuple[int, int], ...], constant: int) -> str:
    """Terms and a constant as dice are written: "1D8+1D4", "-1D4", "2D6+1", "0" for nothing."""
    return signed_text(terms, constant).removeprefix("+") or "0"
