"""Saves: round trips (property tests), the backup, refusals of damaged, newer and orphaned saves,
a writer killed at random moments, the hall of the fallen, and settings."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thirdage_tui.campaign import codec, saves
from thirdage_tui.campaign.fights import fall
from thirdage_tui.campaign.saves import SaveError
from thirdage_tui.campaign.settings import Settings, load_settings, parse_settings, save_settings
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.state import JournalEntry, Lore
from thirdage_tui.combat.samples import starting_dwarf, starting_ranger

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def base(content):
    return new_campaign(content, starting_ranger(), 9, companions=(starting_dwarf(),))


@st.composite
def campaigns(draw, content, base):
    camp = codec.from_data(json.loads(json.dumps(codec.to_data(base))))
    camp.seed = draw(st.integers(-(2**63), 2**63))
    camp.explorer = draw(st.booleans())
    camp.rolls = draw(st.integers(0, 10**6))
    camp.journal += [JournalEntry(i, "a day", "note", text) for i, text in enumerate(draw(st.lists(st.text(), max_size=8)))]
    camp.renown.update(draw(st.dictionaries(st.sampled_from(sorted(content.personalities)), st.integers(-20, 40))))
    camp.monsters.update({k: Lore(*v) for k, v in draw(st.dictionaries(
        st.sampled_from(sorted(content.bestiary)), st.tuples(*[st.integers(0, 99)] * 3))).items()})
    camp.danger.update(draw(st.dictionaries(st.sampled_from(sorted(content.regions)), st.integers(-5, 5))))
    camp.tale.miles = draw(st.floats(0, 1e5, allow_nan=False))
    hero = camp.hero.evolve(silver=draw(st.integers(0, 10**6)),
                            wounds=draw(st.dictionaries(st.sampled_from(["chest", "head", "left_leg"]),
                                                        st.integers(1, 20))))
    camp.replace_hero(hero)
    return camp


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_saved_campaign_loads_as_it_was(content, base, tmp_path, data):
    camp = data.draw(campaigns(content, base))
    assert codec.from_data(json.loads(json.dumps(codec.to_data(camp)))) == camp
    path = saves.save(camp, content, tmp_path)
    assert saves.load(path, content) == camp


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda d: d.update(seed="twelve"), r"Campaign\.seed: expected a whole number, got 'twelve'"),
    (lambda d: d["heroes"][0]["attributes"].update(STR="x"), r"Hero\.attributes: expected an object of a whole number"),
    (lambda d: d["journal"].append([1, "a day", "note"]), r"a journal line: expected \[day, date, kind, text\]"),
    (lambda d: d["tale"].update(miles=True), r"Tale\.miles: expected a number, got 'True'"),
    (lambda d: d.update(place=7), r"Campaign\.place: expected text or null, got '7'"),
])
def test_a_save_of_the_wrong_shape_is_refused_naming_the_field(base, spoil, message):
    data = json.loads(json.dumps(codec.to_data(base)))
    spoil(data)
    with pytest.raises(SaveError, match=message):
        codec.from_data(data)


def test_the_previous_save_is_kept_as_the_backup(content, base, tmp_path):
    path = saves.save(base, content, tmp_path)
    camp = codec.from_data(codec.to_data(base))
    camp.tale.days = 3
    saves.save(camp, content, tmp_path)
    assert saves.load(path, content).tale.days == 3
    assert saves.load_backup(path, content).tale.days == 0


@pytest.mark.parametrize("damage", [lambda t: t[: len(t) // 2], lambda t: t.replace('"days": 0', '"days": 7'),
                                    lambda t: "\x00" * 10])
def test_a_damaged_save_is_refused_naming_the_backup(content, base, tmp_path, damage):
    path = saves.save(base, content, tmp_path)
    saves.save(base, content, tmp_path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(SaveError, match=r"damaged.*backup halbarad\.json\.bak loads"):
        saves.load(path, content)


def test_saving_over_a_damaged_save_keeps_the_good_backup(content, base, tmp_path):
    """Going on from the backup of a damaged save and saving again must not make the damaged file the
    backup: the last good save stays the backup until a good save replaces it."""
    path = saves.save(base, content, tmp_path)
    saves.save(base, content, tmp_path)
    path.write_text(path.read_text()[:100])
    camp = saves.load_backup(path, content)
    camp.tale.days = 5
    saves.save(camp, content, tmp_path)
    assert saves.load(path, content).tale.days == 5
    assert saves.load_backup(path, content).tale.days == 0


def test_a_save_from_a_newer_game_is_refused(content, base, tmp_path):
    path = saves.save(base, content, tmp_path)
    document = json.loads(path.read_text())
    document["version"] = saves.VERSION + 1
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="newer version of the game.*no backup"):
        saves.load(path, content)


def test_a_save_whose_content_is_gone_names_the_missing_ids(content, base, tmp_path):
    camp = codec.from_data(codec.to_data(base))
    camp.monsters["cave_troll"] = Lore(1)
    camp.errands[0].template = "modded_errand"
    path = saves.save(camp, content, tmp_path)
    with pytest.raises(SaveError, match=r"mod removed.*bestiary: cave_troll; errands: modded_errand"):
        saves.load(path, content)


def test_listing_shows_campaigns_not_hero_files(content, base, tmp_path):
    saves.save(base, content, tmp_path)
    (tmp_path / "hero.json").write_text('{"name": "x"}')
    (tmp_path / "broken.json").write_text("{")
    listed = {Path(s.path).name: s for s in saves.list_saves(tmp_path)}
    assert set(listed) == {"halbarad.json", "broken.json"}
    assert listed["halbarad.json"].place == "Rhosgobel" and listed["broken.json"].error


WRITER = """
import sys
from pathlib import Path
from thirdage_tui.campaign import saves
from thirdage_tui.campaign.clock import note
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.combat.samples import starting_ranger
from thirdage_tui.content import load_content
content = load_content()
camp = new_campaign(content, starting_ranger(), 1)
folder = Path(sys.argv[1])
saves.save(camp, content, folder)
print("ready", flush=True)
while True:
    note(camp, content, "note", "x" * 2000)
    saves.save(camp, content, folder)
