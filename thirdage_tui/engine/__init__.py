"""The rules engine: pure Python, no Textual, no file I/O; every die comes from an injected RNG."""
