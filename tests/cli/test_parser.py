"""The grammar is built only for the command asked (GUIDE §3: headless commands start quickly): each
group declares the commands it adds, and a command parses the same whether its group is built alone
or beside every other."""

from __future__ import annotations

import argparse
import importlib

import pytest

from thirdage_tui.cli import build_parser
from thirdage_tui.commands import GROUPS


def commands_of(parser: argparse.ArgumentParser) -> list[str]:
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(sub.choices)


@pytest.mark.parametrize("group", GROUPS)
def test_each_group_adds_the_commands_it_declares(group):
    parser = argparse.ArgumentParser()
    importlib.import_module(f"thirdage_tui.commands.{group}").register(parser.add_subparsers())
    assert commands_of(parser) == list(GROUPS[group])


@pytest.mark.parametrize(("argv", "built"), [
    (["hero", "new", "--race", "dwarf"], ["play", "serve", "hero"]),
    (["--seed", "3", "--mod", "x", "route", "Bree", "Bree"], ["play", "serve", "route", "travel", "places"]),
    (["--seed=3", "bestiary", "list"], ["play", "serve", "bestiary"]),
    (["--version"], ["play", "serve"]),
    (["play"], ["play", "serve"]),
])
def test_only_the_group_of_the_command_asked_is_built(argv, built):
    assert commands_of(build_parser(argv)) == built


@pytest.mark.parametrize("argv", [["--help"], ["-h", "hero"], ["nowhere"], ["--s", "3", "hero"], ["--", "hero"], []])
def test_help_and_what_names_no_command_build_every_command(argv):
    assert len(commands_of(build_parser(argv))) == 2 + sum(map(len, GROUPS.values()))


@pytest.mark.parametrize("argv", [["hero", "new", "--race", "dwarf", "--background", "ranger", "--seed", "3"],
                                  ["--seed", "4", "route", "Bree", "Rivendell", "--json"],
                                  ["saves", "list", "--json"]])
def test_a_command_parses_the_same_built_alone(argv):
    alone, whole = build_parser(argv).parse_args(argv), build_parser().parse_args(argv)
    assert vars(alone) == vars(whole)
