"""A fighter's state at a glance: hit points and armour per location with their wounds (the armour in
effect, magic's in magenta), bleeding, POW, magic in effect with its rounds left, and the ENC penalty."""

from __future__ import annotations

from rich.text import Text

from thirdage_tui.combat.combatant import Combatant
from thirdage_tui.engine.wording import counted
from thirdage_tui.tui.widgets.side_text import SideText


def status_text(c: Combatant, enc_over: int = 0) -> Text:
    """The body diagram and the rest, as text."""
    side = "party" if c.side == 0 else "foe"
    text = Text.assemble((c.uid, "bold"), f" ({side}) ", (c.status, "bold red" if not c.able else "green"))
    text.append(f"\nHP {c.hp_left}/{c.p.hit_points}  POW {c.pow_left}/{c.p.attributes['POW']}"
                f"  Def {c.defence}")
    weapon = c.weapon.name if c.weapon else "no weapon"
    shield = f" + {c.p.arms[c.shield].name}" if c.shield >= 0 else ""
    text.append(f"\n{weapon}{shield}")
    for i, loc in enumerate(c.p.locations):
        left = c.hp[i]
        mark = "severed" if c.severed[i] else "useless" if c.useless[i] else "hurt" if left < loc.hp else ""
        style = "bold red" if left <= 0 else "yellow" if left < loc.hp else ""
        bar = "█" * max(0, min(left, 8)) + "·" * max(0, min(loc.hp, 8) - max(0, left))
        text.append(f"\n{loc.name[:10]:<10} ")
        text.append(f"{left:>3}/{loc.hp:<2}", style=style)
        armour = c.armour_at(i, critical=False)
        text.append(f" A{armour:<2}", style="bold magenta" if armour != loc.armour else style)
        text.append(f" {bar:<8} {mark}", style=style)
    if c.bleeding:
        text.append(f"\nBleeding: dies in {counted(c.bleeding, 'round')} unless tended", style="bold red")
    for active in c.effects:
        rounds = "until the fight ends" if active.rounds is None else counted(active.rounds, "round")
        text.append(f"\n{active.magic.name} {active.level}: {rounds}", style="magenta")
    if enc_over:
        text.append(f"\nENC +{enc_over}: -{enc_over} move, Defence, skills; +{enc_over} SR", style="yellow")
    return text


class BodyStatus(SideText):
    """The status of one fighter (the one under the cursor, or the one stating his intent); the
    screen is laid out afresh only when the status changes its height."""

    def show(self, c: Combatant | None, enc_over: int = 0) -> None:
        self.update(status_text(c, enc_over) if c is not None else "No one here.")
