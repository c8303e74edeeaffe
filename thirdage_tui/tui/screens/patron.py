"""The people of a place: who is here, how they stand towards the hero, what each offers him now,
what they keep for heroes of greater renown, and what they refuse the unknown. Choosing a deed
(healing, a lesson, a gift, a spell's casting, lembas, provisions, an errand) asks the engine; a
lesson, gift, casting or supply goes to the hero of the company the player chooses. Here too a
companion of the Green Company (a saved hero) may join the company. Every deed is handed to the
campaign session, which says what came of it.

A deed's id says what to do: `heal`, `lembas`, `provision`, `gift:ITEM`, `spell:SPELL`,
`supply:GOODS`, `train:...`/`learn:...` (as `training` has them), `errand:N` (the Nth on offer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Header, OptionList, Static
from textual.widgets.option_list import Option

from thirdage_tui.campaign import errands, patrons, reputation
from thirdage_tui.campaign.session import AskCasting, Gift, Heal, Join, Lembas, Provision, Supply, TakeErrand
from thirdage_tui.content.models.lore import REPUTATION
from thirdage_tui.engine.wording import counted, in_sentence
from thirdage_tui.persistence.heroes import read_heroes
from thirdage_tui.tui.screens.choice import Choice, ChoiceScreen
from thirdage_tui.tui.screens.game_screen import GameScreen, ask
from thirdage_tui.tui.screens.training import for_whom, lessons, study
from thirdage_tui.tui.tidings import tell
from thirdage_tui.tui.widgets.following_list import FollowingList

if TYPE_CHECKING:
    from thirdage_tui.campaign.session import Action, Session, SessionEvent
    from thirdage_tui.campaign.state import Campaign, Errand
    from thirdage_tui.content.models.lore import Offer, Personality
    from thirdage_tui.content.store import Content
    from thirdage_tui.engine.hero import Hero

STORES = {"weapons": "A weapon", "armour": "Armour", "gear": "Gear", "clothing": "Clothing", "mounts": "A mount"}
"""The goods a patron's stores give one of (`patrons.GOODS_KINDS`), in words."""
PROVISIONS = {"provisions": "provisions", "boats": "a boat"}
"""The goods that `provision` hands out, in words."""
DEEDS = {"heal": Heal, "lembas": Lembas, "provision": Provision}
"""The deeds done for the whole company, by their id."""


def taught(offer: Offer, content: Content) -> str:
    """What a training offer teaches, in words: 'Herb Lore, Tracking, STR'."""
    return ", ".join([*(content.skills[s].name for s in offer.skills), *offer.attributes])


def locked_lessons(campaign: Campaign, content: Content) -> list[str]:
    """The lessons the people here keep for a hero of greater renown, in words ('Thranduil teaches
    Archery when trusted'), for the Learn key to say when nothing is open yet."""
    out = []
    for person in patrons.present(campaign, content, campaign.place or ""):
        for offer in patrons.offers(campaign, content, person.id)[1]:
            if offer.kind == "training":
                out.append(f"{person.name} teaches {taught(offer, content)} when {REPUTATION[offer.reputation]}")
    return out


