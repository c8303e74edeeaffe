"""Allow `python -m thirdage_tui`."""

from thirdage_tui.cli import run

run()
