"""Nothing a file holds crashes the game: mutated content files, mod manifests, campaign saves, hero
files and settings are fed to the loaders, and what loads to the commands and the game's actions.
Each must load, or be refused with a reason; never a traceback (a command's crash would exit 70).

Derandomized, so CI runs the same cases every time (3,150 in all)."""

from __future__ import annotations

import copy
import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from random import Random

import pytest
from heroes import starting_dwarf, starting_ranger
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from thirdage_tui.campaign import codec
from thirdage_tui.campaign.codec import SaveError
from thirdage_tui.campaign.session import Session, SetOut, Travel
from thirdage_tui.campaign.start import new_campaign
from thirdage_tui.campaign.travel import set_out
from thirdage_tui.cli import EXIT_CRASH, main
from thirdage_tui.content.checks import run_checks
from thirdage_tui.content.errors import ContentError
from thirdage_tui.content.loaded import LoadResult
from thirdage_tui.content.loader import ContentBuilder
from thirdage_tui.content.mods import read_manifest
from thirdage_tui.content.paths import base_content_dir
from thirdage_tui.engine.attributes import roll_sets
from thirdage_tui.engine.herofile import hero_json
from thirdage_tui.engine.refusals import HeroFileError
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.persistence import campaigns
from thirdage_tui.persistence.heroes import read_hero
from thirdage_tui.persistence.jsonfile import write_json_atomic
from thirdage_tui.persistence.player_settings import load_settings

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "mods" / "ettenmoors_watch"
QUICK = settings(derandomize=True, deadline=None, database=None,
                 suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])

# -- what a mutation puts in a file

AWKWARD_TEXT = ["[", "]", "{", "}", ": ", ",", "\n- ", "&a ", "*a", "!!python/object/apply:os.system ['true']", "|\n",
                "'", '"', "\n", "  ", "#", "\t", "\x00", "é", "~", "yes", "0x1F", "? ", "<<: *a", "%YAML 1.1\n",
                "copy_from: hill_troll", "copy_from: snow_troll", "abstract: true", "replace: true",
                "relative: {move: 5}", "relative: {attributes: {STR: 1D4}}", "proportional: {danger: 1000000}",
                "remove: [warg]", "- remove: [snow_troll]\n", "extend: {habitats: [angmar]}", "delete: {habitats: [x]}"]
AWKWARD_NUMBERS = ["0", "-1", "-999999", "999999999999", "9" * 5000, "1e400", ".nan", "-.inf", "2D0", "0D6",
                   "999999999D999999999", "1D6+99999", "3D6" + "+1" * 60, "1.5", "null", "[]", "{}", "''", "true"]
NUMBER = re.compile(r"(?<![\w.])\d+(?:[dD]\d+)?(?:[+-]\d+)?(?![\w.])")


@st.composite
def mutated_text(draw: st.DrawFn, text: str) -> str:
    """`text` with one to four mutations: awkward text put in or taken out, a number or dice made
    awkward, a line dropped or doubled."""
    for _ in range(draw(st.integers(1, 4))):
        op = draw(st.sampled_from(["insert", "cut", "number", "number", "line"]))
        at = draw(st.integers(0, len(text)))
        if op == "insert":
            text = text[:at] + draw(st.sampled_from(AWKWARD_TEXT)) + text[at:]
        elif op == "cut":
            text = text[:at] + text[at + draw(st.integers(1, 40)):]
        elif op == "number" and (numbers := list(NUMBER.finditer(text))):
            found = numbers[draw(st.integers(0, len(numbers) - 1))]
            text = text[:found.start()] + draw(st.sampled_from(AWKWARD_NUMBERS)) + text[found.end():]
        else:
            lines = text.splitlines(keepends=True) or [""]
            i = draw(st.integers(0, len(lines) - 1))
            lines[i:i + 1] = draw(st.sampled_from([[], [lines[i], lines[i]]]))
            text = "".join(lines)
    return text


