"""The title banner: the game's name in large letters under a line of mountains."""

from __future__ import annotations

from textual.widgets import Static

BANNER = r"""
          /\        /\/\         /\      /\/\
 ________/  \______/    \/\_____/  \____/    \____
   _____ _     _         _       _
  |_   _| |__ (_)_ __ __| |     / \   __ _  ___
    | | | '_ \| | '__/ _` |    / _ \ / _` |/ _ \
    | | | | | | | | | (_| |   / ___ \ (_| |  __/
    |_| |_| |_|_|_|  \__,_|  /_/   \_\__, |\___|
                                     |___/
"""


class Banner(Static):
    """The game's name with its flourish."""

    DEFAULT_CSS = "Banner { width: auto; color: $success; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(BANNER.strip("\n"), id=id)
