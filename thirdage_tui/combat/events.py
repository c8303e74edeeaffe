"""The audit trail of a fight: who acted, each die rolled, against what number, and why.

Events are kept only when a fight is given a log (screens and referees want them; the simulator,
which runs thousands of fights, does not)."""

from __future__ import annotations

from dataclasses import asdict, dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. `roll` is a die's face, `need` the number it was rolled against,
    `value` an amount (damage, armour, POW); `text` says what and why in words."""

    round: int
    sr: int | None
    kind: str
    actor: str
    target: str | None = None
    roll: int | None = None
    need: int | None = None
    value: int | None = None
    text: str = ""

    def json(self) -> dict[str, object]:
        return {k: v for k, v in asdict(self).items() if v is not None and v != ""}

    def __str__(self) -> str:
        head = f"R{self.round}" + (f" SR{self.sr}" if self.sr is not None else "")
        dice = f" [d20 {self.roll} vs {self.need}]" if self.roll is not None and self.need is not None else ""
        return f"{head} {self.text}{dice}"


class Log(list[Event]):
    """A list of events with the round and strike rank being resolved."""

    round = 0
    sr: int | None = None

    def emit(self, kind: str, actor: str, target: str | None = None, roll: int | None = None,
             need: int | None = None, value: int | None = None, text: str = "") -> None:
        self.append(Event(self.round, self.sr, kind, actor, target, roll, need, value, text))
