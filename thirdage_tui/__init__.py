"""Third Age: a terminal roguelike campaign in Middle-earth, T.A. 2760."""

import os

__version__ = "0.1.0"

# The game uses no pydantic plugins; not looking for any spares every start-up a scan of the
# installed packages' metadata. A user's own setting is kept.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
