"""The codex: every kind of content, browsable and searchable."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.widgets import Footer, Header, Input, Tree

from thirdage_tui.content.kinds import KINDS
from thirdage_tui.tui.screens.game_screen import GameScreen
from thirdage_tui.tui.widgets.entry_view import EntryView
from thirdage_tui.tui.widgets.keys_in_order import TypedField

if TYPE_CHECKING:
    from rich.style import Style
    from rich.text import Text
    from textual import events
    from textual.widgets.tree import TreeNode

    from thirdage_tui.content.models.base import Entry
    from thirdage_tui.tui.app import ThirdAgeApp


def kind_label(kind: str) -> str:
    """The kind's summary as a heading: 'races and elf kindreds' -> 'Races and elf kindreds'."""
    known = KINDS.get(kind)
    text = known.summary if known and known.summary else kind.replace("_", " ")
    return text[:1].upper() + text[1:]


def kind_heading(kind: str) -> str:
    """The kind's short heading for the codex's branches ('Races, kindreds'), else its summary's."""
    known = KINDS.get(kind)
    return known.heading if known and known.heading else kind_label(kind)


class CodexTree(Tree["tuple[str, Entry] | None"]):
    """The codex's tree, whose labels end in an ellipsis where the tree is too narrow for them
    (the whole name is the entry's heading beside), never cut off at its edge."""

    def render_label(self, node: TreeNode[tuple[str, Entry] | None], base_style: Style, style: Style) -> Text:
        label = super().render_label(node, base_style, style)
        depth, above = 0, node.parent
        while above is not None and above is not self.root:
            depth, above = depth + 1, above.parent
        room = self.scrollable_content_region.width - depth * self.guide_depth
        if room > 0 and label.cell_len > room:
            label.truncate(room, overflow="ellipsis")
        return label


def matches(entry: Entry, words: list[str]) -> bool:
    """Whether every word of the query occurs in the entry's id, name, aliases, title (an errand's) or
    description."""
    haystack = " ".join([entry.id, entry.name, *getattr(entry, "aliases", ()), getattr(entry, "title", ""),
                         entry.description]).lower()
    return all(word in haystack for word in words)


class CodexScreen(GameScreen[None]):
    """Browse races, backgrounds, weapons, magic, lore... with a search box."""

    DEFAULT_CSS = """
    CodexScreen {
        #codex-search { margin: 0 1; }
        #codex-body { height: 1fr; }
        #codex-tree { width: 34; border: round $primary 50%; overflow-x: hidden; }
        #codex-tree:focus-within { border: round $primary; }
        #codex-entry { width: 1fr; border: round $secondary 50%; padding: 0 1; }
        #codex-entry:focus { border: round $secondary; }
        &.-wide #codex-tree { width: 44; }
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "app.pop_screen", "Back", id="codex.back"),
        Binding("slash", "focus_search", "Search", id="codex.search", priority=True),  # never typed into the box
    ]

    def __init__(self) -> None:
        super().__init__()
        self.unlaid: dict[int, tuple[str, list[Entry]]] = {}
        """The entries of each branch not opened yet, by the branch's id."""

    def compose(self) -> ComposeResult:
        yield Header()
        yield TypedField(placeholder="Search the codex (/)", id="codex-search", select_on_focus=False)  # / selects
        with Horizontal(id="codex-body"):
            yield CodexTree("Codex", id="codex-tree")
            yield EntryView(id="codex-entry")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "Codex"
        tree = self.query_one(Tree)
        tree.show_root = False
        self.refill("")
        self.query_one(EntryView).clear("Choose an entry on the left; type to search.")
        tree.focus()

    def refill(self, query: str) -> int:
        """Rebuild the tree with the entries matching `query`; return how many match. Without a query
        each kind's entries are laid out when its branch is first opened (`on_tree_node_expanded`), so
        the codex is up at once however much a mod adds."""
        words = query.lower().split()
        content = self.app.content
        tree = self.query_one(Tree)
        tree.clear()
        self.unlaid.clear()
        found = 0
        for kind in content.kinds():
            hits = [e for e in content.all(kind).values() if matches(e, words)]
            if not hits:
                continue
            branch = tree.root.add(f"{kind_heading(kind)} ({len(hits)})", data=None, allow_expand=True)
            self.unlaid[branch.id] = (kind, hits)
            if words:
                self.lay(branch)
                branch.expand()
            found += len(hits)
        return found

    def lay(self, branch: TreeNode[tuple[str, Entry] | None]) -> None:
        """Put the entries of `branch`'s kind under it, by name (once)."""
        if (waiting := self.unlaid.pop(branch.id, None)) is not None:
            kind, hits = waiting
            for entry in sorted(hits, key=lambda e: e.name.lower()):
                branch.add_leaf(entry.name, data=(kind, entry))

    def on_tree_node_expanded(self, event: Tree.NodeExpanded[tuple[str, Entry] | None]) -> None:
        event.stop()
        self.lay(event.node)

    def on_third_age_app_content_reloaded(self, _event: ThirdAgeApp.ContentReloaded) -> None:
        """List the content as read afresh."""
        self.refill(self.query_one(Input).value)

    def on_input_changed(self, event: Input.Changed) -> None:
        event.stop()
        if not self.refill(event.value):
            self.query_one(EntryView).clear(f"Nothing in the codex matches {event.value!r}.")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        tree = self.query_one(Tree)
        tree.focus()
        first = next((n for b in tree.root.children for n in b.children), None)
        if first is not None:  # once the tree has laid out the lines the search left (a key typed on waits for it)
            tree.call_after_refresh(tree.move_cursor, first)

    def on_tree_node_highlighted(self, event: Tree.NodeHighlighted[tuple[str, Entry] | None]) -> None:
        event.stop()
        if event.node.data is not None:
            kind, entry = event.node.data
            self.query_one(EntryView).show(self.app.content, entry, kind_label(kind))

    def on_key(self, event: events.Key) -> None:
        """A letter or digit typed on the tree starts a search with it, as the hint says (the keys
        after it go to the search box)."""
        if event.character and event.character.isalnum() and isinstance(self.focused, Tree):
            event.stop()
            search = self.query_one(Input)
            self.set_focus(search)
            search.value = event.character
            search.cursor_position = len(search.value)

    def action_focus_search(self) -> None:
        """The search box, its words chosen so that what is typed next replaces them."""
        search = self.query_one(Input)
        search.focus()
        search.select_all()
