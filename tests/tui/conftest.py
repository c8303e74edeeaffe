"""Fixtures for the TUI tests: the content, and an app with a fixed seed and a temporary saves folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from thirdage_tui.content import load_content
from thirdage_tui.tui.app import ThirdAgeApp

SEED = 2760


@pytest.fixture(scope="session")
def content():
    return load_content()


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    return tmp_path / "saves"


@pytest.fixture
def make_app(saves: Path):
    """`make_app()` -> a ThirdAgeApp on the temporary saves folder, seeded, without animation."""

    def make(**kwargs) -> ThirdAgeApp:
        app = ThirdAgeApp(seed=kwargs.pop("seed", SEED), saves_dir=kwargs.pop("saves_dir", saves), **kwargs)
        app.animation_level = "none"
        return app

    return make
