"""`thirdage autoplay`: the borg's summary, as text and as one JSON document."""

from __future__ import annotations

import pytest


def test_autoplay_prints_one_json_summary(thirdage):
    result = thirdage("autoplay", "--years", "1", "--seed", "7", "--json")
    assert result.code == 0, result.err
    data = result.json
    assert data["seed"] == 7 and data["ended"] == "years played" and data["stuck"] is None
    assert {"tale", "served", "cpu_seconds"} <= set(data)
    assert {"days", "errands_done", "errands_failed", "fights", "deaths"} <= set(data["tale"])


@pytest.mark.parametrize("args", [("--years", "0"), ("--years", "100000"), ("--companions", "-1")])
def test_autoplay_refuses_numbers_out_of_bounds(thirdage, args):
    result = thirdage("autoplay", *args)
    assert result.code == 2 and "must be from" in result.err
