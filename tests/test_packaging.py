"""The wheel carries the content, and an installed copy finds it from any directory."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "hatchling", "build", "-t", "wheel", "-d", str(out)], cwd=ROOT,
                   check=True, capture_output=True)
    return next(out.glob("*.whl"))


def test_wheel_ships_every_content_file(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for path in (ROOT / "content").rglob("*.yaml"):
        assert f"thirdage_tui/_content/{path.relative_to(ROOT / 'content').as_posix()}" in names


def test_installed_copy_validates_from_another_directory(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    code = "import sys; from thirdage_tui.cli import main; sys.exit(main(['validate']))"
    env = {"PYTHONPATH": str(site), "PATH": "/usr/bin:/bin"}
    result = subprocess.run([sys.executable, "-c", code], cwd=elsewhere, env=env, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("ok: ")
    assert "_content" in subprocess.run(
        [sys.executable, "-c", "from thirdage_tui.content.paths import base_content_dir; print(base_content_dir())"],
        cwd=elsewhere, env=env, capture_output=True, text=True, check=True).stdout
