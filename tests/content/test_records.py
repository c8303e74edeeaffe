"""Content models as plain records (`ContentModel`): made in code they are taken as given, read from
YAML pydantic validates them (`content.validators`), and either way they are the model's own class."""

from __future__ import annotations

import pickle
from typing import Annotated

import pytest
from pydantic import ValidationError

from thirdage_tui.content.models.base import ContentModel, Entry, bounded, check, dump, field_names, replaced
from thirdage_tui.content.models.bestiary import Behaviour, Creature, Loot, Special
from thirdage_tui.content.models.equipment import Weapon
from thirdage_tui.content.validators import validate


class Pack(ContentModel):
    """A test record: a required field, defaults of each kind and a check."""

    size: Annotated[int, bounded(1, 9)]
    items: list[str] = []
    behaviour: Behaviour = Behaviour()

    @check
    def _not_too_full(self) -> None:
        if len(self.items) > self.size:
            raise ValueError(f"{len(self.items)} items in a pack of {self.size}")


class BigPack(Pack):
    """Its parent's fields and check, one field made required again and one added."""

    items: list[str]
    strap: bool = False


def test_a_record_made_in_code_takes_its_defaults_each_list_its_own():
    one, two = Pack(size=2), Pack(size=3)
    assert one.items == [] and one.items is not two.items and one.behaviour == Behaviour()
    with pytest.raises(TypeError, match="needs 'size'"):
        Pack()
    with pytest.raises(TypeError, match="no field 'colour'"):
        Pack(size=1, colour="red")


def test_a_record_cannot_be_changed_only_copied_with_changes():
    pack = Pack(size=2, items=["rope"])
    with pytest.raises(AttributeError, match="read-only"):
        pack.size = 3  # type: ignore[misc]
    with pytest.raises(AttributeError, match="read-only"):
        del pack.items
    bigger = replaced(pack, size=5)
    assert (bigger.size, bigger.items, pack.size) == (5, ["rope"], 2)


def test_records_are_equal_by_their_fields_and_hash_alike():
    assert Behaviour(morale=5) == Behaviour(morale=5) != Behaviour(morale=6)
    assert hash(Behaviour(morale=5)) == hash(Behaviour(morale=5))
    assert Behaviour(morale=5) != Special(type="spirit")
    assert repr(Special(type="spirit")).startswith("Special(type='spirit', amount=0, dice=None")


def test_a_subclass_keeps_its_parents_fields_and_checks():
    assert field_names(BigPack) == ("size", "items", "behaviour", "strap")
    with pytest.raises(TypeError, match="needs 'items'"):
        BigPack(size=1)
    with pytest.raises(ValidationError, match="3 items in a pack of 2"):
        validate(BigPack, {"size": 2, "items": ["a", "b", "c"]})


def test_yaml_validates_into_the_models_own_class_nested_records_too():
    creature = validate(Creature, {
        "id": "bog_wight", "name": "Bog Wight", "family": "undead", "move": 6, "habitats": ["mirkwood"],
        "danger": 3, "attributes": dict.fromkeys(("STR", "CON", "SIZ", "INT", "POW", "DEX", "CHA"), "3D6"),
        "natural_weapons": [{"id": "claw", "name": "Claw", "damage": "1D6", "strike_rank": 3, "attack": 7}],
        "behaviour": {"morale": 4}, "specials": [{"type": "spirit"}]})
    assert type(creature) is Creature and type(creature.behaviour) is Behaviour
    assert type(creature.specials[0]) is Special and creature.behaviour.morale == 4
    assert creature.loot == Loot() and creature.aliases == []


def test_yaml_is_held_to_the_types_strictly_and_to_the_checks():
    good = {"id": "cudgel", "name": "Cudgel", "kind": "melee", "enc": 1, "damage": "1D6"}
    assert validate(Weapon, good).damage == "1D6"
    for bad, said in [({**good, "enc": "1"}, "valid number"), ({**good, "reach": 2}, "Extra inputs"),
                      ({**good, "strike_rank": 9}, "less than or equal to 5"),
                      ({**good, "damage": None}, "a melee weapon needs `damage`"),
                      ({**good, "id": "Cudgel"}, "is not an id")]:
        with pytest.raises(ValidationError, match=said):
            validate(Weapon, bad)


def test_a_record_pickles_as_plain_state():
    pack = Pack(size=2, items=["rope"])
    again = pickle.loads(pickle.dumps(pack))
    assert again == pack and type(again) is Pack and again.items is not pack.items


def test_dump_gives_plain_data_and_may_leave_out_defaults():
    pack = Pack(size=2, items=["rope"], behaviour=Behaviour(morale=4))
    assert dump(pack)["behaviour"]["morale"] == 4 and dump(pack)["items"] == ["rope"]
    assert dump(Special(type="venom", potency=12), exclude_defaults=True) == {"type": "venom", "potency": 12}


def test_an_entry_is_a_record_with_an_id_a_name_and_a_description():
    assert field_names(Entry) == ("id", "name", "description")
    assert Entry(id="x", name="X").description == ""
