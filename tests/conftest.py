"""Fixtures shared by every test folder."""

from __future__ import annotations

import random

import pytest

from thirdage_tui.content import Content, load_content


@pytest.fixture(scope="session")
def content() -> Content:
    """The base content, loaded once."""
    return load_content()


@pytest.fixture
def rng() -> random.Random:
    """A seeded random number generator: the same dice every run."""
    return random.Random(2760)


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory):
    """Tests never read or write the user's content cache."""
    import os

    os.environ["XDG_CACHE_HOME"] = str(tmp_path_factory.mktemp("xdg-cache"))


@pytest.fixture(autouse=True)
def _own_mods_folder(tmp_path, monkeypatch):
    """Tests never find the player's mods: each test's mods folder is its own `tmp_path/mods`."""
    monkeypatch.setenv("THIRDAGE_MODS", str(tmp_path / "mods"))
