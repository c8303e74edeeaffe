"""Start an app headless and exit as soon as its first screen is ready: `python -m benchmarks.boot bare|title`."""

from __future__ import annotations

import sys


def bare_app():
    from textual.app import App
    from textual.widgets import Footer, Header, Static

    class Bare(App):
        def compose(self):
            yield Header()
            yield Static("Third Age")
            yield Footer()

    return Bare()


def title_app():
    from thirdage_tui.tui.app import ThirdAgeApp

    return ThirdAgeApp(seed=1)


def main(which: str) -> None:
    app = bare_app() if which == "bare" else title_app()

    def exit_when_ready() -> None:
        app.call_after_refresh(app.exit)

    app.call_later(exit_when_ready)
    app.run(headless=True, size=(80, 24))


if __name__ == "__main__":
    main(sys.argv[1])
