"""Content is typed by kind: each kind is declared once (`content/kinds.py`) and read on `Content` as an
attribute of its own type; `get` and `find` take the kind itself."""

from __future__ import annotations

import pickle

import pytest

from thirdage_tui.content import Content, UnknownId
from thirdage_tui.content.kinds import KINDS, RACES, SKILLS, TRAVEL, Collection, Kind


def test_every_kind_is_bound_on_content_under_its_own_name():
    bound = {name: kind for name, kind in vars(Content).items() if isinstance(kind, Kind)}
    assert bound == KINDS


def test_content_reads_each_kind_as_its_model(content):
    for kind in KINDS.values():
        value = getattr(content, kind.name)
        if isinstance(kind, Collection):
            assert value and all(isinstance(entry, kind.model) and entry.id == id_ for id_, entry in value.items())
        else:
            assert isinstance(value, kind.model)


def test_get_and_find_take_the_kind(content):
    assert content.get(RACES, "hobbit") is content.races["hobbit"]
    assert content.find(SKILLS, "Trail Finding") is content.skills["trail_finding"]
    with pytest.raises(UnknownId, match="unknown race 'hobit'; did you mean 'hobbit'"):
        content.get(RACES, "hobit")
    with pytest.raises(UnknownId, match="unknown skill 'Basket Weaving'"):
        content.find(SKILLS, "Basket Weaving")


def test_a_kind_bound_under_another_name_is_refused():
    with pytest.raises(TypeError, match="the races kind is bound as Content.folk"):
        RACES.__set_name__(Content, "folk")


def test_derived_structures_are_built_once_and_left_out_of_the_pickle(content):
    built = []
    copy = pickle.loads(pickle.dumps(content))
    first = copy.derived("test.rules", lambda c: built.append(1) or c.document(TRAVEL))
    assert copy.derived("test.rules", lambda c: built.append(2)) is first and built == [1]
    assert "test.rules" not in pickle.loads(pickle.dumps(copy))._derived
