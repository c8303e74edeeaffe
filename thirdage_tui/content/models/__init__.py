"""Typed content models, one module per area. Nothing is imported here: a command imports the
modules of the kinds it reads (`content/kinds.py`), and no others."""
