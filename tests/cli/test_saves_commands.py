"""`thirdage saves list` and `thirdage saves check`."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest
from heroes import starting_ranger

from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.persistence import campaigns


@pytest.fixture
def saved(content, tmp_path):
    camp = new_campaign(content, starting_ranger(), 12)
    return campaigns.save(camp, content, tmp_path / "saves")


def test_list_shows_each_save(thirdage, saved):
    result = thirdage("saves", "list", "--saves", saved.parent)
    assert result.code == 0
    assert "Halbarad, 1 Astron T.A. 2760" in result.out and "Rhosgobel" in result.out


def test_list_reads_summaries_without_the_campaign_or_the_content(saved):
    """A listing reads each save's summary: it imports no campaign, no content models, no pydantic."""
    code = ("import sys; from thirdage_tui.cli import main\n"
            f"main(['saves', 'list', '--saves', {str(saved.parent)!r}])\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic'\n"
            "             or m.startswith(('thirdage_tui.campaign', 'thirdage_tui.content'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "Halbarad" in out.stdout
    assert out.stdout.splitlines()[-1] == "[]"


def test_list_json_with_the_fallen(thirdage, content, saved):
    camp = new_campaign(content, starting_ranger().evolve(name="Dírhael"), 3, explorer=True)
    fall(camp, content, "Dírhael", "lost in the Dead Marshes")
    campaigns.bury(camp, content, saved.parent)
    data = thirdage("saves", "list", "--saves", saved.parent, "--json").json
    assert {s["hero"] for s in data["saves"]} == {"Halbarad", "Dírhael"}
    [told] = data["fallen"]
    assert told["explorer"] and told["cause"] == "lost in the Dead Marshes"


def test_list_reads_thirdage_saves(thirdage, saved, monkeypatch):
    monkeypatch.setenv("THIRDAGE_SAVES", str(saved.parent))
    assert thirdage("saves", "list", "--json").json["saves"][0]["hero"] == "Halbarad"


def test_list_of_an_empty_folder(thirdage, tmp_path):
    result = thirdage("saves", "list", "--saves", tmp_path / "none")
    assert result.code == 0 and "no saves" in result.out


def test_check_a_good_save(thirdage, saved):
    result = thirdage("saves", "check", saved)
    assert result.code == 0 and result.out.startswith("ok: Halbarad")
    assert thirdage("saves", "check", saved, "--json").json["ok"] is True


def test_check_a_damaged_save_exits_1_with_the_reason(thirdage, saved):
    saved.write_text(saved.read_text()[:50])
    result = thirdage("saves", "check", saved)
    assert result.code == 1 and "damaged" in result.err and "no backup" in result.err


def test_check_a_save_from_a_newer_game(thirdage, saved):
    document = json.loads(saved.read_text())
    document["version"] = 99
    saved.write_text(json.dumps(document))
    result = thirdage("saves", "check", saved)
    assert result.code == 1 and "newer version" in result.err


def test_check_a_hero_file_is_not_a_save(thirdage, tmp_path):
    hero = tmp_path / "hero.json"
    assert thirdage("hero", "new", "--race", "dwarf", "--background", "miner", "--out", hero).code == 0
    result = thirdage("saves", "check", hero)
    assert result.code == 1 and "not a campaign save" in result.err


def test_check_a_missing_file(thirdage, tmp_path):
    result = thirdage("saves", "check", tmp_path / "nope.json")
    assert result.code == 1 and "no such save" in result.err
