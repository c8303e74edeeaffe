"""The headless `thirdage` commands, one module per group. Each module has `register(sub)`,
which adds its subparsers and sets `handler`; modules import only the standard library at the
top, so building the parser stays cheap. `GROUPS` names the commands each group adds, so that a
command's own group is the only one built for it (`cli.build_parser`)."""

GROUPS = {"characters": ("hero",), "content": ("validate", "schema"), "journeys": ("route", "travel", "places"),
          "stat_blocks": ("bestiary",), "odds": ("encounter",), "blows": ("resolve",), "table_commands": ("table",),
          "saves": ("saves",), "autoplay": ("autoplay",)}
"""Each group (its module in this package) with the commands it adds, in the order of `thirdage --help`."""
