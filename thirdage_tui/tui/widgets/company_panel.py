"""The company at a glance: each hero's hit points and POW, silver and wounds; the errands in hand."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.markup import escape

from thirdage_tui.campaign import errands, travel
from thirdage_tui.engine.abilities import hit_points, hit_points_lost, location_hit_points
from thirdage_tui.engine.encumbrance import hero_enc
from thirdage_tui.engine.wording import counted

if TYPE_CHECKING:
    from thirdage_tui.campaign.state import Campaign
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero


def vitals(hero: Hero, content: Content) -> tuple[int, int, int, int]:
    """(HP left, HP, POW left, POW) of a hero as the campaign has left him."""
    total = hit_points(hero.attributes, content.tables)
    body = content.bodies[content.races[hero.race].body]
    lost = hit_points_lost(hero.wounds, body, location_hit_points(total, body, content.tables))
    power = hero.attributes["POW"]
    return total - lost, total, power - hero.pow_spent, power


def company_text(campaign: Campaign, content: Content) -> str:
    """One line per hero: name, HP, POW, silver; then his wounds and the castings laid on him, if any."""
    lines = []
    for hero in campaign.heroes:
        hp, hp_max, pow_, pow_max = vitals(hero, content)
        hurt = "red" if hp * 2 <= hp_max else "yellow" if hp < hp_max else "green"
        lines.append(f"[b]{escape(hero.name)}[/b] [{hurt}]HP {hp}/{hp_max}[/] POW {pow_}/{pow_max} "
                     f"[dim]{hero.silver}s[/dim]")
        if hero.wounds:
            named = {loc.id: loc.name for loc in content.bodies[content.races[hero.race].body].locations}
            lines.append("  [dim]wounds: " + ", ".join(f"{named[loc]} {d}" for loc, d in
                                                        sorted(hero.wounds.items())) + "[/dim]")
        hungry, enc = travel.hunger(campaign, hero.name), hero_enc(hero, content)
        if hungry or enc.over:
            burden = f"ENC {enc.carried:g}/{enc.max}: {enc.over} over" if enc.over else ""
            lines.append("  [red]" + " · ".join(w for w in (hungry, burden) if w) + "[/red]")
        castings = [content.spells[g.spell].name for g in campaign.grants if g.hero == hero.name]
        if castings:
            lines.append("  [dim]castings held: " + ", ".join(castings) + " (x: cast; in a fight: at no POW)[/dim]")
    advice = travel.food_advice(campaign, content)
    if advice:
        keys = ("u: find food" if advice.gather else "w: market" if advice.market_here
                else "p: people" if campaign.place else "")
        lines.append(f"[b $error]{escape(advice.words)}[/]" + (f" [dim]({keys})[/dim]" if keys else ""))
    return "\n".join(lines)


def errands_text(campaign: Campaign, content: Content) -> str:
    """The active errands with the days left to each."""
    active = campaign.active_errands()
    if not active:
        return "[dim]No errand in hand" + (": see who is here (p).[/dim]" if campaign.place else ".[/dim]")
    return "\n".join(f"• {escape(errands.title(content, e))} [dim]({counted(e.deadline_day - campaign.tale.days, 'day')} left)"
                     f"[/dim]" for e in active)
