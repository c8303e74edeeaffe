"""Third Age: a terminal roguelike campaign in Middle-earth, T.A. 2760."""

__version__ = "0.1.0"