class PatronScreen(GameScreen[None]):
    """The personalities at the company's place, and their deeds."""

    DEFAULT_CSS = """
    PatronScreen {
        #patron-body { height: 1fr; }
        #patron-people { width: 26; border: round $primary 50%; }
        #patron-side { width: 1fr; }
        #patron-about-box { height: auto; max-height: 50%; border: round $secondary 50%; padding: 0 1; }
        #patron-deeds { height: 1fr; border: round $primary 50%; }
        #patron-people:focus, #patron-deeds:focus { border: round $primary; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="patron.back"),
        Binding("tab", "switch(1)", "Switch list", id="patron.switch"),
        Binding("shift+tab", "switch(-1)", "Switch back", id="patron.switch_back", show=False),
        Binding("j", "join", "A companion joins", id="patron.join"),
    ]
    FOCUS_ORDER: ClassVar = ("#patron-people", "#patron-deeds", "#patron-about-box")
    """Tab goes from list to list; the description, to scroll it, comes last."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        place = session.campaign.place
        if place is None:
            raise ValueError("the people of a place are met at the place, not on the road")
        self.session = session
        self.place: str = place
        """Where the company is, among these people."""
        self.offered: list[Errand] = []
        self.saved: dict[str, Hero] = {}
        """The saved heroes, by their file, read when the screen opens."""

    @property
    def campaign(self) -> Campaign:
        return self.session.campaign

    @property
    def content(self) -> Content:
        return self.session.content

    def compose(self) -> ComposeResult:
        c, content = self.campaign, self.content
        yield Header()
        people = patrons.present(c, content, self.place)
        with Horizontal(id="patron-body"):
            yield OptionList(*(Option(p.name, id=p.id) for p in people), id="patron-people")
            with Vertical(id="patron-side"):
                with VerticalScroll(id="patron-about-box"):
                    yield Static(id="patron-about")
                yield FollowingList(id="patron-deeds")
        yield Footer()

    def on_mount(self) -> None:
        place = self.content.places[self.place]
        self.sub_title = f"The people of {in_sentence(place.name)}"
        people = self.query_one("#patron-people", OptionList)
        people.border_title = "Here"
        self.query_one("#patron-deeds", OptionList).border_title = "Ask"
        self.saved = {str(path): hero for path, hero in read_heroes(self.app.saves_dir, self.content).items()}
        self.refresh_bindings()
        if people.option_count:
            people.highlighted = 0
            people.focus()
        else:
            self.query_one("#patron-about", Static).update(f"Nobody of note is at {in_sentence(place.name)} now.")

    def action_switch(self, step: int) -> None:
        """Focus the next (or, with -1, the previous) of the lists and the description, at once, so a
        key pressed right after goes to it."""
        order = [self.query_one(selector) for selector in self.FOCUS_ORDER]
        at = order.index(self.focused) + step if self.focused in order else 0
        self.set_focus(order[at % len(order)])

    @property
    def person(self) -> Personality | None:
        option = self.query_one("#patron-people", OptionList).highlighted_option
        if option is None or option.id is None:
            return None
        return self.content.personalities[option.id]

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_list.id == "patron-people":
            self.query_one("#patron-deeds", OptionList).highlighted = None
            self.show()

    def show(self) -> None:
        """Tell of the chosen personality and list what the hero may ask of him."""
        person = self.person
        if person is None:
            return
        c, content = self.campaign, self.content
        stand = reputation.standing(c, content, person.id)
        opened, locked = patrons.offers(c, content, person.id)
        lines = [f"[b]{escape(person.name)}[/b]" + (f", {escape(person.titles[0])}" if person.titles else ""),
                 (f"The hero is [b]{REPUTATION[stand]}[/b] to him; CHA with his folk "
                 f"{reputation.cha_towards(c, content, c.hero, person.folk)}.")]
        refusal = patrons.refusal(c, content, person.id)
        if refusal:
            lines.append(f"[b red]{escape(refusal)}.[/]")
        lines += [f"• {escape(reputation.offer_text(o, content))}" for o in opened]
        lines += [f"[dim]• {escape(reputation.offer_text(o, content))} (when {REPUTATION[o.reputation]})[/dim]" for o in locked]
        self.query_one("#patron-about", Static).update("\n".join(lines))
        self.offered = [] if refusal else errands.offers(c, content, person.id)
        self.list_deeds(self.deeds(person, refusal))

    def list_deeds(self, choices: list[Choice]) -> None:
        """Fill the Ask list, keeping the cursor where it was (on the first deed for a new person)."""
        deeds = self.query_one("#patron-deeds", OptionList)
        at = deeds.highlighted
        deeds.clear_options()
        deeds.add_options(Option(ch.label + (f" [dim]({ch.blocked})[/dim]" if ch.blocked else ""), id=ch.id,
                                 disabled=ch.blocked is not None) for ch in choices)
        if at is None or at >= deeds.option_count:
            deeds.action_first()
        else:
            deeds.highlighted = at

    def deeds(self, person: Personality, refusal: str | None) -> list[Choice]:
        """What the hero may ask of `person` now (those kept for greater renown greyed out)."""
        if refusal:
            return []
        c, content = self.campaign, self.content
        opened, locked = patrons.offers(c, content, person.id)
        out = [Choice(f"errand:{n}", f"Errand: {errands.title(content, e)} ({counted(e.deadline_day - e.given_day, 'day')})")
               for n, e in enumerate(self.offered)]  # first, where a player looks for what to do
        for offer, blocked in [*((o, None) for o in opened), *((o, f"when {REPUTATION[o.reputation]}") for o in locked)]:
            out += self._asks(offer, blocked)
        out += [ch for ch in lessons(self.session) if ch.id.endswith(f":{person.id}")]
        out += [Choice(f"locked:{n}", f"Learn {later}", f"when {REPUTATION[o.reputation]}")
                for n, o in enumerate(locked) if o.kind == "training" and (later := taught(o, content))]
        return out

    def _asks(self, offer: Offer, blocked: str | None) -> list[Choice]:
        content = self.content
        if offer.kind == "healing":
            return [Choice("heal", "Healing for the company (a day)", blocked)]
        if offer.kind == "lembas":
            return [Choice("lembas", "Lembas for the road", blocked)]
        if offer.kind == "gift":
            return [Choice(f"gift:{i}", f"Gift: {content.magic_items[i].name}", blocked) for i in offer.items]
        if offer.kind == "spell_use":
            return [Choice(f"spell:{s}", f"A casting of {content.spells[s].name}", blocked) for s in offer.spells]
        if offer.kind == "equipment":
            supplies = [Choice(f"supply:{g}", f"{STORES[g]} from the stores", blocked) for g in offer.goods
                        if g in patrons.GOODS_KINDS]
            wanted = [words for goods, words in PROVISIONS.items() if goods in offer.goods]
            return supplies + ([Choice("provision", " and ".join(wanted).capitalize(), blocked)] if wanted else [])
        return []

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if event.option_list.id == "patron-people":
            self.query_one("#patron-deeds", OptionList).focus()
            return
        if event.option_id is not None:
            self.carry_out(event.option_id)

    def carry_out(self, deed: str) -> None:
        """Carry out a deed chosen from the list (a lesson, gift, casting or supply for the hero of the
        company the player chooses)."""
        person = self.person
        if person is None:
            return
        what, _, arg = deed.partition(":")
        if what in ("train", "learn"):
            study(self, self.session, deed, self.after)
        elif what in ("gift", "spell"):
            kind = Gift if what == "gift" else AskCasting
            for_whom(self, self.campaign, "For whom?", lambda name: self.perform(kind(person.id, arg, name)))
        elif what == "supply":
            self.stores(person, arg)
        elif what == "errand":
            self.perform(TakeErrand(person.id, self.offered[int(arg)].id))
        else:
            self.perform(DEEDS[what](person.id))

    def perform(self, action: Action) -> None:
        self.after(self.session.perform(action))

    def after(self, events: list[SessionEvent]) -> None:
        """Tell what came of a deed, and what may be asked now."""
        tell(self, events, noted=True)
        self.refresh_bindings()
        self.show()

    def stores(self, person: Personality, goods: str) -> None:
        """Choose one thing of a kind from the patron's stores, then who carries it."""
        items = self.content.all(patrons.GOODS_KINDS[goods])
        choices = [Choice(i, item.name) for i, item in sorted(items.items(), key=lambda kv: kv[1].name)]
        ask(self, ChoiceScreen(f"The stores of {person.name}", choices),
            lambda item: for_whom(self, self.campaign, "Who carries it?",
                                  lambda name: self.perform(Supply(person.id, item, name))))

    @property
    def joinable(self) -> dict[str, Hero]:
        """The saved heroes not in the company, by their file: those the join key offers."""
        here = {h.name for h in self.campaign.heroes}
        return {path: hero for path, hero in self.saved.items() if hero.name not in here}

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The join key only while a saved hero not in the company could join (one who fell is shown
        greyed in the list, with why)."""
        return bool(self.joinable) if action == "join" else True

    def why_not(self, action: str, parameters: tuple[object, ...]) -> str | None:
        """The join key with no saved hero to join: say where one is made."""
        return "No other saved hero to join the company (make one from the title)." if action == "join" else None

    def action_join(self) -> None:
        """A companion of the Green Company (a saved hero) joins the company here."""
        from thirdage_tui.tui.widgets.hero_kind import kind_of

        heroes = self.joinable
        choices = [Choice(key, f"{escape(h.name)}  [dim]{kind_of(self.content, h.race, h.background)}[/dim]",
                          "fell in this tale" if h.name in self.campaign.slain else None) for key, h in heroes.items()]
        ask(self, ChoiceScreen("Who joins the company?", choices), lambda key: self.perform(Join(heroes[key])))