JSON_VALUES = st.one_of(
    st.sampled_from([0, -1, 1, 10**9, -(10**9), 10**15, 2**63, 99, 1.5, -0.5, 1e300, True, False, None, "", "x",
                     "bree", "warg", "hill_troll", "chest", "walk", "fly", [], {}, [0], [2760, 99, 99], [10**9, -5],
                     {"x": 1}, ["a"], "🙂" * 50]),
    st.integers(), st.text(max_size=8), st.lists(st.integers(-5, 10**6), max_size=4))


def _places(node: object, path: tuple = ()) -> list[tuple]:
    """The path to every value inside `node` (containers and leaves alike)."""
    inner = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    return [path] + [p for key, value in inner for p in _places(value, (*path, key))]


@st.composite
def mutated_json(draw: st.DrawFn, data: object) -> object:
    """`data` with one to three values anywhere in it (each value as likely as any other) replaced by an
    awkward one, or removed."""
    data = copy.deepcopy(data)
    for _ in range(draw(st.integers(1, 3))):
        places = _places(data)[1:]
        if not places:
            break
        *parents, key = draw(st.sampled_from(places))
        parent = data
        for step in parents:
            parent = parent[step]
        if isinstance(parent, dict) and draw(st.integers(0, 5)) == 0:
            del parent[key]
        else:
            parent[key] = draw(JSON_VALUES)
    return data


# -- content and mods


@dataclass
class Base:
    builder: ContentBuilder
    state: tuple


@pytest.fixture(scope="module")
def base() -> Base:
    builder = ContentBuilder()
    assert builder.add_layer(base_content_dir()) == []
    return Base(builder, builder.snapshot())


def load_mod(base: Base, folder: Path) -> tuple[list[ContentError], object]:
    """The mod loaded over the base content as the game loads one: its manifest, its layer, its
    blacklist, the references and the whole-content checks."""
    base.builder.restore(base.state)
    base.state = base.builder.snapshot()
    _, errors = read_manifest(folder)
    errors += base.builder.add_layer(folder)
    errors += base.builder.references()
    if not errors:
        errors += run_checks(base.builder.content())
    assert all(isinstance(e, ContentError) and e.message for e in errors)
    return errors, base.builder.content()


def run_command(monkeypatch, content, *args: str) -> int:
    """A command on `content` (as if it had loaded with the mod); it must not crash."""
    from thirdage_tui.content import loaded

    monkeypatch.setattr(loaded, "load_with_mods", lambda *a, **k: LoadResult(content, [], []))
    code = main(list(args))
    assert code != EXIT_CRASH, args
    return code


MOD_FILES = sorted(p.name for p in EXAMPLE.glob("*.yaml"))


@settings(QUICK, max_examples=700)
@given(data=st.data())
def test_a_mutated_mod_loads_or_is_refused_with_reasons(base, tmp_path_factory, monkeypatch, capsys, data):
    folder = tmp_path_factory.mktemp("mod") / "ettenmoors_watch"
    shutil.copytree(EXAMPLE, folder)
    name = data.draw(st.sampled_from(MOD_FILES))
    (folder / name).write_text(data.draw(mutated_text((EXAMPLE / name).read_text())), encoding="utf-8")
    errors, content = load_mod(base, folder)
    if errors:
        return
    creature = content.bestiary.get("snow_troll")
    if creature is not None:
        run_command(monkeypatch, content, "bestiary", "show", creature.id, "--json")
        run_command(monkeypatch, content, "encounter", "preview", "--party", "bestiary:goblin", "--foes",
                    f"{creature.id}:2", "--runs", "2")
        weapons = [w.id for w in creature.natural_weapons] + [w.weapon for w in creature.weapons]
        run_command(monkeypatch, content, "resolve", "attack", "--attacker", f"bestiary:{creature.id}", "--weapon",
                    (weapons or ["club"])[0], "--defender", "bestiary:goblin", "--rolls", "3,20,5,5,5,5")
    capsys.readouterr()


BASE_FILES = ["weapons.yaml", "races.yaml", "tables.yaml", "bodies.yaml", "hero_magic.yaml", "timeline.yaml"]


