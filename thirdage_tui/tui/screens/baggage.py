"""The company's packs: each hero's items stacked by where they are (armour worn, things carried,
the load on his mounts), with what he carries against his maximum ENC, and what the company left in
store at this place. From here a hero puts on or takes off armour, chooses the weapon he has in hand when a fight
starts, loads his mount or unloads it,
drops a thing, leaves it in store or takes it back, or hands it to a companion; the campaign session
decides, and a refusal says why."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.campaign.pack import burden_words
from thirdage_tui.campaign.session import (
    Drop,
    Fetch,
    Give,
    Load,
    Session,
    ShareSpoils,
    Stash,
    TakeOff,
    TakeSpoils,
    Unload,
    Wear,
    Wield,
)
from thirdage_tui.engine.inventory import CARRIED, LOADED, TACK, WORN, placed_stacks, stacks
from thirdage_tui.engine.sheet import character_sheet
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask
from thirdage_tui.tui.tidings import tell

if TYPE_CHECKING:
    from thirdage_tui.campaign.session import Action

STORE = "store"
"""The owner of the rows that are the place's store, not a hero's pack."""
SPOILS = "spoils"
"""The owner of the rows that are what the foes of the last fight left where they fell."""
WHERE_WORDS = {WORN: "worn", LOADED: "on his mount", TACK: "the mount's own"}
"""How a stack's place is told beside it (what a hero simply carries is told by nothing)."""


def row_id(owner: str, item_id: str, where: str = "") -> str:
    return f"{owner}\t{item_id}\t{where}"


def parse_row(option_id: str | None) -> tuple[str, str, str] | None:
    if not option_id or option_id.count("\t") != 2:
        return None
    owner, item_id, where = option_id.split("\t")
    return owner, item_id, where


