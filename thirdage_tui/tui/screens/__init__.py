"""The game's screens, one module each (imported lazily by the app)."""
