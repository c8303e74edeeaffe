"""Campaign saves: round trips (property tests), the backup, refusals of damaged, newer and orphaned
saves, a writer killed at random moments, and the hall of the fallen."""

from __future__ import annotations

import json
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from heroes import starting_dwarf, starting_ranger
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from thirdage_tui.campaign import codec
from thirdage_tui.campaign.codec import SaveError
from thirdage_tui.campaign.deaths import fall
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.state import JournalEntry, Lore
from thirdage_tui.persistence import campaigns

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def base(content):
    return new_campaign(content, starting_ranger(), 9, companions=(starting_dwarf(),))


@st.composite
def any_campaign(draw, content, base):
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
    camp = data.draw(any_campaign(content, base))
    assert codec.from_data(json.loads(json.dumps(codec.to_data(camp)))) == camp
    path = campaigns.save(camp, content, tmp_path)
    assert campaigns.load(path, content) == camp


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
    path = campaigns.save(base, content, tmp_path)
    camp = codec.from_data(codec.to_data(base))
    camp.tale.days = 3
    campaigns.save(camp, content, tmp_path)
    assert campaigns.load(path, content).tale.days == 3
    assert campaigns.load_backup(path, content).tale.days == 0


@pytest.mark.parametrize("damage", [lambda t: t[: len(t) // 2], lambda t: t.replace('"days": 0', '"days": 7'),
                                    lambda t: "\x00" * 10])
def test_a_damaged_save_is_refused_naming_the_backup(content, base, tmp_path, damage):
    path = campaigns.save(base, content, tmp_path)
    campaigns.save(base, content, tmp_path)
    path.write_text(damage(path.read_text()))
    with pytest.raises(SaveError, match=r"damaged.*backup halbarad\.json\.bak loads"):
        campaigns.load(path, content)


def test_saving_over_a_damaged_save_keeps_the_good_backup(content, base, tmp_path):
    """Going on from the backup of a damaged save and saving again must not make the damaged file the
    backup: the last good save stays the backup until a good save replaces it."""
    path = campaigns.save(base, content, tmp_path)
    campaigns.save(base, content, tmp_path)
    path.write_text(path.read_text()[:100])
    camp = campaigns.load_backup(path, content)
    camp.tale.days = 5
    campaigns.save(camp, content, tmp_path)
    assert campaigns.load(path, content).tale.days == 5
    assert campaigns.load_backup(path, content).tale.days == 0


def test_a_save_from_a_newer_game_is_refused(content, base, tmp_path):
    path = campaigns.save(base, content, tmp_path)
    document = json.loads(path.read_text())
    document["version"] = campaigns.VERSION + 1
    path.write_text(json.dumps(document))
    with pytest.raises(SaveError, match="newer version of the game.*no backup"):
        campaigns.load(path, content)


def test_a_save_whose_content_is_gone_names_the_missing_ids(content, base, tmp_path):
    camp = codec.from_data(codec.to_data(base))
    camp.monsters["cave_troll"] = Lore(1)
    camp.errands[0].template = "modded_errand"
    path = campaigns.save(camp, content, tmp_path)
    with pytest.raises(SaveError, match=r"mod removed.*bestiary: cave_troll; errands: modded_errand"):
        campaigns.load(path, content)


def test_listing_shows_campaigns_not_hero_files(content, base, tmp_path):
    campaigns.save(base, content, tmp_path)
    (tmp_path / "hero.json").write_text('{"name": "x"}')
    (tmp_path / "broken.json").write_text("{")
    listed = {Path(s.path).name: s for s in campaigns.list_saves(tmp_path)}
    assert set(listed) == {"halbarad.json", "broken.json"}
    assert listed["halbarad.json"].place == "Rhosgobel" and listed["broken.json"].error


WRITER = """
import sys
from pathlib import Path
from thirdage_tui.campaign.clock import note
from thirdage_tui.persistence import campaigns
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.content import load_content
sys.path.insert(0, "tests")
from heroes import starting_ranger
content = load_content()
camp = new_campaign(content, starting_ranger(), 1)
folder = Path(sys.argv[1])
campaigns.save(camp, content, folder)
print("ready", flush=True)
while True:
    note(camp, content, "note", "x" * 2000)
    campaigns.save(camp, content, folder)
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
            camp = campaigns.load(path, content)
        except SaveError:
            camp = campaigns.load_backup(path, content)
        assert camp.hero.name == "Halbarad"


@pytest.mark.parametrize("explorer", [False, True])
def test_the_fallen_go_to_the_hall_with_their_tale(content, tmp_path, explorer):
    camp = new_campaign(content, starting_ranger(), 4, explorer=explorer)
    path = campaigns.save(camp, content, tmp_path)
    fall(camp, content, "Halbarad", "slain by a troll")
    assert camp.over is not explorer
    campaigns.bury(camp, content, tmp_path)
    [told] = campaigns.hall(tmp_path)
    assert (told["hero"], told["cause"], told["seed"], told["explorer"]) == ("Halbarad", "slain by a troll", 4, explorer)
    assert {"days", "foes_slain", "errands", "reputation"} <= set(told)
    assert path.exists() is explorer
    if explorer:
        assert campaigns.load(path, content).fallen is None and camp.place == "rhosgobel"


def test_an_explorers_run_keeps_one_tale_in_the_hall_told_anew_at_each_near_death(content, tmp_path):
    camp = new_campaign(content, starting_ranger(), 4, explorer=True)
    path = campaigns.save(camp, content, tmp_path)
    for cause in ("slain by a troll", "starved to death on the road"):
        fall(camp, content, "Halbarad", cause)
        campaigns.bury(camp, content, tmp_path, path)
    [told] = campaigns.hall(tmp_path)
    assert (told["cause"], told["deaths"]) == ("starved to death on the road", 2)
    other = new_campaign(content, starting_ranger(), 5, explorer=True)  # another run whose save took the name
    fall(other, content, "Halbarad", "slain by a wolf")
    campaigns.bury(other, content, tmp_path, path)
    assert sorted(t["seed"] for t in campaigns.hall(tmp_path)) == [4, 5]


def test_a_save_never_writes_over_another_kind_of_file(content, base, tmp_path):
    """A hero file (or the settings) named like the campaign's save is left whole: SaveError instead."""
    hero_file = tmp_path / "halbarad.json"
    hero_file.write_text(json.dumps({"format": "thirdage-hero", "state": {}}))
    with pytest.raises(SaveError, match="refusing to save over it"):
        campaigns.save(base, content, tmp_path)
    assert json.loads(hero_file.read_text())["format"] == "thirdage-hero"


def test_a_new_run_gets_a_file_of_its_own(content, base, tmp_path):
    first = campaigns.new_save_path(tmp_path, base)
    assert first.name == "halbarad-campaign.json"
    campaigns.save(base, content, tmp_path, first)
    assert campaigns.new_save_path(tmp_path, base).name == "halbarad-campaign-2.json"


@pytest.mark.parametrize("explorer", [False, True])
def test_a_slain_companions_file_goes_to_the_hall_at_the_next_save(content, tmp_path, explorer):
    """In permadeath a companion slain is never offered to play again: his hero file goes to `fallen/`
    when the run is next kept, and leaves the run's files (a new hero may take his name and begin a
    campaign); explorer mode moves nothing."""
    from thirdage_tui.persistence.heroes import hero_files, write_new_hero

    hero_file, friend_file = (write_new_hero(tmp_path, h, content) for h in (starting_ranger(), starting_dwarf()))
    camp = new_campaign(content, starting_ranger(), 4, explorer=explorer, companions=(starting_dwarf(),))
    path = campaigns.begin(tmp_path, camp, [hero_file, friend_file])
    campaigns.save(camp, content, tmp_path, path)
    fall(camp, content, "Borin", "slain by a troll")
    campaigns.save(camp, content, tmp_path, path)
    assert friend_file.exists() is explorer and hero_file.exists()
    assert (friend_file.name in camp.hero_files) is explorer
    assert [f.path.name for f in hero_files(tmp_path / "fallen")] == ([] if explorer else ["borin-hero.json"])
    if not explorer:
        again = write_new_hero(tmp_path, starting_dwarf(), content)
        assert again.name == friend_file.name
        campaigns.begin(tmp_path, new_campaign(content, starting_dwarf(), 5), [again])  # not held by the run


def test_companions_slain_with_the_hero_go_to_the_hall_with_him(content, tmp_path):
    from thirdage_tui.persistence.heroes import write_new_hero

    hero_file, friend_file = (write_new_hero(tmp_path, h, content) for h in (starting_ranger(), starting_dwarf()))
    camp = new_campaign(content, starting_ranger(), 4, companions=(starting_dwarf(),))
    path = campaigns.begin(tmp_path, camp, [hero_file, friend_file])
    campaigns.save(camp, content, tmp_path, path)
    fall(camp, content, "Borin", "slain by a troll")
    fall(camp, content, "Halbarad", "slain by a troll")
    campaigns.bury(camp, content, tmp_path, path)
    assert not hero_file.exists() and not friend_file.exists()
    assert {p.name for p in (tmp_path / "fallen").glob("*-hero.json")} == {"halbarad-hero.json", "borin-hero.json"}