class PackScreen(GameScreen[None]):
    """The packs of the company."""

    DEFAULT_CSS = """
    PackScreen {
        #pack-help { height: auto; padding: 0 1; background: $boost; }
        #pack-list { height: 1fr; border: round $primary 50%; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "drop(1)", "Drop", id="pack.drop"),
        Binding("D", "drop(0)", "Drop all", id="pack.drop_all", show=False),
        Binding("s", "stash(1)", "Store", id="pack.stash"),
        Binding("S", "stash(0)", "Store all", id="pack.stash_all", show=False),
        Binding("f", "fetch(1)", "Take up", id="pack.fetch", tooltip="take back from store, or take up spoils"),
        Binding("F", "fetch(0)", "Take up all", id="pack.fetch_all", show=False),
        Binding("g", "give(1)", "Give", id="pack.give"),
        Binding("G", "give(0)", "Give all", id="pack.give_all", show=False),
        Binding("w", "wear", "Wear/off", id="pack.wear"),
        Binding("e", "wield", "In hand", id="pack.wield",
                tooltip="the highlighted weapon is the one he has in hand when a fight starts (again: his best)"),
        Binding("h", "share", "Share out", id="pack.share", show=False),
        Binding("l", "load(1)", "Load", id="pack.load"),
        Binding("L", "load(0)", "Load all", id="pack.load_all", show=False),
        Binding("u", "unload(1)", "Unload", id="pack.unload", show=False),
        Binding("U", "unload(0)", "Unload all", id="pack.unload_all", show=False),
        Binding("escape", "app.pop_screen", "Back", id="pack.back"),
    ]

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="pack-help")
        yield OptionList(id="pack-list")
        yield Footer(compact=True, show_command_palette=False)  # every key within 80 columns; ^p still opens it

    def on_mount(self) -> None:
        self.sub_title = "The packs"
        self.query_one("#pack-list").border_title = "What the company carries"
        self.show()

    def show(self) -> None:
        """The packs and the store as the campaign has them, the highlight kept where it was."""
        c, content = self.session.campaign, self.session.content
        listing = self.query_one("#pack-list", OptionList)
        kept, was = listing.highlighted, self.chosen()
        listing.clear_options()
        for hero in c.heroes:
            head = (f"[b]{escape(hero.name)}[/b]  {escape(burden_words(content, hero))}"
                    f"  [dim]{hero.silver} silver[/dim]")
            listing.add_option(Option(head, disabled=True))
            sheet = character_sheet(hero, content)
            held = (sheet.in_hand, CARRIED)
            listing.add_options(
                Option(f"  {escape(s.label)}  [dim]{s.enc:g} ENC{_where(s.where)}[/dim]"
                       + (_in_hand(sheet.in_hand_chosen) if (s.id, s.where) == held else ""),
                       id=row_id(hero.name, s.id, s.where))
                for s in placed_stacks(hero, content))
        stored = self.session.stashed()
        if stored and c.place is not None:
            listing.add_option(Option(f"[b]Left in store at {escape(content.places[c.place].name)}[/b]",
                                      disabled=True))
            listing.add_options(Option(f"  {escape(s.label)}", id=row_id(STORE, s.id)) for s in stacks(content, stored))
        if c.spoils:
            listing.add_option(Option("[b]Left where the foes fell[/b]", disabled=True))
            listing.add_options(Option(f"  {escape(s.label)}", id=row_id(SPOILS, s.id))
                                for s in stacks(content, c.spoils))
        if listing.option_count:
            listing.highlighted = self._same_thing(was) if was else None
            if listing.highlighted is None:
                listing.highlighted = min(kept if kept is not None else 1, listing.option_count - 1)
        where = "store (s) and take back (f) here" if c.place is not None else "store things only at a place"
        spoils = " · f takes spoils, h shares them out (what is left stays when you move on)" if c.spoils else ""
        self.query_one("#pack-help", Static).update(
            f"w wear or take off · e the weapon in hand · l load, u unload the mount · d drop · g give · {where}{spoils} · "
            f"capitals move the whole stack")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Storing and taking back only at a place; taking and sharing spoils only when there are some."""
        c = self.session.campaign
        if action == "stash":
            return c.place is not None
        if action == "fetch":
            return c.place is not None or bool(c.spoils)
        if action == "share":
            return bool(c.spoils)
        return True

    def _same_thing(self, row: tuple[str, str, str]) -> int | None:
        """The row of the same thing of the same owner (where it went, if it moved), or None."""
        rows = [parse_row(o.id) for o in self.query_one("#pack-list", OptionList).options]
        for wanted in (row, None):
            for index, found in enumerate(rows):
                if found and (found == wanted or wanted is None and found[:2] == row[:2]):
                    return index
        return None

    def chosen(self) -> tuple[str, str, str] | None:
        listing = self.query_one("#pack-list", OptionList)
        if listing.highlighted is None:
            return None
        return parse_row(listing.get_option_at_index(listing.highlighted).id)

    def count(self, row: tuple[str, str, str], one: int) -> int:
        """One, or the whole stack of the row (0 asks for all)."""
        owner, item_id, where = row
        if one:
            return 1
        if owner in (STORE, SPOILS):
            held = self.session.stashed() if owner == STORE else self.session.campaign.spoils
            return max(1, held.count(item_id))
        hero = self.session.campaign.companion(owner)
        return next((s.count for s in placed_stacks(hero, self.session.content)
                     if s.id == item_id and s.where == where), 1)

    def perform(self, action: Action) -> None:
        tell(self, self.session.perform(action))
        self.show()

    def _hero_row(self) -> tuple[str, str, str] | None:
        row = self.chosen()
        if row is None or row[0] in (STORE, SPOILS):
            self.notify("Choose a thing a hero carries.", severity="warning")
            return None
        return row

    def action_drop(self, one: int) -> None:
        """Leave the highlighted thing behind for good."""
        if row := self._hero_row():
            self.perform(Drop(row[0], row[1], self.count(row, one)))

    def action_stash(self, one: int) -> None:
        """Leave the highlighted thing in store at this place."""
        if row := self._hero_row():
            self.perform(Stash(row[0], row[1], self.count(row, one)))

    def action_fetch(self, one: int) -> None:
        """Take the highlighted thing back from store, or from the spoils (by the player's hero, or ask who)."""
        row = self.chosen()
        if row is None or row[0] not in (STORE, SPOILS):
            self.notify("Choose a thing left in store or where the foes fell.", severity="warning")
            return
        count = self.count(row, one)
        take = Fetch if row[0] == STORE else TakeSpoils
        heroes = self.session.campaign.heroes
        if len(heroes) == 1:
            self.perform(take(heroes[0].name, row[1], count))
            return
        ask(self, ChoiceScreen("Who takes it?", [Choice(h.name, h.name) for h in heroes]),
            lambda name: self.perform(take(name, row[1], count)))

    def action_share(self) -> None:
        """Share out what the foes left among the company."""
        self.perform(ShareSpoils())

    def action_give(self, one: int) -> None:
        """Hand the highlighted thing to a companion."""
        row = self._hero_row()
        if row is None:
            return
        others = [h.name for h in self.session.campaign.heroes if h.name != row[0]]
        if not others:
            self.notify("There is nobody to give it to: the hero travels alone.", severity="warning")
            return
        count = self.count(row, one)
        ask(self, ChoiceScreen("Give to whom?", [Choice(n, n) for n in others]),
            lambda name: self.perform(Give(row[0], name, row[1], count)))

    def action_wear(self) -> None:
        """Take off the highlighted armour if it is worn, else put it on."""
        if row := self._hero_row():
            owner, item_id, where = row
            self.perform(TakeOff(owner, item_id) if where == WORN else Wear(owner, item_id))

    def action_wield(self) -> None:
        """The highlighted weapon in his hand when a fight starts; on the one chosen already, his best again."""
        if row := self._hero_row():
            owner, item_id, _ = row
            chosen = self.session.campaign.companion(owner).wielded
            self.perform(Wield(owner, None if item_id == chosen else item_id))

    def action_load(self, one: int) -> None:
        """Load the highlighted thing on the hero's mount."""
        if row := self._hero_row():
            self.perform(Load(row[0], row[1], self.count(row, one)))

    def action_unload(self, one: int) -> None:
        """Take the highlighted thing off the hero's mount."""
        if row := self._hero_row():
            self.perform(Unload(row[0], row[1], self.count(row, one)))


def _in_hand(chosen: bool) -> str:
    """The mark of the weapon a hero has in hand when a fight starts."""
    return "  [b $accent]in hand[/]" + ("" if chosen else " [dim](his best: e chooses another)[/dim]")


def _where(where: str) -> str:
    return f" · {WHERE_WORDS[where]}" if where in WHERE_WORDS else ""
