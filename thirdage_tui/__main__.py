"""Allow `python -m thirdage_tui`."""

from thirdage_tui.cli import main

raise SystemExit(main())