@settings(QUICK, max_examples=500)
@given(data=st.data())
def test_a_mutated_base_file_in_a_mod_loads_or_is_refused_with_reasons(base, tmp_path_factory, data):
    """Whole base files changed in a mod (as house rules are): the rule tables, bodies, weapons..."""
    folder = tmp_path_factory.mktemp("mod") / "house"
    folder.mkdir()
    (folder / "mod.yaml").write_text("id: house\nname: House\nversion: '1'\n")
    name = data.draw(st.sampled_from(BASE_FILES))
    text = (base_content_dir() / name).read_text()
    if name != "tables.yaml":  # a whole collection again is duplicates: replace its first entries
        text = text.replace("\n- id: ", "\n- replace: true\n  id: ", 3)
    (folder / name).write_text(data.draw(mutated_text(text)), encoding="utf-8")
    load_mod(base, folder)


@settings(QUICK, max_examples=200)
@given(text=mutated_text((EXAMPLE / "mod.yaml").read_text()))
def test_a_mutated_manifest_is_read_or_refused(tmp_path_factory, text):
    folder = tmp_path_factory.mktemp("manifest")
    (folder / "mod.yaml").write_text(text, encoding="utf-8")
    mod, errors = read_manifest(folder)
    assert (mod is None) == bool(errors)


# -- saves, hero files, settings


class NoKeeper:
    name = "nowhere"

    def save(self, campaign, content):
        pass

    def bury(self, campaign, content):
        return None


@pytest.fixture(scope="module")
def runs(content):
    at_home = new_campaign(content, starting_ranger(), 9, companions=(starting_dwarf(),))
    on_road = new_campaign(content, starting_ranger(), 10, companions=(starting_dwarf(),))
    set_out(on_road, content, "bree")
    return [codec.to_data(at_home), codec.to_data(on_road)]


def play(campaign, content) -> None:
    """A few of the game's first actions: none may raise (a refusal is an event)."""
    session = Session(campaign, content, NoKeeper())
    if campaign.road is None:
        session.perform(SetOut("bree"))
    for _ in range(2):
        session.perform(Travel())
    for hero in campaign.heroes:
        character_sheet(hero, content)


@settings(QUICK, max_examples=600)
@given(data=st.data())
def test_a_mutated_save_loads_and_plays_or_is_refused(content, runs, tmp_path_factory, data):
    run = data.draw(mutated_json(copy.deepcopy(runs[data.draw(st.integers(0, 1))])))  # play may change it
    path = tmp_path_factory.mktemp("save") / "run.json"
    write_json_atomic(path, {"format": "thirdage-campaign", "version": campaigns.VERSION, "summary": {},
                             "checksum": campaigns.checksum(run), "campaign": run})
    try:
        campaign = campaigns.load(path, content)
    except SaveError as exc:
        assert str(exc)
        return
    play(campaign, content)


@settings(QUICK, max_examples=300)
@given(data=st.data())
def test_a_mutated_save_file_text_loads_or_is_refused(content, runs, tmp_path_factory, data):
    text = json.dumps({"format": "thirdage-campaign", "version": 1, "summary": {}, "checksum": "0",
                       "campaign": runs[0]}, indent=1)
    path = tmp_path_factory.mktemp("save") / "run.json"
    path.write_text(data.draw(mutated_text(text)), encoding="utf-8")
    with pytest.raises(SaveError):  # the checksum no longer matches, at the least
        campaigns.load(path, content)
    campaigns.list_saves(path.parent)  # listed with the reason, or not at all (another kind of file)


@settings(QUICK, max_examples=400)
@given(data=st.data())
def test_a_mutated_hero_file_loads_or_is_refused(content, tmp_path_factory, data):
    hero = data.draw(st.sampled_from([starting_ranger(), starting_dwarf()]))
    document = data.draw(mutated_json({"format": "thirdage-hero", **hero_json(hero, content)}))
    path = tmp_path_factory.mktemp("hero") / "hero.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    try:
        loaded = read_hero(path, content)
    except HeroFileError as exc:
        assert str(exc)
        return
    hero_json(loaded, content)


