"""Counting things in words: "1 day", "2 days", "1.5 miles" — the one plural of the game's messages;
and the pronouns a fighter is spoken of with ("Elwen shares her Defence", "the wolf shares its"), and
a name's article ("the Anduin")."""

from __future__ import annotations


def the(name: str) -> str:
    """A name inside a sentence with "the" before it, once: "the Anduin", "the Enchanted River" (its name
    "The Enchanted River")."""
    return f"the {name[4:]}" if name.lower().startswith("the ") else f"the {name}"


def in_sentence(name: str) -> str:
    """A name as it stands inside a sentence, its leading article in small letters: "The Carrock" -> "the
    Carrock", "A barrow on the Downs" -> "a barrow on the Downs"; "Bree" as it is."""
    article, _, rest = name.partition(" ")
    return f"{article.lower()} {rest}" if rest and article in ("The", "A", "An") else name


PRONOUNS = {"he": ("he", "him", "his", "himself"), "she": ("she", "her", "her", "herself"),
            "it": ("it", "it", "its", "itself")}
"""Each pronoun a fighter may have (`content.models.base.Pronoun`), as subject, object, possessive, reflexive."""


def he(pronoun: str) -> str:
    """The subject: "he", "she", "it"."""
    return PRONOUNS[pronoun][0]


def him(pronoun: str) -> str:
    """The object: "him", "her", "it"."""
    return PRONOUNS[pronoun][1]


def his(pronoun: str) -> str:
    """The possessive: "his", "her", "its"."""
    return PRONOUNS[pronoun][2]


def himself(pronoun: str) -> str:
    """The reflexive: "himself", "herself", "itself"."""
    return PRONOUNS[pronoun][3]


def counted(number: float, noun: str, plural: str | None = None) -> str:
    """`number` and `noun`, the noun plural unless the number is one ('1 round', '3 rounds', '0 foes');
    `plural` for a noun that does not take an -s."""
    shown = str(number) if isinstance(number, int) else f"{number:g}"
    return f"{shown} {noun if number == 1 else plural or noun + 's'}"


def listed(names: list[str]) -> str:
    """Names as a sentence lists them: 'Bo', 'Bo and Elwen', 'Bo, Elwen and Gimbur'."""
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1]))) if names else ""
