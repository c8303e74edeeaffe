"""A place's market: what it sells at what price, and what it would pay for what a hero carries.
The hero buys or sells one at a time or ten, at the asking price or haggling (4.5), whose chances
are shown before he commits; the campaign session settles the price and says why when it cannot."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.campaign.market import price
from thirdage_tui.campaign.pack import burden_words
from thirdage_tui.campaign.session import Buy, Noted, Sell, Session
from thirdage_tui.engine.inventory import stacks
from thirdage_tui.engine.items import carried_enc, item
from thirdage_tui.engine.wording import in_sentence
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.tidings import tell

if TYPE_CHECKING:
    from thirdage_tui.engine.hero import Hero


class MarketScreen(GameScreen[None]):
    """Buy and sell at the market here."""

    DEFAULT_CSS = """
    MarketScreen {
        #market-status { height: auto; padding: 0 1; background: $boost; }
        #market-list { height: 1fr; border: round $primary 50%; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "deal(10)", "Ten", id="market.ten"),
        Binding("h", "haggle", "Haggle", id="market.haggle"),
        Binding("tab", "switch", "Buy/Sell", id="market.switch"),
        Binding("n", "next_hero", "Next hero", id="market.next_hero"),
        Binding("escape", "app.pop_screen", "Back", id="market.back"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session
        self.selling = False
        self.haggling = False
        self.buyer = 0
        """The hero of the company who buys or sells, by his place in it."""

    @property
    def hero(self) -> Hero:
        return self.session.campaign.heroes[self.buyer % len(self.session.campaign.heroes)]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="market-status")
        yield OptionList(id="market-list")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        place = self.session.campaign.place
        self.sub_title = f"The market at {in_sentence(self.session.content.places[place].name)}" if place else "Market"
        self.show()

    def show(self) -> None:
        """The wares (or the hero's things the market buys), the hero's silver and load, the haggle's odds."""
        content, hero = self.session.content, self.hero
        listing = self.query_one("#market-list", OptionList)
        kept = listing.highlighted
        listing.clear_options()
        wares = {w.item: w for w in self.session.wares()}
        if self.selling:
            listing.border_title = "Sell (tab: buy)"
            rows = [(s.id, s.label, wares[s.id]) for s in stacks(content, hero.equipment) if s.id in wares]
        else:
            listing.border_title = "Buy (tab: sell)"
            rows = [(w.item, item(content, w.item).name, w) for w in wares.values()]
        for item_id, label, ware in rows:
            asked = price(content, ware, 1, self.selling, None)
            enc = carried_enc(item(content, item_id))
            listing.add_option(Option(f"{escape(label)}  [b]{asked}[/b] silver  [dim]{enc:g} ENC[/dim]", id=item_id))
        if not rows:
            listing.add_option(Option("[dim]Nothing the market here deals in.[/dim]", disabled=True))
        listing.highlighted = min(kept or 0, listing.option_count - 1)
        odds = self.session.haggle(hero.name).told(content)
        self.query_one("#market-status", Static).update(
            f"[b]{escape(hero.name)}[/b] · {hero.silver} silver · {escape(burden_words(content, hero))}"
            f"\n{'[b]Haggling[/b]' if self.haggling else 'At the asking price'} (h): {escape(odds)}"
            f"\nenter: {'sell' if self.selling else 'buy'} one · t: ten · n: another hero")

    def action_deal(self, count: int) -> None:
        """Buy (or sell) `count` of the highlighted thing."""
        listing = self.query_one("#market-list", OptionList)
        if listing.highlighted is None:
            return
        item_id = listing.get_option_at_index(listing.highlighted).id
        if item_id is None:
            return
        deal = Sell if self.selling else Buy
        events = self.session.perform(deal(self.hero.name, item_id, count, self.haggling))
        tell(self, events)
        for event in events:
            if isinstance(event, Noted):
                self.notify(" ".join(e.text for e in event.entries), title="Sold" if self.selling else "Bought")
        self.show()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_deal(1)

    def action_haggle(self) -> None:
        """Haggle over each price, or pay what is asked."""
        self.haggling = not self.haggling
        self.show()

    def action_switch(self) -> None:
        """Between what the market sells and what it would buy."""
        self.selling = not self.selling
        self.show()

    def action_next_hero(self) -> None:
        """The next hero of the company buys and sells."""
        self.buyer = (self.buyer + 1) % len(self.session.campaign.heroes)
        self.show()
