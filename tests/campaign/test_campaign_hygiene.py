"""The campaign package is pure: importing all of it pulls in no Textual."""

from __future__ import annotations

import subprocess
import sys

MODULES = ("chronicle", "clock", "codec", "downtime", "epitaph", "errands", "fights", "learning", "meetings",
           "patrons", "reputation", "rules", "session", "start", "state", "travel")


def test_the_campaign_imports_without_textual():
    code = (f"import sys\nfor m in {MODULES!r}: __import__('thirdage_tui.campaign.' + m)\n"
            "assert 'textual' not in sys.modules, 'textual imported'")
    subprocess.run([sys.executable, "-c", code], check=True)