@settings(QUICK, max_examples=200)
@given(document=mutated_json({"format": "thirdage-settings", "theme": "textual-dark", "keys": {"map": "m"}}))
def test_mutated_settings_load_or_are_refused(tmp_path_factory, document):
    folder = tmp_path_factory.mktemp("settings")
    (folder / "settings.json").write_text(json.dumps(document), encoding="utf-8")
    load_settings(folder)


# -- numbers the rules read, then played

EDGE_NUMBERS = [0, 1, -1, 2, 3, 5, 11, 12, 17, 18, 20, 24, 25, 30, 31, 40, 60, 61, 100, 101, 1000, 10_000, 10**11,
                -(10**11), 0.5, 1e-9, 1.5, 99.5]
"""Numbers at and past the bounds of the fields that hold none tighter (a count of rounds, days, miles...)."""
RULE_FILES = ["tables.yaml", "travel.yaml", "bestiary.yaml", "weapons.yaml", "hero_magic.yaml", "spells.yaml"]


def _numbers(node: object, path: tuple = ()) -> list[tuple]:
    """The path to every number inside `node`."""
    if isinstance(node, bool):
        return []
    if isinstance(node, int | float):
        return [path]
    inner = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    return [p for key, value in inner for p in _numbers(value, (*path, key))]


@st.composite
def mutated_numbers(draw: st.DrawFn, data: object) -> object:
    """`data` with one to three of its numbers (each as likely as any other) set at or past a bound."""
    data = copy.deepcopy(data)
    places = _numbers(data)
    for _ in range(draw(st.integers(1, 3))):
        *parents, key = draw(st.sampled_from(places))
        parent = data
        for step in parents:
            parent = parent[step]
        parent[key] = draw(st.sampled_from(EDGE_NUMBERS))
    return data


def play_a_day_and_a_fight(monkeypatch, content) -> None:
    """What the game does with the rules: the wizard rolls attributes (again while every set is low), a
    new campaign sets out and travels a day (meeting what it meets), two fights of the bestiary run their
    rounds (each at most the game's 100), and the commands that read the rules run; each bounded by
    steps, none may crash."""
    roll_sets(Random(7), content.tables.attributes)
    campaign = new_campaign(content, starting_ranger(), 3, companions=(starting_dwarf(),))
    play(campaign, content)
    foe = next(iter(content.bestiary))
    run_command(monkeypatch, content, "encounter", "preview", "--party", "bestiary:goblin", "--foes", f"{foe}:2",
                "--runs", "2", "--json")
    run_command(monkeypatch, content, "bestiary", "show", foe, "--json")
    run_command(monkeypatch, content, "resolve", "attack", "--attacker", "bestiary:goblin", "--weapon", "one_handed_sword",
                "--defender", f"bestiary:{foe}", "--rolls", "3,20,5,5,5,5", "--json")


@settings(QUICK, max_examples=250)
@given(data=st.data())
def test_mutated_numbers_of_the_rules_are_refused_or_played(base, content, tmp_path_factory, monkeypatch, capsys,
                                                             data):
    """A number of the rule tables, travel rules, creatures, weapons or magic set at or past its bound:
    refused with the range, or a campaign's day, fights and the commands play."""
    import yaml

    folder = tmp_path_factory.mktemp("mod") / "house"
    folder.mkdir()
    (folder / "mod.yaml").write_text("id: house\nname: House\nversion: '1'\n")
    name = data.draw(st.sampled_from(RULE_FILES))
    document = yaml.safe_load((base_content_dir() / name).read_text())
    if isinstance(document, list):  # a collection: its first entries replaced
        document = [{"replace": True, **entry} for entry in document[:4]]
    (folder / name).write_text(yaml.safe_dump(data.draw(mutated_numbers(document))), encoding="utf-8")
    errors, mutated = load_mod(base, folder)
    event("refused" if errors else "played")
    if errors:
        return
    play_a_day_and_a_fight(monkeypatch, mutated)
    capsys.readouterr()
