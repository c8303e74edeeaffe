"""What the engine raises; each message names the problem and what is allowed."""

from __future__ import annotations


class CreationError(ValueError):
    """A choice a new hero cannot make (unknown name, not allowed, out of range, over budget)."""


class ArmourError(ValueError):
    """Worn armour pieces that break the layering rule of 6.2."""


class HeroFileError(ValueError):
    """A hero file (the JSON the game saves) that cannot be read back."""


class SaveError(ValueError):
    """A save that cannot be loaded; the message says why and what can be done. Here rather than in
    `campaign.codec` (which gives it too), so that listing the saves imports no campaign."""


class AdvancementError(ValueError):
    """An improvement the rules do not allow (untrainable attribute, no tick, unknown magic...)."""


class PackError(ValueError):
    """A thing a hero cannot wear, take off, load, unload or make room for as asked."""
