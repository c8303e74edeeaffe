"""`thirdage serve` in a browser: the server on the loopback address, headless Chromium driven by
chromedriver (the WebDriver protocol over HTTP, no client library), the title screen played into
the hero wizard. What the page draws is read from what the server sends its terminal."""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

CHROMIUM, DRIVER = shutil.which("chromium"), shutil.which("chromedriver")
needs_chromium = pytest.mark.skipif(not (CHROMIUM and DRIVER),
                                    reason="needs Debian's chromium and chromium-driver (.ci/run installs them)")

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--window-size=1200,800"]
CAPTURE = """
window.__drawn = [];
const Native = window.WebSocket;
window.WebSocket = function (...args) {
  const socket = new Native(...args);
  socket.addEventListener("message", (event) => {
    if (event.data instanceof ArrayBuffer) window.__drawn.push(new TextDecoder().decode(event.data));
  });
  return socket;
};
"""
"""Keeps each frame the page's terminal is sent (the app's screen output), before any page script."""
ESCAPES = re.compile(r"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[PX^_][^\x1b]*\x1b\\|.)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(check: Callable[[], Any], what: str, timeout: float = 60) -> Any:
    """Poll `check` until it gives something true (the machine may be busy: generous, never timed)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if found := check():
                return found
        except OSError:
            pass
        time.sleep(0.25)
    raise AssertionError(f"gave up waiting for {what}")


def listening(port: int) -> bool:
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) == 0


class WebDriver:
    """The few WebDriver calls the test needs, over HTTP."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.session = ""

    def call(self, method: str, path: str, body: object = None) -> Any:
        data = json.dumps(body if body is not None else {}).encode() if method == "POST" else None
        request = urllib.request.Request(f"{self.base}{path}", data=data, method=method,
                                         headers={"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.load(response)["value"]

    def on_session(self, method: str, path: str, body: object = None) -> Any:
        return self.call(method, f"/session/{self.session}{path}", body)

    def start(self, profile: Path) -> None:
        options = {"binary": CHROMIUM, "args": [*FLAGS, f"--user-data-dir={profile}"]}
        self.session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})["sessionId"]

    def script(self, source: str) -> Any:
        return self.on_session("POST", "/execute/sync", {"script": source, "args": []})

    def type(self, text: str) -> None:
        """Press the keys of `text` on the page's terminal, as a player at the keyboard."""
        self.script("document.querySelector('textarea.xterm-helper-textarea').focus();")
        keys = [{"type": kind, "value": key} for key in text for kind in ("keyDown", "keyUp")]
        self.on_session("POST", "/actions", {"actions": [{"type": "key", "id": "keyboard", "actions": keys}]})


@pytest.fixture
def served(tmp_path: Path) -> Iterator[int]:
    """`thirdage serve` on a free port, with its own saves folder; stopped afterwards."""
    port = free_port()
    server = subprocess.Popen([sys.executable, "-m", "thirdage_tui", "serve", "--port", str(port), "--seed", "2760",
                               "--saves", str(tmp_path / "saves")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        wait_for(lambda: listening(port), "thirdage serve to listen")
        yield port
    finally:
        server.terminate()
        server.wait(timeout=30)


@pytest.fixture
def browser(tmp_path: Path) -> Iterator[WebDriver]:
    """Headless Chromium with a fresh profile, driven through chromedriver."""
    port = free_port()
    driver = subprocess.Popen([DRIVER, f"--port={port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    web = WebDriver(port)
    try:
        wait_for(lambda: listening(port), "chromedriver to listen")
        web.start(tmp_path / "profile")
        web.on_session("POST", "/goog/cdp/execute",
                       {"cmd": "Page.addScriptToEvaluateOnNewDocument", "params": {"source": CAPTURE}})
        yield web
    finally:
        if web.session:
            web.on_session("DELETE", "")
        driver.terminate()
        driver.wait(timeout=30)


def drawn(web: WebDriver, since: int = 0) -> str:
    """The text the page's terminal has been sent (from frame `since`), escape sequences removed."""
    return ESCAPES.sub("", "".join(web.script(f"return window.__drawn.slice({since});")))


@needs_chromium
def test_the_game_plays_in_a_browser_from_the_title_into_the_wizard(served, browser):
    assert not listening_elsewhere(served)
    browser.on_session("POST", "/url", {"url": f"http://127.0.0.1:{served}/"})
    title = wait_for(lambda: (text := drawn(browser)) and "Make a hero" in text and text, "the title screen")
    assert "New campaign" in title and "seed 2760" in title
    frames = browser.script("return window.__drawn.length;")
    browser.type("n")
    wizard = wait_for(lambda: (text := drawn(browser, frames)) and "Your hero" in text and text, "the hero wizard")
    assert "New hero · Race" in wizard and "Your hero's race or elf kindred." in wizard
    assert all(race in wizard for race in ("Human", "Noldor", "Dwarf", "Hobbit"))


def listening_elsewhere(port: int) -> bool:
    """Whether the server answers on an address other than the loopback one (it must not)."""
    address = socket.gethostbyname(socket.gethostname())
    if address.startswith("127."):
        return False
    with socket.socket() as s:
        s.settimeout(2)
        return s.connect_ex((address, port)) == 0


def test_serve_refuses_a_port_out_of_range(capsys):
    from thirdage_tui import cli

    assert cli.main(["serve", "--port", "70000"]) == 2
    assert "--port must be between 1 and 65535" in capsys.readouterr().err