"""


def test_a_writer_killed_at_any_moment_leaves_a_loadable_save(content, tmp_path):
    rng = random.Random(6)
    for run in range(6):
        folder = tmp_path / f"run{run}"
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], stdout=subprocess.PIPE, cwd=ROOT)
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        path = folder / "halbarad.json"
        try:
            camp = saves.load(path, content)
        except SaveError:
            camp = saves.load_backup(path, content)
        assert camp.hero.name == "Halbarad"


@pytest.mark.parametrize("explorer", [False, True])
def test_the_fallen_go_to_the_hall_with_their_tale(content, tmp_path, explorer):
    camp = new_campaign(content, starting_ranger(), 4, explorer=explorer)
    path = saves.save(camp, content, tmp_path)
    fall(camp, content, "Halbarad", "slain by a troll")
    assert camp.over is not explorer
    saves.bury(camp, content, tmp_path)
    [told] = saves.hall(tmp_path)
    assert (told["hero"], told["cause"], told["seed"], told["explorer"]) == ("Halbarad", "slain by a troll", 4, explorer)
    assert {"days", "foes_slain", "errands", "reputation"} <= set(told)
    assert path.exists() is explorer
    if explorer:
        assert saves.load(path, content).fallen is None and camp.place == "rhosgobel"


def test_settings_report_unknown_bindings_and_bad_keys(tmp_path):
    data = {"theme": "colour_blind", "keymap": {"travel.rest": "r", "travel.rset": "t", "map.zoom": "ctrl+banana",
                                               "map.pan": "ctrl+shift+up"}}
    got, problems = parse_settings(data, {"travel.rest", "map.zoom", "map.pan"}, {"colour_blind", "textual-dark"})
    assert got == Settings({"travel.rest": "r", "map.pan": "ctrl+shift+up"}, "colour_blind")
    assert any("travel.rset" in p and "did you mean 'travel.rest'" in p for p in problems)
    assert any("banana" in p for p in problems)
    save_settings(tmp_path, got)
    assert load_settings(tmp_path) == (got, [])
    (tmp_path / "settings.json").write_text("{")
    assert "not JSON" in load_settings(tmp_path)[1][0]
