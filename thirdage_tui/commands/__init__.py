"""The headless `thirdage` commands, one module per group. Each module has `register(sub)`,
which adds its subparser and sets `handler`; modules import only the standard library at the
top, so building the parser stays cheap."""

GROUPS = ("characters", "content", "journeys", "stat_blocks", "odds", "blows", "table_commands", "saves",
          "autoplay")
