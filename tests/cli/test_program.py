"""`python -m thirdage_tui` as a whole program: a headless command ends at once once it is done, its
output whole and its exit status kept (GUIDE §3)."""

from __future__ import annotations

import json
import os
import subprocess
import sys


def program(tmp_path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache"), "THIRDAGE_SAVES": str(tmp_path / "saves")}
    return subprocess.run([sys.executable, "-m", "thirdage_tui", *args], capture_output=True, text=True, env=env,
                          timeout=120, check=False)


def test_a_long_output_comes_out_whole(tmp_path):
    done = program(tmp_path, "route", "Grey Havens", "Iron Hills", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["to"] == "iron_hills"


def test_bad_input_keeps_its_status_and_message(tmp_path):
    done = program(tmp_path, "route", "Nowhere", "Bree")
    assert done.returncode == 2 and "unknown place 'Nowhere'" in done.stderr and not done.stdout


def test_bad_usage_keeps_its_status_and_message(tmp_path):
    done = program(tmp_path, "route")
    assert done.returncode == 2 and "the following arguments are required" in done.stderr
